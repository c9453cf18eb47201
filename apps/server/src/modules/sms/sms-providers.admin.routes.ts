import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSmsDeliveryListQuerySchema,
  AdminSmsDeliveryPageResponseSchema,
  AdminSmsDeliveryResponseSchema,
  AdminSmsProviderActivateSchema,
  AdminSmsProviderCreateSchema,
  AdminSmsProviderResponseSchema,
  AdminSmsProvidersResponseSchema,
  AdminSmsProviderTestSchema,
  AdminSmsProviderUpdateSchema,
  EmptyResponseSchema,
  SerialIdParamsSchema,
} from '@app/shared/contracts';
import type { CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/reply';
import { staffRoutes } from '../../lib/staff-route';
import { staffActorOf } from '../staff';
import {
  activateSmsProvider,
  createSmsProvider,
  listSmsDeliveries,
  listSmsProviders,
  sendTestSms,
  toSmsDeliveryWire,
  toSmsProviderWire,
  updateSmsProvider,
  type SmsAdminContext,
} from './sms-providers.admin.service';
import { smsSecretKey } from './sms-secrets';
import { SMS_ADMIN_MESSAGES as M } from './sms.errors';

type DeliveryWire = ReturnType<typeof toSmsDeliveryWire>;

const DELIVERY_CSV: CsvColumn<DeliveryWire>[] = [
  { header: '编号', value: (row) => row.id },
  { header: '手机号', value: (row) => row.mobile },
  { header: '用途', value: (row) => row.purpose },
  { header: '通道', value: (row) => row.provider_name },
  { header: '状态', value: (row) => (row.status === 'sent' ? '已发送' : '失败') },
  { header: '回执编号', value: (row) => row.provider_message_id },
  { header: '错误', value: (row) => row.error },
  { header: '测试', value: (row) => (row.test ? '是' : '否') },
  { header: '时间', value: (row) => row.created_at },
];

/**
 * SMS providers (issue #21, decision 0033) under /api/admin: staff with sms.view see them and the
 * delivery records; content.manage configures, activates and sends test messages. Secrets are
 * write-only and never audited in clear.
 */
export const smsProvidersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: ['admin: content'], permission: 'sms.view' });
  const zone = app.config.SITE_TZ;
  const context: SmsAdminContext = {
    key: smsSecretKey(app.config.appSecret),
    delivery: app.services.smsDelivery,
    zone,
  };

  staff.get(
    '/sms-providers',
    {
      summary: 'SMS provider kinds on offer, the configured providers (secrets never answered) and the active one',
      response: { 200: AdminSmsProvidersResponseSchema },
    },
    async () => ok(await listSmsProviders(app.db, zone)),
  );

  staff.post(
    '/sms-providers',
    {
      summary: 'Configure an SMS provider (aliyun or tencent), inactive; the secret is stored encrypted',
      permission: 'content.manage',
      body: AdminSmsProviderCreateSchema,
      response: { 200: AdminSmsProviderResponseSchema },
    },
    async (request) => {
      const row = await createSmsProvider(app.db, request.body, context, staffActorOf(request), request.ip);
      return ok(toSmsProviderWire(row, zone), M.saved);
    },
  );

  staff.post(
    '/sms-providers/activate',
    {
      summary: "Make one provider active ({ id }), or the built-in outbox ({ id: 'outbox' })",
      permission: 'content.manage',
      body: AdminSmsProviderActivateSchema,
      response: { 200: EmptyResponseSchema },
    },
    async (request) => {
      await activateSmsProvider(app.db, request.body.id, staffActorOf(request), request.ip);
      return ok(null, request.body.id === 'outbox' ? M.outboxActivated : M.activated);
    },
  );

  staff.post(
    '/sms-providers/:id',
    {
      summary: 'Update an SMS provider (any field but the kind; an empty secret keeps the stored one)',
      permission: 'content.manage',
      params: SerialIdParamsSchema,
      body: AdminSmsProviderUpdateSchema,
      response: { 200: AdminSmsProviderResponseSchema },
    },
    async (request) => {
      const row = await updateSmsProvider(
        app.db,
        request.params.id,
        request.body,
        context,
        staffActorOf(request),
        request.ip,
      );
      return ok(toSmsProviderWire(row, zone), M.saved);
    },
  );

  staff.post(
    '/sms-providers/:id/test',
    {
      summary: 'Send a test code (000000) through a provider; answers the delivery record (sent or failed)',
      permission: 'content.manage',
      params: SerialIdParamsSchema,
      body: AdminSmsProviderTestSchema,
      response: { 200: AdminSmsDeliveryResponseSchema },
    },
    async (request) => {
      const delivery = await sendTestSms(
        app.db,
        request.params.id,
        request.body,
        context,
        staffActorOf(request),
        request.ip,
      );
      return ok(toSmsDeliveryWire(delivery, zone), delivery.status === 'sent' ? M.testSent : M.testFailed);
    },
  );

  staff.list(
    '/sms-deliveries',
    {
      summary: 'What the SMS providers answered for each message (sent / failed with error), paged; ?format=csv',
      querystring: AdminSmsDeliveryListQuerySchema,
      response: { 200: AdminSmsDeliveryPageResponseSchema },
    },
    { name: 'sms-deliveries', columns: DELIVERY_CSV },
    async (request, slice) => {
      const { rows, total, totalCapped } = await listSmsDeliveries(app.db, request.query, slice, zone);
      return { rows: rows.map((row) => toSmsDeliveryWire(row, zone)), total, totalCapped };
    },
  );
};
