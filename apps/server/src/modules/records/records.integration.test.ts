import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { betRecords, withdrawals } from '../../db/schema';
import { MEMBER_RECORD_COUNT_CAP } from '../../lib/member-records';
import { bearer, TEST_ENV } from '../../../test/factories';
import { memberHelpers } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await createTestApp({ env: { ...TEST_ENV, SEED_DEMO: '1' } });
  app = testApp.app;
});
afterAll(async () => {
  await testApp.close();
});

const { newMember, fund } = memberHelpers(() => testApp);

/** A registered member with `fen` on the main wallet (a test deposit through the ledger). */
async function fundedMember(fen: bigint) {
  const member = await newMember();
  await fund(member.id, fen, { kind: 'test_deposit' });
  return { token: member.token, memberId: member.id };
}

const records = (token: string, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: bearer(token), payload }).then((response) => response.json());

describe('POST /api/gettransrecord', () => {
  it('lists transfers in and out with the platform name, newest first, paged', async () => {
    const { token } = await fundedMember(100_000n);
    for (let i = 1; i <= 17; i += 1) {
      await records(token, '/api/transfer', { amount: i, sourcetype: 'userbalance', targettype: 'house' });
    }
    await records(token, '/api/transfer', { amount: 5, sourcetype: 'house', targettype: 'userbalance' });

    const first = await records(token, '/api/gettransrecord', { type: 3, date: 4, page: 1 });
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ current_page: 1, per_page: 15, total: 17, last_page: 2 });
    expect(first.data.data[0]).toMatchObject({ amount: '17.00', pay_way: '自营游戏', state: 1 });
    expect(first.data.data[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const second = await records(token, '/api/gettransrecord', { type: 3, date: 4, page: 2 });
    expect(second.data.data.map((row: { amount: string }) => row.amount)).toEqual(['2.00', '1.00']);

    const out = await records(token, '/api/gettransrecord', { type: 4, date: 1, page: 1 });
    expect(out.data.data).toHaveLength(1);
    expect(out.data.data[0].amount).toBe('5.00');
    expect(
      (await records(token, '/api/gettransrecord', { type: 4, api_type: 'other', date: 4, page: 1 })).data.total,
    ).toBe(0);
  });

  it('lists deposits and withdrawals of the caller only', async () => {
    const { token, memberId } = await fundedMember(50_000n);
    const other = await fundedMember(50_000n);
    const types = (await app.inject({ method: 'GET', url: '/api/gerRechargeType' })).json().data;
    const channels = (
      await app.inject({ method: 'GET', url: `/api/gerRechargeAisle?recharge_type_id=${types[0].id}` })
    ).json().data;
    const custom = channels.find((channel: { allow_custom_amount: number }) => channel.allow_custom_amount === 1);
    const order = await records(token, '/api/recharge', { aisle_id: custom.id, amount: 120 });
    expect(order.code).toBe(0);
    await records(other.token, '/api/recharge', { aisle_id: custom.id, amount: 130 });

    const deposits = await records(token, '/api/gettransrecord', { type: 1, date: 4, page: 1 });
    expect(deposits.data.total).toBe(1);
    expect(deposits.data.data[0]).toMatchObject({ amount: '120.00', state: 0, out_trade_no: order.data.order_no });

    await app.db.insert(withdrawals).values({
      orderNo: `W-test-${memberId}`,
      memberId,
      type: 1,
      channelId: 1,
      payeeBank: '中国银行',
      payeeAccount: '****1234',
      amountFen: 20_000n,
      receiveUnits: 20_000n,
      state: 3,
    });
    const list = await records(token, '/api/gettransrecord', { type: 2, date: 4, page: 1 });
    expect(list.data.data[0]).toMatchObject({ amount: '200.00', state: 3 });
    expect((await records(other.token, '/api/gettransrecord', { type: 2, date: 4, page: 1 })).data.total).toBe(0);
  });

  it('refuses an unknown record type and a missing session', async () => {
    const { token } = await fundedMember(1n);
    const response = await app.inject({
      method: 'POST',
      url: '/api/gettransrecord',
      headers: bearer(token),
      payload: { type: 9 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('type');
    expect((await app.inject({ method: 'POST', url: '/api/gettransrecord', payload: { type: 1 } })).json().code).toBe(
      401,
    );
  });
});

describe('POST /api/betrecord', () => {
  it('lists bets with stake, valid bet, result and state, filtered by platform and date', async () => {
    const { token, memberId } = await fundedMember(1n);
    const now = new Date();
    await app.db.insert(betRecords).values([
      {
        platname: 'house',
        betId: `b1-${memberId}`,
        memberId,
        gameCode: 'slots',
        gameName: '水果老虎机',
        category: 'electron',
        stakeFen: 1_000n,
        validBetFen: 1_000n,
        winLossFen: -1_000n,
        state: 1,
        betAt: now,
        settledAt: now,
      },
      {
        platname: 'house',
        betId: `b2-${memberId}`,
        memberId,
        gameCode: 'sicbo',
        gameName: '骰宝',
        category: 'joker',
        stakeFen: 500n,
        validBetFen: 500n,
        winLossFen: 500n,
        state: 1,
        betAt: new Date(now.getTime() - 40 * 86_400_000),
        settledAt: now,
      },
    ]);
    const body = await records(token, '/api/betrecord', { api_type: 'house', date: 4, page: 1 });
    expect(body.data.total).toBe(1);
    expect(body.data.data[0]).toMatchObject({
      bet_amount: '10.00',
      valid_amount: '10.00',
      win_loss: '-10.00',
      Code: 'slots',
      state: 1,
    });
    expect((await records(token, '/api/betrecord', { api_type: 'other', date: 4, page: 1 })).data.total).toBe(0);
  });
});

describe('record pages count once (decision 0017)', () => {
  it('counts the matches on the first page; later pages look ahead one row instead of counting again', async () => {
    const { token, memberId } = await fundedMember(10_000n);
    const bets = (count: number, firstMinute: number) =>
      Array.from({ length: count }, (_, i) => ({
        platname: 'house',
        betId: `count-${memberId}-${firstMinute + i}`,
        memberId,
        gameCode: 'slots',
        gameName: '老虎机',
        category: 'electron',
        stakeFen: 100n,
        validBetFen: 100n,
        winLossFen: 0n,
        state: 1,
        betAt: new Date(Date.now() - (firstMinute + i) * 60_000),
        settledAt: new Date(),
      }));
    await testApp.database.db.insert(betRecords).values(bets(31, 1));

    const first = await records(token, '/api/betrecord', { api_type: '', date: 4, page: 1 });
    expect(first.data).toMatchObject({ current_page: 1, per_page: 15, total: 31, last_page: 3 });
    // Older bets arrive after page 1 was read: page 2 does not count again, so it still says three
    // pages (a count would say four); the next pages find the new rows as the member scrolls on.
    await testApp.database.db.insert(betRecords).values(bets(20, 100));
    const second = await records(token, '/api/betrecord', { api_type: '', date: 4, page: 2 });
    expect(second.data).toMatchObject({ current_page: 2, total: 31, last_page: 3 });
    expect(second.data.data).toHaveLength(15);
    const third = await records(token, '/api/betrecord', { api_type: '', date: 4, page: 3 });
    expect(third.data).toMatchObject({ current_page: 3, last_page: 4 });
    const fourth = await records(token, '/api/betrecord', { api_type: '', date: 4, page: 4 });
    expect(fourth.data).toMatchObject({ current_page: 4, total: 51, last_page: 4 });
    expect(fourth.data.data).toHaveLength(6);
    const beyond = await records(token, '/api/betrecord', { api_type: '', date: 4, page: 9 });
    expect(beyond.data).toMatchObject({ current_page: 9, last_page: 9, data: [] });
  });

  it('counts at most MEMBER_RECORD_COUNT_CAP matches: past it the first page is answered like a later one', async () => {
    const { token, memberId } = await fundedMember(10_000n);
    const many = Array.from({ length: MEMBER_RECORD_COUNT_CAP + 1 }, (_, i) => ({
      platname: 'house',
      betId: `cap-${memberId}-${i}`,
      memberId,
      gameCode: 'slots',
      gameName: '老虎机',
      category: 'electron',
      stakeFen: 100n,
      validBetFen: 100n,
      winLossFen: 0n,
      state: 1,
      betAt: new Date(Date.now() - (i + 1) * 1_000),
      settledAt: new Date(),
    }));
    await testApp.database.db.insert(betRecords).values(many);
    const first = await records(token, '/api/betrecord', { api_type: '', date: 4, page: 1 });
    // Not counted past the cap: another page follows, and the total is what is known so far.
    expect(first.data).toMatchObject({ current_page: 1, per_page: 15, last_page: 2, total: 16 });
    expect(first.data.data).toHaveLength(15);
    const last = Math.ceil((MEMBER_RECORD_COUNT_CAP + 1) / 15);
    const end = await records(token, '/api/betrecord', { api_type: '', date: 4, page: last });
    expect(end.data).toMatchObject({ current_page: last, last_page: last });
    expect(end.data.data).toHaveLength((MEMBER_RECORD_COUNT_CAP + 1) % 15 || 15);
    // At the cap exactly it still counts.
    await testApp.database.db.delete(betRecords).where(eq(betRecords.betId, `cap-${memberId}-0`));
    const counted = await records(token, '/api/betrecord', { api_type: '', date: 4, page: 1 });
    expect(counted.data).toMatchObject({
      total: MEMBER_RECORD_COUNT_CAP,
      last_page: Math.ceil(MEMBER_RECORD_COUNT_CAP / 15),
    });
  });
});
