import type TestAgent from 'supertest/lib/agent';

/**
 * Scorecard records made over HTTP, as a client would: each helper expects 201 and answers the
 * created record. Bodies can override any field.
 */
type Body = Record<string, unknown>;

async function created(agent: TestAgent, path: string, body: Body): Promise<Body & { id: string }> {
  const res = await agent.post(path).send(body);
  if (res.status !== 201) throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as Body & { id: string };
}

let counter = 0;
const next = () => ++counter;

export const makeTheme = (agent: TestAgent, body: Body = {}) => created(agent, '/api/themes', { name: `Theme ${next()}`, ...body });

export const makeObjective = (agent: TestAgent, body: Body = {}) =>
  created(agent, '/api/objectives', { name: `Objective ${next()}`, bscPerspective: 'Financial', ...body });

export const makeKpi = (agent: TestAgent, body: Body = {}) => created(agent, '/api/kpis', { name: `KPI ${next()}`, unit: '%', ...body });

export const makeFunction = (agent: TestAgent, body: Body & { parentId: string }) => created(agent, '/api/functions', { name: `Function ${next()}`, ...body });

export const assignObjective = (agent: TestAgent, body: Body & { objectiveId: string; organizationFunctionId: string }) =>
  created(agent, '/api/objective-assignments', body);

export const assignKpi = (agent: TestAgent, body: Body & { kpiId: string; objectiveAssignmentId: string }) => created(agent, '/api/kpi-assignments', body);

/** The organization's CEO-level function (created with the organization). */
export async function ceoOf(agent: TestAgent): Promise<Body & { id: string }> {
  const res = await agent.get('/api/functions').query({ filter: JSON.stringify({ level: 'ceo' }) }).expect(200);
  if (res.body.length !== 1) throw new Error(`expected one CEO function, got ${res.body.length}`);
  return res.body[0];
}

/** The newest activities of the caller's organization, optionally of one category. */
export async function activities(agent: TestAgent, category?: string): Promise<Body[]> {
  const res = await agent.get('/api/activities').query(category ? { limit: 100, category } : { limit: 100 }).expect(200);
  return res.body;
}

export const CURRENT_YEAR = String(new Date().getUTCFullYear());
