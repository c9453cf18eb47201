import { EmptyCheck } from '@app/shared/checks';
import type { z } from 'zod';
import type { BindBankCardRequestSchema } from '@app/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * `POST /api/bindCard` { id (the bank's id in the system list), branch, card_number, pay_pass } →
 * '绑定成功' (spec-1 §7, §8).
 */
export async function bindBankCard(body: z.input<typeof BindBankCardRequestSchema>): Promise<string> {
  const answer = await apiClient.post('/bindCard', EmptyCheck, { body });
  return answer.message;
}

export function useBindBankCard() {
  return useMutation({ mutationFn: bindBankCard });
}
