import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOrderNoParamsSchema,
  AdminPayManuallySchema,
  AdminPayoutActionResponseSchema,
  AdminPayoutChannelCreateSchema,
  AdminPayoutChannelEnableSchema,
  AdminPayoutChannelListResponseSchema,
  AdminPayoutChannelResponseSchema,
  AdminPayoutChannelUpdateSchema,
  AdminPayoutFailedSchema,
  AdminSendPayoutSchema,
  PAYOUT_STATE_TEXT,
  SerialIdParamsSchema,
} from '@app/shared/contracts';
import { ok } from '../../lib/reply';
import { staffRoutes } from '../../lib/staff-route';
import { staffActorOf } from '../staff';
import {
  createPayoutChannel,
  enablePayoutChannel,
  listPayoutChannelsAdmin,
  toPayoutChannelWire,
  updatePayoutChannel,
} from './payout-channels.admin.service';
import { payoutGatewaysOf } from './payout-gateways';
import { PAYOUTS_MESSAGES as M } from './payouts.errors';
import {
  payWithdrawalManually,
  resolveFailedPayout,
  sendWithdrawalPayout,
  type PayoutActionResult,
} from './payouts.service';

const actionWire = (result: PayoutActionResult) => ({
  order_no: result.orderNo,
  state: result.state,
  payout_state: result.payoutState,
  payout_state_text:
    result.state === 3
      ? '出款失败，已退款'
      : result.state === 1
        ? '待审核'
        : (PAYOUT_STATE_TEXT[result.payoutState] ?? String(result.payoutState)),
});

/** Payout channels (payments settings) and paying approved withdrawals (finance), under /api/admin. */
export const payoutsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateways = payoutGatewaysOf(app);
  const zone = app.config.SITE_TZ;
  const settings = staffRoutes(app, { tags: ['admin: payouts'], permission: 'payments.manage' });
  const finance = staffRoutes(app, { tags: ['admin: payouts'], permission: 'finance.withdrawals.review' });

  settings.get(
    '/payout-channels',
    {
      permission: 'finance.withdrawals.view',
      summary: 'Payout channels (the sandbox only in demo mode); the signing secret is never answered',
      response: { 200: AdminPayoutChannelListResponseSchema },
    },
    async () => ok((await listPayoutChannelsAdmin(app.db, gateways)).map((row) => toPayoutChannelWire(row, zone))),
  );

  settings.post(
    '/payout-channels',
    {
      summary: 'Create a payout channel: manual, or signed_http (merchant id, secret stored encrypted, API address)',
      body: AdminPayoutChannelCreateSchema,
      response: { 200: AdminPayoutChannelResponseSchema },
    },
    async (request) => {
      const created = await createPayoutChannel(app.db, gateways, request.body, staffActorOf(request), request.ip);
      return ok(toPayoutChannelWire(created, zone), '已保存');
    },
  );

  settings.post(
    '/payout-channels/:id',
    {
      summary:
        'Update a payout channel (name, merchant id, secret, API address, enabled); the code and kind cannot change',
      params: SerialIdParamsSchema,
      body: AdminPayoutChannelUpdateSchema,
      response: { 200: AdminPayoutChannelResponseSchema },
    },
    async (request) => {
      const updated = await updatePayoutChannel(
        app.db,
        gateways,
        request.params.id,
        request.body,
        staffActorOf(request),
        request.ip,
      );
      return ok(toPayoutChannelWire(updated, zone), '已保存');
    },
  );

  settings.post(
    '/payout-channels/:id/enable',
    {
      summary: 'Enable or disable a payout channel (a disabled one still settles the payouts it took)',
      params: SerialIdParamsSchema,
      body: AdminPayoutChannelEnableSchema,
      response: { 200: AdminPayoutChannelResponseSchema },
    },
    async (request) => {
      const updated = await enablePayoutChannel(
        app.db,
        request.params.id,
        request.body.enabled,
        staffActorOf(request),
        request.ip,
      );
      return ok(toPayoutChannelWire(updated, zone), updated.enabled ? '已启用' : '已停用');
    },
  );

  finance.post(
    '/withdrawals/:orderNo/pay-manually',
    {
      summary: 'Mark an approved withdrawal paid with the reference staff paid it with (hold → payout clearing, once)',
      params: AdminOrderNoParamsSchema,
      body: AdminPayManuallySchema,
      response: { 200: AdminPayoutActionResponseSchema },
    },
    async (request) => {
      const result = await payWithdrawalManually(
        app.db,
        { orderNo: request.params.orderNo, reference: request.body.reference, channelId: request.body.channel_id },
        staffActorOf(request),
        request.ip,
      );
      return ok(actionWire(result), M.paidManually);
    },
  );

  finance.post(
    '/withdrawals/:orderNo/send-payout',
    {
      summary:
        'Send an approved withdrawal to a payout channel; the call is made after commit, the outcome comes by callback or the query job',
      params: AdminOrderNoParamsSchema,
      body: AdminSendPayoutSchema,
      response: { 200: AdminPayoutActionResponseSchema },
    },
    async (request) => {
      const result = await sendWithdrawalPayout(
        app.db,
        gateways,
        { orderNo: request.params.orderNo, channelId: request.body.channel_id, timeZone: zone },
        staffActorOf(request),
        request.ip,
      );
      return ok(actionWire(result), result.message);
    },
  );

  finance.post(
    '/withdrawals/:orderNo/payout-failed',
    {
      summary: 'A failed payout: back to review (no money moves) or refund to the member (hold → main, once)',
      params: AdminOrderNoParamsSchema,
      body: AdminPayoutFailedSchema,
      response: { 200: AdminPayoutActionResponseSchema },
    },
    async (request) => {
      const result = await resolveFailedPayout(
        app.db,
        { orderNo: request.params.orderNo, action: request.body.action, reason: request.body.reason },
        staffActorOf(request),
        request.ip,
      );
      return ok(actionWire(result), request.body.action === 'review' ? M.backToReview : M.refunded);
    },
  );
};
