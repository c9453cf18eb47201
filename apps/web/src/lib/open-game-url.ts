/**
 * How a launch address is opened (spec-2 §2 /gamePage): on iPhone or iPad the current window is
 * replaced; elsewhere an https address opens in a new tab and any other address (the house games'
 * same-site '/house/…' paths, plain http) navigates the current window.
 */
export type GameOpenAction =
  { kind: 'replace'; url: string } | { kind: 'new-tab'; url: string } | { kind: 'navigate'; url: string };

/** iPhone, iPad and iPod browsers (every iOS browser is WebKit and blocks late window.open). */
export function isIosUserAgent(userAgent: string): boolean {
  return /\b(iPhone|iPad|iPod)\b/i.test(userAgent);
}

export function decideGameOpen(url: string, userAgent: string): GameOpenAction {
  if (isIosUserAgent(userAgent)) return { kind: 'replace', url };
  if (/^https:\/\//i.test(url.trim())) return { kind: 'new-tab', url };
  return { kind: 'navigate', url };
}

export interface BrowserWindow {
  location: { replace(url: string): void; assign(url: string): void };
  open(url: string, target: string): unknown;
}

/**
 * Opens the address as decided. A new tab opened after an awaited call may be blocked as a popup;
 * then the current window goes there instead, so the member still gets the game.
 */
export function openGameUrl(url: string, userAgent: string, win: BrowserWindow): GameOpenAction {
  const action = decideGameOpen(url, userAgent);
  switch (action.kind) {
    case 'replace':
      win.location.replace(action.url);
      break;
    case 'new-tab':
      if (!win.open(action.url, '_blank')) win.location.assign(action.url);
      break;
    case 'navigate':
      win.location.assign(action.url);
      break;
  }
  return action;
}
