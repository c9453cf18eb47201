import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ActivityApplyLogRequestSchema,
  ActivityApplyLogResponseSchema,
  ActivityApplyRequestSchema,
  ActivityApplyResponseSchema,
  ActivityDetailRequestSchema,
  ActivityDetailResponseSchema,
  ActivityListRequestSchema,
  ActivityListResponseSchema,
  ActivityTypeListResponseSchema,
  ActivityTypeRequestSchema,
} from '@app/shared/contracts';
import { clockOf } from '../../lib/clock';
import { ok } from '../../lib/reply';
import { memberOf } from '../../lib/request-member';
import { perMemberPerMinute } from '../../plugins/rate-limit';
import { ACTIVITY_MESSAGES as M } from './activities.errors';
import {
  activityDetail,
  applyForActivity,
  listActivities,
  listActivityTypes,
  listApplyLog,
} from './activities.service';

/** Member activities (spec-2 §7): activitytype, activitylist, activitydeatil, doactivityapply, activityApplyLog. */
export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const now = clockOf(app.config);
  const clock = () => ({ now: now(), timeZone: app.config.SITE_TZ });
  const tags = ['activities'];

  app.post(
    '/activitytype',
    {
      schema: {
        tags,
        summary: 'Activity types (the type tabs after 全部优惠), by sort',
        body: ActivityTypeRequestSchema,
        response: { 200: ActivityTypeListResponseSchema },
      },
    },
    async () => ok(await listActivityTypes(app.db)),
  );

  app.post(
    '/activitylist',
    {
      schema: {
        tags,
        summary: 'Activities that have not ended (banner cards), by sort; type -1 or missing = all',
        body: ActivityListRequestSchema,
        response: { 200: ActivityListResponseSchema },
      },
    },
    async (request) => ok(await listActivities(app.db, request.body.type, clock())),
  );

  app.post(
    '/activitydeatil',
    {
      schema: {
        tags,
        summary: 'One activity: sanitised content and memo, schedule, whether it takes applications',
        body: ActivityDetailRequestSchema,
        response: { 200: ActivityDetailResponseSchema },
      },
    },
    async (request) => ok(await activityDetail(app.db, request.body.id, clock())),
  );

  app.post(
    '/doactivityapply',
    {
      preHandler: [app.requireMember, perMemberPerMinute(app, 'doactivityapply', 60)],
      config: { closedInMaintenance: true },
      schema: {
        tags,
        summary: 'Applies for an activity (one live application per member and activity; again only after a refusal)',
        security,
        body: ActivityApplyRequestSchema,
        response: { 200: ActivityApplyResponseSchema },
      },
    },
    async (request) => {
      await applyForActivity(app.db, memberOf(request).memberId, request.body.activityid, clock());
      return ok(null, M.applied);
    },
  );

  app.post(
    '/activityApplyLog',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'The member’s applications (activity, state 1 待审核 / 2 通过 / 3 拒绝, time), newest first',
        security,
        body: ActivityApplyLogRequestSchema,
        response: { 200: ActivityApplyLogResponseSchema },
      },
    },
    async (request) =>
      ok(
        await listApplyLog(
          app.db,
          memberOf(request).memberId,
          request.body.page,
          request.body.limit,
          app.config.SITE_TZ,
        ),
      ),
  );
};
