import { describe, expect, it } from 'vitest';
import { readPayUrl } from './create-recharge';

const base = 'https://site.example/#/deposit';

describe('readPayUrl', () => {
  it('opens the same-site payment page the server answers', () => {
    expect(readPayUrl({ pay_url: '/sandbox-pay/D1' }, base)).toBe('https://site.example/sandbox-pay/D1');
    expect(readPayUrl({ pay_url: 'https://cashier.example/p/1' }, base)).toBe('https://cashier.example/p/1');
  });

  it('refuses a missing or non-http address', () => {
    expect(() => readPayUrl({}, base)).toThrow();
    expect(() => readPayUrl({ pay_url: 'javascript:alert(1)' }, base)).toThrow();
  });
});
