import { EmptyCheck } from '@app/shared/checks';
import type { z } from 'zod';
import type { RegisterNoteQuerySchema } from '@app/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiAnswer } from '../api-client';

/** `GET /api/registerNote?mobile=` sends a 6-digit SMS code; the server message is shown. */
export function sendSmsCode(mobile: string): Promise<ApiAnswer> {
  return apiClient.get('/registerNote', EmptyCheck, {
    query: { mobile } satisfies z.input<typeof RegisterNoteQuerySchema>,
  });
}

export function useSendSmsCode() {
  return useMutation({ mutationFn: sendSmsCode });
}
