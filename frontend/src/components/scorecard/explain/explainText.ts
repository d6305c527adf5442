/**
 * The words of an explain answer (DESIGN decision 22): how a KPI line's score is made from its
 * periods, polarity, cap and band, and how a roll-up is made from its items' contributions. Only
 * the server's numbers are shown; nothing here recomputes a score.
 */
import { periodLabel } from '@scorecard/scoring';
import type { KpiExplainAnswer, PeriodKey, RollupExplainAnswer } from '../../../lib/shared';
import { formatScore, formatValue } from '../format';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
export const num = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : number.format(value));

export function periodList(periods: readonly PeriodKey[]): string {
  return periods.map((p) => periodLabel(p)).join(', ');
}

/** 'Q1 and Q2 have results; their targets and actuals are summed.' and the like. */
export function periodsSentence(a: KpiExplainAnswer): string {
  if (a.periodsUsed.length === 0) return a.periodsSkipped.length === 0 ? 'No period of this KPI falls in the view.' : `No result yet in ${periodList(a.periodsSkipped)}: no score (No Data).`;
  const used = periodList(a.periodsUsed.map((p) => p.period));
  if (a.isCumulative) return `Cumulative: the latest period with a result counts, ${used}.`;
  if (a.periodsUsed.length === 1) return `${used} counts.`;
  return `${used} have results: their targets and actuals are summed.`;
}

export function skippedSentence(a: KpiExplainAnswer): string | null {
  if (a.periodsSkipped.length === 0 || a.periodsUsed.length === 0) return null;
  return a.isCumulative ? `Not used: ${periodList(a.periodsSkipped)}.` : `Skipped, no result: ${periodList(a.periodsSkipped)} (their targets do not count).`;
}

/** 'Higher is better: 210 ÷ 200 × 100 = 105' or the lower-is-better ratio. */
export function ratioSentence(a: KpiExplainAnswer): string | null {
  if (a.targetSum === null || a.actualSum === null) return null;
  if (a.targetSum === 0) return 'The target is 0: the score is 0.';
  if (a.polarity === 'negative') {
    if (a.rawScore === null) return `Lower is better, and the actual is 0: the best possible, the cap (${formatScore(a.cap)}).`;
    return `Lower is better: target ÷ actual × 100 = ${num(a.targetSum)} ÷ ${num(a.actualSum)} × 100 = ${num(a.rawScore)}.`;
  }
  return `Higher is better: actual ÷ target × 100 = ${num(a.actualSum)} ÷ ${num(a.targetSum)} × 100 = ${num(a.rawScore)}.`;
}

/** Rounding, the floor at 0 and the cap. */
export function capSentence(a: KpiExplainAnswer): string | null {
  if (a.score === null || a.rawScore === null || a.targetSum === 0) return null;
  if (a.rawScore > a.cap) return `${num(a.rawScore)} is above the cap of ${formatScore(a.cap)}: the score is ${formatScore(a.score)}.`;
  return `Rounded: ${formatScore(a.score)} (scores are capped at ${formatScore(a.cap)}).`;
}

/** 'On Target: 96.2 is at least 90 and under 100.' */
export function bandSentence(answer: Pick<KpiExplainAnswer, 'score' | 'status' | 'thresholds'>): string {
  const { score, status, thresholds: t } = answer;
  if (score === null) return 'No Data: no score to judge.';
  const s = num(score);
  switch (status) {
    case 'Exceeds Target':
      return `Exceeds Target: ${s} is at least ${num(t.exceedsTargetThreshold)}.`;
    case 'On Target':
      return `On Target: ${s} is at least ${num(t.onTargetThreshold)} and under ${num(t.exceedsTargetThreshold)}.`;
    case 'Near Target':
      return `Near Target: ${s} is at least ${num(t.nearTargetThreshold)} and under ${num(t.onTargetThreshold)}.`;
    case 'At Risk':
      return `At Risk: ${s} is at least ${num(t.atRiskThreshold)} and under ${num(t.nearTargetThreshold)}.`;
    default:
      return `Below Target: ${s} is under ${num(t.atRiskThreshold)}.`;
  }
}

/** The line's part of its objective. */
export function contributionSentence(a: KpiExplainAnswer): string {
  if (a.contribution === null) return `Weight ${num(a.weight)}%: left out of its objective's score until it has data.`;
  const inForce = a.weightInForce !== null && a.weightInForce !== a.weight ? ` (${num(a.weightInForce)}% in force, shared from KPIs without data or equal shares)` : '';
  return `Weight ${num(a.weight)}%${inForce}: contributes ${num(a.contribution)} points to its objective's score.`;
}

export function methodSentence(a: RollupExplainAnswer, itemsLabel: string): string {
  const included = a.items.filter((i) => i.included);
  const sum = included.map((i) => num(i.contribution)).join(' + ');
  const rounded = a.kind !== 'objective' && a.rawScore !== a.score ? `, rounded to ${formatScore(a.score)}` : '';
  switch (a.method) {
    case 'none':
      return `No ${itemsLabel} has data yet: no score.`;
    case 'average':
      return a.kind === 'perspective'
        ? `The plain average of its ${itemsLabel}s with a score, each weighing the same: ${sum} = ${num(a.rawScore)}${rounded}.`
        : `The weights total 0: the plain average of the scores, ${sum} = ${num(a.rawScore)}.`;
    case 'zero-weights':
      return `The weights total 0: the score is 0.`;
    default: {
      const scaled = a.items.some((i) => i.included && i.weightInForce !== null && i.weightInForce !== i.weight);
      return `${scaled ? `Left out without data; their weight is shared by the others. ` : ''}Score × weight in force ÷ 100, summed: ${sum} = ${num(a.rawScore)}${rounded}.`;
    }
  }
}

export { formatScore, formatValue };
