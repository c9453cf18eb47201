import { EmptyCheck } from '@app/shared/checks';
import type { z } from 'zod';
import type { BindWalletRequestSchema } from '@app/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `POST /api/bindWallet` { id, address, pay_pass } → '绑定成功'. Each wallet is bound once. */
export async function bindWallet(body: z.input<typeof BindWalletRequestSchema>): Promise<string> {
  const answer = await apiClient.post('/bindWallet', EmptyCheck, { body });
  return answer.message;
}

export function useBindWallet() {
  return useMutation({ mutationFn: bindWallet });
}
