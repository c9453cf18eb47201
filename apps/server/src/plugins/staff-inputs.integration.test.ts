import { describe, expect, it } from 'vitest';
import { useBackOfficeTestApp } from '../../test/back-office';
import { NUL_BYTE_MESSAGE } from './input-guards';

// Staff calls that answered 500 to bad input (issue #13) answer a clear 400, or a no-op success.
describe('staff input', () => {
  const { current, call, sql, auditOf } = useBackOfficeTestApp();
  const TOO_BIG = '2147483648';

  it('refuses ids past the 32-bit serial range on every staff route that takes one', async () => {
    const urls = [
      `/api/admin/staff/${TOO_BIG}`,
      `/api/admin/game-platforms/${TOO_BIG}`,
      `/api/admin/recharge-types/${TOO_BIG}`,
      `/api/admin/recharge-channels/${TOO_BIG}`,
      `/api/admin/payment-gateways/${TOO_BIG}`,
      `/api/admin/withdraw-channels/${TOO_BIG}`,
      `/api/admin/games/${TOO_BIG}`,
      `/api/admin/banners/${TOO_BIG}`,
    ];
    for (const url of urls) {
      const { status, body } = await call('POST', url, current().admin, {});
      expect({ url, status, code: body.code, message: body.message }).toEqual({
        url,
        status: 400,
        code: 400,
        message: '参数 id 不正确：必须是数字编号',
      });
    }
    // The largest serial id is a valid id that simply does not exist.
    const largest = await call('POST', '/api/admin/staff/2147483647', current().admin, { status: 'active' });
    expect(largest.status).toBe(200);
    expect(largest.body.message).toBe('员工不存在');
  });

  it('refuses a NUL character in an order number or any other input with a 400', async () => {
    const requests: Array<['GET' | 'POST', string, object | undefined]> = [
      ['POST', '/api/admin/deposits/D1%00/confirm', {}],
      ['POST', '/api/admin/withdrawals/W1%00/approve', {}],
      ['POST', '/api/admin/transfers/T1%00/check', {}],
      ['GET', '/api/admin/deposits?order_no=D%00', undefined],
      ['GET', '/api/admin/withdrawals?order_no=W%00', undefined],
      ['GET', '/api/admin/transfers?order_no=T%00', undefined],
      ['POST', '/api/admin/notices', { title: 'a\u0000b', content: 'x' }],
    ];
    for (const [method, url, payload] of requests) {
      const { status, body } = await call(method, url, current().admin, payload);
      expect({ url, status, code: body.code, message: body.message }).toEqual({
        url,
        status: 400,
        code: 400,
        message: NUL_BYTE_MESSAGE,
      });
    }
    const badOrderNo = await call('POST', '/api/admin/deposits/D1%27x/confirm', current().admin, {});
    expect(badOrderNo.status).toBe(400);
    expect(badOrderNo.body.message).toBe('参数 orderNo 不正确：订单号格式不正确');
  });

  it('saving a staff account with no changes is a no-op success', async () => {
    const [row] = await sql<{ id: number }>(`select id from staff_users where username = 'boss'`);
    const before = (await auditOf('staff.update', row!.id)).length;
    const saved = await call('POST', `/api/admin/staff/${row!.id}`, current().admin, {});
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ code: 200, message: '没有需要保存的修改' });
    expect(await auditOf('staff.update', row!.id)).toHaveLength(before);
  });
});
