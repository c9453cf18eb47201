import { AdminAdjustmentSchema } from '@app/shared/contracts';
import { postRowAction, useMutationThenRefresh } from '../../../lib/row-action';
import { invalidateMember } from './invalidate-member';

export interface AdjustmentInput {
  id: string;
  direction: 'credit' | 'debit';
  /** As typed ('100.50'); the server parses it to fen. */
  amount: string;
  reason: string;
  /** '' for none. */
  turnover_multiple: string;
}

/**
 * `POST /api/admin/members/:id/adjustments`: applied at once (state 1) or, above the single
 * approval limit, waiting for a second staff member (state 0); the message says which.
 */
export function createAdjustment({ id, ...body }: AdjustmentInput) {
  return postRowAction('/members', id, 'adjustments', AdminAdjustmentSchema, body);
}

export function useCreateAdjustment() {
  return useMutationThenRefresh(createAdjustment, (queryClient, input) => invalidateMember(queryClient, input.id));
}
