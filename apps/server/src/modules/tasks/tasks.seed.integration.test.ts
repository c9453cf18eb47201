import { afterAll, beforeAll, expect, it } from 'vitest';
import { TEST_ENV } from '../../../test/factories';
import { memberHelpers } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadBusinessRowChecks } from '../../money-modules';
import { DEMO_MEMBER } from '../members';

let testApp: TestApp;
const { login, api, get, expectLedgerHealthy } = memberHelpers(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp({ env: { ...TEST_ENV, SEED_DEMO: '1' } });
  loadBusinessRowChecks();
});
afterAll(async () => {
  await testApp.close();
});

it('the demo member has a claimable deposit task and a chest within reach, from real deposits and claims', async () => {
  const signedIn = await login(DEMO_MEMBER.username, DEMO_MEMBER.password);
  const token = signedIn.body.data.api_token as string;
  const types = (await get('/api/taskType')).body.data as { id: number; name: string }[];
  expect(types.map((type) => type.name)).toEqual(['每日任务', '投注任务']);
  const list = (await api('/api/userTask', token, { type_id: types[0]!.id })).body.data as {
    id: number;
    title: string;
    status: number;
  }[];
  expect(list.find((task) => task.title === '今日首存')?.status).toBe(2);
  const claimable = list.find((task) => task.title === '今日存款满500元');
  expect(claimable?.status).toBe(1);
  const stats = (await get('/api/userStats', token)).body.data;
  expect(stats.liveness).toBe(10);
  const chests = (await api('/api/userBox', token)).body.data as { id: number; status: number; liveness: number }[];
  expect(chests[0]).toMatchObject({ liveness: 20, status: 0 });

  // Within reach: claiming the deposit task (20 liveness) opens the first chest.
  expect((await get(`/api/claimTask?task_id=${claimable!.id}`, token)).body.code).toBe(200);
  expect((await get(`/api/doUserBox?id=${chests[0]!.id}`, token)).body.code).toBe(200);
  await expectLedgerHealthy();
});
