import { UserInfoCheck } from '@app/shared/checks';
import type { UserInfo } from '@app/shared/contracts';
import { apiClient } from '../api-client';

export type { UserInfo };

/** `POST /api/user`: the member's profile (`UserInfoSchema`, spec-1 §3), stored under 'userInfo' by the caller. */
export async function getUser(signal?: AbortSignal): Promise<UserInfo> {
  const answer = await apiClient.post('/user', UserInfoCheck, { signal });
  return answer.data;
}
