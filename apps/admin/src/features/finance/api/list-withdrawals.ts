import { AdminWithdrawalPageResponseSchema } from '@app/shared/contracts';
import { definePagedList } from '../../../lib/paged-list';

/** `GET /api/admin/withdrawals` (state 1 is the review queue; card numbers in full only for reviewers). */
export const withdrawalsList = definePagedList(
  ['admin', 'withdrawals'],
  '/withdrawals',
  AdminWithdrawalPageResponseSchema.shape.data,
  ['created_at', 'amount', 'reviewed_at'],
);
