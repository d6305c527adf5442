/**
 * Coverage of a roll-up (DESIGN decision 19): how many of its KPIs have a score and the share of its
 * weight they carry, so a score taken from a few KPIs never looks like one taken from all of them.
 *
 * - an objective: its KPIs with their KPI weights (weights totalling 0: each KPI the same, as its
 *   plain-average score counts them);
 * - a perspective: the KPIs under its objectives, each the same (its score is their plain average);
 * - a level: the KPIs under its objectives, each carrying its part of its objective's weight
 *   (objective weight × the KPI's share in its objective); an objective without KPIs carries its
 *   weight uncovered. Objective weights totalling 0: each KPI the same.
 * `weightPercent` is a whole percent, 100 only when nothing that carries weight is missing (99.6%
 * reads 99), and at least 1 when anything that carries weight has a score.
 */
import type { RollupCoverage } from '@scorecard/contracts';
import { finiteOrNull } from './score.js';
import type { WeightedScore } from './rollup.js';

/** A share in [0, 1] as a whole percent that never reads full or empty when it is not. */
export function sharePercent(share: number): number {
  if (share >= 1) return 100;
  if (share <= 0) return 0;
  return Math.min(99, Math.max(1, Math.round(share * 100)));
}

interface Share {
  scored: number;
  total: number;
  /** share of the weight with a score, in [0, 1] */
  share: number;
}

function countShare(scored: number, total: number): number {
  return total === 0 ? 0 : scored / total;
}

function hasScore(item: WeightedScore): boolean {
  return finiteOrNull(item.score) !== null;
}

function objectiveShare(kpis: readonly WeightedScore[]): Share {
  const scored = kpis.filter(hasScore);
  const total = kpis.reduce((sum, k) => sum + (finiteOrNull(k.weight) ?? 0), 0);
  const withData = scored.reduce((sum, k) => sum + (finiteOrNull(k.weight) ?? 0), 0);
  return { scored: scored.length, total: kpis.length, share: total === 0 ? countShare(scored.length, kpis.length) : withData / total };
}

function toCoverage(share: Share): RollupCoverage {
  return { scored: share.scored, total: share.total, weightPercent: sharePercent(share.share) };
}

/** An objective's coverage: its KPIs with their KPI weights. */
export function objectiveCoverage(kpis: readonly WeightedScore[]): RollupCoverage {
  return toCoverage(objectiveShare(kpis));
}

/** A perspective's coverage: its KPIs, each the same. */
export function perspectiveCoverage(kpiScores: readonly (number | null | undefined)[]): RollupCoverage {
  const scored = kpiScores.filter((s) => finiteOrNull(s) !== null).length;
  return toCoverage({ scored, total: kpiScores.length, share: countShare(scored, kpiScores.length) });
}

/** A level's coverage: the KPIs under its objectives, each with its part of its objective's weight. */
export function levelCoverage(objectives: readonly { weight: number | null | undefined; kpis: readonly WeightedScore[] }[]): RollupCoverage {
  const shares = objectives.map((o) => ({ weight: finiteOrNull(o.weight) ?? 0, ...objectiveShare(o.kpis) }));
  const scored = shares.reduce((sum, s) => sum + s.scored, 0);
  const total = shares.reduce((sum, s) => sum + s.total, 0);
  const weight = shares.reduce((sum, s) => sum + s.weight, 0);
  const share = weight === 0 ? countShare(scored, total) : shares.reduce((sum, s) => sum + s.weight * s.share, 0) / weight;
  return toCoverage({ scored, total, share });
}

/** Whether a roll-up's score is taken from less than all of it (the screens then show coverageNote). */
export function isPartialCoverage(coverage: RollupCoverage): boolean {
  return coverage.scored > 0 && (coverage.scored < coverage.total || coverage.weightPercent < 100);
}

/**
 * The words shown beside a rolled-up score taken from less than all of it: 'based on 7 of 20 KPIs,
 * 45% of the weight'; null when the coverage is full or nothing has a score (the score reads No Data).
 * `kpisLabel` is the organization's term for KPIs.
 */
export function coverageNote(coverage: RollupCoverage | null | undefined, kpisLabel = 'KPIs'): string | null {
  if (!coverage || !isPartialCoverage(coverage)) return null;
  return `based on ${coverage.scored} of ${coverage.total} ${kpisLabel}, ${coverage.weightPercent}% of the weight`;
}
