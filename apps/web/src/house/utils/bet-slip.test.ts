import { describe, expect, it } from 'vitest';
import { addChip, EMPTY_SLIP, removeSelection, slipToWire, slipTotalFen, stakeOn } from './bet-slip';

describe('bet slip (the table before a round is sent)', () => {
  it('adds chips per selection and sends yuan amounts with two decimals', () => {
    let slip = addChip(EMPTY_SLIP, { type: 'big' }, 1000n);
    slip = addChip(slip, { type: 'big' }, 500n);
    slip = addChip(slip, { type: 'total', total: 9 }, 100n);
    slip = addChip(slip, { type: 'combination', faces: [2, 5] }, 50n);
    expect(stakeOn(slip, { type: 'big' })).toBe(1500n);
    expect(slipTotalFen(slip)).toBe(1650n);
    expect(slipToWire(slip)).toEqual([
      { type: 'big', amount: '15.00' },
      { type: 'total', total: 9, amount: '1.00' },
      { type: 'combination', faces: [2, 5], amount: '0.50' },
    ]);
    expect(stakeOn(removeSelection(slip, { type: 'big' }), { type: 'big' })).toBe(0n);
  });

  it('tells selections with the same type apart by their fields', () => {
    const slip = addChip(addChip(EMPTY_SLIP, { type: 'total', total: 9 }, 100n), { type: 'total', total: 10 }, 100n);
    expect(slip.size).toBe(2);
  });
});
