import { describe, expect, it } from 'vitest';
import { isLandingOnHome, localDateKey, shouldShowWelcome } from './welcome-popup';

describe('welcome popup rules (spec-1 §4)', () => {
  it('shows when index_modal is 1 and it was not dismissed today', () => {
    const today = '2026-11-21';
    expect(shouldShowWelcome({ indexModal: 1, dismissedOn: null, today })).toBe(true);
    expect(shouldShowWelcome({ indexModal: 1, dismissedOn: '2026-11-20', today })).toBe(true);
    expect(shouldShowWelcome({ indexModal: 1, dismissedOn: today, today })).toBe(false);
    expect(shouldShowWelcome({ indexModal: 0, dismissedOn: null, today })).toBe(false);
  });

  it("records the member's own calendar day", () => {
    expect(localDateKey(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDateKey(new Date(2026, 10, 21, 0, 0))).toBe('2026-11-21');
  });

  it('greets a visit that starts on home only', () => {
    expect(isLandingOnHome('http://site.example/')).toBe(true);
    expect(isLandingOnHome('http://site.example/#/')).toBe(true);
    expect(isLandingOnHome('http://site.example/#/?pid=8')).toBe(true);
    expect(isLandingOnHome('http://site.example/#/login')).toBe(false);
    expect(isLandingOnHome('http://site.example/#/gamePage?name=x')).toBe(false);
    expect(isLandingOnHome(undefined)).toBe(true);
  });
});
