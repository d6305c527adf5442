import type { BscPerspective, FunctionLevel, Frequency, PeriodValues, Polarity, Submissions, YtdAggregation } from '@scorecard/contracts';
import type { EntityManager } from 'typeorm';
import { isUuid, sameOrganization } from '../../common/tenancy/tenant-repository';

/**
 * The KPI Overview's read model. `kpi-overview` is a read-side module: it owns no table and writes
 * nothing; this screen spans the assignments, library, functions, employees and settings contexts,
 * so its SQL reads their tables directly (declared in backend/.dependency-cruiser.cjs; a test keeps
 * read models free of writes). Every read is scoped by the organization id it takes first, on every
 * table it names. A page and its total take two queries, one more checks the filter ids: a constant
 * number of queries however many KPI assignments the organization has.
 */

export interface KpiOverviewFilter {
  /** the assignments' year, e.g. '2026' */
  year: string;
  /** searched in the KPI's name and description, the objective's, function's and owner's names */
  q?: string;
  functionId?: string;
  /** the library objective */
  objectiveId?: string;
  /** the employee owning the KPI assignment */
  ownerId?: string;
}

/** One KPI assignment with what the overview shows around it. */
export interface KpiOverviewDbRow {
  id: string;
  kpiId: string;
  objectiveAssignmentId: string;
  objectiveId: string;
  ownerId: string | null;
  ownerName: string | null;
  weight: number;
  targets: PeriodValues;
  actualResults: PeriodValues;
  /** review states (DESIGN decision 21): with requireApproval only approved values count */
  submissions: Submissions;
  year: string;
  name: string;
  description: string | null;
  unit: string;
  polarity: Polarity;
  frequency: Frequency;
  isCumulative: boolean;
  /** a calculated KPI's formula and YTD aggregation (DESIGN decision 25) */
  formula: string | null;
  ytdAggregation: YtdAggregation;
  /** for a calculated KPI only: the function's KPI assignments that year (its inputs), by KPI id, with their actual results */
  inputs: Record<string, { id: string; actualResults: PeriodValues }> | null;
  functionId: string;
  functionName: string;
  functionLevel: FunctionLevel;
  objectiveName: string;
  bscPerspective: BscPerspective;
}

/** Sort columns the database can order by (the computed ones are sorted after scoring). */
export const SQL_SORT_COLUMNS = {
  name: 'k."name"',
  functionName: 'f."name"',
  objectiveName: 'o."name"',
  frequency: `array_position(ARRAY['monthly','quarterly','annual']::varchar[], k."frequency")`,
  ownerName: 'e."name"',
  weight: 'ka."weight"',
} as const;
export type SqlSortField = keyof typeof SQL_SORT_COLUMNS;

const SELECT = `
  ka."id", ka."kpiId", ka."objectiveAssignmentId", ka."linkedObjectiveId" AS "objectiveId", ka."ownerId", e."name" AS "ownerName",
  ka."weight", ka."targets", ka."actualResults", ka."submissions", ka."period" AS "year",
  k."name", k."description", k."unit", k."polarity", k."frequency", k."isCumulative", k."formula", k."ytdAggregation",
  CASE WHEN k."formula" IS NULL THEN NULL ELSE (
    SELECT jsonb_object_agg(i."kpiId", jsonb_build_object('id', i."id", 'actualResults', i."actualResults")) FROM (
      SELECT DISTINCT ON (ka_i."kpiId") ka_i."kpiId", ka_i."id", ka_i."actualResults"
        FROM "objective_assignment" oa_i
        JOIN "kpi_assignment" ka_i ON ka_i."objectiveAssignmentId" = oa_i."id" AND ${sameOrganization('ka_i', 'oa_i."organizationId"')}
       WHERE oa_i."organizationFunctionId" = oa."organizationFunctionId" AND oa_i."period" = ka."period" AND ${sameOrganization('oa_i', 'ka."organizationId"')}
       ORDER BY ka_i."kpiId", ka_i."createdAt", ka_i."id") i) END AS "inputs",
  f."id" AS "functionId", f."name" AS "functionName", f."level" AS "functionLevel",
  o."name" AS "objectiveName", o."bscPerspective"`;

// The objective is reached through the objective assignment (the KPI assignment's linkedObjectiveId
// is the same id): joined from the KPI assignment, the planner misjudged a big tenant's rows and
// crossed every KPI with every objective (issue 18: 110-260 ms a page, now a few). Every joined row
// is found by its key and its organization checked on the row (sameOrganization): with the
// organization as a join condition, a tenant without statistics was read through organizationId
// indexes, 16 million index rows for a page sorted by score (issue 36).
const FROM = `
  FROM "kpi_assignment" ka
  JOIN "kpi" k ON k."id" = ka."kpiId" AND ${sameOrganization('k', 'ka."organizationId"')}
  JOIN "objective_assignment" oa ON oa."id" = ka."objectiveAssignmentId" AND ${sameOrganization('oa', 'ka."organizationId"')}
  JOIN "organization_function" f ON f."id" = oa."organizationFunctionId" AND ${sameOrganization('f', 'ka."organizationId"')}
  JOIN "objective" o ON o."id" = oa."objectiveId" AND ${sameOrganization('o', 'ka."organizationId"')}
  LEFT JOIN "employee" e ON e."id" = ka."ownerId" AND ${sameOrganization('e', 'ka."organizationId"')}`;

function where(organizationId: string, filter: KpiOverviewFilter): { sql: string; params: unknown[] } {
  if (!isUuid(organizationId)) throw new Error('A tenant query needs the organization id');
  const params: unknown[] = [organizationId, filter.year];
  const clauses: string[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(sql(`$${params.length}`));
  };
  // One function's lines start from its objective assignments (the index that leads with the function)
  // and reach the KPI assignments by their key; the whole year starts from the tenant's year (issue 36).
  if (filter.functionId)
    add(
      (p) =>
        `${sameOrganization('ka', '$1::uuid')} AND ka."objectiveAssignmentId" IN (SELECT oa_f."id" FROM "objective_assignment" oa_f WHERE oa_f."organizationFunctionId" = ${p} AND oa_f."period" = $2 AND ${sameOrganization('oa_f', '$1::uuid')})`,
      filter.functionId,
    );
  else clauses.push('ka."organizationId" = $1', 'ka."period" = $2');
  if (filter.objectiveId) add((p) => `ka."linkedObjectiveId" = ${p}`, filter.objectiveId);
  if (filter.ownerId) add((p) => `ka."ownerId" = ${p}`, filter.ownerId);
  const q = filter.q?.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    add((p) => `(k."name" ILIKE ${p} OR k."description" ILIKE ${p} OR o."name" ILIKE ${p} OR f."name" ILIKE ${p} OR e."name" ILIKE ${p})`, like);
  }
  return { sql: `WHERE ${clauses.join(' AND ')}`, params };
}

/** Every row of the filter, for sorts on computed values (score, status, target, actual). */
export async function kpiOverviewRows(organizationId: string, db: EntityManager, filter: KpiOverviewFilter): Promise<KpiOverviewDbRow[]> {
  const w = where(organizationId, filter);
  return (await db.query(`SELECT ${SELECT} ${FROM} ${w.sql}`, w.params)) as KpiOverviewDbRow[];
}

/**
 * One page in the database's order and the filter's total, in two queries. The total is counted
 * apart: a window count over the page query would read and sort every row of the filter, where the
 * page alone stops after its rows.
 */
export async function kpiOverviewPage(
  organizationId: string,
  db: EntityManager,
  filter: KpiOverviewFilter,
  sort: { field: SqlSortField; order: 'ASC' | 'DESC' },
  range: { start: number; end: number } | undefined,
): Promise<{ rows: KpiOverviewDbRow[]; total: number }> {
  const w = where(organizationId, filter);
  const order = `${SQL_SORT_COLUMNS[sort.field]} ${sort.order} NULLS LAST, k."name" ASC, f."name" ASC, ka."id" ASC`;
  const page = range ? ` LIMIT ${range.end - range.start + 1} OFFSET ${range.start}` : '';
  const rows = (await db.query(`SELECT ${SELECT} ${FROM} ${w.sql} ORDER BY ${order}${page}`, w.params)) as KpiOverviewDbRow[];
  if (!range) return { rows, total: rows.length };
  return { rows, total: await kpiOverviewCount(db, filter, w) };
}

/**
 * How many rows the filter matches. Every join of FROM follows a foreign key within the
 * organization, so only the filters that need a joined table bring it in: a year alone is counted
 * off the KPI assignments' index.
 */
async function kpiOverviewCount(db: EntityManager, filter: KpiOverviewFilter, w: { sql: string; params: unknown[] }): Promise<number> {
  const from = filter.q?.trim() ? FROM : COUNT_FROM;
  const [count] = (await db.query(`SELECT count(*)::int AS "total" ${from} ${w.sql}`, w.params)) as { total: number }[];
  return count!.total;
}

const COUNT_FROM = `FROM "kpi_assignment" ka`;

/** Which of the filter's ids are not the organization's (a malformed id is not found either). */
export async function missingFilterIds(
  organizationId: string,
  db: EntityManager,
  ids: Pick<KpiOverviewFilter, 'functionId' | 'objectiveId' | 'ownerId'>,
): Promise<('functionId' | 'objectiveId' | 'ownerId')[]> {
  const checks = [
    ['functionId', 'organization_function'],
    ['objectiveId', 'objective'],
    ['ownerId', 'employee'],
  ] as const;
  const asked = checks.filter(([key]) => ids[key] !== undefined);
  if (asked.length === 0) return [];
  const malformed = asked.filter(([key]) => !isUuid(ids[key])).map(([key]) => key);
  const wellFormed = asked.filter(([key]) => isUuid(ids[key]));
  if (wellFormed.length === 0) return malformed;
  const params: unknown[] = [organizationId];
  const columns = wellFormed.map(([key, table]) => {
    params.push(ids[key]);
    return `EXISTS (SELECT 1 FROM "${table}" WHERE "organizationId" = $1 AND "id" = $${params.length}) AS "${key}"`;
  });
  const [found] = (await db.query(`SELECT ${columns.join(', ')}`, params)) as Record<string, boolean>[];
  return [...malformed, ...wellFormed.filter(([key]) => !found![key]).map(([key]) => key)];
}
