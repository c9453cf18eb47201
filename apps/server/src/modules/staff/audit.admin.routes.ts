import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditPageResponseSchema, AuditQuerySchema } from '@app/shared/contracts';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, auditActionLabel } from './audit-actions';
import { auditLog } from './staff.tables';
import { countCapped, dayRange, orderOf, substringMatch, timeOrEmpty } from '../../lib/admin-list';
import { staffRoutes } from '../../lib/staff-route';
import type { CsvColumn } from '../../lib/csv';

interface AuditWire {
  id: string;
  staff_username: string;
  action: string;
  action_label: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  ip: string;
  created_at: string;
}

/** A before/after value as one CSV cell: compact JSON, empty for none. */
function jsonCell(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

const AUDIT_CSV: CsvColumn<AuditWire>[] = [
  { header: '编号', value: (row) => row.id },
  { header: '时间', value: (row) => row.created_at },
  { header: '操作人', value: (row) => row.staff_username },
  { header: '操作', value: (row) => row.action_label },
  { header: '操作代码', value: (row) => row.action },
  { header: '对象类型', value: (row) => row.target_type },
  { header: '对象编号', value: (row) => row.target_id },
  { header: '修改前', value: (row) => jsonCell(row.before) },
  { header: '修改后', value: (row) => jsonCell(row.after) },
  { header: 'IP', value: (row) => row.ip },
];

/**
 * The action filter: a piece of the code (`withdrawal`) or of its Chinese label (`提现`). A label
 * match becomes `action = <code>` for each of its codes (each an equality the trigram index answers,
 * OR-ed as a bitmap); Chinese text never matches a code, so it is not also searched as a substring.
 */
function actionMatch(text: string): SQL {
  const codes = AUDIT_ACTIONS.filter((code) => AUDIT_ACTION_LABELS[code].includes(text));
  const byLabel = codes.map((code) => eq(auditLog.action, code));
  // eslint-disable-next-line no-control-regex
  const isAscii = /^[\x00-\x7f]*$/.test(text);
  const conditions = isAscii ? [substringMatch(auditLog.action, text), ...byLabel] : byLabel;
  return or(...conditions) ?? substringMatch(auditLog.action, text);
}

/** The audit log of staff actions (under /api/admin): search by staff, action, target and days; CSV. */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const zone = app.config.SITE_TZ;

  const staff = staffRoutes(app, { tags: ['admin: staff'], permission: 'audit.view' });

  staff.list(
    '/audit',
    {
      summary: 'Staff actions (who, what, before, after, IP, time) by staff, action, target and site days; ?format=csv',
      querystring: AuditQuerySchema,
      response: { 200: AuditPageResponseSchema },
    },
    { name: 'audit', columns: AUDIT_CSV },
    async (request, { limit, offset, countCap }) => {
      const q = request.query;
      const conditions: SQL[] = [...dayRange(auditLog.createdAt, q, zone)];
      if (q.staff) conditions.push(substringMatch(auditLog.staffUsername, q.staff));
      if (q.action) conditions.push(actionMatch(q.action));
      if (q.target_type) conditions.push(sql`${auditLog.targetType} = ${q.target_type}`);
      if (q.target_id) conditions.push(sql`${auditLog.targetId} = ${q.target_id}`);
      const where = and(...conditions);
      const [rows, counted] = await Promise.all([
        app.db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(...orderOf(auditLog.createdAt, q.order, auditLog.id))
          .limit(limit)
          .offset(offset),
        countCapped(app.db, auditLog, where, countCap),
      ]);
      const data: AuditWire[] = rows.map((row) => ({
        id: String(row.id),
        staff_username: row.staffUsername,
        action: row.action,
        action_label: auditActionLabel(row.action),
        target_type: row.targetType,
        target_id: row.targetId,
        before: row.before,
        after: row.after,
        ip: row.ip ?? '',
        created_at: timeOrEmpty(row.createdAt, zone),
      }));
      return { rows: data, ...counted };
    },
  );
};
