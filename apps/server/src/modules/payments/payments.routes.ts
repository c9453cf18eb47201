import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DEPOSIT_SUCCESS_CODE,
  GatewayNotifyAnswerSchema,
  RechargeAisleQuerySchema,
  RechargeChannelsResponseSchema,
  RechargeRequestSchema,
  RechargeResponseSchema,
  RechargeTypesResponseSchema,
  SandboxNotifyRequestSchema,
} from '@app/shared/contracts';
import { ok } from '../../lib/reply';
import { memberOf } from '../../lib/request-member';
import { paymentGatewaysOf } from './payment-gateways';
import { PAYMENT_MESSAGES } from './payments.errors';
import { createDeposit, handleGatewayCallback, listRechargeChannels, listRechargeTypes } from './payments.service';

/** Orders a member may create per minute (per member; the guard runs first). */
const RECHARGE_PER_MINUTE = 20;

const rechargeRateKey = (request: FastifyRequest) =>
  request.member ? `recharge:member:${request.member.memberId}` : `recharge:ip:${request.ip}`;

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const registry = paymentGatewaysOf(app);

  // Gateways notify with form-encoded bodies (this parser applies to this module's routes only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    },
  );

  app.get(
    '/gerRechargeType',
    {
      schema: {
        tags: ['payments'],
        summary: 'Recharge types that can take money now, in staff order (success code 200)',
        response: { 200: RechargeTypesResponseSchema },
      },
    },
    async () => ok(await listRechargeTypes(app.db, await registry.refresh(app.db))),
  );

  app.get(
    '/gerRechargeAisle',
    {
      schema: {
        tags: ['payments'],
        summary: 'Enabled channels of a recharge type (success code 0)',
        querystring: RechargeAisleQuerySchema,
        response: { 200: RechargeChannelsResponseSchema },
      },
    },
    async (request) =>
      ok(
        await listRechargeChannels(app.db, await registry.refresh(app.db), Number(request.query.recharge_type_id)),
        undefined,
        DEPOSIT_SUCCESS_CODE,
      ),
  );

  app.post(
    '/recharge',
    {
      preHandler: app.requireMember,
      // Counted after the guard, per member (hook: preHandler runs after requireMember).
      config: {
        closedInMaintenance: true,
        rateLimit: { max: RECHARGE_PER_MINUTE, timeWindow: 60_000, hook: 'preHandler', keyGenerator: rechargeRateKey },
      },
      schema: {
        tags: ['payments'],
        summary:
          'Creates a deposit order (expires in 30 minutes) and answers where to pay (success code 0; errors in msg too)',
        security: [{ bearer: [] }],
        body: RechargeRequestSchema,
        response: { 200: RechargeResponseSchema },
      },
    },
    async (request) => {
      const result = await createDeposit(app.db, await registry.refresh(app.db), {
        memberId: memberOf(request).memberId,
        channelId: request.body.aisle_id,
        amountFen: request.body.amount,
        timeZone: app.config.SITE_TZ,
        payPageSecret: app.config.appSecret,
      });
      return ok(result, PAYMENT_MESSAGES.orderCreated, DEPOSIT_SUCCESS_CODE);
    },
  );

  app.post(
    '/payments/notify/:gateway',
    {
      bodyLimit: 64 * 1024,
      schema: {
        tags: ['payments'],
        summary:
          "A payment gateway's server-to-server notification (sandbox and signed_redirect gateways: HMAC-SHA256 signed, form-encoded). " +
          "Answers plain text 'success' (processed or already credited: stop retrying) or 'fail' (refused: nothing changed)",
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        produces: ['text/plain'],
        params: z.object({
          gateway: z
            .string()
            .max(32)
            .describe("The gateway's code: sandbox (demo mode only) or a configured gateway's"),
        }),
        body: SandboxNotifyRequestSchema,
        response: { 200: GatewayNotifyAnswerSchema, 500: GatewayNotifyAnswerSchema },
      },
    },
    async (request, reply) => {
      // A disabled gateway still reports payments of its earlier orders (late payments are credited).
      const gateway = (await registry.refresh(app.db)).forNotification(request.params.gateway);
      // The sandbox is absent in production mode, an unknown code is nobody's: no such URL.
      if (!gateway) return reply.callNotFound();
      let answer: 'success' | 'fail';
      let status: 200 | 500 = 200;
      try {
        const result = await handleGatewayCallback(app.db, gateway, {
          payload: request.body,
          headers: request.headers,
          ip: request.ip,
        });
        answer = result.answer;
        if (result.answer === 'fail')
          request.log.warn({ outcome: result.outcome, orderNo: result.orderNo }, 'payment callback refused');
      } catch (error) {
        request.log.error({ err: error }, 'payment callback failed');
        answer = 'fail';
        status = 500;
      }
      return reply.status(status).header('content-type', 'text/plain; charset=utf-8').send(answer);
    },
  );
};
