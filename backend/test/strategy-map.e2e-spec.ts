import { OBJECTIVE_LINK_MESSAGES } from '@scorecard/contracts';
import { DataSource as DataSourceToken } from 'typeorm';
import { Member, signedInMember } from './support/factories';
import { activities, assignKpi, assignObjective, ceoOf, makeFunction, makeKpi, makeObjective, makeTheme } from './support/scorecard-factories';
import { startTestApp, TestApp } from './support/test-app';

type MapAnswer = {
  perspectives: { key: string; name: string; objectives: { objectiveAssignmentId: string; name: string; score: number | null; status: string; themeId: string | null }[] }[];
  links: { id: string; from: string; to: string }[];
};

/** Objective links and the strategy map (DESIGN decision 23). */
describe('strategy map', () => {
  let t: TestApp;
  let a: Member;
  let b: Member;
  let ceo: { id: string };
  const year = '2025';
  let growth: { id: string };
  let revenue: { id: string };
  let customers: { id: string };
  let process: { id: string };
  let themeId: string;

  beforeAll(async () => {
    t = await startTestApp({ redis: false });
    a = await signedInMember(t);
    b = await signedInMember(t);
    ceo = await ceoOf(a.agent);
    const theme = await makeTheme(a.agent, { name: 'Growth' });
    themeId = theme.id;
    const o1 = await makeObjective(a.agent, { name: 'Grow revenue', bscPerspective: 'Financial', themeId });
    const o2 = await makeObjective(a.agent, { name: 'Delight customers', bscPerspective: 'Customer' });
    const o3 = await makeObjective(a.agent, { name: 'Faster delivery', bscPerspective: 'Internal_Process' });
    const o4 = await makeObjective(a.agent, { name: 'Skilled people', bscPerspective: 'Learning_Growth' });
    revenue = await assignObjective(a.agent, { objectiveId: o1.id, organizationFunctionId: ceo.id, weight: 25, period: year });
    customers = await assignObjective(a.agent, { objectiveId: o2.id, organizationFunctionId: ceo.id, weight: 25, period: year });
    process = await assignObjective(a.agent, { objectiveId: o3.id, organizationFunctionId: ceo.id, weight: 25, period: year });
    growth = await assignObjective(a.agent, { objectiveId: o4.id, organizationFunctionId: ceo.id, weight: 25, period: year });
    const k = await makeKpi(a.agent, { name: 'Revenue', unit: '$', frequency: 'quarterly' });
    await assignKpi(a.agent, { kpiId: k.id, objectiveAssignmentId: revenue.id, weight: 100, targets: { q1: 100 }, actualResults: { q1: 90 } });
  });
  afterAll(() => t?.stop());

  const link = (member: Member, from: string, to: string) =>
    member.agent.post('/api/objective-links').send({ fromObjectiveAssignmentId: from, toObjectiveAssignmentId: to });
  const map = async (member: Member, functionId: string): Promise<MapAnswer> =>
    (await member.agent.get(`/api/strategy-maps/${functionId}`).query({ year, frequency: 'quarterly', period: 'q1', view: 'period' }).expect(200)).body;

  it('links objectives of one function, refuses a duplicate (409), a self-link and a cycle (422), and records activities', async () => {
    const first = await link(a, growth.id, process.id).expect(201);
    expect(first.body).toEqual({ id: expect.any(String), fromObjectiveAssignmentId: growth.id, toObjectiveAssignmentId: process.id });
    await link(a, process.id, customers.id).expect(201);
    await link(a, customers.id, revenue.id).expect(201);
    const duplicate = await link(a, growth.id, process.id).expect(409);
    expect(duplicate.body.message).toBe(OBJECTIVE_LINK_MESSAGES.duplicate);
    const cycle = await link(a, revenue.id, growth.id).expect(422);
    expect(cycle.body.message).toBe(OBJECTIVE_LINK_MESSAGES.cycle);
    const direct = await link(a, process.id, growth.id).expect(422);
    expect(direct.body.message).toBe(OBJECTIVE_LINK_MESSAGES.cycle);
    await link(a, growth.id, growth.id).expect(422);
    // a shortcut in the same direction is no cycle
    await link(a, growth.id, revenue.id).expect(201);
    const log = await activities(a.agent, 'Assignments');
    expect(log.filter((e) => e.entityType === 'objective_link' && e.action === 'created')).toHaveLength(4);
    expect(log.find((e) => e.entityType === 'objective_link')!.entityName).toBe('Skilled people → Grow revenue');
  });

  it('answers the map: perspectives in the scorecard order with scores, statuses, themes and links', async () => {
    const answer = await map(a, ceo.id);
    const scorecard = (await a.agent.get(`/api/scorecards/${ceo.id}`).query({ year, frequency: 'quarterly', period: 'q1', view: 'period' }).expect(200)).body;
    expect(answer.perspectives.map((p) => [p.key, p.name])).toEqual(scorecard.perspectives.map((p: { key: string; name: string }) => [p.key, p.name]));
    const objectives = answer.perspectives.flatMap((p) => p.objectives);
    const rev = objectives.find((o) => o.objectiveAssignmentId === revenue.id)!;
    expect(rev).toEqual({ objectiveAssignmentId: revenue.id, name: 'Grow revenue', score: 90, status: 'On Target', themeId });
    expect(objectives.find((o) => o.objectiveAssignmentId === growth.id)).toMatchObject({ score: null, status: 'No Data', themeId: null });
    expect(answer.links).toHaveLength(4);
    expect(answer.links).toContainEqual({ id: expect.any(String), from: growth.id, to: process.id });
  });

  it('refuses links across functions or years (422) and removes a link', async () => {
    const division = await makeFunction(a.agent, { parentId: ceo.id, level: 'division' });
    const o = await makeObjective(a.agent, { name: 'Division goal' });
    const divisional = await assignObjective(a.agent, { objectiveId: o.id, organizationFunctionId: division.id, parentObjectiveAssignmentId: revenue.id, period: year });
    const cross = await link(a, divisional.id, revenue.id).expect(422);
    expect(cross.body.message).toBe(OBJECTIVE_LINK_MESSAGES.crossFunction);
    const lastYear = await assignObjective(a.agent, { objectiveId: o.id, organizationFunctionId: ceo.id, period: '2024' });
    await link(a, lastYear.id, revenue.id).expect(422);

    const before = await map(a, ceo.id);
    const shortcut = before.links.find((l) => l.from === growth.id && l.to === revenue.id)!;
    await a.agent.delete(`/api/objective-links/${shortcut.id}`).expect(200);
    await a.agent.delete(`/api/objective-links/${shortcut.id}`).expect(404);
    expect((await map(a, ceo.id)).links.map((l) => l.id)).not.toContain(shortcut.id);
    expect((await activities(a.agent, 'Assignments')).find((e) => e.entityType === 'objective_link')!.action).toBe('deleted');
  });

  it('keeps organizations apart (404)', async () => {
    const theirs = await map(a, ceo.id);
    await link(b, growth.id, revenue.id).expect(404);
    await b.agent.delete(`/api/objective-links/${theirs.links[0].id}`).expect(404);
    await b.agent.get(`/api/strategy-maps/${ceo.id}`).expect(404);
    const bCeo = await ceoOf(b.agent);
    const bObjective = await makeObjective(b.agent);
    const bAssignment = await assignObjective(b.agent, { objectiveId: bObjective.id, organizationFunctionId: bCeo.id, period: year });
    await link(b, bAssignment.id, revenue.id).expect(404);
    await link(a, revenue.id, bAssignment.id).expect(404);
    expect((await map(b, bCeo.id)).links).toEqual([]);
    expect((await map(a, ceo.id)).links).toHaveLength(theirs.links.length);
  });

  it('deletes the links of a removed objective assignment', async () => {
    const before = await map(a, ceo.id);
    expect(before.links.some((l) => l.from === process.id || l.to === process.id)).toBe(true);
    await a.agent.delete(`/api/objective-assignments/${process.id}`).expect(200);
    const after = await map(a, ceo.id);
    expect(after.links.some((l) => l.from === process.id || l.to === process.id)).toBe(false);
    expect(after.links).toHaveLength(before.links.filter((l) => l.from !== process.id && l.to !== process.id).length);
    const [{ n }] = await t.app.get(DataSourceToken).query(`SELECT count(*)::int AS n FROM "objective_link" WHERE $1 IN ("fromObjectiveAssignmentId", "toObjectiveAssignmentId")`, [process.id]);
    expect(n).toBe(0);
  });
});
