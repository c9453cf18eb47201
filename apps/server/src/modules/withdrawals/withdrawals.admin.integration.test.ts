import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { yuanStringToFen } from '@app/shared/money';
import { bearer, randomIp } from '../../../test/factories';
import { useBackOfficeTestApp } from '../../../test/back-office';
import type { TestApp } from '../../../test/test-app';

const { call, auditOf, newMember, setSetting, expectLedgerHealthy, tokenOf, balanceOf, current } = useBackOfficeTestApp(
  { staff: { service1: 'customer_service', finance1: 'finance', finance2: 'finance' } },
);
let testApp: TestApp;
let app: FastifyInstance;
let admin: string;
beforeAll(() => {
  ({ testApp, app, admin } = current());
});

describe('withdrawal review (staff)', () => {
  it('reviews withdrawals: customer service 403, refuse with reason, second approver above the threshold', async () => {
    await setSetting('withdraw.second_approval_fen', '20000');
    const member = await newMember({ mobile: true, fen: 2000_00n });
    const bound = await app.inject({
      method: 'POST',
      url: '/api/bindcard',
      headers: bearer(member.token),
      payload: {
        bank: '中国工商银行',
        bank_owner: '张三',
        bank_address: '北京朝阳支行',
        bank_no: '6222020299998888777',
        pay_pass: '123456',
      },
      remoteAddress: randomIp(),
    });
    expect(bound.json().code).toBe(200);
    const cards = await testApp.database.query<{ id: unknown }>('select id from bank_cards where member_id = $1', [
      member.id.toString(),
    ]);
    const withdraw = async (amount: number) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/withdraw',
        headers: bearer(member.token),
        payload: { type: 1, bank: Number(cards[0]!.id), amount, password: '123456' },
        remoteAddress: randomIp(),
      });
      const body = response.json();
      expect(body.code).toBe(200);
      return body.data.order_no as string;
    };
    const before = (await call('GET', '/api/admin/dashboard', admin)).body.data;
    const small = await withdraw(150);
    const large = await withdraw(500);
    const toRefuse = await withdraw(100);

    // Customer service sees the list with masked card numbers and cannot review.
    const seen = await call('GET', `/api/admin/withdrawals?member_id=${member.id}&state=1`, tokenOf('service1'));
    expect(seen.body.data.total).toBe(3);
    expect(seen.body.data.data[0].payee_account).toBe('***************8777');
    expect((await call('POST', `/api/admin/withdrawals/${small}/approve`, tokenOf('service1'))).status).toBe(403);
    const reviewerView = await call('GET', `/api/admin/withdrawals?order_no=${large}`, tokenOf('finance1'));
    expect(reviewerView.body.data.data[0]).toMatchObject({
      payee_account: '6222020299998888777',
      needs_second_approval: true,
      first_approved_by: '',
    });

    const approved = await call('POST', `/api/admin/withdrawals/${small}/approve`, tokenOf('finance1'));
    expect(approved.body).toMatchObject({ code: 200, data: { state: 2, awaiting_second: false } });
    expect((await call('POST', `/api/admin/withdrawals/${small}/approve`, tokenOf('finance2'))).body.message).toBe(
      '该提现订单已审核，请勿重复操作',
    );

    const firstApproval = await call('POST', `/api/admin/withdrawals/${large}/approve`, tokenOf('finance1'));
    expect(firstApproval.body).toMatchObject({ code: 200, data: { state: 1, awaiting_second: true } });
    expect((await call('POST', `/api/admin/withdrawals/${large}/approve`, tokenOf('finance1'))).body.message).toBe(
      '该订单已由您完成第一审核，需由另一位员工复核',
    );
    const awaiting = await call('GET', '/api/admin/withdrawals?awaiting_second=1', tokenOf('finance2'));
    expect(awaiting.body.data.data.map((row: { order_no: string }) => row.order_no)).toContain(large);
    const secondApproval = await call('POST', `/api/admin/withdrawals/${large}/approve`, tokenOf('finance2'));
    expect(secondApproval.body).toMatchObject({ code: 200, data: { state: 2, awaiting_second: false } });
    const [largeRow] = (await call('GET', `/api/admin/withdrawals?order_no=${large}`, admin)).body.data.data;
    expect(largeRow).toMatchObject({ state: 2, reviewed_by: 'finance1', second_reviewed_by: 'finance2' });
    expect((await auditOf('finance.withdrawal.approve', large))[0]).toMatchObject({
      staff_username: 'finance2',
      before: { state: 1 },
      after: { state: 2, reviewed_by: 'finance1', second_reviewed_by: 'finance2' },
    });

    expect(
      (await call('POST', `/api/admin/withdrawals/${toRefuse}/refuse`, tokenOf('finance1'), { reason: ' ' })).status,
    ).toBe(400);
    const refused = await call('POST', `/api/admin/withdrawals/${toRefuse}/refuse`, tokenOf('finance1'), {
      reason: '收款信息有误',
    });
    expect(refused.body.data).toMatchObject({ state: 3 });
    expect((await auditOf('finance.withdrawal.refuse', toRefuse))[0]).toMatchObject({
      before: { state: 1 },
      after: { state: 3, reason: '收款信息有误' },
    });
    expect(await balanceOf(member.id)).toBe('1350.00');

    const after = (await call('GET', '/api/admin/dashboard', admin)).body.data;
    expect(yuanStringToFen(after.today.withdrawals) - yuanStringToFen(before.today.withdrawals)).toBe(650_00n);
    expect(after.today.withdrawal_count - before.today.withdrawal_count).toBe(2);
    await setSetting('withdraw.second_approval_fen', '5000000');
    await expectLedgerHealthy();
  });
});
