import { AdminDepositPageResponseSchema } from '@app/shared/contracts';
import { definePagedList } from '../../../lib/paged-list';

/** `GET /api/admin/deposits` (`awaiting_review=1`: offline orders with a transfer reference). */
export const depositsList = definePagedList(
  ['admin', 'deposits'],
  '/deposits',
  AdminDepositPageResponseSchema.shape.data,
  ['created_at', 'amount', 'paid_at'],
);
