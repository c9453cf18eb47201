import { describe, expect, it } from 'vitest';

import { validateRebateClaim, validateRedPacketDraw } from './promotion-claim';

describe('promotion claims', () => {
  it('refuses a rebate claim with nothing claimable', () => {
    expect(validateRebateClaim({ claimableFen: 0n })).toBe('暂无领取额度！');
    expect(validateRebateClaim({ claimableFen: -1n })).toBe('暂无领取额度！');
    expect(validateRebateClaim({ claimableFen: 1n })).toBeNull();
  });

  it('refuses a red-packet draw with no draws left', () => {
    expect(validateRedPacketDraw({ remainingDraws: 0 })).toBe('您的剩余次数不足！');
    expect(validateRedPacketDraw({ remainingDraws: 1 })).toBeNull();
  });
});
