import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GatewayNotifyAnswerSchema, SandboxNotifyRequestSchema } from '@app/shared/contracts';
import { payoutGatewaysOf } from './payout-gateways';
import { handlePayoutCallback } from './payouts.service';

/** The payout channels' server-to-server callbacks (under /api). */
export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateways = payoutGatewaysOf(app);

  // Channels call back with form-encoded bodies (this parser applies to this module's routes only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    },
  );

  app.post(
    '/payouts/notify/:code',
    {
      bodyLimit: 64 * 1024,
      config: { rateLimit: { max: 600, timeWindow: 60_000 } },
      schema: {
        tags: ['payouts'],
        summary:
          "A payout channel's signed callback (HMAC-SHA256, form-encoded: merchant_id, payout_no, amount, status paid | failed, trade_no, message, sign). " +
          "Answers plain text 'success' (settled now or already: stop retrying) or 'fail' (refused: nothing changed)",
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        produces: ['text/plain'],
        params: z.object({
          code: z.string().max(32).describe("The payout channel's code: sandbox (demo mode only) or a configured one"),
        }),
        body: SandboxNotifyRequestSchema,
        response: { 200: GatewayNotifyAnswerSchema, 500: GatewayNotifyAnswerSchema },
      },
    },
    async (request, reply) => {
      let answer: 'success' | 'fail';
      let status: 200 | 500 = 200;
      try {
        const result = await handlePayoutCallback(app.db, gateways, request.params.code, request.body);
        answer = result.answer;
        if (result.answer === 'fail') {
          request.log.warn({ outcome: result.outcome, payoutNo: result.payoutNo }, 'payout callback refused');
        }
      } catch (error) {
        request.log.error({ err: error }, 'payout callback failed');
        answer = 'fail';
        status = 500;
      }
      return reply.status(status).header('content-type', 'text/plain; charset=utf-8').send(answer);
    },
  );
};
