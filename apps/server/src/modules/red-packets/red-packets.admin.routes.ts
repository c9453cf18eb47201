import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminRedPacketDayListQuerySchema,
  AdminRedPacketDayPageResponseSchema,
  AdminRedPacketGrabListQuerySchema,
  AdminRedPacketGrabPageResponseSchema,
  AdminRedPacketRulesResponseSchema,
  AdminRedPacketRulesUpdateSchema,
} from '@app/shared/contracts';
import type { CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/reply';
import { staffRoutes } from '../../lib/staff-route';
import { staffActorOf } from '../staff';
import {
  listRedPacketDays,
  listRedPacketGrabs,
  readRulesWire,
  updateRedPacketRules,
} from './red-packets.admin.service';
import { RED_PACKET_ADMIN_MESSAGES as M } from './red-packets.errors';

type GrabWire = Awaited<ReturnType<typeof listRedPacketGrabs>>['rows'][number];
type DayWire = Awaited<ReturnType<typeof listRedPacketDays>>['rows'][number];

const GRAB_CSV: CsvColumn<GrabWire>[] = [
  { header: '编号', value: (row) => row.id },
  { header: '会员ID', value: (row) => row.member_id },
  { header: '用户名', value: (row) => row.username },
  { header: '活动日', value: (row) => row.day },
  { header: '第几次', value: (row) => String(row.seq) },
  { header: '计入存款', value: (row) => row.counted },
  { header: '红包金额', value: (row) => row.amount },
  { header: '领取时间', value: (row) => row.created_at },
];

const DAY_CSV: CsvColumn<DayWire>[] = [
  { header: '活动日', value: (row) => row.day },
  { header: '预算', value: (row) => row.budget },
  { header: '已发放', value: (row) => row.spent },
  { header: '剩余', value: (row) => row.left },
  { header: '红包个数', value: (row) => String(row.grabs) },
];

/** Red packets in the back office (platform-rules §9), under /api/admin/red-packets. */
export const redPacketsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: ['admin: promotions'], permission: 'promotions.view' });
  const zone = app.config.SITE_TZ;

  staff.get(
    '/red-packets/rules',
    {
      summary: 'Red-packet rules: window, deposit tiers, packet size, daily budget',
      response: { 200: AdminRedPacketRulesResponseSchema },
    },
    async () => ok(await readRulesWire(app.db)),
  );

  staff.post(
    '/red-packets/rules',
    {
      permission: 'promotions.manage',
      summary: 'Replace the red-packet rules (validated as a whole; audited with before/after)',
      body: AdminRedPacketRulesUpdateSchema,
      response: { 200: AdminRedPacketRulesResponseSchema },
    },
    async (request) => ok(await updateRedPacketRules(app.db, request.body, staffActorOf(request), request.ip), M.saved),
  );

  staff.list(
    '/red-packets/grabs',
    {
      summary: 'Red packets grabbed, newest first; member and day filters; ?format=csv',
      querystring: AdminRedPacketGrabListQuerySchema,
      response: { 200: AdminRedPacketGrabPageResponseSchema },
    },
    { name: 'red-packet-grabs', columns: GRAB_CSV },
    async (request, slice) => listRedPacketGrabs(app.db, request.query, slice, zone),
  );

  staff.list(
    '/red-packets/days',
    {
      summary: 'Daily budget use: budget, paid, left and packets per site day; ?format=csv',
      querystring: AdminRedPacketDayListQuerySchema,
      response: { 200: AdminRedPacketDayPageResponseSchema },
    },
    { name: 'red-packet-days', columns: DAY_CSV },
    async (request, slice) => listRedPacketDays(app.db, request.query, slice),
  );
};
