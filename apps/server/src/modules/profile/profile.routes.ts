import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perIpPerMinute, perMemberPerMinute } from '../../plugins/rate-limit';
import {
  AVATAR_LIMITS,
  AVATAR_MESSAGES,
  AvatarUploadResponseSchema,
  CheckMobileCodeRequestSchema,
  EditPayPasswordRequestSchema,
  EmptyResponseSchema,
  UpdateUserInfoRequestSchema,
  UrlResponseSchema,
} from '@app/shared/contracts';
import { clockOf } from '../../lib/clock';
import { refuse } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { memberOf } from '../../lib/request-member';
import { createPortalTicket } from '../agents';
import { bindMobile, changePayPassword, updateProfile } from './account.service';
import { saveAvatar } from './avatar.service';
import { PROFILE_MESSAGES as M } from './profile.errors';

/** multipart errors of @fastify/multipart that mean "the file is over the limit". */
const TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT']);

function errorCodeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/**
 * Member centre, account settings, cards and wallets (spec-1 §2, §7; spec-2 §2), registered under
 * /api. Root-level pages (avatars) are in `profilePagesRoutes`; messages, customer service and info
 * pages are the content module's.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Portal tickets expire by the same clock the portal checks them with (TEST_CLOCK_AT in tests).
  const clock = clockOf(app.config);
  // Multipart for the avatar upload only: this plugin is encapsulated, so no other route accepts it.
  await app.register(fastifyMultipart, {
    limits: { fileSize: AVATAR_LIMITS.maxBytes, files: 1, fields: 10, parts: 12 },
  });

  const tz = app.config.SITE_TZ;
  const security = [{ bearer: [] }];
  const perIp = perIpPerMinute;
  const perMember = (name: string, max: number) => perMemberPerMinute(app, name, max);

  // ---- member centre and account settings ------------------------------------------------------

  app.post(
    '/uploadimg',
    {
      preHandler: [app.requireMember, perMember('uploadimg', 10)],
      config: perIp(20),
      schema: {
        tags: ['profile'],
        summary: 'Uploads the avatar (multipart field `file`): gif or png by content, at most 2 MB',
        consumes: ['multipart/form-data'],
        security,
        response: { 200: AvatarUploadResponseSchema },
      },
    },
    async (request) => {
      const { memberId } = memberOf(request);
      if (!request.isMultipart()) throw refuse(AVATAR_MESSAGES.missing);
      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) throw refuse(AVATAR_MESSAGES.missing);
        bytes = await file.toBuffer();
      } catch (error) {
        if (TOO_LARGE_CODES.has(errorCodeOf(error) ?? '')) throw refuse(AVATAR_MESSAGES.tooLarge);
        throw error;
      }
      const avatar = await saveAvatar(app.db, app.config.dataDir, memberId, bytes);
      return ok({ avatar }, AVATAR_MESSAGES.uploaded);
    },
  );

  app.post(
    '/editPayPassword',
    {
      preHandler: [app.requireMember, perMember('editPayPassword', 10)],
      config: perIp(30),
      schema: {
        tags: ['profile'],
        summary:
          'Changes the fund password (password = old, paypassword = new, 6 digits); wrong old ones count toward the 1-hour lock',
        security,
        body: EditPayPasswordRequestSchema,
        response: { 200: EmptyResponseSchema },
      },
    },
    async (request) => {
      await changePayPassword(app.db, memberOf(request).memberId, request.body);
      return ok(null, M.payPasswordChanged);
    },
  );

  app.post(
    '/checkMobileCode',
    {
      preHandler: [app.requireMember, perMember('checkMobileCode', 10)],
      config: perIp(30),
      schema: {
        tags: ['profile'],
        summary: 'Binds the phone once its SMS code checks out; a bound phone cannot be changed by the member',
        security,
        body: CheckMobileCodeRequestSchema,
        response: { 200: EmptyResponseSchema },
      },
    },
    async (request) => {
      await bindMobile(app.db, app.services.sms, memberOf(request).memberId, request.body);
      return ok(null, M.mobileBound);
    },
  );

  app.post(
    '/updateuserinfo',
    {
      preHandler: app.requireMember,
      config: perIp(30),
      schema: {
        tags: ['profile'],
        summary:
          'Sets e-mail and / or birthday (YYYY-MM-DD); blank fields stay; mobile is ignored (see checkMobileCode)',
        security,
        body: UpdateUserInfoRequestSchema,
        response: { 200: EmptyResponseSchema },
      },
    },
    async (request) => {
      await updateProfile(app.db, memberOf(request).memberId, request.body, { timeZone: tz });
      return ok(null, M.profileSaved);
    },
  );

  app.get(
    '/getAgentLoginUrl',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['profile'],
        summary: 'The agent portal address with a single-use sign-in ticket (60 s) in its fragment',
        security,
        response: { 200: UrlResponseSchema },
      },
    },
    async (request, reply) => {
      // The ticket rides in the fragment: it never reaches a server log or a Referer header.
      const ticket = await createPortalTicket(app.db, memberOf(request).memberId, clock());
      void reply.header('cache-control', 'no-store');
      return ok({ url: `/agent/#/sso?ticket=${ticket}` });
    },
  );
};
