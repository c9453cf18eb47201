import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BetRecordPageResponseSchema,
  BetRecordRequestSchema,
  TransRecordPageResponseSchema,
  TransRecordRequestSchema,
} from '@app/shared/contracts';
import { formatFen } from '@app/shared/money';
import { recordPageOf } from '../../lib/member-records';
import { ok } from '../../lib/reply';
import { memberOf } from '../../lib/request-member';
import { dateFilterStart, formatDateTime } from '../../lib/time';
import { listMemberBets } from '../games';
import { listMemberDeposits } from '../payments';
import { listMemberTransfers, TransferDirection } from '../wallet';
import { listMemberWithdrawals } from '../withdrawals';

const PER_PAGE = 15;

interface RecordRow {
  amountFen: bigint;
  createdAt: Date;
  payWay: string;
  orderNo: string;
  state: number;
  /** Withdrawals only (decision 0031). */
  payoutState?: number;
}

/** The record tabs of /assets (spec-2 §2): deposits, withdrawals, transfers in and out, bets. */
export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = app.config.SITE_TZ;
  // The matches are counted on the first page only (decision 0017); see recordPageOf.
  const page = <T>(rows: T[], result: { total: number | null; hasMore: boolean }, current: number) =>
    recordPageOf(rows, result, current, PER_PAGE);
  const toWire = (row: RecordRow) => ({
    amount: formatFen(row.amountFen),
    created_at: formatDateTime(row.createdAt, zone),
    pay_way: row.payWay,
    out_trade_no: row.orderNo,
    state: row.state,
    ...(row.payoutState === undefined ? {} : { payout_state: row.payoutState }),
  });

  app.post(
    '/gettransrecord',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['records'],
        summary: 'Deposit (1), withdrawal (2), transfer-in (3) and transfer-out (4) records, paged',
        security: [{ bearer: [] }],
        body: TransRecordRequestSchema,
        response: { 200: TransRecordPageResponseSchema },
      },
    },
    async (request) => {
      const { type, api_type, date, page: current } = request.body;
      const memberId = memberOf(request).memberId;
      const query = {
        memberId,
        since: dateFilterStart(date as 1 | 2 | 3 | 4, new Date(), zone),
        page: current,
        perPage: PER_PAGE,
        countTotal: current === 1,
      };
      let result: { rows: RecordRow[]; total: number | null; hasMore: boolean };
      if (type === 1) result = await listMemberDeposits(app.db, query);
      else if (type === 2) result = await listMemberWithdrawals(app.db, query);
      else {
        const platforms = await app.services.platforms.listPlatforms({ includeDisabled: true });
        const names = new Map(platforms.map((platform) => [platform.platname, platform.name]));
        const transfers = await listMemberTransfers(app.db, {
          ...query,
          direction: type === 3 ? TransferDirection.toPlatform : TransferDirection.fromPlatform,
          platname: api_type || undefined,
        });
        result = {
          total: transfers.total,
          hasMore: transfers.hasMore,
          rows: transfers.rows.map((row) => ({
            amountFen: row.amountFen,
            createdAt: row.createdAt,
            payWay: names.get(row.platname) ?? row.platname,
            orderNo: row.orderNo,
            state: row.state,
          })),
        };
      }
      return ok(page(result.rows.map(toWire), result, current));
    },
  );

  app.post(
    '/betrecord',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['records'],
        summary: 'Bet records of every platform, paged',
        security: [{ bearer: [] }],
        body: BetRecordRequestSchema,
        response: { 200: BetRecordPageResponseSchema },
      },
    },
    async (request) => {
      const { api_type, date, page: current } = request.body;
      const result = await listMemberBets(app.db, {
        memberId: memberOf(request).memberId,
        platname: api_type || undefined,
        since: dateFilterStart(date as 1 | 2 | 3 | 4, new Date(), zone),
        page: current,
        perPage: PER_PAGE,
        countTotal: current === 1,
      });
      return ok(
        page(
          result.rows.map((bet) => ({
            bet_amount: formatFen(bet.stakeFen),
            valid_amount: formatFen(bet.validBetFen),
            bet_time: formatDateTime(bet.betAt, zone),
            Code: bet.gameCode,
            game_name: bet.gameName,
            platname: bet.platname,
            win_loss: formatFen(bet.winLossFen),
            bet_id: bet.betId,
            state: bet.state,
          })),
          result,
          current,
        ),
      );
    },
  );
};
