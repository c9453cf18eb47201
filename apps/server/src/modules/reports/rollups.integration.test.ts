import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The app first: it loads the modules in their normal order.
import { createTestApp, type TestApp } from '../../../test/test-app';
import { withTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { addDays, formatDay, siteDayStart } from '../../lib/time';
import { buildDashboard } from '../backoffice/dashboard.service';
import { ensureAccount, house, memberMain, transfer } from '../ledger';
import { runDailyRollups } from './index';
import { oldLiveDashboard } from '../../../test/old-dashboard';

// Rollups against raw SQL over the source rows (site time zone Asia/Shanghai, UTC+8: a site day
// starts at 16:00 UTC, so grouping by the UTC day would put the boundary rows on the wrong day).

const ZONE = 'Asia/Shanghai';
let testApp: TestApp;
let db: Db;
const now = new Date();
const today = formatDay(now, ZONE);
/** Site days with rows, oldest first: four past days and today. */
const days = [-4, -3, -2, -1, 0].map((offset) => addDays(today, offset));

const query = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
  testApp.database.query<T>(text, params);
const iso = (date: Date) => date.toISOString();
/** A time `ms` after the start of site day `day` (negative: just before it, on the previous day). */
const at = (day: string, ms: number) => new Date(siteDayStart(day, ZONE).getTime() + ms);
const HOUR = 3_600_000;

let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

async function insertMember(createdAt: Date, lastLoginAt: Date | null): Promise<string> {
  const n = next();
  const [row] = await query<{ id: string }>(
    `insert into members (username, password_hash, adult_confirmed_at, created_at, last_login_at)
     values ($1, 'x', now(), $2, $3) returning id::text`,
    [`roll${n}`, iso(createdAt), lastLoginAt ? iso(lastLoginAt) : null],
  );
  if (lastLoginAt) {
    await query(`insert into member_logins (member_id, succeeded, method, created_at) values ($1, 1, 'password', $2)`, [
      row?.id,
      iso(lastLoginAt),
    ]);
  }
  return row?.id ?? '';
}

async function insertBet(memberId: string, platname: string, category: string, settledAt: Date, state = 1) {
  const n = next();
  await query(
    `insert into bet_records (platname, bet_id, member_id, game_code, game_name, category, stake_fen, valid_bet_fen,
                              win_loss_fen, state, bet_at, settled_at)
     values ($1, $2, $3, 'g', '游戏', $4, $5, $6, $7, $8, $9, $10)`,
    [
      platname,
      `rb${n}`,
      memberId,
      category,
      1000 + n * 7,
      900 + n * 3,
      n % 3 === 0 ? 2500 + n : -(700 + n),
      state,
      iso(settledAt),
      state === 1 ? iso(settledAt) : null,
    ],
  );
}

async function insertDeposit(memberId: string, channelId: number, paidAt: Date, state = 1) {
  const n = next();
  await query(
    `insert into deposit_orders (order_no, member_id, type_id, channel_id, kind, amount_fen, state, expires_at, paid_at)
     values ($1, $2, 1, $3, $4, $5, $6, $7, $8)`,
    [
      `RD${n}`,
      memberId,
      channelId,
      channelId === 1 ? 'online' : 'bank',
      10_000 + n * 11,
      state,
      iso(paidAt),
      state === 1 ? iso(paidAt) : null,
    ],
  );
}

async function insertWithdrawal(memberId: string, state: number, reviewedAt: Date | null) {
  const n = next();
  await query(
    `insert into withdrawals (order_no, member_id, type, channel_id, payee_account, amount_fen, receive_units, state, reviewed_at)
     values ($1, $2, 1, 1, '6222000011112222', $3, $3, $4, $5)`,
    [`RW${n}`, memberId, 5_000 + n * 13, state, reviewedAt ? iso(reviewedAt) : null],
  );
}

/** A bonus or an adjustment paid out of a house account, dated `when`. */
async function insertOutflow(
  memberId: string,
  kind: 'promotion_expense' | 'staff_adjustment',
  fen: bigint,
  when: Date,
) {
  const n = next();
  const posted = await withTransaction(db, async (tx) =>
    transfer(tx, {
      idempotencyKey: `rollup-test:${n}`,
      kind: 'test_outflow',
      reference: { type: 'test', id: String(n) },
      actor: { type: 'system', id: 'test' },
      fromAccountId: await ensureAccount(tx, house(kind, 'test')),
      toAccountId: await ensureAccount(tx, memberMain(BigInt(memberId))),
      amountFen: fen,
    }),
  );
  await query(`update ledger_entries set created_at = $1 where transaction_id = $2`, [iso(when), String(posted.id)]);
}

/** Rows around each site-day boundary: just before midnight, at midnight, and mid-day. */
async function seed(): Promise<string[]> {
  const memberIds: string[] = [];
  for (const day of days) {
    const a = await insertMember(at(day, 0), at(day, 1000));
    const b = await insertMember(at(day, -1000), at(day, -500));
    memberIds.push(a, b);
    for (const offset of [-1, 0, 2 * HOUR]) {
      if (at(day, offset) > now) continue;
      await insertBet(a, 'house', 'electron', at(day, offset));
      await insertBet(b, 'house', 'joker', at(day, offset));
      await insertBet(a, 'scripted', 'electron', at(day, offset));
      await insertBet(b, 'house', 'electron', at(day, offset), 2);
      await insertDeposit(a, 1, at(day, offset));
      await insertDeposit(b, 2, at(day, offset));
      await insertDeposit(b, 2, at(day, offset), 2);
      await insertWithdrawal(a, 2, at(day, offset));
      await insertWithdrawal(b, 3, at(day, offset));
      await insertWithdrawal(b, 1, null);
      await insertOutflow(a, 'promotion_expense', 8_88n, at(day, offset));
      await insertOutflow(b, 'staff_adjustment', 1_23n, at(day, offset));
    }
  }
  return memberIds;
}

const local = (column: string) => `to_char(${column} at time zone '${ZONE}', 'YYYY-MM-DD')`;

/** Raw per-day sums over the source tables, keyed by day, as strings (independent of the job's SQL). */
async function rawSums(): Promise<Record<string, Record<string, string>>> {
  const out: Record<string, Record<string, string>> = {};
  const put = (rows: Record<string, unknown>[], prefix: string) => {
    for (const row of rows) {
      const day = String(row.day);
      out[day] ??= {};
      for (const [key, value] of Object.entries(row)) if (key !== 'day') out[day][`${prefix}.${key}`] = String(value);
    }
  };
  put(
    await query(
      `select ${local('settled_at')} as day, count(*) as n, sum(stake_fen) as stake, sum(valid_bet_fen) as valid,
              sum(stake_fen + win_loss_fen) as payout
         from bet_records where state = 1 group by 1`,
    ),
    'bets',
  );
  put(
    await query(
      `select ${local('paid_at')} as day, count(*) as n, sum(amount_fen) as amount from deposit_orders where state = 1 group by 1`,
    ),
    'deposits',
  );
  put(
    await query(
      `select ${local('d.paid_at')} as day, count(*) as n, sum(d.amount_fen) as amount
         from deposit_orders d
        where d.state = 1 and d.id = (select f.id from deposit_orders f where f.member_id = d.member_id and f.state = 1
                                        order by f.paid_at, f.id limit 1)
        group by 1`,
    ),
    'first',
  );
  put(
    await query(
      `select ${local('reviewed_at')} as day, count(*) as n, sum(amount_fen) as amount from withdrawals where state = 2 group by 1`,
    ),
    'withdrawals',
  );
  put(await query(`select ${local('created_at')} as day, count(*) as n from members group by 1`), 'members');
  put(
    await query(
      `select ${local('e.created_at')} as day, a.kind, -sum(e.amount) as outflow
         from ledger_entries e join ledger_accounts a on a.id = e.account_id
        where a.owner_type = 'house' and a.kind in ('promotion_expense', 'staff_adjustment')
        group by 1, 2`,
    ).then((rows) => rows.map((row) => ({ day: row.day, [String(row.kind)]: row.outflow }))),
    'outflow',
  );
  return out;
}

/** The same figures read back from the rollup tables. */
async function rolledSums(): Promise<Record<string, Record<string, string>>> {
  const out: Record<string, Record<string, string>> = {};
  const put = (rows: Record<string, unknown>[], prefix: string) => {
    for (const row of rows) {
      const day = String(row.day);
      for (const [key, value] of Object.entries(row)) {
        if (key === 'day' || value === null) continue;
        out[day] ??= {};
        out[day][`${prefix}.${key}`] = String(value);
      }
    }
  };
  const day = `to_char(day, 'YYYY-MM-DD') as day`;
  put(
    await query(
      `select ${day}, sum(bet_count) as n, sum(stake_fen) as stake, sum(valid_bet_fen) as valid, sum(payout_fen) as payout
         from daily_bet_totals group by 1`,
    ),
    'bets',
  );
  put(
    await query(
      `select ${day}, sum(deposit_count) as n, sum(amount_fen) as amount from daily_deposit_totals group by 1`,
    ),
    'deposits',
  );
  put(
    await query(
      `select ${day}, sum(first_deposit_count) as n, sum(first_deposit_fen) as amount
         from daily_deposit_totals group by 1 having sum(first_deposit_count) > 0`,
    ),
    'first',
  );
  put(
    await query(
      `select ${day}, sum(withdrawal_count) as n, sum(amount_fen) as amount from daily_withdrawal_totals where state = 2 group by 1`,
    ),
    'withdrawals',
  );
  put(await query(`select ${day}, new_members as n from daily_member_totals where new_members > 0`), 'members');
  put(
    await query(
      `select ${day}, kind, outflow_fen from daily_house_outflows where kind in ('promotion_expense', 'staff_adjustment')`,
    ).then((rows) => rows.map((row) => ({ day: row.day, [String(row.kind)]: row.outflow_fen }))),
    'outflow',
  );
  return out;
}

const pastOnly = (sums: Record<string, Record<string, string>>, from: string) =>
  Object.fromEntries(Object.entries(sums).filter(([day]) => day >= from && day < today));

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  db = testApp.database.db;
  await seed();
});
afterAll(async () => {
  await testApp.close();
});

describe('daily rollups', () => {
  it('equal the raw sums per site day, and a second run changes nothing', async () => {
    const first = await runDailyRollups(db, ZONE, now);
    expect(first.days).toEqual(expect.arrayContaining(days.slice(0, 4)));
    expect(first.days).not.toContain(today);
    const raw = pastOnly(await rawSums(), days[0] ?? today);
    // The day before the first seeded day holds the rows 1 ms before its midnight.
    expect(Object.keys(raw).length).toBeGreaterThanOrEqual(4);
    expect(pastOnly(await rolledSums(), days[0] ?? today)).toEqual(raw);

    const tables = async () =>
      query(
        `select 'bet' as t, day::text, platname as k, stake_fen::text as v, member_count::text as m from daily_bet_totals
         union all select 'dep', day::text, kind || channel_id, amount_fen::text, first_deposit_count::text from daily_deposit_totals
         union all select 'wd', day::text, state || ':' || channel_id, amount_fen::text, withdrawal_count::text from daily_withdrawal_totals
         union all select 'out', day::text, kind, outflow_fen::text, '' from daily_house_outflows
         order by 1, 2, 3, 4, 5`,
      );
    const before = await tables();
    await runDailyRollups(db, ZONE, now);
    expect(await tables()).toEqual(before);
  });

  it('counts distinct members per platform and category', async () => {
    const rows = await query<{ member_count: number; platname: string; category: string }>(
      `select member_count, platname, category from daily_bet_totals where day = $1 order by platname, category`,
      [days[1]],
    );
    // Two bettors per platform and category that day: the day's own members (at midnight and mid-day)
    // and the next day's (1 ms before that day's midnight, so still on this one).
    expect(rows.map((row) => [row.platname, row.category, Number(row.member_count)])).toEqual([
      ['house', 'electron', 2],
      ['house', 'joker', 2],
      ['scripted', 'electron', 2],
    ]);
  });

  it('picks up a bet that arrives late for yesterday on the next run', async () => {
    const yesterday = addDays(today, -1);
    const [member] = await query<{ id: string }>(`select id::text from members order by id limit 1`);
    await insertBet(member?.id ?? '1', 'late', 'sport', at(yesterday, 5 * HOUR));
    await runDailyRollups(db, ZONE, now);
    expect(pastOnly(await rolledSums(), days[0] ?? today)).toEqual(pastOnly(await rawSums(), days[0] ?? today));
    const [late] = await query(
      `select bet_count::text as n from daily_bet_totals where day = $1 and platname = 'late'`,
      [yesterday],
    );
    expect(late).toEqual({ n: '1' });
  });
});

describe('dashboard from rollups', () => {
  it('equals the old live computation, with every past day rolled up and with some not yet built', async () => {
    await runDailyRollups(db, ZONE, now);
    const expected = await oldLiveDashboard(db, ZONE, now);
    const fromRollups = await buildDashboard(db, ZONE, now);
    expect({ today: fromRollups.today, month: fromRollups.month, series: fromRollups.series }).toEqual(expected);
    expect(fromRollups.series.at(-1)?.day).toBe(today);

    // A day the job has not built yet (e.g. just after midnight) is computed live: same answer.
    await query(`delete from rollup_days where day = $1`, [addDays(today, -1)]);
    const partly = await buildDashboard(db, ZONE, now);
    expect({ today: partly.today, month: partly.month, series: partly.series }).toEqual(expected);
  });

  it('reads past days from the rollups (a changed rollup row shows on the dashboard)', async () => {
    await runDailyRollups(db, ZONE, now);
    const day = addDays(today, -2);
    await query(
      `update daily_bet_totals set stake_fen = stake_fen + 100 where day = $1 and platname = 'house' and category = 'joker'`,
      [day],
    );
    const expected = await oldLiveDashboard(db, ZONE, now);
    const dashboard = await buildDashboard(db, ZONE, now);
    const row = dashboard.series.find((entry) => entry.day === day);
    const old = expected.series.find((entry) => entry.day === day);
    expect(Number(row?.bets) - Number(old?.bets)).toBeCloseTo(1, 5);
    // The next run puts the rollup back to the raw figures.
    await runDailyRollups(db, ZONE, now);
    expect((await buildDashboard(db, ZONE, now)).series).toEqual(expected.series);
  });
});
