/**
 * Browser storage with the keys the spec names (spec-1 §4): the token lives in session storage,
 * user info, appInfo and the unread count in local storage. Reads never throw (private mode,
 * storage disabled, broken JSON all read as "nothing stored").
 */
export const storageKeys = {
  token: 'token',
  userInfo: 'userInfo',
  messageNum: 'messageNum',
  appInfo: 'appInfo',
  downloadBarClosed: 'downloadBarClosed',
  iosTipClosed: 'iosTipClosed',
} as const;

type StorageArea = 'session' | 'local';

function areaOf(area: StorageArea): Storage | null {
  try {
    return area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function readString(area: StorageArea, key: string): string | null {
  try {
    return areaOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(area: StorageArea, key: string, value: string): void {
  try {
    areaOf(area)?.setItem(key, value);
  } catch {
    // Storage full or disabled: the app keeps working for this page view.
  }
}

export function removeKey(area: StorageArea, key: string): void {
  try {
    areaOf(area)?.removeItem(key);
  } catch {
    // Nothing to remove.
  }
}

export function readJson(area: StorageArea, key: string): unknown {
  const text = readString(area, key);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    return null;
  }
}

export function writeJson(area: StorageArea, key: string, value: unknown): void {
  writeString(area, key, JSON.stringify(value));
}
