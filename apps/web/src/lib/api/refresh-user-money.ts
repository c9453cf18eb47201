import { UserInfoCheck } from '@app/shared/checks';
import { type UserInfo } from '@app/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { setStoredUserInfo } from '../session';

/** `POST /api/refreshusermoney`: on 200 its answer replaces the stored userInfo (spec-1 §7). */
export async function refreshUserMoney(): Promise<UserInfo> {
  const answer = await apiClient.post('/refreshusermoney', UserInfoCheck, { silent: true });
  setStoredUserInfo(answer.data);
  return answer.data;
}

export function useRefreshUserMoney() {
  return useMutation({ mutationFn: refreshUserMoney });
}
