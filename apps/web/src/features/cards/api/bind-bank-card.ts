import { EmptySchema } from '@app/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface BindBankCardPayload {
  /** The bank's id in the system list. */
  id: number;
  branch: string;
  card_number: string;
  pay_pass: string;
}

/** `POST /api/bindCard` { id, branch, card_number, pay_pass } → '绑定成功' (spec-1 §7, §8). */
export async function bindBankCard(payload: BindBankCardPayload): Promise<string> {
  const answer = await apiClient.post('/bindCard', EmptySchema, { body: { ...payload } });
  return answer.message;
}

export function useBindBankCard() {
  return useMutation({ mutationFn: bindBankCard });
}
