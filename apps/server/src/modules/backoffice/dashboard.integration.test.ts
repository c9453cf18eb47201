import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The app first: it loads the modules in their normal order.
import { createTestApp, type TestApp } from '../../../test/test-app';
import { oldLiveDashboard } from '../../../test/old-dashboard';
import { now, query, seed, today, useRollupApp, ZONE } from '../../../test/rollup-seed';
import type { Db } from '../../db/types';
import { addDays } from '../../lib/time';
import { runDailyRollups } from '../reports';
import { buildDashboard } from './dashboard.service';

// The dashboard from the daily rollups (decision 0018) against the live computation it replaced.

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
