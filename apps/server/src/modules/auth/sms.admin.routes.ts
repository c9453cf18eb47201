import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminSmsListQuerySchema, AdminSmsPageResponseSchema } from '@app/shared/contracts';
import { pageOf, sendCsv, sliceOf, timeOrEmpty } from '../../lib/admin-list';
import type { CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/reply';
import { listSmsOutbox } from './sms.admin.service';

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
  const zone = app.config.SITE_TZ;
  const tags = ['admin: content'];
  const security = [{ bearer: [] }];

  app.get(
    '/sms-outbox',
    {
      onRequest: app.requireStaff('sms.view'),
      schema: {
        tags,
        security,
        summary: 'Messages the built-in SMS provider sent (paged; ?format=csv)',
        querystring: AdminSmsListQuerySchema,
        response: { 200: AdminSmsPageResponseSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total } = await listSmsOutbox(app.db, q, sliceOf(q), zone);
      const data = rows.map((row) => ({
        id: Number(row.id),
        mobile: row.mobile,
        content: row.content,
        provider: row.provider,
        created_at: timeOrEmpty(row.createdAt, zone),
      }));
      if (q.format === 'csv') return sendCsv(reply, 'sms-outbox', SMS_CSV, data);
      return ok(pageOf(data, total, q));
    },
  );
};
