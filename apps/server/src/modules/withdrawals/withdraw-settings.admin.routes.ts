import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminWithdrawChannelListResponseSchema,
  AdminWithdrawChannelResponseSchema,
  AdminWithdrawChannelUpdateSchema,
  AdminWithdrawSettingsResponseSchema,
  AdminWithdrawSettingsUpdateSchema,
  SerialIdParamsSchema,
} from '@app/shared/contracts';
import { ok } from '../../lib/reply';
import { staffActorOf } from '../staff';
import {
  listWithdrawChannelsAdmin,
  readWithdrawSettingsWire,
  toWithdrawChannelWire,
  updateWithdrawChannel,
  updateWithdrawSettings,
} from './withdraw-settings.admin.service';
import { WITHDRAW_SETTINGS_ADMIN_MESSAGES as M } from './withdrawals.errors';
import { staffRoutes } from '../../lib/staff-route';

const IdParams = SerialIdParamsSchema;

/**
 * Withdrawal settings (platform-rules §9, under /api/admin): withdraw channels (rates, fees,
 * limits), withdraw limits and the withdraw time window. Every change is audited with
 * before/after in the same transaction.
 */
export const withdrawSettingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: ['admin: payments'], permission: 'payments.manage' });

  // ---- withdraw channels

  staff.get(
    '/withdraw-channels',
    {
      summary: 'Withdraw channels, enabled or not, by sort order',
      response: { 200: AdminWithdrawChannelListResponseSchema },
    },
    async () => ok((await listWithdrawChannelsAdmin(app.db)).map(toWithdrawChannelWire)),
  );

  staff.post(
    '/withdraw-channels/:id',
    {
      summary: 'Update a withdraw channel (name, logo, limits, rate, fee, gift text, order, enabled)',
      params: IdParams,
      body: AdminWithdrawChannelUpdateSchema,
      response: { 200: AdminWithdrawChannelResponseSchema },
    },
    async (request) => {
      const updated = await updateWithdrawChannel(
        app.db,
        request.params.id,
        request.body,
        staffActorOf(request),
        request.ip,
      );
      return ok(toWithdrawChannelWire(updated), M.saved);
    },
  );

  // ---- withdraw limits

  staff.get(
    '/withdraw-settings',
    {
      summary: 'Withdraw limits: daily count, daily amount, second-approval amount, daily time window',
      response: { 200: AdminWithdrawSettingsResponseSchema },
    },
    async () => ok(await readWithdrawSettingsWire(app.db)),
  );

  staff.post(
    '/withdraw-settings',
    {
      summary: 'Change the withdraw limits and window (any of them; window 00:00-24:00 = always, may wrap midnight)',
      body: AdminWithdrawSettingsUpdateSchema,
      response: { 200: AdminWithdrawSettingsResponseSchema },
    },
    async (request) =>
      ok(await updateWithdrawSettings(app.db, request.body, staffActorOf(request), request.ip), M.saved),
  );
};
