import type { ActivityResponse } from '../../activities/activity.entity';
import type { OverallHealth, RequestQueueHealth } from '../system-health';

/** GET /api/dashboard/summary: everything the dashboard shows, in one call. */
export interface DashboardSummaryResponse {
  objectives: number;
  kpis: number;
  /** requests not in the organization's two closing statuses (see `pendingStatuses`) */
  pendingRequests: number;
  /** users of the organization */
  activeUsers: number;
  /** the organization's statuses counted as pending */
  pendingStatuses: string[];
  /** the 3 latest activities, newest first */
  recentActivities: ActivityResponse[];
  systemHealth: {
    status: OverallHealth;
    requestQueue: RequestQueueHealth;
  };
}
