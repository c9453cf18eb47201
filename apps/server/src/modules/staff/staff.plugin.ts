import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';
import type { Permission } from './permissions';
import { assertCan, authenticateStaff, type AuthenticatedStaff, type StaffActor } from './staff.service';

declare module 'fastify' {
  interface FastifyRequest {
    staff?: AuthenticatedStaff;
  }
  interface FastifyInstance {
    /** preHandler for /api/admin routes: a staff session (member tokens are refused) with the permission. */
    requireStaff: (permission?: Permission) => (request: FastifyRequest) => Promise<void>;
  }
}

export function staffOf(request: FastifyRequest): AuthenticatedStaff {
  if (!request.staff) throw new AppError('unauthorized', '请先登录后台');
  return request.staff;
}

/** The staff member behind a back-office change, as audit entries, reviewers and notes record it. */
export function staffActorOf(request: FastifyRequest): StaffActor {
  const me = staffOf(request);
  return { staffId: me.staffId, username: me.username };
}

export const staffPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('staff', undefined);
  app.decorate('requireStaff', (permission?: Permission) => async (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const staff = match?.[1] ? await authenticateStaff(app.db, match[1]) : undefined;
    if (!staff) throw new AppError('unauthorized', '请先登录后台');
    if (permission) assertCan(staff, permission);
    request.staff = staff;
  });
});
