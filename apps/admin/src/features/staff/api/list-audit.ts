import { AuditPageResponseSchema } from '@app/shared/contracts';
import { definePagedList } from '../../../lib/paged-list';

/** `GET /api/admin/audit`: staff actions, newest first (or oldest first), by staff, action, target and days. */
export const auditList = definePagedList(['admin', 'audit'], '/audit', AuditPageResponseSchema.shape.data);
