import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perIpPerMinute, perMemberPerMinute } from '../../plugins/rate-limit';
import {
  BindBankCardRequestSchema,
  BindCardRequestSchema,
  BindWalletRequestSchema,
  DelCardRequestSchema,
  EmptyResponseSchema,
  GerBankInfoRequestSchema,
  GerBankInfoResponseSchema,
  GetCardRequestSchema,
  GetCardResponseSchema,
  SysBankListResponseSchema,
  WalletInfoListResponseSchema,
} from '@app/shared/contracts';
import { ok } from '../../lib/reply';
import { memberOf } from '../../lib/request-member';
import { PAYEE_MESSAGES as M } from './payees.errors';
import {
  bindCard,
  bindSystemBankCard,
  bindWallet,
  listBankCards,
  listCards,
  listSystemBanks,
  listUsdtAddresses,
  listWallets,
  unbindCard,
  type WalletChannelSource,
} from './payees.service';

export interface PayeesRoutesOptions {
  /** The enabled wallet withdrawal channels (owned by withdrawals, which uses payees: passed in). */
  walletChannels: WalletChannelSource;
}

/**
 * The member's payees (spec-1 §5, §9; spec-2 §3, §9), registered under /api: the system bank list,
 * bank cards, USDT addresses and wallet bindings. Binding needs the fund password and is limited
 * per IP (route config, before the guard) and per member (after the guard).
 */
export const payeesRoutes: FastifyPluginAsyncZod<PayeesRoutesOptions> = async (app, options) => {
  const security = [{ bearer: [] }];
  const perIp = perIpPerMinute;
  const perMember = (name: string, max: number) => perMemberPerMinute(app, name, max);

  // ---- banks, cards and wallets ----------------------------------------------------------------

  for (const path of ['/gerSysBankInfo', '/banklist']) {
    app.post(
      path,
      {
        schema: {
          tags: ['profile'],
          summary: 'The system bank list members choose from when binding a card',
          response: { 200: SysBankListResponseSchema },
        },
      },
      async () => ok(await listSystemBanks(app.db)),
    );
  }

  app.post(
    '/bindCard',
    {
      preHandler: [app.requireMember, perMember('bindCard', 10)],
      config: perIp(30),
      schema: {
        tags: ['profile'],
        summary:
          'Binds a bank card (id = bank of the system list, branch, card_number, pay_pass); at most 5 live cards',
        security,
        body: BindBankCardRequestSchema,
        response: { 200: EmptyResponseSchema },
      },
    },
    async (request) => ok(null, await bindSystemBankCard(app.db, memberOf(request).memberId, request.body)),
  );

  app.post(
    '/getcard',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['profile'],
        summary: 'The caller’s bank cards (type 1, default; numbers masked) or USDT addresses (type 2)',
        security,
        body: GetCardRequestSchema,
        response: { 200: GetCardResponseSchema },
      },
    },
    async (request) => ok(await listCards(app.db, memberOf(request).memberId, request.body.type ?? 1)),
  );

  app.post(
    '/delcard',
    {
      preHandler: [app.requireMember, perMember('delcard', 20)],
      schema: {
        tags: ['profile'],
        summary: 'Unbinds one of the caller’s bank cards (type 1, default) or USDT addresses (type 2)',
        security,
        body: DelCardRequestSchema,
        response: { 200: EmptyResponseSchema },
      },
    },
    async (request) => {
      await unbindCard(app.db, memberOf(request).memberId, request.body.id, request.body.type ?? 1);
      return ok(null, M.unbound);
    },
  );

  app.post(
    '/gerWalletInfo',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['profile'],
        summary: 'Every enabled wallet with the caller’s bound address (is_bind 0 or 1)',
        security,
        response: { 200: WalletInfoListResponseSchema },
      },
    },
    async (request) => ok(await listWallets(app.db, memberOf(request).memberId, options.walletChannels)),
  );

  app.post(
    '/bindWallet',
    {
      preHandler: [app.requireMember, perMember('bindWallet', 10)],
      config: perIp(30),
      schema: {
        tags: ['profile'],
        summary:
          'Binds an address to a wallet (once per wallet), checked against its protocol; needs the fund password',
        security,
        body: BindWalletRequestSchema,
        response: { 200: EmptyResponseSchema },
      },
    },
    async (request) =>
      ok(null, await bindWallet(app.db, memberOf(request).memberId, request.body, options.walletChannels)),
  );

  // ---- withdraw screen: cards and USDT addresses ---------------------------------------------

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
};
