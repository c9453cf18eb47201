import { describe, expect, it } from 'vitest';
import { maskCardNumber } from './payees.service';

describe('maskCardNumber', () => {
  it('hides every digit but the last four', () => {
    expect(maskCardNumber('6222020200112233445')).toBe('***************3445');
    expect(maskCardNumber('1234')).toBe('1234');
  });
});
