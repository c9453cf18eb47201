import { EmptyCheck } from '@app/shared/checks';
import type { z } from 'zod';
import type { EditPayPasswordRequestSchema } from '@app/shared/contracts';
import type { EditPayPasswordRequest } from '@app/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type ChangePayPasswordPayload = Required<{ [K in keyof EditPayPasswordRequest]: string }>;

/** `POST /api/editPayPassword` { password (old), paypassword (new), confirmPass } → the server's message. */
export async function changePayPassword(payload: ChangePayPasswordPayload): Promise<string> {
  const answer = await apiClient.post('/editPayPassword', EmptyCheck, {
    body: { ...payload } satisfies z.input<typeof EditPayPasswordRequestSchema>,
  });
  return answer.message;
}

export function useChangePayPassword() {
  return useMutation({ mutationFn: changePayPassword });
}
