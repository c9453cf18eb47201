import { EmptyCheck } from '@app/shared/checks';
import type { z } from 'zod';
import type { EditPasswordRequestSchema } from '@app/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * `POST /api/editPassword` { password (old), paypassword (the new one, spec-1 §7) } → the server's
 * message. The server ends every session of the member on success, so the page clears storage and
 * goes to /login (spec-1 §4).
 */
export async function changeLoginPassword(body: z.input<typeof EditPasswordRequestSchema>): Promise<string> {
  const answer = await apiClient.post('/editPassword', EmptyCheck, { body });
  return answer.message;
}

export function useChangeLoginPassword() {
  return useMutation({ mutationFn: changeLoginPassword });
}
