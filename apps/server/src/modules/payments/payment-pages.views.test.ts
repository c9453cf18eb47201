import { describe, expect, it } from 'vitest';
import { escapeHtml, renderOfflinePayment, renderPaymentResult } from './payment-pages.views';
import { formatRate, newDepositOrderNo } from './payments.service';

describe('payment pages', () => {
  it('escapes every interpolated value', () => {
    expect(escapeHtml(`<script>"a"&'b'</script>`)).toBe('&lt;script&gt;&quot;a&quot;&amp;&#39;b&#39;&lt;/script&gt;');
    const html = renderOfflinePayment({
      siteTitle: '<b>站</b>',
      nonce: 'n',
      orderNo: 'D1',
      pagePath: '/pay/D1?k=abc',
      amount: '100.00',
      deadline: '2026-03-01 12:30:00',
      deadlineMs: 0,
      state: 'pending',
      target: { kind: 'bank', bankName: '<img src=x onerror=alert(1)>', accountName: 'A', accountNo: '1', branch: 'B' },
    });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;b&gt;站&lt;/b&gt;');
  });

  it('links back to the deposit records of the member site', () => {
    const html = renderPaymentResult({
      siteTitle: 'S',
      nonce: 'n',
      orderNo: 'D1',
      amount: '1.00',
      paid: true,
      message: 'ok',
    });
    expect(html).toContain('href="/#/assets?type=0"');
    expect(html).toContain('支付成功');
  });
});

describe('deposit order numbers and rates', () => {
  it("'D' + the site-local time + 12 random digits", () => {
    const orderNo = newDepositOrderNo(new Date('2026-03-01T04:05:06Z'), 'Asia/Shanghai');
    expect(orderNo).toMatch(/^D20260301120506\d{12}$/);
    expect(newDepositOrderNo(new Date(), 'UTC')).not.toBe(newDepositOrderNo(new Date(), 'UTC'));
  });

  it('shows a stored rate with at least two decimals', () => {
    expect(formatRate('7.20000000')).toBe('7.20');
    expect(formatRate('6.36500000')).toBe('6.365');
    expect(formatRate('7')).toBe('7.00');
    expect(formatRate(null)).toBe('1.00');
  });
});
