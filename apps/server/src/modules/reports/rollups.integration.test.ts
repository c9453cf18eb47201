import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The app first: it loads the modules in their normal order.
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  at,
  days,
  HOUR,
  insertBet,
  now,
  pastOnly,
  query,
  rawSums,
  rolledSums,
  seed,
  today,
  useRollupApp,
  ZONE,
} from '../../../test/rollup-seed';
import type { Db } from '../../db/types';
import { addDays } from '../../lib/time';
import { runDailyRollups } from './index';

// Rollups against raw SQL over the source rows (decision 0018), seeded across site-day boundaries.

let testApp: TestApp;
let db: Db;

beforeAll(async () => {
  testApp = await createTestApp({ seed: false });
  db = testApp.database.db;
  useRollupApp(testApp);
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
