import { describe, expect, it } from 'vitest';
import { useBackOfficeTestApp } from '../../../test/back-office';
import { house } from './index';

const { call, auditOf, fund, newMember, tokenOf } = useBackOfficeTestApp({
  staff: { service1: 'customer_service', finance1: 'finance', finance2: 'finance' },
});

describe('ledger search and check (staff)', () => {
  it('searches the ledger with entries and runs the ledger check', async () => {
    const member = await newMember();
    await fund(member.id, 42_00n, { kind: 'test_fund', from: house('bench') });
    // An applied staff adjustment, so the search by kind has one to find.
    const adjusted = await newMember();
    const adjustment = await call('POST', `/api/admin/members/${adjusted.id}/adjustments`, tokenOf('finance1'), {
      direction: 'credit',
      amount: 1,
      reason: '测试调账',
    });
    expect(adjustment.body.data.state).toBe(1);
    const page = await call('GET', `/api/admin/ledger?member_id=${member.id}`, tokenOf('finance1'));
    expect(page.body.data.total).toBe(1);
    expect(page.body.data.data[0]).toMatchObject({ kind: 'test_fund', actor_type: 'system' });
    expect(page.body.data.data[0].entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          account_code: `member:${member.id}:main`,
          amount: '42.00',
          balance_after: '42.00',
          member_id: Number(member.id),
        }),
      ]),
    );
    expect(
      (await call('GET', `/api/admin/ledger?kind=staff_adjustment&per_page=1`, tokenOf('finance1'))).body.data.total,
    ).toBeGreaterThan(0);
    const csv = await call('GET', `/api/admin/ledger?format=csv&username=${member.name}`, tokenOf('finance1'));
    expect(csv.text.slice(1).split('\r\n')[0]).toBe(
      '交易ID,幂等键,类型,关联类型,关联编号,操作方,备注,时间,账户,会员ID,金额,变动后余额',
    );
    expect(csv.text.slice(1).trim().split('\r\n')).toHaveLength(3);
    expect((await call('GET', '/api/admin/ledger', tokenOf('service1'))).status).toBe(403);

    const report = await call('POST', '/api/admin/ledger/check', tokenOf('finance1'));
    expect(report.body).toMatchObject({ code: 200, message: '账本检查通过', data: { ok: true } });
    expect(report.body.data.invariants).toHaveLength(4);
    expect((await auditOf('finance.ledger.check'))[0]).toMatchObject({
      staff_username: 'finance1',
      after: { ok: true },
    });
  });
});
