import { AppInfoSchema, type AppInfo } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const siteSettingsQueryKey = ['admin', 'site-settings'] as const;

/** `GET /api/admin/site-settings`: every appInfo field as stored (not the member site's cache). */
export async function getSiteSettings(signal?: AbortSignal): Promise<AppInfo> {
  return (await apiClient.get('/site-settings', AppInfoSchema, { signal, silent: true })).data;
}

export function useSiteSettings() {
  return useQuery(queryOptions({ queryKey: siteSettingsQueryKey, queryFn: ({ signal }) => getSiteSettings(signal) }));
}
