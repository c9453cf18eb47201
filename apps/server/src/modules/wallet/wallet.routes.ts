import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmptyResponseSchema,
  PlatformBalancesResponseSchema,
  TransAllResponseSchema,
  TransferModeRequestSchema,
  TransferRequestSchema,
  TransferResponseSchema,
} from '@app/shared/contracts';
import { formatFen, parseAmountToFen } from '@app/shared/money';
import { TRANSFER_MESSAGES } from '@app/shared/validation';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { memberOf } from '../../lib/request-member';
import { setTransferMode } from '../members';
import { platformBalances, recallAll, requestTransfer, type TransferResult } from './transfers.service';

const toWire = (result: TransferResult) => ({
  order_no: result.orderNo,
  state: result.state,
  amount: formatFen(result.amountFen),
});

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { platforms } = app.services;
  const timeZone = app.config.SITE_TZ;
  const guarded = { preHandler: app.requireMember };
  const security = [{ bearer: [] }];

  app.post(
    '/balancelist',
    {
      ...guarded,
      schema: {
        tags: ['wallet'],
        summary: 'Balance on every game platform (polled every 3 s on /assets)',
        security,
        response: { 200: PlatformBalancesResponseSchema },
      },
    },
    async (request) => {
      const balances = await platformBalances(platforms, memberOf(request).memberId);
      return ok(
        balances.map(({ platform, balanceFen }) => ({
          name: platform.name,
          platname: platform.platname,
          balance: balanceFen === null ? '--' : formatFen(balanceFen),
          maintenance: platform.maintenance ? 1 : 0,
        })),
      );
    },
  );

  app.post(
    '/transfer',
    {
      ...guarded,
      config: { closedInMaintenance: true, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['wallet'],
        summary: "Moves money between the main wallet ('userbalance') and a platform",
        security,
        body: TransferRequestSchema,
        response: { 200: TransferResponseSchema },
      },
    },
    async (request) => {
      const { amount, sourcetype, targettype } = request.body;
      if (amount === undefined || amount === '') throw new AppError('refused', TRANSFER_MESSAGES.amountRequired);
      const parsed = parseAmountToFen(amount);
      // A malformed amount: the same answer as every money call (HTTP 400, code 400, what is wrong).
      if (!parsed.ok) throw new AppError('badRequest', parsed.message);
      const result = await requestTransfer(
        app.db,
        platforms,
        memberOf(request).memberId,
        { amountFen: parsed.fen, sourcetype: sourcetype ?? '', targettype: targettype ?? '' },
        { timeZone },
      );
      if (result.state === 0) throw new AppError('refused', result.message);
      return ok(toWire(result), result.message);
    },
  );

  app.post(
    '/transall',
    {
      ...guarded,
      config: { closedInMaintenance: true, rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['wallet'],
        summary: 'Recalls every platform balance to the main wallet',
        security,
        response: { 200: TransAllResponseSchema },
      },
    },
    async (request) => {
      const { message, results } = await recallAll(app.db, platforms, memberOf(request).memberId, { timeZone });
      return ok({ results: results.map(toWire) }, message);
    },
  );

  app.post(
    '/uptransferstatus',
    {
      ...guarded,
      schema: {
        tags: ['wallet'],
        summary: 'Switches transfer mode (0) and transfer-free mode (1)',
        security,
        body: TransferModeRequestSchema,
        response: { 200: EmptyResponseSchema },
      },
    },
    async (request) => {
      await setTransferMode(app.db, memberOf(request).memberId, request.body.transferstatus);
      return ok(null, '操作成功！');
    },
  );
};
