import ExcelJS from 'exceljs';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { Member, signedInMember } from './support/factories';
import { assignKpi, assignObjective, ceoOf, makeFunction, makeKpi, makeObjective } from './support/scorecard-factories';
import { countingDatabaseWork, countingQueries } from './support/query-counter';
import { startTestApp, TestApp } from './support/test-app';

type Row = Record<string, any> & { id: string };

const binary = (res: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/**
 * Calculated KPIs (DESIGN decision 25, issue 33): formulas over other KPIs checked by the library
 * (unknown references, self-references, cycles, tenancy), assignments computed from their inputs
 * on the same function and year through every door (creation, PATCH, the import), manual results
 * refused, ratio-safe YTD, and a recompute whose query count does not grow with the tenant.
 */
describe('calculated KPIs', () => {
  let t: TestApp;
  let a: Member;
  let b: Member;
  let ceo: Row;
  let oa: Row;
  let kProfit: Row;
  let kRevenue: Row;
  let kMargin: Row;
  let profit: Row;
  let revenue: Row;
  let margin: Row;
  const year = '2025';
  const ref = (k: Row) => `{KPI:${k.id}}`;
  const get = async (id: string) => (await a.agent.get(`/api/kpi-assignments/${id}`).expect(200)).body as Row;
  const patch = (id: string, body: Record<string, unknown>, agent: TestAgent = a.agent) => agent.patch(`/api/kpi-assignments/${id}`).send(body);
  const expect422 = async (req: Promise<{ status: number; body: any }>, message: string) => {
    const res = await req;
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 422, message });
  };

  beforeAll(async () => {
    t = await startTestApp({ role: 'api' });
    a = await signedInMember(t);
    b = await signedInMember(t);
    ceo = await ceoOf(a.agent);
    const objective = await makeObjective(a.agent, { name: 'Grow profitably', bscPerspective: 'Financial' });
    oa = await assignObjective(a.agent, { objectiveId: objective.id, organizationFunctionId: ceo.id, weight: 100, period: year });
    kProfit = await makeKpi(a.agent, { name: 'Profit', unit: '$', frequency: 'quarterly' });
    kRevenue = await makeKpi(a.agent, { name: 'Revenue', unit: '$', frequency: 'quarterly' });
  });
  afterAll(() => t?.stop());

  it('the library stores a formula by id, defaults ytdAggregation, and refuses unknown, foreign, self and cyclic references with a message naming the KPI', async () => {
    kMargin = (await a.agent.post('/api/kpis').send({ name: 'Margin', unit: '%', frequency: 'quarterly', formula: `${ref(kProfit)} / ${ref(kRevenue)}` }).expect(201)).body;
    expect(kMargin).toMatchObject({ formula: `{KPI:${kProfit.id}} / {KPI:${kRevenue.id}}`, ytdAggregation: 'formula' });
    expect(kProfit.formula).toBeNull();
    expect(kProfit.ytdAggregation).toBe('sum');

    const unknown = '5e0c2d7a-1111-4aaa-8bbb-123456789abc';
    await expect422(a.agent.post('/api/kpis').send({ name: 'X', unit: '%', formula: `{KPI:${unknown}} * 2` }), `The formula refers to an unknown KPI: ${unknown}`);
    const theirs = await makeKpi(b.agent, { name: 'Their revenue' });
    await expect422(a.agent.post('/api/kpis').send({ name: 'X', unit: '%', formula: `{KPI:${theirs.id}} * 2` }), `The formula refers to an unknown KPI: ${theirs.id}`);
    await expect422(a.agent.patch(`/api/kpis/${kMargin.id}`).send({ formula: `${ref(kMargin)} + 1` }), "'Margin' cannot refer to itself");
    const bad = await a.agent.post('/api/kpis').send({ name: 'X', unit: '%', formula: `${ref(kProfit)} % 2` });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toContain("'%' is not allowed");

    // A cycle over three KPIs: C1 → C3 → C2 → C1.
    const c1 = (await a.agent.post('/api/kpis').send({ name: 'C1', unit: '%', formula: `${ref(kProfit)} + 1` }).expect(201)).body;
    const c2 = (await a.agent.post('/api/kpis').send({ name: 'C2', unit: '%', formula: `${ref(c1)} * 2` }).expect(201)).body;
    const c3 = (await a.agent.post('/api/kpis').send({ name: 'C3', unit: '%', formula: `(${ref(c2)} - 1)` }).expect(201)).body;
    await expect422(a.agent.patch(`/api/kpis/${c1.id}`).send({ formula: `${ref(c3)} / 2` }), 'The formula makes a cycle: C1 → C3 → C2 → C1');
    expect((await a.agent.get(`/api/kpis/${c1.id}`).expect(200)).body.formula).toBe(`${ref(kProfit)} + 1`);

    const averaged = (await a.agent.patch(`/api/kpis/${c3.id}`).send({ ytdAggregation: 'average' }).expect(200)).body;
    expect(averaged.ytdAggregation).toBe('average');
    const plain = (await a.agent.patch(`/api/kpis/${c3.id}`).send({ formula: null, ytdAggregation: 'sum' }).expect(200)).body;
    expect(plain).toMatchObject({ formula: null, ytdAggregation: 'sum' });
  });

  it('computes a calculated assignment from its inputs on the same function and year: hand-worked, missing and zero inputs give no value', async () => {
    profit = await assignKpi(a.agent, { kpiId: kProfit.id, objectiveAssignmentId: oa.id, weight: 30, actualResults: { q1: 10, q2: 30, q3: 20 } });
    revenue = await assignKpi(a.agent, { kpiId: kRevenue.id, objectiveAssignmentId: oa.id, weight: 30, actualResults: { q1: 100, q2: 100, q3: 400 } });
    margin = await assignKpi(a.agent, { kpiId: kMargin.id, objectiveAssignmentId: oa.id, weight: 40, targets: { q1: 0.1, q2: 0.1, q3: 0.1, q4: 0.1 } });
    expect(margin.actualResults).toEqual({ q1: 0.1, q2: 0.3, q3: 0.05 });
    expect(margin.actualResult).toBe(0.05);

    // The year so far is 60 / 600 = 0.1, not the average of the quarters (0.15).
    const scorecard = (await a.agent.get(`/api/scorecards/${ceo.id}`).query({ year, frequency: 'quarterly', period: 'q3', view: 'ytd' }).expect(200)).body;
    const line = scorecard.perspectives.flatMap((p: any) => p.objectives.flatMap((o: any) => o.kpis)).find((k: any) => k.name === 'Margin');
    expect(line).toMatchObject({ actual: 0.1, calculated: true });
    const overview = (await a.agent.get('/api/kpi-overview').query({ year, frequency: 'quarterly', period: 'q3', view: 'ytd' }).expect(200)).body as Row[];
    expect(overview.find((r) => r.name === 'Margin')).toMatchObject({ actual: 0.1, calculated: true });

    await patch(profit.id, { actualResults: { q4: 40 } }).expect(200);
    expect((await get(margin.id)).actualResults.q4 ?? null).toBeNull(); // revenue q4 missing
    await patch(revenue.id, { actualResults: { q4: 0 } }).expect(200);
    expect((await get(margin.id)).actualResults.q4 ?? null).toBeNull(); // zero denominator
    await patch(revenue.id, { actualResults: { q4: 200 } }).expect(200);
    expect((await get(margin.id)).actualResults).toEqual({ q1: 0.1, q2: 0.3, q3: 0.05, q4: 0.2 });
    // The dialog's single result and the PUT follow too.
    await a.agent.put(`/api/kpi-assignments/${profit.id}`).send({ actualResult: 50, resultPeriod: 'q4' }).expect(200);
    expect((await get(margin.id)).actualResults.q4).toBe(0.25);
  });

  it("aggregates the year by ytdAggregation: 'formula' is Σprofit / Σrevenue over the whole year, 'sum', 'average' and 'last' what they say", async () => {
    const ytdOf = async (period: string) => {
      const card = (await a.agent.get(`/api/scorecards/${ceo.id}`).query({ year, frequency: 'quarterly', period, view: 'ytd' }).expect(200)).body;
      const line = card.perspectives.flatMap((p: any) => p.objectives.flatMap((o: any) => o.kpis)).find((k: any) => k.name === 'Margin');
      const row = ((await a.agent.get('/api/kpi-overview').query({ year, frequency: 'quarterly', period, view: 'ytd' }).expect(200)).body as Row[]).find((r) => r.name === 'Margin');
      expect(row?.actual).toBe(line.actual); // the KPI overview says the same
      return line.actual as number | null;
    };
    // Quarters: profit 10, 30, 20, 50 over revenue 100, 100, 400, 200. The year is 110 / 800 = 0.1375;
    // the average of the quarterly margins (0.1, 0.3, 0.05, 0.25) would be 0.175.
    expect(await ytdOf('q4')).toBe(0.1375);
    await a.agent.patch(`/api/kpis/${kMargin.id}`).send({ ytdAggregation: 'average' }).expect(200);
    expect(await ytdOf('q4')).toBe(0.175);
    expect(await ytdOf('q3')).toBe(0.15);
    await a.agent.patch(`/api/kpis/${kMargin.id}`).send({ ytdAggregation: 'last' }).expect(200);
    expect(await ytdOf('q3')).toBe(0.05);
    await a.agent.patch(`/api/kpis/${kMargin.id}`).send({ ytdAggregation: 'sum' }).expect(200);
    expect(await ytdOf('q3')).toBe(0.45);
    await a.agent.patch(`/api/kpis/${kMargin.id}`).send({ ytdAggregation: 'formula' }).expect(200);
    expect(await ytdOf('q3')).toBe(0.1);
    // Changing the aggregation leaves the computed values as they were.
    expect((await get(margin.id)).actualResults).toEqual({ q1: 0.1, q2: 0.3, q3: 0.05, q4: 0.25 });
  });

  it("previews a formula's latest value for the editor (POST /api/kpis/formula-preview): the latest period with a value and its function, the save's 422s, scoped to the organization", async () => {
    const preview = (body: Record<string, unknown>, agent: TestAgent = a.agent) => agent.post('/api/kpis/formula-preview').send(body);
    const formula = `${ref(kProfit)} / ${ref(kRevenue)}`;
    expect((await preview({ formula, frequency: 'quarterly' }).expect(200)).body).toEqual({ value: 0.25, year, period: 'q4', functionId: ceo.id, functionName: ceo.name });
    expect((await preview({ formula: `(${ref(kProfit)} - 10) / ${ref(kRevenue)} * 100`, kpiId: kMargin.id }).expect(200)).body).toMatchObject({ value: 20, period: 'q4' });
    // Monthly periods: the inputs have none, so there is no value to show; nor for a KPI never assigned.
    expect((await preview({ formula, frequency: 'monthly' }).expect(200)).body).toEqual({ value: null, year: null, period: null, functionId: null, functionName: null });
    const orders = await makeKpi(a.agent, { name: 'Orders', unit: 'count', frequency: 'quarterly' });
    expect((await preview({ formula: `${ref(kProfit)} / ${ref(orders)}` }).expect(200)).body.value).toBeNull();
    // A zero denominator in the latest period: the period before is the latest with a value.
    await patch(revenue.id, { actualResults: { q4: 0 } }).expect(200);
    expect((await preview({ formula }).expect(200)).body).toMatchObject({ value: 0.05, period: 'q3' });
    await patch(revenue.id, { actualResults: { q4: 200 } }).expect(200);

    // The same 422s as a save, and nothing else's KPIs.
    await expect422(preview({ formula: `${ref(kMargin)} + 1`, kpiId: kMargin.id }), "'Margin' cannot refer to itself");
    const bad = await preview({ formula: `${ref(kProfit)} % 2` });
    expect({ status: bad.status, message: bad.body.message }).toEqual({ status: 422, message: (await a.agent.post('/api/kpis').send({ name: 'X', unit: '%', formula: `${ref(kProfit)} % 2` })).body.message });
    await expect422(preview({ formula: '' }), 'The formula is empty');
    await expect422(preview({ formula }, b.agent), `The formula refers to an unknown KPI: ${kProfit.id}`);
    const theirs = await makeKpi(b.agent, { name: 'Theirs' });
    expect((await preview({ formula, kpiId: theirs.id })).status).toBe(404);
    expect((await preview({ formula: 42 })).status).toBe(400);
    expect((await preview({ formula, frequency: 'weekly' })).status).toBe(400);
  });

  it("refuses a calculated assignment's results by hand (422), keeps its targets editable, and recomputes when its formula changes", async () => {
    const message = "'Margin' is a calculated KPI: its results are computed from its formula and cannot be entered by hand";
    await expect422(patch(margin.id, { actualResults: { q1: 5 } }), message);
    await expect422(patch(margin.id, { actualResult: 5, resultPeriod: 'q1' }), message);
    expect((await get(margin.id)).actualResults.q1).toBe(0.1);
    await patch(margin.id, { targets: { q1: 0.2 }, reason: 'Ratio target revised' }).expect(200);
    await a.agent.patch(`/api/kpis/${kMargin.id}`).send({ formula: `${ref(kProfit)} / ${ref(kRevenue)} * 100` }).expect(200);
    expect((await get(margin.id)).actualResults).toEqual({ q1: 10, q2: 30, q3: 5, q4: 25 });
  });

  it('an import of the inputs recomputes the ratio in the same transaction; an imported change of the ratio itself is refused', async () => {
    const download = await a.agent.get('/api/spreadsheets/template').query({ functionId: ceo.id, year }).buffer(true).parse(binary as never).expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.body as ArrayBuffer);
    const sheet = workbook.getWorksheet('Actual Results')!;
    let q1 = 0;
    let idColumn = 0;
    sheet.getRow(1).eachCell((cell, col) => {
      if (cell.text === 'Q1') q1 = col;
      if (cell.text === 'Assignment ID') idColumn = col;
    });
    const rowOf = (id: string) => {
      for (let r = 2; r <= sheet.rowCount; r++) if (sheet.getRow(r).getCell(idColumn).text === id) return sheet.getRow(r);
      throw new Error(`no row ${id}`);
    };
    rowOf(revenue.id).getCell(q1).value = 50;
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const previewed = (await a.agent.post('/api/spreadsheets/import/preview').attach('file', file, 'results.xlsx').expect(201)).body;
    await a.agent.post('/api/spreadsheets/import/commit').field('fingerprint', previewed.fingerprint).attach('file', file, 'results.xlsx').expect(201);
    expect((await get(margin.id)).actualResults.q1).toBe(20); // 10 / 50 * 100

    rowOf(margin.id).getCell(q1).value = 99;
    const edited = Buffer.from(await workbook.xlsx.writeBuffer());
    const second = (await a.agent.post('/api/spreadsheets/import/preview').attach('file', edited, 'results.xlsx').expect(201)).body;
    await expect422(
      a.agent.post('/api/spreadsheets/import/commit').field('fingerprint', second.fingerprint).attach('file', edited, 'results.xlsx'),
      "'Margin' is a calculated KPI: its results are computed from its formula and cannot be entered by hand",
    );
    expect((await get(margin.id)).actualResults.q1).toBe(20);
  });

  it('a computed value landing in a locked period: the input write is refused by the lock first, and so is a formula change', async () => {
    await a.agent.post(`/api/reporting-periods/${year}-q2/lock`).send({ reason: 'closed' }).expect(200);
    const refused = await patch(profit.id, { actualResults: { q2: 31 } });
    expect(refused.status).toBe(409);
    const formula = await a.agent.patch(`/api/kpis/${kMargin.id}`).send({ formula: `${ref(kProfit)} / ${ref(kRevenue)}` });
    expect({ status: formula.status, message: formula.body.message }).toEqual({ status: 409, message: `Q2 ${year} is locked` });
    expect((await get(margin.id)).actualResults.q2).toBe(30);
    await a.agent.post(`/api/reporting-periods/${year}-q2/unlock`).send({ reason: 'reopen' }).expect(200);
  });

  it('recomputing after one input changes costs the same number of queries whatever the tenant size, and touches only the dependents', async () => {
    const write = (value: number) => countingQueries(t.app.get(DataSource), () => patch(profit.id, { actualResults: { q3: value } }).expect(200));
    const small = await write(21);
    const previewOf = () => countingQueries(t.app.get(DataSource), () => a.agent.post('/api/kpis/formula-preview').send({ formula: `${ref(kProfit)} / ${ref(kRevenue)}` }).expect(200));
    const previewSmall = await previewOf();
    expect((await get(margin.id)).actualResults.q3).toBe(5.25);

    // The tenant grows: another function with its own margin, and 300 more assignments under the CEO.
    const division = await makeFunction(a.agent, { parentId: ceo.id, name: 'Division' });
    const other = await assignObjective(a.agent, { objectiveId: oa.objectiveId, organizationFunctionId: division.id, weight: 100, period: year, parentObjectiveAssignmentId: oa.id });
    await assignKpi(a.agent, { kpiId: kProfit.id, objectiveAssignmentId: other.id, actualResults: { q3: 1 } });
    const otherRevenue = await assignKpi(a.agent, { kpiId: kRevenue.id, objectiveAssignmentId: other.id, actualResults: { q3: 4 } });
    const otherMargin = await assignKpi(a.agent, { kpiId: kMargin.id, objectiveAssignmentId: other.id });
    expect(otherMargin.actualResults).toEqual({ q3: 25 });
    const ds = t.app.get(DataSource);
    await ds.query(`INSERT INTO "kpi" ("organizationId", "name", "unit", "frequency") SELECT $1, 'Extra ' || i, '%', 'quarterly' FROM generate_series(1, 300) i`, [a.organizationId]);
    await ds.query(
      `INSERT INTO "kpi_assignment" ("organizationId", "kpiId", "objectiveAssignmentId", "linkedObjectiveId", "weight", "period", "actualResults")
       SELECT $1, k."id", $2, $3, 1, $4, '{"q3": 1}' FROM "kpi" k WHERE k."organizationId" = $1 AND k."name" LIKE 'Extra %'`,
      [a.organizationId, oa.id, oa.objectiveId, year],
    );

    const large = await write(22);
    expect(large.queries).toBe(small.queries);
    // The editor's preview too: three queries (and the session's) however many functions and assignments.
    expect((await previewOf()).queries).toBe(previewSmall.queries);
    expect((await get(margin.id)).actualResults.q3).toBe(5.5);
    expect((await get(otherMargin.id)).actualResults).toEqual({ q3: 25 }); // another function's margin is not touched

    // Deleting an input's assignment leaves its dependents without that input.
    await a.agent.delete(`/api/kpi-assignments/${otherRevenue.id}`).expect(200);
    expect((await get(otherMargin.id)).actualResults).toEqual({});
    expect((await get(margin.id)).actualResults.q3).toBe(5.5);
  });

  it('a result of a KPI that no formula refers to reads no calculated KPI (issue 36)', async () => {
    const ds = t.app.get(DataSource);
    const [extra] = (await ds.query(
      `SELECT ka."id" FROM "kpi_assignment" ka JOIN "kpi" k ON k."id" = ka."kpiId" WHERE ka."organizationId" = $1 AND k."name" = 'Extra 1'`,
      [a.organizationId],
    )) as { id: string }[];
    // The calculated KPIs' own read, not the lock's EXISTS over formulas.
    const formulaReads = (statements: string[]) => statements.filter((s) => s.includes('"formula" IS NOT NULL') && !s.includes('FOR UPDATE')).length;
    const plain = await countingDatabaseWork(ds, () => patch(extra.id, { actualResults: { q3: 7 } }).expect(200));
    const input = await countingDatabaseWork(ds, () => patch(profit.id, { actualResults: { q3: 23 } }).expect(200));
    expect(formulaReads(input.statements)).toBe(1);
    expect(formulaReads(plain.statements)).toBe(0);
    expect(plain.queries).toBeLessThan(input.queries);
  });
});
