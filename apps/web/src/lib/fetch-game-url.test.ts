import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { fetchGameUrl, type LaunchToasts } from './fetch-game-url';

const NETWORK = '进入游戏失败，请检查网络后重试';

/** Toasts that behave like antd-mobile's: one at a time, and `close()` closes the one showing. */
function singleToast() {
  let showing: string | null = null;
  const shown: string[] = [];
  const toasts: LaunchToasts = {
    showLoading: () => {
      showing = 'loading';
      shown.push('loading');
      return {
        close: () => {
          showing = null;
        },
      };
    },
    showFailure: (message) => {
      showing = message;
      shown.push(message);
    },
  };
  return { toasts, shown, showing: () => showing };
}

describe('fetchGameUrl', () => {
  it('answers the launch address and leaves no toast behind', async () => {
    const screen = singleToast();
    await expect(fetchGameUrl(() => Promise.resolve('/house/slots'), screen.toasts, NETWORK)).resolves.toEqual({
      url: '/house/slots',
      failure: null,
    });
    expect(screen.shown).toEqual(['loading']);
    expect(screen.showing()).toBeNull();
  });

  it.each([
    ['the platform is in maintenance', '该游戏平台维护中，请稍后再试'],
    ['the balance is too low', '余额不足，请先充值'],
  ])('a refusal (%s) stays on screen with the server’s reason, not the network text', async (_case, reason) => {
    const screen = singleToast();
    const refused = () => Promise.reject(new ApiError('server', 400, reason));
    await expect(fetchGameUrl(refused, screen.toasts, NETWORK)).resolves.toEqual({ url: null, failure: reason });
    expect(screen.shown).toEqual(['loading', reason]);
    expect(screen.showing()).toBe(reason);
  });

  it.each([
    ['a lost connection', new ApiError('network', 0, '')],
    ['a timeout', new ApiError('timeout', 0, '')],
    ['an answer that breaks the contract', new ApiError('invalid', 200, '')],
    ['a refusal without words', new ApiError('server', 500, '')],
    ['a missing address', new Error('game url missing')],
  ])('%s shows the network text', async (_case, error) => {
    const screen = singleToast();
    await expect(fetchGameUrl(() => Promise.reject(error), screen.toasts, NETWORK)).resolves.toEqual({
      url: null,
      failure: NETWORK,
    });
    expect(screen.showing()).toBe(NETWORK);
  });

  it('an expired session is left to the api client (its alert and /login): no toast here', async () => {
    const screen = singleToast();
    const expired = () => Promise.reject(new ApiError('server', 401, ''));
    await expect(fetchGameUrl(expired, screen.toasts, NETWORK)).resolves.toEqual({ url: null, failure: null });
    expect(screen.shown).toEqual(['loading']);
    expect(screen.showing()).toBeNull();
  });
});
