import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { staffOf, type AuthenticatedStaff } from '../staff';

/** Who made a change, as the audit log records it. */
export type StaffActor = Pick<AuthenticatedStaff, 'staffId' | 'username'>;

/** The signed-in staff member of a back-office request. */
export function actorOf(request: FastifyRequest): StaffActor {
  const me = staffOf(request);
  return { staffId: me.staffId, username: me.username };
}

/** `:id` of a serial (int4) row: larger numbers cannot exist and are refused before the query. */
export const IdParams = z.object({
  id: z.coerce
    .number({ error: '必须是数字编号' })
    .int({ message: '必须是数字编号' })
    .positive({ message: '必须是数字编号' })
    .max(2_147_483_647, { message: '必须是数字编号' }),
});

/** OpenAPI tags and security of the content screens. */
export const CONTENT_ADMIN_TAGS = ['admin: content'];
export const STAFF_SECURITY = [{ bearer: [] }];
