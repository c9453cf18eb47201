import { UserInfoSchema } from '@app/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { isRecord } from '../read';
import { setStoredUserInfo } from '../session';
import { readUserInfo, type UserInfo } from './get-user';

/** `POST /api/refreshusermoney`: on 200 its answer replaces the stored userInfo (spec-1 §7). */
export async function refreshUserMoney(): Promise<UserInfo | null> {
  const answer = await apiClient.post('/refreshusermoney', UserInfoSchema, { silent: true });
  const user = readUserInfo(answer.data);
  if (user && isRecord(answer.data)) setStoredUserInfo(answer.data);
  return user;
}

export function useRefreshUserMoney() {
  return useMutation({ mutationFn: refreshUserMoney });
}
