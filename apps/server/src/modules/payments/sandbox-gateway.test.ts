import { describe, expect, it } from 'vitest';
import { hmacHex } from '../../lib/crypto';
import { SandboxGateway, sandboxSigningString, signSandboxFields } from './sandbox-gateway';

const SECRET = 'sandbox-test-secret';

describe('sandbox signature', () => {
  it('signs every field but sign, sorted by name, as key=value joined with &', () => {
    const fields = { status: 'paid', amount: '100.00', order_no: 'D1', merchant_id: 'M', sign: 'ignored' };
    expect(sandboxSigningString(fields)).toBe('amount=100.00&merchant_id=M&order_no=D1&status=paid');
    expect(signSandboxFields(SECRET, fields)).toBe(
      hmacHex(SECRET, 'amount=100.00&merchant_id=M&order_no=D1&status=paid'),
    );
  });
});

describe('SandboxGateway.verifyCallback', () => {
  const gateway = new SandboxGateway(SECRET);
  const callback = gateway.buildCallback(
    { orderNo: 'D20260301120000123456789012', amountFen: 12_345n },
    { now: new Date(1_772_337_600_000) },
  );

  it('accepts its own notification and reads the order, amount, status and merchant', () => {
    expect(callback).toMatchObject({
      merchant_id: 'SANDBOX-MERCHANT',
      amount: '123.45',
      status: 'paid',
      paid_at: '1772337600',
    });
    expect(gateway.verifyCallback(callback)).toEqual({
      valid: true,
      orderNo: 'D20260301120000123456789012',
      amountFen: 12_345n,
      status: 'paid',
      merchant: 'SANDBOX-MERCHANT',
      tradeNo: callback.trade_no,
    });
    expect(gateway.verifyCallback({ ...callback, sign: callback.sign!.toUpperCase() }).valid).toBe(true);
  });

  it('refuses a changed field, another secret, a missing field or a non-text value', () => {
    expect(gateway.verifyCallback({ ...callback, amount: '1234.50' })).toMatchObject({
      valid: false,
      reason: 'bad_signature',
    });
    expect(gateway.verifyCallback({ ...callback, extra: 'x' })).toMatchObject({
      valid: false,
      reason: 'bad_signature',
    });
    expect(new SandboxGateway('other').verifyCallback(callback)).toMatchObject({
      valid: false,
      reason: 'bad_signature',
    });
    const { trade_no: _t, ...withoutTradeNo } = callback;
    expect(gateway.verifyCallback(withoutTradeNo)).toMatchObject({ valid: false, reason: 'malformed' });
    expect(gateway.verifyCallback({ ...callback, amount: 123.45 })).toMatchObject({
      valid: false,
      reason: 'malformed',
      orderNo: callback.order_no,
    });
  });

  it('normalises any status but paid to failed', () => {
    const failed = gateway.buildCallback({ orderNo: 'D1', amountFen: 100n }, { status: 'failed' });
    expect(gateway.verifyCallback(failed)).toMatchObject({ valid: true, status: 'failed' });
  });

  it('points the member at its cashier page', async () => {
    expect(await gateway.createPayment({ orderNo: 'D1', amountFen: 1n, expiresAt: new Date() })).toEqual({
      payUrl: '/sandbox-pay/D1',
    });
  });
});
