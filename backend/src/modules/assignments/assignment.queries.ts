import type { Frequency, PeriodValues, Polarity, Submissions } from '@scorecard/contracts';
import type { ScorecardKpiInput, ScorecardObjectiveInput } from '@scorecard/scoring';
import { EntityManager } from 'typeorm';
import type { DependentsOf } from './assignment.types';
import { FilterPredicate } from '../../common/list-query';
import { isUuid, sameOrganization, scopedQuery } from '../../common/tenancy/tenant-repository';
import { KpiAssignment } from './kpi-assignment.entity';

/**
 * Queries on the objective_assignment and kpi_assignment tables (the assignments context owns
 * them) that a repository call cannot express. Each takes the organization id first and reads or
 * writes nothing outside it.
 */

/**
 * The KPI assignment list's filter by function (`alias` is the list's kpi_assignment): the ids of
 * the organization's objective assignments of those functions, read once (an uncorrelated ARRAY
 * subquery: an init plan, never a sub-select per row) from the index that leads with the function.
 * As a semi-join, a tenant without statistics was joined the other way round: every KPI assignment
 * of the year times the function's objective assignments (issue 36). The organization id is a
 * checked UUID written as a literal, as the tenant builder writes its own condition.
 */
export function kpiAssignmentsOfFunctions(organizationId: string, alias: string): FilterPredicate {
  if (!isUuid(organizationId)) throw new Error('A tenant query needs the organization id');
  return {
    where: (values) =>
      `${alias}."objectiveAssignmentId" = ANY(ARRAY(SELECT "oa_f"."id" FROM "objective_assignment" "oa_f" WHERE "oa_f"."organizationFunctionId" IN ${values} AND ${sameOrganization('"oa_f"', `'${organizationId}'::uuid`)}))`,
  };
}

/**
 * A list spec's `searchable` entry (compared `ILIKE :q`) for the name of the row `idColumn` points
 * to in `table`: that name, for the rows whose id is among the matching names' ids (found once: an
 * uncorrelated subquery), else NULL. A plain correlated `(SELECT name … WHERE id = row.id)` looked up
 * the name for every row of the tenant: ~4 µs a row, 0.4 s per search of 100,000 KPI assignments
 * (issue 36); this reads the name only for the rows that match. The names are the organization's
 * (the subquery's leading table, reached by its organization index).
 */
export function searchableName(rowId: string, table: 'kpi' | 'objective' | 'organization_function', organizationId: string): string {
  if (!isUuid(organizationId)) throw new Error('A tenant query needs the organization id');
  return `(CASE WHEN ${rowId} = ANY(ARRAY(SELECT "n_q"."id" FROM "${table}" "n_q" WHERE "n_q"."organizationId" = '${organizationId}'::uuid AND "n_q"."name" ILIKE :q)) THEN (SELECT "n_n"."name" FROM "${table}" "n_n" WHERE "n_n"."id" = ${rowId}) END)`;
}

/** A KPI assignment read for a change, with what its score depends on from its KPI. */
export interface LockedKpiAssignment {
  assignment: KpiAssignment;
  kpi: { name: string; frequency: Frequency; polarity: Polarity; formula: string | null };
  /** whether a calculated KPI's formula refers to its KPI (else a result changes no calculated KPI) */
  hasDependents: boolean;
}

/**
 * The KPI assignment, row-locked until the transaction ends, with its owner's name and its KPI, in
 * one statement: recording a result is the busiest write, and two finds cost a round trip and
 * more JavaScript than the database spends on them (issue 18). Whether a formula refers to its KPI
 * comes along, so a result that no calculated KPI reads skips reading them (issue 36; formulas hold
 * `{KPI:<id>}` references to existing ids). Null when it is not the organization's.
 */
export async function lockKpiAssignment(organizationId: string, manager: EntityManager, id: unknown): Promise<LockedKpiAssignment | null> {
  if (!isUuid(id)) return null;
  const [row] = (await manager.query(
    `SELECT ka."id", ka."organizationId", ka."kpiId", ka."objectiveAssignmentId", ka."linkedObjectiveId", ka."ownerId", ka."weight",
            ka."targets", ka."actualResults", ka."submissions", ka."baselineTargets", ka."period", ka."score", ka."actualResult", ka."createdAt", ka."updatedAt",
            (SELECT e."name" FROM "employee" e WHERE e."id" = ka."ownerId" AND e."organizationId" = ka."organizationId") AS "ownerName",
            k."name" AS "kpiName", k."frequency" AS "kpiFrequency", k."polarity" AS "kpiPolarity", k."formula" AS "kpiFormula",
            EXISTS (SELECT 1 FROM "kpi" c WHERE c."organizationId" = ka."organizationId" AND c."formula" IS NOT NULL
                       AND strpos(lower(c."formula"), '{kpi:' || ka."kpiId"::text || '}') > 0) AS "hasDependents"
       FROM "kpi_assignment" ka
       JOIN "kpi" k ON k."id" = ka."kpiId" AND k."organizationId" = ka."organizationId"
      WHERE ka."organizationId" = $1 AND ka."id" = $2
        FOR UPDATE OF ka`,
    [organizationId, id],
  )) as (KpiAssignment & { kpiName: string; kpiFrequency: Frequency; kpiPolarity: Polarity; kpiFormula: string | null; hasDependents: boolean })[];
  if (!row) return null;
  const { kpiName, kpiFrequency, kpiPolarity, kpiFormula, hasDependents, ...assignment } = row;
  return { assignment: assignment as KpiAssignment, kpi: { name: kpiName, frequency: kpiFrequency, polarity: kpiPolarity, formula: kpiFormula }, hasDependents };
}

/** What deleting a library objective or KPI, or a subtree of functions, takes with it. */
export async function countDependents(organizationId: string, manager: EntityManager, of: DependentsOf): Promise<Record<string, number>> {
  if ('kpiId' in of) {
    const removedKpiAssignments = await scopedQuery(manager, KpiAssignment, organizationId, 'ka').andWhere('ka.kpiId = :id', { id: of.kpiId }).getCount();
    return { removedKpiAssignments };
  }
  const [counts] = (await manager.query(
    'objectiveId' in of
      ? `SELECT (SELECT count(*) FROM "objective_assignment" WHERE "organizationId" = $1 AND "objectiveId" = $2)::int AS "objectiveAssignments",
                (SELECT count(*) FROM "kpi_assignment" WHERE "organizationId" = $1 AND "linkedObjectiveId" = $2)::int AS "kpiAssignments"`
      : `SELECT (SELECT count(*) FROM "objective_assignment" WHERE "organizationId" = $1 AND "organizationFunctionId" = ANY($2::uuid[]))::int AS "objectiveAssignments",
                (SELECT count(*) FROM "kpi_assignment" ka JOIN "objective_assignment" oa ON oa."id" = ka."objectiveAssignmentId"
                  WHERE ka."organizationId" = $1 AND oa."organizationFunctionId" = ANY($2::uuid[]))::int AS "kpiAssignments"`,
    [organizationId, 'objectiveId' in of ? of.objectiveId : of.functionIds],
  )) as { objectiveAssignments: number; kpiAssignments: number }[];
  return { removedObjectiveAssignments: counts.objectiveAssignments, removedKpiAssignments: counts.kpiAssignments };
}

/** What deleting one objective assignment takes with it (KPI assignments) and unlinks (cascaded children). */
export async function countUnderObjectiveAssignment(
  organizationId: string,
  manager: EntityManager,
  objectiveAssignmentId: string,
): Promise<{ kpiAssignments: number; unlinkedChildren: number }> {
  const [counts] = (await manager.query(
    `SELECT (SELECT count(*) FROM "kpi_assignment" WHERE "organizationId" = $1 AND "objectiveAssignmentId" = $2)::int AS "kpiAssignments",
            (SELECT count(*) FROM "objective_assignment" WHERE "organizationId" = $1 AND "parentObjectiveAssignmentId" = $2)::int AS "unlinkedChildren"`,
    [organizationId, objectiveAssignmentId],
  )) as { kpiAssignments: number; unlinkedChildren: number }[];
  return counts;
}

/**
 * Rows of one function's scorecard for a year, as libs/scoring's computeScorecard takes them: its
 * objective assignments with their objectives, and all their KPI assignments with their KPIs. One
 * query whatever the size of the function (issue 36: the objectives and the KPIs were two round
 * trips): each objective assignment comes once per KPI assignment, or once with none.
 *
 * It starts from the function (`UQ_objective_assignment_function_objective_period` leads with it)
 * and reaches every other row by its key, the organization checked on each row (`sameOrganization`),
 * so the plan is the same on a tenant PostgreSQL has no statistics for (issue 36: it used to walk
 * every KPI of the tenant times the objective assignments of the year).
 */
export async function scorecardRows(
  organizationId: string,
  manager: EntityManager,
  functionId: string,
  period: string,
  { submissions = true }: { submissions?: boolean } = {},
): Promise<{ objectives: ScorecardObjectiveInput[]; kpis: ScorecardKpiInput[] }> {
  if (!isUuid(organizationId)) throw new Error('A tenant query needs the organization id');
  if (!isUuid(functionId)) return { objectives: [], kpis: [] };
  // The review states are two thirds of a line's bytes and count only with requireApproval: without
  // it they are not read (parsing them was half the API's CPU for a scorecard's rows, issue 36).
  const rows = (await manager.query(
    `SELECT oa."id" AS "objectiveAssignmentId", oa."objectiveId" AS "objectiveId", o."name" AS "objectiveName", o."bscPerspective" AS "bscPerspective", oa."weight" AS "objectiveWeight",
            dense_rank() OVER (ORDER BY oa."createdAt", oa."id")::int AS "objectiveOrder",
            ka."id" AS "kpiAssignmentId", ka."kpiId" AS "kpiId",
            k."name" AS "name", k."unit" AS "unit", k."polarity" AS "polarity", k."frequency" AS "frequency", k."isCumulative" AS "isCumulative",
            k."formula" AS "formula", k."ytdAggregation" AS "ytdAggregation",
            ka."weight" AS "weight", ka."targets" AS "targets", ka."actualResults" AS "actualResults", ${submissions ? 'ka."submissions"' : 'NULL'} AS "submissions", ka."ownerId" AS "ownerId",
            (SELECT e."name" FROM "employee" e WHERE e."id" = ka."ownerId" AND ${sameOrganization('e', 'ka."organizationId"')}) AS "ownerName"
       FROM "objective_assignment" oa
       JOIN "objective" o ON o."id" = oa."objectiveId" AND ${sameOrganization('o', 'oa."organizationId"')}
       LEFT JOIN ("kpi_assignment" ka JOIN "kpi" k ON k."id" = ka."kpiId" AND ${sameOrganization('k', 'ka."organizationId"')})
         ON ka."objectiveAssignmentId" = oa."id" AND ${sameOrganization('ka', 'oa."organizationId"')}
      WHERE oa."organizationFunctionId" = $2 AND oa."period" = $3 AND ${sameOrganization('oa', '$1::uuid')}
      ORDER BY ka."createdAt" ASC, ka."id" ASC`,
    [organizationId, functionId, period],
  )) as (Omit<ScorecardKpiInput, 'kpiAssignmentId'> & {
    kpiAssignmentId: string | null;
    objectiveId: string;
    objectiveName: string;
    bscPerspective: ScorecardObjectiveInput['bscPerspective'];
    objectiveWeight: number;
    objectiveOrder: number;
  })[];
  // KPI lines in the order of their creation; objective assignments in theirs (objectiveOrder, from 1).
  const objectives: ScorecardObjectiveInput[] = [];
  const kpis: ScorecardKpiInput[] = [];
  for (const { objectiveId, objectiveName, bscPerspective, objectiveWeight, objectiveOrder, ...kpi } of rows) {
    objectives[objectiveOrder - 1] ??= { objectiveAssignmentId: kpi.objectiveAssignmentId, objectiveId, name: objectiveName, bscPerspective, weight: objectiveWeight };
    if (kpi.kpiAssignmentId !== null) kpis.push(kpi as ScorecardKpiInput);
  }
  return { objectives, kpis };
}

export interface ScoringInputRow {
  id: string;
  targets: PeriodValues;
  actualResults: PeriodValues;
  score: number | null;
  actualResult: number | null;
  polarity: Polarity;
  frequency: Frequency;
}

/** The KPI assignments (of one KPI, or all) with what their stored score depends on. */
export function scoringInputs(organizationId: string, manager: EntityManager, kpiId?: string): Promise<ScoringInputRow[]> {
  const qb = scopedQuery(manager, KpiAssignment, organizationId, 'ka')
    .innerJoin('kpi', 'k', 'k."id" = ka."kpiId" AND k."organizationId" = ka."organizationId"')
    .select(['ka."id" AS "id"', 'ka."targets" AS "targets"', 'ka."actualResults" AS "actualResults"', 'ka."score" AS "score"', 'ka."actualResult" AS "actualResult"'])
    .addSelect(['k."polarity" AS "polarity"', 'k."frequency" AS "frequency"']);
  if (kpiId !== undefined) qb.andWhere('ka."kpiId" = :kpiId', { kpiId });
  return qb.getRawMany<ScoringInputRow>();
}

/** Writes recomputed scores back in one statement whatever the number of rows. */
export async function writeScores(
  organizationId: string,
  manager: EntityManager,
  rows: { id: string; score: number | null; actualResult: number | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await manager.query(
    `UPDATE "kpi_assignment" ka SET "score" = v."score", "actualResult" = v."actual", "updatedAt" = now()
       FROM unnest($2::uuid[], $3::float8[], $4::float8[]) AS v("id", "score", "actual")
      WHERE ka."organizationId" = $1 AND ka."id" = v."id"`,
    [organizationId, rows.map((r) => r.id), rows.map((r) => r.score), rows.map((r) => r.actualResult)],
  );
}

/**
 * A renamed function's name on its KPI assignments and their stored view values (every year): the
 * KPI Overview's tie-break after the KPI's name.
 */
export async function renameFunctionLines(organizationId: string, manager: EntityManager, functionId: string, name: string): Promise<void> {
  // One statement: the lines renamed are the lines whose stored view values follow (read once).
  await manager.query(
    `WITH renamed AS (
       UPDATE "kpi_assignment" ka SET "functionName" = $3
        WHERE ka."objectiveAssignmentId" = ANY(ARRAY(SELECT oa."id" FROM "objective_assignment" oa WHERE oa."organizationFunctionId" = $2 AND oa."organizationId" = $1))
          AND ka."organizationId" = $1
       RETURNING ka."id")
     UPDATE "kpi_assignment_view_score" SET "functionName" = $3 WHERE "kpiAssignmentId" IN (SELECT "id" FROM renamed) AND "organizationId" = $1`,
    [organizationId, functionId, name],
  );
}

/** A renamed KPI's name on its lines' stored view values (every year): the KPI Overview's first tie-break. */
export async function renameKpiLines(organizationId: string, manager: EntityManager, kpiId: string, name: string): Promise<void> {
  await manager.query(
    `UPDATE "kpi_assignment_view_score" SET "kpiName" = $3
      WHERE "kpiAssignmentId" = ANY(ARRAY(SELECT ka."id" FROM "kpi_assignment" ka WHERE ka."kpiId" = $2 AND ka."organizationId" = $1)) AND "organizationId" = $1`,
    [organizationId, kpiId, name],
  );
}

/** A KPI assignment as a spreadsheet row carries it: where it sits, its KPI and both maps. */
export interface SpreadsheetAssignmentRow {
  id: string;
  kpiId: string;
  functionName: string;
  objectiveName: string;
  kpiName: string;
  unit: string;
  frequency: Frequency;
  polarity: Polarity;
  year: string;
  targets: PeriodValues;
  actualResults: PeriodValues;
  submissions: Submissions;
  /** the first target of each period (DESIGN decision 22) */
  baselineTargets: PeriodValues;
  score: number | null;
  actualResult: number | null;
}

const SPREADSHEET_ROW_SQL = `SELECT ka."id", ka."kpiId", f."name" AS "functionName", o."name" AS "objectiveName", k."name" AS "kpiName", k."unit",
       k."frequency", k."polarity", ka."period" AS "year", ka."targets", ka."actualResults", ka."submissions", ka."baselineTargets", ka."score", ka."actualResult"
  FROM "kpi_assignment" ka
  JOIN "objective_assignment" oa ON oa."id" = ka."objectiveAssignmentId" AND oa."organizationId" = ka."organizationId"
  JOIN "organization_function" f ON f."id" = oa."organizationFunctionId" AND f."organizationId" = ka."organizationId"
  JOIN "objective" o ON o."id" = oa."objectiveId" AND o."organizationId" = ka."organizationId"
  JOIN "kpi" k ON k."id" = ka."kpiId" AND k."organizationId" = ka."organizationId"`;

/** The KPI assignments of some functions for a year, in function, objective and KPI order (one query). */
export function spreadsheetRowsOf(organizationId: string, manager: EntityManager, functionIds: string[], year: string): Promise<SpreadsheetAssignmentRow[]> {
  return manager.query(
    `${SPREADSHEET_ROW_SQL}
      WHERE ka."organizationId" = $1 AND oa."organizationFunctionId" = ANY($2::uuid[]) AND ka."period" = $3
      ORDER BY array_position($2::uuid[], oa."organizationFunctionId"), oa."createdAt", oa."id", ka."createdAt", ka."id"`,
    [organizationId, functionIds, year],
  );
}

/**
 * The organization's KPI assignments among `ids` (one query); others' ids and unknown ids are simply
 * absent. `lock` takes the rows for the caller's transaction so the values read are the ones replaced.
 */
export function spreadsheetRowsByIds(organizationId: string, manager: EntityManager, ids: string[], lock = false): Promise<SpreadsheetAssignmentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return manager.query(`${SPREADSHEET_ROW_SQL} WHERE ka."organizationId" = $1 AND ka."id" = ANY($2::uuid[])${lock ? ' FOR UPDATE OF ka' : ''}`, [organizationId, ids]);
}

/** Writes new maps with their stored result in one statement whatever the number of rows (`baselineTargets` kept when not given). */
export async function writePeriodMaps(
  organizationId: string,
  manager: EntityManager,
  rows: { id: string; targets: PeriodValues; actualResults: PeriodValues; submissions: Submissions; baselineTargets?: PeriodValues; score: number | null; actualResult: number | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  await manager.query(
    `UPDATE "kpi_assignment" ka
        SET "targets" = v."targets", "actualResults" = v."actualResults", "submissions" = v."submissions", "score" = v."score", "actualResult" = v."actual",
            "baselineTargets" = COALESCE(v."baseline", ka."baselineTargets"), "updatedAt" = now()
       FROM unnest($2::uuid[], $3::jsonb[], $4::jsonb[], $5::float8[], $6::float8[], $7::jsonb[], $8::jsonb[]) AS v("id", "targets", "actualResults", "score", "actual", "submissions", "baseline")
      WHERE ka."organizationId" = $1 AND ka."id" = v."id"`,
    [
      organizationId,
      rows.map((r) => r.id),
      rows.map((r) => JSON.stringify(r.targets)),
      rows.map((r) => JSON.stringify(r.actualResults)),
      rows.map((r) => r.score),
      rows.map((r) => r.actualResult),
      rows.map((r) => JSON.stringify(r.submissions)),
      rows.map((r) => (r.baselineTargets === undefined ? null : JSON.stringify(r.baselineTargets))),
    ],
  );
}

/** A KPI assignment as a calculated KPI's recompute reads it (DESIGN decision 25). */
export interface CalculationRow {
  id: string;
  kpiId: string;
  functionId: string;
  year: string;
  targets: PeriodValues;
  actualResults: PeriodValues;
  submissions: Submissions;
  score: number | null;
  actualResult: number | null;
}

/**
 * The KPI assignments of `kpiIds` on the same function and year as the assignments of `scope` (their
 * ids, or those of a KPI) or as objective assignments, row-locked for the caller's transaction,
 * oldest first: one query whatever the organization's size.
 */
export type CalculationScope = { assignmentIds: string[] } | { kpiId: string } | { objectiveAssignmentIds: string[] };

export function calculationRows(organizationId: string, manager: EntityManager, kpiIds: string[], scope: CalculationScope): Promise<CalculationRow[]> {
  if (kpiIds.length === 0) return Promise.resolve([]);
  const groups =
    'objectiveAssignmentIds' in scope
      ? `SELECT oa2."organizationFunctionId", oa2."period" FROM "objective_assignment" oa2 WHERE oa2."organizationId" = $1 AND oa2."id" = ANY($3::uuid[])`
      : `SELECT oa2."organizationFunctionId", ka2."period"
            FROM "kpi_assignment" ka2
            JOIN "objective_assignment" oa2 ON oa2."id" = ka2."objectiveAssignmentId" AND oa2."organizationId" = ka2."organizationId"
           WHERE ka2."organizationId" = $1 AND ${'assignmentIds' in scope ? 'ka2."id" = ANY($3::uuid[])' : 'ka2."kpiId" = $3::uuid'}`;
  const param = 'assignmentIds' in scope ? scope.assignmentIds : 'kpiId' in scope ? scope.kpiId : scope.objectiveAssignmentIds;
  return manager.query(
    `SELECT ka."id", ka."kpiId", oa."organizationFunctionId" AS "functionId", ka."period" AS "year", ka."targets", ka."actualResults",
            ka."submissions", ka."score", ka."actualResult"
       FROM "kpi_assignment" ka
       JOIN "objective_assignment" oa ON oa."id" = ka."objectiveAssignmentId" AND oa."organizationId" = ka."organizationId"
      WHERE ka."organizationId" = $1 AND ka."kpiId" = ANY($2::uuid[])
        AND (oa."organizationFunctionId", ka."period") IN (${groups})
      ORDER BY ka."createdAt", ka."id"
        FOR UPDATE OF ka`,
    [organizationId, kpiIds, param],
  );
}

/** One function and year's assignment of a KPI a formula refers to (the editor's preview). */
export interface FormulaInputRow {
  kpiId: string;
  functionId: string;
  year: string;
  actualResults: PeriodValues | null;
}

/**
 * The formula preview's inputs: for each function and year, the oldest assignment of each of the
 * KPIs `kpiIds` (the one a calculated assignment reads, as `calculationRows`), latest years first.
 * One statement; its rows are the inputs' assignments only, whatever else the tenant holds.
 */
export function formulaInputRows(organizationId: string, manager: EntityManager, kpiIds: string[]): Promise<FormulaInputRow[]> {
  if (kpiIds.length === 0) return Promise.resolve([]);
  return manager.query(
    `SELECT DISTINCT ON (ka."period", oa."organizationFunctionId", ka."kpiId")
            ka."kpiId", oa."organizationFunctionId" AS "functionId", ka."period" AS "year", ka."actualResults"
       FROM "kpi_assignment" ka
       JOIN "objective_assignment" oa ON oa."id" = ka."objectiveAssignmentId" AND oa."organizationId" = ka."organizationId"
      WHERE ka."organizationId" = $1 AND ka."kpiId" = ANY($2::uuid[])
      ORDER BY ka."period" DESC, oa."organizationFunctionId", ka."kpiId", ka."createdAt", ka."id"`,
    [organizationId, kpiIds],
  );
}
