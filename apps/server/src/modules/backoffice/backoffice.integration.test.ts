import { describe, expect, it } from 'vitest';
import { useBackOfficeTestApp } from '../../../test/back-office';
import { withTransaction } from '../../db/transaction';
import { seedDemoPayments } from '../payments';
import { ScriptedPlatform } from '../wallet';

const scripted = new ScriptedPlatform('scripted');
const { call, newMember, tokenOf, balanceOf } = useBackOfficeTestApp({
  scripted,
  setup: (testApp) => withTransaction(testApp.database.db, (tx) => seedDemoPayments(tx)),
  staff: {
    service1: 'customer_service',
    content1: 'content',
    finance1: 'finance',
    finance2: 'finance',
    risk1: 'risk',
  },
});

// ---- access ----------------------------------------------------------------------------------

describe('back-office access', () => {
  it('refuses member tokens and anonymous calls with 401', async () => {
    const member = await newMember();
    for (const url of ['/api/admin/dashboard', '/api/admin/members', `/api/admin/members/${member.id}`]) {
      expect((await call('GET', url, member.token)).status).toBe(401);
      expect((await call('GET', url, undefined)).body.code).toBe(401);
    }
    expect((await call('POST', `/api/admin/members/${member.id}/freeze`, member.token, { reason: 'x' })).status).toBe(
      401,
    );
  });

  it('checks the session and the permission before it reads the body (no schema probing)', async () => {
    const member = await newMember();
    const malformed = { direction: 'sideways', amount: 'lots' };
    const url = `/api/admin/members/${member.id}/adjustments`;
    expect((await call('POST', url, undefined, malformed)).status).toBe(401);
    expect((await call('POST', url, member.token, malformed)).status).toBe(401);
    const service = await call('POST', url, tokenOf('service1'), malformed);
    expect(service.body).toMatchObject({ code: 403, message: '没有权限执行此操作' });
    expect((await call('POST', '/api/admin/banners', tokenOf('service1'), { src: 42 })).status).toBe(403);
    // With the permission, the same body gets the validation message.
    const finance = await call('POST', url, tokenOf('finance1'), malformed);
    expect(finance.status).toBe(400);
  });

  it('checks each permission per role', async () => {
    const member = await newMember({ fen: 10_000n });
    const service = tokenOf('service1');
    // Customer service reads members but cannot move money or review withdrawals.
    expect((await call('GET', '/api/admin/members', service)).status).toBe(200);
    const adjust = await call('POST', `/api/admin/members/${member.id}/adjustments`, service, {
      direction: 'credit',
      amount: 10,
      reason: '补偿',
    });
    expect(adjust.status).toBe(403);
    expect(adjust.body).toMatchObject({ code: 403, message: '没有权限执行此操作' });
    expect((await call('POST', '/api/admin/withdrawals/W1/approve', service)).status).toBe(403);
    expect((await call('POST', '/api/admin/withdrawals/W1/refuse', service, { reason: 'x' })).status).toBe(403);
    expect((await call('POST', `/api/admin/members/${member.id}/freeze`, service, { reason: 'x' })).status).toBe(403);
    expect((await call('POST', '/api/admin/site-settings', service, { site_state: 1 })).status).toBe(403);
    // Content staff manage the site but see no members or money.
    const content = tokenOf('content1');
    expect((await call('GET', '/api/admin/site-settings', content)).status).toBe(200);
    expect((await call('GET', '/api/admin/members', content)).status).toBe(403);
    expect((await call('GET', '/api/admin/deposits', content)).status).toBe(403);
    expect((await call('GET', '/api/admin/game-platforms', content)).status).toBe(200);
    // Finance adjusts balances (a small one applies at once) and reviews withdrawals.
    const finance = tokenOf('finance1');
    const applied = await call('POST', `/api/admin/members/${member.id}/adjustments`, finance, {
      direction: 'credit',
      amount: '10.50',
      reason: '活动补偿',
    });
    expect(applied.body).toMatchObject({
      code: 200,
      data: { state: 1, amount: '10.50', direction: 'credit', requested_by: 'finance1' },
    });
    expect(await balanceOf(member.id)).toBe('110.50');
    expect((await call('POST', '/api/admin/withdrawals/W-NONE/approve', finance)).body).toMatchObject({
      code: 404,
      message: '提现订单不存在',
    });
    // Risk freezes but does not adjust.
    expect(
      (
        await call('POST', `/api/admin/members/${member.id}/adjustments`, tokenOf('risk1'), {
          direction: 'credit',
          amount: 1,
          reason: 'x',
        })
      ).status,
    ).toBe(403);
  });
});
