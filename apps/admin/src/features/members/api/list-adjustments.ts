import { AdminAdjustmentPageResponseSchema } from '@app/shared/contracts';
import { definePagedList } from '../../../lib/paged-list';

/** `GET /api/admin/adjustments` (state 0 waiting for a second approver, 1 applied, 2 rejected). */
export const adjustmentsList = definePagedList(
  ['admin', 'adjustments'],
  '/adjustments',
  AdminAdjustmentPageResponseSchema.shape.data,
  ['created_at', 'amount'],
);
