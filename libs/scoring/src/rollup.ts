/**
 * Roll-ups of KPI scores (scorecard.md section 9, DESIGN decision 14).
 *
 * KPIs without data (score null: nothing reported in the window yet) have no score, and they do not
 * count against the roll-up: a weighted sum is taken over the items with a score and scaled by the
 * share of weight that has data (Σ score × weight / 100 × total weight / weight with data), so a
 * quarter in progress reads like the finished ones instead of collapsing, and the missing data
 * shows as 'No Data' on its line. When every item has a score this is exactly the specification's
 * Σ score × weight / 100. A plain average simply ignores them. When no item has a score the
 * roll-up is null ("no data"), never 0.
 */
import { finiteOrNull } from './score.js';

export interface WeightedScore {
  score: number | null | undefined;
  /** percent; weights of one set are meant to total 100 */
  weight: number | null | undefined;
}

function scoredOnly(items: readonly WeightedScore[]): { score: number; weight: number }[] {
  const result: { score: number; weight: number }[] = [];
  for (const item of items) {
    const score = finiteOrNull(item.score);
    if (score !== null) result.push({ score, weight: finiteOrNull(item.weight) ?? 0 });
  }
  return result;
}

function totalWeight(items: readonly WeightedScore[]): number {
  return items.reduce((sum, item) => sum + (finiteOrNull(item.weight) ?? 0), 0);
}

/** Plain average of the scores present, unrounded; null when none is. */
export function averageScore(scores: Iterable<number | null | undefined>): number | null {
  let sum = 0;
  let count = 0;
  for (const score of scores) {
    const s = finiteOrNull(score);
    if (s !== null) {
      sum += s;
      count++;
    }
  }
  return count === 0 ? null : sum / count;
}

/** Two decimals: enough for display, and it removes floating-point noise before any rounding (7 at weights 10/29/61 sums to 6.999999999999999). */
function twoDecimals(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Σ score × weight / 100 over the scored items, scaled to the whole weight; null when the scored items weigh nothing. */
function weightedOverScored(items: readonly WeightedScore[]): number | null {
  const scored = scoredOnly(items);
  const scoredWeight = scored.reduce((sum, item) => sum + item.weight, 0);
  if (scoredWeight === 0) return null;
  const sum = scored.reduce((total, item) => total + (item.score * item.weight) / 100, 0);
  return twoDecimals((sum * totalWeight(items)) / scoredWeight);
}

/**
 * Objective score: Σ score × weight / 100 over its KPIs, KPIs without data left out and their
 * weight shared by the others (see above); when the weights of all its KPIs total 0, or those with
 * a score weigh nothing, the plain average of the scores instead. Null when no KPI has a score.
 * Not rounded to a whole number (the specification rounds only perspective and level scores);
 * kept to two decimals.
 */
export function objectiveScore(kpis: readonly WeightedScore[]): number | null {
  const scored = scoredOnly(kpis);
  if (scored.length === 0) return null;
  return weightedOverScored(kpis) ?? twoDecimals(averageScore(scored.map((k) => k.score))!);
}

/** Perspective score: rounded plain average of its KPI scores; null when none has a score. */
export function perspectiveScore(kpiScores: Iterable<number | null | undefined>): number | null {
  const average = averageScore(kpiScores);
  return average === null ? null : Math.round(average);
}

/**
 * Level (and corporate) score: rounded Σ score × weight / 100 over the items with a score, scaled
 * to the whole weight (items without data do not count against it); 0 when the weights of all
 * items total 0; null when no item with a score carries weight. The scorecard feeds it the
 * objectives of the level with their objective weights (which total 100), so that a level of
 * perfectly met objectives scores 100 and not 100 per objective.
 */
export function levelScore(items: readonly WeightedScore[]): number | null {
  if (scoredOnly(items).length === 0) return null;
  if (totalWeight(items) === 0) return 0;
  const score = weightedOverScored(items);
  return score === null ? null : Math.round(score);
}
