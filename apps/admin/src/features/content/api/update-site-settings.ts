import { AppInfoSchema, type AdminSiteSettingsUpdate } from '@app/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { siteSettingsQueryKey } from './get-site-settings';

/**
 * `POST /api/admin/site-settings`: any subset of the appInfo fields; answers the stored settings
 * (webcontent sanitised) and a message saying whether anything was removed.
 */
export function updateSiteSettings(input: AdminSiteSettingsUpdate) {
  return apiClient.post('/site-settings', AppInfoSchema, { body: input });
}

export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSiteSettings,
    onSuccess: ({ data }) => queryClient.setQueryData(siteSettingsQueryKey, data),
  });
}
