import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perIpPerMinute, perMemberPerMinute } from '../../plugins/rate-limit';
import {
  BindCardRequestSchema,
  EmptyResponseSchema,
  GerBankInfoRequestSchema,
  GerBankInfoResponseSchema,
  WithdrawRequestSchema,
  WithdrawResponseSchema,
  WithdrawTypesResponseSchema,
} from '@app/shared/contracts';
import { ok } from '../../lib/reply';
import { memberOf } from '../../lib/request-member';
import { bindCard, listBankCards, listUsdtAddresses } from './payees.service';
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
    '/gerBankInfo',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['withdrawals'],
        summary: 'The member’s bank cards, or with type 2 the saved USDT addresses',
        security,
        body: GerBankInfoRequestSchema,
        response: { 200: GerBankInfoResponseSchema },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      return ok(
        request.body.type === 2 ? await listUsdtAddresses(app.db, memberId) : await listBankCards(app.db, memberId),
      );
    },
  );

  app.post(
    '/bindcard',
    {
      preHandler: [app.requireMember, perMember('bindcard', 10)],
      config: perIp(30),
      schema: {
        tags: ['withdrawals'],
        summary:
          "Saves a USDT address (bank 'USDT', at most 6) or, in the alternate form, a bank card (at most 5); needs the fund password",
        security,
        body: BindCardRequestSchema,
        response: { 200: EmptyResponseSchema },
      },
    },
    async (request) => ok(null, await bindCard(app.db, memberOf(request).memberId, request.body)),
  );

  app.post(
    '/withdraw',
    {
      preHandler: [app.requireMember, perMember('withdraw', 10)],
      config: perIp(30),
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
