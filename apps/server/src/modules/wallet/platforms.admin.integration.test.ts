import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, randomIp, TEST_ENV } from '../../../test/factories';
import { memberHelpers } from '../../../test/members';
import { staffHelpers } from '../../../test/staff';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ScriptedPlatform } from './index';

const scripted = new ScriptedPlatform('scripted');
let testApp: TestApp;
let app: FastifyInstance;
let content: string;
let service: string;
const { adminEnv, bootstrapAdmin, call, newStaff, auditOf } = staffHelpers(() => app);
const { newMember } = memberHelpers(() => testApp);

beforeAll(async () => {
  testApp = await createTestApp({
    env: { ...TEST_ENV, ...adminEnv },
    beforeReady: (instance) => instance.services.platforms.register('scripted', () => scripted),
  });
  app = testApp.app;
  await bootstrapAdmin();
  await testApp.database.query(
    `insert into game_platforms (platname, name, adapter, sort) values ('scripted', '测试平台', 'scripted', 9)`,
  );
  content = (await newStaff('content1', 'content')).token;
  service = (await newStaff('service1', 'customer_service')).token;
});
afterAll(async () => {
  await testApp.close();
});

describe('game platforms', () => {
  it('lists and updates game platforms (audited); a platform in maintenance refuses transfers in', async () => {
    const list = await call('GET', '/api/admin/game-platforms', content);
    const platform = list.body.data.data.find((row: { platname: string }) => row.platname === 'scripted');
    expect(platform).toMatchObject({ enabled: true, maintenance: false, sort: 9 });
    const updated = await call('POST', `/api/admin/game-platforms/${platform.id}`, content, {
      maintenance: true,
      sort: 3,
    });
    expect(updated.body.data).toMatchObject({ maintenance: true, sort: 3, enabled: true });
    expect((await auditOf('games.platform.update', 'scripted'))[0]).toMatchObject({
      before: { maintenance: false, sort: 9 },
      after: { maintenance: true, sort: 3 },
    });
    const member = await newMember({ fen: 100_00n });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/transfer',
      headers: bearer(member.token),
      payload: { amount: 10, sourcetype: 'userbalance', targettype: 'scripted' },
      remoteAddress: randomIp(),
    });
    expect(refused.json().message).toBe('该游戏平台维护中，请稍后再试');
    await call('POST', `/api/admin/game-platforms/${platform.id}`, content, { maintenance: false });
    expect((await call('POST', `/api/admin/game-platforms/${platform.id}`, service, { enabled: false })).status).toBe(
      403,
    );
  });
});
