import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RedPacketGrabResponseSchema,
  RedPacketListRequestSchema,
  RedPacketPageResponseSchema,
  UserRedPacketQuerySchema,
  UserRedPacketResponseSchema,
} from '@app/shared/contracts';
import { formatFen } from '@app/shared/money';
import { clockOf } from '../../lib/clock';
import { refuse } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { memberOf } from '../../lib/request-member';
import { perMemberPerMinute } from '../../plugins/rate-limit';
import { getSiteSettings } from '../content';
import { RED_PACKET_MESSAGES as M } from './red-packets.errors';
import { grabRedPacket, listRedPacketRecords, redPacketData, redPacketSummary } from './red-packets.service';

/** redpacket_switch 0 closes all three calls (spec-2 §2, §8), enforced here rather than by the page. */
async function requireRedPacketsOpen(app: FastifyInstance): Promise<void> {
  const settings = await getSiteSettings(app.db, app.services.content);
  if (settings.redpacket_switch !== 1) throw refuse(M.closed);
}

/** Member red packets (spec-2 §7): userredpacket, redpacket, douserredpacket. */
export const redPacketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const now = clockOf(app.config);
  const clock = () => ({ now: now(), timeZone: app.config.SITE_TZ });

  app.get(
    '/userredpacket',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['red packets'],
        summary:
          'With page: grabs left and received today (assets, welfare); without: also max_times, the rule table and today’s window (hongbao)',
        security,
        querystring: UserRedPacketQuerySchema,
        response: { 200: UserRedPacketResponseSchema },
      },
    },
    async (request) => {
      await requireRedPacketsOpen(app);
      const { memberId } = memberOf(request);
      return ok(
        request.query.page === undefined
          ? await redPacketData(app.db, memberId, clock())
          : await redPacketSummary(app.db, memberId, clock()),
      );
    },
  );

  app.post(
    '/redpacket',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['red packets'],
        summary: 'The member’s red packets (counted deposits, amount, time), newest first, 10 per page',
        security,
        body: RedPacketListRequestSchema,
        response: { 200: RedPacketPageResponseSchema },
      },
    },
    async (request) => {
      await requireRedPacketsOpen(app);
      return ok(await listRedPacketRecords(app.db, memberOf(request).memberId, request.body.page, app.config.SITE_TZ));
    },
  );

  app.post(
    '/douserredpacket',
    {
      preHandler: [app.requireMember, perMemberPerMinute(app, 'douserredpacket', 120)],
      config: { closedInMaintenance: true },
      schema: {
        tags: ['red packets'],
        summary: 'Grabs one red packet inside today’s window: a uniform draw within the rules, paid to the main wallet',
        security,
        response: { 200: RedPacketGrabResponseSchema },
      },
    },
    async (request) => {
      await requireRedPacketsOpen(app);
      const grab = await grabRedPacket(app.db, memberOf(request).memberId, clock());
      return ok({ redpacketmoney: formatFen(grab.amountFen) }, M.won);
    },
  );
};
