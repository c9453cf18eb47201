import type { AppInfo } from '@app/shared/contracts';

/**
 * Whether the site has an app to download: an iOS (`ios_download_url`) or Android address is
 * configured. Without one the /app page can only say 暂未开放, so the shell's download bar, which
 * leads there, is not shown at all (issue #13).
 */
export function hasDownloadAddress(
  appInfo: Pick<AppInfo, 'ios_download_url' | 'android_download_url'> | undefined,
): boolean {
  if (!appInfo) return false;
  return appInfo.ios_download_url.trim() !== '' || appInfo.android_download_url.trim() !== '';
}
