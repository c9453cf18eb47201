import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  EmptyResponseSchema,
  PortalAgentResponseSchema,
  PortalCreateSubAgentRequestSchema,
  PortalIdParamsSchema,
  PortalInviteResponseSchema,
  PortalLoginRequestSchema,
  PortalMemberPageResponseSchema,
  PortalMemberResponseSchema,
  PortalMembersQuerySchema,
  PortalOverviewResponseSchema,
  PortalRangeQuerySchema,
  PortalReportQuerySchema,
  PortalReportResponseSchema,
  PortalSessionRequestSchema,
  PortalSessionResponseSchema,
  PortalStatementDetailResponseSchema,
  PortalStatementPageResponseSchema,
  PortalStatementsQuerySchema,
  PortalSubAgentPageResponseSchema,
  PortalSubAgentResponseSchema,
  PortalSubAgentsQuerySchema,
} from '@app/shared/contracts';
import { clockOf } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { formatDateTime } from '../../lib/time';
import { bearerToken } from '../auth';
import { perIpPerMinute } from '../../plugins/rate-limit';
import type { AgentRow } from './agents.repository';
import {
  authenticatePortal,
  exchangePortalTicket,
  loginPortal,
  revokePortalSession,
  type PortalAgentSession,
} from './portal-auth.service';
import { PORTAL_MESSAGES as M } from './portal.errors';
import {
  createSubAgent,
  portalAgent,
  portalInvite,
  portalMember,
  portalMembers,
  portalOverview,
  portalReport,
  portalStatement,
  portalStatements,
  portalSubAgents,
  type PortalContext,
} from './portal.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the portal guard on /api/agent-portal/* calls. */
    agentPortal?: PortalAgentSession;
  }
}

/**
 * The agent portal's calls (issue #17, decision 0030), registered under /api/agent-portal: sign-in
 * by ticket or password, then the signed-in agent's own tree only. The portal token is its own
 * bearer (agent_portal_sessions), not a member session.
 */
export const agentPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  // The portal's own token (agent_portal_sessions), sent as a bearer like the member token.
  const security = [{ bearer: [] }];
  const clock = clockOf(app.config);
  const zone = app.config.SITE_TZ;
  // Figures and lists read in the report class (decision 0016): a big tree never takes the member pool.
  const report = { dbClass: 'report' as const };

  const requireAgent = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const session = token ? await authenticatePortal(app.db, token, clock()) : undefined;
    if (!session) throw new AppError('unauthorized');
    request.agentPortal = session;
  };
  const contextOf = (request: FastifyRequest): PortalContext => {
    const session = request.agentPortal;
    if (!session) throw new AppError('unauthorized');
    return { db: app.db, zone, now: clock(), agent: session.agent, username: session.username };
  };
  const meta = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : undefined,
  });
  const sessionAnswer = async (
    reply: FastifyReply,
    session: { token: string; expiresAt: Date; agent: AgentRow; username: string },
  ) => {
    // A token answer is never stored by a cache (the /api default says so too; said here on purpose).
    void reply.header('cache-control', 'no-store');
    return ok(
      {
        token: session.token,
        expires_at: formatDateTime(session.expiresAt, zone),
        agent: await portalAgent(app.db, session.agent, session.username),
      },
      M.loggedIn,
    );
  };

  app.post(
    '/session',
    {
      config: perIpPerMinute(30),
      schema: {
        tags: ['agent-portal'],
        summary: 'Exchanges the single-use ticket of getAgentLoginUrl (60 s) for a portal token (8 h)',
        body: PortalSessionRequestSchema,
        response: { 200: PortalSessionResponseSchema },
      },
    },
    async (request, reply) =>
      sessionAnswer(reply, await exchangePortalTicket(app.db, request.body.ticket, request.ip, clock())),
  );

  app.post(
    '/login',
    {
      config: perIpPerMinute(20),
      schema: {
        tags: ['agent-portal'],
        summary: "The portal's own login: the agent's member account, password and image captcha",
        body: PortalLoginRequestSchema,
        response: { 200: PortalSessionResponseSchema },
      },
    },
    async (request, reply) => {
      const { name, password, captcha_id: captchaId, auth_code: code } = request.body;
      if (!name?.trim() || !password) throw new AppError('refused', '请输入账号和密码');
      await app.services.captcha.verify(captchaId, code);
      return sessionAnswer(reply, await loginPortal(app.db, name, password, meta(request), clock()));
    },
  );

  app.post(
    '/logout',
    {
      preHandler: requireAgent,
      schema: {
        tags: ['agent-portal'],
        summary: 'Ends this portal session',
        security,
        response: { 200: EmptyResponseSchema },
      },
    },
    async (request) => {
      const session = request.agentPortal;
      if (session) await revokePortalSession(app.db, session.sessionId);
      return ok(null, M.loggedOut);
    },
  );

  app.get(
    '/me',
    {
      preHandler: requireAgent,
      schema: {
        tags: ['agent-portal'],
        summary: 'The signed-in agent',
        security,
        response: { 200: PortalAgentResponseSchema },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      return ok(await portalAgent(app.db, ctx.agent, ctx.username));
    },
  );

  app.get(
    '/overview',
    {
      preHandler: requireAgent,
      config: report,
      schema: {
        tags: ['agent-portal'],
        summary: 'Team overview: members, sub-agents, new and active members, the period figures, latest commission',
        security,
        querystring: PortalRangeQuerySchema,
        response: { 200: PortalOverviewResponseSchema },
      },
    },
    async (request) => ok(await portalOverview(contextOf(request), request.query)),
  );

  app.get(
    '/report',
    {
      preHandler: requireAgent,
      config: report,
      schema: {
        tags: ['agent-portal'],
        summary: 'Team deposits, withdrawals, valid bets and net result per day, week or month',
        security,
        querystring: PortalReportQuerySchema,
        response: { 200: PortalReportResponseSchema },
      },
    },
    async (request) => ok(await portalReport(contextOf(request), request.query)),
  );

  app.get(
    '/members',
    {
      preHandler: requireAgent,
      config: report,
      schema: {
        tags: ['agent-portal'],
        summary: "Direct members (of the agent or of a sub-agent in its tree) with the range's figures",
        security,
        querystring: PortalMembersQuerySchema,
        response: { 200: PortalMemberPageResponseSchema },
      },
    },
    async (request) => ok(await portalMembers(contextOf(request), request.query)),
  );

  app.get(
    '/members/:id',
    {
      preHandler: requireAgent,
      config: report,
      schema: {
        tags: ['agent-portal'],
        summary: "One team member's summary over the range",
        security,
        params: PortalIdParamsSchema,
        querystring: PortalRangeQuerySchema,
        response: { 200: PortalMemberResponseSchema },
      },
    },
    async (request) => ok(await portalMember(contextOf(request), request.params.id, request.query)),
  );

  app.get(
    '/sub-agents',
    {
      preHandler: requireAgent,
      schema: {
        tags: ['agent-portal'],
        summary: 'Agents directly below the agent (or below a sub-agent in its tree)',
        security,
        querystring: PortalSubAgentsQuerySchema,
        response: { 200: PortalSubAgentPageResponseSchema },
      },
    },
    async (request) => ok(await portalSubAgents(contextOf(request), request.query)),
  );

  app.post(
    '/sub-agents',
    {
      preHandler: requireAgent,
      config: perIpPerMinute(10),
      schema: {
        tags: ['agent-portal'],
        summary: 'Creates a sub-agent: a new member account below this agent with a lower rate',
        security,
        body: PortalCreateSubAgentRequestSchema,
        response: { 200: PortalSubAgentResponseSchema },
      },
    },
    async (request) => ok(await createSubAgent(contextOf(request), request.body, request.ip), M.subAgentCreated),
  );

  app.get(
    '/statements',
    {
      preHandler: requireAgent,
      schema: {
        tags: ['agent-portal'],
        summary: "The agent's commission statements, newest cycle first",
        security,
        querystring: PortalStatementsQuerySchema,
        response: { 200: PortalStatementPageResponseSchema },
      },
    },
    async (request) => ok(await portalStatements(contextOf(request), request.query)),
  );

  app.get(
    '/statements/:id',
    {
      preHandler: requireAgent,
      schema: {
        tags: ['agent-portal'],
        summary: 'One statement and how each figure was computed (its lines)',
        security,
        params: PortalIdParamsSchema,
        response: { 200: PortalStatementDetailResponseSchema },
      },
    },
    async (request) => ok(await portalStatement(contextOf(request), request.params.id)),
  );

  app.get(
    '/invite',
    {
      preHandler: requireAgent,
      schema: {
        tags: ['agent-portal'],
        summary: 'The invite link (member site registration with pid) and its QR code (SVG)',
        security,
        response: { 200: PortalInviteResponseSchema },
      },
    },
    async (request) => ok(await portalInvite(contextOf(request).agent, `${request.protocol}://${request.host}`)),
  );
};
