import { readString, removeKey, writeString } from '../../../lib/storage';

/**
 * The welcome popup (spec-1 §2, §4): shown when appInfo.index_modal is 1 and it was not dismissed
 * today; ticking '今日不再提示' stores today's date (local calendar day) in local storage.
 */
export const WELCOME_DISMISSED_KEY = 'indexModalDismissedOn';

/** 'YYYY-MM-DD' of the member's own calendar day. */
export function localDateKey(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function shouldShowWelcome(input: { indexModal: number; dismissedOn: string | null; today: string }): boolean {
  return input.indexModal === 1 && input.dismissedOn !== input.today;
}

export function readWelcomeDismissedOn(): string | null {
  return readString('local', WELCOME_DISMISSED_KEY);
}

/** Ticked: remember today. Unticked: nothing is remembered (it shows again on the next visit). */
export function recordWelcomeDismissal(dismissToday: boolean, now: Date): void {
  if (dismissToday) writeString('local', WELCOME_DISMISSED_KEY, localDateKey(now));
  else removeKey('local', WELCOME_DISMISSED_KEY);
}

/**
 * The popup greets a visit that starts on the home page (a typed address, a bookmark, a reload);
 * it does not jump in front of the member who opened another page and then comes home (after
 * logging in, from the tab bar), and it shows at most once per page load.
 */
export function isLandingOnHome(landingUrl: string | undefined): boolean {
  if (landingUrl === undefined) return true;
  try {
    const hash = new URL(landingUrl).hash;
    return hash === '' || hash === '#' || hash === '#/' || hash.startsWith('#/?');
  } catch {
    return true;
  }
}

/** The address this page load started at (Navigation Timing keeps it, hash included). */
export function landingUrl(): string | undefined {
  const [entry] = performance.getEntriesByType('navigation');
  return entry?.name;
}
