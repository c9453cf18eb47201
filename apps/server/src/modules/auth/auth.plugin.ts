import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';
import '../../lib/request-member';
import type { SessionService } from './session.service';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export const authPlugin = fp(async (app: FastifyInstance, options: { sessions: SessionService }) => {
  app.decorateRequest('member', undefined);
  app.decorate('requireMember', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const member = token ? await options.sessions.authenticate(token) : undefined;
    if (!member) throw new AppError('unauthorized');
    request.member = member;
  });
});
