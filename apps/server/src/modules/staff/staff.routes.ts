import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateStaffRequestSchema,
  EmptyResponseSchema,
  SerialIdParamsSchema,
  StaffListResponseSchema,
  StaffLoginRequestSchema,
  StaffLoginResponseSchema,
  StaffMeResponseSchema,
  UpdateStaffRequestSchema,
} from '@app/shared/contracts';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { ok } from '../../lib/reply';
import { formatDateTime } from '../../lib/time';
import { ROLE_NAMES, ROLE_PERMISSIONS } from './permissions';
import { createStaff, loginStaff, logoutStaff, recordAudit } from './staff.service';
import { staffOf } from './staff.plugin';
import { staffSessions, staffUsers } from './staff.tables';

/** Staff sign-in, the signed-in staff, staff accounts and the audit log (under /api/admin). */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = app.config.SITE_TZ;
  const tags = ['admin: staff'];
  const security = [{ bearer: [] }];

  app.post(
    '/login',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Staff sign-in with password and TOTP',
        body: StaffLoginRequestSchema,
        response: { 200: StaffLoginResponseSchema },
      },
    },
    async (request) => {
      const result = await loginStaff(app.db, app.config.appSecret, request.body, request.ip);
      if (result.kind === 'enrol') {
        return ok(
          {
            token: '',
            staff: null,
            enrol: { otpauth_url: result.otpauthUrl, qr_image: result.qrImage, secret: result.secret },
          },
          '请使用身份验证器扫描二维码，然后输入动态验证码完成绑定',
        );
      }
      return ok({ token: result.token, staff: result.staff, enrol: null }, '登录成功');
    },
  );

  app.post(
    '/logout',
    { onRequest: app.requireStaff(), schema: { tags, security, response: { 200: EmptyResponseSchema } } },
    async (request) => {
      await logoutStaff(app.db, staffOf(request).sessionId);
      return ok(null, '已退出');
    },
  );

  app.get(
    '/me',
    { onRequest: app.requireStaff(), schema: { tags, security, response: { 200: StaffMeResponseSchema } } },
    async (request) => {
      const me = staffOf(request);
      return ok({
        id: me.staffId,
        username: me.username,
        role: me.role,
        role_name: ROLE_NAMES[me.role],
        permissions: [...ROLE_PERMISSIONS[me.role]],
      });
    },
  );

  app.get(
    '/staff',
    {
      onRequest: app.requireStaff('staff.manage'),
      schema: { tags, security, response: { 200: StaffListResponseSchema } },
    },
    async () => {
      const rows = await app.db.select().from(staffUsers).orderBy(staffUsers.id);
      return ok(
        rows.map((row) => ({
          id: row.id,
          username: row.username,
          role: row.role,
          status: row.status,
          totp_enrolled: row.totpSecretEnc !== null,
          last_login_at: row.lastLoginAt ? formatDateTime(row.lastLoginAt, zone) : '',
          last_login_ip: row.lastLoginIp ?? '',
          created_at: formatDateTime(row.createdAt, zone),
        })),
      );
    },
  );

  app.post(
    '/staff',
    {
      onRequest: app.requireStaff('staff.manage'),
      schema: { tags, security, body: CreateStaffRequestSchema, response: { 200: EmptyResponseSchema } },
    },
    async (request) => {
      const me = staffOf(request);
      await withTransaction(app.db, async (tx) => {
        const created = await createStaff(tx, app.config.appSecret, request.body);
        await recordAudit(tx, {
          staff: { staffId: me.staffId, username: me.username },
          action: 'staff.create',
          targetType: 'staff',
          targetId: String(created.id),
          after: { username: created.username, role: created.role },
          ip: request.ip,
        });
      });
      return ok(null, '已创建，首次登录时绑定动态验证码');
    },
  );

  app.post(
    '/staff/:id',
    {
      onRequest: app.requireStaff('staff.manage'),
      schema: {
        tags,
        security,
        params: SerialIdParamsSchema,
        body: UpdateStaffRequestSchema,
        response: { 200: EmptyResponseSchema },
      },
    },
    async (request) => {
      const me = staffOf(request);
      const { id } = request.params;
      const saved = await withTransaction(app.db, async (tx) => {
        const [before] = await tx.select().from(staffUsers).where(eq(staffUsers.id, id));
        if (!before) throw new AppError('notFound', '员工不存在');
        if (
          id === me.staffId &&
          (request.body.status === 'disabled' || (request.body.role && request.body.role !== 'super_admin'))
        ) {
          throw new AppError('refused', '不能停用自己或降低自己的权限');
        }
        const changes: Partial<typeof staffUsers.$inferInsert> = {};
        if (request.body.role) changes.role = request.body.role;
        if (request.body.status) changes.status = request.body.status;
        if (request.body.reset_totp) {
          changes.totpSecretEnc = null;
          changes.totpPendingEnc = null;
        }
        if (request.body.password) changes.passwordHash = await hashPassword(request.body.password);
        // Saving the form untouched changes nothing (and writes no audit line).
        if (Object.keys(changes).length === 0) return false;
        await tx.update(staffUsers).set(changes).where(eq(staffUsers.id, id));
        if (request.body.status === 'disabled' || request.body.password || request.body.reset_totp) {
          await tx
            .update(staffSessions)
            .set({ revokedAt: sql`now()` })
            .where(eq(staffSessions.staffId, id));
        }
        await recordAudit(tx, {
          staff: { staffId: me.staffId, username: me.username },
          action: 'staff.update',
          targetType: 'staff',
          targetId: String(id),
          before: { role: before.role, status: before.status },
          after: {
            role: changes.role ?? before.role,
            status: changes.status ?? before.status,
            reset_totp: Boolean(request.body.reset_totp),
            password_changed: Boolean(request.body.password),
          },
          ip: request.ip,
        });
        return true;
      });
      return ok(null, saved ? '已保存' : '没有需要保存的修改');
    },
  );
};
