import type TestAgent from 'supertest/lib/agent';
import type { DataSource } from 'typeorm';
import { refreshViewScores } from '../../src/modules/assignments/view-scores';
import { mergeSettings } from '../../src/modules/settings/settings.service';

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

/**
 * 100 objectives × 100 monthly KPIs assigned to one function for 2025: 10,000 KPI assignments of an
 * organization, written in SQL for speed (what is measured is the reading, not the seeding), then
 * analyzed as autovacuum would have done for a table that grew to that size.
 */
export async function seedTenThousandAssignments(
  dataSource: DataSource,
  organizationId: string,
  functionId: string,
  values: { targets: string; actualResults: string },
  /** false: leave the stored view values unwritten, for a test of what never reads them (30 s of a loaded machine's time) */
  storedViews = true,
): Promise<void> {
  await dataSource.query(
    `INSERT INTO "objective" ("organizationId", "name", "bscPerspective")
     SELECT $1, 'Objective ' || lpad(i::text, 3, '0'), (ARRAY['Financial','Customer','Internal_Process','Learning_Growth'])[1 + i % 4] FROM generate_series(1, 100) i`,
    [organizationId],
  );
  await dataSource.query(`INSERT INTO "kpi" ("organizationId", "name", "unit", "frequency") SELECT $1, 'KPI ' || lpad(i::text, 3, '0'), '%', 'monthly' FROM generate_series(1, 100) i`, [organizationId]);
  await dataSource.query(
    `INSERT INTO "objective_assignment" ("organizationId", "objectiveId", "organizationFunctionId", "organizationLevel", "weight", "period")
     SELECT $1, o."id", $2, 'ceo', 1, '2025' FROM "objective" o WHERE o."organizationId" = $1`,
    [organizationId, functionId],
  );
  await dataSource.query(
    `INSERT INTO "kpi_assignment" ("organizationId", "kpiId", "objectiveAssignmentId", "linkedObjectiveId", "functionName", "weight", "period", "targets", "actualResults")
     SELECT $1, k."id", oa."id", oa."objectiveId", (SELECT f."name" FROM "organization_function" f WHERE f."id" = $2), 1, '2025', ${values.targets}, ${values.actualResults}
     FROM "kpi" k CROSS JOIN "objective_assignment" oa WHERE k."organizationId" = $1 AND oa."organizationId" = $1`,
    [organizationId, functionId],
  );
  if (storedViews) await refreshStoredViews(dataSource, organizationId);
  await dataSource.query('ANALYZE "kpi_assignment", "objective_assignment", "kpi", "objective", "employee", "organization_function", "kpi_assignment_view_score"');
}

/**
 * After KPI assignments were inserted in bulk (not through the services): their stored view values
 * (issue 36), as the services write them on every change, through the same code.
 */
export async function refreshStoredViews(dataSource: DataSource, organizationId: string): Promise<void> {
  const [row] = (await dataSource.query(`SELECT "values" FROM "organization_settings" WHERE "organizationId" = $1`, [organizationId])) as { values: Record<string, unknown> }[];
  await dataSource.transaction((m) => refreshViewScores(m, organizationId, 'organization', mergeSettings(row?.values)));
}
