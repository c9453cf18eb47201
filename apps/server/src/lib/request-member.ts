import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** The logged-in member of a guarded request, as the auth plugin sets it. */
export interface AuthenticatedMember {
  memberId: bigint;
  sessionId: bigint;
  username: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireMember` on guarded routes. */
    member?: AuthenticatedMember;
  }
  interface FastifyInstance {
    /** preHandler of every member-guarded route: a valid session of an active member, else 401. */
    requireMember: (request: FastifyRequest) => Promise<void>;
  }
}

/** The authenticated member of a guarded route (the preHandler guarantees it). */
export function memberOf(request: FastifyRequest): AuthenticatedMember {
  if (!request.member) throw new AppError('unauthorized');
  return request.member;
}
