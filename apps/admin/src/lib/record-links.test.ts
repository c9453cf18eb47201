import { describe, expect, it } from 'vitest';
import { actorOf, recordLink, recordTypeLabel } from './record-links';

describe('record links', () => {
  it('links members and the orders with a back-office list', () => {
    expect(recordLink('member', '12')).toBe('/members/12');
    expect(recordLink('deposit_order', 'D20261127001')).toBe('/finance/deposits?order_no=D20261127001');
    expect(recordLink('withdrawal', 'W1')).toBe('/finance/withdrawals?order_no=W1&state=');
    expect(recordLink('platform_transfer', 'T1')).toBe('/finance/transfers?order_no=T1');
  });

  it('has no link for records without a page, or without an id', () => {
    expect(recordLink('house_round', '5')).toBeUndefined();
    expect(recordLink('member', '')).toBeUndefined();
    expect(recordLink('member', 'agent:x')).toBeUndefined();
  });

  it('names record types and actors in Chinese', () => {
    expect(recordTypeLabel('withdrawal')).toBe('提现单');
    expect(recordTypeLabel('something_new')).toBe('something_new');
    expect(actorOf('system', 'rebates')).toEqual({ text: '系统' });
    expect(actorOf('staff', '3')).toEqual({ text: '员工 3' });
    expect(actorOf('member', '12')).toEqual({ text: '会员 12', link: '/members/12' });
  });
});
