import { describe, expect, it } from 'vitest';
import { bonusStateOf, initialTab, isUnlocked } from './vip-cards';

describe('VIP cards (spec-2 §2)', () => {
  it('unlocks a level when its vip_id is at most the member’s level; a visitor has none unlocked', () => {
    expect(isUnlocked({ vip_id: 0 }, 1)).toBe(true);
    expect(isUnlocked({ vip_id: 1 }, 1)).toBe(true);
    expect(isUnlocked({ vip_id: 2 }, 1)).toBe(false);
    expect(isUnlocked({ vip_id: 0 }, undefined)).toBe(false);
  });

  it('opens on the member’s level', () => {
    const levels = [{ vip_id: 0 }, { vip_id: 1 }, { vip_id: 2 }];
    expect(initialTab(levels, 1)).toBe(1);
    expect(initialTab(levels, undefined)).toBe(0);
    expect(initialTab(levels, 9)).toBe(0);
  });

  it('offers the claim of a claimable record of the card’s level and type only', () => {
    const records = [
      { id: 7, vip_level: 1, bonus_type: 1, status: 0 },
      { id: 8, vip_level: 1, bonus_type: 2, status: 1 },
      { id: 9, vip_level: 2, bonus_type: 1, status: 0 },
    ];
    expect(bonusStateOf(records, 1, 1)).toEqual({ claimableId: 7, claimed: false });
    expect(bonusStateOf(records, 1, 2)).toEqual({ claimed: true });
    expect(bonusStateOf(records, 1, 3)).toEqual({ claimed: false });
    expect(bonusStateOf(records, 0, 1)).toEqual({ claimed: false });
  });
});
