import { AdminMemberPageResponseSchema } from '@app/shared/contracts';
import { definePagedList } from '../../../lib/paged-list';

/** `GET /api/admin/members`: search by id, username, mobile, status, VIP, registration days. */
export const membersList = definePagedList(['admin', 'members'], '/members', AdminMemberPageResponseSchema.shape.data, [
  'id',
  'created_at',
  'last_login_at',
  'paysum',
  'vip_level',
  'balance',
]);
