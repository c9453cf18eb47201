import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES } from '@app/shared/money';
import { useBackOfficeTestApp } from '../../test/back-office';

// One answer for one mistake (issue #13): a malformed amount gets HTTP 400, code 400 and the amount
// rule's own words on every money call, whatever the call names its amount field, and moves nothing.
describe('bad amounts on every money call', () => {
  const { newMember, api, balanceOf, expectLedgerHealthy } = useBackOfficeTestApp();

  const CALLS: Array<[string, (amount: unknown) => Record<string, unknown>]> = [
    ['/api/transfer', (amount) => ({ amount, sourcetype: 'userbalance', targettype: 'house' })],
    ['/api/withdraw', (amount) => ({ type: 1, bank: 1, amount, password: '123456' })],
    ['/api/recharge', (amount) => ({ aisle_id: 1, amount })],
    ['/api/house/baccarat/play', (amount) => ({ bets: [{ type: 'player', amount }] })],
    ['/api/house/fast3/bet', (amount) => ({ draw_no: '200001010000', bets: [{ type: 'big', amount }] })],
  ];
  const BAD: Array<[unknown, string]> = [
    ['abc', AMOUNT_MESSAGES.invalid],
    ['1e3', AMOUNT_MESSAGES.invalid],
    [true, AMOUNT_MESSAGES.invalid],
    [-1, AMOUNT_MESSAGES.notPositive],
    ['0', AMOUNT_MESSAGES.notPositive],
    [1.234, AMOUNT_MESSAGES.tooManyDecimals],
    ['1.234', AMOUNT_MESSAGES.tooManyDecimals],
    [99_999_999_999_999, AMOUNT_MESSAGES.outOfRange],
  ];

  it('answers 400 / 400 / the same words, and moves nothing', async () => {
    const member = await newMember({ fen: 100_00n, mobile: true });
    for (const [url, body] of CALLS) {
      for (const [amount, message] of BAD) {
        const { status, body: answer } = await api(url, member.token, body(amount));
        expect({ url, amount, status, code: answer.code, message: answer.message }).toEqual({
          url,
          amount,
          status: 400,
          code: 400,
          message,
        });
      }
    }
    expect(await balanceOf(member.id)).toBe('100.00');
    await expectLedgerHealthy();
  });
});
