import { describe, expect, it } from 'vitest';
import { useBackOfficeTestApp } from '../../test/back-office';
import { MAINTENANCE_MESSAGE } from './maintenance';

// Site maintenance (site_state 0) is enforced by the server, not only shown by the member site:
// money and game calls are refused before they read their body; reads, logins and staff keep working.
describe('site maintenance (issue #13)', () => {
  const { current, newMember, api, get, setSetting, call, balanceOf, expectLedgerHealthy } = useBackOfficeTestApp();

  const MONEY_AND_GAME_CALLS = [
    { url: '/api/transfer', payload: { amount: 100, sourcetype: 'userbalance', targettype: 'house' } },
    { url: '/api/transall', payload: {} },
    { url: '/api/recharge', payload: { amount: 100, id: 1 } },
    { url: '/api/withdraw', payload: { amount: 100, paypassword: '123456', bank_id: 1 } },
    { url: '/api/getGameUrl', payload: { platname: 'house', gamecode: 'slots' } },
    { url: '/api/house/slots/play', payload: { bet: 100 } },
    { url: '/api/house/fast3/bet', payload: {} },
    { url: '/api/house/fairness/rotate', payload: {} },
    { url: '/api/house/fairness/client-seed', payload: { client_seed: 'abc' } },
  ];

  async function setSiteState(state: 0 | 1, tips?: string) {
    await setSetting('site_state', state);
    if (tips !== undefined) await setSetting('repair_tips', tips);
    current().app.services.content.drop();
  }

  it('refuses every money and game call with the repair tips and moves nothing', async () => {
    const member = await newMember({ fen: 500_00n, mobile: true });
    await setSiteState(0, '系统升级中，预计 30 分钟');
    try {
      for (const { url, payload } of MONEY_AND_GAME_CALLS) {
        const { status, body } = await api(url, member.token, payload);
        expect({ url, status, code: body.code, message: body.message }).toEqual({
          url,
          status: 200,
          code: 503,
          message: '系统升级中，预计 30 分钟',
        });
      }
      expect(await balanceOf(member.id)).toBe('500.00');
      const transfers = await current().testApp.database.query(
        'select 1 from platform_transfers where member_id = $1 union all select 1 from withdrawals where member_id = $1 union all select 1 from deposit_orders where member_id = $1',
        [member.id.toString()],
      );
      expect(transfers).toEqual([]);

      // Reads and the session keep working; staff keep working.
      expect((await api('/api/balance', member.token)).body.code).toBe(200);
      expect((await api('/api/user', member.token)).body.code).toBe(200);
      expect((await api('/api/app')).body.data.site_state).toBe(0);
      expect((await get('/api/captcha')).body.code).toBe(200);
      expect((await call('GET', '/api/admin/members?per_page=1', current().admin)).body.code).toBe(200);
      // Money from outside still arrives: gateway callbacks are not closed (they verify their signature).
      const callback = await current().app.inject({ method: 'POST', url: '/api/payments/notify/sandbox', payload: {} });
      expect(callback.body).toBe('fail');

      await setSiteState(0, '   ');
      expect((await api('/api/transfer', member.token, {})).body.message).toBe(MAINTENANCE_MESSAGE);
    } finally {
      await setSiteState(1);
    }
    const open = await api('/api/transfer', member.token, MONEY_AND_GAME_CALLS[0]!.payload);
    expect(open.body.code).toBe(200);
    expect(await balanceOf(member.id)).toBe('400.00');
    await expectLedgerHealthy();
  });
});
