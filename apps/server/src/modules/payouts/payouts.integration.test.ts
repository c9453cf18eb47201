import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatFen } from '@app/shared/money';
import { bearer, randomIp } from '../../../test/factories';
import { useBackOfficeTestApp } from '../../../test/back-office';
import { PAY_PASSWORD, payeeHelpers } from '../../../test/payees';
import type { TestMember } from '../../../test/members';
import type { TestApp } from '../../../test/test-app';
import { ensureAccount, getBalance, memberHold } from '../ledger';
import { createWithdrawal } from '../withdrawals';
import {
  payoutGatewaysOf,
  runPayoutQuery,
  seedDemoPayoutChannels,
  signPayoutFields,
  verifyPayoutFields,
} from './index';
import type { PayoutTransport } from './payout-gateway';
import { SANDBOX_PAYOUT_MERCHANT_ID } from './payout-gateways';

const { call, auditOf, newMember, setSetting, expectLedgerHealthy, tokenOf, current, sql } = useBackOfficeTestApp({
  staff: { service1: 'customer_service', finance1: 'finance', finance2: 'finance' },
  setup: async (testApp) => {
    await seedDemoPayoutChannels(testApp.database.db);
  },
});
let testApp: TestApp;
let app: FastifyInstance;
let admin: string;
const payees = payeeHelpers(() => testApp);

/** Routes the payout protocol (sandbox API, callbacks) through app.inject instead of the network. */
const injectTransport: PayoutTransport = async (url, form) => {
  const response = await app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
    remoteAddress: '127.0.0.1',
  });
  return { status: response.statusCode, body: response.body };
};

let sandboxId = 0;
let manualId = 0;
beforeAll(async () => {
  ({ testApp, app, admin } = current());
  payoutGatewaysOf(app).transport = injectTransport;
  await setSetting('withdraw.daily_count', '1000');
  await setSetting('withdraw.daily_amount_fen', '100000000000');
  await setSetting('withdraw.second_approval_fen', '100000000');
  const channels = await sql<{ id: number; code: string }>('select id, code from payout_channels');
  sandboxId = channels.find((row) => row.code === 'sandbox')!.id;
  manualId = channels.find((row) => row.code === 'manual')!.id;
});

async function memberWithCard(fen = 10_000_000n) {
  const member = await newMember({ mobile: true, fen });
  const cardId = await payees.addCard(member);
  return { member, cardId };
}

async function withdraw(member: TestMember, cardId: number, amount: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/withdraw',
    headers: bearer(member.token),
    payload: { type: 1, bank: cardId, amount, password: PAY_PASSWORD },
    remoteAddress: randomIp(),
  });
  const body = response.json();
  expect(body.code, body.message).toBe(200);
  return body.data.order_no as string;
}

async function approved(amount: string, member?: { member: TestMember; cardId: number }) {
  const owner = member ?? (await memberWithCard());
  const orderNo = await withdraw(owner.member, owner.cardId, amount);
  const answer = await call('POST', `/api/admin/withdrawals/${orderNo}/approve`, tokenOf('finance1'));
  expect(answer.body).toMatchObject({ code: 200, data: { state: 2 } });
  return { ...owner, orderNo };
}

async function row(orderNo: string) {
  const [found] = await sql<Record<string, unknown>>(
    'select state, payout_state, payout_reference, payout_channel_name from withdrawals where order_no = $1',
    [orderNo],
  );
  return found;
}

async function ledgerKinds(orderNo: string): Promise<string[]> {
  const rows = await sql<{ idempotency_key: string }>(
    `select idempotency_key from ledger_transactions where reference_type = 'withdrawal' and reference_id = $1 order by id`,
    [orderNo],
  );
  return rows.map((item) => item.idempotency_key);
}

async function holdFen(memberId: bigint): Promise<bigint> {
  return getBalance(testApp.database.db, await ensureAccount(testApp.database.db, memberHold(memberId)));
}

async function memberRecord(member: TestMember, orderNo: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/gettransrecord',
    headers: bearer(member.token),
    payload: { type: 2, api_type: '', date: 1, page: 1 },
    remoteAddress: randomIp(),
  });
  const records = response.json().data.data as { out_trade_no: string; state: number; payout_state?: number }[];
  return records.find((record) => record.out_trade_no === orderNo);
}

async function payoutNoOf(orderNo: string): Promise<string> {
  const rows = await sql<{ payout_no: string }>(
    'select payout_no from payout_orders where withdrawal_order_no = $1 order by id desc limit 1',
    [orderNo],
  );
  return rows[0]!.payout_no;
}

function sandboxCallback(payoutNo: string, amount: string, status: 'paid' | 'failed', secret?: string) {
  return signPayoutFields(secret ?? app.config.paymentSandboxSecret, {
    merchant_id: SANDBOX_PAYOUT_MERCHANT_ID,
    payout_no: payoutNo,
    amount,
    status,
    trade_no: `T${payoutNo}`,
    message: '',
  });
}

const notify = (form: Record<string, string>, code = 'sandbox') =>
  app.inject({
    method: 'POST',
    url: `/api/payouts/notify/${code}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
    remoteAddress: randomIp(),
  });

describe('payouts: manual payment', () => {
  it('approval moves no money; a manual payment posts hold → payout clearing once under a double submit', async () => {
    const { member, orderNo } = await approved('123.00');
    expect(await holdFen(member.id)).toBe(12_300n);
    expect(await ledgerKinds(orderNo)).toEqual([`withdraw-hold:${orderNo}`]);
    expect(await memberRecord(member, orderNo)).toMatchObject({ state: 2, payout_state: 0 });

    const missing = await call('POST', `/api/admin/withdrawals/${orderNo}/pay-manually`, tokenOf('finance1'), {
      reference: '  ',
    });
    expect(missing.body.message).toContain('请填写出款流水号');
    expect(
      (await call('POST', `/api/admin/withdrawals/${orderNo}/pay-manually`, tokenOf('service1'), { reference: 'X' }))
        .status,
    ).toBe(403);

    const answers = await Promise.all(
      [tokenOf('finance1'), tokenOf('finance2')].map((token) =>
        call('POST', `/api/admin/withdrawals/${orderNo}/pay-manually`, token, {
          reference: 'ICBC20261127001',
          channel_id: manualId,
        }),
      ),
    );
    const messages = answers.map((answer) => answer.body.message).sort();
    expect(messages).toEqual(['已标记出款成功', '该提现已出款，请勿重复操作'].sort());
    expect(await ledgerKinds(orderNo)).toEqual([`withdraw-hold:${orderNo}`, `withdraw-approve:${orderNo}`]);
    expect(await holdFen(member.id)).toBe(0n);
    expect(await row(orderNo)).toMatchObject({
      state: 2,
      payout_state: 2,
      payout_reference: 'ICBC20261127001',
      payout_channel_name: '人工出款（公司账户）',
    });
    expect(await memberRecord(member, orderNo)).toMatchObject({ state: 2, payout_state: 2 });
    expect((await auditOf('finance.withdrawal.pay_manually', orderNo)).length).toBe(1);

    const list = await call('GET', `/api/admin/withdrawals?order_no=${orderNo}`, tokenOf('finance1'));
    expect(list.body.data.data[0]).toMatchObject({ payout_state: 2, payout_state_text: '已出款' });
    await expectLedgerHealthy();
  });

  it('refuses to pay a pending or unknown withdrawal, and changes nothing', async () => {
    const { member, cardId } = await memberWithCard();
    const orderNo = await withdraw(member, cardId, '150.00');
    const pending = await call('POST', `/api/admin/withdrawals/${orderNo}/pay-manually`, tokenOf('finance1'), {
      reference: 'R1',
    });
    expect(pending.body.message).toBe('该提现订单尚未审核通过，不能出款');
    const unknown = await call('POST', '/api/admin/withdrawals/W000/pay-manually', tokenOf('finance1'), {
      reference: 'R1',
    });
    expect(unknown.body.message).toBe('提现订单不存在');
    expect(await ledgerKinds(orderNo)).toEqual([`withdraw-hold:${orderNo}`]);
  });
});

describe('payouts: through a channel (sandbox)', () => {
  it('sends, the sandbox page marks it paid, the signed callback settles it once', async () => {
    const { member, orderNo } = await approved('200.00');
    const sent = await call('POST', `/api/admin/withdrawals/${orderNo}/send-payout`, tokenOf('finance1'), {
      channel_id: sandboxId,
    });
    expect(sent.body).toMatchObject({ code: 200, data: { payout_state: 1 }, message: '已提交代付，等待通道回调结果' });
    expect(await memberRecord(member, orderNo)).toMatchObject({ payout_state: 1 });
    expect(await holdFen(member.id)).toBe(20_000n);
    // Sending twice, or paying manually meanwhile, is refused.
    const again = await call('POST', `/api/admin/withdrawals/${orderNo}/send-payout`, tokenOf('finance2'), {
      channel_id: sandboxId,
    });
    expect(again.body.message).toBe('该提现正在代付处理中，请等待结果');
    const manual = await call('POST', `/api/admin/withdrawals/${orderNo}/pay-manually`, tokenOf('finance2'), {
      reference: 'X',
    });
    expect(manual.body.message).toBe('该提现正在代付处理中，请等待结果');

    const payoutNo = await payoutNoOf(orderNo);
    const page = await app.inject({ method: 'GET', url: '/sandbox-payout' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(payoutNo);
    const marked = await app.inject({
      method: 'POST',
      url: `/sandbox-payout/${payoutNo}/mark`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid',
      remoteAddress: randomIp(),
    });
    expect(marked.statusCode).toBe(303);
    expect(marked.headers.location).toBe('/sandbox-payout?m=notified');
    expect(await row(orderNo)).toMatchObject({ state: 2, payout_state: 2, payout_channel_name: '演示代付沙箱' });
    expect(await holdFen(member.id)).toBe(0n);
    expect(await memberRecord(member, orderNo)).toMatchObject({ state: 2, payout_state: 2 });
    await expectLedgerHealthy();
  });

  it('settles once when the same callback arrives 50 times at once', async () => {
    const { member, orderNo } = await approved('300.00');
    await call('POST', `/api/admin/withdrawals/${orderNo}/send-payout`, tokenOf('finance1'), { channel_id: sandboxId });
    const payoutNo = await payoutNoOf(orderNo);
    const form = sandboxCallback(payoutNo, '300.00', 'paid');
    const answers = await Promise.all(Array.from({ length: 50 }, () => notify(form)));
    expect(answers.map((answer) => answer.body)).toEqual(Array.from({ length: 50 }, () => 'success'));
    expect(await ledgerKinds(orderNo)).toEqual([`withdraw-hold:${orderNo}`, `withdraw-approve:${orderNo}`]);
    expect(await holdFen(member.id)).toBe(0n);
    // A later "failed" for the same payout changes nothing either.
    expect((await notify(sandboxCallback(payoutNo, '300.00', 'failed'))).body).toBe('success');
    expect(await row(orderNo)).toMatchObject({ payout_state: 2 });
    await expectLedgerHealthy();
  });

  it('refuses callbacks with a bad signature, an unknown order, a wrong amount or channel: nothing changes', async () => {
    const { orderNo } = await approved('400.00');
    await call('POST', `/api/admin/withdrawals/${orderNo}/send-payout`, tokenOf('finance1'), { channel_id: sandboxId });
    const payoutNo = await payoutNoOf(orderNo);
    const badSign = { ...sandboxCallback(payoutNo, '400.00', 'paid'), sign: 'f'.repeat(64) };
    expect((await notify(badSign)).body).toBe('fail');
    expect((await notify(sandboxCallback(payoutNo, '400.00', 'paid', 'another-secret-123'))).body).toBe('fail');
    expect((await notify(sandboxCallback('P000000', '400.00', 'paid'))).body).toBe('fail');
    expect((await notify(sandboxCallback(payoutNo, '401.00', 'paid'))).body).toBe('fail');
    expect((await notify(sandboxCallback(payoutNo, '400.00', 'paid'), 'nope')).body).toBe('fail');
    expect((await notify({ payout_no: payoutNo })).body).toBe('fail');
    expect(await row(orderNo)).toMatchObject({ payout_state: 1 });
    expect(await ledgerKinds(orderNo)).toEqual([`withdraw-hold:${orderNo}`]);
  });

  it('a refusal at submission fails the payout; staff refund it once (hold → main)', async () => {
    const { member, orderNo } = await approved('100.13');
    const before = await call('GET', `/api/admin/members/${member.id}`, admin);
    const sent = await call('POST', `/api/admin/withdrawals/${orderNo}/send-payout`, tokenOf('finance1'), {
      channel_id: sandboxId,
    });
    expect(sent.body.data).toMatchObject({ payout_state: 3 });
    expect(sent.body.message).toContain('通道拒绝代付');
    expect(await memberRecord(member, orderNo)).toMatchObject({ state: 2, payout_state: 3 });

    const noReason = await call('POST', `/api/admin/withdrawals/${orderNo}/payout-failed`, tokenOf('finance1'), {
      action: 'refund',
      reason: '',
    });
    expect(noReason.body.message).toContain('请填写原因');
    const refunds = await Promise.all(
      [tokenOf('finance1'), tokenOf('finance2')].map((token) =>
        call('POST', `/api/admin/withdrawals/${orderNo}/payout-failed`, token, {
          action: 'refund',
          reason: '收款账户异常，已退回',
        }),
      ),
    );
    expect(refunds.map((answer) => answer.body.message).sort()).toEqual(
      ['已退款，金额已退回会员中心钱包', '该提现已退款，请勿重复操作'].sort(),
    );
    expect(await ledgerKinds(orderNo)).toEqual([`withdraw-hold:${orderNo}`, `withdraw-refuse:${orderNo}`]);
    const after = await call('GET', `/api/admin/members/${member.id}`, admin);
    expect(Number(after.body.data.balances.main) - Number(before.body.data.balances.main)).toBeCloseTo(100.13, 2);
    expect(await memberRecord(member, orderNo)).toMatchObject({ state: 3, payout_state: 3 });
    await expectLedgerHealthy();
  });

  it('a failed payout sent back to review is approved and paid anew', async () => {
    const { member, orderNo } = await approved('100.12');
    await call('POST', `/api/admin/withdrawals/${orderNo}/send-payout`, tokenOf('finance1'), { channel_id: sandboxId });
    // The sandbox fails .12 amounts by itself after answering.
    await expect.poll(async () => (await row(orderNo))?.payout_state, { timeout: 5_000 }).toBe(3);
    const back = await call('POST', `/api/admin/withdrawals/${orderNo}/payout-failed`, tokenOf('finance2'), {
      action: 'review',
      reason: '更换出款方式',
    });
    expect(back.body).toMatchObject({ code: 200, data: { state: 1, payout_state: 0 } });
    expect(await memberRecord(member, orderNo)).toMatchObject({ state: 1 });
    await call('POST', `/api/admin/withdrawals/${orderNo}/approve`, tokenOf('finance1'));
    const paid = await call('POST', `/api/admin/withdrawals/${orderNo}/pay-manually`, tokenOf('finance1'), {
      reference: 'MANUAL-2',
    });
    expect(paid.body.data).toMatchObject({ state: 2, payout_state: 2 });
    expect(await ledgerKinds(orderNo)).toEqual([`withdraw-hold:${orderNo}`, `withdraw-approve:${orderNo}`]);
    await expectLedgerHealthy();
  });

  it('a timeout or unknown answer stays processing; the query job settles it from the channel', async () => {
    const timeout = await approved('100.14');
    const unknown = await approved('100.15');
    for (const { orderNo } of [timeout, unknown]) {
      const sent = await call('POST', `/api/admin/withdrawals/${orderNo}/send-payout`, tokenOf('finance1'), {
        channel_id: sandboxId,
      });
      expect(sent.body).toMatchObject({ data: { payout_state: 1 } });
      expect(sent.body.message).toContain('结果未知');
    }
    const gateways = payoutGatewaysOf(app);
    // Not due yet: nothing is queried.
    expect(await runPayoutQuery(testApp.database.db, gateways)).toMatchObject({ queried: 0 });

    // The sandbox pays the timed-out one, but its callback is lost on the way.
    gateways.transport = async (url, form) =>
      url.includes('/api/payouts/notify/') ? { status: 502, body: '' } : injectTransport(url, form);
    const lostNo = await payoutNoOf(timeout.orderNo);
    await app.inject({
      method: 'POST',
      url: `/sandbox-payout/${lostNo}/mark`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid',
    });
    gateways.transport = injectTransport;
    expect(await row(timeout.orderNo)).toMatchObject({ payout_state: 1 });

    const later = new Date(Date.now() + 6 * 60_000);
    const run = await runPayoutQuery(testApp.database.db, gateways, later);
    // (Payouts left processing by earlier tests are due too: they stay processing.)
    expect(run).toMatchObject({ paid: 1, failed: 0 });
    expect(await row(timeout.orderNo)).toMatchObject({ payout_state: 2 });
    expect(await row(unknown.orderNo)).toMatchObject({ payout_state: 1 });
    // Claimed: the same minute's second run asks nothing again.
    expect(await runPayoutQuery(testApp.database.db, gateways, later)).toMatchObject({ queried: 0 });
    expect(await holdFen(timeout.member.id)).toBe(0n);
    await expectLedgerHealthy();
  });
});

describe('bulk review', () => {
  it('approves 50 withdrawals each exactly once, even when two staff members bulk-approve at once', async () => {
    const owner = await memberWithCard(100_000_000n);
    const orders: string[] = [];
    // Straight through the service: the member API's rate limit would stop 50 submissions in a row.
    for (let i = 0; i < 50; i += 1) {
      const created = await createWithdrawal(
        testApp.database.db,
        owner.member.id,
        { type: 1, bank: String(owner.cardId), amount: BigInt(100 + i) * 100n, password: PAY_PASSWORD },
        { timeZone: app.config.SITE_TZ },
      );
      orders.push(created.order_no);
    }
    const [first, second] = await Promise.all([
      call('POST', '/api/admin/withdrawals/bulk-approve', tokenOf('finance1'), { order_nos: orders }),
      call('POST', '/api/admin/withdrawals/bulk-approve', tokenOf('finance2'), { order_nos: [...orders].reverse() }),
    ]);
    expect(first.body.code).toBe(200);
    expect(first.body.data.done + second.body.data.done).toBe(50);
    expect(first.body.data.skipped + second.body.data.skipped).toBe(50);
    const skippedMessages = new Set(
      [...first.body.data.results, ...second.body.data.results]
        .filter((result: { outcome: string }) => result.outcome === 'skipped')
        .map((result: { message: string }) => result.message),
    );
    expect([...skippedMessages]).toEqual(['该提现订单已审核，请勿重复操作']);
    const total = orders.reduce((sum, _order, i) => sum + BigInt(100 + i) * 100n, 0n);
    const doneAmount =
      BigInt(Math.round(Number(first.body.data.done_amount) * 100)) +
      BigInt(Math.round(Number(second.body.data.done_amount) * 100));
    expect(formatFen(doneAmount)).toBe(formatFen(total));
    const states = await sql<{ state: number; n: number }>(
      `select state, count(*)::int as n from withdrawals where member_id = $1 group by state`,
      [owner.member.id.toString()],
    );
    expect(states).toEqual([{ state: 2, n: 50 }]);
    // Approval posts nothing: every order has its hold only; the audit has one approval per order.
    const postings = await sql<{ n: number }>(
      `select count(*)::int as n from ledger_transactions where reference_type = 'withdrawal' and reference_id = any($1)`,
      [orders],
    );
    expect(postings[0]!.n).toBe(50);
    expect(await holdFen(owner.member.id)).toBe(total);
    await expectLedgerHealthy();
  });

  it('refuses with one reason, answers per order, and respects the second approver', async () => {
    await setSetting('withdraw.second_approval_fen', '50000');
    try {
      const owner = await memberWithCard();
      const small = await withdraw(owner.member, owner.cardId, '100.00');
      const large = await withdraw(owner.member, owner.cardId, '600.00');
      const refusedOne = await withdraw(owner.member, owner.cardId, '170.00');
      const bulk = await call('POST', '/api/admin/withdrawals/bulk-approve', tokenOf('finance1'), {
        order_nos: [small, large, 'WNOPE1'],
      });
      expect(bulk.body.data.results).toEqual([
        { order_no: small, outcome: 'done', message: '' },
        { order_no: large, outcome: 'awaiting_second', message: expect.stringContaining('复核') },
        { order_no: 'WNOPE1', outcome: 'skipped', message: '提现订单不存在' },
      ]);
      const second = await call('POST', '/api/admin/withdrawals/bulk-approve', tokenOf('finance2'), {
        order_nos: [large],
      });
      expect(second.body.data.results[0]).toMatchObject({ outcome: 'done' });

      const noReason = await call('POST', '/api/admin/withdrawals/bulk-refuse', tokenOf('finance1'), {
        order_nos: [refusedOne],
      });
      expect(noReason.body.message).toContain('请填写原因');
      const tooMany = await call('POST', '/api/admin/withdrawals/bulk-approve', tokenOf('finance1'), {
        order_nos: Array.from({ length: 101 }, (_, i) => `W${i}`),
      });
      expect(tooMany.body.message).toContain('一次最多处理100笔');
      const refused = await call('POST', '/api/admin/withdrawals/bulk-refuse', tokenOf('finance1'), {
        order_nos: [refusedOne, small],
        reason: '信息不符',
      });
      expect(refused.body.data).toMatchObject({ done: 1, skipped: 1, done_amount: '170.00' });
      expect(await row(refusedOne)).toMatchObject({ state: 3 });
      await expectLedgerHealthy();
    } finally {
      await setSetting('withdraw.second_approval_fen', '100000000');
    }
  });

  it('lets only one of approve and refuse win on each order', async () => {
    const owner = await memberWithCard();
    const orders: string[] = [];
    for (let i = 0; i < 5; i += 1) orders.push(await withdraw(owner.member, owner.cardId, '120.00'));
    const outcomes = await Promise.all(
      orders.flatMap((orderNo) => [
        call('POST', `/api/admin/withdrawals/${orderNo}/approve`, tokenOf('finance1')),
        call('POST', `/api/admin/withdrawals/${orderNo}/refuse`, tokenOf('finance2'), { reason: '并发' }),
      ]),
    );
    for (let i = 0; i < orders.length; i += 1) {
      const pair = outcomes.slice(i * 2, i * 2 + 2).map((answer) => answer.body.message);
      expect(pair.filter((message) => message === '该提现订单已审核，请勿重复操作')).toHaveLength(1);
    }
    await expectLedgerHealthy();
  });
});

describe('payout channels (staff)', () => {
  it('creates, updates and disables channels; the secret is never answered nor audited', async () => {
    const listed = await call('GET', '/api/admin/payout-channels', tokenOf('finance1'));
    expect(listed.body.data.map((channel: { code: string }) => channel.code)).toEqual(
      expect.arrayContaining(['sandbox', 'manual']),
    );
    expect(
      (await call('POST', '/api/admin/payout-channels', tokenOf('service1'), { code: 'x1', name: 'X', kind: 'manual' }))
        .status,
    ).toBe(403);

    const incomplete = await call('POST', '/api/admin/payout-channels', admin, {
      code: 'acme',
      name: 'ACME 代付',
      kind: 'signed_http',
    });
    expect(incomplete.status).toBe(400);
    const secret = 'acme-secret-0042';
    const created = await call('POST', '/api/admin/payout-channels', admin, {
      code: 'acme',
      name: 'ACME 代付',
      kind: 'signed_http',
      merchant_id: 'M100',
      secret,
      api_url: 'https://payout.example.com/api',
    });
    expect(created.body.data).toMatchObject({
      code: 'acme',
      secret_set: true,
      secret_last4: '0042',
      notify_path: '/api/payouts/notify/acme',
    });
    expect(JSON.stringify(created.body)).not.toContain(secret);
    const duplicate = await call('POST', '/api/admin/payout-channels', admin, {
      code: 'acme',
      name: 'B',
      kind: 'manual',
    });
    expect(duplicate.body.message).toBe('通道代码已存在');
    const id = created.body.data.id as number;
    const updated = await call('POST', `/api/admin/payout-channels/${id}`, admin, { secret: 'another-secret-9999' });
    expect(updated.body.data.secret_last4).toBe('9999');
    const disabled = await call('POST', `/api/admin/payout-channels/${id}/enable`, admin, { enabled: false });
    expect(disabled.body.data.enabled).toBe(false);
    const audits = await sql<{ after: unknown }>(`select after from audit_log where target_type = 'payout_channel'`);
    expect(JSON.stringify(audits)).not.toContain(secret);
    expect(JSON.stringify(audits)).not.toContain('another-secret-9999');
    const stored = await sql<{ secret_sealed: string }>('select secret_sealed from payout_channels where id = $1', [
      id,
    ]);
    expect(stored[0]!.secret_sealed).not.toContain('another-secret');

    // A disabled channel takes no new payouts; a manual channel cannot be "sent" to.
    const { orderNo } = await approved('110.00');
    const toDisabled = await call('POST', `/api/admin/withdrawals/${orderNo}/send-payout`, tokenOf('finance1'), {
      channel_id: id,
    });
    expect(toDisabled.body.message).toBe('该出款通道已停用');
    const toManual = await call('POST', `/api/admin/withdrawals/${orderNo}/send-payout`, tokenOf('finance1'), {
      channel_id: manualId,
    });
    expect(toManual.body.message).toContain('人工出款通道不能代付');
    expect(await row(orderNo)).toMatchObject({ payout_state: 0 });
  });
});

describe('a signed_http payout channel', () => {
  it('sends with the sealed secret opened, and its signed callback (not the sandbox’s) settles the payout', async () => {
    const secret = 'beta-secret-77889900';
    const created = await call('POST', '/api/admin/payout-channels', admin, {
      code: 'beta',
      name: 'Beta 代付',
      kind: 'signed_http',
      merchant_id: 'BETA-1',
      secret,
      api_url: 'https://payout.beta.test/api',
    });
    const channelId = created.body.data.id as number;
    const gateways = payoutGatewaysOf(app);
    const seen: string[] = [];
    gateways.transport = async (url, form) => {
      seen.push(url);
      // The channel checks our signature with the shared secret, then accepts.
      expect(verifyPayoutFields(secret, form, ['merchant_id', 'payout_no', 'amount'])).toMatchObject({ valid: true });
      expect(form.merchant_id).toBe('BETA-1');
      return {
        status: 200,
        body: JSON.stringify(signPayoutFields(secret, { payout_no: form.payout_no ?? '', status: 'accepted' })),
      };
    };
    try {
      const { member, orderNo } = await approved('222.00');
      const sent = await call('POST', `/api/admin/withdrawals/${orderNo}/send-payout`, tokenOf('finance1'), {
        channel_id: channelId,
      });
      expect(sent.body).toMatchObject({ code: 200, data: { payout_state: 1 } });
      expect(seen).toEqual(['https://payout.beta.test/api/submit']);
      const payoutNo = await payoutNoOf(orderNo);
      const callback = {
        merchant_id: 'BETA-1',
        payout_no: payoutNo,
        amount: '222.00',
        status: 'paid',
        trade_no: 'BETA-T1',
      };
      // Signed with the sandbox secret, or for the sandbox's code: refused.
      expect((await notify(signPayoutFields(app.config.paymentSandboxSecret, callback), 'beta')).body).toBe('fail');
      expect((await notify(signPayoutFields(secret, callback), 'sandbox')).body).toBe('fail');
      expect((await notify(signPayoutFields(secret, { ...callback, merchant_id: 'OTHER' }), 'beta')).body).toBe('fail');
      expect(await row(orderNo)).toMatchObject({ payout_state: 1 });
      expect((await notify(signPayoutFields(secret, callback), 'beta')).body).toBe('success');
      expect(await row(orderNo)).toMatchObject({ payout_state: 2, payout_reference: 'BETA-T1' });
      expect(await holdFen(member.id)).toBe(0n);
      await expectLedgerHealthy();
    } finally {
      gateways.transport = injectTransport;
    }
  });
});
