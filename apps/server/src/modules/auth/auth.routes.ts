import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CaptchaResponseSchema,
  EditPasswordRequestSchema,
  EmptyResponseSchema,
  LoginRequestSchema,
  RegisterNoteQuerySchema,
  RegisterRequestSchema,
  TokenResponseSchema,
} from '@app/shared/contracts';
import { ok } from '../../lib/reply';
import { memberOf } from '../../lib/request-member';
import { AUTH_MESSAGES } from './auth.errors';
import { changeLoginPassword, loginMember, logoutSession, registerMember, type AuthDeps } from './auth.service';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { captcha, sms } = app.services;
  const deps: AuthDeps = { db: app.db, captcha, sms, sessions: app.services.sessions };
  const meta = (request: { ip: string; headers: Record<string, string | string[] | undefined> }) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });

  app.get(
    '/captcha',
    {
      config: perMinute(30),
      schema: {
        tags: ['auth'],
        summary: 'A 4-digit image captcha (120x37), one use, 5 minutes',
        response: { 200: CaptchaResponseSchema },
      },
    },
    async () => ok(await captcha.issue()),
  );

  app.get(
    '/registerNote',
    {
      config: perMinute(5),
      schema: {
        tags: ['auth'],
        summary: 'Sends a 6-digit SMS code (60 s apart, 10 per phone and 20 per IP a day)',
        querystring: RegisterNoteQuerySchema,
        response: { 200: EmptyResponseSchema },
      },
    },
    async (request) => {
      await sms.send(request.query.mobile, request.ip, new Date(), request.query.purpose);
      return ok(null, AUTH_MESSAGES.smsSent);
    },
  );

  app.post(
    '/register',
    {
      config: { rateLimit: { max: 10, timeWindow: 10 * 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Registers a member (type 1 account + captcha, type 2 phone + SMS code) and logs in',
        body: RegisterRequestSchema,
        response: { 200: TokenResponseSchema },
      },
    },
    async (request) =>
      ok({ api_token: await registerMember(deps, request.body, meta(request)) }, AUTH_MESSAGES.registered),
  );

  app.post(
    '/login_pc',
    {
      config: perMinute(20),
      schema: {
        tags: ['auth'],
        summary: 'Logs in (type 1 account + password + captcha, type 2 phone + SMS code)',
        body: LoginRequestSchema,
        response: { 200: TokenResponseSchema },
      },
    },
    async (request) => ok({ api_token: await loginMember(deps, request.body, meta(request)) }, AUTH_MESSAGES.loggedIn),
  );

  app.post(
    '/logoff',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['auth'],
        summary: 'Ends this session',
        security: [{ bearer: [] }],
        response: { 200: EmptyResponseSchema },
      },
    },
    async (request) => {
      await logoutSession(deps, memberOf(request).sessionId);
      return ok(null, AUTH_MESSAGES.loggedOut);
    },
  );

  app.post(
    '/editPassword',
    {
      preHandler: app.requireMember,
      config: perMinute(10),
      schema: {
        tags: ['auth'],
        summary: 'Changes the login password (password = old, paypassword = new) and ends every session',
        security: [{ bearer: [] }],
        body: EditPasswordRequestSchema,
        response: { 200: EmptyResponseSchema },
      },
    },
    async (request) => {
      await changeLoginPassword(deps, memberOf(request).memberId, request.body);
      return ok(null, AUTH_MESSAGES.passwordChanged);
    },
  );
};
