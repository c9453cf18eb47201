import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminDoneResponseSchema,
  AdminIdParamsSchema,
  AdminMemberListQuerySchema,
  AdminMemberNoteRequestSchema,
  AdminMemberPageResponseSchema,
  AdminMemberProfileResponseSchema,
  AdminMemberStatusRequestSchema,
  AdminMemberStatusResponseSchema,
  AdminResetFundPasswordRequestSchema,
  AdminResetPasswordRequestSchema,
  AdminResetPasswordResponseSchema,
  type AdminMemberRow,
} from '@app/shared/contracts';
import { ok } from '../../lib/reply';
import { staffActorOf } from '../staff';
import type { CsvColumn } from '../../lib/csv';
import {
  addMemberNote,
  getMemberProfile,
  listMembers,
  resetFundPassword,
  resetLoginPassword,
  changeMemberStatus,
  toMemberWire,
} from './members.admin.service';
import { staffRoutes } from '../../lib/staff-route';

const MEMBER_CSV: CsvColumn<AdminMemberRow>[] = [
  { header: '会员ID', value: (row) => row.id },
  { header: '用户名', value: (row) => row.username },
  { header: '真实姓名', value: (row) => row.realname },
  { header: '手机号', value: (row) => row.mobile },
  { header: '状态', value: (row) => (row.status === 'frozen' ? '冻结' : '正常') },
  { header: 'VIP等级', value: (row) => row.vip_level },
  { header: '累计充值', value: (row) => row.paysum },
  { header: '中心钱包余额', value: (row) => row.balance },
  { header: '代理', value: (row) => row.is_agent === 1 },
  { header: '推荐人ID', value: (row) => row.referrer_id },
  { header: '注册IP', value: (row) => row.register_ip },
  { header: '注册时间', value: (row) => row.created_at },
  { header: '最后登录时间', value: (row) => row.last_login_at },
  { header: '最后登录IP', value: (row) => row.last_login_ip },
];

/** Members: search, profile, freeze, password resets, notes (under /api/admin). */
export const membersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: ['admin: members'], permission: 'members.view' });
  const zone = app.config.SITE_TZ;

  staff.list(
    '/members',
    {
      summary: 'Search members (paged; ?format=csv downloads the whole filtered list)',
      querystring: AdminMemberListQuerySchema,
      response: { 200: AdminMemberPageResponseSchema },
    },
    { name: 'members', columns: MEMBER_CSV },
    async (request, slice) => {
      const { rows, total, totalCapped } = await listMembers(app.db, request.query, slice, zone);
      return { rows: rows.map((row) => toMemberWire(row, zone)), total, totalCapped };
    },
  );

  staff.get(
    '/members/:id',
    {
      summary: 'Member profile: balances per platform, hold, VIP, turnover, cards, logins, notes, adjustments',
      params: AdminIdParamsSchema,
      response: { 200: AdminMemberProfileResponseSchema },
    },
    async (request) => ok(await getMemberProfile(app.db, app.services.platforms, BigInt(request.params.id), zone)),
  );

  for (const [path, status, permission] of [
    ['freeze', 'frozen', 'members.freeze'],
    ['unfreeze', 'active', 'members.freeze'],
  ] as const) {
    staff.post(
      `/members/:id/${path}`,
      {
        permission,
        summary:
          status === 'frozen'
            ? 'Freeze a member: every session ends at once (reason required)'
            : 'Unfreeze a member (reason required)',
        params: AdminIdParamsSchema,
        body: AdminMemberStatusRequestSchema,
        response: { 200: AdminMemberStatusResponseSchema },
      },
      async (request) => {
        const result = await changeMemberStatus(
          app.db,
          app.services.sessions,
          { memberId: BigInt(request.params.id), status, reason: request.body.reason },
          staffActorOf(request),
          request.ip,
        );
        return ok(
          { status, sessions_ended: result.sessionsEnded },
          status === 'frozen' ? '已冻结，会员的登录已全部失效' : '已解冻',
        );
      },
    );
  }

  staff.post(
    '/members/:id/reset-password',
    {
      permission: 'members.reset_password',
      summary: 'Reset the login password (given or generated); ends every session of the member',
      params: AdminIdParamsSchema,
      body: AdminResetPasswordRequestSchema,
      response: { 200: AdminResetPasswordResponseSchema },
    },
    async (request) => {
      const result = await resetLoginPassword(
        app.db,
        app.services.sessions,
        { memberId: BigInt(request.params.id), password: request.body.password },
        staffActorOf(request),
        request.ip,
      );
      return ok(
        { password: result.password, sessions_ended: result.sessionsEnded },
        '登录密码已重置，请将新密码告知会员',
      );
    },
  );

  staff.post(
    '/members/:id/reset-fund-password',
    {
      permission: 'members.reset_password',
      summary: 'Reset the fund password (given or generated 6 digits) and clear its lock',
      params: AdminIdParamsSchema,
      body: AdminResetFundPasswordRequestSchema,
      response: { 200: AdminResetPasswordResponseSchema },
    },
    async (request) => {
      const result = await resetFundPassword(
        app.db,
        { memberId: BigInt(request.params.id), password: request.body.password },
        staffActorOf(request),
        request.ip,
      );
      return ok({ password: result.password, sessions_ended: 0 }, '资金密码已重置，请将新密码告知会员');
    },
  );

  staff.post(
    '/members/:id/notes',
    {
      permission: 'members.note',
      summary: 'Add a staff note to the member',
      params: AdminIdParamsSchema,
      body: AdminMemberNoteRequestSchema,
      response: { 200: AdminDoneResponseSchema },
    },
    async (request) => {
      await addMemberNote(
        app.db,
        { memberId: BigInt(request.params.id), note: request.body.note },
        staffActorOf(request),
        request.ip,
      );
      return ok(null, '备注已添加');
    },
  );
};
