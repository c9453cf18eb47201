import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminSmsListQuerySchema, AdminSmsPageResponseSchema } from '@app/shared/contracts';
import { timeOrEmpty } from '../../lib/admin-list';
import type { CsvColumn } from '../../lib/csv';
import { listSmsOutbox } from './sms.admin.service';
import { staffRoutes } from '../../lib/staff-route';

interface SmsWire {
  id: number;
  mobile: string;
  content: string;
  provider: string;
  created_at: string;
}

const SMS_CSV: CsvColumn<SmsWire>[] = [
  { header: '编号', value: (row) => row.id },
  { header: '手机号', value: (row) => row.mobile },
  { header: '内容', value: (row) => row.content },
  { header: '通道', value: (row) => row.provider },
  { header: '发送时间', value: (row) => row.created_at },
];

/** The SMS outbox for staff (under /api/admin). */
export const smsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: ['admin: content'], permission: 'sms.view' });
  const zone = app.config.SITE_TZ;

  staff.list(
    '/sms-outbox',
    {
      summary: 'Messages the built-in SMS provider sent (paged; ?format=csv)',
      querystring: AdminSmsListQuerySchema,
      response: { 200: AdminSmsPageResponseSchema },
    },
    { name: 'sms-outbox', columns: SMS_CSV },
    async (request, slice) => {
      const { rows, total, totalCapped } = await listSmsOutbox(app.db, request.query, slice, zone);
      const data = rows.map((row): SmsWire => ({
        id: Number(row.id),
        mobile: row.mobile,
        content: row.content,
        provider: row.provider,
        created_at: timeOrEmpty(row.createdAt, zone),
      }));
      return { rows: data, total, totalCapped };
    },
  );
};
