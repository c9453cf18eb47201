import { describe, expect, it } from 'vitest';
import { useBackOfficeTestApp } from '../../../test/back-office';
import { testDriver } from '../../../test/test-database';
import { withTransaction } from '../../db/transaction';
import { playHouseRound } from '../games';
import {
  createDeposit,
  creditDeposit,
  listRechargeChannels,
  listRechargeTypes,
  seedDemoPayments,
  type PaymentGateways,
} from '../payments';
import { recordValidBet } from '../turnover';
import { transferIn } from '../wallet';
import { evaluateVipLevel } from './vip-bonuses.service';
import { createPeriodBonuses, runVipBonusJob } from './vip-bonuses.job';
import { lastCompleteWeek } from './vip-periods';

const NO_GATEWAYS: PaymentGateways = { get: () => undefined, isDisabled: () => false };

const t = useBackOfficeTestApp({
  staff: { finance1: 'finance', content1: 'content' },
  setup: async (testApp) => {
    await withTransaction(testApp.database.db, (tx) => seedDemoPayments(tx));
  },
});
const db = () => t.current().app.db;
const zone = () => t.current().app.config.SITE_TZ;

let orderCounter = 0;
/** A deposit credited by the deposit service (bank transfer channel): the VIP listener runs in its transaction. */
async function deposit(memberId: bigint, yuan: number, now = new Date()): Promise<void> {
  const type = (await listRechargeTypes(db(), NO_GATEWAYS)).find((entry) => entry.name === '银行卡转账')!;
  const [channel] = await listRechargeChannels(db(), NO_GATEWAYS, type.id);
  const order = await createDeposit(db(), NO_GATEWAYS, {
    memberId,
    channelId: String(channel!.id),
    amountFen: BigInt(yuan * 100),
    timeZone: zone(),
    payPageSecret: t.current().app.config.appSecret,
  });
  orderCounter += 1;
  await withTransaction(db(), (tx) =>
    creditDeposit(tx, { orderNo: order.order_no, actor: { type: 'system', id: `test-${orderCounter}` }, now }),
  );
}

/** Real sic-bo rounds on 大 (house game service): settled bets whose listener re-evaluates the level. */
async function playBig(memberId: bigint, rounds: number, stakeYuan: number): Promise<void> {
  const app = t.current().app;
  // The stakes come from a test credit (not a deposit: paysum stays as the test set it).
  await t.fund(memberId, BigInt(rounds * stakeYuan * 100));
  await transferIn(app.db, app.services.platforms, memberId, 'house', BigInt(rounds * stakeYuan * 100));
  for (let i = 0; i < rounds; i += 1) {
    await playHouseRound(app.db, app.config.appSecret, {
      memberId,
      game: 'sic-bo',
      bets: [{ type: 'big', amount: stakeYuan }],
    });
  }
}

async function vipOf(token: string): Promise<number> {
  return (await t.api('/api/user', token)).body.data.vip as number;
}

async function bonusesOf(token: string) {
  const { body } = await t.get('/api/userBonus', token);
  expect(body.code).toBe(200);
  return body.data as {
    id: number;
    vip_level: number;
    bonus_type: number;
    status: number;
    amount: string;
    created_at: string;
  }[];
}

describe('POST /api/uservip', () => {
  it('answers every field of spec-2 §3 VIP level, to anonymous visitors too', async () => {
    const { status, body } = await t.api('/api/uservip');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(1);
    expect(Object.keys(body.data[1]).sort()).toEqual(
      [
        'id',
        'vip_id',
        'vipname',
        'badge',
        'be_promoted_bonus',
        'week_bonus',
        'month_bonus',
        'week_deposit',
        'week_bet',
        'month_deposit',
        'month_bet',
        'flow',
        'recharge',
        'realperson',
        'electron',
        'joker',
        'sport',
        'lottery',
        'e_sport',
      ].sort(),
    );
    expect(body.data[1]).toMatchObject({
      vip_id: 1,
      recharge: '1000.00',
      flow: '5000.00',
      be_promoted_bonus: '18.00',
      realperson: '0.50',
    });
  });
});

describe('VIP level from credited deposits and settled bets', () => {
  it('stays at 0 on a deposit alone, reaches VIP1 when the bets reach its flow, with one promotion bonus', async () => {
    const member = await t.newMember();
    await deposit(member.id, 1000);
    expect(await vipOf(member.token)).toBe(0);
    expect(await bonusesOf(member.token)).toEqual([]);

    await playBig(member.id, 10, 500); // 5,000.00 of valid bets, settled one by one
    expect(await vipOf(member.token)).toBe(1);
    const bonuses = await bonusesOf(member.token);
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({ vip_level: 1, bonus_type: 1, status: 0, amount: '18.00' });
    expect(bonuses[0]!.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // A replayed evaluation creates nothing more.
    expect(await withTransaction(db(), (tx) => evaluateVipLevel(tx, member.id))).toBe(0);
    expect(await bonusesOf(member.token)).toHaveLength(1);
    await t.expectLedgerHealthy();
  });

  it('pays each skipped level its own promotion bonus, and never lowers the level', async () => {
    const member = await t.newMember();
    // 100,000.00 of valid bets on another platform, then one deposit of 20,000.00: VIP0 → VIP3 at once.
    await withTransaction(db(), (tx) =>
      recordValidBet(tx, { memberId: member.id, betReference: `other:${member.id}`, validBetFen: 10_000_000n }),
    );
    await deposit(member.id, 20000);
    expect(await vipOf(member.token)).toBe(3);
    const bonuses = (await bonusesOf(member.token)).map((bonus) => [bonus.vip_level, bonus.bonus_type, bonus.amount]);
    expect(bonuses.sort()).toEqual([
      [1, 1, '18.00'],
      [2, 1, '58.00'],
      [3, 1, '188.00'],
    ]);

    // Staff raise VIP3's thresholds above what the member has: the level stays.
    const { admin } = t.current();
    const levels = (await t.call('GET', '/api/admin/vip/levels', admin)).body.data as Record<string, unknown>[];
    const vip3 = levels.find((level) => level.vip_id === 3)!;
    const saved = await t.call('POST', `/api/admin/vip/levels/${String(vip3.id)}`, admin, {
      ...vip3,
      recharge: '25000',
      flow: '250000',
    });
    expect(saved.body).toMatchObject({ code: 200, data: { recharge: '25000.00' } });
    await deposit(member.id, 100);
    expect(await vipOf(member.token)).toBe(3);
    await t.call('POST', `/api/admin/vip/levels/${String(vip3.id)}`, admin, vip3);
  });
});

describe('GET /api/userBonus and GET /api/doUserBonus', () => {
  it('needs a member session', async () => {
    expect((await t.get('/api/userBonus')).status).toBe(401);
    expect((await t.get('/api/doUserBonus?id=1')).status).toBe(401);
  });

  it('claims once, pays the main wallet with turnover × 1, and answers clear messages', async () => {
    const member = await t.newMember();
    const other = await t.newMember();
    await withTransaction(db(), (tx) =>
      recordValidBet(tx, { memberId: member.id, betReference: `other:${member.id}`, validBetFen: 500_000n }),
    );
    await deposit(member.id, 1000);
    const [bonus] = await bonusesOf(member.token);
    expect(bonus).toMatchObject({ vip_level: 1, status: 0, amount: '18.00' });
    const before = (await t.api('/api/user', member.token)).body.data;

    for (const bad of ['', 'abc', '0', '-1', '1.5', '99999999999999999999']) {
      const { status, body } = await t.get(`/api/doUserBonus?id=${bad}`, member.token);
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: 422, message: '请选择要领取的奖金' });
    }
    expect((await t.get('/api/doUserBonus', member.token)).body.message).toBe('请选择要领取的奖金');
    expect((await t.get('/api/doUserBonus?id=987654321', member.token)).body).toMatchObject({
      code: 404,
      message: '奖金记录不存在',
    });
    // Another member's bonus reads as unknown and stays claimable.
    expect((await t.get(`/api/doUserBonus?id=${bonus!.id}`, other.token)).body.message).toBe('奖金记录不存在');

    const claimed = await t.get(`/api/doUserBonus?id=${bonus!.id}`, member.token);
    expect(claimed.body).toMatchObject({ code: 200, message: '领取成功', data: { amount: '18.00' } });
    const after = (await t.api('/api/user', member.token)).body.data;
    expect(Number(after.balance) - Number(before.balance)).toBeCloseTo(18, 2);
    expect(Number(after.turnover_outstanding) - Number(before.turnover_outstanding)).toBeCloseTo(18, 2);
    expect((await bonusesOf(member.token))[0]).toMatchObject({ id: bonus!.id, status: 1 });

    expect((await t.get(`/api/doUserBonus?id=${bonus!.id}`, member.token)).body).toMatchObject({
      code: 422,
      message: '该奖金已领取，请勿重复领取',
    });
    const ledger = await t.sql<{ n: string }>(
      `select count(*) as n from ledger_transactions where reference_type = 'vip_bonus' and reference_id = $1 and kind = 'bonus_vip'`,
      [String(bonus!.id)],
    );
    expect(Number(ledger[0]!.n)).toBe(1);
    await t.expectLedgerHealthy();
  });
});

describe('weekly and monthly bonuses', () => {
  it('creates the weekly bonus for members of a paying level who met the conditions, once', async () => {
    const qualified = await t.newMember();
    const fewBets = await t.newMember();
    const levelZero = await t.newMember();
    await deposit(qualified.id, 1000);
    await playBig(qualified.id, 10, 500); // VIP1, and this week: 1,000.00 deposited ≥ 500, 5,000.00 bet ≥ 2,000
    await withTransaction(db(), (tx) =>
      recordValidBet(tx, { memberId: fewBets.id, betReference: `other:${fewBets.id}`, validBetFen: 500_000n }),
    );
    await deposit(fewBets.id, 1000); // VIP1 by an old flow, but no bet settled this week
    await deposit(levelZero.id, 600);
    expect(await vipOf(fewBets.token)).toBe(1);

    // A week from now, the last complete week is this one.
    const nextWeek = new Date(Date.now() + 7 * 86_400_000);
    const first = await runVipBonusJob(db(), zone(), nextWeek);
    expect(first.weekly).toBeGreaterThanOrEqual(1);
    const weekly = (token: string) => bonusesOf(token).then((rows) => rows.filter((row) => row.bonus_type === 2));
    expect(await weekly(qualified.token)).toEqual([
      expect.objectContaining({ vip_level: 1, amount: '8.00', status: 0 }),
    ]);
    expect(await weekly(fewBets.token)).toEqual([]);
    expect(await weekly(levelZero.token)).toEqual([]);

    // The job again (the period ran: skipped), and the period forced again: nothing new.
    expect(await runVipBonusJob(db(), zone(), nextWeek)).toEqual({});
    expect(await createPeriodBonuses(db(), lastCompleteWeek(nextWeek, zone()), 'test')).toBe(0);
    expect(await weekly(qualified.token)).toHaveLength(1);
  });
});

describe('staff: /api/admin/vip', () => {
  it('lists levels to promotions.view, and only promotions.manage edits them (validated, audited)', async () => {
    const { admin } = t.current();
    const finance = t.tokenOf('finance1');
    const content = t.tokenOf('content1');
    const levels = (await t.call('GET', '/api/admin/vip/levels', finance)).body.data as Record<string, unknown>[];
    expect(levels.map((level) => level.vip_id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const vip2 = levels.find((level) => level.vip_id === 2)!;
    const url = `/api/admin/vip/levels/${String(vip2.id)}`;

    expect((await t.call('POST', url, finance, vip2)).status).toBe(403);

    const below = await t.call('POST', url, content, { ...vip2, recharge: '1000' });
    expect(below.body.code).not.toBe(200);
    expect(below.body.message).toContain('晋级充值须高于VIP1的1000.00元');
    const above = await t.call('POST', url, content, { ...vip2, flow: '100000.01' });
    expect(above.body.message).toContain('晋级流水须不低于VIP1的5000.00元、不高于VIP3的100000.00元');
    const rate = await t.call('POST', url, content, { ...vip2, sport: '100.5' });
    expect(rate.status).toBe(400);
    expect(JSON.stringify(rate.body)).toContain('体育返水须在0到100之间，最多两位小数');
    const decimals = await t.call('POST', url, content, { ...vip2, lottery: '0.123' });
    expect(decimals.status).toBe(400);
    const vip0 = levels.find((level) => level.vip_id === 0)!;
    const lowest = await t.call('POST', `/api/admin/vip/levels/${String(vip0.id)}`, content, {
      ...vip0,
      recharge: '1',
    });
    expect(lowest.body.message).toBe('最低等级是所有会员的起点，晋级充值与晋级流水须为0');
    const money = await t.call('POST', url, content, { ...vip2, week_bonus: '-1' });
    expect(money.status).toBe(400);

    const saved = await t.call('POST', url, content, { ...vip2, week_bonus: '20.5', sport: '0.65', vipname: '白银' });
    expect(saved.body).toMatchObject({ code: 200, data: { week_bonus: '20.50', sport: '0.65', vipname: '白银' } });
    const [audit] = await t.auditOf('vip.level.update', String(vip2.id));
    expect(audit).toBeDefined();
    expect(JSON.stringify(audit)).toContain('20.50');
    // The member site sees it.
    const uservip = (await t.api('/api/uservip')).body.data as Record<string, unknown>[];
    expect(uservip.find((level) => level.vip_id === 2)).toMatchObject({ vipname: '白银', week_bonus: '20.50' });
    await t.call('POST', url, admin, vip2);
  });

  it('lists bonus records with filters, and runs a past period once (audited)', async () => {
    const { admin } = t.current();
    const member = await t.newMember();
    await withTransaction(db(), (tx) =>
      recordValidBet(tx, { memberId: member.id, betReference: `other:${member.id}`, validBetFen: 500_000n }),
    );
    await deposit(member.id, 1000);
    const list = await t.call('GET', `/api/admin/vip/bonuses?member_id=${member.id}`, t.tokenOf('finance1'));
    expect(list.body.data).toMatchObject({ total: 1, total_capped: false });
    expect(list.body.data.data[0]).toMatchObject({
      member_id: Number(member.id),
      bonus_type: 1,
      bonus_type_text: '晋级礼金',
      period_key: 'level-1',
      status_text: '可领取',
      amount: '18.00',
    });
    const byType = await t.call('GET', '/api/admin/vip/bonuses?bonus_type=1&status=0&period_key=level-1', admin);
    expect(byType.body.data.data.every((row: { period_key: string }) => row.period_key === 'level-1')).toBe(true);
    expect((await t.call('GET', '/api/admin/vip/bonuses?bonus_type=9', admin)).status).toBe(400);
    const csv = await t.call('GET', `/api/admin/vip/bonuses?member_id=${member.id}&format=csv`, admin);
    expect(csv.status).toBe(200);

    const run = (payload: object, token = admin) => t.call('POST', '/api/admin/vip/bonus-runs', token, payload);
    expect((await run({ bonus_type: 2, period: '2026-11-24' })).body.message).toBe(
      '周期须为某周的周一日期，如 2026-11-23',
    );
    expect((await run({ bonus_type: 3, period: '2026-13' })).body.message).toBe('周期须为月份，如 2026-11');
    expect((await run({ bonus_type: 4, period: '2026-11' })).status).toBe(400);
    expect((await run({ bonus_type: 3, period: '2999-01' })).body.message).toBe('该周期尚未结束，结束后才能发放');
    expect((await run({ bonus_type: 2, period: '2026-01-05' }, t.tokenOf('finance1'))).status).toBe(403);
    const done = await run({ bonus_type: 2, period: '2026-01-05' });
    expect(done.body).toMatchObject({ code: 200, data: { bonus_type: 2, period: '2026-01-05', created: 0 } });
    expect(await t.auditOf('vip.bonus.run', '2:2026-01-05')).toHaveLength(1);
  });
});

describe.runIf(testDriver() === 'pg')('VIP bonuses under concurrency (PostgreSQL)', () => {
  it('pays one bonus once when 50 claims arrive at once', async () => {
    const member = await t.newMember();
    await withTransaction(db(), (tx) =>
      recordValidBet(tx, { memberId: member.id, betReference: `other:${member.id}`, validBetFen: 500_000n }),
    );
    await deposit(member.id, 1000);
    const [bonus] = await bonusesOf(member.token);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.get(`/api/doUserBonus?id=${bonus!.id}`, member.token)),
    );
    expect(answers.filter((answer) => answer.body.code === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.message === '该奖金已领取，请勿重复领取')).toHaveLength(49);
    const paid = await t.sql<{ n: string }>(
      `select count(*) as n from ledger_transactions where reference_type = 'vip_bonus' and reference_id = $1`,
      [String(bonus!.id)],
    );
    expect(Number(paid[0]!.n)).toBe(1);
    await t.expectLedgerHealthy();
  });

  it('creates a weekly bonus once when two runs of the period race, and pays it once', async () => {
    const member = await t.newMember();
    await deposit(member.id, 1000);
    await playBig(member.id, 10, 500);
    const week = lastCompleteWeek(new Date(Date.now() + 7 * 86_400_000), zone());
    await t.sql('delete from vip_bonuses where bonus_type = 2 and period_key = $1', [week.key]);
    const created = await Promise.all([
      createPeriodBonuses(db(), week, 'instance-a'),
      createPeriodBonuses(db(), week, 'instance-b'),
      createPeriodBonuses(db(), week, 'instance-c'),
    ]);
    const rows = await t.sql<{ id: string }>(
      'select id from vip_bonuses where member_id = $1 and bonus_type = 2 and period_key = $2',
      [member.id.toString(), week.key],
    );
    expect(rows).toHaveLength(1);
    expect(created.reduce((sum, n) => sum + n, 0)).toBe(
      (await t.sql('select id from vip_bonuses where bonus_type = 2 and period_key = $1', [week.key])).length,
    );
    const claims = await Promise.all(
      Array.from({ length: 10 }, () => t.get(`/api/doUserBonus?id=${rows[0]!.id}`, member.token)),
    );
    expect(claims.filter((answer) => answer.body.code === 200)).toHaveLength(1);
    await t.expectLedgerHealthy();
  });
});
