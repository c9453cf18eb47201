import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSiteSettingsResponseSchema,
  AdminSiteSettingsUpdateSchema,
  AdminSmsListQuerySchema,
  AdminSmsPageResponseSchema,
} from '@app/shared/contracts';
import { ok } from '../../lib/reply';
import { staffOf } from '../staff';
import { pageOf, sendCsv, sliceOf, timeOrEmpty } from '../../lib/admin-list';
import { BACKOFFICE_MESSAGES as M } from './backoffice.errors';
import { listSmsOutbox, readStoredSiteSettings, updateSiteSettings } from './content-admin.service';
import type { CsvColumn } from '../../lib/csv';

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

/** Site configuration (appInfo) and the SMS outbox (under /api/admin). */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = app.config.SITE_TZ;
  const tags = ['admin: content'];
  const security = [{ bearer: [] }];

  app.get(
    '/site-settings',
    {
      onRequest: app.requireStaff('content.manage'),
      schema: {
        tags,
        security,
        summary: 'The site configuration (every appInfo field, as stored)',
        response: { 200: AdminSiteSettingsResponseSchema },
      },
    },
    async () => ok(await readStoredSiteSettings(app.db)),
  );

  app.post(
    '/site-settings',
    {
      onRequest: app.requireStaff('content.manage'),
      schema: {
        tags,
        security,
        summary: 'Update any appInfo fields; webcontent is sanitised; the member site sees it within seconds',
        body: AdminSiteSettingsUpdateSchema,
        response: { 200: AdminSiteSettingsResponseSchema },
      },
    },
    async (request) => {
      const me = staffOf(request);
      const result = await updateSiteSettings(
        app.db,
        app.services.content,
        request.body,
        { staffId: me.staffId, username: me.username },
        request.ip,
      );
      return ok(result.settings, result.sanitised ? M.settingsSanitised : M.settingsSaved);
    },
  );

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
