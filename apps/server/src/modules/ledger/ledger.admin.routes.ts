import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminIdParamsSchema,
  AdminLedgerCheckLatestResponseSchema,
  AdminLedgerCheckRunResponseSchema,
  AdminLedgerPageResponseSchema,
  AdminLedgerQuerySchema,
} from '@app/shared/contracts';
import { pageOf, sendCsv, sliceOf } from '../../lib/admin-list';
import type { CsvColumn } from '../../lib/csv';
import { ok } from '../../lib/reply';
import { staffActorOf } from '../staff';
import { LedgerCheckRunner } from './ledger-check-runs';
import {
  getLatestLedgerCheckRun,
  getLedgerCheckRun,
  searchLedger,
  startLedgerCheck,
  type LedgerEntryWire,
  type LedgerTransactionWire,
} from './ledger.admin.service';
import { staffRoutes } from '../../lib/staff-route';

/** One CSV line per ledger entry, with its transaction's fields. */
const LEDGER_CSV: CsvColumn<{ transaction: LedgerTransactionWire; entry: LedgerEntryWire }>[] = [
  { header: '交易ID', value: (row) => row.transaction.id },
  { header: '幂等键', value: (row) => row.transaction.idempotency_key },
  { header: '类型', value: (row) => row.transaction.kind_label },
  { header: '类型代码', value: (row) => row.transaction.kind },
  { header: '关联类型', value: (row) => row.transaction.reference_type },
  { header: '关联编号', value: (row) => row.transaction.reference_id },
  { header: '操作方', value: (row) => `${row.transaction.actor_type}:${row.transaction.actor_id}` },
  { header: '备注', value: (row) => row.transaction.memo },
  { header: '时间', value: (row) => row.transaction.created_at },
  { header: '账户', value: (row) => row.entry.account_label },
  { header: '账户代码', value: (row) => row.entry.account_code },
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

  // The ledger check runs in the background, in batches; the routes start it and read its row.
  // The runner's batch queries run on the report connections (decision 0016).
  const runner = new LedgerCheckRunner(app.db, app.log);
  app.addHook('onClose', async () => runner.close());

  staff.post(
    '/ledger/check',
    {
      summary:
        'Start the ledger invariant check (platform-rules §3) in the background, one at a time; answers the run (its id) at once, or the run already in progress',
      response: { 200: AdminLedgerCheckRunResponseSchema },
    },
    async (request) => {
      const { run, created } = await startLedgerCheck(app.db, runner, staffActorOf(request), request.ip, zone);
      return ok(run, created ? '账本检查已开始' : '已有账本检查正在进行');
    },
  );

  staff.get(
    '/ledger/check',
    {
      summary: 'The latest ledger check run with its progress and report (null when none ran)',
      response: { 200: AdminLedgerCheckLatestResponseSchema },
    },
    async () => ok(await getLatestLedgerCheckRun(app.db, zone)),
  );

  staff.get(
    '/ledger/check/:id',
    {
      summary: 'One ledger check run: state, rows checked / total, who started it and when, the report once finished',
      params: AdminIdParamsSchema,
      response: { 200: AdminLedgerCheckRunResponseSchema },
    },
    async (request) => ok(await getLedgerCheckRun(app.db, BigInt(request.params.id), zone)),
  );
};
