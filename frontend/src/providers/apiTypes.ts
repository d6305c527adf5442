/**
 * Answers of the non-CRUD calls the screens read. Every shape comes from @scorecard/contracts (the
 * server's mappers return the same types); these names are the ones the screens use.
 */
import type { Activity, OrganizationSettings, OrganizationSettingsRecord } from '../lib/shared';

export type { ActivitySummary, DashboardSummary, OverallHealth, RequestQueueHealth } from '../lib/shared';

/** An activity as listed by GET /api/activities (newest first). */
export type ActivityEntry = Activity;

export interface ActivityQuery {
  limit?: number;
  /** one of ACTIVITY_CATEGORIES; absent for all */
  category?: string;
}

/** PUT /api/organization-settings takes any part of the settings and answers the whole. */
export type OrganizationSettingsPatch = Partial<Omit<OrganizationSettings, 'updatedById'>>;
export type { OrganizationSettingsRecord };
