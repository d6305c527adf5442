import { useCallback } from 'react';
import { useUpdateOrganizationSettings } from '../../lib/organization/useOrganizationSettings';
import { SETTINGS_MESSAGES } from '../../lib/shared';
import { toast } from '../../lib/toast/toastStore';
import type { OrganizationSettingsPatch } from '../../providers/apiTypes';

/** Saves one tab's part of the settings with the specification's toasts; answers whether it saved. */
export function useSaveSettings() {
  const mutation = useUpdateOrganizationSettings();
  const { mutateAsync } = mutation;
  const save = useCallback(
    async (patch: OrganizationSettingsPatch): Promise<boolean> => {
      try {
        await mutateAsync(patch);
        toast({ title: SETTINGS_MESSAGES.savedTitle, description: SETTINGS_MESSAGES.saved, variant: 'success' });
        return true;
      } catch (error) {
        console.error('Failed to update settings', error);
        toast({ title: SETTINGS_MESSAGES.saveFailedTitle, description: SETTINGS_MESSAGES.saveFailed, variant: 'destructive' });
        return false;
      }
    },
    [mutateAsync],
  );
  return { save, saving: mutation.isPending };
}
