import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { hasStoppedPolling } from './get-platform-balances';

describe('platform balance polling (spec-2 §4, §8)', () => {
  it('keeps polling while the answers are 200', () => {
    expect(hasStoppedPolling(null)).toBe(false);
  });

  it('stops when an answer is not 200', () => {
    expect(hasStoppedPolling(new ApiError('server', 503, '游戏平台维护中'))).toBe(true);
  });

  it('keeps polling through a dropped connection or a timeout', () => {
    expect(hasStoppedPolling(new ApiError('network', 0, ''))).toBe(false);
    expect(hasStoppedPolling(new ApiError('timeout', 0, ''))).toBe(false);
  });
});
