import { describe, expect, it } from 'vitest';
import { hmacHex } from '../../lib/crypto';
import type { PayoutTransport } from './payout-gateway';
import { payoutSigningString, signPayoutFields, verifyPayoutFields } from './payout-signature';
import { SignedHttpPayoutGateway } from './signed-http-payout-gateway';

const SECRET = 'payout-secret-123';

describe('payout signature', () => {
  it('signs every field but sign, sorted by name, as key=value joined with &', () => {
    const fields = { payout_no: 'P1', amount: '100.00', merchant_id: 'M1', sign: 'ignored' };
    expect(payoutSigningString(fields)).toBe('amount=100.00&merchant_id=M1&payout_no=P1');
    const signed = signPayoutFields(SECRET, fields);
    expect(signed.sign).toBe(hmacHex(SECRET, 'amount=100.00&merchant_id=M1&payout_no=P1'));
    expect(signed.sign).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts its own signature (any case) and refuses a changed field, another secret or missing fields', () => {
    const signed = signPayoutFields(SECRET, { payout_no: 'P1', amount: '100.00', status: 'paid' });
    expect(verifyPayoutFields(SECRET, signed, ['payout_no', 'status'])).toMatchObject({ valid: true });
    expect(verifyPayoutFields(SECRET, { ...signed, sign: signed.sign!.toUpperCase() }, [])).toMatchObject({
      valid: true,
    });
    expect(verifyPayoutFields(SECRET, { ...signed, amount: '100.01' }, [])).toEqual({
      valid: false,
      reason: 'bad_signature',
    });
    expect(verifyPayoutFields('another-secret', signed, [])).toEqual({ valid: false, reason: 'bad_signature' });
    expect(verifyPayoutFields(SECRET, { ...signed, sign: 'abc' }, [])).toEqual({
      valid: false,
      reason: 'bad_signature',
    });
    expect(verifyPayoutFields(SECRET, signed, ['trade_no'])).toEqual({ valid: false, reason: 'malformed' });
    expect(verifyPayoutFields(SECRET, { ...signed, amount: 100 }, [])).toEqual({ valid: false, reason: 'malformed' });
    expect(verifyPayoutFields(SECRET, null, [])).toEqual({ valid: false, reason: 'malformed' });
    expect(verifyPayoutFields(SECRET, [signed], [])).toEqual({ valid: false, reason: 'malformed' });
  });
});

describe('SignedHttpPayoutGateway', () => {
  const gatewayWith = (transport: PayoutTransport) =>
    new SignedHttpPayoutGateway({ merchantId: 'M1', secret: SECRET, apiUrl: 'https://payout.test/api/', transport });
  const order = { payoutNo: 'P1', amountFen: 12_345n, payeeName: '张三', payeeBank: '工行', payeeAccount: '6222' };
  const answer =
    (fields: Record<string, string>, status = 200) =>
    async () => ({
      status,
      body: JSON.stringify(signPayoutFields(SECRET, fields)),
    });

  it('submits a signed form to {api}/submit and reads a signed answer', async () => {
    let seen: { url: string; form: Record<string, string> } | undefined;
    const gateway = gatewayWith(async (url, form) => {
      seen = { url, form };
      return answer({ payout_no: 'P1', status: 'accepted' })();
    });
    expect(await gateway.submitPayout(order)).toEqual({ outcome: 'accepted' });
    expect(seen?.url).toBe('https://payout.test/api/submit');
    expect(seen?.form).toMatchObject({ merchant_id: 'M1', payout_no: 'P1', amount: '123.45', payee_account: '6222' });
    expect(verifyPayoutFields(SECRET, seen?.form, ['payout_no'])).toMatchObject({ valid: true });
  });

  it('treats a refusal as failed, and a timeout, an HTTP error, an unsigned or odd answer as unknown', async () => {
    expect(
      await gatewayWith(answer({ payout_no: 'P1', status: 'rejected', message: '账户异常' })).submitPayout(order),
    ).toEqual({
      outcome: 'failed',
      reason: '账户异常',
    });
    const unknowns: PayoutTransport[] = [
      async () => {
        throw new Error('The operation was aborted due to timeout');
      },
      async () => ({ status: 504, body: '' }),
      async () => ({ status: 200, body: 'not json' }),
      async () => ({
        status: 200,
        body: JSON.stringify({ payout_no: 'P1', status: 'rejected', sign: 'f'.repeat(64) }),
      }),
      answer({ payout_no: 'P2', status: 'rejected' }),
      answer({ payout_no: 'P1', status: 'queued' }),
    ];
    for (const transport of unknowns) {
      expect((await gatewayWith(transport).submitPayout(order)).outcome).toBe('unknown');
    }
  });

  it('reads query answers: paid with a trade number, failed, processing, not found', async () => {
    expect(await gatewayWith(answer({ payout_no: 'P1', status: 'paid', trade_no: 'T9' })).queryPayout('P1')).toEqual({
      status: 'paid',
      tradeNo: 'T9',
    });
    expect(
      (await gatewayWith(answer({ payout_no: 'P1', status: 'paid', trade_no: '' })).queryPayout('P1')).status,
    ).toBe('unknown');
    expect((await gatewayWith(answer({ payout_no: 'P1', status: 'failed' })).queryPayout('P1')).status).toBe('failed');
    expect((await gatewayWith(answer({ payout_no: 'P1', status: 'processing' })).queryPayout('P1')).status).toBe(
      'processing',
    );
    expect((await gatewayWith(answer({ payout_no: 'P1', status: 'not_found' })).queryPayout('P1')).status).toBe(
      'not_found',
    );
  });

  it('verifies callbacks: only paid or failed, a readable amount and the right signature', () => {
    const gateway = gatewayWith(async () => ({ status: 200, body: '' }));
    const callback = signPayoutFields(SECRET, {
      merchant_id: 'M1',
      payout_no: 'P1',
      amount: '123.45',
      status: 'paid',
      trade_no: 'T1',
    });
    expect(gateway.verifyCallback(callback)).toMatchObject({ valid: true, amountFen: 12_345n, status: 'paid' });
    const processing = signPayoutFields(SECRET, { ...callback, status: 'processing' });
    expect(gateway.verifyCallback(processing)).toMatchObject({ valid: false, reason: 'malformed' });
    const badAmount = signPayoutFields(SECRET, { ...callback, amount: '12.345' });
    expect(gateway.verifyCallback(badAmount)).toMatchObject({ valid: false, reason: 'malformed' });
    expect(gateway.verifyCallback({ ...callback, trade_no: 'T2' })).toMatchObject({
      valid: false,
      reason: 'bad_signature',
      payoutNo: 'P1',
    });
  });
});
