import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminExtendExclusionRequestSchema,
  AdminExtendExclusionResponseSchema,
  AdminResponsiblePlayParamsSchema,
  AdminResponsiblePlayQuerySchema,
  AdminResponsiblePlayResponseSchema,
} from '@app/shared/contracts';
import { clockOf } from '../../lib/clock';
import { ok } from '../../lib/reply';
import { staffRoutes } from '../../lib/staff-route';
import { formatDateTime } from '../../lib/time';
import { staffActorOf } from '../staff';
import { RESPONSIBLE_PLAY_MESSAGES as M } from './responsible-play.errors';
import { assertMemberExists, extendExclusion, listHistory, responsiblePlayState } from './responsible-play.service';

/** A member's responsible play in the back office (under /api/admin; platform-rules §10). */
export const responsiblePlayAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: ['admin: members'], permission: 'members.view' });
  const now = clockOf(app.config);
  const zone = app.config.SITE_TZ;

  staff.get(
    '/members/:member_id/responsible-play',
    {
      summary: "A member's limits, pending increases, time-out or exclusion and the history of changes (20 a page)",
      params: AdminResponsiblePlayParamsSchema,
      querystring: AdminResponsiblePlayQuerySchema,
      response: { 200: AdminResponsiblePlayResponseSchema },
    },
    async (request) => {
      const memberId = BigInt(request.params.member_id);
      await assertMemberExists(app.db, memberId);
      return ok({
        state: await responsiblePlayState(app.db, memberId, { now: now(), timeZone: zone }),
        history: await listHistory(app.db, memberId, request.query.page, zone),
      });
    },
  );

  staff.post(
    '/members/:member_id/responsible-play/extend-exclusion',
    {
      permission: 'members.freeze',
      summary:
        "Extends a member's self-exclusion by whole months from its current end (or starts one); never shortens (audited)",
      params: AdminResponsiblePlayParamsSchema,
      body: AdminExtendExclusionRequestSchema,
      response: { 200: AdminExtendExclusionResponseSchema },
    },
    async (request) => {
      const saved = await extendExclusion(
        app.db,
        BigInt(request.params.member_id),
        request.body,
        { now: now(), timeZone: zone },
        { staff: staffActorOf(request), ip: request.ip },
      );
      const ends = formatDateTime(saved.endsAt, zone);
      return ok(
        { kind: saved.kind, starts_at: formatDateTime(saved.startsAt, zone), ends_at: ends },
        M.exclusionExtended(ends),
      );
    },
  );
};
