/**
 * The period close's rules as the screens need them (DESIGN decision 21): which of a KPI's periods
 * are locked and why, how complete a reporting period is, and the words of a submission state.
 * The period arithmetic itself is libs/scoring's (lockedPeriodFor, reportingPeriodName).
 */
import { type PeriodKey } from '@scorecard/contracts';
import { lockedPeriodFor } from '@scorecard/scoring';
import { PERIOD_CLOSE_MESSAGES, type ReportingPeriod, type SubmissionState } from '../shared';

/** What a locked field shows: 'Q1 2026 is locked: books closed' (the server's 409 message, with the reason). */
export function lockNote(period: Pick<ReportingPeriod, 'name' | 'lockReason'>): string {
  const reason = period.lockReason?.trim();
  const locked = PERIOD_CLOSE_MESSAGES.locked(period.name);
  return reason ? `${locked}: ${reason}` : locked;
}

/**
 * The KPI periods (`keys`, of the assignment's `year`) that fall in a locked reporting period, each
 * with the note to show (the finest locked period: the month before its quarter, the quarter before the year).
 */
export function lockedPeriodsOf(periods: readonly ReportingPeriod[] | undefined, year: string | number, keys: readonly PeriodKey[]): Partial<Record<PeriodKey, string>> {
  const locked: Partial<Record<PeriodKey, string>> = {};
  if (!periods?.length) return locked;
  const byKey = new Map(periods.map((p) => [p.key, p]));
  const lockedKeys = periods.filter((p) => p.state === 'locked').map((p) => p.key);
  if (!lockedKeys.length) return locked;
  for (const key of keys) {
    const hit = lockedPeriodFor(year, key, lockedKeys);
    const period = hit ? byKey.get(hit.key) : undefined;
    if (period) locked[key] = lockNote(period);
  }
  return locked;
}

export type CompletionLevel = 'complete' | 'partial' | 'not-started' | 'nothing-due';

export interface CompletionCounts {
  due: number;
  submitted: number;
  approved: number;
  missing: number;
}

export const COMPLETION_LABELS: Readonly<Record<CompletionLevel, string>> = {
  complete: 'Complete',
  partial: 'In progress',
  'not-started': 'Not started',
  'nothing-due': 'Nothing due',
};

/** Submitted or approved share of what is due, 0 to 100 (100 when nothing is due). */
export function completionPercent({ due, submitted, approved }: CompletionCounts): number {
  if (due <= 0) return 100;
  return Math.max(0, Math.min(100, Math.round(((submitted + approved) / due) * 100)));
}

export function completionLevel(counts: CompletionCounts): CompletionLevel {
  if (counts.due <= 0) return 'nothing-due';
  if (counts.missing <= 0) return 'complete';
  return counts.submitted + counts.approved > 0 ? 'partial' : 'not-started';
}

/** The counts in words, never colour alone: '3 of 5 in · 2 missing'. */
export function completionText(counts: CompletionCounts): string {
  if (counts.due <= 0) return COMPLETION_LABELS['nothing-due'];
  const parts = [`${counts.submitted + counts.approved} of ${counts.due} in`];
  if (counts.missing > 0) parts.push(`${counts.missing} missing`);
  return parts.join(' · ');
}

/** The words of a submission state where it matters on a value; null for approved or missing. */
export function submissionLabel(state: SubmissionState | undefined | null): string | null {
  if (state === 'submitted') return PERIOD_CLOSE_MESSAGES.awaitingApproval;
  if (state === 'returned') return 'Returned';
  return null;
}

/** '10 April 2026' for '2026-04-10' (a calendar date, whatever the browser's zone). */
export function formatCalendarDate(date: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  if (!match) return '';
  const value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return value.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
