import { RechargeResultCheck } from '@app/shared/checks';
import type { z } from 'zod';
import type { RechargeRequestSchema } from '@app/shared/contracts';
import type { RechargeResult } from '@app/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `recharge` answers success as code 0; a refusal's `msg` is toasted by the api client (spec-2 §7, §8). */
const RECHARGE_SUCCESS_CODE = 0;

/**
 * The payment page of a new order: a same-site path (`/pay/D…`, `/sandbox-pay/D…`) or an http(s)
 * cashier address. Anything else (`javascript:`, a missing field) is refused.
 */
export function readPayUrl(data: unknown, base: string = window.location.href): string {
  const payUrl = typeof data === 'object' && data !== null ? (data as { pay_url?: unknown }).pay_url : undefined;
  if (typeof payUrl !== 'string' || !payUrl) throw new Error('pay_url missing');
  const url = new URL(payUrl, base);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('pay_url not http');
  return url.href;
}

/**
 * `POST /api/recharge { aisle_id, amount (whole yuan as typed or chosen, '500') }` → `data.pay_url`
 * (and `order_no`).
 */
export async function createRecharge(
  body: z.input<typeof RechargeRequestSchema>,
): Promise<Pick<RechargeResult, 'pay_url'>> {
  const answer = await apiClient.post('/recharge', RechargeResultCheck, {
    body,
    successCode: RECHARGE_SUCCESS_CODE,
  });
  return { pay_url: readPayUrl(answer.data) };
}

export function useCreateRecharge() {
  return useMutation({ mutationFn: createRecharge });
}
