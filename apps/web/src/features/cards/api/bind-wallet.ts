import { EmptySchema } from '@app/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface BindWalletPayload {
  id: number;
  address: string;
  pay_pass: string;
}

/** `POST /api/bindWallet` { id, address, pay_pass } → '绑定成功'. Each wallet is bound once. */
export async function bindWallet(payload: BindWalletPayload): Promise<string> {
  const answer = await apiClient.post('/bindWallet', EmptySchema, { body: { ...payload } });
  return answer.message;
}

export function useBindWallet() {
  return useMutation({ mutationFn: bindWallet });
}
