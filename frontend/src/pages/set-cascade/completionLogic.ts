/**
 * The Set and Cascade chart's completion colours (DESIGN decision 21): each function's counts for
 * the selected reporting period, rolled up its branch, and the period the bar starts on.
 */
import { QUARTER_KEYS, type FunctionCompletion, type PeriodKey } from '@scorecard/contracts';
import { currentPeriod } from '@scorecard/scoring';
import type { CompletionCounts } from '../../lib/periods/periodClose';
import type { ChartTree } from './cascadeLogic';

const ZERO: CompletionCounts = { due: 0, submitted: 0, approved: 0, missing: 0 };
const add = (a: CompletionCounts, b: CompletionCounts): CompletionCounts => ({
  due: a.due + b.due,
  submitted: a.submitted + b.submitted,
  approved: a.approved + b.approved,
  missing: a.missing + b.missing,
});

/**
 * Each function's counts with those of every function below it (a branch is complete when all of
 * it is). Functions the answer does not name count zero; one pass over the tree.
 */
export function rollUpCompletion(tree: ChartTree, rows: readonly FunctionCompletion[] | undefined): Map<string, CompletionCounts> {
  const own = new Map((rows ?? []).map((r) => [r.functionId, { due: r.due, submitted: r.submitted, approved: r.approved, missing: r.missing }]));
  const branch = new Map<string, CompletionCounts>();
  const visit = (id: string, seen: Set<string>): CompletionCounts => {
    const known = branch.get(id);
    if (known) return known;
    seen.add(id);
    let total = own.get(id) ?? ZERO;
    for (const child of tree.children.get(id) ?? []) if (!seen.has(child.id)) total = add(total, visit(child.id, seen));
    branch.set(id, total);
    return total;
  };
  for (const id of tree.byId.keys()) visit(id, new Set());
  return branch;
}

/** The organization's total: the sum of every function's own counts. */
export function totalCompletion(rows: readonly FunctionCompletion[] | undefined): CompletionCounts {
  return (rows ?? []).reduce<CompletionCounts>((sum, r) => add(sum, r), ZERO);
}

/** The period the bar starts on: the last quarter that has ended in `year` (Q4 for a past year, Q1 for a future one). */
export function defaultCompletionPeriod(year: number, now: Date, timeZone?: string): PeriodKey {
  const thisYear = now.getFullYear();
  if (year < thisYear) return 'q4';
  if (year > thisYear) return 'q1';
  const index = QUARTER_KEYS.indexOf(currentPeriod('quarterly', now, timeZone) as (typeof QUARTER_KEYS)[number]);
  return QUARTER_KEYS[Math.max(0, index - 1)]!;
}
