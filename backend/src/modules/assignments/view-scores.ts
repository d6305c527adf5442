import type { PeriodValues, Polarity, Submissions, YtdAggregation } from '@scorecard/contracts';
import { kpiLineInEveryView, STORED_VIEWS, type ScorecardSettings } from '@scorecard/scoring';
import type { EntityManager } from 'typeorm';
import { isUuid } from '../../common/tenancy/tenant-repository';

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

/** What the refresh reads of a KPI assignment: what computeKpiLine reads, and a calculated KPI's inputs. */
interface ViewScoreSource {
  id: string;
  kpiId: string;
  year: string;
  name: string;
  unit: string;
  polarity: Polarity;
  frequency: string;
  isCumulative: boolean;
  weight: number;
  targets: PeriodValues;
  actualResults: PeriodValues;
  submissions: Submissions | null;
  formula: string | null;
  ytdAggregation: YtdAggregation | null;
  /** a calculated KPI's inputs: the oldest assignment of each KPI on the same function and year, as the KPI Overview reads them */
  inputs: Record<string, PeriodValues> | null;
}

/**
 * Which lines to refresh: some assignments (with the calculated ones of their functions and years,
 * whose values read theirs), a KPI's (likewise), the calculated ones (of a function and year, or
 * all: an input went with its objective assignment or its KPI), or the organization's (a setting).
 */
export type ViewScoreScope = { assignmentIds: string[] } | { kpiId: string } | { calculated: { functionId: string; year: string } | 'all' } | 'organization';

/** Assignments refreshed per statement when the whole organization is. */
const BATCH = 250;

const SOURCE = `
  SELECT ka."id", ka."kpiId", ka."period" AS "year", ka."weight", ka."targets", ka."actualResults", ka."submissions",
         k."name", k."unit", k."polarity", k."frequency", k."isCumulative", k."formula", k."ytdAggregation",
         CASE WHEN k."formula" IS NULL THEN NULL ELSE (
           SELECT jsonb_object_agg(i."kpiId", i."actualResults") FROM (
             SELECT DISTINCT ON (ka_i."kpiId") ka_i."kpiId", ka_i."actualResults"
               FROM "objective_assignment" oa_i
               JOIN "kpi_assignment" ka_i ON ka_i."objectiveAssignmentId" = oa_i."id" AND ka_i."organizationId" = oa_i."organizationId"
              WHERE oa_i."organizationId" = ka."organizationId" AND oa_i."organizationFunctionId" = oa."organizationFunctionId" AND oa_i."period" = ka."period"
              ORDER BY ka_i."kpiId", ka_i."createdAt", ka_i."id") i) END AS "inputs"
    FROM "kpi_assignment" ka
    JOIN "kpi" k ON k."id" = ka."kpiId" AND k."organizationId" = ka."organizationId"
    JOIN "objective_assignment" oa ON oa."id" = ka."objectiveAssignmentId" AND oa."organizationId" = ka."organizationId"`;

/** The functions and years of some assignments: their calculated neighbours read their values. */
const GROUPS_OF = (match: string) => `
  (oa."organizationFunctionId", ka."period") IN (
    SELECT oa_g."organizationFunctionId", ka_g."period"
      FROM "kpi_assignment" ka_g
      JOIN "objective_assignment" oa_g ON oa_g."id" = ka_g."objectiveAssignmentId" AND oa_g."organizationId" = ka_g."organizationId"
     WHERE ka_g."organizationId" = $1 AND ${match})`;

/**
 * Recomputes the stored view values of the scope's lines with libs/scoring and writes the ones that
 * changed, on the caller's transaction. The lines are row-locked (in id order) first, so a
 * concurrent write of one of them is either seen or waits: no committed write leaves a stale value.
 * `settings` must be the organization's as this transaction sees them.
 */
export async function refreshViewScores(manager: EntityManager, organizationId: string, scope: ViewScoreScope, settings: ScorecardSettings): Promise<void> {
  if (!isUuid(organizationId)) throw new Error('A tenant query needs the organization id');
  if (scope === 'organization') {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = (await manager.query(`${SOURCE} WHERE ka."organizationId" = $1 AND ka."id" > $2 ORDER BY ka."id" LIMIT ${BATCH} FOR UPDATE OF ka`, [organizationId, after])) as ViewScoreSource[];
      await writeViewScores(manager, organizationId, rows, settings);
      if (rows.length < BATCH) return;
      after = rows[rows.length - 1]!.id;
    }
  }
  if ('calculated' in scope) {
    const of = scope.calculated === 'all' ? null : scope.calculated;
    const rows = (await manager.query(
      `${SOURCE} WHERE ka."organizationId" = $1 AND k."formula" IS NOT NULL${of ? ' AND oa."organizationFunctionId" = $2 AND ka."period" = $3' : ''} ORDER BY ka."id" FOR UPDATE OF ka`,
      of ? [organizationId, of.functionId, of.year] : [organizationId],
    )) as ViewScoreSource[];
    for (let i = 0; i < rows.length; i += BATCH) await writeViewScores(manager, organizationId, rows.slice(i, i + BATCH), settings);
    return;
  }
  if ('assignmentIds' in scope && scope.assignmentIds.length === 0) return;
  const [match, param] = 'assignmentIds' in scope ? ['ka_g."id" = ANY($2::uuid[])', scope.assignmentIds] : ['ka_g."kpiId" = $2::uuid', scope.kpiId];
  const own = 'assignmentIds' in scope ? 'ka."id" = ANY($2::uuid[])' : 'ka."kpiId" = $2::uuid';
  const rows = (await manager.query(
    `${SOURCE} WHERE ka."organizationId" = $1 AND (${own} OR (k."formula" IS NOT NULL AND ${GROUPS_OF(match)})) ORDER BY ka."id" FOR UPDATE OF ka`,
    [organizationId, param],
  )) as ViewScoreSource[];
  await writeViewScores(manager, organizationId, rows, settings);
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
      i++;
    }
  }
  await manager.query(
    `INSERT INTO "kpi_assignment_view_score" AS s ("organizationId", "kpiAssignmentId", "year", "frequency", "periodKey", "view", "score", "target", "actual")
     SELECT $1, v.* FROM unnest($2::uuid[], $3::varchar[], $4::varchar[], $5::varchar[], $6::varchar[], $7::float8[], $8::float8[], $9::float8[]) AS v
     ON CONFLICT ("kpiAssignmentId", "frequency", "periodKey", "view") DO UPDATE
        SET "year" = EXCLUDED."year", "score" = EXCLUDED."score", "target" = EXCLUDED."target", "actual" = EXCLUDED."actual"
      WHERE (s."year", s."score", s."target", s."actual") IS DISTINCT FROM (EXCLUDED."year", EXCLUDED."score", EXCLUDED."target", EXCLUDED."actual")`,
    [organizationId, ids, years, frequencies, periods, views, scores, targets, actuals],
  );
}
