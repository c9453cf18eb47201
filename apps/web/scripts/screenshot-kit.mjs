// What the member-site screenshot scripts share: the command line (baseUrl, --out, --wide), the
// mocked envelope and site settings, Chromium at /usr/bin/chromium, phone contexts, the /api
// routing and the wait before a shot.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * `[baseUrl] [--out dir] [--wide]` and the script's own flags (`has`). --out is the folder for the
 * PNGs (default screenshots/ at the repository root, git-ignored; it is created); --wide also takes
 * each shot at 414x896.
 */
export function readScreenshotArgs(defaultBaseUrl) {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const outDir =
    outIndex >= 0 && args[outIndex + 1] ? path.resolve(args[outIndex + 1]) : path.join(repoRoot, 'screenshots');
  const positional = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--out');
  mkdirSync(outDir, { recursive: true });
  return {
    outDir,
    baseUrl: (positional[0] ?? defaultBaseUrl).replace(/#.*$/, ''),
    wide: args.includes('--wide'),
    has: (flag) => args.includes(flag),
  };
}

export function envelope(data, code = 200, message = '成功') {
  return { code, message, msg: message, data };
}

/** The site settings `POST /api/app` answers (spec-1 §7). */
export const appInfo = {
  title: '星河娱乐',
  site_logo: '',
  site_state: 1,
  repair_tips: '',
  ios_download_url: '',
  android_download_url: '',
  redpacket_switch: 1,
  index_modal: 0,
  webcontent: '',
  app_download_image: '',
};

/** Runs `shots` at 375x667 and, with --wide, again at 414x896 (file suffix '-414'). */
export async function atPhoneSizes(wide, shots) {
  await shots({ width: 375, height: 667 }, '');
  if (wide) await shots({ width: 414, height: 896 }, '-414');
}

/** Opens headless Chromium, hands it to `use`, and closes it however `use` ends. */
export async function withChromium(use) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    await use(browser);
  } finally {
    await browser.close();
  }
}

/** A phone context (2x, mobile, Chinese); `options` adds touch, a user agent… */
export function newPhoneContext(browser, viewport, options = {}) {
  return browser.newContext({ viewport, deviceScaleFactor: 2, isMobile: true, locale: 'zh-CN', ...options });
}

/** Runs in the page: a logged-in session as login leaves it (spec-1 §4). */
export function memberSessionScript(userInfo) {
  return `sessionStorage.setItem('token', 'demo-token');
    localStorage.setItem('userInfo', ${JSON.stringify(JSON.stringify(userInfo))});`;
}

/**
 * Answers the page's /api calls with `answerOf(request, pathname)` (an envelope), or lets the call
 * through when it gives undefined. Only the API: module URLs of the dev server
 * (src/features/…/api/…) also contain '/api/'.
 */
export async function routeApi(page, answerOf) {
  await page.route(
    (url) => url.pathname.startsWith('/api/'),
    async (route) => {
      const request = route.request();
      const answer = answerOf(request, new URL(request.url()).pathname);
      if (answer === undefined) return route.fallback();
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) });
    },
  );
}

/** Waits for the network to go quiet, then `ms` more (fonts, the tab line animation). */
export async function settle(page, ms) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(ms);
}
