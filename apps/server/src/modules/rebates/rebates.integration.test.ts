import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, TEST_ENV } from '../../../test/factories';
import { memberHelpers } from '../../../test/members';
import { staffHelpers } from '../../../test/staff';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testDriver } from '../../../test/test-database';
import { withTransaction } from '../../db/transaction';
import { addDays, formatDay } from '../../lib/time';
import { addAfterBetSettledListener, playHouseRound, removeAfterBetSettledListener } from '../games';
import { ensureAccount, getBalance, memberMain, runLedgerCheck } from '../ledger';
import { rebateClaimLedgerCheck } from './rebates.checks';
import { transferIn } from '../wallet';
import { REBATE_LISTENER, rebateBetSettledListener } from './rebates.hooks';
import { applyBetRebate, type RebateBet } from './rebates.service';

let testApp: TestApp;
let app: FastifyInstance;
const { newMember, fund, sql, expectLedgerHealthy } = memberHelpers(() => testApp);
const staff = staffHelpers(() => app);

beforeAll(async () => {
  testApp = await createTestApp({ env: { ...TEST_ENV, ...staff.adminEnv } });
  app = testApp.app;
  await staff.bootstrapAdmin();
});
afterAll(async () => {
  await testApp.close();
});

type Json = ReturnType<typeof JSON.parse>;
const post = (token: string | undefined, url: string, payload: Record<string, unknown> = {}) =>
  app
    .inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload })
    .then((response) => ({ status: response.statusCode, body: response.json<Json>() }));
const fanshui = (token: string, payload: Record<string, unknown> = {}) =>
  post(token, '/api/getfanshui', { api_type: '', date: 4, page: 1, type: '', ...payload });
const zone = () => testApp.config.SITE_TZ;

/** A registered member with `houseFen` moved into 自营游戏. */
async function player(houseFen = 0n) {
  const member = await newMember();
  if (houseFen > 0n) {
    await fund(member.id, houseFen, { kind: 'test_deposit' });
    await transferIn(app.db, app.services.platforms, member.id, 'house', houseFen);
  }
  return member;
}

/** A bet event as a platform import would send it (no money moves: only the accrual is exercised). */
function bet(memberId: bigint, overrides: Partial<RebateBet> = {}): RebateBet {
  return {
    platname: 'house',
    betId: `t-${randomUUID()}`,
    memberId,
    category: 'joker',
    validBetFen: 10_000n,
    state: 1,
    settledAt: new Date(),
    ...overrides,
  };
}
const apply = (input: RebateBet, now?: Date) =>
  withTransaction(app.db, (tx) => applyBetRebate(tx, input, { zone: zone(), ...(now ? { now } : {}) }));

async function mainFen(memberId: bigint) {
  return getBalance(app.db, await ensureAccount(app.db, memberMain(memberId)));
}
async function rowsOf(memberId: bigint) {
  return sql<{ id: string; day: string; money_fen: string; state: number; claim_id: string | null }>(
    `select id::text, day::text, money_fen::text, state, claim_id::text from rebates where member_id = $1 order by id`,
    [memberId.toString()],
  );
}

describe('accrual on settled bets', () => {
  it('house rounds accrue floor(valid bet × level rate) per bet into one row per day and platform', async () => {
    const member = await player(100_000n);
    const stakes = ['10', '3.33', '1.23'];
    for (const amount of stakes) {
      await playHouseRound(app.db, testApp.config.appSecret, {
        memberId: member.id,
        game: 'sic-bo',
        bets: [{ type: 'big', amount }],
      });
    }
    // Level 0, joker (sic-bo) 0.40 %: 1000 → 4, 333 → 1 (1.332), 123 → 0 (0.492): 5 fen, not floor(6.824) = 6.
    const accruals = await sql<{ accrued_fen: string; percent: string }>(
      'select accrued_fen::text, percent::text from rebate_accruals where member_id = $1 order by id',
      [member.id.toString()],
    );
    expect(accruals.map((row) => row.accrued_fen)).toEqual(['4', '1', '0']);
    expect(accruals.every((row) => row.percent === '0.40')).toBe(true);
    const rows = await rowsOf(member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ money_fen: '5', state: 0, day: formatDay(new Date(), zone()) });

    const { body } = await fanshui(member.token);
    expect(body.code).toBe(200);
    expect(body.data.jisuan).toBe('0.00');
    expect(body.data.nojisuan).toBe('0.05');
    expect(body.data.list).toMatchObject({ current_page: 1, last_page: 1, per_page: 15, total: 1 });
    expect(Object.keys(body.data.list.data[0]).sort()).toEqual(
      ['created_at', 'day', 'gamename', 'money', 'platname', 'state', 'updated_at'].sort(),
    );
    expect(body.data.list.data[0]).toMatchObject({ money: '0.05', gamename: '自营游戏', platname: 'house', state: 0 });
    expect(body.data.list.data[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('an event again for the same bet applies only the difference; the same values change nothing', async () => {
    const member = await player();
    const first = bet(member.id, { validBetFen: 10_000n });
    expect((await apply(first)).deltaFen).toBe(40n);
    expect((await apply(first)).deltaFen).toBe(0n);
    expect((await apply({ ...first, validBetFen: 25_000n })).deltaFen).toBe(60n);
    expect((await apply({ ...first, validBetFen: 5_000n })).deltaFen).toBe(-80n);
    const rows = await rowsOf(member.id);
    expect(rows.map((row) => row.money_fen)).toEqual(['20']);
    const [accrual] = await sql<{ accrued_fen: string; valid_bet_fen: string }>(
      'select accrued_fen::text, valid_bet_fen::text from rebate_accruals where bet_id = $1',
      [first.betId],
    );
    expect(accrual).toEqual({ accrued_fen: '20', valid_bet_fen: '5000' });
  });

  it('keeps the rate of the first accrual when the level changes before a re-settlement', async () => {
    const member = await player();
    const first = bet(member.id, { validBetFen: 100_000n });
    expect((await apply(first)).afterFen).toBe(400n);
    await sql('update members set vip_level = 3 where id = $1', [member.id.toString()]);
    expect((await apply({ ...first, validBetFen: 200_000n })).afterFen).toBe(800n);
    // A new bet takes the new level's rate.
    const [level] = await sql<{ joker: string }>('select joker::text from vip_levels where level = 3');
    const second = await apply(bet(member.id, { validBetFen: 100_000n }));
    expect(second.afterFen).toBe(BigInt(Math.floor(Number(level!.joker) * 1000)));
  });

  it('a cancelled bet reverses its accrual on its unclaimed row', async () => {
    const member = await player();
    const kept = bet(member.id, { validBetFen: 50_000n });
    const cancelled = bet(member.id, { validBetFen: 30_000n });
    await apply(kept);
    await apply(cancelled);
    expect((await rowsOf(member.id)).map((row) => row.money_fen)).toEqual(['320']);
    expect((await apply({ ...cancelled, state: 0, validBetFen: 0n })).deltaFen).toBe(-120n);
    expect((await rowsOf(member.id)).map((row) => row.money_fen)).toEqual(['200']);
    expect((await apply({ ...cancelled, state: 0, validBetFen: 0n })).deltaFen).toBe(0n);
  });

  it('a cancellation after the claim goes to the unclaimed row of the day of the reversal, never the claimed row', async () => {
    const member = await player();
    const yesterday = new Date(Date.now() - 86_400_000);
    const old = bet(member.id, { validBetFen: 100_000n, settledAt: yesterday });
    await apply(old, yesterday);
    expect((await post(member.token, '/api/dofanshui')).body.code).toBe(200);
    const claimedBefore = await rowsOf(member.id);
    expect(claimedBefore).toMatchObject([{ money_fen: '400', state: 1 }]);

    await apply({ ...old, state: 0, validBetFen: 0n });
    const rows = await rowsOf(member.id);
    expect(rows[0]).toEqual(claimedBefore[0]);
    expect(rows[1]).toMatchObject({ money_fen: '-400', state: 0, day: formatDay(new Date(), zone()) });
    // Negative: nothing to claim until new accruals cover it; the row shows the clawback.
    const { body } = await fanshui(member.token);
    expect(body.data).toMatchObject({ jisuan: '4.00', nojisuan: '0.00' });
    expect(body.data.list.data[0]).toMatchObject({ money: '-4.00', state: 0 });
    expect((await post(member.token, '/api/dofanshui')).body).toMatchObject({ code: 422, message: '暂无领取额度！' });
    await apply(bet(member.id, { validBetFen: 150_000n }));
    expect((await fanshui(member.token)).body.data.nojisuan).toBe('2.00');
    const claim = await post(member.token, '/api/dofanshui');
    expect(claim.body.data).toEqual({ money: '2.00', jisuan: '6.00', nojisuan: '0.00' });
    await expectLedgerHealthy();
  });
});

describe('POST /api/getfanshui', () => {
  it('pages 15 rows newest day first, filters by platform and date, and sees only the member own rows', async () => {
    const member = await player();
    const other = await player();
    const today = formatDay(new Date(), zone());
    for (let days = 0; days < 17; days += 1) {
      const at = new Date(Date.now() - days * 86_400_000);
      await apply(bet(member.id, { validBetFen: 10_000n + BigInt(days) * 1000n, settledAt: at }), at);
    }
    await apply(bet(member.id, { platname: 'elsewhere', validBetFen: 10_000n }));
    await apply(bet(other.id, { validBetFen: 10_000n }));

    const first = (await fanshui(member.token, { api_type: 'house' })).body.data.list;
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 15, total: 17 });
    expect(first.data).toHaveLength(15);
    expect(first.data[0].day).toBe(today);
    expect(first.data[1].day).toBe(addDays(today, -1));
    const second = (await fanshui(member.token, { api_type: 'house', page: 2 })).body.data.list;
    expect(second.data.map((row: Json) => row.day)).toEqual([addDays(today, -15), addDays(today, -16)]);
    expect(second.last_page).toBe(2);

    const all = (await fanshui(member.token)).body.data.list;
    expect(all.total).toBe(18);
    const elsewhere = (await fanshui(member.token, { api_type: 'elsewhere' })).body.data.list;
    expect(elsewhere.data).toHaveLength(1);
    // A platform without a display name shows its code.
    expect(elsewhere.data[0].gamename).toBe('elsewhere');
    const todayOnly = (await fanshui(member.token, { date: 1 })).body.data.list;
    expect(todayOnly.total).toBe(2);
    const week = (await fanshui(member.token, { date: '2', api_type: 'house' })).body.data.list;
    expect(week.total).toBe(7);
    // Totals are the member's whole history, whatever the filter.
    // Day d accrued floor((10,000 + 1,000 d) × 0.4 %) = 40 + 4 d fen (d = 0…16), plus 40 on 'elsewhere'.
    expect((await fanshui(member.token, { date: 1 })).body.data.nojisuan).toBe('12.64');
  });

  it('refuses bad input with 400 and a missing session with 401', async () => {
    const member = await player();
    for (const payload of [{ date: 9 }, { page: 0 }, { page: 'x' }, { api_type: 'x'.repeat(41) }]) {
      const answer = await post(member.token, '/api/getfanshui', payload);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(400);
      expect(answer.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await post(undefined, '/api/getfanshui', {})).body.code).toBe(401);
    expect((await post(undefined, '/api/dofanshui', {})).body.code).toBe(401);
  });

  it('defaults to date 4, page 1 with an empty body', async () => {
    const member = await player();
    const answer = await post(member.token, '/api/getfanshui', {});
    expect(answer.body).toMatchObject({
      code: 200,
      data: { jisuan: '0.00', nojisuan: '0.00', list: { current_page: 1, last_page: 1, total: 0, data: [] } },
    });
  });
});

describe('POST /api/dofanshui', () => {
  it('nothing claimable: 暂无领取额度！ and nothing moves', async () => {
    const member = await player();
    const answer = await post(member.token, '/api/dofanshui');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 422, message: '暂无领取额度！', data: null });
    expect(await mainFen(member.id)).toBe(0n);
  });

  it('claims every unclaimed row in one ledger transaction with a turnover requirement of 1×', async () => {
    const member = await player();
    const yesterday = new Date(Date.now() - 86_400_000);
    await apply(bet(member.id, { validBetFen: 100_000n, settledAt: yesterday }), yesterday);
    await apply(bet(member.id, { validBetFen: 50_000n }));
    await apply(bet(member.id, { platname: 'elsewhere', validBetFen: 25_000n }));
    const answer = await post(member.token, '/api/dofanshui');
    expect(answer.body).toMatchObject({
      code: 200,
      message: '领取成功，返水 7.00 元已到账',
      data: { money: '7.00', jisuan: '7.00', nojisuan: '0.00' },
    });
    expect(await mainFen(member.id)).toBe(700n);
    const rows = await rowsOf(member.id);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.claim_id)).size).toBe(1);
    expect(rows.every((row) => row.state === 1)).toBe(true);
    const [claim] = await sql<{ id: string; amount_fen: string; row_count: number }>(
      'select id::text, amount_fen::text, row_count from rebate_claims where member_id = $1',
      [member.id.toString()],
    );
    expect(claim).toMatchObject({ amount_fen: '700', row_count: 3 });
    const ledger = await sql<{ kind: string; idempotency_key: string }>(
      `select kind, idempotency_key from ledger_transactions where reference_type = 'rebate_claim' and reference_id = $1`,
      [claim!.id],
    );
    expect(ledger).toEqual([{ kind: 'bonus_rebate', idempotency_key: `rebate-claim:${claim!.id}` }]);
    const user = await app.inject({ method: 'POST', url: '/api/user', headers: bearer(member.token) });
    expect(user.json().data.turnover_outstanding).toBe('7.00');

    // A claimed row never changes: a later accrual of the same day opens a new unclaimed row.
    await apply(bet(member.id, { validBetFen: 10_000n }));
    const after = await rowsOf(member.id);
    expect(after).toHaveLength(4);
    expect(after.slice(0, 3)).toEqual(rows);
    expect(after[3]).toMatchObject({ money_fen: '40', state: 0 });
    expect((await post(member.token, '/api/dofanshui')).body.data.money).toBe('0.40');
    expect((await post(member.token, '/api/dofanshui')).body.message).toBe('暂无领取额度！');
    await expectLedgerHealthy();
  });

  it('the ledger check sees a claim whose amount or rows no longer match what was paid', async () => {
    const member = await player();
    await apply(bet(member.id, { validBetFen: 10_000n }));
    expect((await post(member.token, '/api/dofanshui')).body.code).toBe(200);
    const [claim] = await sql<{ id: string }>('select id::text from rebate_claims where member_id = $1', [
      member.id.toString(),
    ]);
    const violations = async () =>
      (await runLedgerCheck(app.db, [rebateClaimLedgerCheck])).invariants
        .flatMap((invariant) => invariant.violations)
        .filter((text) => text.startsWith(`rebate claim ${claim!.id}:`));
    expect(await violations()).toEqual([]);
    // A claimed row whose money changed after the claim (what the service never does).
    await sql('update rebates set money_fen = money_fen + 1 where claim_id = $1', [claim!.id]);
    expect((await violations()).length).toBeGreaterThan(0);
    await sql('update rebates set money_fen = money_fen - 1 where claim_id = $1', [claim!.id]);
    // A claim whose amount differs from the ledger credit and its rows.
    await sql('update rebate_claims set amount_fen = amount_fen + 1 where id = $1', [claim!.id]);
    expect((await violations()).length).toBeGreaterThan(0);
    await sql('update rebate_claims set amount_fen = amount_fen - 1 where id = $1', [claim!.id]);
    expect(await violations()).toEqual([]);
  });

  it('the database refuses a claimed row without its claim', async () => {
    const member = await player();
    await apply(bet(member.id));
    await expect(sql(`update rebates set state = 1 where member_id = $1`, [member.id.toString()])).rejects.toThrow();
  });
});

describe('back office', () => {
  it('lists rebate rows with filters, totals per day, and re-runs a day idempotently (audited)', async () => {
    const admin = await staff.adminToken();
    const member = await player(50_000n);
    // Two rounds settle while the listener is off (as if it had missed them): the re-run finds them.
    removeAfterBetSettledListener(REBATE_LISTENER);
    try {
      for (let i = 0; i < 2; i += 1)
        await playHouseRound(app.db, testApp.config.appSecret, {
          memberId: member.id,
          game: 'sic-bo',
          bets: [{ type: 'small', amount: '100' }],
        });
    } finally {
      addAfterBetSettledListener(REBATE_LISTENER, rebateBetSettledListener(zone()));
    }
    await playHouseRound(app.db, testApp.config.appSecret, {
      memberId: member.id,
      game: 'sic-bo',
      bets: [{ type: 'small', amount: '100' }],
    });
    expect((await rowsOf(member.id)).map((row) => row.money_fen)).toEqual(['40']);

    const today = formatDay(new Date(), zone());
    const rerun = await staff.call('POST', '/api/admin/rebates/rerun', admin, { day: today });
    expect(rerun.body.code).toBe(200);
    expect(rerun.body.data.changed).toBeGreaterThanOrEqual(2);
    expect((await rowsOf(member.id)).map((row) => row.money_fen)).toEqual(['120']);
    const again = await staff.call('POST', '/api/admin/rebates/rerun', admin, { day: today });
    expect(again.body.data).toMatchObject({ day: today, changed: 0, delta: '0.00' });
    expect((await rowsOf(member.id)).map((row) => row.money_fen)).toEqual(['120']);
    const audit = await staff.auditOf('rebates.rerun', today);
    expect(audit.length).toBeGreaterThanOrEqual(2);

    const list = await staff.call('GET', `/api/admin/rebates?member_id=${member.id}&state=0&platname=house`, admin);
    expect(list.body.code).toBe(200);
    expect(list.body.data).toMatchObject({ total: 1, total_capped: false });
    expect(list.body.data.data[0]).toMatchObject({
      member_id: Number(member.id),
      username: member.name,
      day: today,
      gamename: '自营游戏',
      money: '1.20',
      state: 0,
      state_text: '未领取',
      claim_id: null,
    });
    const claimedOnly = await staff.call('GET', `/api/admin/rebates?member_id=${member.id}&state=1`, admin);
    expect(claimedOnly.body.data.total).toBe(0);
    const byName = await staff.call(
      'GET',
      `/api/admin/rebates?username=${member.name}&from=${today}&to=${today}`,
      admin,
    );
    expect(byName.body.data.total).toBe(1);
    const csv = await staff.call('GET', `/api/admin/rebates?member_id=${member.id}&format=csv`, admin);
    expect(csv.text).toContain('返水金额');

    const daily = await staff.call('GET', `/api/admin/rebates/daily?from=${today}&to=${today}`, admin);
    expect(daily.body.data.days).toHaveLength(1);
    expect(daily.body.data.days[0].day).toBe(today);
    expect(Number(daily.body.data.days[0].unclaimed)).toBeGreaterThanOrEqual(1.2);
    await expectLedgerHealthy();
  });

  it('refuses a future or impossible day (400) and staff without the permission (403)', async () => {
    const admin = await staff.adminToken();
    const tomorrow = addDays(formatDay(new Date(), zone()), 1);
    const future = await staff.call('POST', '/api/admin/rebates/rerun', admin, { day: tomorrow });
    expect(future.body).toMatchObject({ code: 400, message: '不能重算未来的日期' });
    const impossible = await staff.call('POST', '/api/admin/rebates/rerun', admin, { day: '2026-02-30' });
    expect(impossible.body).toMatchObject({ code: 400, message: '日期格式应为 YYYY-MM-DD' });
    const malformed = await staff.call('POST', '/api/admin/rebates/rerun', admin, { day: 'yesterday' });
    expect(malformed.status).toBe(400);

    const support = await staff.newStaff(`cs${Date.now() % 100000}`, 'customer_service');
    expect((await staff.call('GET', '/api/admin/rebates', support.token)).body.code).toBe(403);
    expect((await staff.call('POST', '/api/admin/rebates/rerun', support.token, { day: '2026-01-01' })).body.code).toBe(
      403,
    );
    const finance = await staff.newStaff(`fin${Date.now() % 100000}`, 'finance');
    expect((await staff.call('GET', '/api/admin/rebates', finance.token)).body.code).toBe(200);
    expect((await staff.call('POST', '/api/admin/rebates/rerun', finance.token, { day: '2026-01-01' })).body.code).toBe(
      403,
    );
  });
});

describe.runIf(testDriver() === 'pg')('rebate claims under concurrency (PostgreSQL)', () => {
  it('50 simultaneous dofanshui pay exactly once', async () => {
    const member = await player();
    await apply(bet(member.id, { validBetFen: 100_000n }));
    await apply(bet(member.id, { platname: 'elsewhere', validBetFen: 100_000n }));
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(member.token, '/api/dofanshui')));
    const paid = answers.filter((answer) => answer.body.code === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body.data.money).toBe('8.00');
    expect(answers.filter((answer) => answer.body.message === '暂无领取额度！')).toHaveLength(49);
    expect(await mainFen(member.id)).toBe(800n);
    const claims = await sql('select id from rebate_claims where member_id = $1', [member.id.toString()]);
    expect(claims).toHaveLength(1);
    await expectLedgerHealthy();
  });

  it('claims racing with accruals never pay a fen twice nor lose one', async () => {
    const member = await player();
    await apply(bet(member.id, { validBetFen: 100_000n }));
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 20; i += 1) {
      work.push(apply(bet(member.id, { validBetFen: 10_000n })));
      work.push(post(member.token, '/api/dofanshui'));
    }
    await Promise.all(work);
    await post(member.token, '/api/dofanshui');
    const [open] = await sql<{ total: string }>(
      'select coalesce(sum(money_fen), 0)::text as total from rebates where member_id = $1 and state = 0',
      [member.id.toString()],
    );
    expect(open!.total).toBe('0');
    // 400 + 20 × 40 accrued, all of it paid once.
    expect(await mainFen(member.id)).toBe(1200n);
    await expectLedgerHealthy();
  });
});
