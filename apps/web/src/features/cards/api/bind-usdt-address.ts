import { EmptyCheck } from '@app/shared/checks';
import type { z } from 'zod';
import type { BindCardRequestSchema } from '@app/shared/contracts';
import type { WalletProtocol } from '@app/shared/validation';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface BindUsdtAddressInput {
  address: string;
  protocol: WalletProtocol;
  payPassword: string;
}

/**
 * `POST /api/bindcard` USDT form { bank: 'USDT', bank_no (address), bank_owner (protocol),
 * pay_pass } → '添加成功！' (spec-1 §7, §8).
 */
export async function bindUsdtAddress(input: BindUsdtAddressInput): Promise<string> {
  const answer = await apiClient.post('/bindcard', EmptyCheck, {
    body: {
      bank: 'USDT',
      bank_no: input.address,
      bank_owner: input.protocol,
      pay_pass: input.payPassword,
    } satisfies z.input<typeof BindCardRequestSchema>,
  });
  return answer.message;
}

export function useBindUsdtAddress() {
  return useMutation({ mutationFn: bindUsdtAddress });
}
