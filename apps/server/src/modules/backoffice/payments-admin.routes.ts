import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminRechargeChannelCreateSchema,
  AdminRechargeChannelListQuerySchema,
  AdminRechargeChannelListResponseSchema,
  AdminRechargeChannelResponseSchema,
  AdminRechargeChannelUpdateSchema,
  AdminRechargeTypeCreateSchema,
  AdminRechargeTypeListResponseSchema,
  AdminRechargeTypeResponseSchema,
  AdminRechargeTypeUpdateSchema,
  AdminWithdrawChannelListResponseSchema,
  AdminWithdrawChannelResponseSchema,
  AdminWithdrawChannelUpdateSchema,
  AdminWithdrawSettingsResponseSchema,
  AdminWithdrawSettingsUpdateSchema,
} from '@app/shared/contracts';
import { ok } from '../../lib/reply';
import { staffOf } from '../staff';
import {
  createRechargeChannel,
  createRechargeType,
  listRechargeChannelsAdmin,
  listRechargeTypesAdmin,
  listWithdrawChannelsAdmin,
  PAYMENTS_ADMIN_MESSAGES as M,
  readWithdrawSettingsWire,
  toRechargeChannelWire,
  toRechargeTypeWire,
  toWithdrawChannelWire,
  updateRechargeChannel,
  updateRechargeType,
  updateWithdrawChannel,
  updateWithdrawSettings,
} from './payments-admin.service';

const IdParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * Payments settings (platform-rules §9, under /api/admin): recharge types and channels (company
 * bank accounts and USDT addresses), withdraw channels (rates, fees, limits) and withdraw limits.
 * Every change is audited with before/after in the same transaction.
 */
export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin: payments'];
  const security = [{ bearer: [] }];
  const preHandler = app.requireStaff('payments.manage');
  const actor = (request: Parameters<typeof staffOf>[0]) => {
    const me = staffOf(request);
    return { staffId: me.staffId, username: me.username };
  };

  // ---- recharge types

  app.get(
    '/recharge-types',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Recharge types, enabled or not, by sort order',
        response: { 200: AdminRechargeTypeListResponseSchema },
      },
    },
    async () => ok((await listRechargeTypesAdmin(app.db)).map(toRechargeTypeWire)),
  );

  app.post(
    '/recharge-types',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Create a recharge type',
        body: AdminRechargeTypeCreateSchema,
        response: { 200: AdminRechargeTypeResponseSchema },
      },
    },
    async (request) => {
      const created = await createRechargeType(app.db, request.body, actor(request), request.ip);
      return ok(toRechargeTypeWire(created), M.saved);
    },
  );

  app.post(
    '/recharge-types/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Update a recharge type (name, logo, kind, limits, gift text, rate, order, enabled, …)',
        params: IdParams,
        body: AdminRechargeTypeUpdateSchema,
        response: { 200: AdminRechargeTypeResponseSchema },
      },
    },
    async (request) => {
      const updated = await updateRechargeType(app.db, request.params.id, request.body, actor(request), request.ip);
      return ok(toRechargeTypeWire(updated), M.saved);
    },
  );

  // ---- recharge channels

  app.get(
    '/recharge-channels',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Recharge channels, enabled or not (?type_id= filters by type)',
        querystring: AdminRechargeChannelListQuerySchema,
        response: { 200: AdminRechargeChannelListResponseSchema },
      },
    },
    async (request) => {
      const rows = await listRechargeChannelsAdmin(app.db, request.query.type_id);
      return ok(rows.map((row) => toRechargeChannelWire(row.channel, row.typeName)));
    },
  );

  app.post(
    '/recharge-channels',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Create a recharge channel (gateway or company bank account / USDT address)',
        body: AdminRechargeChannelCreateSchema,
        response: { 200: AdminRechargeChannelResponseSchema },
      },
    },
    async (request) => {
      const created = await createRechargeChannel(app.db, request.body, actor(request), request.ip);
      return ok(toRechargeChannelWire(created.channel, created.typeName), M.saved);
    },
  );

  app.post(
    '/recharge-channels/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Update a recharge channel (limits, fixed amounts, account / address, turnover, order, enabled, …)',
        params: IdParams,
        body: AdminRechargeChannelUpdateSchema,
        response: { 200: AdminRechargeChannelResponseSchema },
      },
    },
    async (request) => {
      const updated = await updateRechargeChannel(app.db, request.params.id, request.body, actor(request), request.ip);
      return ok(toRechargeChannelWire(updated.channel, updated.typeName), M.saved);
    },
  );

  // ---- withdraw channels

  app.get(
    '/withdraw-channels',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Withdraw channels, enabled or not, by sort order',
        response: { 200: AdminWithdrawChannelListResponseSchema },
      },
    },
    async () => ok((await listWithdrawChannelsAdmin(app.db)).map(toWithdrawChannelWire)),
  );

  app.post(
    '/withdraw-channels/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Update a withdraw channel (name, logo, limits, rate, fee, gift text, order, enabled)',
        params: IdParams,
        body: AdminWithdrawChannelUpdateSchema,
        response: { 200: AdminWithdrawChannelResponseSchema },
      },
    },
    async (request) => {
      const updated = await updateWithdrawChannel(app.db, request.params.id, request.body, actor(request), request.ip);
      return ok(toWithdrawChannelWire(updated), M.saved);
    },
  );

  // ---- withdraw limits

  app.get(
    '/withdraw-settings',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Withdraw limits: daily count, daily amount, second-approval amount',
        response: { 200: AdminWithdrawSettingsResponseSchema },
      },
    },
    async () => ok(await readWithdrawSettingsWire(app.db)),
  );

  app.post(
    '/withdraw-settings',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Change the withdraw limits (any of the three)',
        body: AdminWithdrawSettingsUpdateSchema,
        response: { 200: AdminWithdrawSettingsResponseSchema },
      },
    },
    async (request) => ok(await updateWithdrawSettings(app.db, request.body, actor(request), request.ip), M.saved),
  );
};
