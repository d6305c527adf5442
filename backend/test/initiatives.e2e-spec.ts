import ExcelJS from 'exceljs';
import { DataSource } from 'typeorm';
import { InitiativeClock } from '../src/modules/initiatives/initiative.clock';
import { InitiativeSchedules } from '../src/modules/initiatives/initiative-schedules';
import { NotificationClock } from '../src/modules/notifications/clock';
import { Member, signedInMember } from './support/factories';
import { countingQueries } from './support/query-counter';
import { Assignments, makeAssignments, NO_SUCH_ID, signedInUser } from './support/request-factories';
import { startTestApp, TestApp } from './support/test-app';

/** Initiatives (DESIGN decision 24): the projects that move the objectives. */
describe('initiatives', () => {
  let t: TestApp;
  let ds: DataSource;
  let a: Member; // organization A's admin
  let aUser: Member; // a member of A, owner of initiatives
  let b: Member; // organization B
  let oaA: Assignments;
  let oaA2: Assignments;
  let oaB: Assignments;
  const setNow = (iso: string) => {
    t.app.get(InitiativeClock).now = () => new Date(iso);
    t.app.get(NotificationClock).now = () => new Date(iso);
  };

  const body = (extra: Record<string, unknown> = {}) => ({
    name: 'New CRM rollout',
    description: 'Replace the spreadsheets',
    ownerId: aUser.employee!.id,
    objectiveAssignmentIds: [oaA.objectiveAssignmentId],
    startDate: '2026-01-01',
    dueDate: '2026-12-31',
    status: 'On Track',
    percentComplete: 40,
    budget: '12500.50',
    spent: 4200.1,
    milestones: [
      { name: 'Vendor chosen', dueDate: '2026-03-31', done: true },
      { name: 'Pilot live', dueDate: '2026-06-30', done: false },
    ],
    ...extra,
  });
  const create = async (extra: Record<string, unknown> = {}, agent = a.agent) => (await agent.post('/api/initiatives').send(body(extra)).expect(201)).body;
  const count = async (organizationId: string) => Number((await ds.query(`SELECT count(*) FROM "initiative" WHERE "organizationId" = $1`, [organizationId]))[0].count);
  const activitiesOf = (entityId: string) =>
    ds.query(`SELECT "action", "details" FROM "activity" WHERE "entityType" = 'initiative' AND "entityId" = $1 ORDER BY "createdAt"`, [entityId]) as Promise<
      { action: string; details: Record<string, any> }[]
    >;

  beforeAll(async () => {
    t = await startTestApp();
    ds = t.app.get(DataSource);
    a = await signedInMember(t);
    aUser = await signedInUser(t, a.organizationId);
    b = await signedInMember(t);
    oaA = await makeAssignments(t, a.organizationId, 'Grow revenue');
    oaA2 = await makeAssignments(t, a.organizationId, 'Delight customers');
    oaB = await makeAssignments(t, b.organizationId, 'Other revenue');
  });
  beforeEach(() => setNow('2026-05-10T12:00:00Z'));
  afterAll(() => t?.stop());

  it('creates with every field, money exact to the cent, and answers it the same on GET; an activity records it', async () => {
    const made = await create();
    expect(made).toEqual(
      expect.objectContaining({
        name: 'New CRM rollout',
        description: 'Replace the spreadsheets',
        ownerId: aUser.employee!.id,
        ownerName: aUser.employee!.name,
        objectiveAssignmentIds: [oaA.objectiveAssignmentId],
        startDate: '2026-01-01',
        dueDate: '2026-12-31',
        status: 'On Track',
        percentComplete: 40,
        budget: '12500.50',
        spent: '4200.10',
        hasOverdueMilestone: false,
      }),
    );
    expect(made.milestones).toEqual([
      { id: expect.any(String), name: 'Vendor chosen', dueDate: '2026-03-31', done: true },
      { id: expect.any(String), name: 'Pilot live', dueDate: '2026-06-30', done: false },
    ]);
    expect((await a.agent.get(`/api/initiatives/${made.id}`).expect(200)).body).toEqual(made);
    expect(await activitiesOf(made.id)).toEqual([expect.objectContaining({ action: 'created' })]);
    // Defaults: status Not Started, 0 %, no money, no milestones.
    const bare = (await a.agent.post('/api/initiatives').send({ name: 'Bare', ownerId: aUser.employee!.id, startDate: '2026-02-01', dueDate: '2026-02-01' }).expect(201)).body;
    expect(bare).toEqual(expect.objectContaining({ status: 'Not Started', percentComplete: 0, budget: '0.00', spent: '0.00', milestones: [], objectiveAssignmentIds: [] }));
  });

  it('refuses bad fields with 400 or 422 and the message, writing nothing', async () => {
    const before = await count(a.organizationId);
    const refuse = async (extra: Record<string, unknown>, status: number, message: string) => {
      const res = await a.agent.post('/api/initiatives').send(body(extra)).expect(status);
      expect(res.body.message).toBe(message);
    };
    await refuse({ startDate: '2026-07-01', dueDate: '2026-06-30' }, 422, 'Start date must be on or before the due date');
    await refuse({ percentComplete: 101 }, 400, 'Percent complete must be a whole number from 0 to 100');
    await refuse({ percentComplete: -1 }, 400, 'Percent complete must be a whole number from 0 to 100');
    await refuse({ percentComplete: 12.5 }, 400, 'Percent complete must be a whole number from 0 to 100');
    await refuse({ budget: -5 }, 400, 'Budget must be an amount of 0 or more with at most 2 decimals');
    await refuse({ spent: '10.005' }, 400, 'Spent must be an amount of 0 or more with at most 2 decimals');
    await refuse({ status: 'Done' }, 400, 'Status must be one of Not Started, On Track, At Risk, Off Track, Completed');
    await refuse({ name: ' ' }, 400, 'Name is required');
    await refuse({ dueDate: '2026-02-30' }, 400, 'Due date must be a date (YYYY-MM-DD)');
    await refuse({ milestones: [{ name: '', dueDate: '2026-01-01' }] }, 400, 'Milestone name is required');
    await refuse({ milestones: [{ name: 'x', dueDate: 'soon' }] }, 400, 'Milestone due date must be a date (YYYY-MM-DD)');
    await refuse({ colour: 'red' }, 400, 'property colour should not exist');
    // Another organization's owner or objective assignment, or an unknown one: 422, nothing written.
    await refuse({ ownerId: b.employee!.id }, 422, 'The owner must be an employee of your organization');
    await refuse({ ownerId: NO_SUCH_ID }, 422, 'The owner must be an employee of your organization');
    await refuse({ objectiveAssignmentIds: [oaA.objectiveAssignmentId, oaB.objectiveAssignmentId] }, 422, 'Every objective must be an objective assignment of your organization');
    expect(await count(a.organizationId)).toBe(before);
  });

  it('updates fields, links and milestones in one change with its activity; a milestone keeps its id; a refused update changes nothing', async () => {
    const made = await create();
    const [vendor] = made.milestones;
    const res = await a.agent
      .put(`/api/initiatives/${made.id}`)
      .send({
        id: made.id,
        status: 'At Risk',
        spent: '5000',
        objectiveAssignmentIds: [oaA2.objectiveAssignmentId, oaA.objectiveAssignmentId],
        milestones: [{ ...vendor, name: 'Vendor signed' }, { name: 'Go live', dueDate: '2026-11-30', done: false }],
      })
      .expect(200);
    expect(res.body).toEqual(expect.objectContaining({ status: 'At Risk', spent: '5000.00', objectiveAssignmentIds: [oaA2.objectiveAssignmentId, oaA.objectiveAssignmentId] }));
    expect(res.body.milestones).toEqual([
      { id: vendor.id, name: 'Vendor signed', dueDate: '2026-03-31', done: true },
      { id: expect.any(String), name: 'Go live', dueDate: '2026-11-30', done: false },
    ]);
    const acts = await activitiesOf(made.id);
    expect(acts.map((x) => x.action)).toEqual(['created', 'updated']);
    expect(Object.keys(acts[1].details.changes).sort()).toEqual(['milestones', 'objectiveAssignmentIds', 'spent', 'status']);
    // Nothing changed: no activity.
    await a.agent.patch(`/api/initiatives/${made.id}`).send({ spent: 5000.0, status: 'At Risk' }).expect(200);
    expect(await activitiesOf(made.id)).toHaveLength(2);
    // Refused: dates out of order with the stored start, a milestone of another initiative, a foreign objective.
    const other = await create({ name: 'Other' });
    const refused = [
      [{ dueDate: '2025-12-31' }, 'Start date must be on or before the due date'],
      [{ status: 'Completed', milestones: [other.milestones[0]] }, 'Milestone id is not a milestone of this initiative'],
      [{ status: 'Completed', objectiveAssignmentIds: [oaB.objectiveAssignmentId] }, 'Every objective must be an objective assignment of your organization'],
      [{ ownerId: b.employee!.id }, 'The owner must be an employee of your organization'],
    ] as const;
    for (const [change, message] of refused) expect((await a.agent.patch(`/api/initiatives/${made.id}`).send(change).expect(422)).body.message).toBe(message);
    expect((await a.agent.get(`/api/initiatives/${made.id}`).expect(200)).body).toEqual(res.body);
    expect(await activitiesOf(made.id)).toHaveLength(2);
  });

  it("another organization's initiative is 404 for every call; a malformed id too", async () => {
    const mine = await create();
    for (const agent of [b.agent]) {
      await agent.get(`/api/initiatives/${mine.id}`).expect(404);
      await agent.put(`/api/initiatives/${mine.id}`).send({ name: 'Taken' }).expect(404);
      await agent.delete(`/api/initiatives/${mine.id}`).expect(404);
      expect((await agent.get('/api/initiatives').expect(200)).body.map((i: { id: string }) => i.id)).not.toContain(mine.id);
    }
    await a.agent.get('/api/initiatives/not-a-uuid').expect(404);
    await a.agent.put(`/api/initiatives/${NO_SUCH_ID}`).send({ name: 'x' }).expect(404);
    await a.agent.put(`/api/initiatives/${mine.id}`).send({ organizationId: b.organizationId }).expect(400);
    expect((await a.agent.get(`/api/initiatives/${mine.id}`).expect(200)).body.name).toBe('New CRM rollout');
  });

  it('delete answers the record, writes its activity; deleting an objective assignment takes its id out of initiatives', async () => {
    const extra = await makeAssignments(t, a.organizationId, 'Short-lived');
    const made = await create({ objectiveAssignmentIds: [oaA.objectiveAssignmentId, extra.objectiveAssignmentId] });
    await a.agent.delete(`/api/objective-assignments/${extra.objectiveAssignmentId}`).expect(200);
    expect((await a.agent.get(`/api/initiatives/${made.id}`).expect(200)).body.objectiveAssignmentIds).toEqual([oaA.objectiveAssignmentId]);
    const gone = await a.agent.delete(`/api/initiatives/${made.id}`).expect(200);
    expect(gone.body).toEqual(expect.objectContaining({ id: made.id, name: 'New CRM rollout' }));
    await a.agent.get(`/api/initiatives/${made.id}`).expect(404);
    expect((await activitiesOf(made.id)).map((x) => x.action)).toEqual(['created', 'deleted']);
    expect(Number((await ds.query(`SELECT count(*) FROM "initiative_milestone" WHERE "initiativeId" = $1`, [made.id]))[0].count)).toBe(0);
  });

  it('lists with filters (status, owner, objective: several ids at once, overdue, q), sort, range and Content-Range, in a fixed number of queries', async () => {
    const org = await signedInMember(t);
    const owner2 = await signedInUser(t, org.organizationId);
    const x = await makeAssignments(t, org.organizationId, 'X');
    const y = await makeAssignments(t, org.organizationId, 'Y');
    const z = await makeAssignments(t, org.organizationId, 'Z');
    const mk = (name: string, extra: Record<string, unknown>) =>
      org.agent
        .post('/api/initiatives')
        .send({ name, ownerId: org.employee!.id, startDate: '2026-01-01', dueDate: '2026-12-31', ...extra })
        .expect(201)
        .then((r) => r.body);
    const alpha = await mk('Alpha', { status: 'On Track', objectiveAssignmentIds: [x.objectiveAssignmentId], dueDate: '2026-09-30', milestones: [{ name: 'late', dueDate: '2026-04-01' }] });
    const beta = await mk('Beta', { status: 'At Risk', ownerId: owner2.employee!.id, objectiveAssignmentIds: [y.objectiveAssignmentId], dueDate: '2026-06-30' });
    const gamma = await mk('Gamma rollout', { status: 'At Risk', objectiveAssignmentIds: [z.objectiveAssignmentId], milestones: [{ name: 'done late', dueDate: '2026-04-01', done: true }] });
    const ids = async (query: Record<string, string>) => (await org.agent.get('/api/initiatives').query(query).expect(200)).body.map((i: { name: string }) => i.name);

    expect(await ids({})).toEqual(['Beta', 'Alpha', 'Gamma rollout']); // due date, ascending
    expect(await ids({ filter: JSON.stringify({ status: 'At Risk' }) })).toEqual(['Beta', 'Gamma rollout']);
    expect(await ids({ filter: JSON.stringify({ ownerId: owner2.employee!.id }) })).toEqual(['Beta']);
    expect(await ids({ filter: JSON.stringify({ objectiveAssignmentId: [x.objectiveAssignmentId, z.objectiveAssignmentId] }) })).toEqual(['Alpha', 'Gamma rollout']);
    expect(await ids({ objectiveAssignmentId: y.objectiveAssignmentId })).toEqual(['Beta']);
    expect(await ids({ filter: JSON.stringify({ q: 'rollout' }) })).toEqual(['Gamma rollout']);
    expect(await ids({ filter: JSON.stringify({ overdue: true }) })).toEqual(['Alpha']);
    expect(await ids({ sort: JSON.stringify(['name', 'DESC']) })).toEqual(['Gamma rollout', 'Beta', 'Alpha']);
    const page = await org.agent.get('/api/initiatives').query({ sort: JSON.stringify(['name', 'ASC']), range: '[1,1]' }).expect(200);
    expect(page.body.map((i: { name: string }) => i.name)).toEqual(['Beta']);
    expect(page.headers['content-range']).toBe('initiatives 1-1/3');
    // The overdue flag: a milestone not done whose due date passed (done ones do not count).
    const flags = Object.fromEntries((await org.agent.get('/api/initiatives').expect(200)).body.map((i: any) => [i.name, i.hasOverdueMilestone]));
    expect(flags).toEqual({ Alpha: true, Beta: false, 'Gamma rollout': false });
    await org.agent.get('/api/initiatives').query({ filter: JSON.stringify({ status: 'Done' }) }).expect(400);
    await org.agent.get('/api/initiatives').query({ sort: JSON.stringify(['secret', 'ASC']) }).expect(400);

    // Cost: the same number of queries for 3 initiatives as for 13.
    const listCost = async () => (await countingQueries(ds, () => org.agent.get('/api/initiatives').query({ range: '[0,24]' }).expect(200))).queries;
    const few = await listCost();
    for (let i = 0; i < 10; i++) await mk(`More ${i}`, { objectiveAssignmentIds: [x.objectiveAssignmentId], milestones: [{ name: 'm', dueDate: '2026-02-01' }, { name: 'n', dueDate: '2026-08-01' }] });
    expect(await listCost()).toBe(few);
    void [alpha, beta, gamma];
  });

  it('an overdue milestone notifies the owner once, never for a done one, with the clock moved', async () => {
    const made = await create({
      name: 'Warehouse move',
      milestones: [
        { name: 'Lease signed', dueDate: '2026-06-01', done: false },
        { name: 'Racks ordered', dueDate: '2026-06-01', done: true },
        { name: 'Moved', dueDate: '2026-09-01', done: false },
      ],
    });
    const schedules = t.app.get(InitiativeSchedules);
    const notices = async () =>
      (await aUser.agent.get('/api/notifications').expect(200)).body.filter((n: any) => n.type === 'milestone_overdue' && n.entityId === made.id);

    setNow('2026-06-01T12:00:00Z'); // due today: not yet overdue
    await schedules.notifyOverdue();
    expect(await notices()).toEqual([]);
    expect((await a.agent.get(`/api/initiatives/${made.id}`).expect(200)).body.hasOverdueMilestone).toBe(false);

    setNow('2026-06-02T12:00:00Z');
    await schedules.notifyOverdue();
    await schedules.notifyOverdue();
    setNow('2026-06-20T12:00:00Z');
    await schedules.process({ id: 'firing-1', name: 'overdue-milestones', data: {}, attemptsMade: 0 });
    expect(await notices()).toEqual([
      expect.objectContaining({
        title: 'Milestone overdue: Lease signed (Warehouse move)',
        entityType: 'initiative',
        actionUrl: `/initiatives/${made.id}`,
        priority: 'high',
      }),
    ]);
    expect((await a.agent.get(`/api/initiatives/${made.id}`).expect(200)).body.hasOverdueMilestone).toBe(true);
    // The admin who is not the owner hears nothing.
    expect((await a.agent.get('/api/notifications').expect(200)).body.filter((n: any) => n.type === 'milestone_overdue')).toEqual([]);

    // Once done, the flag goes; the later milestone notifies once when its day has passed.
    const [lease, racks, moved] = (await a.agent.get(`/api/initiatives/${made.id}`).expect(200)).body.milestones;
    await a.agent.patch(`/api/initiatives/${made.id}`).send({ milestones: [{ ...lease, done: true }, racks, moved] }).expect(200);
    expect((await a.agent.get(`/api/initiatives/${made.id}`).expect(200)).body.hasOverdueMilestone).toBe(false);
    setNow('2026-09-05T00:00:00Z');
    await schedules.notifyOverdue();
    await schedules.notifyOverdue();
    expect((await notices()).map((n: any) => n.title)).toEqual(['Milestone overdue: Moved (Warehouse move)', 'Milestone overdue: Lease signed (Warehouse move)']);
  });

  it("the owner's 'escalations' preference off: no overdue notification", async () => {
    const quiet = await signedInUser(t, a.organizationId);
    const prefs = (await quiet.agent.get('/api/notification-preferences').expect(200)).body;
    const { id: _id, userId: _u, organizationId: _o, createdAt: _c, updatedAt: _up, ...editable } = prefs;
    await quiet.agent.put('/api/notification-preferences').send({ ...editable, escalations: false }).expect(200);
    const made = await create({ ownerId: quiet.employee!.id, milestones: [{ name: 'Late', dueDate: '2026-01-15' }] });
    await t.app.get(InitiativeSchedules).notifyOverdue();
    expect((await quiet.agent.get('/api/notifications').expect(200)).body.filter((n: any) => n.entityId === made.id)).toEqual([]);
  });

  it('the spreadsheet export of a scorecard has an Initiatives sheet with the initiatives of its objectives (.csv: a section)', async () => {
    const org = await signedInMember(t);
    const oa = await makeAssignments(t, org.organizationId, 'Cut costs');
    const mk = (name: string, objectiveAssignmentIds: string[]) =>
      org.agent
        .post('/api/initiatives')
        .send({ name, ownerId: org.employee!.id, objectiveAssignmentIds, startDate: '2026-01-01', dueDate: '2026-10-31', budget: '1234.5', spent: '99.99', status: 'Off Track', milestones: [{ name: 'Audit', dueDate: '2026-02-01', done: true }] })
        .expect(201);
    await mk('Lean procurement', [oa.objectiveAssignmentId]);
    await mk('Unlinked idea', []);
    const query = { year: '2026', frequency: 'quarterly', period: 'q2', view: 'period' };
    const res = await org.agent.get('/api/spreadsheets/export/scorecards/corporate').query(query).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as ArrayBuffer);
    const sheet = workbook.getWorksheet('Initiatives')!;
    const lines: unknown[][] = [];
    sheet.eachRow((row) => lines.push((row.values as unknown[]).slice(1)));
    expect(lines).toEqual([
      ['Objectives', 'Initiative', 'Status', 'Owner', 'Start date', 'Due date', 'Progress (%)', 'Budget', 'Spent', 'Milestones', 'Overdue milestone'],
      ['Cut costs', 'Lean procurement', 'Off Track', org.employee!.name, '2026-01-01', '2026-10-31', 0, 1234.5, 99.99, 'Audit (2026-02-01, done)', 'No'],
    ]);
    const csv = (await org.agent.get('/api/spreadsheets/export/scorecards/corporate').query({ ...query, format: 'csv' }).expect(200)).text;
    expect(csv).toContain('Cut costs,Lean procurement,Off Track');
    expect(csv).not.toContain('Unlinked idea');
    // The list's CSV export: its filter and sort, every row.
    await mk('Another plan', []);
    const list = (await org.agent.get('/api/spreadsheets/export/initiatives').query({ filter: JSON.stringify({ status: 'Off Track' }), sort: JSON.stringify(['name', 'ASC']) }).expect(200)).text;
    const rows = list.trim().split(/\r?\n/);
    expect(rows[0]).toBe('Name,Status,Owner,Start date,Due date,Progress (%),Budget,Spent,Milestones,Overdue milestone,ID');
    expect(rows.slice(1).map((r) => r.split(',')[0])).toEqual(['Another plan', 'Lean procurement', 'Unlinked idea']);
    expect(rows[2]).toContain(`Lean procurement,Off Track,${org.employee!.name},2026-01-01,2026-10-31,0,1234.50,99.99,"Audit (2026-02-01, done)",No,`);
  });
});
