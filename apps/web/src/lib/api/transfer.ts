import { TransferResultCheck } from '@app/shared/checks';
import type { z } from 'zod';
import type { TransferRequestSchema } from '@app/shared/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/** The main wallet's name on both sides of a transfer (spec-2 §4 transfer direction). */
export const MAIN_WALLET_TYPE = 'userbalance';

export interface TransferOutcome {
  /** '转账成功', or the pending text when the platform has not confirmed yet. */
  message: string;
  /** 1 success, 2 pending settlement. */
  state: number;
}

/**
 * `POST /api/transfer` { amount, sourcetype, targettype } (one side 'userbalance', the other a
 * platform's platname) → `{ order_no, state, amount }`; a refusal is toasted by the api client.
 */
export async function transfer(body: z.input<typeof TransferRequestSchema>): Promise<TransferOutcome> {
  const answer = await apiClient.post('/transfer', TransferResultCheck, { body });
  return { message: answer.message, state: answer.data.state };
}

export function useTransfer() {
  return useMutation({ mutationFn: transfer });
}
