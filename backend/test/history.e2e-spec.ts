import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { CreateKpiValueHistory1764710000000 } from '../src/database/migrations/1764710000000-create-kpi-value-history';
import { Member, signedInMember } from './support/factories';
import { countingQueries } from './support/query-counter';
import { assignKpi, assignObjective, ceoOf, makeKpi, makeObjective } from './support/scorecard-factories';
import { startTestApp, TestApp } from './support/test-app';

type Row = Record<string, any> & { id: string };

const binary = (res: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** An instant strictly between the writes before and after it (history times are the transactions' own). */
async function instantBetween(): Promise<string> {
  await new Promise((r) => setTimeout(r, 5));
  const at = new Date().toISOString();
  await new Promise((r) => setTimeout(r, 5));
  return at;
}

const REASON = 'A reason is required to change the target of a period that has started';

/**
 * History and as-of (DESIGN decision 22, issue 30): every change of a target or a result kept
 * through every door (the KPI assignment's creation and PATCH, the results dialog's PUT, the
 * spreadsheet import, a calculated KPI's recompute by the system), the reason rule, baselineTargets,
 * scorecards, KPI Overview and exports read as of an instant, tenancy, and the migration's first entries.
 */
describe('history and as-of', () => {
  let t: TestApp;
  let a: Member;
  let b: Member;
  let ceo: Row;
  let oa: Row;
  let kRevenue: Row;
  let revenue: Row;
  const year = '2025'; // every period of it has started
  const history = async (id: string, agent: TestAgent = a.agent) => (await agent.get(`/api/kpi-assignments/${id}/history`).expect(200)).body as Row[];
  const get = async (id: string) => (await a.agent.get(`/api/kpi-assignments/${id}`).expect(200)).body as Row;
  const patch = (id: string, body: Record<string, unknown>) => a.agent.patch(`/api/kpi-assignments/${id}`).send(body);
  const scorecardLine = async (query: Record<string, string>, kpiAssignmentId: string) => {
    const answer = (await a.agent.get(`/api/scorecards/${ceo.id}`).query({ year, frequency: 'quarterly', view: 'period', ...query }).expect(200)).body;
    return answer.perspectives.flatMap((p: Row) => p.objectives.flatMap((o: Row) => o.kpis)).find((k: Row) => k.kpiAssignmentId === kpiAssignmentId) as Row;
  };

  beforeAll(async () => {
    t = await startTestApp({ role: 'api' });
    a = await signedInMember(t);
    b = await signedInMember(t);
    ceo = await ceoOf(a.agent);
    const objective = await makeObjective(a.agent, { name: 'Grow', bscPerspective: 'Financial' });
    oa = await assignObjective(a.agent, { objectiveId: objective.id, organizationFunctionId: ceo.id, weight: 100, period: year });
    kRevenue = await makeKpi(a.agent, { name: 'Revenue', unit: '$', frequency: 'quarterly' });
  });
  afterAll(() => t?.stop());

  let beforeCreation: string;
  let afterCreation: string;

  it('keeps the first values of a new assignment, by its author, and its first targets as baselineTargets', async () => {
    beforeCreation = await instantBetween();
    revenue = await assignKpi(a.agent, { kpiId: kRevenue.id, objectiveAssignmentId: oa.id, weight: 100, period: year, targets: { q1: 100, q2: 100 }, actualResults: { q1: 80 } });
    afterCreation = await instantBetween();
    expect(revenue.baselineTargets).toEqual({ q1: 100, q2: 100 });
    const entries = await history(revenue.id);
    expect(entries).toHaveLength(3);
    expect(entries.map((e) => [e.field, e.period, e.oldValue, e.newValue])).toEqual(
      expect.arrayContaining([
        ['target', 'q1', null, 100],
        ['target', 'q2', null, 100],
        ['actual', 'q1', null, 80],
      ]),
    );
    for (const e of entries) {
      expect(Object.keys(e).sort()).toEqual(['at', 'field', 'newValue', 'oldValue', 'period', 'reason', 'userId', 'userName']);
      expect(e).toMatchObject({ userId: a.user.id, userName: `${a.user.firstName} ${a.user.lastName}`, reason: null });
    }
  });

  let beforeTargetChange: string;

  it('PATCH: a set target of a started period changes only with a reason (422 and nothing written without); a first target needs none', async () => {
    const refused = await patch(revenue.id, { targets: { q1: 90 } });
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 422, message: REASON });
    const blank = await patch(revenue.id, { targets: { q1: 90 }, reason: '   ' });
    expect({ status: blank.status, message: blank.body.message }).toEqual({ status: 422, message: REASON });
    const cleared = await patch(revenue.id, { targets: { q2: null } });
    expect({ status: cleared.status, message: cleared.body.message }).toEqual({ status: 422, message: REASON });
    expect((await get(revenue.id)).targets).toEqual({ q1: 100, q2: 100 });
    expect(await history(revenue.id)).toHaveLength(3);

    // A period's first target is set, not changed: no reason needed.
    await patch(revenue.id, { targets: { q3: 120 } }).expect(200);
    beforeTargetChange = await instantBetween();
    const changed = (await patch(revenue.id, { targets: { q1: 90 }, reason: 'Budget cut in March' }).expect(200)).body;
    expect(changed.targets).toEqual({ q1: 90, q2: 100, q3: 120 });
    expect(changed.baselineTargets).toEqual({ q1: 100, q2: 100, q3: 120 });
    const [newest, previous] = await history(revenue.id);
    expect(newest).toMatchObject({ period: 'q1', field: 'target', oldValue: 100, newValue: 90, userId: a.user.id, reason: 'Budget cut in March' });
    expect(previous).toMatchObject({ period: 'q3', field: 'target', oldValue: null, newValue: 120, reason: null });
    expect(new Date(newest.at).getTime()).toBeGreaterThanOrEqual(new Date(previous.at).getTime());
  });

  it("a period that has not started yet takes target changes without a reason", async () => {
    const next = String(new Date().getUTCFullYear() + 1);
    const objective = await makeObjective(a.agent, { name: 'Next year', bscPerspective: 'Customer' });
    const later = await assignObjective(a.agent, { objectiveId: objective.id, organizationFunctionId: ceo.id, weight: 100, period: next });
    const kpi = await makeKpi(a.agent, { frequency: 'quarterly' });
    const assigned = await assignKpi(a.agent, { kpiId: kpi.id, objectiveAssignmentId: later.id, weight: 100, period: next, targets: { q4: 10 } });
    const res = (await patch(assigned.id, { targets: { q4: 12 } }).expect(200)).body;
    expect(res.baselineTargets).toEqual({ q4: 10 });
    expect((await history(assigned.id))[0]).toMatchObject({ field: 'target', oldValue: 10, newValue: 12, reason: null });
  });

  it("the results dialog's PUT of the whole record (baselineTargets echoed) and a single result entry are kept", async () => {
    const record = await get(revenue.id);
    await a.agent.put(`/api/kpi-assignments/${revenue.id}`).send({ ...record, actualResults: { ...record.actualResults, q1: 85 } }).expect(200);
    await patch(revenue.id, { actualResult: 70, resultPeriod: 'q2', reason: 'Late invoices' }).expect(200);
    const [second, first] = await history(revenue.id);
    expect(first).toMatchObject({ period: 'q1', field: 'actual', oldValue: 80, newValue: 85, reason: null });
    expect(second).toMatchObject({ period: 'q2', field: 'actual', oldValue: null, newValue: 70, reason: 'Late invoices' });
  });

  it('the spreadsheet import keeps every changed cell, with the reason sent or "Spreadsheet import"', async () => {
    const download = await a.agent.get('/api/spreadsheets/template').query({ functionId: ceo.id, year }).buffer(true).parse(binary as never).expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.body as ArrayBuffer);
    const cellOf = (sheetName: string, column: string) => {
      const sheet = workbook.getWorksheet(sheetName)!;
      let col = 0;
      let idColumn = 0;
      sheet.getRow(1).eachCell((cell, c) => {
        if (cell.text === column) col = c;
        if (cell.text === 'Assignment ID') idColumn = c;
      });
      for (let r = 2; r <= sheet.rowCount; r++) if (sheet.getRow(r).getCell(idColumn).text === revenue.id) return sheet.getRow(r).getCell(col);
      throw new Error('no row');
    };
    cellOf('Actual Results', 'Q3').value = 130;
    cellOf('Targets', 'Q4').value = 140;
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const previewed = (await a.agent.post('/api/spreadsheets/import/preview').attach('file', file, 'values.xlsx').expect(201)).body;
    await a.agent.post('/api/spreadsheets/import/commit').field('fingerprint', previewed.fingerprint).field('reason', 'Quarterly upload').attach('file', file, 'values.xlsx').expect(201);
    const entries = await history(revenue.id);
    expect(entries.slice(0, 2).map((e) => [e.field, e.period, e.oldValue, e.newValue, e.reason, e.userId])).toEqual(
      expect.arrayContaining([
        ['actual', 'q3', null, 130, 'Quarterly upload', a.user.id],
        ['target', 'q4', null, 140, 'Quarterly upload', a.user.id],
      ]),
    );
    expect((await get(revenue.id)).baselineTargets).toEqual({ q1: 100, q2: 100, q3: 120, q4: 140 });

    cellOf('Actual Results', 'Q3').value = 131;
    const again = Buffer.from(await workbook.xlsx.writeBuffer());
    const second = (await a.agent.post('/api/spreadsheets/import/preview').attach('file', again, 'values.xlsx').expect(201)).body;
    await a.agent.post('/api/spreadsheets/import/commit').field('fingerprint', second.fingerprint).attach('file', again, 'values.xlsx').expect(201);
    expect((await history(revenue.id))[0]).toMatchObject({ period: 'q3', field: 'actual', oldValue: 130, newValue: 131, reason: 'Spreadsheet import' });
  });

  it("a calculated KPI's recomputed values are kept as the system's, in the input's transaction", async () => {
    const kDouble = (await a.agent.post('/api/kpis').send({ name: 'Double revenue', unit: '$', frequency: 'quarterly', formula: `{KPI:${kRevenue.id}} * 2` }).expect(201)).body;
    const double = await assignKpi(a.agent, { kpiId: kDouble.id, objectiveAssignmentId: oa.id, weight: 50, period: year });
    expect((await get(double.id)).actualResults).toMatchObject({ q1: 170 });
    await patch(revenue.id, { actualResults: { q1: 86 } }).expect(200);
    const [newest] = await history(double.id);
    expect(newest).toEqual({ period: 'q1', field: 'actual', oldValue: 170, newValue: 172, userId: null, userName: 'System', at: expect.any(String), reason: 'Calculated from its formula' });
    await a.agent.delete(`/api/kpi-assignments/${double.id}`).expect(200);
  });

  it('answers the scorecard as of an instant: before a change, after it, and across a target change with its reason', async () => {
    // Before the assignment existed: no values at all.
    expect(await scorecardLine({ period: 'q1', asOf: beforeCreation }, revenue.id)).toMatchObject({ target: null, actual: null, score: null });
    // Just after its creation: its first values.
    expect(await scorecardLine({ period: 'q1', asOf: afterCreation }, revenue.id)).toMatchObject({ target: 100, actual: 80, score: 80 });
    // Across the target change (reason 'Budget cut in March'): 100 before, 90 after.
    expect(await scorecardLine({ period: 'q1', asOf: beforeTargetChange }, revenue.id)).toMatchObject({ target: 100, actual: 80 });
    const now = await scorecardLine({ period: 'q1' }, revenue.id);
    expect(now).toMatchObject({ target: 90, actual: 86 });
    expect(await scorecardLine({ period: 'q1', asOf: new Date(Date.now() + 86_400_000).toISOString() }, revenue.id)).toEqual(now);
    const corporate = (await a.agent.get('/api/scorecards/corporate').query({ year, frequency: 'quarterly', period: 'q1', asOf: beforeTargetChange }).expect(200)).body;
    expect(corporate.perspectives.flatMap((p: Row) => p.objectives.flatMap((o: Row) => o.kpis)).find((k: Row) => k.kpiAssignmentId === revenue.id)).toMatchObject({ target: 100 });
  });

  it('refuses a bad asOf with 400 on every call that takes it', async () => {
    const message = "asOf must be an ISO instant such as '2026-03-31T23:59:59Z'";
    for (const asOf of ['yesterday', '2025-03-31', '2025-02-30T10:00:00Z']) {
      await a.agent.get(`/api/scorecards/${ceo.id}`).query({ year, asOf }).expect(400, new RegExp(message.slice(0, 30)));
      await a.agent.get('/api/scorecards/corporate').query({ asOf }).expect(400);
      const overview = await a.agent.get('/api/kpi-overview').query({ filter: JSON.stringify({ year, asOf }) });
      expect({ status: overview.status, message: overview.body.message }).toEqual({ status: 400, message });
      await a.agent.get(`/api/spreadsheets/export/scorecards/${ceo.id}`).query({ year, asOf, format: 'csv' }).expect(400);
      await a.agent.get(`/api/strategy-maps/${ceo.id}`).query({ year, asOf }).expect(400);
    }
  });

  it('KPI Overview and the exports read as of the instant too', async () => {
    const overview = async (asOf?: string) =>
      ((await a.agent.get('/api/kpi-overview').query({ filter: JSON.stringify({ year, frequency: 'quarterly', period: 'q1', view: 'period', ...(asOf ? { asOf } : {}) }) }).expect(200)).body as Row[]).find(
        (r) => r.id === revenue.id,
      )!;
    expect(await overview(beforeTargetChange)).toMatchObject({ target: 100, actual: 80 });
    expect(await overview()).toMatchObject({ target: 90, actual: 86 });

    const csv = await a.agent.get(`/api/spreadsheets/export/scorecards/${ceo.id}`).query({ year, frequency: 'quarterly', period: 'q1', view: 'period', asOf: beforeTargetChange, format: 'csv' }).expect(200);
    expect(csv.text).toContain(`As of ${beforeTargetChange}`);
    expect(csv.text).toMatch(/Revenue,\$,100,100,80,80/);
    const live = await a.agent.get(`/api/spreadsheets/export/scorecards/${ceo.id}`).query({ year, frequency: 'quarterly', period: 'q1', view: 'period', format: 'csv' }).expect(200);
    expect(live.text).not.toContain('As of');
    expect(live.text).toMatch(/Revenue,\$,100,90,86,/);
    const overviewCsv = await a.agent
      .get('/api/spreadsheets/export/kpi-overview')
      .query({ filter: JSON.stringify({ year, frequency: 'quarterly', period: 'q1', asOf: beforeTargetChange }), format: 'csv' })
      .expect(200);
    expect(overviewCsv.text).toContain(`As of ${beforeTargetChange}`);
  });

  it('as of costs one query more than the live scorecard, whatever the number of KPI assignments', async () => {
    const dataSource = t.app.get(DataSource);
    const count = (asOf?: string) =>
      countingQueries(dataSource, () => a.agent.get(`/api/scorecards/${ceo.id}`).query({ year, frequency: 'quarterly', period: 'q1', ...(asOf ? { asOf } : {}) }).expect(200));
    const live = (await count()).queries;
    const asOf = (await count(beforeTargetChange)).queries;
    expect(asOf).toBe(live + 1);
    for (let i = 0; i < 5; i++) {
      const kpi = await makeKpi(a.agent, { frequency: 'quarterly' });
      const made = await assignKpi(a.agent, { kpiId: kpi.id, objectiveAssignmentId: oa.id, weight: 10, period: year, targets: { q1: 10 }, actualResults: { q1: 5 } });
      await patch(made.id, { actualResults: { q1: 6 } }).expect(200);
    }
    expect((await count(beforeTargetChange)).queries).toBe(asOf);
  });

  it("answers 404 for another organization's, an unknown or a malformed id, and keeps each organization's scorecards to itself", async () => {
    await b.agent.get(`/api/kpi-assignments/${revenue.id}/history`).expect(404);
    await a.agent.get(`/api/kpi-assignments/${randomUUID()}/history`).expect(404);
    await a.agent.get('/api/kpi-assignments/not-an-id/history').expect(404);
    await b.agent.get(`/api/scorecards/${ceo.id}`).query({ year, asOf: beforeTargetChange }).expect(404);
    await t.http.get(`/api/kpi-assignments/${revenue.id}/history`).expect(401);
  });

  it('the migration makes today\'s values the first entries, by the system, and as-of before it answers them; baselineTargets from today\'s targets', async () => {
    const dataSource = t.app.get(DataSource);
    const runner = dataSource.createQueryRunner();
    const migration = new CreateKpiValueHistory1764710000000();
    try {
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const entries = await history(revenue.id);
    expect(entries.map((e) => [e.field, e.period, e.newValue]).sort()).toEqual(
      [
        ['actual', 'q1', 86],
        ['actual', 'q2', 70],
        ['actual', 'q3', 131],
        ['target', 'q1', 90],
        ['target', 'q2', 100],
        ['target', 'q3', 120],
        ['target', 'q4', 140],
      ].sort(),
    );
    for (const e of entries) expect(e).toMatchObject({ oldValue: null, userId: null, userName: 'System', reason: 'Value when history began' });
    expect((await get(revenue.id)).baselineTargets).toEqual({ q1: 90, q2: 100, q3: 120, q4: 140 });
    // Before history began: the earliest known values, not "no value".
    expect(await scorecardLine({ period: 'q1', asOf: '2000-01-01T00:00:00Z' }, revenue.id)).toMatchObject({ target: 90, actual: 86 });
    // A change after the migration: before it, the migrated value; after it, the new one.
    const between = await instantBetween();
    await patch(revenue.id, { actualResults: { q1: 95 } }).expect(200);
    expect(await scorecardLine({ period: 'q1', asOf: between }, revenue.id)).toMatchObject({ actual: 86 });
    expect(await scorecardLine({ period: 'q1', asOf: '2000-01-01T00:00:00Z' }, revenue.id)).toMatchObject({ actual: 86 });
    expect(await scorecardLine({ period: 'q1' }, revenue.id)).toMatchObject({ actual: 95 });
  });
});
