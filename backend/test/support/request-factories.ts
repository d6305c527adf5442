import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';
import { Member, signedInMember } from './factories';
import { TestApp } from './test-app';

/** Test data for the requests, comments, employees and dashboard suites. */

export interface RequestBody {
  title?: unknown;
  description?: unknown;
  [field: string]: unknown;
}

/** Creates a request over HTTP as `agent` and answers its body. */
export async function makeRequest(agent: TestAgent, body: RequestBody = {}): Promise<Record<string, any>> {
  const res = await agent
    .post('/api/requests')
    .send({ title: 'Quarterly revenue', description: 'Please send the numbers', ...body })
    .expect(201);
  return res.body;
}

/** A signed-in plain member (role user) of the organization. */
export function signedInUser(t: TestApp, organizationId: string): Promise<Member> {
  return signedInMember(t, { organizationId, role: 'user' });
}

export interface Assignments {
  objectiveId: string;
  kpiId: string;
  objectiveAssignmentId: string;
  kpiAssignmentId: string;
}

/**
 * An objective, a KPI and their assignments at the organization's CEO function, written by raw SQL:
 * the scorecard context owns these tables.
 */
export async function makeAssignments(t: TestApp, organizationId: string, name = 'Grow revenue'): Promise<Assignments> {
  const ds = t.app.get(DataSource);
  await ds.query(
    `INSERT INTO "organization_function" ("organizationId", "name", "level") SELECT $1, 'CEO Office', 'ceo'
      WHERE NOT EXISTS (SELECT 1 FROM "organization_function" WHERE "organizationId" = $1 AND "level" = 'ceo')`,
    [organizationId],
  );
  const [fn] = await ds.query(`SELECT "id" FROM "organization_function" WHERE "organizationId" = $1 AND "level" = 'ceo'`, [organizationId]);
  const [objective] = await ds.query(
    `INSERT INTO "objective" ("organizationId", "name", "bscPerspective") VALUES ($1, $2, 'Financial') RETURNING "id"`,
    [organizationId, name],
  );
  const [kpi] = await ds.query(`INSERT INTO "kpi" ("organizationId", "name") VALUES ($1, $2) RETURNING "id"`, [organizationId, `${name} KPI`]);
  const [oa] = await ds.query(
    `INSERT INTO "objective_assignment" ("organizationId", "objectiveId", "organizationFunctionId", "organizationLevel", "period")
     VALUES ($1, $2, $3, 'ceo', '2026') RETURNING "id"`,
    [organizationId, objective.id, fn.id],
  );
  const [ka] = await ds.query(
    `INSERT INTO "kpi_assignment" ("organizationId", "kpiId", "objectiveAssignmentId", "linkedObjectiveId", "period")
     VALUES ($1, $2, $3, $4, '2026') RETURNING "id"`,
    [organizationId, kpi.id, oa.id, objective.id],
  );
  return { objectiveId: objective.id, kpiId: kpi.id, objectiveAssignmentId: oa.id, kpiAssignmentId: ka.id };
}

/** Replaces the organization's request statuses (settings are stored as a JSON object of overrides). */
export async function setRequestStatuses(t: TestApp, organizationId: string, statuses: string[]): Promise<void> {
  await t.app
    .get(DataSource)
    .query(`UPDATE "organization_settings" SET "values" = "values" || jsonb_build_object('requestStatuses', $2::jsonb) WHERE "organizationId" = $1`, [
      organizationId,
      JSON.stringify(statuses),
    ]);
}

export const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
