import { AppInfoSchema } from '@app/shared/contracts';
import type { AppInfo } from '@app/shared/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { isRecord, readNumber, readText } from '../read';
import { readJson, storageKeys, writeJson } from '../storage';

/**
 * appInfo (spec-1 §1, §3): `POST /api/app` at start, cached in local storage under 'appInfo' so a
 * returning visitor sees the title, logo and maintenance state before the answer arrives.
 *
 * Read by hand against the shared `AppInfo` type instead of `AppInfoSchema.parse`: the shell must
 * stay small (zod and every contract would land in the initial JavaScript).
 */
export function readAppInfo(value: unknown): AppInfo | null {
  if (!isRecord(value)) return null;
  return {
    title: readText(value, 'title'),
    site_logo: readText(value, 'site_logo'),
    site_state: readNumber(value, 'site_state', 1) === 0 ? 0 : 1,
    repair_tips: readText(value, 'repair_tips'),
    ios_download_url: readText(value, 'ios_download_url'),
    android_download_url: readText(value, 'android_download_url'),
    redpacket_switch: readNumber(value, 'redpacket_switch') === 1 ? 1 : 0,
    index_modal: readNumber(value, 'index_modal') === 1 ? 1 : 0,
    webcontent: readText(value, 'webcontent'),
    app_download_image: readText(value, 'app_download_image'),
  };
}

export function readCachedAppInfo(): AppInfo | undefined {
  return readAppInfo(readJson('local', storageKeys.appInfo)) ?? undefined;
}

export async function getAppInfo(signal?: AbortSignal): Promise<AppInfo> {
  // Silent: a failure keeps the cached appInfo; the shell shows its own error state.
  const answer = await apiClient.post('/app', AppInfoSchema, { signal, silent: true });
  const appInfo = readAppInfo(answer.data);
  if (!appInfo) throw new Error('appInfo missing');
  writeJson('local', storageKeys.appInfo, appInfo);
  return appInfo;
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
