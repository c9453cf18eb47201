import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AgentApplicationStatusResponseSchema,
  AgentApplyRequestSchema,
  AgentApplyResponseSchema,
} from '@app/shared/contracts';
import { clockOf } from '../../lib/clock';
import { ok } from '../../lib/reply';
import { memberOf } from '../../lib/request-member';
import { perMemberPerMinute } from '../../plugins/rate-limit';
import { AGENT_MESSAGES as M } from './agents.errors';
import { agentApplicationStatus, applyForAgent } from './agents.service';

/** Member agent application (spec-2 §2 /applyagent, §8, §9; decision 0028). */
export const agentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const now = clockOf(app.config);
  const tags = ['agents'];

  app.post(
    '/applyagentdo',
    {
      preHandler: [app.requireMember, perMemberPerMinute(app, 'applyagentdo', 20)],
      config: { closedInMaintenance: true },
      schema: {
        tags,
        summary:
          'Applies to become an agent { mobile, apply_info }: mobile pattern, then reason (≤ 200); a bound phone; one pending application at a time',
        security,
        body: AgentApplyRequestSchema,
        response: { 200: AgentApplyResponseSchema },
      },
    },
    async (request) => {
      await applyForAgent(app.db, memberOf(request).memberId, request.body, now());
      return ok(null, M.applied);
    },
  );

  app.get(
    '/agent-application',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary:
          'The member’s agent flag, whether a phone is bound, and the latest application (state 0 待审核, 1 通过, 2 拒绝 with the reason) or null',
        security,
        response: { 200: AgentApplicationStatusResponseSchema },
      },
    },
    async (request) => ok(await agentApplicationStatus(app.db, memberOf(request).memberId, app.config.SITE_TZ)),
  );
};
