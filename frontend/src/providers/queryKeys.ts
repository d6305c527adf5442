/**
 * Query keys of the calls that are not react-admin CRUD lists (those use react-admin's own keys,
 * [resource, 'getList', params], so invalidating [resource] refreshes every page of a resource).
 */
export const QUERY_KEYS = {
  organizationSettings: ['organization-settings'] as const,
  dashboardSummary: ['dashboard', 'summary'] as const,
  activities: ['activities'] as const,
  activityList: (category: string) => ['activities', 'list', category] as const,
  activitySummary: ['activities', 'summary'] as const,
};
