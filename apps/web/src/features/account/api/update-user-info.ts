import { EmptySchema } from '@app/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface UpdateUserInfoPayload {
  mobile: string;
  birthday: string;
  email: string;
}

/**
 * `POST /api/updateuserinfo` { mobile, birthday, email }: the stored values are sent along with the
 * changed one (spec-1 §7); the server ignores `mobile` and keeps blank fields.
 */
export async function updateUserInfo(payload: UpdateUserInfoPayload): Promise<string> {
  const answer = await apiClient.post('/updateuserinfo', EmptySchema, { body: { ...payload } });
  return answer.message;
}

export function useUpdateUserInfo() {
  return useMutation({ mutationFn: updateUserInfo });
}
