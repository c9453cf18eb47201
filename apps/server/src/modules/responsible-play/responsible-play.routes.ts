import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RealityCheckQuerySchema,
  RealityCheckRequestSchema,
  RealityCheckSessionResponseSchema,
  ResponsiblePlayHistoryQuerySchema,
  ResponsiblePlayHistoryResponseSchema,
  ResponsiblePlayStateResponseSchema,
  SelfExclusionRequestSchema,
  SetLimitsRequestSchema,
  TimeOutRequestSchema,
  type LimitKind,
} from '@app/shared/contracts';
import { clockOf } from '../../lib/clock';
import { ok } from '../../lib/reply';
import { memberOf } from '../../lib/request-member';
import { formatDateTime } from '../../lib/time';
import { perMemberPerMinute } from '../../plugins/rate-limit';
import { RESPONSIBLE_PLAY_MESSAGES as M } from './responsible-play.errors';
import {
  listHistory,
  responsiblePlayState,
  sessionFigures,
  setLimits,
  setRealityCheck,
  startSelfExclusion,
  startTimeOut,
} from './responsible-play.service';

/** The member's responsible play (platform-rules §10): limits, time-out, self-exclusion, reality check, history. */
export const responsiblePlayRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['responsible play'];
  const security = [{ bearer: [] }];
  const now = clockOf(app.config);
  const clock = () => ({ now: now(), timeZone: app.config.SITE_TZ });
  const state = async (memberId: bigint) => responsiblePlayState(app.db, memberId, clock());

  app.get(
    '/responsible-play',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        security,
        summary:
          'Limits in force (deposit and loss, per site day / week / month), pending increases with their start, the time-out or exclusion end, the reality-check interval',
        response: { 200: ResponsiblePlayStateResponseSchema },
      },
    },
    async (request) => ok(await state(memberOf(request).memberId)),
  );

  const limitsRoute = (path: string, kind: LimitKind, summary: string) =>
    app.post(
      path,
      {
        preHandler: [app.requireMember, perMemberPerMinute(app, `rp-${kind}-limits`, 30)],
        schema: {
          tags,
          security,
          summary,
          body: SetLimitsRequestSchema,
          response: { 200: ResponsiblePlayStateResponseSchema },
        },
      },
      async (request) => {
        const { memberId } = memberOf(request);
        await setLimits(app.db, memberId, kind, request.body, clock());
        return ok(await state(memberId), M.saved);
      },
    );
  limitsRoute(
    '/responsible-play/deposit-limits',
    'deposit',
    'Sets deposit limits (day, week, month: yuan, null removes, absent keeps); a decrease applies at once, an increase or removal after 24 hours',
  );
  limitsRoute(
    '/responsible-play/loss-limits',
    'loss',
    'Sets loss limits (day, week, month: yuan, null removes, absent keeps); a decrease applies at once, an increase or removal after 24 hours',
  );

  app.post(
    '/responsible-play/time-out',
    {
      preHandler: [app.requireMember, perMemberPerMinute(app, 'rp-time-out', 10)],
      schema: {
        tags,
        security,
        summary: 'Starts a time-out of 1 to 42 days (no deposits, transfers into platforms, games or promotions)',
        body: TimeOutRequestSchema,
        response: { 200: ResponsiblePlayStateResponseSchema },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      const started = await startTimeOut(app.db, memberId, request.body.days, clock());
      return ok(await state(memberId), M.timeOutStarted(formatDateTime(started.endsAt, app.config.SITE_TZ)));
    },
  );

  app.post(
    '/responsible-play/self-exclusion',
    {
      preHandler: [app.requireMember, perMemberPerMinute(app, 'rp-self-exclusion', 10)],
      schema: {
        tags,
        security,
        summary: 'Starts a self-exclusion of 6, 12, 24 or 60 months; it cannot be reversed before its end',
        body: SelfExclusionRequestSchema,
        response: { 200: ResponsiblePlayStateResponseSchema },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      const started = await startSelfExclusion(app.db, memberId, request.body.months, clock());
      return ok(await state(memberId), M.exclusionStarted(formatDateTime(started.endsAt, app.config.SITE_TZ)));
    },
  );

  app.post(
    '/responsible-play/reality-check',
    {
      preHandler: [app.requireMember, perMemberPerMinute(app, 'rp-reality-check', 30)],
      schema: {
        tags,
        security,
        summary: 'Sets the reality-check interval in minutes (0, 15, 30, 60 or 120; 0 is off)',
        body: RealityCheckRequestSchema,
        response: { 200: ResponsiblePlayStateResponseSchema },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      await setRealityCheck(app.db, memberId, request.body.minutes, clock());
      return ok(await state(memberId), M.realityCheckSaved(request.body.minutes));
    },
  );

  app.get(
    '/responsible-play/history',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        security,
        summary:
          "The member's responsible-play changes with their time, newest first (20 a page; kept at least 90 days)",
        querystring: ResponsiblePlayHistoryQuerySchema,
        response: { 200: ResponsiblePlayHistoryResponseSchema },
      },
    },
    async (request) =>
      ok(await listHistory(app.db, memberOf(request).memberId, request.query.page, app.config.SITE_TZ)),
  );

  app.get(
    '/responsible-play/session',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        security,
        summary:
          'Reality check: play time and net result of the session that started at `since` (epoch ms), from the bet records placed since then',
        querystring: RealityCheckQuerySchema,
        response: { 200: RealityCheckSessionResponseSchema },
      },
    },
    async (request) => ok(await sessionFigures(app.db, memberOf(request).memberId, request.query.since, clock())),
  );
};
