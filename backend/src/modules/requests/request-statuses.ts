/**
 * Which of an organization's request statuses end a request: the requests context's rule, used by
 * its escalation check and by the dashboard's pending count and System Health.
 */

/**
 * Statuses that end a request: the last two of the organization's list (by default Completed and
 * Rejected), never its first, which every new request starts in. Every other status is pending.
 */
export function closedRequestStatuses(statuses: readonly string[]): string[] {
  return statuses.slice(1).slice(-2);
}

export function isPendingRequestStatus(statuses: readonly string[], status: string): boolean {
  return !closedRequestStatuses(statuses).includes(status);
}
