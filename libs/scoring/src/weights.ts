/**
 * Weight checks of Set and Cascade (scorecard.md sections 4 and 5): objective weights of a
 * function and KPI weights of each objective assignment should each total exactly 100.
 */
import { WEIGHT_MESSAGES, WEIGHT_RULES } from '@scorecard/contracts';
import { finiteOrNull } from './score.js';

/** success: exactly 100; warning: no KPIs yet; error: under or over 100. */
export type WeightState = 'success' | 'warning' | 'error';

export interface WeightCheck {
  state: WeightState;
  /** sum of the weights, to two decimals */
  total: number;
  /** 100 − total: positive means weight is missing, negative means too much */
  difference: number;
  message: string;
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100 + 0; // + 0 turns -0 into 0

/**
 * Sum of the weights, to two decimals, so that 33.33 + 33.33 + 33.34 counts as exactly 100
 * despite floating-point sums. Missing weights count as 0.
 */
export function weightTotal(weights: Iterable<number | null | undefined>): number {
  let total = 0;
  for (const weight of weights) total += finiteOrNull(weight) ?? 0;
  return twoDecimals(total);
}

type Messages = {
  under: (total: number, missing: number) => string;
  over: (total: number, excess: number) => string;
  balanced: string;
};

function check(weights: Iterable<number | null | undefined>, messages: Messages): WeightCheck {
  const total = weightTotal(weights);
  const difference = twoDecimals(WEIGHT_RULES.total - total);
  if (difference === 0) return { state: 'success', total, difference, message: messages.balanced };
  const message = difference > 0 ? messages.under(total, difference) : messages.over(total, -difference);
  return { state: 'error', total, difference, message };
}

/** Objective weights of one function: 'Objective weights total X%. Add Y% more weight…' / 'Remove Y%…' / balanced. */
export function checkObjectiveWeights(weights: Iterable<number | null | undefined>): WeightCheck {
  return check(weights, {
    under: WEIGHT_MESSAGES.objectivesUnder,
    over: WEIGHT_MESSAGES.objectivesOver,
    balanced: WEIGHT_MESSAGES.objectivesBalanced,
  });
}

/** KPI weights of one objective assignment; no KPIs yet is a warning, not an error. */
export function checkKpiWeights(weights: Iterable<number | null | undefined>): WeightCheck {
  const list = [...weights];
  if (list.length === 0) {
    return { state: 'warning', total: 0, difference: WEIGHT_RULES.total, message: WEIGHT_MESSAGES.noKpis };
  }
  return check(list, { under: WEIGHT_MESSAGES.kpisUnder, over: WEIGHT_MESSAGES.kpisOver, balanced: WEIGHT_MESSAGES.kpisBalanced });
}

export interface ScorecardWeightsCheck {
  /** objective weights valid and every KPI set valid or empty */
  valid: boolean;
  objectives: WeightCheck;
  /** one check per KPI set, in the order given */
  kpiSets: WeightCheck[];
}

/**
 * The overall rule: valid only if the objective weights total 100 and every objective's KPI
 * weights total 100 or it has no KPIs yet.
 */
export function checkScorecardWeights(
  objectiveWeights: Iterable<number | null | undefined>,
  kpiWeightSets: Iterable<Iterable<number | null | undefined>>,
): ScorecardWeightsCheck {
  const objectives = checkObjectiveWeights(objectiveWeights);
  const kpiSets = [...kpiWeightSets].map(checkKpiWeights);
  const valid = objectives.state === 'success' && kpiSets.every((set) => set.state !== 'error');
  return { valid, objectives, kpiSets };
}

/**
 * One assignment weight as entered (number or form text): a number from 1 to 100 inclusive,
 * decimals allowed. Answers 'Weight must be between 1 and 100', or null when valid.
 */
export function checkAssignmentWeight(weight: unknown): string | null {
  const value = typeof weight === 'string' && weight.trim() !== '' ? Number(weight) : weight;
  const ok = typeof value === 'number' && value >= WEIGHT_RULES.min && value <= WEIGHT_RULES.max;
  return ok ? null : WEIGHT_MESSAGES.weightRange;
}

export function isValidAssignmentWeight(weight: unknown): boolean {
  return checkAssignmentWeight(weight) === null;
}
