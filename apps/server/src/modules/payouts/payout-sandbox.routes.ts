import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatFen, parseAmountToFen } from '@app/shared/money';
import { runWithDbClass } from '../../db/classes';
import type { Db } from '../../db/types';
import { randomDigits } from '../../lib/crypto';
import { formatDateTime } from '../../lib/time';
import { payoutGatewaysOf, payoutNotifyPath, SANDBOX_PAYOUT_MERCHANT_ID, type PayoutGateways } from './payout-gateways';
import { signPayoutFields, verifyPayoutFields } from './payout-signature';
import { payoutSandboxOrders } from './payouts.tables';

/** The sandbox channel's code: its callbacks go to `/api/payouts/notify/sandbox`. */
export const SANDBOX_PAYOUT_CODE = 'sandbox';

/**
 * What the sandbox does with an order, by the last two digits of the amount in fen (documented on
 * its page, for demos and tests): 11 paid at once, 12 failed at once, 13 refused at submission,
 * 14 taken but the answer times out (HTTP 504), 15 an answer with an unknown status; anything else
 * waits for a person to press 到账 or 失败 on `/sandbox-payout`.
 */
export function sandboxRuleOf(
  amountFen: bigint,
): 'auto_paid' | 'auto_failed' | 'reject' | 'timeout' | 'unknown' | 'manual' {
  switch (amountFen % 100n) {
    case 11n:
      return 'auto_paid';
    case 12n:
      return 'auto_failed';
    case 13n:
      return 'reject';
    case 14n:
      return 'timeout';
    case 15n:
      return 'unknown';
    default:
      return 'manual';
  }
}

const SANDBOX_STATE = { pending: 1, paid: 2, failed: 3 } as const;
const PayoutNoParams = z.object({ payoutNo: z.string() });
const PageQuery = z.object({ m: z.string().max(20).optional() }).loose();
const MarkForm = z.object({ outcome: z.enum(['paid', 'failed']) }).loose();
const PAYOUT_NO_PATTERN = /^[A-Za-z0-9]{1,64}$/;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
const maskAccount = (account: string) =>
  account.length > 8 ? `${account.slice(0, 4)}****${account.slice(-4)}` : account;

/**
 * Marks a pending sandbox order paid or failed (once: `WHERE state = 1`) and sends the signed
 * callback a real payout gateway would, to this server's own address — after the update, outside
 * any transaction. Returns false when the order was not pending.
 */
export async function settleSandboxPayout(
  db: Db,
  gateways: PayoutGateways,
  payoutNo: string,
  outcome: 'paid' | 'failed',
): Promise<{ changed: boolean; acknowledged: boolean }> {
  const [row] = await db
    .update(payoutSandboxOrders)
    .set({ state: outcome === 'paid' ? SANDBOX_STATE.paid : SANDBOX_STATE.failed })
    .where(and(eq(payoutSandboxOrders.payoutNo, payoutNo), eq(payoutSandboxOrders.state, SANDBOX_STATE.pending)))
    .returning();
  if (!row) return { changed: false, acknowledged: false };
  const acknowledged = await sendSandboxCallback(gateways, row, outcome);
  return { changed: true, acknowledged };
}

/** The sandbox's signed callback for one of its orders; true when we answered 'success'. */
export async function sendSandboxCallback(
  gateways: PayoutGateways,
  row: { payoutNo: string; amountFen: bigint; tradeNo: string },
  outcome: 'paid' | 'failed',
): Promise<boolean> {
  const form = signPayoutFields(gateways.sandboxSecret, {
    merchant_id: SANDBOX_PAYOUT_MERCHANT_ID,
    payout_no: row.payoutNo,
    amount: formatFen(row.amountFen),
    status: outcome,
    trade_no: row.tradeNo,
    message: outcome === 'paid' ? '' : '沙箱：收款账户异常，代付失败',
  });
  try {
    const answer = await gateways.transport(`${gateways.ownBaseUrl()}${payoutNotifyPath(SANDBOX_PAYOUT_CODE)}`, form);
    return answer.status === 200 && answer.body.trim() === 'success';
  } catch {
    return false;
  }
}

/**
 * The built-in payout sandbox (decision 0031), outside `/api`, registered on the root app: its API
 * (`/sandbox-payout/api/submit`, `/query`) speaks the signed-HTTP payout protocol, and its page
 * (`/sandbox-payout`) lets a person mark pending payouts paid or failed. Demo mode only: in
 * production mode every sandbox URL is a plain 404, like the payment sandbox's cashier.
 */
export const payoutSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateways = payoutGatewaysOf(app);

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
    },
  );

  const signedJson = (reply: FastifyReply, fields: Record<string, string>, status = 200) =>
    reply.status(status).header('cache-control', 'no-store').send(signPayoutFields(gateways.sandboxSecret, fields));

  app.post('/sandbox-payout/api/submit', { schema: { hide: true } }, async (request, reply) => {
    if (!gateways.sandboxAvailable) return reply.callNotFound();
    const checked = verifyPayoutFields(gateways.sandboxSecret, request.body, ['merchant_id', 'payout_no', 'amount']);
    if (!checked.valid || checked.fields.merchant_id !== SANDBOX_PAYOUT_MERCHANT_ID) {
      return reply.status(400).send({ status: 'error', message: '签名错误' });
    }
    const { fields } = checked;
    const payoutNo = fields.payout_no ?? '';
    const amount = parseAmountToFen(fields.amount ?? '');
    if (!PAYOUT_NO_PATTERN.test(payoutNo) || !amount.ok || amount.fen <= 0n) {
      return signedJson(reply, { payout_no: payoutNo, status: 'rejected', message: '参数错误' });
    }
    const rule = sandboxRuleOf(amount.fen);
    // Idempotent by payout number, as a real gateway: a repeated submission changes nothing.
    await app.db
      .insert(payoutSandboxOrders)
      .values({
        payoutNo,
        amountFen: amount.fen,
        payeeName: fields.payee_name ?? '',
        payeeAccount: fields.payee_account ?? '',
        state: rule === 'reject' ? SANDBOX_STATE.failed : SANDBOX_STATE.pending,
        tradeNo: `SBXP${randomDigits(14)}`,
      })
      .onConflictDoNothing();
    switch (rule) {
      case 'reject':
        return signedJson(reply, { payout_no: payoutNo, status: 'rejected', message: '沙箱：收款账户校验失败' });
      case 'timeout':
        return reply.status(504).send('gateway timeout');
      case 'unknown':
        return signedJson(reply, { payout_no: payoutNo, status: 'queued', message: '' });
      case 'auto_paid':
      case 'auto_failed': {
        // After answering, like a gateway that pays within seconds.
        const outcome = rule === 'auto_paid' ? 'paid' : 'failed';
        reply.raw.once('finish', () => {
          // The sandbox is another party: its later work runs in a scope of its own, not in that of
          // whichever request called it (a staff request's scope ends with that request).
          setTimeout(() => {
            void runWithDbClass('member', () =>
              settleSandboxPayout(app.db, gateways, payoutNo, outcome).catch((error: unknown) =>
                app.log.warn({ err: error, payoutNo }, 'sandbox payout callback failed'),
              ),
            );
          }, 50);
        });
        return signedJson(reply, { payout_no: payoutNo, status: 'accepted', message: '' });
      }
      case 'manual':
        return signedJson(reply, { payout_no: payoutNo, status: 'accepted', message: '' });
    }
  });

  app.post('/sandbox-payout/api/query', { schema: { hide: true } }, async (request, reply) => {
    if (!gateways.sandboxAvailable) return reply.callNotFound();
    const checked = verifyPayoutFields(gateways.sandboxSecret, request.body, ['merchant_id', 'payout_no']);
    if (!checked.valid || checked.fields.merchant_id !== SANDBOX_PAYOUT_MERCHANT_ID) {
      return reply.status(400).send({ status: 'error', message: '签名错误' });
    }
    const payoutNo = checked.fields.payout_no ?? '';
    const [row] = await app.db.select().from(payoutSandboxOrders).where(eq(payoutSandboxOrders.payoutNo, payoutNo));
    if (!row) return signedJson(reply, { payout_no: payoutNo, status: 'not_found', trade_no: '', message: '' });
    const status =
      row.state === SANDBOX_STATE.paid ? 'paid' : row.state === SANDBOX_STATE.failed ? 'failed' : 'processing';
    return signedJson(reply, {
      payout_no: payoutNo,
      status,
      trade_no: row.state === SANDBOX_STATE.paid ? row.tradeNo : '',
      message: row.state === SANDBOX_STATE.failed ? '沙箱：代付失败' : '',
    });
  });

  const page = (reply: FastifyReply, body: string, status = 200) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('x-frame-options', 'SAMEORIGIN')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'`,
      )
      .send(body);
  };

  app.get('/sandbox-payout', { schema: { hide: true, querystring: PageQuery } }, async (request, reply) => {
    if (!gateways.sandboxAvailable) return reply.callNotFound();
    const rows = await app.db
      .select()
      .from(payoutSandboxOrders)
      .orderBy(desc(payoutSandboxOrders.createdAt), desc(payoutSandboxOrders.id))
      .limit(50);
    return page(reply, renderSandboxPage(rows, app.config.SITE_TZ, request.query.m ?? ''));
  });

  app.post(
    '/sandbox-payout/:payoutNo/mark',
    { config: { rateLimit: { max: 60, timeWindow: 60_000 } }, schema: { hide: true, params: PayoutNoParams } },
    async (request, reply) => {
      if (!gateways.sandboxAvailable) return reply.callNotFound();
      const { payoutNo } = request.params;
      const form = MarkForm.safeParse(request.body);
      if (!PAYOUT_NO_PATTERN.test(payoutNo) || !form.success) return reply.redirect('/sandbox-payout?m=invalid', 303);
      const result = await settleSandboxPayout(app.db, gateways, payoutNo, form.data.outcome);
      const m = !result.changed ? 'done' : result.acknowledged ? 'notified' : 'notify_failed';
      return reply.redirect(`/sandbox-payout?m=${m}`, 303);
    },
  );
};

const PAGE_MESSAGES: Record<string, string> = {
  notified: '已处理，回调已送达网站',
  notify_failed: '已处理，但回调未被网站确认（网站将通过查询获取结果）',
  done: '该代付已处理过，未重复回调',
  invalid: '请求不正确',
};

function renderSandboxPage(rows: (typeof payoutSandboxOrders.$inferSelect)[], zone: string, message: string): string {
  const stateText = (state: number) => (state === 2 ? '已到账' : state === 3 ? '失败' : '待处理');
  const items = rows
    .map(
      (row) => `<tr>
  <td>${escapeHtml(row.payoutNo)}</td>
  <td class="num">${escapeHtml(formatFen(row.amountFen))}</td>
  <td>${escapeHtml(row.payeeName)}<br><span class="muted">${escapeHtml(maskAccount(row.payeeAccount))}</span></td>
  <td>${escapeHtml(formatDateTime(row.createdAt, zone))}</td>
  <td><span class="tag s${row.state}">${stateText(row.state)}</span></td>
  <td>${
    row.state === 1
      ? `<form method="post" action="/sandbox-payout/${escapeHtml(row.payoutNo)}/mark"><button name="outcome" value="paid">到账</button><button name="outcome" value="failed" class="danger">失败</button></form>`
      : ''
  }</td>
</tr>`,
    )
    .join('');
  const notice = PAGE_MESSAGES[message];
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>代付沙箱</title><style>
body{margin:0;font:14px/1.6 -apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:#f3f4f8;color:#1f2329}
header{background:#1f3a8a;color:#fff;padding:12px 16px;font-size:17px;font-weight:600}
main{max-width:960px;margin:0 auto;padding:12px}
.card{background:#fff;border-radius:8px;padding:12px;margin-bottom:12px;overflow-x:auto}
table{border-collapse:collapse;width:100%;min-width:640px}th,td{text-align:left;padding:8px;border-bottom:1px solid #eef0f4;vertical-align:middle}
.num{text-align:right;font-variant-numeric:tabular-nums}.muted{color:#8a8f99;font-size:12px}
.tag{border-radius:4px;padding:0 6px;font-size:12px}.s1{background:#fff4e5;color:#d46b08}.s2{background:#e8f7ee;color:#18794e}.s3{background:#fdecec;color:#c62828}
button{border:0;border-radius:4px;padding:4px 12px;margin-right:6px;color:#fff;background:#18794e;cursor:pointer}button.danger{background:#c62828}
.notice{background:#e6f0ff;border-radius:6px;padding:8px 12px;margin-bottom:12px}
</style></head><body><header>代付沙箱（演示环境，不会产生真实出款）</header><main>
${notice ? `<div class="notice">${escapeHtml(notice)}</div>` : ''}
<div class="card"><p class="muted">规则（按金额的分位尾数）：.11 自动到账，.12 自动失败，.13 提交即拒绝，.14 应答超时，.15 应答状态未知；其他金额等待在此页面手动处理。处理后沙箱向网站发送签名回调。</p></div>
<div class="card"><table><thead><tr><th>代付单号</th><th class="num">金额</th><th>收款人</th><th>提交时间</th><th>状态</th><th>操作</th></tr></thead>
<tbody>${items || '<tr><td colspan="6" class="muted">暂无代付订单</td></tr>'}</tbody></table></div>
</main></body></html>`;
}
