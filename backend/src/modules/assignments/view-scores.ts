import type { PeriodValues, Submissions, YtdAggregation } from '@scorecard/contracts';
import { kpiLineInEveryView, STORED_VIEWS, type ScorecardKpiInput, type ScorecardSettings } from '@scorecard/scoring';
import type { EntityManager } from 'typeorm';
import { isUuid, sameOrganization } from '../../common/tenancy/tenant-repository';

/**
 * kpi_assignment_view_score (issue 36): each KPI assignment's score, target and actual in every view
 * of its year (libs/scoring's STORED_VIEWS, 33 rows an assignment), kept on write so that the KPI
 * Overview pages sorted by score, status, target or actual by walking an index instead of scoring
 * the whole year per request. The assignments context owns the table; every write that changes what
 * computeKpiLine reads for a line calls refreshViewScores on its own transaction: results and
 * targets (PATCH, spreadsheet import, calculated recompute), reviews (requireApproval counts approved
 * values only), a KPI's scoring fields, the score cap and requireApproval, and an assignment's
 * creation (its deletion cascades; the calculated lines that read it are refreshed). Reads "as of
 * an instant" cannot use these current values.
 */

/** What the refresh reads of a KPI assignment: what computeKpiLine reads (as the database holds it), and a calculated KPI's inputs. */
type ViewScoreSource = Pick<ScorecardKpiInput, 'kpiId' | 'name' | 'unit' | 'polarity' | 'frequency' | 'isCumulative' | 'weight'> & {
  id: string;
  year: string;
  /** the line's function's name, a tie-break of the KPI Overview's order (with the KPI's name and id) */
  functionName: string;
  targets: PeriodValues;
  actualResults: PeriodValues;
  submissions: Submissions | null;
  formula: string | null;
  ytdAggregation: YtdAggregation | null;
  /** a calculated KPI's inputs: the oldest assignment of each KPI on the same function and year, as the KPI Overview reads them */
  inputs: Record<string, PeriodValues> | null;
};

/**
 * Which lines to refresh: some assignments, a KPI's, the calculated ones (of a function and year, or
 * all: an input went with its objective assignment or its KPI), or the organization's (a setting).
 * The calculated lines that read a changed result are refreshed by CalculatedResultsService's
 * recompute, which every write of a result with dependents runs on its transaction.
 */
export type ViewScoreScope = { assignmentIds: string[] } | { kpiId: string } | { calculated: { functionId: string; year: string } | 'all' } | 'organization';

/** Assignments written per statement (33 rows each): a large import or a setting change stays within the statement timeout. */
const BATCH = 200;

/**
 * The lines with what their values read, each row found by its key from the lines' ids (`head`
 * names kpi_assignment as ka), the organization checked on the row: the plan is the same on a
 * tenant PostgreSQL has no statistics for (with the organization as a join condition it walked
 * the tenant's rows through organizationId indexes).
 */
const SOURCE = (head: string) => `
  SELECT ka."id", ka."kpiId", ka."period" AS "year", ka."functionName", ka."weight", ka."targets", ka."actualResults", ka."submissions",
         k."name", k."unit", k."polarity", k."frequency", k."isCumulative", k."formula", k."ytdAggregation",
         CASE WHEN k."formula" IS NULL THEN NULL ELSE (
           SELECT jsonb_object_agg(i."kpiId", i."actualResults") FROM (
             SELECT DISTINCT ON (ka_i."kpiId") ka_i."kpiId", ka_i."actualResults"
               FROM "objective_assignment" oa_i
               JOIN "kpi_assignment" ka_i ON ka_i."objectiveAssignmentId" = oa_i."id" AND ${sameOrganization('ka_i', 'oa_i."organizationId"')}
              WHERE oa_i."organizationFunctionId" = oa."organizationFunctionId" AND oa_i."period" = ka."period" AND ${sameOrganization('oa_i', 'ka."organizationId"')}
              ORDER BY ka_i."kpiId", ka_i."createdAt", ka_i."id") i) END AS "inputs"
    ${head}
    JOIN "kpi" k ON k."id" = ka."kpiId" AND ${sameOrganization('k', 'ka."organizationId"')}
    JOIN "objective_assignment" oa ON oa."id" = ka."objectiveAssignmentId" AND ${sameOrganization('oa', 'ka."organizationId"')}`;

/** The lines of some ids, row-locked in id order. */
const BY_IDS = `${SOURCE(`FROM unnest($2::uuid[]) AS g("id") JOIN "kpi_assignment" ka ON ka."id" = g."id" AND ${sameOrganization('ka', '$1::uuid')}`)} ORDER BY ka."id" FOR UPDATE OF ka`;

/**
 * Recomputes the stored view values of the scope's lines with libs/scoring and writes the ones that
 * changed, on the caller's transaction. The lines are row-locked (in id order) first, so a
 * concurrent write of one of them is either seen or waits: no committed write leaves a stale value.
 * `settings` must be the organization's as this transaction sees them.
 */
export async function refreshViewScores(manager: EntityManager, organizationId: string, scope: ViewScoreScope, settings: ScorecardSettings): Promise<void> {
  if (!isUuid(organizationId)) throw new Error('A tenant query needs the organization id');
  const idsOf = async (sql: string, params: unknown[]) => ((await manager.query(sql, params)) as { id: string }[]).map((r) => r.id);
  if (scope === 'organization') {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = (await manager.query(`${SOURCE('FROM "kpi_assignment" ka')} WHERE ka."organizationId" = $1 AND ka."id" > $2 ORDER BY ka."id" LIMIT ${BATCH} FOR UPDATE OF ka`, [
        organizationId,
        after,
      ])) as ViewScoreSource[];
      await writeViewScores(manager, organizationId, rows, settings);
      if (rows.length < BATCH) return;
      after = rows[rows.length - 1]!.id;
    }
  }
  let ids: string[];
  if ('calculated' in scope) {
    const of = scope.calculated === 'all' ? null : scope.calculated;
    ids = of
      ? await idsOf(
          `SELECT ka."id" FROM "objective_assignment" oa
             JOIN "kpi_assignment" ka ON ka."objectiveAssignmentId" = oa."id" AND ${sameOrganization('ka', '$1::uuid')}
             JOIN "kpi" k ON k."id" = ka."kpiId" AND k."formula" IS NOT NULL AND ${sameOrganization('k', '$1::uuid')}
            WHERE oa."organizationFunctionId" = $2 AND oa."period" = $3 AND ${sameOrganization('oa', '$1::uuid')}`,
          [organizationId, of.functionId, of.year],
        )
      : await idsOf(
          `SELECT ka."id" FROM "kpi" k JOIN "kpi_assignment" ka ON ka."kpiId" = k."id" AND ka."organizationId" = $1 WHERE k."organizationId" = $1 AND k."formula" IS NOT NULL`,
          [organizationId],
        );
  } else {
    ids = 'assignmentIds' in scope ? [...new Set(scope.assignmentIds)] : await idsOf(`SELECT "id" FROM "kpi_assignment" WHERE "organizationId" = $1 AND "kpiId" = $2`, [organizationId, scope.kpiId]);
  }
  ids.sort(); // the locks taken in one order by every writer
  for (let i = 0; i < ids.length; i += BATCH) {
    const rows = (await manager.query(BY_IDS, [organizationId, ids.slice(i, i + BATCH)])) as ViewScoreSource[];
    await writeViewScores(manager, organizationId, rows, settings);
  }
}

/** One statement for all the rows' views; a view whose values did not change is not rewritten. */
async function writeViewScores(manager: EntityManager, organizationId: string, rows: ViewScoreSource[], settings: ScorecardSettings): Promise<void> {
  if (rows.length === 0) return;
  const n = rows.length * STORED_VIEWS.length;
  const ids: string[] = new Array(n);
  const years: string[] = new Array(n);
  const frequencies: string[] = new Array(n);
  const periods: string[] = new Array(n);
  const views: string[] = new Array(n);
  const scores: (number | null)[] = new Array(n);
  const targets: (number | null)[] = new Array(n);
  const actuals: (number | null)[] = new Array(n);
  const kpiNames: string[] = new Array(n);
  const kpiIds: string[] = new Array(n);
  const functionNames: string[] = new Array(n);
  let i = 0;
  for (const row of rows) {
    const line = { ...row, kpiAssignmentId: row.id, inputs: undefined };
    for (const v of kpiLineInEveryView(line, Number(row.year), settings, row.inputs ?? undefined)) {
      ids[i] = row.id;
      years[i] = row.year;
      frequencies[i] = v.frequency;
      periods[i] = v.period;
      views[i] = v.view;
      scores[i] = v.score;
      targets[i] = v.target;
      actuals[i] = v.actual;
      kpiNames[i] = row.name;
      kpiIds[i] = row.kpiId;
      functionNames[i] = row.functionName;
      i++;
    }
  }
  await manager.query(
    `INSERT INTO "kpi_assignment_view_score" AS s ("organizationId", "kpiAssignmentId", "year", "frequency", "periodKey", "view", "score", "target", "actual", "kpiName", "kpiId", "functionName")
     SELECT $1, v.* FROM unnest($2::uuid[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[], $7::float8[], $8::float8[], $9::float8[], $10::varchar[], $11::uuid[], $12::varchar[]) AS v
     ON CONFLICT ("kpiAssignmentId", "frequency", "periodKey", "view") DO UPDATE
        SET "year" = EXCLUDED."year", "score" = EXCLUDED."score", "target" = EXCLUDED."target", "actual" = EXCLUDED."actual",
            "kpiName" = EXCLUDED."kpiName", "kpiId" = EXCLUDED."kpiId", "functionName" = EXCLUDED."functionName"
      WHERE (s."year", s."score", s."target", s."actual", s."kpiName", s."kpiId", s."functionName")
            IS DISTINCT FROM (EXCLUDED."year", EXCLUDED."score", EXCLUDED."target", EXCLUDED."actual", EXCLUDED."kpiName", EXCLUDED."kpiId", EXCLUDED."functionName")`,
    [organizationId, ids, years, frequencies, periods, views, scores, targets, actuals, kpiNames, kpiIds, functionNames],
  );
}
