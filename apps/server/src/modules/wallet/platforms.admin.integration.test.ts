import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, randomIp } from '../../../test/factories';
import { useBackOfficeTestApp } from '../../../test/back-office';
import { ScriptedPlatform } from './index';

const scripted = new ScriptedPlatform('scripted');
const { call, auditOf, newMember, tokenOf, current } = useBackOfficeTestApp({
  scripted,
  staff: { content1: 'content', service1: 'customer_service' },
});
let app: FastifyInstance;
let content: string;
let service: string;
beforeAll(() => {
  ({ app } = current());
  content = tokenOf('content1');
  service = tokenOf('service1');
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
