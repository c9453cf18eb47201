import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminGatewayOptionListResponseSchema,
  AdminPaymentGatewayCreateSchema,
  AdminPaymentGatewayListResponseSchema,
  AdminPaymentGatewayResponseSchema,
  AdminPaymentGatewayUpdateSchema,
  AdminRechargeChannelCreateSchema,
  AdminRechargeChannelListQuerySchema,
  AdminRechargeChannelListResponseSchema,
  AdminRechargeChannelResponseSchema,
  AdminRechargeChannelUpdateSchema,
  AdminRechargeTypeCreateSchema,
  AdminRechargeTypeListResponseSchema,
  AdminRechargeTypeResponseSchema,
  AdminRechargeTypeUpdateSchema,
  SerialIdParamsSchema,
} from '@app/shared/contracts';
import { ok } from '../../lib/reply';
import { staffActorOf } from '../staff';
import { gatewaySecretKey } from './payment-gateway-secrets';
import { paymentGatewaysOf } from './payment-gateways';
import {
  createPaymentGateway,
  createRechargeChannel,
  createRechargeType,
  listGatewayOptions,
  listPaymentGatewaysAdmin,
  listRechargeChannelsAdmin,
  listRechargeTypesAdmin,
  toPaymentGatewayWire,
  toRechargeChannelWire,
  toRechargeTypeWire,
  updatePaymentGateway,
  updateRechargeChannel,
  updateRechargeType,
} from './payments.admin.service';
import { PAYMENTS_ADMIN_MESSAGES as M } from './payments.errors';
import { staffRoutes } from '../../lib/staff-route';

const IdParams = SerialIdParamsSchema;

/**
 * Payments settings (platform-rules §9, under /api/admin): recharge types and channels (company
 * bank accounts and USDT addresses) and payment gateways. Every change is audited with
 * before/after in the same transaction.
 */
export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: ['admin: payments'], permission: 'payments.manage' });
  const registry = paymentGatewaysOf(app);
  const sandboxAvailable = registry.sandbox !== undefined;
  const gatewayContext = {
    key: gatewaySecretKey(app.config.appSecret),
    timeZone: app.config.SITE_TZ,
    invalidate: () => registry.invalidate(),
  };

  // ---- recharge types

  staff.get(
    '/recharge-types',
    {
      summary: 'Recharge types, enabled or not, by sort order',
      response: { 200: AdminRechargeTypeListResponseSchema },
    },
    async () => ok((await listRechargeTypesAdmin(app.db)).map(toRechargeTypeWire)),
  );

  staff.post(
    '/recharge-types',
    {
      summary: 'Create a recharge type',
      body: AdminRechargeTypeCreateSchema,
      response: { 200: AdminRechargeTypeResponseSchema },
    },
    async (request) => {
      const created = await createRechargeType(app.db, request.body, staffActorOf(request), request.ip);
      return ok(toRechargeTypeWire(created), M.saved);
    },
  );

  staff.post(
    '/recharge-types/:id',
    {
      summary: 'Update a recharge type (name, logo, kind, limits, gift text, rate, order, enabled, …)',
      params: IdParams,
      body: AdminRechargeTypeUpdateSchema,
      response: { 200: AdminRechargeTypeResponseSchema },
    },
    async (request) => {
      const updated = await updateRechargeType(
        app.db,
        request.params.id,
        request.body,
        staffActorOf(request),
        request.ip,
      );
      return ok(toRechargeTypeWire(updated), M.saved);
    },
  );

  // ---- recharge channels

  staff.get(
    '/recharge-channels',
    {
      summary: 'Recharge channels, enabled or not (?type_id= filters by type)',
      querystring: AdminRechargeChannelListQuerySchema,
      response: { 200: AdminRechargeChannelListResponseSchema },
    },
    async (request) => {
      const rows = await listRechargeChannelsAdmin(app.db, request.query.type_id);
      return ok(rows.map((row) => toRechargeChannelWire(row.channel, row.typeName)));
    },
  );

  staff.post(
    '/recharge-channels',
    {
      summary: 'Create a recharge channel (gateway or company bank account / USDT address)',
      body: AdminRechargeChannelCreateSchema,
      response: { 200: AdminRechargeChannelResponseSchema },
    },
    async (request) => {
      const created = await createRechargeChannel(app.db, request.body, staffActorOf(request), request.ip, {
        sandboxAvailable,
      });
      return ok(toRechargeChannelWire(created.channel, created.typeName), M.saved);
    },
  );

  staff.post(
    '/recharge-channels/:id',
    {
      summary: 'Update a recharge channel (limits, fixed amounts, account / address, turnover, order, enabled, …)',
      params: IdParams,
      body: AdminRechargeChannelUpdateSchema,
      response: { 200: AdminRechargeChannelResponseSchema },
    },
    async (request) => {
      const updated = await updateRechargeChannel(
        app.db,
        request.params.id,
        request.body,
        staffActorOf(request),
        request.ip,
        {
          sandboxAvailable,
        },
      );
      return ok(toRechargeChannelWire(updated.channel, updated.typeName), M.saved);
    },
  );

  // ---- payment gateways

  staff.get(
    '/payment-gateways',
    {
      summary:
        'Configured payment gateways (the signing secret is never answered: only whether it is set and its last 4)',
      response: { 200: AdminPaymentGatewayListResponseSchema },
    },
    async () =>
      ok((await listPaymentGatewaysAdmin(app.db)).map((row) => toPaymentGatewayWire(row, app.config.SITE_TZ))),
  );

  staff.get(
    '/payment-gateway-options',
    {
      summary: 'Gateways a recharge channel may point to: the sandbox (demo mode only) and the configured ones',
      response: { 200: AdminGatewayOptionListResponseSchema },
    },
    async () => ok(await listGatewayOptions(app.db, sandboxAvailable)),
  );

  staff.post(
    '/payment-gateways',
    {
      summary: 'Create a payment gateway (signed_redirect); the secret is stored encrypted and never answered',
      body: AdminPaymentGatewayCreateSchema,
      response: { 200: AdminPaymentGatewayResponseSchema },
    },
    async (request) => {
      const created = await createPaymentGateway(
        app.db,
        request.body,
        gatewayContext,
        staffActorOf(request),
        request.ip,
      );
      return ok(toPaymentGatewayWire(created, app.config.SITE_TZ), M.saved);
    },
  );

  staff.post(
    '/payment-gateways/:id',
    {
      summary: 'Update a payment gateway (name, merchant, secret, URLs, notify IPs, enabled); the code cannot change',
      params: IdParams,
      body: AdminPaymentGatewayUpdateSchema,
      response: { 200: AdminPaymentGatewayResponseSchema },
    },
    async (request) => {
      const updated = await updatePaymentGateway(
        app.db,
        request.params.id,
        request.body,
        gatewayContext,
        staffActorOf(request),
        request.ip,
      );
      return ok(toPaymentGatewayWire(updated, app.config.SITE_TZ), M.saved);
    },
  );
};
