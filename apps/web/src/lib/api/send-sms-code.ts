import { EmptyCheck } from '@app/shared/checks';
import type { z } from 'zod';
import type { RegisterNoteQuerySchema, SmsPurpose } from '@app/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient, type ApiAnswer } from '../api-client';

/** What a code is for: the SMS provider's template (decision 0033). */
export type SmsCodePurpose = SmsPurpose;

/** `GET /api/registerNote?mobile=&purpose=` sends a 6-digit SMS code; the server message is shown. */
export function sendSmsCode(mobile: string, purpose?: SmsCodePurpose): Promise<ApiAnswer> {
  return apiClient.get('/registerNote', EmptyCheck, {
    query: { mobile, purpose } satisfies z.input<typeof RegisterNoteQuerySchema>,
  });
}

export function useSendSmsCode(purpose?: SmsCodePurpose) {
  return useMutation({ mutationFn: (mobile: string) => sendSmsCode(mobile, purpose) });
}
