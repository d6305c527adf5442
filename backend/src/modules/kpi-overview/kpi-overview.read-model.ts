import type { BscPerspective, FunctionLevel, Frequency, PeriodKey, PeriodValues, Polarity, Submissions, ViewType, YtdAggregation } from '@scorecard/contracts';
import type { EntityManager } from 'typeorm';
import { isUuid, sameOrganization } from '../../common/tenancy/tenant-repository';

/**
 * The KPI Overview's read model. `kpi-overview` is a read-side module: it owns no table and writes
 * nothing; this screen spans the assignments, library, functions, employees and settings contexts,
 * so its SQL reads their tables directly (declared in backend/.dependency-cruiser.cjs; a test keeps
 * read models free of writes). Every read is scoped by the organization id it takes first, on every
 * table it names. A page takes its ids, its rows and its total (one more id query when a sort on a
 * stored view value goes past the lines that have one), one more checks the filter ids: a constant
 * number of queries however many KPI assignments the organization has. The sorts on computed values
 * (score, status, target, actual) read the assignments context's kpi_assignment_view_score, kept on
 * write; as of an instant they are computed here (those values are today's).
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

/** Sort columns of the rows themselves (the computed ones sort by their stored view values, VIEW_SORT_COLUMNS). */
export const SQL_SORT_COLUMNS = {
  name: 'k."name"',
  functionName: 'ka."functionName"',
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

/**
 * Where a page's ids are read from. 'year': the tenant's KPI assignments of the year (their
 * (organizationId, period) index), for the sorts without an index of their own and the count;
 * 'view': the view's stored values in the sort column's order (IDX_kpi_assignment_view_score_<column>);
 * the name sort has its own walk (nameWalk). A function filter always starts from the function's
 * objective assignments (a few dozen lines, sorted whatever the sort). Only the leading table is
 * reached by its organization; every other row by its key, its organization checked on the row
 * (sameOrganization), so the plan does not depend on statistics.
 */
type Walk = 'year' | 'view';

function where(organizationId: string, filter: KpiOverviewFilter, walk: Walk = 'year'): { sql: string; params: unknown[] } {
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
  else if (walk === 'view') clauses.push('v."organizationId" = $1', 'v."year" = $2');
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

/** Every row of the filter, for sorts on computed values as of an instant (the stored values are today's). */
export async function kpiOverviewRows(organizationId: string, db: EntityManager, filter: KpiOverviewFilter): Promise<KpiOverviewDbRow[]> {
  const w = where(organizationId, filter);
  return (await db.query(`SELECT ${SELECT} ${FROM} ${w.sql}`, w.params)) as KpiOverviewDbRow[];
}

/** The computed sorts, by the stored view value they follow (statuses follow the score bands). */
export const VIEW_SORT_COLUMNS = { score: 'score', status: 'score', target: 'target', actual: 'actual' } as const;
export type ViewSortField = keyof typeof VIEW_SORT_COLUMNS;

/** The view a computed sort reads its stored values in. */
export interface OverviewViewKey {
  frequency: Frequency;
  period: PeriodKey;
  view: ViewType;
}

export type OverviewSort =
  | { field: SqlSortField; order: 'ASC' | 'DESC' }
  | { field: ViewSortField; order: 'ASC' | 'DESC'; view: OverviewViewKey };

/** The joins a page's ids need besides the leading table: the tie-break's KPI name, the sort column's table and the search's. */
function idJoins(walk: Walk, filter: KpiOverviewFilter, field: string): string {
  const org = walk === 'year' || filter.functionId ? 'ka."organizationId"' : 'v."organizationId"';
  const q = Boolean(filter.q?.trim());
  const joins = [
    `JOIN "kpi" k ON k."id" = ka."kpiId" AND ${sameOrganization('k', org)}`,
    q || field === 'objectiveName' ? `JOIN "objective_assignment" oa ON oa."id" = ka."objectiveAssignmentId" AND ${sameOrganization('oa', org)}` : '',
    q ? `JOIN "organization_function" f ON f."id" = oa."organizationFunctionId" AND ${sameOrganization('f', org)}` : '',
    q || field === 'objectiveName' ? `JOIN "objective" o ON o."id" = oa."objectiveId" AND ${sameOrganization('o', org)}` : '',
    q || field === 'ownerName' ? `LEFT JOIN "employee" e ON e."id" = ka."ownerId" AND ${sameOrganization('e', org)}` : '',
  ];
  return joins.filter(Boolean).join('\n  ');
}

/** Ties: the KPI (by name, then id), then its lines by function name (kept on the line) and id; nameWalk's order. */
const TIES = 'k."name" ASC, k."id" ASC, ka."functionName" ASC, ka."id" ASC';

type Range = { start: number; end: number } | undefined;
const ids = async (db: EntityManager, sql: string, params: unknown[]) => ((await db.query(sql, params)) as { id: string }[]).map((r) => r.id);
const limit = (range: Range, count: number, offset: number) => (range ? ` LIMIT ${count} OFFSET ${offset}` : '');

/** The ties of a stored view value, carried on it (its sort column's index ends with them): TIES' values. */
const VIEW_TIES = ['"kpiName"', '"kpiId"', '"functionName"', '"kpiAssignmentId"'] as const;

/**
 * A page of the stored view values `source` matches (its FROM names kpi_assignment_view_score v,
 * and it ends with a WHERE) in the order of `key`, the sort column, ties in VIEW_TIES order, in one
 * statement whose every part stops at the page's end. The index of the sort column ends with the
 * ties, so the lines of one value come off it in the page's order:
 * - the page's values are read off the index alone, up to the page's end (a LIMIT on an index walk
 *   needs no sort); they tell the page's first and last value and how many lines come before each;
 * - then the page is the first value's lines from where the page starts, the lines of the values
 *   between (all on the page), and the last value's first lines, each value's read in order off the
 *   index by equality (a range of values let a planner without statistics take another index).
 * Before the ties were on the index, the lines of the values at the page's edges were all read and
 * sorted: 1,684 lines share the best score of a 10x tenant's month (issue 36).
 */
async function valuePage(db: EntityManager, q: { source: string; params: unknown[]; key: string; order: 'ASC' | 'DESC' }, range: Range): Promise<string[]> {
  const ties = VIEW_TIES.map((c) => `v.${c} ASC`).join(', ');
  if (!range) return ids(db, `SELECT v."kpiAssignmentId" AS "id" ${q.source} ORDER BY ${q.key} ${q.order}, ${ties}`, q.params);
  const [before, after, last] = q.order === 'ASC' ? ['<', '>', 'max'] : ['>', '<', 'min'];
  const fields = `v."kpiAssignmentId" AS "id", ${q.key} AS "value", ${VIEW_TIES.slice(0, 3).map((c) => `v.${c}`).join(', ')}`;
  const line = (part: number) => `SELECT ${part} AS "part", ${fields}`;
  const rows = (await db.query(
    `WITH walked AS MATERIALIZED (SELECT ${q.key} AS "value" ${q.source} ORDER BY ${q.key} ${q.order} LIMIT ${range.end + 1}),
          edge AS MATERIALIZED (
            SELECT f."value" AS "first", ${last}(w."value") AS "last", count(*)::int AS "walked",
                   (count(*) FILTER (WHERE w."value" ${before} f."value"))::int AS "before"
              FROM walked w, (SELECT "value" FROM walked ORDER BY "value" ${q.order} OFFSET ${range.start} LIMIT 1) f
             GROUP BY f."value"),
          bounds AS MATERIALIZED (SELECT e.*, (SELECT count(*)::int FROM walked w WHERE w."value" ${before} e."last") AS "lastBefore" FROM edge e)
     SELECT "id" FROM (
       (${line(1)} ${q.source} AND ${q.key} = (SELECT "first" FROM bounds)
         ORDER BY ${ties} OFFSET (SELECT ${range.start} - "before" FROM bounds) LIMIT (SELECT "walked" - ${range.start} FROM bounds))
       UNION ALL
       (SELECT 2, x.* FROM (SELECT DISTINCT w."value" FROM walked w, bounds b WHERE w."value" ${after} b."first" AND w."value" ${before} b."last") d
         CROSS JOIN LATERAL (SELECT ${fields} ${q.source} AND ${q.key} = d."value") x)
       UNION ALL
       (${line(3)} ${q.source} AND ${q.key} = (SELECT "last" FROM bounds) AND (SELECT "last" <> "first" FROM bounds)
         ORDER BY ${ties} LIMIT (SELECT "walked" - "lastBefore" FROM bounds))
     ) page ORDER BY "part", "value" ${q.order}, ${VIEW_TIES.slice(0, 3).join(', ')}, "id"`,
    q.params,
  )) as { id: string }[];
  return rows.map((r) => r.id);
}

/**
 * The ids of one page (or of every row, without a range) in the sort's order: missing values last
 * in both directions, ties by KPI name, KPI, function name and id (TIES). By name, nameWalk; by a
 * stored view value, that value's index through valuePage. A function's
 * lines (a few dozen) are simply sorted, and a search reads the tenant's year.
 */
async function pageIds(organizationId: string, db: EntityManager, filter: KpiOverviewFilter, sort: OverviewSort, range: Range): Promise<string[]> {
  const size = range ? range.end - range.start + 1 : 0;
  const offset = range?.start ?? 0;
  const plain = !filter.functionId && !filter.q?.trim();
  if (!('view' in sort)) {
    if (sort.field === 'name' && plain) return nameWalk(organizationId, db, filter, sort.order, null, range);
    const w = where(organizationId, filter);
    // By name, same-named KPIs follow their ids in the sort's direction, as nameWalk walks them.
    const order = sort.field === 'name' ? `k."name" ${sort.order}, k."id" ${sort.order}, ${TIES}` : `${SQL_SORT_COLUMNS[sort.field]} ${sort.order} NULLS LAST, ${TIES}`;
    return ids(db, `SELECT ka."id" FROM "kpi_assignment" ka\n  ${idJoins('year', filter, sort.field)}\n  ${w.sql} ORDER BY ${order}${limit(range, size, offset)}`, w.params);
  }
  const column = `v."${VIEW_SORT_COLUMNS[sort.field]}"`;
  const w = where(organizationId, filter, 'view');
  const n = w.params.length;
  const params = [...w.params, sort.view.frequency, sort.view.period, sort.view.view];
  const viewKey = `v."frequency" = $${n + 1} AND v."periodKey" = $${n + 2} AND v."view" = $${n + 3}`;
  if (filter.functionId) {
    // The function's lines, each view row found by its key, sorted whole (a few dozen).
    const sql = `SELECT ka."id" FROM "kpi_assignment" ka
      LEFT JOIN "kpi_assignment_view_score" v ON v."kpiAssignmentId" = ka."id" AND ${viewKey} AND ${sameOrganization('v', 'ka."organizationId"')}
      ${idJoins('view', filter, sort.field)}
      ${w.sql} ORDER BY ${column} ${sort.order} NULLS LAST, ${TIES}${limit(range, size, offset)}`;
    return ids(db, sql, params);
  }
  // The lines with a value, in the value's index order; the KPI assignment (and what a search reads) only to filter.
  const valuedWhere = `${w.sql} AND ${viewKey} AND ${column} IS NOT NULL`;
  const narrow =
    filter.objectiveId || filter.ownerId || filter.q?.trim()
      ? `FROM "kpi_assignment_view_score" v JOIN "kpi_assignment" ka ON ka."id" = v."kpiAssignmentId" AND ${sameOrganization('ka', 'v."organizationId"')}\n  ${idJoins('view', filter, sort.field)}`
      : `FROM "kpi_assignment_view_score" v`;
  const valued = await valuePage(db, { source: `${narrow} ${valuedWhere}`, params, key: column, order: sort.order }, range);
  if (range && valued.length === size) return valued;
  // How many lines have a value: known from this page unless it started past them all.
  let withValue = offset + valued.length;
  if (range && valued.length === 0 && offset > 0) {
    [{ n: withValue }] = (await db.query(`SELECT count(*)::int AS "n" ${narrow} ${valuedWhere}`, params)) as { n: number }[];
  }
  // Then the lines without a value, in name order (the KPIs' name index when nothing else filters).
  const rest = range ? { start: Math.max(0, offset - withValue), end: Math.max(0, offset - withValue) + size - valued.length - 1 } : undefined;
  const none = (ka: string, p: number) =>
    `NOT EXISTS (SELECT 1 FROM "kpi_assignment_view_score" v WHERE v."kpiAssignmentId" = ${ka}."id" AND v."frequency" = $${p} AND v."periodKey" = $${p + 1} AND v."view" = $${p + 2} AND ${column} IS NOT NULL)`;
  if (plain) return [...valued, ...(await nameWalk(organizationId, db, filter, 'ASC', { sql: none, params: params.slice(n) }, rest))];
  const y = where(organizationId, filter);
  const missing = await ids(
    db,
    `SELECT ka."id" FROM "kpi_assignment" ka\n  ${idJoins('year', filter, 'name')}\n  ${y.sql} AND ${none('ka', y.params.length + 1)} ORDER BY ${TIES}${rest ? limit(rest, rest.end - rest.start + 1, rest.start) : ''}`,
    [...y.params, ...params.slice(n)],
  );
  return [...valued, ...missing];
}

/**
 * A page of the year's lines in KPI name order (then the KPI's id, the function's name and the
 * line's id), walking the organization's KPIs in (name, id) order (IDX_kpi_organization_name_id)
 * and each one's lines of the year in function-name order (IDX_kpi_assignment_kpi_period_function:
 * the line keeps its function's name). `extra` narrows the lines (its SQL takes the KPI
 * assignment's alias and its first parameter's number).
 *
 * The walk is a recursive query, so its order is the query's and not the planner's: it steps from
 * one KPI to the next on the index (one probe a step), counts each one's lines up to the page's end
 * (a KPI's lines past it can never be on the page), and stops once the page's end is reached; then
 * each KPI the page overlaps gives its part of the page straight off its index, skipping the lines
 * before the page. Written as a join ordered by name with a LIMIT, it was the planner's choice
 * whether to walk the index and stop or to sort every line of the year by name, and with a line or
 * two expected per KPI it sorted (issue 36: 100,079 index entries for a page of 25 at 10x); with the
 * function's name only on the function, a page whose edge fell inside a KPI read and sorted all of
 * that KPI's lines (563 at 10x). Now a page reads the lines up to its end, whatever the tenant and
 * its statistics.
 */
async function nameWalk(
  organizationId: string,
  db: EntityManager,
  filter: KpiOverviewFilter,
  order: 'ASC' | 'DESC',
  extra: { sql: (ka: string, firstParam: number) => string; params: unknown[] } | null,
  range: Range,
): Promise<string[]> {
  if (!isUuid(organizationId)) throw new Error('A tenant query needs the organization id');
  const params: unknown[] = [organizationId, filter.year];
  // What a line of the KPI assignment `ka` must be, besides being of the KPI.
  const clauses = [`ka."period" = $2`];
  if (filter.objectiveId) clauses.push(`ka."linkedObjectiveId" = $${params.push(filter.objectiveId)}`);
  if (filter.ownerId) clauses.push(`ka."ownerId" = $${params.push(filter.ownerId)}`);
  if (extra) {
    clauses.push(extra.sql('ka', params.length + 1));
    params.push(...extra.params);
  }
  const line = clauses.join(' AND ');
  const [after, dir] = order === 'ASC' ? ['>', 'ASC'] : ['<', 'DESC'];
  const lineOrder = 'ka."functionName" ASC, ka."id" ASC';
  if (!range) {
    return ids(
      db,
      `SELECT ka."id" FROM "kpi" k JOIN "kpi_assignment" ka ON ka."kpiId" = k."id" AND ${sameOrganization('ka', 'k."organizationId"')} AND ${line}
        WHERE k."organizationId" = $1 ORDER BY k."name" ${dir}, k."id" ${dir}, ${lineOrder}`,
      params,
    );
  }
  const start = range.start;
  const end = range.end + 1;
  // A KPI's lines in the page's order, off IDX_kpi_assignment_kpi_period_function, up to a LIMIT. The
  // organization is checked on the lines the LIMIT kept (the composite key FK_kpi_assignment_kpi
  // makes a KPI's lines its organization's): checked inside, it made a planner without statistics
  // expect one line, and read all of the KPI's lines through a bitmap to sort them.
  const kpiLines = (kpi: string, slice: string) =>
    `SELECT ka."id", ka."functionName", ka."organizationId" FROM "kpi_assignment" ka WHERE ka."kpiId" = ${kpi} AND ${line} ORDER BY ${lineOrder} ${slice}`;
  const counted = (kpi: string) => `(SELECT count(*)::int FROM (${kpiLines(kpi, `LIMIT ${end}`)}) c WHERE ${sameOrganization('c', '$1::uuid')})`;
  return ids(
    db,
    `WITH RECURSIVE walk AS (
       SELECT x."name", x."id", ${counted('x."id"')} AS "n", 0 AS "seen"
         FROM (SELECT k."name", k."id" FROM "kpi" k WHERE k."organizationId" = $1 ORDER BY k."name" ${dir}, k."id" ${dir} LIMIT 1) x
       UNION ALL
       SELECT x."name", x."id", ${counted('x."id"')}, walk."seen" + walk."n"
         FROM walk CROSS JOIN LATERAL (
           SELECT k."name", k."id" FROM "kpi" k WHERE k."organizationId" = $1 AND (k."name", k."id") ${after} (walk."name", walk."id")
            ORDER BY k."name" ${dir}, k."id" ${dir} LIMIT 1) x
        WHERE walk."seen" + walk."n" < ${end})
     SELECT p."id" FROM walk CROSS JOIN LATERAL (
       ${kpiLines('walk."id"', `OFFSET GREATEST(${start} - walk."seen", 0) LIMIT GREATEST(LEAST(walk."n", ${end} - walk."seen") - GREATEST(${start} - walk."seen", 0), 0)`)}) p
      WHERE walk."seen" + walk."n" > ${start} AND ${sameOrganization('p', '$1::uuid')}
      ORDER BY walk."seen", p."functionName", p."id"`,
    params,
  );
}

/** The overview rows of `ids`, in that order (one query, each row found by its key and its organization checked on it). */
async function rowsByIds(organizationId: string, db: EntityManager, ids: string[]): Promise<KpiOverviewDbRow[]> {
  if (ids.length === 0) return [];
  const rows = (await db.query(`SELECT ${SELECT} ${FROM} WHERE ka."id" = ANY($2::uuid[]) AND ${sameOrganization('ka', '$1::uuid')}`, [organizationId, ids])) as KpiOverviewDbRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is KpiOverviewDbRow => r !== undefined);
}

/**
 * One page in the sort's order and the filter's total: the page's ids first, read from the sort
 * column's index and stopping at the page's end, then the rows of those ids only (issue 36: joining
 * every detail of every line of the year before the LIMIT cost a page of 25 about 9,960 index
 * entries and 123,000 buffers). The total is counted apart, off the KPI assignments' index.
 */
export async function kpiOverviewPage(
  organizationId: string,
  db: EntityManager,
  filter: KpiOverviewFilter,
  sort: OverviewSort,
  range: { start: number; end: number } | undefined,
): Promise<{ rows: KpiOverviewDbRow[]; total: number }> {
  const ids = await pageIds(organizationId, db, filter, sort, range);
  const rows = await rowsByIds(organizationId, db, ids);
  if (!range) return { rows, total: rows.length };
  return { rows, total: await kpiOverviewCount(db, filter, where(organizationId, filter)) };
}

/**
 * How many rows the filter matches. A year alone is the assignments context's kept count of the
 * organization's KPI assignments that year (`kpi_assignment_total`, kept by PostgreSQL's triggers on
 * every write, migration 1764900000000): one row, where counting read the year's 100,000 index
 * entries at 10x (issue 36). Other filters count: every join of FROM follows a foreign key within
 * the organization, so only the filters that need a joined table bring it in.
 */
async function kpiOverviewCount(db: EntityManager, filter: KpiOverviewFilter, w: { sql: string; params: unknown[] }): Promise<number> {
  if (!filter.q?.trim() && !filter.functionId && !filter.objectiveId && !filter.ownerId) {
    const [kept] = (await db.query(`SELECT COALESCE(sum("total"), 0)::int AS "total" FROM "kpi_assignment_total" WHERE "organizationId" = $1 AND "period" = $2`, w.params.slice(0, 2))) as {
      total: number;
    }[];
    return kept!.total;
  }
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
