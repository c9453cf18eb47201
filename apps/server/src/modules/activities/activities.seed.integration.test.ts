import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_ENV } from '../../../test/factories';
import { memberHelpers } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DEMO_MEMBER } from '../members';

let testApp: TestApp;
const { login, api, expectLedgerHealthy } = memberHelpers(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp({ env: { ...TEST_ENV, SEED_DEMO: '1' } });
});
afterAll(async () => {
  await testApp.close();
});

it('a demo start shows four activities of two types, and the demo member has one pending application', async () => {
  const types = await api('/api/activitytype', undefined, { type: 1 });
  expect(types.body.data.map((row: { name: string }) => row.name)).toEqual(['新人优惠', 'VIP优惠']);
  const list = await api('/api/activitylist', undefined, { type: -1 });
  const cards = list.body.data.data as { title: string; state: number; banner: string }[];
  expect(cards).toHaveLength(4);
  expect(cards.filter((card) => card.state === 1)).toHaveLength(3);
  expect(cards.every((card) => card.banner.startsWith('/static/activities/'))).toBe(true);

  const signedIn = await login(DEMO_MEMBER.username, DEMO_MEMBER.password);
  const token = signedIn.body.data.api_token as string;
  const records = await api('/api/activityApplyLog', token, { page: 1, limit: 999 });
  expect(records.body.data.data).toEqual([
    expect.objectContaining({ activity_name: '首存彩金 申请即送88元', state: 1 }),
  ]);
  // The seeded application came through the member service's checks: the deposit in the window counted.
  expect((await api('/api/doactivityapply', token, { activityid: records.body.data.data[0].id })).body.message).toBe(
    '您已申请过该活动，请耐心等待审核',
  );
  await expectLedgerHealthy();
});
