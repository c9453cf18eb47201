import { beforeAll, describe, expect, it } from 'vitest';
import { useBackOfficeTestApp } from '../../../test/back-office';
import type { TestApp } from '../../../test/test-app';
import { readWithdrawSettings } from './index';

const { call, auditOf, tokenOf, current } = useBackOfficeTestApp({ staff: { service1: 'customer_service' } });
let testApp: TestApp;
let admin: string;
let service: string;
beforeAll(() => {
  ({ testApp, admin } = current());
  service = tokenOf('service1');
});

describe('withdraw settings', () => {
  it('updates a withdraw channel fee', async () => {
    const withdraw = await call('GET', '/api/admin/withdraw-channels', admin);
    expect(withdraw.status).toBe(200);
    const first = (withdraw.body.data as { id: number }[])[0];
    if (first) {
      const fee = await call('POST', `/api/admin/withdraw-channels/${first.id}`, admin, { fee: '1.5', max: 9999 });
      expect(fee.status).toBe(200);
      expect(fee.body.data).toMatchObject({ fee: '1.50', max: '9999.00' });
    }
  });

  it('changes the withdraw limits', async () => {
    const saved = await call('POST', '/api/admin/withdraw-settings', admin, {
      daily_count: 3,
      daily_amount: '20000',
      second_approval_amount: 8000.5,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      daily_count: 3,
      daily_amount: '20000.00',
      second_approval_amount: '8000.50',
      window_start: '00:00',
      window_end: '24:00',
    });
    const settings = await readWithdrawSettings(testApp.database.db);
    expect(settings).toEqual({
      dailyCount: 3,
      dailyAmountFen: 2_000_000n,
      secondApprovalFen: 800_050n,
      window: { start: '00:00', end: '24:00' },
    });
    const [entry] = await auditOf('payments.withdraw_settings.update', 'withdraw');
    expect(entry?.after).toMatchObject({ daily_count: 3 });
  });

  it('sets a withdraw window that may wrap midnight, refuses an empty one and bad times, audits it', async () => {
    const saved = await call('POST', '/api/admin/withdraw-settings', admin, {
      window_start: '22:00',
      window_end: '02:00',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ window_start: '22:00', window_end: '02:00' });
    expect((await readWithdrawSettings(testApp.database.db)).window).toEqual({ start: '22:00', end: '02:00' });
    const [entry] = await auditOf('payments.withdraw_settings.update', 'withdraw');
    expect(entry?.before).toMatchObject({ window_start: '00:00', window_end: '24:00' });
    expect(entry?.after).toMatchObject({ window_start: '22:00', window_end: '02:00' });

    const empty = await call('POST', '/api/admin/withdraw-settings', admin, { window_end: '22:00' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('提现开始时间与结束时间不能相同（全天开放请填 00:00 至 24:00）');
    const malformed = await call('POST', '/api/admin/withdraw-settings', admin, { window_start: '25:00' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('开始时间格式应为 HH:MM，如 09:00');
    expect((await readWithdrawSettings(testApp.database.db)).window).toEqual({ start: '22:00', end: '02:00' });

    const always = await call('POST', '/api/admin/withdraw-settings', admin, {
      window_start: '00:00',
      window_end: '24:00',
    });
    expect(always.body.data).toMatchObject({ window_start: '00:00', window_end: '24:00' });
  });

  it('refuses customer service with 403', async () => {
    expect((await call('GET', '/api/admin/withdraw-settings', service)).status).toBe(403);
  });
});
