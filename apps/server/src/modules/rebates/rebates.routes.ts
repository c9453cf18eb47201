import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RebateClaimResponseSchema, RebatePageResponseSchema, RebateRecordRequestSchema } from '@app/shared/contracts';
import { formatFen } from '@app/shared/money';
import { recordPageOf } from '../../lib/member-records';
import { ok } from '../../lib/reply';
import { memberOf } from '../../lib/request-member';
import { dateFilterStart, formatDateTime, formatDay } from '../../lib/time';
import { platformNamesByPlatname } from '../wallet';
import { REBATE_MESSAGES } from './rebates.errors';
import { claimRebates, listMemberRebates, rebateTotals } from './rebates.service';

/** Rows per page of the rebate tab: the same as the other record tabs of /assets. */
const PER_PAGE = 15;

/** The rebate tab of /assets (spec-2 §2 tab 5, §7 getfanshui / dofanshui). */
export const rebatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = app.config.SITE_TZ;

  const totalsOf = async (memberId: bigint) => {
    const totals = await rebateTotals(app.db, memberId);
    return { jisuan: formatFen(totals.claimedFen), nojisuan: formatFen(totals.claimableFen) };
  };

  app.post(
    '/getfanshui',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['rebates'],
        summary: 'Rebate rows per day and platform (paged), with the claimed (jisuan) and claimable (nojisuan) totals',
        security: [{ bearer: [] }],
        body: RebateRecordRequestSchema,
        response: { 200: RebatePageResponseSchema },
      },
    },
    async (request) => {
      const { api_type, date, page: current } = request.body;
      const memberId = memberOf(request).memberId;
      const result = await listMemberRebates(app.db, {
        memberId,
        platname: api_type || undefined,
        sinceDay: formatDay(dateFilterStart(date as 1 | 2 | 3 | 4, new Date(), zone), zone),
        page: current,
        perPage: PER_PAGE,
        countTotal: current === 1,
      });
      const names = await platformNamesByPlatname(
        app.db,
        result.rows.map((row) => row.platname),
      );
      const rows = result.rows.map((row) => ({
        money: formatFen(row.moneyFen),
        created_at: formatDateTime(row.createdAt, zone),
        updated_at: formatDateTime(row.updatedAt, zone),
        gamename: names.get(row.platname) ?? row.platname,
        platname: row.platname,
        day: row.day,
        state: row.state,
      }));
      return ok({ list: recordPageOf(rows, result, current, PER_PAGE), ...(await totalsOf(memberId)) });
    },
  );

  app.post(
    '/dofanshui',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['rebates'],
        summary:
          "Claims every unclaimed rebate row in one ledger transaction ('暂无领取额度！' when nothing is claimable)",
        security: [{ bearer: [] }],
        response: { 200: RebateClaimResponseSchema },
      },
    },
    async (request) => {
      const memberId = memberOf(request).memberId;
      const claim = await claimRebates(app.db, memberId);
      const money = formatFen(claim.amountFen);
      return ok({ money, ...(await totalsOf(memberId)) }, REBATE_MESSAGES.claimed(money));
    },
  );
};
