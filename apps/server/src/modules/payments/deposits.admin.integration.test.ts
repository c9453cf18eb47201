import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { yuanStringToFen } from '@app/shared/money';
import { bearer, randomIp } from '../../../test/factories';
import { useBackOfficeTestApp } from '../../../test/back-office';
import type { TestApp } from '../../../test/test-app';
import { withTransaction } from '../../db/transaction';
import { ensureAccount, house, memberMain, transfer } from '../ledger';
import { seedDemoPayments } from './index';

const { call, auditOf, newMember, expectLedgerHealthy, tokenOf, balanceOf, current } = useBackOfficeTestApp({
  staff: { service1: 'customer_service', finance1: 'finance', finance2: 'finance' },
  setup: (testApp) => withTransaction(testApp.database.db, (tx) => seedDemoPayments(tx)),
});
let testApp: TestApp;
let app: FastifyInstance;
let admin: string;
beforeAll(() => {
  ({ testApp, app, admin } = current());
});

async function channelId(name: string): Promise<number> {
  const rows = await testApp.database.query<{ id: number }>('select id from recharge_channels where name = $1', [name]);
  return Number(rows[0]!.id);
}

describe('deposits (staff)', () => {
  it('confirms and refuses offline deposits; the dashboard counts what was credited', async () => {
    const before = (await call('GET', '/api/admin/dashboard', tokenOf('service1'))).body.data;
    const member = await newMember();
    const bank = await channelId('公司入款');
    const order = async (amount: number) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/recharge',
        headers: bearer(member.token),
        payload: { aisle_id: bank, amount },
        remoteAddress: randomIp(),
      });
      const body = response.json();
      expect(body.code).toBe(0);
      const submitted = await app.inject({
        method: 'POST',
        url: String(body.data.pay_url).replace('?', '/reference?'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `reference=REF-${body.data.order_no}`,
      });
      expect([200, 303]).toContain(submitted.statusCode);
      return body.data.order_no as string;
    };
    const credited = await order(800);
    const refused = await order(300);

    const waiting = await call(
      'GET',
      `/api/admin/deposits?awaiting_review=1&member_id=${member.id}`,
      tokenOf('service1'),
    );
    expect(waiting.body.data.total).toBe(2);
    expect(waiting.body.data.data[0]).toMatchObject({
      kind: 'bank',
      state: 0,
      can_review: true,
      payer_reference: expect.stringMatching(/^REF-/),
    });
    const mid = (await call('GET', '/api/admin/dashboard', tokenOf('service1'))).body.data;
    expect(mid.pending.offline_deposits - before.pending.offline_deposits).toBe(2);

    expect((await call('POST', `/api/admin/deposits/${credited}/confirm`, tokenOf('service1'), {})).status).toBe(403);
    const confirm = await call('POST', `/api/admin/deposits/${credited}/confirm`, tokenOf('finance1'), {
      note: '已核对银行流水',
    });
    expect(confirm.body).toMatchObject({
      code: 200,
      message: '已确认入账',
      data: { order_no: credited, state: 1, changed: true },
    });
    const again = await call('POST', `/api/admin/deposits/${credited}/confirm`, tokenOf('finance2'), {});
    expect(again.body).toMatchObject({ code: 200, data: { state: 1, changed: false } });
    expect(await balanceOf(member.id)).toBe('800.00');
    const refuse = await call('POST', `/api/admin/deposits/${refused}/refuse`, tokenOf('finance1'), {
      reason: '未收到款项',
    });
    expect(refuse.body.data).toMatchObject({ state: 2, changed: true });
    expect((await call('POST', `/api/admin/deposits/${refused}/confirm`, tokenOf('finance1'), {})).body.code).toBe(422);

    const rows = (await call('GET', `/api/admin/deposits?member_id=${member.id}&sort=amount&order=asc`, admin)).body
      .data.data;
    expect(rows.map((row: { state: number; reviewed_by: string }) => [row.state, row.reviewed_by])).toEqual([
      [2, 'finance1'],
      [1, 'finance1'],
    ]);
    const confirms = await auditOf('finance.deposit.confirm', credited);
    expect(confirms).toHaveLength(2);
    expect(confirms[1]).toMatchObject({
      staff_username: 'finance1',
      before: { state: 0 },
      after: { state: 1, credited: true, note: '已核对银行流水' },
    });
    expect(confirms[0]).toMatchObject({
      staff_username: 'finance2',
      before: { state: 1 },
      after: { state: 1, credited: false },
    });
    expect((await auditOf('finance.deposit.refuse', refused))[0]).toMatchObject({
      before: { state: 0 },
      after: { state: 2, reason: '未收到款项' },
    });
    const csv = await call('GET', `/api/admin/deposits?format=csv&member_id=${member.id}`, admin);
    expect(csv.text.slice(1).split('\r\n')[0]).toContain('订单号,会员ID,用户名');
    expect(csv.text).toContain(credited);

    // Settled bets and a bonus, then the dashboard's figures against what was created.
    const now = new Date().toISOString();
    await testApp.database.query(
      `insert into bet_records (platname, bet_id, member_id, game_code, game_name, category, stake_fen, valid_bet_fen, win_loss_fen, state, bet_at, settled_at)
       values ('house', $1, $2, 'slots', '老虎机', 'electron', 10000, 10000, -3000, 1, $3, $3),
              ('house', $4, $2, 'dice', '骰宝', 'joker', 5000, 5000, 7000, 1, $3, $3),
              ('house', $5, $2, 'dice', '骰宝', 'joker', 9900, 0, 0, 2, $3, null)`,
      [`b1-${member.id}`, member.id.toString(), now, `b2-${member.id}`, `b3-${member.id}`],
    );
    await withTransaction(testApp.database.db, async (tx) => {
      await transfer(tx, {
        idempotencyKey: `test-bonus:${member.id}`,
        kind: 'bonus',
        reference: { type: 'test', id: String(member.id) },
        actor: { type: 'system', id: 'test' },
        fromAccountId: await ensureAccount(tx, house('promotion_expense', 'test')),
        toAccountId: await ensureAccount(tx, memberMain(member.id)),
        amountFen: 88_00n,
      });
    });
    const after = (await call('GET', '/api/admin/dashboard', tokenOf('service1'))).body.data;
    const delta = (key: string) => yuanStringToFen(after.today[key]) - yuanStringToFen(before.today[key]);
    expect(delta('deposits')).toBe(800_00n);
    expect(after.today.deposit_count - before.today.deposit_count).toBe(1);
    expect(delta('bets')).toBe(150_00n);
    expect(after.today.bet_count - before.today.bet_count).toBe(2);
    expect(delta('payouts')).toBe(190_00n); // (100 − 30) + (50 + 70)
    expect(delta('ggr')).toBe(-40_00n);
    expect(delta('bonuses')).toBe(88_00n);
    expect(after.today.new_members - before.today.new_members).toBe(1);
    expect(after.today.active_members).toBeGreaterThanOrEqual(1);
    expect(yuanStringToFen(after.month.deposits)).toBeGreaterThanOrEqual(yuanStringToFen(after.today.deposits));
    expect(after.series).toHaveLength(14);
    const todayPoint = after.series[13];
    expect(yuanStringToFen(todayPoint.deposits)).toBe(yuanStringToFen(after.today.deposits));
    expect(yuanStringToFen(todayPoint.ggr)).toBe(yuanStringToFen(after.today.ggr));
    expect(todayPoint.new_members).toBe(after.today.new_members);
    expect(after.pending.offline_deposits).toBe(before.pending.offline_deposits);
    expect(after.generated_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await expectLedgerHealthy();
  });
});
