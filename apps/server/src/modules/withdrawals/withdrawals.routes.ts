import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perIpPerMinute, perMemberPerMinute } from '../../plugins/rate-limit';
import { WithdrawRequestSchema, WithdrawResponseSchema, WithdrawTypesResponseSchema } from '@app/shared/contracts';
import { ok } from '../../lib/reply';
import { memberOf } from '../../lib/request-member';
import { WITHDRAW_SERVER_MESSAGES } from './withdrawals.errors';
import { createWithdrawal, listWithdrawTypes } from './withdrawals.service';

export const withdrawalsRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * Fund-password checks and withdrawals are limited per IP (route config, before the guard) and
   * per member (after the guard, so one member cannot spread guesses over many addresses).
   */
  const perIp = perIpPerMinute;
  const perMember = (name: string, max: number) => perMemberPerMinute(app, name, max);
  const security = [{ bearer: [] }];

  app.post(
    '/gerWithdrawType',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['withdrawals'],
        summary: 'Withdraw types: the bank entry with the member’s cards, then every enabled wallet channel',
        security,
        response: { 200: WithdrawTypesResponseSchema },
      },
    },
    async (request) => ok(await listWithdrawTypes(app.db, memberOf(request).memberId)),
  );

  app.post(
    '/withdraw',
    {
      preHandler: [app.requireMember, perMember('withdraw', 10)],
      config: { ...perIp(30), closedInMaintenance: true },
      schema: {
        tags: ['withdrawals'],
        summary:
          'Submits a withdrawal to a card (type 1) or a bound wallet (type 2); the amount waits on hold for review',
        security,
        body: WithdrawRequestSchema,
        response: { 200: WithdrawResponseSchema },
      },
    },
    async (request) => {
      const result = await createWithdrawal(app.db, memberOf(request).memberId, request.body, {
        timeZone: app.config.SITE_TZ,
      });
      return ok(result, WITHDRAW_SERVER_MESSAGES.submitted);
    },
  );
};
