import { WithdrawResultSchema } from '@app/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * `POST /api/withdraw` body (spec-2 §7). Type 1: `bank` is the card id, `aisle_id` ''. Type 2:
 * `bank` is the wallet's bank_id and `aisle_id` its id.
 */
export interface WithdrawalPayload {
  amount: string;
  password: string;
  type: 1 | 2;
  bank: number;
  aisle_id: number | '';
}

/** Submits a withdrawal; answers the server's message ('提交成功，等待后台审核'). */
export async function createWithdrawal(payload: WithdrawalPayload): Promise<string> {
  const answer = await apiClient.post('/withdraw', WithdrawResultSchema, { body: { ...payload } });
  return answer.message;
}

export function useCreateWithdrawal() {
  return useMutation({ mutationFn: createWithdrawal });
}
