import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatFen } from '@app/shared/money';
import { BalanceResponseSchema, UserInfoResponseSchema, VipLevelsResponseSchema } from '@app/shared/contracts';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { memberOf } from '../../lib/request-member';
import { getUserInfo, listVipLevels } from './members.service';
import { toVipLevelWire } from './vip-levels.service';

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { preHandler: app.requireMember };
  const userInfo = async (memberId: bigint) => {
    const info = await getUserInfo(app.db, memberId, app.config.SITE_TZ);
    if (!info) throw new AppError('unauthorized');
    return ok(info);
  };

  app.post(
    '/user',
    {
      ...guarded,
      schema: {
        tags: ['members'],
        summary: 'The logged-in member (userInfo)',
        security: [{ bearer: [] }],
        response: { 200: UserInfoResponseSchema },
      },
    },
    async (request) => userInfo(memberOf(request).memberId),
  );

  app.post(
    '/refreshusermoney',
    {
      ...guarded,
      schema: {
        tags: ['members'],
        summary: 'userInfo with a fresh balance; the client replaces its stored copy',
        security: [{ bearer: [] }],
        response: { 200: UserInfoResponseSchema },
      },
    },
    async (request) => userInfo(memberOf(request).memberId),
  );

  app.post(
    '/balance',
    {
      ...guarded,
      schema: {
        tags: ['members'],
        summary: 'Main wallet balance (polled every 3.3 s)',
        security: [{ bearer: [] }],
        response: { 200: BalanceResponseSchema },
      },
    },
    async (request, reply) => {
      const balanceFen = await app.services.balances.mainBalanceFen(app.db, memberOf(request).memberId);
      // The hottest route (every member polls it every 3.3 s): the envelope is written as JSON
      // directly, skipping the response schema's validation pass (its shape is fixed here and
      // checked against BalanceResponseSchema by the members integration test).
      const untyped: FastifyReply = reply;
      return untyped
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(ok({ balance: formatFen(balanceFen) })));
    },
  );

  app.post(
    '/uservip',
    { schema: { tags: ['members'], summary: 'VIP levels', response: { 200: VipLevelsResponseSchema } } },
    async () => {
      const levels = await listVipLevels(app.db);
      return ok(levels.map(toVipLevelWire));
    },
  );
};
