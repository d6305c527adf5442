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

/** How one item of a roll-up counts (DESIGN decision 22's explain). */
export interface RollupItemBreakdown {
  score: number | null;
  weight: number;
  /** whether its score counts */
  included: boolean;
  /** its weight as the roll-up uses it (scaled up when others have no data; equal shares under a plain average); null when not included */
  weightInForce: number | null;
  /** points it adds to the roll-up's score, two decimals; null when not included */
  contribution: number | null;
}

/**
 * A roll-up worked out: which rule applied ('weighted': Σ score × weight in force / 100; 'average':
 * a plain average; 'zero-weights': a level whose weights total 0, which scores 0; 'none': no item has
 * a score), each item's part, the unrounded sum (`rawScore`) and the score.
 */
export interface RollupBreakdown {
  method: 'weighted' | 'average' | 'zero-weights' | 'none';
  items: RollupItemBreakdown[];
  rawScore: number | null;
  score: number | null;
}

function breakdownItems(
  items: readonly WeightedScore[],
  weightInForce: (score: number, weight: number) => number | null,
): RollupItemBreakdown[] {
  return items.map((item) => {
    const score = finiteOrNull(item.score);
    const weight = finiteOrNull(item.weight) ?? 0;
    const inForce = score === null ? null : weightInForce(score, weight);
    return {
      score,
      weight,
      included: inForce !== null,
      weightInForce: inForce === null ? null : twoDecimals(inForce),
      contribution: inForce === null ? null : twoDecimals((score! * inForce) / 100),
    };
  });
}

/**
 * The weighted rule over the scored items: each one's weight in force is its weight × total weight /
 * weight with data, and the sum is Σ score × weight / 100 × total / with data. Null when the scored
 * items weigh nothing.
 */
function weightedBreakdown(items: readonly WeightedScore[]): Omit<RollupBreakdown, 'score'> | null {
  const scored = scoredOnly(items);
  const scoredWeight = scored.reduce((sum, item) => sum + item.weight, 0);
  if (scoredWeight === 0) return null;
  const total = totalWeight(items);
  const sum = scored.reduce((acc, item) => acc + (item.score * item.weight) / 100, 0);
  return {
    method: 'weighted',
    items: breakdownItems(items, (_, weight) => (weight * total) / scoredWeight),
    rawScore: twoDecimals((sum * total) / scoredWeight),
  };
}

function averageBreakdown(items: readonly WeightedScore[]): Omit<RollupBreakdown, 'score'> {
  const scored = scoredOnly(items);
  return {
    method: 'average',
    items: breakdownItems(items, () => 100 / scored.length),
    rawScore: twoDecimals(averageScore(scored.map((k) => k.score))!),
  };
}

function noneBreakdown(items: readonly WeightedScore[]): RollupBreakdown {
  return { method: 'none', items: breakdownItems(items, () => null), rawScore: null, score: null };
}

/**
 * Objective score, worked out: Σ score × weight / 100 over its KPIs, KPIs without data left out and
 * their weight shared by the others (see above); when the weights of all its KPIs total 0, or those
 * with a score weigh nothing, the plain average of the scores instead. Null when no KPI has a score.
 * Not rounded to a whole number (the specification rounds only perspective and level scores); kept
 * to two decimals.
 */
export function objectiveBreakdown(kpis: readonly WeightedScore[]): RollupBreakdown {
  if (scoredOnly(kpis).length === 0) return noneBreakdown(kpis);
  const worked = weightedBreakdown(kpis) ?? averageBreakdown(kpis);
  return { ...worked, score: worked.rawScore };
}

/** The objective score alone (objectiveBreakdown's). */
export function objectiveScore(kpis: readonly WeightedScore[]): number | null {
  return objectiveBreakdown(kpis).score;
}

/**
 * Perspective score, worked out: the rounded plain average of its KPI scores (each KPI weighs the
 * same, 100 / the number with a score); null when none has a score.
 */
export function perspectiveBreakdown(kpis: readonly WeightedScore[]): RollupBreakdown {
  if (scoredOnly(kpis).length === 0) return noneBreakdown(kpis);
  const worked = averageBreakdown(kpis);
  return { ...worked, score: Math.round(averageScore(kpis.map((k) => k.score))!) };
}

/** Perspective score: rounded plain average of its KPI scores; null when none has a score (perspectiveBreakdown's). */
export function perspectiveScore(kpiScores: Iterable<number | null | undefined>): number | null {
  return perspectiveBreakdown([...kpiScores].map((score) => ({ score, weight: 0 }))).score;
}

/**
 * Level (and corporate) score, worked out: rounded Σ score × weight / 100 over the items with a
 * score, scaled to the whole weight (items without data do not count against it); 0 when the weights
 * of all items total 0; null when no item with a score carries weight. The scorecard feeds it the
 * objectives of the level with their objective weights (which total 100), so that a level of
 * perfectly met objectives scores 100 and not 100 per objective.
 */
export function levelBreakdown(items: readonly WeightedScore[]): RollupBreakdown {
  if (scoredOnly(items).length === 0) return noneBreakdown(items);
  if (totalWeight(items) === 0) return { method: 'zero-weights', items: breakdownItems(items, () => 0), rawScore: 0, score: 0 };
  const worked = weightedBreakdown(items);
  if (worked === null) return noneBreakdown(items);
  return { ...worked, score: Math.round(worked.rawScore!) };
}

/** The level score alone (levelBreakdown's). */
export function levelScore(items: readonly WeightedScore[]): number | null {
  return levelBreakdown(items).score;
}
