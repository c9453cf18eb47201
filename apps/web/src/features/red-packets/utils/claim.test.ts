import { describe, expect, it } from 'vitest';
import { NOT_QUALIFIED_MESSAGE, popupAfterRefusal, popupBeforeClaim, windowLines } from './claim';

describe('popupBeforeClaim', () => {
  it('shows not started or finished outside the window, whatever is left', () => {
    expect(popupBeforeClaim({ state: 0, sendnums: 2, max_times: 2 })).toEqual({ kind: 'notStarted' });
    expect(popupBeforeClaim({ state: 2, sendnums: 2, max_times: 2 })).toEqual({ kind: 'finished' });
  });

  it('blocks the claim at 0 grabs left with the spec text for each case', () => {
    expect(popupBeforeClaim({ state: 1, sendnums: 0, max_times: 0 })).toEqual({
      kind: 'failure',
      message: NOT_QUALIFIED_MESSAGE,
    });
    expect(popupBeforeClaim({ state: 1, sendnums: 0, max_times: 3 })).toEqual({
      kind: 'failure',
      message: '您的剩余次数不足！',
    });
    expect(popupBeforeClaim({ state: 1, sendnums: 1, max_times: 3 })).toBeUndefined();
  });
});

describe('popupAfterRefusal', () => {
  it('uses the window as the server sees it now, else the server message', () => {
    expect(popupAfterRefusal(0, 'x')).toEqual({ kind: 'notStarted' });
    expect(popupAfterRefusal(2, 'x')).toEqual({ kind: 'finished' });
    expect(popupAfterRefusal(1, '今日红包已被抢完，请明日再来')).toEqual({
      kind: 'failure',
      message: '今日红包已被抢完，请明日再来',
    });
    expect(popupAfterRefusal(undefined, 'y')).toEqual({ kind: 'failure', message: 'y' });
  });
});

it('states the window and the counting interval from the rules', () => {
  expect(windowLines('10:00', '12:00')).toEqual({
    claim: '每日 10:00-12:00（北京时间）开放抢红包',
    count: '存款统计时间：前一日 12:00 至当日 10:00',
  });
});
