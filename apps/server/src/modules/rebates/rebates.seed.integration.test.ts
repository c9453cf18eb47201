import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_ENV } from '../../../test/factories';
import { memberHelpers } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_MEMBER } from '../members';

let testApp: TestApp;
const { login, api, sql, expectLedgerHealthy } = memberHelpers(() => testApp);

beforeAll(async () => {
  // Seeded like a first demo start: the seeds run before buildApp registers the listeners.
  testApp = await createTestApp({ env: { ...TEST_ENV, SEED_DEMO: '1' } });
});
afterAll(async () => {
  await testApp.close();
});

it('the demo member has a claimable rebate from house rounds really played, and the ledger is healthy', async () => {
  const signedIn = await login(DEMO_MEMBER.username, DEMO_MEMBER.password);
  const token = signedIn.body.data.api_token as string;
  const page = await api('/api/getfanshui', token, { date: 1 });
  expect(page.body.code).toBe(200);
  expect(Number(page.body.data.nojisuan)).toBeGreaterThan(0);
  expect(page.body.data.list.data[0]).toMatchObject({ gamename: '自营游戏', state: 0 });
  const [played] = await sql<{ rounds: string; valid: string }>(
    `select count(*)::text as rounds, sum(valid_bet_fen)::text as valid from bet_records b
       join members m on m.id = b.member_id where m.username = $1`,
    [DEMO_MEMBER.username],
  );
  expect(Number(played!.rounds)).toBeGreaterThan(0);
  // Every seeded round (the rebate demo's and the VIP demo's) accrued floor(valid bet × its level's
  // rate at settlement): VIP0 joker 0.40 % until the VIP demo reaches VIP1, then VIP1's rate.
  const [expected] = await sql<{ fen: string; bets: string }>(
    `select coalesce(sum(floor(b.valid_bet_fen * a.percent / 100)), 0)::text as fen, count(a.id)::text as bets
       from bet_records b join members m on m.id = b.member_id
       left join rebate_accruals a on a.platname = b.platname and a.bet_id = b.bet_id
      where m.username = $1 and b.state = 1`,
    [DEMO_MEMBER.username],
  );
  expect(expected!.bets).toBe(played!.rounds);
  expect(page.body.data.nojisuan).toBe((Number(expected!.fen) / 100).toFixed(2));
  await expectLedgerHealthy();
});
