/**
 * The dashboard's System Health rules (platform.md section 9), pure so the screens could share them.
 */

import type { OverallHealth, RequestQueueHealth } from '@scorecard/contracts';

/** Pending requests up to this many are still "Manageable" and allow "Healthy". */
export const MANAGEABLE_PENDING_REQUESTS = 3;

/** 0 pending 'Up to date', 1 to 3 'Manageable', over 3 'Needs attention'. */
export function requestQueueHealth(pendingRequests: number): RequestQueueHealth {
  if (pendingRequests <= 0) return 'Up to date';
  return pendingRequests <= MANAGEABLE_PENDING_REQUESTS ? 'Manageable' : 'Needs attention';
}

export interface HealthCounts {
  objectives: number;
  kpis: number;
  activeUsers: number;
  pendingRequests: number;
}

/**
 * 'Healthy' when objectives, KPIs and active users all exist and at most 3 requests are pending;
 * 'Setup Required' when the library is empty (no objectives and no KPIs: the signed-in user always
 * counts as an active user, so "none exist" is read on the library); otherwise 'Needs Attention'.
 */
export function overallHealth(counts: HealthCounts): OverallHealth {
  const { objectives, kpis, activeUsers, pendingRequests } = counts;
  if (objectives > 0 && kpis > 0 && activeUsers > 0 && pendingRequests <= MANAGEABLE_PENDING_REQUESTS) return 'Healthy';
  if (objectives <= 0 && kpis <= 0) return 'Setup Required';
  return 'Needs Attention';
}
