import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { amountSchema } from './amount-schema';
import { AMOUNT_MESSAGES } from './parse-amount';

function firstMessage(result: { success: boolean; error?: z.ZodError }): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('amountSchema', () => {
  const schema = z.object({ amount: amountSchema() });

  it('turns a numeric string or number into bigint fen', () => {
    expect(schema.parse({ amount: '100.5' })).toEqual({ amount: 10050n });
    expect(schema.parse({ amount: 88 })).toEqual({ amount: 8800n });
  });

  it.each([
    [null, AMOUNT_MESSAGES.invalid],
    [true, AMOUNT_MESSAGES.invalid],
    [Number.NaN, AMOUNT_MESSAGES.invalid],
    ['abc', AMOUNT_MESSAGES.invalid],
    ['0', AMOUNT_MESSAGES.notPositive],
    [-3, AMOUNT_MESSAGES.notPositive],
    ['1.005', AMOUNT_MESSAGES.tooManyDecimals],
    ['12345678901234', AMOUNT_MESSAGES.outOfRange],
  ])('refuses %j with its message', (amount, message) => {
    const result = schema.safeParse({ amount });
    expect(result.success).toBe(false);
    expect(firstMessage(result)).toBe(message);
    expect(result.error?.issues[0]?.path).toEqual(['amount']);
  });
});

describe('amountSchema in the OpenAPI document', () => {
  it('describes its input as a number or a string', () => {
    expect(z.toJSONSchema(amountSchema(), { io: 'input' })).toMatchObject({
      type: ['number', 'string'],
    });
  });
});
