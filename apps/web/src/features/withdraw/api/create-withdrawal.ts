import { WithdrawResultCheck } from '@app/shared/checks';
import type { z } from 'zod';
import type { WithdrawRequestSchema } from '@app/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * `POST /api/withdraw` (spec-2 §7): submits a withdrawal; answers the server's message
 * ('提交成功，等待后台审核'). Type 1: `bank` is the card id, `aisle_id` ''. Type 2: `bank` is the
 * wallet's bank_id and `aisle_id` its id.
 */
export async function createWithdrawal(body: z.input<typeof WithdrawRequestSchema>): Promise<string> {
  const answer = await apiClient.post('/withdraw', WithdrawResultCheck, { body });
  return answer.message;
}

export function useCreateWithdrawal() {
  return useMutation({ mutationFn: createWithdrawal });
}
