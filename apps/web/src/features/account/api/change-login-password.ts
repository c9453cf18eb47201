import { EmptySchema } from '@app/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface ChangeLoginPasswordPayload {
  /** The old login password. */
  password: string;
  /** The new login password (the API names it `paypassword`, spec-1 §7). */
  paypassword: string;
}

/**
 * `POST /api/editPassword` → the server's message. The server ends every session of the member on
 * success, so the page clears storage and goes to /login (spec-1 §4).
 */
export async function changeLoginPassword(payload: ChangeLoginPasswordPayload): Promise<string> {
  const answer = await apiClient.post('/editPassword', EmptySchema, { body: { ...payload } });
  return answer.message;
}

export function useChangeLoginPassword() {
  return useMutation({ mutationFn: changeLoginPassword });
}
