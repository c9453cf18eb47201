import { beforeAll, describe, expect, it } from 'vitest';
import { useBackOfficeTestApp } from '../../../test/back-office';
import type { TestApp } from '../../../test/test-app';
import { ADJUSTMENT_SECOND_APPROVAL_KEY } from './adjustments.admin.service';

const { call, auditOf, fund, newMember, setSetting, expectLedgerHealthy, tokenOf, balanceOf, current } =
  useBackOfficeTestApp({ staff: { service1: 'customer_service', finance1: 'finance', finance2: 'finance' } });
let testApp: TestApp;
let admin: string;
beforeAll(() => {
  ({ testApp, admin } = current());
});

describe('balance adjustments', () => {
  it('above the threshold waits for a different staff member, then moves the ledger exactly once', async () => {
    const member = await newMember({ fen: 100_00n });
    const first = tokenOf('finance1');
    const second = tokenOf('finance2');
    const request = await call('POST', `/api/admin/members/${member.id}/adjustments`, first, {
      direction: 'credit',
      amount: 5000,
      reason: '线下活动奖金',
      turnover_multiple: 2,
    });
    expect(request.body).toMatchObject({
      code: 200,
      message: '调账金额超过单人审批额度，已提交，等待另一位员工复核',
      data: { state: 0, amount: '5000.00', turnover_multiple: '2' },
    });
    const id = request.body.data.id as number;
    expect(await balanceOf(member.id)).toBe('100.00');

    // The same staff member cannot approve their own request.
    const self = await call('POST', `/api/admin/adjustments/${id}/approve`, first);
    expect(self.body).toMatchObject({ code: 422, message: '不能复核自己提交的调账，请由另一位有复核权限的员工处理' });
    // Customer service has no approval permission at all.
    expect((await call('POST', `/api/admin/adjustments/${id}/approve`, tokenOf('service1'))).status).toBe(403);

    const approved = await call('POST', `/api/admin/adjustments/${id}/approve`, second);
    expect(approved.body).toMatchObject({
      code: 200,
      data: { state: 1, requested_by: 'finance1', decided_by: 'finance2' },
    });
    expect(await balanceOf(member.id)).toBe('5100.00');
    expect((await call('POST', `/api/admin/adjustments/${id}/approve`, second)).body.message).toBe(
      '该调账已处理，请勿重复操作',
    );
    expect(await balanceOf(member.id)).toBe('5100.00');

    const ledger = await testApp.database.query<{ idempotency_key: string; kind: string }>(
      `select idempotency_key, kind from ledger_transactions where reference_type = 'balance_adjustment' and reference_id = $1`,
      [String(id)],
    );
    expect(ledger).toEqual([{ idempotency_key: `adjustment:${id}`, kind: 'staff_adjustment' }]);
    const profile = (await call('GET', `/api/admin/members/${member.id}`, admin)).body.data;
    expect(profile.turnover.outstanding).toBe('10000.00');
    expect(profile.adjustments[0]).toMatchObject({ id, state: 1, state_text: '已生效' });

    expect((await auditOf('member.adjustment.request', String(member.id)))[0]).toMatchObject({
      staff_username: 'finance1',
      before: { main_balance: '100.00' },
      after: { state: 0, amount: '5000.00', reason: '线下活动奖金' },
    });
    expect((await auditOf('member.adjustment.approve', String(id)))[0]).toMatchObject({
      staff_username: 'finance2',
      before: { state: 0, main_balance: '100.00' },
      after: { state: 1, main_balance: '5100.00' },
    });
    await expectLedgerHealthy();
  });

  it('rejects with a reason (nothing moves), and splitting a large adjustment does not avoid the second approver', async () => {
    const member = await newMember();
    const request = await call('POST', `/api/admin/members/${member.id}/adjustments`, tokenOf('finance1'), {
      direction: 'credit',
      amount: 2000,
      reason: '误操作',
    });
    const id = request.body.data.id as number;
    expect((await call('POST', `/api/admin/adjustments/${id}/reject`, tokenOf('finance2'), {})).status).toBe(400);
    const rejected = await call('POST', `/api/admin/adjustments/${id}/reject`, tokenOf('finance2'), {
      reason: '无依据',
    });
    expect(rejected.body.data).toMatchObject({ state: 2, state_text: '已拒绝', decided_by: 'finance2' });
    expect(await balanceOf(member.id)).toBe('0.00');
    expect((await auditOf('member.adjustment.reject', String(id)))[0]).toMatchObject({
      after: { state: 2, reject_reason: '无依据' },
    });

    const part1 = await call('POST', `/api/admin/members/${member.id}/adjustments`, tokenOf('finance1'), {
      direction: 'credit',
      amount: 600,
      reason: '补偿一',
    });
    expect(part1.body.data.state).toBe(1);
    const part2 = await call('POST', `/api/admin/members/${member.id}/adjustments`, tokenOf('finance1'), {
      direction: 'credit',
      amount: 600,
      reason: '补偿二',
    });
    expect(part2.body.data.state).toBe(0);
    expect(await balanceOf(member.id)).toBe('600.00');

    const waiting = await call('GET', `/api/admin/adjustments?state=0&member_id=${member.id}`, tokenOf('finance2'));
    expect(waiting.body.data).toMatchObject({
      total: 1,
      data: [{ id: part2.body.data.id, amount: '600.00', reason: '补偿二' }],
    });
    const csv = await call('GET', `/api/admin/adjustments?format=csv&member_id=${member.id}`, admin);
    expect(csv.text.slice(1).split('\r\n')[0]).toBe(
      '调账ID,会员ID,用户名,类型,金额,原因,打码倍数,状态,申请人,复核人,申请时间,处理时间',
    );
    expect(csv.text).toContain('补偿二');
    await expectLedgerHealthy();
  });

  it('refuses a debit that would make the balance negative, with the balance in the message', async () => {
    const member = await newMember({ fen: 300_00n });
    const refused = await call('POST', `/api/admin/members/${member.id}/adjustments`, tokenOf('finance1'), {
      direction: 'debit',
      amount: '300.01',
      reason: '扣回',
    });
    expect(refused.body).toMatchObject({
      code: 422,
      message: '扣款金额超过会员中心钱包余额（当前余额 300.00 元），扣款后余额不能为负数',
    });
    const debit = await call('POST', `/api/admin/members/${member.id}/adjustments`, tokenOf('finance1'), {
      direction: 'debit',
      amount: 300,
      reason: '扣回重复派奖',
    });
    expect(debit.body.data).toMatchObject({ state: 1, direction: 'debit', amount: '300.00' });
    expect(await balanceOf(member.id)).toBe('0.00');

    // A waiting debit whose money left in the meantime cannot be approved.
    await fund(member.id, 2000_00n);
    const big = await call('POST', `/api/admin/members/${member.id}/adjustments`, tokenOf('finance1'), {
      direction: 'debit',
      amount: 1500,
      reason: '扣回',
    });
    expect(big.body.data.state).toBe(0);
    await call('POST', `/api/admin/members/${member.id}/adjustments`, tokenOf('finance2'), {
      direction: 'debit',
      amount: 1000,
      reason: '另一笔',
    });
    const late = await call('POST', `/api/admin/adjustments/${big.body.data.id}/approve`, tokenOf('finance2'));
    expect(late.body.message).toContain('扣款金额超过会员中心钱包余额');
    expect(await balanceOf(member.id)).toBe('1000.00');
    expect(
      (await call('GET', `/api/admin/adjustments?member_id=${member.id}&state=0`, admin)).body.data.total,
    ).toBeGreaterThanOrEqual(1);

    expect(
      (
        await call('POST', `/api/admin/members/${member.id}/adjustments`, tokenOf('finance1'), {
          direction: 'debit',
          amount: '1.234',
          reason: 'x',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('POST', `/api/admin/members/${member.id}/adjustments`, tokenOf('finance1'), {
          direction: 'credit',
          amount: 1,
        })
      ).status,
    ).toBe(400);
    await expectLedgerHealthy();
  });

  it('takes the threshold from site settings', async () => {
    await setSetting(ADJUSTMENT_SECOND_APPROVAL_KEY, '100');
    const member = await newMember();
    const small = await call('POST', `/api/admin/members/${member.id}/adjustments`, tokenOf('finance1'), {
      direction: 'credit',
      amount: 2,
      reason: 'x',
    });
    expect(small.body.data.state).toBe(0);
    await setSetting(ADJUSTMENT_SECOND_APPROVAL_KEY, '100000');
  });

  it('lets only staff managers change the single-approval limit, audited, and applies it at once', async () => {
    expect((await call('GET', '/api/admin/adjustment-settings', tokenOf('finance1'))).body.data).toEqual({
      second_approval_amount: '1000.00',
    });
    // Finance staff adjust balances; they cannot raise their own limit.
    const refused = await call('POST', '/api/admin/adjustment-settings', tokenOf('finance1'), {
      second_approval_amount: '999999',
    });
    expect(refused.status).toBe(403);
    const invalid = await call('POST', '/api/admin/adjustment-settings', admin, { second_approval_amount: 'abc' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/金额/);

    const saved = await call('POST', '/api/admin/adjustment-settings', admin, { second_approval_amount: '50' });
    expect(saved.body).toMatchObject({ code: 200, data: { second_approval_amount: '50.00' } });
    expect((await auditOf('members.adjustment_settings.update', ADJUSTMENT_SECOND_APPROVAL_KEY))[0]).toMatchObject({
      staff_username: 'boss',
      before: { second_approval_amount: '1000.00' },
      after: { second_approval_amount: '50.00' },
    });
    const member = await newMember();
    const waiting = await call('POST', `/api/admin/members/${member.id}/adjustments`, tokenOf('finance1'), {
      direction: 'credit',
      amount: 60,
      reason: '补发活动奖金',
    });
    expect(waiting.body.data.state).toBe(0);
    await call('POST', '/api/admin/adjustment-settings', admin, { second_approval_amount: '1000' });
  });
});
