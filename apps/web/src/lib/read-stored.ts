import type { AppInfo, UserInfo } from '@app/shared/contracts';
import { getStoredUserInfo } from './session';
import { readJson, storageKeys } from './storage';

/**
 * Values read back from browser storage (spec-1 §4): written by this site, but maybe by an older
 * version of it or edited by hand, so they are read field by field with fallbacks and never throw.
 * Answers of the server are not read here: they are parsed with their contract (lib/api-client).
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readText(source: Record<string, unknown>, key: string, fallback = ''): string {
  const value = source[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

function readNumber(source: Record<string, unknown>, key: string, fallback = 0): number {
  const value = source[key];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  return fallback;
}

/**
 * userInfo as stored in local storage (spec-1 §3, the shared `UserInfo` shape). Read field by field:
 * a copy written by an older version of the site may lack a field, and must not log the member out.
 */
export function readStoredUserInfo(value: unknown): UserInfo | null {
  if (!isRecord(value)) return null;
  const username = readText(value, 'username');
  if (!username) return null;
  return {
    id: readNumber(value, 'id'),
    username,
    realname: readText(value, 'realname'),
    mobile: readText(value, 'mobile'),
    email: readText(value, 'email'),
    birthday: readText(value, 'birthday'),
    avatar: readText(value, 'avatar'),
    vip: readNumber(value, 'vip'),
    vipname: readText(value, 'vipname'),
    current_vip: readText(value, 'current_vip'),
    next_vip: readText(value, 'next_vip'),
    next_vip_id: readNumber(value, 'next_vip_id'),
    paysum: readText(value, 'paysum', '0.00'),
    balance: readText(value, 'balance', '0.00'),
    transferstatus: readNumber(value, 'transferstatus'),
    isagent: readNumber(value, 'isagent') === 1 ? 1 : 0,
    has_pay_password: readNumber(value, 'has_pay_password'),
    last_login_time: readText(value, 'last_login_time'),
    last_login_ip: readText(value, 'last_login_ip'),
    created_at: readText(value, 'created_at'),
    turnover_outstanding: readText(value, 'turnover_outstanding', '0.00'),
    withdrawcashfee: readText(value, 'withdrawcashfee', '0.00'),
    withdrawfeeusdttrc: readText(value, 'withdrawfeeusdttrc', '0.00'),
    withdrawusdtrate: readText(value, 'withdrawusdtrate', '0.00'),
  };
}

/** appInfo as cached in local storage; any missing field falls back. */
export function readStoredAppInfo(value: unknown): AppInfo | null {
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

/** The cached appInfo, if any (shown before the answer of `POST /api/app` arrives). */
export function readCachedAppInfo(): AppInfo | undefined {
  return readStoredAppInfo(readJson('local', storageKeys.appInfo)) ?? undefined;
}

/** Unread count kept by the message pages under 'messageNum' (0 when none is stored). */
export function readStoredUnreadCount(): number {
  const stored = readJson('local', storageKeys.messageNum);
  if (typeof stored === 'number') return stored;
  if (isRecord(stored)) return readNumber(stored, 'total');
  return 0;
}

/** userInfo.turnover_outstanding as stored by the last user refresh ('' when missing). */
export function readStoredTurnover(): string {
  const userInfo = getStoredUserInfo();
  return isRecord(userInfo) ? readText(userInfo, 'turnover_outstanding') : '';
}
