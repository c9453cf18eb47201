import { AppInfoCheck } from '@app/shared/checks';
import { type AppInfo } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { readCachedAppInfo } from '../read-stored';
import { storageKeys, writeJson } from '../storage';

/**
 * appInfo (spec-1 §1, §3): `POST /api/app` at start, cached in local storage under 'appInfo' so a
 * returning visitor sees the title, logo and maintenance state before the answer arrives.
 */
export async function getAppInfo(signal?: AbortSignal): Promise<AppInfo> {
  // Silent: a failure keeps the cached appInfo; the shell shows its own error state.
  const answer = await apiClient.post('/app', AppInfoCheck, { signal, silent: true });
  writeJson('local', storageKeys.appInfo, answer.data);
  return answer.data;
}

export const appInfoQueryOptions = queryOptions({
  queryKey: ['app-info'],
  queryFn: ({ signal }) => getAppInfo(signal),
  initialData: readCachedAppInfo,
  // The cached copy is shown at once but always refreshed at start.
  initialDataUpdatedAt: 0,
  staleTime: 5 * 60_000,
  retry: 1,
  // During maintenance, look again every minute so the site comes back by itself.
  refetchInterval: (query) => (query.state.data?.site_state === 0 ? 60_000 : false),
});

export function useAppInfo() {
  return useQuery(appInfoQueryOptions);
}
