import { ANNUAL_PERIOD_KEY, MONTH_KEYS, QUARTER_KEYS, type Frequency, type PeriodKey, type PeriodValues, type Submissions } from '@scorecard/contracts';
import { coveredPeriodKeys, reportingPeriodsOf } from '@scorecard/scoring';
import { EntityManager } from 'typeorm';

/**
 * The period close's reads across contexts (DESIGN decision 21): completion counts, My Work and the
 * reminders' look-up. Every statement is scoped by the organization (first parameter) on every
 * table it names, and none writes. Each is one query whatever the organization's size.
 */

/** (frequency, period key) pairs: which KPI periods a KPI of each frequency has. */
const FREQUENCY_PERIODS: [Frequency, PeriodKey][] = [
  ...MONTH_KEYS.map((k) => ['monthly', k] as [Frequency, PeriodKey]),
  ...QUARTER_KEYS.map((k) => ['quarterly', k] as [Frequency, PeriodKey]),
  ['annual', ANNUAL_PERIOD_KEY],
];

/** A value's state in SQL: 'missing' without a number; else its submission's state, 'approved' without one. */
const STATE_SQL = `CASE WHEN jsonb_typeof(ka."actualResults" -> fp."key") = 'number'
         THEN COALESCE(NULLIF(ka."submissions" -> fp."key" ->> 'state', 'missing'), 'approved') ELSE 'missing' END`;

export interface CountRow {
  key: string;
  due: number;
  submitted: number;
  approved: number;
}

/** Counts per reporting period of a year ('2026-q1' → values due, submitted, approved): one query. */
export async function countsOfYear(organizationId: string, manager: EntityManager, year: number): Promise<CountRow[]> {
  const pairs = reportingPeriodsOf(year).flatMap((r) => coveredPeriodKeys(r.period).map((k) => [r.key, k] as const));
  return manager.query(
    `WITH v AS (
       SELECT fp."key", ${STATE_SQL} AS "state"
         FROM "kpi_assignment" ka
         JOIN "kpi" k ON k."id" = ka."kpiId" AND k."organizationId" = $1
         JOIN unnest($3::text[], $4::text[]) AS fp("frequency", "key") ON fp."frequency" = k."frequency"
        WHERE ka."organizationId" = $1 AND ka."period" = $2)
     SELECT r."rkey" AS "key", count(*)::int AS "due",
            count(*) FILTER (WHERE v."state" = 'submitted')::int AS "submitted",
            count(*) FILTER (WHERE v."state" = 'approved')::int AS "approved"
       FROM v JOIN unnest($5::text[], $6::text[]) AS r("rkey", "key") ON r."key" = v."key"
      GROUP BY r."rkey"`,
    [organizationId, String(year), FREQUENCY_PERIODS.map((p) => p[0]), FREQUENCY_PERIODS.map((p) => p[1]), pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
}

export interface FunctionCountRow {
  functionId: string;
  name: string;
  parentId: string | null;
  due: number;
  submitted: number;
  approved: number;
}

/** Every function of the organization with its own assignments' counts for one reporting period: one query. */
export function completionOf(organizationId: string, manager: EntityManager, year: number, keys: PeriodKey[]): Promise<FunctionCountRow[]> {
  return manager.query(
    `WITH v AS (
       SELECT oa."organizationFunctionId" AS "functionId", ${STATE_SQL} AS "state"
         FROM "kpi_assignment" ka
         JOIN "objective_assignment" oa ON oa."id" = ka."objectiveAssignmentId" AND oa."organizationId" = $1
         JOIN "kpi" k ON k."id" = ka."kpiId" AND k."organizationId" = $1
         JOIN unnest($3::text[], $4::text[]) AS fp("frequency", "key") ON fp."frequency" = k."frequency"
        WHERE ka."organizationId" = $1 AND ka."period" = $2 AND fp."key" = ANY($5::text[]))
     SELECT f."id" AS "functionId", f."name", f."parentId",
            count(v."state")::int AS "due",
            count(*) FILTER (WHERE v."state" = 'submitted')::int AS "submitted",
            count(*) FILTER (WHERE v."state" = 'approved')::int AS "approved"
       FROM "organization_function" f LEFT JOIN v ON v."functionId" = f."id"
      WHERE f."organizationId" = $1
      GROUP BY f."id", f."name", f."parentId", f."createdAt"
      ORDER BY f."createdAt", f."id"`,
    [organizationId, String(year), FREQUENCY_PERIODS.map((p) => p[0]), FREQUENCY_PERIODS.map((p) => p[1]), keys],
  );
}

/** A KPI assignment with what the close computes its values' states and due dates from. */
export interface CloseAssignmentRow {
  id: string;
  kpiId: string;
  kpiName: string;
  unit: string;
  frequency: Frequency;
  functionId: string;
  functionName: string;
  objectiveAssignmentId: string;
  year: string;
  targets: PeriodValues;
  actualResults: PeriodValues;
  submissions: Submissions;
  ownerName: string | null;
  /** the user linked to the owner employee (null when the owner cannot sign in) */
  ownerUserId: string | null;
  /** the cascade parent objective assignment of the KPI's objective assignment */
  parentObjectiveAssignmentId: string | null;
}

const ASSIGNMENT_SQL = `SELECT ka."id", ka."kpiId", k."name" AS "kpiName", k."unit", k."frequency",
       oa."organizationFunctionId" AS "functionId", f."name" AS "functionName", ka."objectiveAssignmentId",
       ka."period" AS "year", ka."targets", ka."actualResults", ka."submissions",
       e."name" AS "ownerName", u."id" AS "ownerUserId", oa."parentObjectiveAssignmentId"
  FROM "kpi_assignment" ka
  JOIN "kpi" k ON k."id" = ka."kpiId" AND k."organizationId" = $1
  JOIN "objective_assignment" oa ON oa."id" = ka."objectiveAssignmentId" AND oa."organizationId" = $1
  JOIN "organization_function" f ON f."id" = oa."organizationFunctionId" AND f."organizationId" = $1
  LEFT JOIN "employee" e ON e."id" = ka."ownerId" AND e."organizationId" = $1
  LEFT JOIN "user" u ON u."id" = e."userId" AND u."organizationId" = $1 AND u."deactivatedAt" IS NULL`;

/**
 * My Work's rows: the caller's own assignments of the years, and those with a submitted value that
 * the caller reviews (every one for an admin; else beneath an objective assignment they own). One query.
 */
export function myWorkRows(organizationId: string, manager: EntityManager, userId: string, isAdmin: boolean, years: string[]): Promise<(CloseAssignmentRow & { mine: boolean; reviewer: boolean })[]> {
  return manager.query(
    `SELECT * FROM (
       SELECT a.*, a."ownerUserId" IS NOT DISTINCT FROM $2::uuid AS "mine",
              (jsonb_path_exists(a."submissions", '$.* ? (@.state == "submitted")')
               AND ($4 OR EXISTS (SELECT 1 FROM "objective_assignment" p JOIN "employee" pe ON pe."id" = p."ownerId" AND pe."organizationId" = $1
                                   WHERE p."organizationId" = $1 AND p."id" = a."parentObjectiveAssignmentId" AND pe."userId" = $2::uuid))) AS "reviewer"
         FROM (${ASSIGNMENT_SQL} WHERE ka."organizationId" = $1 AND ka."period" = ANY($3::text[])) a) x
      WHERE x."mine" OR x."reviewer"
      ORDER BY x."functionName", x."kpiName", x."id"`,
    [organizationId, userId, years, isAdmin],
  );
}

/** Every KPI assignment of the years whose owner can sign in: the reminders' input (one query). */
export function ownedAssignments(organizationId: string, manager: EntityManager, years: string[]): Promise<CloseAssignmentRow[]> {
  return manager.query(`${ASSIGNMENT_SQL} WHERE ka."organizationId" = $1 AND ka."period" = ANY($2::text[]) AND u."id" IS NOT NULL`, [organizationId, years]);
}

/** Every KPI assignment of the years (escalation reads values whose owner cannot sign in too). One query. */
export function assignmentsOfYears(organizationId: string, manager: EntityManager, years: string[]): Promise<CloseAssignmentRow[]> {
  return manager.query(`${ASSIGNMENT_SQL} WHERE ka."organizationId" = $1 AND ka."period" = ANY($2::text[])`, [organizationId, years]);
}

export interface CascadeNode {
  id: string;
  parentId: string | null;
  ownerUserId: string | null;
}

/** The objective assignments of the years with the user linked to each owner: the escalation's ladder (one query). */
export function cascadeOf(organizationId: string, manager: EntityManager, years: string[]): Promise<CascadeNode[]> {
  return manager.query(
    `SELECT oa."id", oa."parentObjectiveAssignmentId" AS "parentId", u."id" AS "ownerUserId"
       FROM "objective_assignment" oa
       LEFT JOIN "employee" e ON e."id" = oa."ownerId" AND e."organizationId" = $1
       LEFT JOIN "user" u ON u."id" = e."userId" AND u."organizationId" = $1 AND u."deactivatedAt" IS NULL
      WHERE oa."organizationId" = $1 AND oa."period" = ANY($2::text[])`,
    [organizationId, years],
  );
}

/** An active admin of the organization (the oldest), the escalation's last resort. One query. */
export async function anAdminOf(organizationId: string, manager: EntityManager): Promise<string | null> {
  const [row] = (await manager.query(
    `SELECT "id" FROM "user" WHERE "organizationId" = $1 AND "role" IN ('admin', 'super_admin') AND "deactivatedAt" IS NULL ORDER BY "createdAt", "id" LIMIT 1`,
    [organizationId],
  )) as { id: string }[];
  return row?.id ?? null;
}

/**
 * Active organizations with KPI assignments of the years, each with its stored settings (the
 * reminders' firing decides from them which to visit): across organizations on purpose, one query
 * answering ids and settings only.
 */
export function organizationsWithAssignments(manager: EntityManager, years: string[]): Promise<{ organizationId: string; values: Record<string, unknown> | null }[]> {
  return manager.query(
    `SELECT o."id" AS "organizationId", s."values" FROM "organization" o
       LEFT JOIN "organization_settings" s ON s."organizationId" = o."id"
      WHERE o."status" = 'active' AND EXISTS (SELECT 1 FROM "kpi_assignment" ka WHERE ka."organizationId" = o."id" AND ka."period" = ANY($1::text[]))`,
    [years],
  );
}

/** A KPI period whose value, when missing, a reminders' run may chase. */
export interface ChasedPeriod {
  year: string;
  frequency: Frequency;
  key: PeriodKey;
}

/**
 * Which of `organizationIds` have a value missing in one of `periods` (a KPI of that frequency,
 * assigned for that year, without a number for that key): the organizations a reminders' run has
 * something to do for. One query, across the organizations given, ids only.
 */
export async function organizationsMissingValues(manager: EntityManager, organizationIds: string[], periods: ChasedPeriod[]): Promise<string[]> {
  if (organizationIds.length === 0 || periods.length === 0) return [];
  const rows = (await manager.query(
    // The organizations joined (hashed), not tested with = ANY on every row: 10,000 ids made that the cost.
    `SELECT DISTINCT ka."organizationId" FROM unnest($1::uuid[]) AS o("id")
       JOIN "kpi_assignment" ka ON ka."organizationId" = o."id"
       JOIN "kpi" k ON k."id" = ka."kpiId" AND k."organizationId" = ka."organizationId"
       JOIN unnest($2::text[], $3::text[], $4::text[]) AS c("year", "frequency", "key") ON c."year" = ka."period" AND c."frequency" = k."frequency"
      WHERE ka."period" = ANY($2::text[]) AND jsonb_typeof(ka."actualResults" -> c."key") IS DISTINCT FROM 'number'`,
    [organizationIds, periods.map((p) => p.year), periods.map((p) => p.frequency), periods.map((p) => p.key)],
  )) as { organizationId: string }[];
  return rows.map((r) => r.organizationId);
}
