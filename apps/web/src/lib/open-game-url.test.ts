import { describe, expect, it, vi } from 'vitest';
import { decideGameOpen, isIosUserAgent, openGameUrl, type BrowserWindow } from './open-game-url';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

function fakeWindow(openResult: unknown = {}) {
  const replace = vi.fn();
  const assign = vi.fn();
  const open = vi.fn(() => openResult);
  const win: BrowserWindow = { location: { replace, assign }, open };
  return { win, replace, assign, open };
}

describe('decideGameOpen (spec-2 §2 /gamePage)', () => {
  it('replaces the current window on iPhone and iPad, whatever the address', () => {
    expect(isIosUserAgent(IPHONE)).toBe(true);
    expect(isIosUserAgent(IPAD)).toBe(true);
    expect(decideGameOpen('https://games.example.com/play', IPHONE)).toEqual({
      kind: 'replace',
      url: 'https://games.example.com/play',
    });
    expect(decideGameOpen('/house/slots', IPAD).kind).toBe('replace');
  });

  it('elsewhere opens an https address in a new tab and navigates to any other address', () => {
    expect(isIosUserAgent(ANDROID)).toBe(false);
    expect(decideGameOpen('https://games.example.com/play', ANDROID).kind).toBe('new-tab');
    expect(decideGameOpen('HTTPS://games.example.com/', ANDROID).kind).toBe('new-tab');
    expect(decideGameOpen('http://games.example.com/play', ANDROID).kind).toBe('navigate');
    expect(decideGameOpen('/house/slots', ANDROID)).toEqual({ kind: 'navigate', url: '/house/slots' });
  });
});

describe('openGameUrl', () => {
  it('calls location.replace on iOS', () => {
    const { win, replace, open, assign } = fakeWindow();
    openGameUrl('https://a.example/', IPHONE, win);
    expect(replace).toHaveBeenCalledWith('https://a.example/');
    expect(open).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('opens https in a new tab, and falls back to the current window when the tab is blocked', () => {
    const opened = fakeWindow({});
    openGameUrl('https://a.example/', ANDROID, opened.win);
    expect(opened.open).toHaveBeenCalledWith('https://a.example/', '_blank');
    expect(opened.assign).not.toHaveBeenCalled();

    const blocked = fakeWindow(null);
    openGameUrl('https://a.example/', ANDROID, blocked.win);
    expect(blocked.assign).toHaveBeenCalledWith('https://a.example/');
  });

  it('navigates the current window to a same-site house game', () => {
    const { win, assign, open } = fakeWindow();
    openGameUrl('/house/sic-bo', ANDROID, win);
    expect(assign).toHaveBeenCalledWith('/house/sic-bo');
    expect(open).not.toHaveBeenCalled();
  });
});
