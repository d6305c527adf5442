import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ActivitiesService } from '../src/modules/activities/activities.service';
import { makeUser, Member, signedInMember } from './support/factories';
import { activities, assignKpi, assignObjective, ceoOf, CURRENT_YEAR, makeFunction, makeKpi, makeObjective } from './support/scorecard-factories';
import { startTestApp, TestApp } from './support/test-app';

type Row = Record<string, unknown> & { id: string };

/** Set and Cascade over HTTP: objective and KPI assignments, the parent rule, weights, targets, results and tenancy. */
describe('assignments', () => {
  let t: TestApp;
  let a: Member;
  let b: Member;
  let ceo: Row;
  let division: Row;
  let general: Row;

  beforeAll(async () => {
    t = await startTestApp({ role: 'api' });
    a = await signedInMember(t);
    b = await signedInMember(t);
    ceo = await ceoOf(a.agent);
    division = await makeFunction(a.agent, { parentId: ceo.id, name: 'Commercial' });
    general = await makeFunction(a.agent, { parentId: division.id, name: 'Sales' });
  });
  afterAll(() => t?.stop());

  describe('objective assignments', () => {
    it('assigns an objective to the CEO level with the defaults and an activity', async () => {
      const owner = await makeUser(t, { organizationId: a.organizationId });
      const objective = await makeObjective(a.agent, { name: 'Grow revenue', ownerId: owner.employee!.id });
      const res = await a.agent.post('/api/objective-assignments').send({ objectiveId: objective.id, organizationFunctionId: ceo.id }).expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        organizationId: a.organizationId,
        objectiveId: objective.id,
        organizationLevel: 'ceo',
        organizationFunction: 'CEO Office',
        organizationFunctionId: ceo.id,
        ownerId: owner.employee!.id,
        ownerName: owner.employee!.name,
        parentObjectiveAssignmentId: null,
        weight: 25,
        target: null,
        period: CURRENT_YEAR,
        status: 'Active',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const [latest] = await activities(a.agent, 'Assignments');
      expect(latest).toMatchObject({
        action: 'assigned',
        entityType: 'objective_assignment',
        entityId: res.body.id,
        entityName: 'Grow revenue',
        details: { functionName: 'CEO Office', level: 'ceo', weight: 25, period: CURRENT_YEAR },
      });
    });

    it("accepts the specification's body: the function named, its level, weight and target as form text", async () => {
      const objective = await makeObjective(a.agent);
      const res = await a.agent
        .post('/api/objective-assignments')
        .send({
          objectiveId: objective.id,
          organizationLevel: 'ceo',
          organizationFunction: 'CEO Office',
          ownerId: a.employee!.id,
          parentObjectiveAssignmentId: null,
          weight: '40',
          target: '1250.5',
          period: 2025,
          status: 'Active',
        })
        .expect(201);
      expect(res.body).toMatchObject({ organizationFunctionId: ceo.id, weight: 40, target: 1250.5, period: '2025', ownerId: a.employee!.id, ownerName: a.employee!.name });
      const byId = await a.agent
        .post('/api/objective-assignments')
        .send({ objectiveId: objective.id, organizationFunction: ceo.id, weight: 33.33, target: '' })
        .expect(201);
      expect(byId.body).toMatchObject({ weight: 33.33, target: null, period: CURRENT_YEAR });
      expect(
        (await a.agent.post('/api/objective-assignments').send({ objectiveId: objective.id, organizationFunction: 'CEO Office', organizationLevel: 'division' }).expect(400))
          .body.message,
      ).toBe("organizationLevel must be the function's level (ceo)");
      expect((await a.agent.post('/api/objective-assignments').send({ objectiveId: objective.id, organizationFunction: 'Nowhere' }).expect(404)).body.message).toBe(
        'Function not found',
      );
    });

    it('applies the parent rule: none at the CEO level, required below it, from the next level up and the same year', async () => {
      const objective = await makeObjective(a.agent);
      const lonely = await signedInMember(t);
      const lonelyCeo = await ceoOf(lonely.agent);
      const lonelyDivision = await makeFunction(lonely.agent, { parentId: lonelyCeo.id });
      const lonelyObjective = await makeObjective(lonely.agent);
      const none = await lonely.agent.post('/api/objective-assignments').send({ objectiveId: lonelyObjective.id, organizationFunctionId: lonelyDivision.id }).expect(422);
      expect(none.body.message).toBe('No parent objectives found. Please assign objectives to CEO level first.');
      const lonelyGeneral = await makeFunction(lonely.agent, { parentId: lonelyDivision.id });
      expect(
        (await lonely.agent.post('/api/objective-assignments').send({ objectiveId: lonelyObjective.id, organizationFunctionId: lonelyGeneral.id }).expect(422)).body.message,
      ).toBe('No parent objectives found. Please assign objectives to Division level first.');

      const top = await assignObjective(a.agent, { objectiveId: objective.id, organizationFunctionId: ceo.id });
      expect((await a.agent.post('/api/objective-assignments').send({ objectiveId: objective.id, organizationFunctionId: division.id }).expect(400)).body.message).toBe(
        'Parent objective is required',
      );
      const mid = await assignObjective(a.agent, { objectiveId: objective.id, organizationFunctionId: division.id, parentObjectiveAssignmentId: top.id });
      expect(mid).toMatchObject({ organizationLevel: 'division', parentObjectiveAssignmentId: top.id });
      const wrongLevel = await a.agent
        .post('/api/objective-assignments')
        .send({ objectiveId: objective.id, organizationFunctionId: general.id, parentObjectiveAssignmentId: top.id })
        .expect(422);
      expect(wrongLevel.body.message).toBe('The parent objective must come from the Division level');
      const lastYear = String(Number(CURRENT_YEAR) - 1);
      const wrongYear = await a.agent
        .post('/api/objective-assignments')
        .send({ objectiveId: objective.id, organizationFunctionId: general.id, parentObjectiveAssignmentId: mid.id, period: lastYear })
        .expect(422);
      expect(wrongYear.body.message).toBe(`The parent objective is assigned for ${CURRENT_YEAR}, not ${lastYear}`);
      const topParent = await a.agent
        .post('/api/objective-assignments')
        .send({ objectiveId: (await makeObjective(a.agent)).id, organizationFunctionId: ceo.id, parentObjectiveAssignmentId: top.id })
        .expect(422);
      expect(topParent.body.message).toBe('Objectives at the CEO level have no parent objective');
      const foreign = await assignObjective(lonely.agent, { objectiveId: lonelyObjective.id, organizationFunctionId: lonelyCeo.id });
      expect(
        (
          await a.agent
            .post('/api/objective-assignments')
            .send({ objectiveId: objective.id, organizationFunctionId: general.id, parentObjectiveAssignmentId: foreign.id })
            .expect(404)
        ).body.message,
      ).toBe('Parent objective not found');
      expect(await assignObjective(a.agent, { objectiveId: objective.id, organizationFunctionId: general.id, parentObjectiveAssignmentId: mid.id })).toMatchObject({
        organizationLevel: 'general-department',
      });
    });

    it('refuses weights outside 1..100 with the specification message, and other bad fields', async () => {
      const objective = await makeObjective(a.agent);
      const post = (body: Record<string, unknown>) => a.agent.post('/api/objective-assignments').send({ objectiveId: objective.id, organizationFunctionId: ceo.id, ...body });
      for (const weight of [0, 100.5, -5, 'abc', null, '', true]) {
        expect((await post({ weight }).expect(422)).body.message).toBe('Weight must be between 1 and 100');
      }
      expect((await a.agent.post('/api/objective-assignments').send({ organizationFunctionId: ceo.id }).expect(400)).body.message).toBe('Objective selection is required');
      expect((await a.agent.post('/api/objective-assignments').send({ objectiveId: objective.id }).expect(400)).body.message).toBe('Function selection is required');
      expect((await post({ period: 'FY26' }).expect(400)).body.message).toBe('Period must be a year such as 2026');
      expect((await post({ status: 'Closed' }).expect(400)).body.message).toBe('Status must be Active');
      expect((await post({ target: 'lots' }).expect(400)).body.message).toBe('Please enter a valid number');
      expect((await post({ objectiveId: 'x' }).expect(400)).body.message).toBe('Objective not found');
      expect((await post({ objectiveId: (await makeObjective(b.agent)).id }).expect(404)).body.message).toBe('Objective not found');
      expect((await post({ organizationFunctionId: (await ceoOf(b.agent)).id }).expect(404)).body.message).toBe('Function not found');
      expect((await post({ ownerId: b.employee!.id }).expect(404)).body.message).toBe('Owner not found');
      await post({ weight: 100 }).expect(201);
      expect((await post({}).expect(409)).body.message).toBe(`This objective is already assigned to CEO Office for ${CURRENT_YEAR}`);
    });

    it('edits weight and target with PUT and records the change', async () => {
      const objective = await makeObjective(a.agent, { name: 'Edit me' });
      const assignment = await assignObjective(a.agent, { objectiveId: objective.id, organizationFunctionId: ceo.id, weight: 30 });
      const res = await a.agent.put(`/api/objective-assignments/${assignment.id}`).send({ weight: 45, target: 12 }).expect(200);
      expect(res.body).toMatchObject({ weight: 45, target: 12, organizationFunction: 'CEO Office' });
      expect((await a.agent.put(`/api/objective-assignments/${assignment.id}`).send({ weight: 0 }).expect(422)).body.message).toBe('Weight must be between 1 and 100');
      expect((await a.agent.put(`/api/objective-assignments/${assignment.id}`).send({ objectiveId: objective.id }).expect(400)).body.message).toBe(
        'property objectiveId should not exist',
      );
      await a.agent.patch(`/api/objective-assignments/${assignment.id}`).send({ target: null }).expect(200);
      expect((await a.agent.get(`/api/objective-assignments/${assignment.id}`).expect(200)).body).toMatchObject({ weight: 45, target: null });
      const [latest] = await activities(a.agent, 'Assignments');
      expect(latest).toMatchObject({ action: 'updated', entityType: 'objective_assignment', entityName: 'Edit me', details: { changes: { target: { from: 12, to: null } } } });
    });

    it('removes an objective assignment with its KPI assignments and unlinks the assignments cascaded from it', async () => {
      const objective = await makeObjective(a.agent);
      const kpi = await makeKpi(a.agent);
      const top = await assignObjective(a.agent, { objectiveId: objective.id, organizationFunctionId: ceo.id });
      const child = await assignObjective(a.agent, { objectiveId: objective.id, organizationFunctionId: division.id, parentObjectiveAssignmentId: top.id });
      const ka = await assignKpi(a.agent, { kpiId: kpi.id, objectiveAssignmentId: top.id });
      await a.agent.delete(`/api/objective-assignments/${top.id}`).expect(200);
      await a.agent.get(`/api/objective-assignments/${top.id}`).expect(404);
      await a.agent.get(`/api/kpi-assignments/${ka.id}`).expect(404);
      expect((await a.agent.get(`/api/objective-assignments/${child.id}`).expect(200)).body.parentObjectiveAssignmentId).toBeNull();
      const [latest] = await activities(a.agent, 'Assignments');
      expect(latest).toMatchObject({ action: 'deleted', entityType: 'objective_assignment', details: { removedKpiAssignments: 1, unlinkedChildAssignments: 1 } });
    });
  });

  describe('KPI assignments', () => {
    let objective: Row;
    let top: Row;

    beforeAll(async () => {
      objective = await makeObjective(a.agent, { name: 'Customer loyalty' });
      top = await assignObjective(a.agent, { objectiveId: objective.id, organizationFunctionId: ceo.id });
    });

    it("assigns a KPI with the specification's JSON-string targets and stores real JSON", async () => {
      const kpi = await makeKpi(a.agent, { name: 'Retention', frequency: 'quarterly' });
      const res = await a.agent
        .post('/api/kpi-assignments')
        .send({
          kpiId: kpi.id,
          linkedObjectiveId: objective.id,
          objectiveAssignmentId: top.id,
          ownerId: a.employee!.id,
          weight: 40,
          targets: JSON.stringify({ q1: 90, q2: '92.5', q3: '', Q4: null }),
          actualResults: '{}',
          period: CURRENT_YEAR,
        })
        .expect(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        organizationId: a.organizationId,
        kpiId: kpi.id,
        objectiveAssignmentId: top.id,
        linkedObjectiveId: objective.id,
        ownerId: a.employee!.id,
        ownerName: a.employee!.name,
        weight: 40,
        targets: { q1: 90, q2: 92.5, q3: null, q4: null },
        actualResults: {},
        submissions: {},
        baselineTargets: { q1: 90, q2: 92.5 },
        period: CURRENT_YEAR,
        score: null,
        actualResult: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      const [row] = (await t.app.get(DataSource).query(`SELECT jsonb_typeof("targets") AS "type", "targets"->'q2' AS "q2" FROM "kpi_assignment" WHERE "id" = $1`, [
        res.body.id,
      ])) as { type: string; q2: number }[];
      expect(row).toEqual({ type: 'object', q2: 92.5 });
      const defaults = await assignKpi(a.agent, { kpiId: (await makeKpi(a.agent)).id, objectiveAssignmentId: top.id });
      expect(defaults).toMatchObject({
        weight: 25,
        targets: {},
        actualResults: {},
        period: CURRENT_YEAR,
        linkedObjectiveId: objective.id,
        ownerId: top.ownerId,
        ownerName: top.ownerName,
      });
      expect(top.ownerName).toBe(a.employee!.name);
      // a new owner's name comes back with the update
      const colleague = await makeUser(t, { organizationId: a.organizationId });
      expect((await a.agent.patch(`/api/kpi-assignments/${defaults.id}`).send({ ownerId: colleague.employee!.id }).expect(200)).body.ownerName).toBe(colleague.employee!.name);
      const [latest, before] = await activities(a.agent, 'Assignments');
      expect(before).toMatchObject({ action: 'assigned', entityType: 'kpi_assignment', entityId: defaults.id });
      expect(latest).toMatchObject({ action: 'updated', entityType: 'kpi_assignment', entityId: defaults.id, details: { changes: { ownerId: { to: colleague.employee!.id } } } });
    });

    it('validates the assignment with the specification messages', async () => {
      const kpi = await makeKpi(a.agent, { frequency: 'monthly' });
      const post = (body: Record<string, unknown>) => a.agent.post('/api/kpi-assignments').send({ kpiId: kpi.id, objectiveAssignmentId: top.id, ...body });
      expect((await a.agent.post('/api/kpi-assignments').send({ objectiveAssignmentId: top.id }).expect(400)).body.message).toBe('KPI selection is required');
      expect((await a.agent.post('/api/kpi-assignments').send({ kpiId: kpi.id }).expect(400)).body.message).toBe('Objective selection is required');
      expect((await a.agent.post('/api/kpi-assignments').send({ kpiId: '', objectiveAssignmentId: '' }).expect(400)).body.errors).toEqual([
        'KPI selection is required',
        'Objective selection is required',
      ]);
      expect((await post({ weight: 101 }).expect(422)).body.message).toBe('Weight must be between 1 and 100');
      expect((await post({ targets: { q1: 5 } }).expect(400)).body.message).toBe(
        "targets: 'q1' is not a monthly period (expected january, february, march, april, may, june, july, august, september, october, november, december)",
      );
      expect((await post({ actualResults: { march: 'many' } }).expect(400)).body.message).toBe('actualResults: the value for march must be a number or empty');
      expect((await post({ targets: '[1,2]' }).expect(400)).body.message).toBe('targets must be a map of period to number, e.g. {"q1": 100, "q2": null}');
      expect((await post({ targets: 'not json' }).expect(400)).body.message).toMatch(/^targets must be a map/);
      expect((await post({ linkedObjectiveId: (await makeObjective(a.agent)).id }).expect(400)).body.message).toBe(
        'linkedObjectiveId must be the objective of the objective assignment',
      );
      expect((await post({ period: '2001' }).expect(422)).body.message).toBe(`The period must be the objective assignment's year (${CURRENT_YEAR})`);
      expect((await post({ score: 80 }).expect(400)).body.message).toBe('property score should not exist');
      const foreignKpi = await makeKpi(b.agent);
      expect((await post({ kpiId: foreignKpi.id }).expect(404)).body.message).toBe('KPI not found');
      const foreignCeo = await ceoOf(b.agent);
      const foreignObjective = await makeObjective(b.agent);
      const foreignAssignment = await assignObjective(b.agent, { objectiveId: foreignObjective.id, organizationFunctionId: foreignCeo.id });
      expect((await post({ objectiveAssignmentId: foreignAssignment.id }).expect(404)).body.message).toBe('Objective assignment not found');
      expect((await post({ ownerId: b.employee!.id }).expect(404)).body.message).toBe('Owner not found');
      await post({}).expect(201);
      expect((await post({}).expect(409)).body.message).toBe('This KPI is already assigned to this objective');
    });

    it('records results with PATCH: the server computes the score and writes an activity with old and new value', async () => {
      const kpi = await makeKpi(a.agent, { name: 'Orders shipped', frequency: 'quarterly', polarity: 'positive' });
      const ka = await assignKpi(a.agent, { kpiId: kpi.id, objectiveAssignmentId: top.id, targets: { q1: 100, q2: 200, q3: 300 } });

      // q1 is the latest period with a result: 90 / 100 × 100 = 90
      const first = await a.agent.patch(`/api/kpi-assignments/${ka.id}`).send({ actualResults: { q1: 90 } }).expect(200);
      expect(first.body).toMatchObject({ actualResults: { q1: 90 }, actualResult: 90, score: 90 });
      let [latest] = await activities(a.agent, 'Actual Result Update');
      expect(latest).toMatchObject({
        action: 'actual_result_update',
        entityType: 'actual_result',
        entityId: ka.id,
        entityName: 'Orders shipped',
        category: 'Actual Result Update',
        performedBy: a.user.id,
        details: { kpiName: 'Orders shipped', period: 'q1', oldValue: null, newValue: 90, oldScore: null, newScore: 90, year: CURRENT_YEAR },
      });

      // sent periods merge into the stored map; q2 is now the latest: 250 / 200 × 100 = 125
      const second = await a.agent.patch(`/api/kpi-assignments/${ka.id}`).send({ actualResults: JSON.stringify({ q2: '250' }) }).expect(200);
      expect(second.body).toMatchObject({ actualResults: { q1: 90, q2: 250 }, actualResult: 250, score: 125 });

      // 400 / 200 × 100 = 200, capped at the default 150
      const third = await a.agent.patch(`/api/kpi-assignments/${ka.id}`).send({ actualResults: { q2: 400 } }).expect(200);
      expect(third.body).toMatchObject({ actualResult: 400, score: 150 });
      [latest] = await activities(a.agent, 'Actual Result Update');
      expect(latest.details).toMatchObject({ period: 'q2', oldValue: 250, newValue: 400, oldScore: 125, newScore: 150 });

      // an actual without a target scores 0 on the assignment screens: q3 target 300 exists, q4 has none
      const fourth = await a.agent.patch(`/api/kpi-assignments/${ka.id}`).send({ actualResult: 120, resultPeriod: 'Q4' }).expect(200);
      expect(fourth.body).toMatchObject({ actualResults: { q1: 90, q2: 400, q4: 120 }, actualResult: 120, score: 0 });

      // clearing q4 falls back to q2 as the latest period with a result
      const cleared = await a.agent.patch(`/api/kpi-assignments/${ka.id}`).send({ actualResults: { q4: null } }).expect(200);
      expect(cleared.body).toMatchObject({ actualResults: { q1: 90, q2: 400, q4: null }, actualResult: 400, score: 150 });

      // changing a target recomputes the score too: 400 / 320 × 100 = 125 (Q2 has started: with a reason, DESIGN decision 22)
      const retarget = await a.agent.patch(`/api/kpi-assignments/${ka.id}`).send({ targets: { q2: 320 }, weight: '60', reason: 'Plan revised' }).expect(200);
      expect(retarget.body).toMatchObject({ targets: { q1: 100, q2: 320, q3: 300 }, weight: 60, score: 125 });
      [latest] = await activities(a.agent, 'Assignments');
      expect(latest).toMatchObject({ action: 'updated', entityType: 'kpi_assignment', details: { changes: { weight: { from: 25, to: 60 } } } });
    });

    it('keeps every result when several periods are entered for one assignment at the same moment', async () => {
      const kpi = await makeKpi(a.agent, { name: 'Calls answered', frequency: 'monthly' });
      const ka = await assignKpi(a.agent, { kpiId: kpi.id, objectiveAssignmentId: top.id, targets: { january: 100 } });
      const months = ['january', 'february', 'march', 'april', 'may', 'june'];
      const answers = await Promise.all(months.map((month, i) => a.agent.patch(`/api/kpi-assignments/${ka.id}`).send({ resultPeriod: month, actualResult: 10 + i })));
      expect(answers.map((r) => r.status)).toEqual(months.map(() => 200));
      const stored = await a.agent.get(`/api/kpi-assignments/${ka.id}`).expect(200);
      expect(stored.body.actualResults).toEqual(Object.fromEntries(months.map((month, i) => [month, 10 + i])));
    });

    it('scores lower-is-better KPIs as target / actual', async () => {
      const kpi = await makeKpi(a.agent, { name: 'Defects', frequency: 'monthly', polarity: 'negative', unit: 'count' });
      const ka = await assignKpi(a.agent, { kpiId: kpi.id, objectiveAssignmentId: top.id, targets: { january: 10, february: 10 } });
      // 10 / 8 × 100 = 125
      expect((await a.agent.patch(`/api/kpi-assignments/${ka.id}`).send({ actualResults: { january: 8 } }).expect(200)).body.score).toBe(125);
      // 10 / 40 × 100 = 25
      expect((await a.agent.patch(`/api/kpi-assignments/${ka.id}`).send({ actualResults: { february: 40 } }).expect(200)).body.score).toBe(25);
    });

    it('validates result updates with the specification messages', async () => {
      const kpi = await makeKpi(a.agent);
      const ka = await assignKpi(a.agent, { kpiId: kpi.id, objectiveAssignmentId: top.id });
      const patch = (body: Record<string, unknown>) => a.agent.patch(`/api/kpi-assignments/${ka.id}`).send(body);
      expect((await patch({ actualResult: '' }).expect(400)).body.message).toBe('Actual result is required');
      expect((await patch({ actualResult: null }).expect(400)).body.message).toBe('Actual result is required');
      expect((await patch({ actualResult: '12abc' }).expect(400)).body.message).toBe('Please enter a valid number');
      // the current period has no target: the computed score is 0, never the client's 80
      expect((await patch({ actualResult: 5, score: 80 }).expect(422)).body.message).toBe(
        'The score is computed by the server from the actual results (0); 80 does not match',
      );
      expect((await patch({ actualResult: 5, resultPeriod: 'june' }).expect(400)).body.message).toBe(
        "resultPeriod: 'june' is not a quarterly period (expected q1, q2, q3, q4)",
      );
      expect((await patch({ resultPeriod: 'q1' }).expect(400)).body.message).toBe('resultPeriod is only used with actualResult');
      expect((await patch({ actualResult: 6, actualResults: { q1: 5 } }).expect(422)).body.message).toBe(
        'actualResult must be the latest actual result (5), not 6; send the results in actualResults',
      );
      expect((await patch({ actualResult: 5, resultPeriod: 'q1', actualResults: { q1: 5 } }).expect(400)).body.message).toBe(
        'resultPeriod is only used with actualResult alone, not with actualResults',
      );
      expect((await patch({ kpiId: (await makeKpi(a.agent)).id }).expect(422)).body.message).toBe('The KPI of an assignment cannot be changed; assign the KPI anew');
      expect((await patch({ period: '2001' }).expect(422)).body.message).toBe(`The period must be the objective assignment's year (${CURRENT_YEAR})`);
      expect((await patch({ ownerName: 'Me' }).expect(422)).body.message).toBe('ownerName is read-only; send ownerId to change the owner');
      expect((await patch({ score: 'high' }).expect(400)).body.message).toBe('Score must be a number');
      expect((await patch({ unknownField: 1 }).expect(400)).body.message).toBe('property unknownField should not exist');
      // nothing was written by the refused calls
      expect((await a.agent.get(`/api/kpi-assignments/${ka.id}`).expect(200)).body).toMatchObject({ actualResults: {}, score: null });
      expect((await patch({ actualResult: '12.5', resultPeriod: 'q1' }).expect(200)).body).toMatchObject({ actualResults: { q1: 12.5 }, actualResult: 12.5 });
    });

    it("accepts the actual-results dialog's PUT of the full assignment with a JSON string of results", async () => {
      const kpi = await makeKpi(a.agent, { frequency: 'annual' });
      const ka = await assignKpi(a.agent, { kpiId: kpi.id, objectiveAssignmentId: top.id, targets: { annual: 1000 } });
      // the whole record as read, read-only fields included, with the dialog's results as a JSON string
      const record = (await a.agent.get(`/api/kpi-assignments/${ka.id}`).expect(200)).body;
      const res = await a.agent
        .put(`/api/kpi-assignments/${ka.id}`)
        .send({ ...record, targets: JSON.stringify(record.targets), actualResults: JSON.stringify({ annual: 900 }) })
        .expect(200);
      // 900 / 1000 × 100 = 90
      expect(res.body).toMatchObject({ actualResults: { annual: 900 }, actualResult: 900, score: 90 });
      const [latest] = await activities(a.agent, 'Actual Result Update');
      expect(latest).toMatchObject({ entityId: ka.id, details: { period: 'annual', oldValue: null, newValue: 900, newScore: 90 } });
    });

    it("accepts the specification's result update (actualResult and score) when the score is the server's", async () => {
      const kpi = await makeKpi(a.agent, { name: 'Annual sales', frequency: 'annual' });
      const ka = await assignKpi(a.agent, { kpiId: kpi.id, objectiveAssignmentId: top.id, targets: { annual: 200 } });
      // the annual KPI's only period is 'annual': 190 / 200 × 100 = 95
      const res = await a.agent.patch(`/api/kpi-assignments/${ka.id}`).send({ actualResult: '190', score: 95 }).expect(200);
      expect(res.body).toMatchObject({ actualResults: { annual: 190 }, actualResult: 190, score: 95 });
      expect((await a.agent.patch(`/api/kpi-assignments/${ka.id}`).send({ actualResult: 100, score: 95 }).expect(422)).body.message).toBe(
        'The score is computed by the server from the actual results (50); 95 does not match',
      );
      expect((await a.agent.get(`/api/kpi-assignments/${ka.id}`).expect(200)).body).toMatchObject({ actualResult: 190, score: 95 });
    });

    it('writes the result, its score and its activity in one transaction: a failed activity leaves nothing behind', async () => {
      const kpi = await makeKpi(a.agent);
      const ka = await assignKpi(a.agent, { kpiId: kpi.id, objectiveAssignmentId: top.id, targets: { q1: 50 } });
      await a.agent.patch(`/api/kpi-assignments/${ka.id}`).send({ actualResults: { q1: 40 } }).expect(200);
      const before = (await activities(a.agent)).length;
      const spy = jest.spyOn(t.app.get(ActivitiesService), 'record').mockRejectedValueOnce(new Error('activity log unavailable'));
      try {
        await a.agent.patch(`/api/kpi-assignments/${ka.id}`).send({ actualResults: { q1: 60 } }).expect(500);
      } finally {
        spy.mockRestore();
      }
      const after = await a.agent.get(`/api/kpi-assignments/${ka.id}`).expect(200);
      // still 40 / 50 × 100 = 80
      expect(after.body).toMatchObject({ actualResults: { q1: 40 }, actualResult: 40, score: 80 });
      expect((await activities(a.agent)).length).toBe(before);
    });

    it('recomputes stored scores when the KPI polarity or the score cap changes', async () => {
      const m = await signedInMember(t);
      const top2 = await assignObjective(m.agent, { objectiveId: (await makeObjective(m.agent)).id, organizationFunctionId: (await ceoOf(m.agent)).id });
      const kpi = await makeKpi(m.agent, { frequency: 'quarterly' });
      const ka = await assignKpi(m.agent, { kpiId: kpi.id, objectiveAssignmentId: top2.id, targets: { q1: 100 }, actualResults: { q1: 180 } });
      // 180 / 100 × 100 = 180, capped at 150
      expect(ka).toMatchObject({ score: 150, actualResult: 180 });
      await m.agent.put('/api/organization-settings').send({ scoreCapPercentage: 200 }).expect(200);
      expect((await m.agent.get(`/api/kpi-assignments/${ka.id}`).expect(200)).body.score).toBe(180);
      await m.agent.put(`/api/kpis/${kpi.id}`).send({ polarity: 'negative' }).expect(200);
      // lower is better now: 100 / 180 × 100 = 55.6 → 56
      expect((await m.agent.get(`/api/kpi-assignments/${ka.id}`).expect(200)).body.score).toBe(56);
    });

    it('lists KPI assignments by function, objective assignment and owner', async () => {
      const m = await signedInMember(t);
      const mCeo = await ceoOf(m.agent);
      const mDivision = await makeFunction(m.agent, { parentId: mCeo.id });
      const o = await makeObjective(m.agent);
      const topM = await assignObjective(m.agent, { objectiveId: o.id, organizationFunctionId: mCeo.id });
      const divM = await assignObjective(m.agent, { objectiveId: o.id, organizationFunctionId: mDivision.id, parentObjectiveAssignmentId: topM.id });
      const k1 = await assignKpi(m.agent, { kpiId: (await makeKpi(m.agent)).id, objectiveAssignmentId: topM.id });
      const k2 = await assignKpi(m.agent, { kpiId: (await makeKpi(m.agent)).id, objectiveAssignmentId: divM.id, ownerId: null });
      const byFunction = await m.agent.get('/api/kpi-assignments').query({ filter: JSON.stringify({ organizationFunctionId: mDivision.id }) }).expect(200);
      expect(byFunction.body.map((x: Row) => x.id)).toEqual([k2.id]);
      const byAssignment = await m.agent.get('/api/kpi-assignments').query({ filter: JSON.stringify({ objectiveAssignmentId: topM.id }) }).expect(200);
      expect(byAssignment.body.map((x: Row) => x.id)).toEqual([k1.id]);
      const unowned = await m.agent.get('/api/kpi-assignments').query({ filter: JSON.stringify({ ownerId: null }) }).expect(200);
      expect(unowned.body.map((x: Row) => x.id)).toEqual([k2.id]);
      const oas = await m.agent.get('/api/objective-assignments').query({ filter: JSON.stringify({ organizationFunctionId: mDivision.id, period: CURRENT_YEAR }) }).expect(200);
      expect(oas.body.map((x: Row) => x.id)).toEqual([divM.id]);
      const page = await m.agent.get('/api/kpi-assignments').query({ range: JSON.stringify([0, 0]), sort: JSON.stringify(['createdAt', 'ASC']) }).expect(200);
      expect(page.headers['content-range']).toBe('kpi-assignments 0-0/2');
    });

    it('searches objective and KPI assignments by their objective, function and KPI names (the pickers)', async () => {
      const m = await signedInMember(t);
      const mCeo = await ceoOf(m.agent);
      const shop = await makeFunction(m.agent, { parentId: mCeo.id, name: 'Web Shop' });
      const grow = await makeObjective(m.agent, { name: 'Grow revenue' });
      const keep = await makeObjective(m.agent, { name: 'Keep customers' });
      const top = await assignObjective(m.agent, { objectiveId: grow.id, organizationFunctionId: mCeo.id });
      const other = await assignObjective(m.agent, { objectiveId: keep.id, organizationFunctionId: mCeo.id });
      const shops = await assignObjective(m.agent, { objectiveId: grow.id, organizationFunctionId: shop.id, parentObjectiveAssignmentId: top.id });
      const churn = await assignKpi(m.agent, { kpiId: (await makeKpi(m.agent, { name: 'Churn rate' })).id, objectiveAssignmentId: other.id });
      await assignKpi(m.agent, { kpiId: (await makeKpi(m.agent, { name: 'Revenue' })).id, objectiveAssignmentId: top.id });
      const search = async (resource: string, q: string) =>
        (await m.agent.get(`/api/${resource}`).query({ filter: JSON.stringify({ q }), sort: JSON.stringify(['createdAt', 'ASC']), range: JSON.stringify([0, 24]) }).expect(200)).body.map((x: Row) => x.id);
      expect(await search('objective-assignments', 'grow')).toEqual([top.id, shops.id]);
      expect(await search('objective-assignments', 'web sh')).toEqual([shops.id]);
      expect(await search('kpi-assignments', 'CHURN')).toEqual([churn.id]);
      expect(await search('kpi-assignments', '100%')).toEqual([]);
      // another organization's names never match
      expect((await b.agent.get('/api/kpi-assignments').query({ filter: JSON.stringify({ q: 'churn' }) }).expect(200)).body).toEqual([]);
    });

    it('deletes a KPI assignment with an activity', async () => {
      const ka = await assignKpi(a.agent, { kpiId: (await makeKpi(a.agent, { name: 'Short lived' })).id, objectiveAssignmentId: top.id });
      expect((await a.agent.delete(`/api/kpi-assignments/${ka.id}`).expect(200)).body.id).toBe(ka.id);
      await a.agent.get(`/api/kpi-assignments/${ka.id}`).expect(404);
      const [latest] = await activities(a.agent, 'Assignments');
      expect(latest).toMatchObject({ action: 'deleted', entityType: 'kpi_assignment', entityName: 'Short lived' });
    });
  });

  describe('library deletes cascade', () => {
    it('deleting an objective removes its assignments and their KPI assignments in one transaction', async () => {
      const m = await signedInMember(t);
      const mCeo = await ceoOf(m.agent);
      const mDivision = await makeFunction(m.agent, { parentId: mCeo.id });
      const doomed = await makeObjective(m.agent, { name: 'Doomed' });
      const kept = await makeObjective(m.agent, { name: 'Kept' });
      const kpi = await makeKpi(m.agent);
      const keptTop = await assignObjective(m.agent, { objectiveId: kept.id, organizationFunctionId: mCeo.id });
      const doomedTop = await assignObjective(m.agent, { objectiveId: doomed.id, organizationFunctionId: mCeo.id });
      const doomedDivision = await assignObjective(m.agent, { objectiveId: doomed.id, organizationFunctionId: mDivision.id, parentObjectiveAssignmentId: keptTop.id });
      const keptChild = await assignObjective(m.agent, { objectiveId: kept.id, organizationFunctionId: mDivision.id, parentObjectiveAssignmentId: doomedTop.id });
      await assignKpi(m.agent, { kpiId: kpi.id, objectiveAssignmentId: doomedTop.id });
      await assignKpi(m.agent, { kpiId: kpi.id, objectiveAssignmentId: doomedDivision.id });
      const keptKa = await assignKpi(m.agent, { kpiId: kpi.id, objectiveAssignmentId: keptTop.id });

      await m.agent.delete(`/api/objectives/${doomed.id}`).expect(200);
      const oas = await m.agent.get('/api/objective-assignments').expect(200);
      expect(oas.body.map((x: Row) => x.id).sort()).toEqual([keptTop.id, keptChild.id].sort());
      expect(oas.body.find((x: Row) => x.id === keptChild.id).parentObjectiveAssignmentId).toBeNull();
      const kas = await m.agent.get('/api/kpi-assignments').expect(200);
      expect(kas.body.map((x: Row) => x.id)).toEqual([keptKa.id]);
      const [latest] = await activities(m.agent, 'Library');
      expect(latest).toMatchObject({ action: 'deleted', entityType: 'objective', entityName: 'Doomed', details: { removedObjectiveAssignments: 2, removedKpiAssignments: 2 } });
    });

    it('deleting a library KPI removes its KPI assignments', async () => {
      const m = await signedInMember(t);
      const o = await makeObjective(m.agent);
      const topM = await assignObjective(m.agent, { objectiveId: o.id, organizationFunctionId: (await ceoOf(m.agent)).id });
      const kpi = await makeKpi(m.agent);
      const ka = await assignKpi(m.agent, { kpiId: kpi.id, objectiveAssignmentId: topM.id });
      await m.agent.delete(`/api/kpis/${kpi.id}`).expect(200);
      await m.agent.get(`/api/kpi-assignments/${ka.id}`).expect(404);
      const [latest] = await activities(m.agent, 'Library');
      expect(latest).toMatchObject({ action: 'deleted', entityType: 'kpi', details: { removedKpiAssignments: 1 } });
    });
  });

  describe('tenancy', () => {
    it("answers 404 to another organization's assignments on every call and never lists them", async () => {
      const objective = await makeObjective(a.agent);
      const oa = await assignObjective(a.agent, { objectiveId: objective.id, organizationFunctionId: ceo.id, period: '2030' });
      const ka = await assignKpi(a.agent, { kpiId: (await makeKpi(a.agent)).id, objectiveAssignmentId: oa.id });
      for (const [path, id] of [
        ['objective-assignments', oa.id],
        ['kpi-assignments', ka.id],
      ] as const) {
        await b.agent.get(`/api/${path}/${id}`).expect(404);
        await b.agent.put(`/api/${path}/${id}`).send({ weight: 50 }).expect(404);
        await b.agent.patch(`/api/${path}/${id}`).send({ weight: 50 }).expect(404);
        await b.agent.delete(`/api/${path}/${id}`).expect(404);
        await b.agent.get(`/api/${path}/bad-id`).expect(404);
        await b.agent.get(`/api/${path}/${randomUUID()}`).expect(404);
        const list = await b.agent.get(`/api/${path}`).expect(200);
        expect(list.body.map((r: Row) => r.id)).not.toContain(id);
        expect(list.body.every((r: Row) => r.organizationId === b.organizationId)).toBe(true);
      }
      await b.agent.patch(`/api/kpi-assignments/${ka.id}`).send({ actualResults: { q1: 1 } }).expect(404);
      expect((await a.agent.get(`/api/kpi-assignments/${ka.id}`).expect(200)).body.weight).toBe(25);
      expect((await a.agent.get(`/api/objective-assignments/${oa.id}`).expect(200)).body.weight).toBe(25);
    });
  });
});
