import { AdminSmsPageResponseSchema } from '@app/shared/contracts';
import { definePagedList } from '../../../lib/paged-list';

/** `GET /api/admin/sms-outbox`: what the built-in SMS provider sent. */
export const smsOutboxList = definePagedList(['admin', 'sms'], '/sms-outbox', AdminSmsPageResponseSchema.shape.data);
