import { describe, expect, it } from 'vitest';
import { hmacHex } from '../../lib/crypto';
import { gatewaySecretKey, openGatewaySecret, sealGatewaySecret } from './payment-gateway-secrets';
import { signFields } from './signed-fields';
import { notifyUrlOf, SignedRedirectGateway } from './signed-redirect-gateway';

const SECRET = 'acme-secret-0001';
const settings = {
  code: 'acme',
  merchantId: 'M10086',
  secret: SECRET,
  cashierUrl: 'https://pay.acme.example/cashier?lang=zh',
  siteUrl: 'https://www.site.example',
  notifyIps: [] as string[],
};
const order = { orderNo: 'D20260301120000123456789012', amountFen: 12_345n, expiresAt: new Date(0) };

/** A notification as the gateway would send it, signed with `secret`. */
function notification(secret: string, overrides: Record<string, string> = {}) {
  const fields = {
    merchant_id: 'M10086',
    order_no: order.orderNo,
    amount: '123.45',
    status: 'paid',
    trade_no: 'ACME0001',
    ...overrides,
  };
  return { ...fields, sign: signFields(secret, fields) };
}

describe('SignedRedirectGateway.createPayment', () => {
  it('answers the cashier URL with the signed order fields as query parameters', async () => {
    const gateway = new SignedRedirectGateway(settings);
    const { payUrl } = await gateway.createPayment(order);
    const url = new URL(payUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://pay.acme.example/cashier');
    const query = Object.fromEntries(url.searchParams);
    expect(query).toEqual({
      lang: 'zh',
      merchant_id: 'M10086',
      order_no: order.orderNo,
      amount: '123.45',
      notify_url: 'https://www.site.example/api/payments/notify/acme',
      return_url: 'https://www.site.example/#/assets?type=0',
      sign: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // The signature covers the order fields sorted by name (not the cashier's own parameters).
    const signed = [
      `amount=123.45`,
      `merchant_id=M10086`,
      `notify_url=https://www.site.example/api/payments/notify/acme`,
      `order_no=${order.orderNo}`,
      `return_url=https://www.site.example/#/assets?type=0`,
    ].join('&');
    expect(query.sign).toBe(hmacHex(SECRET, signed));
  });

  it('builds the notify URL from the site address and the code', () => {
    expect(notifyUrlOf('http://127.0.0.1:3000', 'pay-1')).toBe('http://127.0.0.1:3000/api/payments/notify/pay-1');
  });
});

describe('SignedRedirectGateway.verifyCallback', () => {
  const gateway = new SignedRedirectGateway(settings);

  it('accepts a notification signed with its secret (any letter case of the sign)', () => {
    const payload = notification(SECRET);
    expect(gateway.verifyCallback(payload)).toEqual({
      valid: true,
      orderNo: order.orderNo,
      amountFen: 12_345n,
      status: 'paid',
      merchant: 'M10086',
      tradeNo: 'ACME0001',
    });
    expect(gateway.verifyCallback({ ...payload, sign: payload.sign.toUpperCase() }).valid).toBe(true);
  });

  it('refuses another secret, a changed field, a missing sign and non-text fields', () => {
    expect(gateway.verifyCallback(notification('another-secret'))).toMatchObject({
      valid: false,
      reason: 'bad_signature',
    });
    expect(gateway.verifyCallback({ ...notification(SECRET), amount: '9999.00' })).toMatchObject({
      valid: false,
      reason: 'bad_signature',
    });
    const { sign: _sign, ...unsigned } = notification(SECRET);
    expect(gateway.verifyCallback(unsigned)).toMatchObject({ valid: false, reason: 'malformed' });
    expect(gateway.verifyCallback({ ...notification(SECRET), extra: 1 })).toMatchObject({
      valid: false,
      reason: 'malformed',
    });
  });

  it('reports the merchant it was signed for (the service refuses another merchant)', () => {
    const verified = gateway.verifyCallback(notification(SECRET, { merchant_id: 'OTHER' }));
    expect(verified).toMatchObject({ valid: true, merchant: 'OTHER' });
  });
});

describe('SignedRedirectGateway.allowsNotifyFrom', () => {
  it('takes any address without an allow-list', () => {
    expect(new SignedRedirectGateway(settings).allowsNotifyFrom('198.51.100.7')).toBe(true);
  });

  it('takes only listed addresses and blocks, including IPv4 on a dual-stack socket', () => {
    const gateway = new SignedRedirectGateway({
      ...settings,
      notifyIps: ['203.0.113.8', '198.51.100.0/24', '2001:db8::/32'],
    });
    expect(gateway.allowsNotifyFrom('203.0.113.8')).toBe(true);
    expect(gateway.allowsNotifyFrom('::ffff:203.0.113.8')).toBe(true);
    expect(gateway.allowsNotifyFrom('198.51.100.200')).toBe(true);
    expect(gateway.allowsNotifyFrom('2001:db8::1')).toBe(true);
    expect(gateway.allowsNotifyFrom('203.0.113.9')).toBe(false);
    expect(gateway.allowsNotifyFrom('10.0.0.1')).toBe(false);
    expect(gateway.allowsNotifyFrom('not-an-ip')).toBe(false);
  });
});

describe('gateway secrets at rest', () => {
  const key = gatewaySecretKey('x'.repeat(40));

  it('seals with AES-256-GCM and opens only with the same key and code', () => {
    const sealed = sealGatewaySecret(key, 'acme', SECRET);
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(sealGatewaySecret(key, 'acme', SECRET)).not.toBe(sealed); // random IV
    expect(openGatewaySecret(key, 'acme', sealed)).toBe(SECRET);
    expect(openGatewaySecret(key, 'other', sealed)).toBeUndefined();
    expect(openGatewaySecret(gatewaySecretKey('y'.repeat(40)), 'acme', sealed)).toBeUndefined();
  });

  it('refuses a tampered or malformed value', () => {
    const sealed = sealGatewaySecret(key, 'acme', SECRET);
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1; // one bit of the ciphertext
    expect(openGatewaySecret(key, 'acme', `v1:${raw.toString('base64url')}`)).toBeUndefined();
    expect(openGatewaySecret(key, 'acme', 'v1:')).toBeUndefined();
    expect(openGatewaySecret(key, 'acme', 'v2:abc')).toBeUndefined();
    expect(openGatewaySecret(key, 'acme', SECRET)).toBeUndefined();
  });
});
