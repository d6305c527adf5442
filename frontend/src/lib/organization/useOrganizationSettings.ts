import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { OrganizationSettingsPatch } from '../../providers/apiTypes';
import type { ScorecardDataProvider } from '../../providers/dataProvider';
import { QUERY_KEYS } from '../../providers/queryKeys';
import { useSession } from '../session';
import { CACHE_TIMES } from '../shared';

/** GET /api/organization-settings (when the user belongs to an organization), cached with the settings cache times (30 / 60 min). */
export function useOrganizationSettings() {
  const dataProvider = useDataProvider<ScorecardDataProvider>();
  // A super admin outside any organization has no settings to read (DESIGN decision 13).
  const hasOrganization = Boolean(useSession().user?.organizationId);
  return useQuery({
    enabled: hasOrganization,
    queryKey: QUERY_KEYS.organizationSettings,
    queryFn: () => dataProvider.getOrganizationSettings(),
    staleTime: CACHE_TIMES.organizationSettings.staleMs,
    gcTime: CACHE_TIMES.organizationSettings.keptMs,
  });
}

/**
 * PUT /api/organization-settings with the part a tab edits. The answer (the whole settings) goes
 * into the cache at once, then the settings are refetched, so every label on screen follows.
 */
export function useUpdateOrganizationSettings() {
  const dataProvider = useDataProvider<ScorecardDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: OrganizationSettingsPatch) => dataProvider.updateOrganizationSettings(patch),
    onSuccess: async (settings) => {
      if (settings && typeof settings === 'object') queryClient.setQueryData(QUERY_KEYS.organizationSettings, settings);
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.organizationSettings });
    },
  });
}
