import type { PeriodKey, Submission, SubmissionState, Submissions } from '@scorecard/contracts';
export { submissionStateOf } from '@scorecard/scoring';

/**
 * Submissions after results were recorded (DESIGN decision 21): each changed period is submitted
 * ('approved' at once without requireApproval), a cleared one is missing again.
 */
export function submitChanged(
  submissions: Submissions | null | undefined,
  changed: { period: PeriodKey; newValue: number | null }[],
  requireApproval: boolean,
  userId: string,
  at: Date,
): Submissions {
  const next: Submissions = { ...(submissions ?? {}) };
  for (const { period, newValue } of changed) {
    const state: SubmissionState = newValue === null ? 'missing' : requireApproval ? 'submitted' : 'approved';
    next[period] = { state, by: userId, at: at.toISOString(), comment: null } satisfies Submission;
  }
  return next;
}
