import { AdminTransferPageResponseSchema } from '@app/shared/contracts';
import { definePagedList } from '../../../lib/paged-list';

/** `GET /api/admin/transfers` (state 2: outcome unknown, being reconciled). */
export const transfersList = definePagedList(
  ['admin', 'transfers'],
  '/transfers',
  AdminTransferPageResponseSchema.shape.data,
  ['created_at', 'amount'],
);
