import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, randomIp } from '../../../test/factories';
import { useBackOfficeTestApp } from '../../../test/back-office';
import type { TestApp } from '../../../test/test-app';
import { ScriptedPlatform, type ScriptedBehaviour } from './index';

const scripted = new ScriptedPlatform('scripted');
const { call, auditOf, newMember, expectLedgerHealthy, tokenOf, balanceOf, current } = useBackOfficeTestApp({
  scripted,
  staff: { service1: 'customer_service', finance1: 'finance', finance2: 'finance' },
});
let testApp: TestApp;
let app: FastifyInstance;
let admin: string;
beforeAll(() => {
  ({ testApp, app, admin } = current());
});

describe('platform transfers (staff)', () => {
  it('checks unknown transfers again and lets staff force a final state only when the platform answers', async () => {
    const member = await newMember({ fen: 1000_00n });
    const transferIn = async (behaviour: ScriptedBehaviour, amount: number) => {
      scripted.script.push(behaviour);
      const response = await app.inject({
        method: 'POST',
        url: '/api/transfer',
        headers: bearer(member.token),
        payload: { amount, sourcetype: 'userbalance', targettype: 'scripted' },
        remoteAddress: randomIp(),
      });
      expect(response.json().code).toBe(200);
      const [row] = await testApp.database.query<{ order_no: string; state: number }>(
        'select order_no, state from platform_transfers where member_id = $1 order by id desc limit 1',
        [member.id.toString()],
      );
      expect(row!.state).toBe(2);
      return row!.order_no;
    };
    const age = (orderNo: string, seconds: number) =>
      testApp.database.query(
        `update platform_transfers set created_at = now() - make_interval(secs => $2) where order_no = $1`,
        [orderNo, seconds],
      );

    const lost = await transferIn('unknown-not-moved', 100);
    const moved = await transferIn('timeout', 200);
    expect(await balanceOf(member.id)).toBe('700.00');
    const pending = await call('GET', `/api/admin/transfers?state=2&member_id=${member.id}`, tokenOf('finance1'));
    expect(pending.body.data.total).toBe(2);
    expect((await call('GET', '/api/admin/dashboard', admin)).body.data.pending.transfers).toBeGreaterThanOrEqual(2);

    // Too young: still in flight.
    expect((await call('POST', `/api/admin/transfers/${lost}/check`, tokenOf('finance1'))).body.message).toBe(
      '转账刚发起，请稍后（约15秒）再查询',
    );
    await age(lost, 120);
    await age(moved, 120);

    // The platform does not answer: nothing may be forced.
    scripted.queryDown = true;
    const noAnswer = await call('POST', `/api/admin/transfers/${lost}/check`, tokenOf('finance1'));
    expect(noAnswer.body.data).toMatchObject({ state: 2, platform_answer: 'unknown', settled: false });
    const blind = await call('POST', `/api/admin/transfers/${lost}/resolve`, tokenOf('finance1'), {
      state: 0,
      reason: '平台超时',
    });
    expect(blind.body).toMatchObject({ code: 422, message: '游戏平台未给出明确结果，不能强制处理，请稍后再查询' });
    scripted.queryDown = false;

    // The platform confirms the timed-out transfer: the wallet's reconciliation settles it.
    const confirmed = await call('POST', `/api/admin/transfers/${moved}/check`, tokenOf('finance1'));
    expect(confirmed.body.data).toMatchObject({ state: 1, platform_answer: 'success', settled: true });

    // 'Not found' within the job's 5-minute grace stays pending; staff may force failure (and only failure).
    const notFound = await call('POST', `/api/admin/transfers/${lost}/check`, tokenOf('finance1'));
    expect(notFound.body.data).toMatchObject({ state: 2, platform_answer: 'not_found', settled: false });
    expect(
      (await call('POST', `/api/admin/transfers/${lost}/resolve`, tokenOf('service1'), { state: 0, reason: 'x' }))
        .status,
    ).toBe(403);
    expect((await call('POST', `/api/admin/transfers/${lost}/resolve`, tokenOf('finance1'), { state: 0 })).status).toBe(
      400,
    );
    const wrongWay = await call('POST', `/api/admin/transfers/${lost}/resolve`, tokenOf('finance1'), {
      state: 1,
      reason: '会员说到账了',
    });
    expect(wrongWay.body.message).toBe('游戏平台的查询结果为"平台无此订单"，与所选结果不一致，不能强制处理');
    const forced = await call('POST', `/api/admin/transfers/${lost}/resolve`, tokenOf('finance1'), {
      state: 0,
      reason: '平台确认未收到',
    });
    expect(forced.body.data).toMatchObject({ state: 0, platform_answer: 'not_found', settled: true });
    expect(await balanceOf(member.id)).toBe('800.00');
    expect(
      (await call('POST', `/api/admin/transfers/${lost}/resolve`, tokenOf('finance1'), { state: 0, reason: '再次' }))
        .body.message,
    ).toBe('该转账已有最终结果，无需处理');
    expect((await auditOf('finance.transfer.resolve', lost))[0]).toMatchObject({
      staff_username: 'finance1',
      before: { state: 2 },
      after: { state: 0, reason: '平台确认未收到', platform_answer: 'not_found' },
    });
    const [row] = (await call('GET', `/api/admin/transfers?order_no=${lost}`, admin)).body.data.data;
    expect(row).toMatchObject({ state: 0, note: '人工处理（finance1）：平台确认未收到' });
    await expectLedgerHealthy();
  });
});
