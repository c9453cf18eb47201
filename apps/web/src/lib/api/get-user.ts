import { UserInfoSchema } from '@app/shared/contracts';
import type { UserInfo } from '@app/shared/contracts';
import { apiClient } from '../api-client';
import { isRecord, readNumber, readText } from '../read';

export type { UserInfo };

/**
 * Reads userInfo (the shared `UserInfoSchema` shape, spec-1 §3) from an answer or from local
 * storage. Read by hand rather than with `UserInfoSchema.parse`: the shell reads it on every
 * page, and zod with every contract would land in the initial JavaScript.
 */
export function readUserInfo(value: unknown): UserInfo | null {
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

/**
 * `POST /api/user`: the member's profile. Answers the raw object (stored as is under 'userInfo',
 * so pages built later keep any extra field) and its typed reading.
 */
export async function getUser(signal?: AbortSignal): Promise<{ raw: Record<string, unknown>; user: UserInfo }> {
  const answer = await apiClient.post('/user', UserInfoSchema, { signal });
  const user = readUserInfo(answer.data);
  if (!user || !isRecord(answer.data)) throw new Error('user info missing');
  return { raw: answer.data, user };
}
