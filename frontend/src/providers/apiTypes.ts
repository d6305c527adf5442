/**
 * Answers of the non-CRUD calls the screens read. Record shapes (objectives, KPIs, themes,
 * employees, settings) come from @scorecard/contracts; these are the aggregates the server builds.
 */
import type { Activity, OrganizationSettings, OrganizationSettingsRecord } from '../app/shared';

/** An activity as listed by GET /api/activities (newest first). */
export interface ActivityEntry extends Omit<Activity, 'organizationId' | 'details' | 'metadata'> {
  /** the acting user's name, copied when the activity was written */
  performedByName?: string | null;
  details: Record<string, unknown> | null;
  metadata: Record<string, unknown> | null;
  createdAt: string;
}

/** GET /api/activities/summary: the four All Activities tiles, counted by the server. */
export interface ActivitySummary {
  libraryActions: number;
  assignments: number;
  dataUpdates: number;
  total: number;
}

export type OverallHealth = 'Healthy' | 'Needs Attention' | 'Setup Required';
export type RequestQueueHealth = 'Up to date' | 'Manageable' | 'Needs attention';

/** GET /api/dashboard/summary: everything the dashboard shows, in one call. */
export interface DashboardSummary {
  objectives: number;
  kpis: number;
  pendingRequests: number;
  activeUsers: number;
  /** the organization's statuses counted as pending */
  pendingStatuses?: string[];
  /** the 3 latest activities, newest first */
  recentActivities: ActivityEntry[];
  systemHealth: {
    status: OverallHealth;
    requestQueue: RequestQueueHealth;
  };
}

export interface ActivityQuery {
  limit?: number;
  /** one of ACTIVITY_CATEGORIES; absent for all */
  category?: string;
}

/** PUT /api/organization-settings takes any part of the settings and answers the whole. */
export type OrganizationSettingsPatch = Partial<Omit<OrganizationSettings, 'updatedById'>>;
export type { OrganizationSettingsRecord };

/** GET /api/functions/assignment-counts?period=: functions without assignments that year are left out. */
export interface FunctionAssignmentCounts {
  functionId: string;
  objectiveCount: number;
  kpiCount: number;
}
