import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  VipBonusClaimQuerySchema,
  VipBonusClaimResponseSchema,
  VipBonusRecordsResponseSchema,
} from '@app/shared/contracts';
import { formatFen } from '@app/shared/money';
import { refuse } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { memberOf } from '../../lib/request-member';
import { perMemberPerMinute } from '../../plugins/rate-limit';
import { VIP_BONUS_MESSAGES as M } from './vip-bonuses.errors';
import { claimVipBonus, listMemberBonuses } from './vip-bonuses.service';

/** A bonus id from the query: a positive integer (as text), else the member's clear message. */
function bonusIdOf(value: unknown): bigint {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,17}$/.test(text.trim())) throw refuse(M.idInvalid);
  return BigInt(text.trim());
}

/** VIP bonuses of the member site: the records (userBonus) and the claim (doUserBonus). */
export const vipBonusesRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];

  app.get(
    '/userBonus',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['vip'],
        summary:
          'The member’s VIP bonus records, newest first (bonus_type 1 promotion, 2 weekly, 3 monthly; status 0 claimable)',
        security,
        response: { 200: VipBonusRecordsResponseSchema },
      },
    },
    async (request) => ok(await listMemberBonuses(app.db, memberOf(request).memberId, app.config.SITE_TZ)),
  );

  app.get(
    '/doUserBonus',
    {
      preHandler: [app.requireMember, perMemberPerMinute(app, 'do-user-bonus', 60)],
      config: { closedInMaintenance: true },
      schema: {
        tags: ['vip'],
        summary: 'Claims one of the member’s claimable VIP bonuses once: paid to the main wallet, turnover × 1',
        security,
        querystring: VipBonusClaimQuerySchema,
        response: { 200: VipBonusClaimResponseSchema },
      },
    },
    async (request) => {
      const { amountFen } = await claimVipBonus(app.db, memberOf(request).memberId, bonusIdOf(request.query.id));
      return ok({ amount: formatFen(amountFen) }, M.claimed);
    },
  );
};
