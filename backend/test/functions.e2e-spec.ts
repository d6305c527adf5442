import { DataSource } from 'typeorm';
import { Member, signedInMember } from './support/factories';
import { activities, assignKpi, assignObjective, ceoOf, CURRENT_YEAR, makeFunction, makeKpi, makeObjective } from './support/scorecard-factories';
import { startTestApp, TestApp } from './support/test-app';

/** The organization chart over HTTP: the one CEO function, levels, structural rules, deletes and tenancy. */
describe('functions', () => {
  let t: TestApp;
  let a: Member;
  let b: Member;
  let ceo: { id: string } & Record<string, unknown>;

  beforeAll(async () => {
    t = await startTestApp({ role: 'api' });
    a = await signedInMember(t);
    b = await signedInMember(t);
    ceo = await ceoOf(a.agent);
  });
  afterAll(() => t?.stop());

  it('gives every organization exactly one CEO-level function, created with it', async () => {
    expect(ceo).toMatchObject({ organizationId: a.organizationId, name: 'CEO Office', level: 'ceo', parentId: null });
    expect((await ceoOf(b.agent)).id).not.toBe(ceo.id);
    const res = await a.agent.post('/api/functions').send({ name: 'Second CEO', level: 'ceo', parentId: null }).expect(422);
    expect(res.body.message).toBe('This organization already has its CEO-level function');
    expect((await a.agent.post('/api/functions').send({ name: 'Second CEO', level: 'ceo', parentId: ceo.id }).expect(422)).body.message).toBe(
      'The CEO-level function cannot have a parent function',
    );
    // the database itself refuses a second CEO function (partial unique index)
    await expect(
      t.app.get(DataSource).query(`INSERT INTO "organization_function" ("organizationId", "name", "level") VALUES ($1, 'Other', 'ceo')`, [a.organizationId]),
    ).rejects.toThrow(/UQ_organization_function_ceo/);
  });

  it('creates children with the default child level and records an activity', async () => {
    const division = await a.agent.post('/api/functions').send({ name: '  Commercial  ', description: 'Sales and marketing', parentId: ceo.id }).expect(201);
    expect(division.body).toEqual({
      id: expect.any(String),
      organizationId: a.organizationId,
      name: 'Commercial',
      description: 'Sales and marketing',
      level: 'division',
      parentId: ceo.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const general = await makeFunction(a.agent, { parentId: division.body.id });
    expect(general.level).toBe('general-department');
    const department = await makeFunction(a.agent, { parentId: general.id });
    expect(department.level).toBe('department');
    // an explicit deeper level is allowed (a department directly under a division)
    expect((await makeFunction(a.agent, { parentId: division.body.id, level: 'department' })).level).toBe('department');
    const [latest] = await activities(a.agent, 'Organization');
    expect(latest).toMatchObject({ action: 'created', entityType: 'function', category: 'Organization', details: { level: 'department' } });
  });

  it('enforces the structure: no child under a department, levels below the parent, a parent below the CEO', async () => {
    const division = await makeFunction(a.agent, { parentId: ceo.id });
    const general = await makeFunction(a.agent, { parentId: division.id });
    const department = await makeFunction(a.agent, { parentId: general.id });
    expect((await a.agent.post('/api/functions').send({ name: 'Team', parentId: department.id }).expect(422)).body.message).toBe(
      'A department cannot have child functions',
    );
    expect((await a.agent.post('/api/functions').send({ name: 'X', parentId: general.id, level: 'division' }).expect(422)).body.message).toBe(
      'A Division function cannot be placed under a General Department function',
    );
    expect((await a.agent.post('/api/functions').send({ name: 'X', parentId: division.id, level: 'division' }).expect(422)).body.message).toBe(
      'A Division function cannot be placed under a Division function',
    );
    expect((await a.agent.post('/api/functions').send({ name: 'Orphan', level: 'division' }).expect(400)).body.message).toBe('Parent function is required');
    expect((await a.agent.post('/api/functions').send({ name: 'Orphan', level: 'division', parentId: null }).expect(400)).body.message).toBe(
      'Parent function is required',
    );
  });

  it('validates fields with the specification messages', async () => {
    expect((await a.agent.post('/api/functions').send({ name: '   ', parentId: ceo.id }).expect(400)).body.message).toBe('Function name is required');
    expect((await a.agent.post('/api/functions').send({ parentId: ceo.id }).expect(400)).body.message).toBe('Function name is required');
    expect((await a.agent.post('/api/functions').send({ name: 'X', parentId: ceo.id, level: 'team' }).expect(400)).body.message).toBe(
      'Level must be one of ceo, division, general-department, department',
    );
    expect((await a.agent.post('/api/functions').send({ name: 'X', parentId: 'nope' }).expect(400)).body.message).toBe('Parent function not found');
    const foreignCeo = await ceoOf(b.agent);
    expect((await a.agent.post('/api/functions').send({ name: 'X', parentId: foreignCeo.id }).expect(404)).body.message).toBe('Parent function not found');
    expect((await a.agent.post('/api/functions').send({ name: 'X', parentId: ceo.id, manager: 'me' }).expect(400)).body.message).toBe(
      'property manager should not exist',
    );
  });

  it('edits name and description; the level and the parent cannot change', async () => {
    const division = await makeFunction(a.agent, { parentId: ceo.id });
    const res = await a.agent.put(`/api/functions/${division.id}`).send({ name: 'Operations', description: 'Plants', level: 'division' }).expect(200);
    expect(res.body).toMatchObject({ name: 'Operations', description: 'Plants', level: 'division', parentId: ceo.id });
    expect((await a.agent.put(`/api/functions/${division.id}`).send({ level: 'department' }).expect(422)).body.message).toBe(
      'The level of a function cannot be changed',
    );
    const other = await makeFunction(a.agent, { parentId: ceo.id });
    expect((await a.agent.put(`/api/functions/${division.id}`).send({ parentId: other.id }).expect(422)).body.message).toBe(
      'A function cannot be moved to another parent',
    );
    expect((await a.agent.put(`/api/functions/${division.id}`).send({ name: '' }).expect(400)).body.message).toBe('Function name is required');
    await a.agent.put(`/api/functions/${ceo.id}`).send({ name: 'Executive Office', level: 'ceo', parentId: null }).expect(200);
    const [latest] = await activities(a.agent, 'Organization');
    expect(latest).toMatchObject({ action: 'updated', entityType: 'function', details: { changes: { name: { from: 'CEO Office', to: 'Executive Office' } } } });
  });

  it('refuses to delete the CEO-level function', async () => {
    const res = await a.agent.delete(`/api/functions/${ceo.id}`).expect(422);
    expect(res.body.message).toBe('The CEO-level function cannot be deleted');
    await a.agent.get(`/api/functions/${ceo.id}`).expect(200);
  });

  it('deletes a function with its descendants and all their assignments in one transaction, and counts them on the cards', async () => {
    const m = await signedInMember(t);
    const top = await ceoOf(m.agent);
    const division = await makeFunction(m.agent, { parentId: top.id });
    const general = await makeFunction(m.agent, { parentId: division.id });
    const department = await makeFunction(m.agent, { parentId: general.id });
    const sibling = await makeFunction(m.agent, { parentId: top.id });
    const objective = await makeObjective(m.agent);
    const kpi = await makeKpi(m.agent);
    const ceoAssignment = await assignObjective(m.agent, { objectiveId: objective.id, organizationFunctionId: top.id, weight: 100 });
    const divisionAssignment = await assignObjective(m.agent, {
      objectiveId: objective.id,
      organizationFunctionId: division.id,
      parentObjectiveAssignmentId: ceoAssignment.id,
    });
    const generalAssignment = await assignObjective(m.agent, {
      objectiveId: objective.id,
      organizationFunctionId: general.id,
      parentObjectiveAssignmentId: divisionAssignment.id,
    });
    const departmentAssignment = await assignObjective(m.agent, {
      objectiveId: objective.id,
      organizationFunctionId: department.id,
      parentObjectiveAssignmentId: generalAssignment.id,
    });
    await assignKpi(m.agent, { kpiId: kpi.id, objectiveAssignmentId: ceoAssignment.id });
    await assignKpi(m.agent, { kpiId: kpi.id, objectiveAssignmentId: divisionAssignment.id });
    await assignKpi(m.agent, { kpiId: kpi.id, objectiveAssignmentId: generalAssignment.id });
    await assignKpi(m.agent, { kpiId: kpi.id, objectiveAssignmentId: departmentAssignment.id });

    const cards = await m.agent.get('/api/functions').expect(200);
    const year = await m.agent.get(`/api/functions/assignment-counts?period=${CURRENT_YEAR}`).expect(200);
    const counted = new Map(year.body.map((c: { functionId: string; objectiveCount: number; kpiCount: number }) => [c.functionId, [c.objectiveCount, c.kpiCount]]));
    const counts = Object.fromEntries(cards.body.map((f: { id: string }) => [f.id, counted.get(f.id) ?? [0, 0]]));
    expect(counts).toEqual({
      [top.id]: [1, 1],
      [division.id]: [1, 1],
      [sibling.id]: [0, 0],
      [general.id]: [1, 1],
      [department.id]: [1, 1],
    });
    expect(cards.body.map((f: { level: string }) => f.level)).toEqual(['ceo', 'division', 'division', 'general-department', 'department']);

    const res = await m.agent.delete(`/api/functions/${division.id}`).expect(200);
    expect(res.body).toMatchObject({ id: division.id, level: 'division' });
    for (const id of [division.id, general.id, department.id]) await m.agent.get(`/api/functions/${id}`).expect(404);
    await m.agent.get(`/api/functions/${sibling.id}`).expect(200);
    const remaining = await m.agent.get('/api/objective-assignments').expect(200);
    expect(remaining.body.map((x: { id: string }) => x.id)).toEqual([ceoAssignment.id]);
    const remainingKpis = await m.agent.get('/api/kpi-assignments').expect(200);
    expect(remainingKpis.body.map((x: { objectiveAssignmentId: string }) => x.objectiveAssignmentId)).toEqual([ceoAssignment.id]);
    const [latest] = await activities(m.agent, 'Organization');
    expect(latest).toMatchObject({
      action: 'deleted',
      entityType: 'function',
      entityId: division.id,
      details: { removedFunctions: 2, removedObjectiveAssignments: 3, removedKpiAssignments: 3 },
    });
  });

  it('lists the chart in level order with filters and search', async () => {
    const m = await signedInMember(t);
    const top = await ceoOf(m.agent);
    const division = await makeFunction(m.agent, { parentId: top.id, name: 'Retail', description: 'Stores and e-commerce' });
    await makeFunction(m.agent, { parentId: division.id, name: 'Stores' });
    const all = await m.agent.get('/api/functions').expect(200);
    expect(all.body.map((f: { name: string }) => f.name)).toEqual(['CEO Office', 'Retail', 'Stores']);
    const children = await m.agent.get('/api/functions').query({ filter: JSON.stringify({ parentId: division.id }) }).expect(200);
    expect(children.body.map((f: { name: string }) => f.name)).toEqual(['Stores']);
    const search = await m.agent.get('/api/functions').query({ filter: JSON.stringify({ q: 'E-COMMERCE' }) }).expect(200);
    expect(search.body.map((f: { name: string }) => f.name)).toEqual(['Retail']);
    const page = await m.agent.get('/api/functions').query({ sort: JSON.stringify(['name', 'DESC']), range: JSON.stringify([0, 0]) }).expect(200);
    expect(page.body.map((f: { name: string }) => f.name)).toEqual(['Stores']);
    expect(page.headers['content-range']).toBe('functions 0-0/3');
    const byLevel = await m.agent.get('/api/functions').query({ sort: JSON.stringify(['level', 'DESC']), range: JSON.stringify([0, 1]) }).expect(200);
    expect(byLevel.body.map((f: { level: string }) => f.level)).toEqual(['general-department', 'division']);
  });

  it('names levels with the organization labels in its messages', async () => {
    const m = await signedInMember(t);
    await m.agent.put('/api/organization-settings').send({ levelDivisionName: 'Business Unit', levelGeneralDepartmentName: 'Sector' }).expect(200);
    const top = await ceoOf(m.agent);
    const division = await makeFunction(m.agent, { parentId: top.id });
    const general = await makeFunction(m.agent, { parentId: division.id });
    expect((await m.agent.post('/api/functions').send({ name: 'X', parentId: general.id, level: 'division' }).expect(422)).body.message).toBe(
      'A Business Unit function cannot be placed under a Sector function',
    );
  });

  it("answers 404 to another organization's functions and never lists them", async () => {
    const division = await makeFunction(a.agent, { parentId: ceo.id, name: 'A only division' });
    for (const id of [division.id, ceo.id]) {
      await b.agent.get(`/api/functions/${id}`).expect(404);
      await b.agent.put(`/api/functions/${id}`).send({ name: 'Hijacked' }).expect(404);
      await b.agent.patch(`/api/functions/${id}`).send({ name: 'Hijacked' }).expect(404);
      await b.agent.delete(`/api/functions/${id}`).expect(404);
    }
    await b.agent.get('/api/functions/12345').expect(404);
    const list = await b.agent.get('/api/functions').expect(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0].organizationId).toBe(b.organizationId);
    expect((await a.agent.get(`/api/functions/${division.id}`).expect(200)).body.name).toBe('A only division');
  });
});
