import { EmptyCheck } from '@app/shared/checks';
import type { z } from 'zod';
import type { UpdateUserInfoRequestSchema } from '@app/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * `POST /api/updateuserinfo` { mobile, birthday, email }: the stored values are sent along with the
 * changed one (spec-1 §7); the server ignores `mobile` and keeps blank fields.
 */
export async function updateUserInfo(body: z.input<typeof UpdateUserInfoRequestSchema>): Promise<string> {
  const answer = await apiClient.post('/updateuserinfo', EmptyCheck, { body });
  return answer.message;
}

export function useUpdateUserInfo() {
  return useMutation({ mutationFn: updateUserInfo });
}
