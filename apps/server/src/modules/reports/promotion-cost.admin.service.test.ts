import { describe, expect, it } from 'vitest';
import { PROMOTION_KIND_CODES, PROMOTION_KIND_NAMES } from '@app/shared/contracts';
import { PROMOTION_KINDS } from '../bonuses';
import { PROMOTION_COST_MESSAGES, promotionCostRange } from './promotion-cost.admin.service';

describe('promotion-cost range', () => {
  const today = '2026-03-04';

  it('defaults to today, and to today as the end when only the start is given', () => {
    expect(promotionCostRange({}, today)).toEqual({ from: today, to: today });
    expect(promotionCostRange({ from: '2026-03-01' }, today)).toEqual({ from: '2026-03-01', to: today });
    expect(promotionCostRange({ to: '2026-02-10' }, today)).toEqual({ from: '2026-02-10', to: '2026-02-10' });
  });

  it('takes up to 366 days and refuses more, a reversed range and days that do not exist', () => {
    expect(promotionCostRange({ from: '2024-01-01', to: '2024-12-31' }, today)).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
    expect(() => promotionCostRange({ from: '2024-01-01', to: '2025-01-01' }, today)).toThrow(
      PROMOTION_COST_MESSAGES.tooLong,
    );
    expect(() => promotionCostRange({ from: '2026-03-02', to: '2026-03-01' }, today)).toThrow(
      PROMOTION_COST_MESSAGES.reversed,
    );
    expect(() => promotionCostRange({ from: '2026-02-29' }, today)).toThrow(PROMOTION_COST_MESSAGES.noSuchDay);
    expect(() => promotionCostRange({ from: '2026-13-01' }, today)).toThrow(PROMOTION_COST_MESSAGES.noSuchDay);
  });

  it('knows every promotion kind the bonuses module pays, with a Chinese name', () => {
    expect([...PROMOTION_KIND_CODES]).toEqual([...PROMOTION_KINDS]);
    for (const kind of PROMOTION_KINDS) expect(PROMOTION_KIND_NAMES[kind]).toMatch(/\S/);
  });
});
