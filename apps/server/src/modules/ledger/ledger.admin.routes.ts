import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminLedgerCheckResponseSchema,
  AdminLedgerPageResponseSchema,
  AdminLedgerQuerySchema,
} from '@app/shared/contracts';
import { pageOf, sendCsv, sliceOf } from '../../lib/admin-list';
import type { CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/reply';
import { staffActorOf } from '../staff';
import { checkLedger, searchLedger, type LedgerEntryWire, type LedgerTransactionWire } from './ledger.admin.service';
import { staffRoutes } from '../../lib/staff-route';

/** One CSV line per ledger entry, with its transaction's fields. */
const LEDGER_CSV: CsvColumn<{ transaction: LedgerTransactionWire; entry: LedgerEntryWire }>[] = [
  { header: '交易ID', value: (row) => row.transaction.id },
  { header: '幂等键', value: (row) => row.transaction.idempotency_key },
  { header: '类型', value: (row) => row.transaction.kind },
  { header: '关联类型', value: (row) => row.transaction.reference_type },
  { header: '关联编号', value: (row) => row.transaction.reference_id },
  { header: '操作方', value: (row) => `${row.transaction.actor_type}:${row.transaction.actor_id}` },
  { header: '备注', value: (row) => row.transaction.memo },
  { header: '时间', value: (row) => row.transaction.created_at },
  { header: '账户', value: (row) => row.entry.account_code },
  { header: '会员ID', value: (row) => row.entry.member_id },
  { header: '金额', value: (row) => row.entry.amount },
  { header: '变动后余额', value: (row) => row.entry.balance_after },
];

/** Finance: ledger search and the ledger check (under /api/admin). */
export const ledgerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = staffRoutes(app, { tags: ['admin: finance'], permission: 'finance.ledger.view' });
  const zone = app.config.SITE_TZ;

  staff.get(
    '/ledger',
    {
      summary:
        'Ledger transactions with their entries by member, kind, reference, key and days; ?format=csv (one line per entry)',
      querystring: AdminLedgerQuerySchema,
      response: { 200: AdminLedgerPageResponseSchema },
    },
    async (request, reply) => {
      const q = request.query;
      const { rows, total, totalCapped } = await searchLedger(
        app.db,
        q,
        sliceOf(q, app.config.ADMIN_LIST_COUNT_CAP),
        zone,
      );
      if (q.format === 'csv') {
        const lines = rows.flatMap((transaction) => transaction.entries.map((entry) => ({ transaction, entry })));
        return sendCsv(reply, 'ledger', LEDGER_CSV, lines);
      }
      return ok(pageOf(rows, total, q, totalCapped));
    },
  );

  staff.post(
    '/ledger/check',
    {
      summary: 'Run the ledger invariant check (platform-rules §3) over every money table and answer the report',
      response: { 200: AdminLedgerCheckResponseSchema },
    },
    async (request) => {
      const report = await checkLedger(app.db, staffActorOf(request), request.ip, zone);
      return ok(report, report.ok ? '账本检查通过' : '账本检查发现问题，请查看报告');
    },
  );
};
