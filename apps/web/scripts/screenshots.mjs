#!/usr/bin/env node
// Screenshots of the member site at 375x667 (CONVENTIONS "UI habits").
//
//   node apps/web/scripts/screenshots.mjs [baseUrl] [--mock] [--out dir] [--wide]
//
// baseUrl   where the site runs (default http://127.0.0.1:5173/, e.g. `npx vite` in apps/web;
//           `npm start` serves it at http://127.0.0.1:3000/).
// --mock    answer every /api call in the browser with plausible envelopes, so no server is needed.
// --wide    also take each shot at 414x896.
// --out     folder for the PNGs (default /work/main/screenshots, git-ignored).
//
// The maintenance screen always answers `POST /api/app` with site_state 0 in the browser: a real
// server cannot be put into maintenance just for a screenshot.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const useMock = args.includes('--mock');
const wide = args.includes('--wide');
const outIndex = args.indexOf('--out');
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const outDir =
  outIndex >= 0 && args[outIndex + 1] ? path.resolve(args[outIndex + 1]) : path.join(repoRoot, 'screenshots');
const positional = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--out');
const baseUrl = (positional[0] ?? 'http://127.0.0.1:5173/').replace(/#.*$/, '');

const appInfo = {
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

const captchaSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="37" viewBox="0 0 120 37">' +
  '<rect width="120" height="37" fill="#eef3ff"/>' +
  '<path d="M4 30 C30 5, 60 35, 116 8" stroke="#9bb4ea" fill="none" stroke-width="1.5"/>' +
  '<text x="60" y="27" font-family="monospace" font-size="24" font-weight="bold" fill="#1b3fa6" ' +
  'text-anchor="middle" letter-spacing="6">7364</text></svg>';
const captchaImage = `data:image/svg+xml;base64,${Buffer.from(captchaSvg).toString('base64')}`;

function envelope(data, code = 200, message = '成功') {
  return { code, message, msg: message, data };
}

/** Plausible answers of the server, per path (spec-1 §7). */
function mockAnswer(pathname, overrides) {
  if (overrides[pathname]) return overrides[pathname];
  switch (pathname) {
    case '/api/app':
      return envelope(appInfo);
    case '/api/captcha':
      return envelope({ captcha_id: 'c-1', image: captchaImage });
    case '/api/balance':
      return envelope({ balance: '1288.50' });
    case '/api/user':
      return envelope({ username: 'demo888', realname: '张三', vip: 1, balance: '1288.50', isagent: 0 });
    case '/api/registerNote':
      return envelope(null, 200, '验证码已发送');
    case '/api/login_pc':
      return envelope(null, 422, '账号或密码错误');
    default:
      return envelope(null);
  }
}

async function routeApi(page, { mockAll, overrides = {} }) {
  // Only the API: module URLs of the dev server (src/features/auth/api/…) also contain '/api/'.
  await page.route(
    (url) => url.pathname.startsWith('/api/'),
    async (route) => {
      const { pathname } = new URL(route.request().url());
      if (!mockAll && !overrides[pathname]) return route.fallback();
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(mockAnswer(pathname, overrides)),
      });
    },
  );
}

async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Fonts and the tab line animation.
  await page.waitForTimeout(400);
}

async function open(context, hashPath, options) {
  const page = await context.newPage();
  await routeApi(page, options);
  await page.goto(`${baseUrl}#${hashPath}`);
  await settle(page);
  return page;
}

async function shoot(page, name, suffix) {
  const file = path.join(outDir, `${name}${suffix}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log('saved', file);
}

async function run(viewport, suffix) {
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
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
      userAgent:
        'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
    });
    const options = { mockAll: useMock };

    let page = await open(context, '/login', options);
    await page.getByText('账号登录', { exact: true }).waitFor();
    await shoot(page, 'login-account', suffix);
    await page.getByText('手机登录', { exact: true }).click();
    await settle(page);
    await shoot(page, 'login-phone', suffix);
    await page.close();

    page = await open(context, '/register?pid=10086', options);
    await page.getByText('账号注册', { exact: true }).waitFor();
    await shoot(page, 'register-account', suffix);
    await page.getByText('手机注册', { exact: true }).click();
    await settle(page);
    await shoot(page, 'register-phone', suffix);
    await page.close();

    // Maintenance: the only screen when site_state is 0 (spec-1 §1).
    const maintenanceContext = await browser.newContext({
      viewport,
      deviceScaleFactor: 2,
      isMobile: true,
      locale: 'zh-CN',
    });
    page = await open(maintenanceContext, '/', {
      mockAll: useMock,
      overrides: {
        '/api/app': envelope({
          ...appInfo,
          site_state: 0,
          repair_tips: '系统升级维护中，预计 02:00-06:00 完成，给您带来不便敬请谅解。',
        }),
      },
    });
    await page.getByText('网站维护中').waitFor();
    await shoot(page, 'maintenance', suffix);
    await page.close();
    await maintenanceContext.close();

    if (useMock) {
      // Extra shots for layout checks; they need the mocked answers.
      page = await open(context, '/', options);
      await shoot(page, 'home-guest', suffix);
      await page.getByRole('button', { name: '打开菜单' }).click();
      await page.waitForTimeout(700);
      await shoot(page, 'side-menu-guest', suffix);
      await page.close();

      page = await open(context, '/vip', options);
      await shoot(page, 'coming-soon-vip', suffix);
      await page.close();

      page = await open(context, '/login', options);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.waitForTimeout(300);
      await shoot(page, 'login-validation', suffix);
      await page.close();

      const memberContext = await browser.newContext({
        viewport,
        deviceScaleFactor: 2,
        isMobile: true,
        locale: 'zh-CN',
      });
      // Runs in the page: a logged-in session as login leaves it (spec-1 §4).
      await memberContext.addInitScript({
        content: `sessionStorage.setItem('token', 'demo-token');
          localStorage.setItem('userInfo', JSON.stringify({ username: 'demo888', balance: '1288.50' }));`,
      });
      page = await open(memberContext, '/', options);
      await page.waitForTimeout(500);
      await shoot(page, 'home-member', suffix);
      await page.close();
      await memberContext.close();

      // iOS Safari, not installed: the add-to-home-screen tip above the tab bar (spec-1 §1).
      const iosContext = await browser.newContext({
        viewport,
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: 'zh-CN',
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      });
      page = await open(iosContext, '/', options);
      await shoot(page, 'home-ios-tip', suffix);
      await page.close();
      await iosContext.close();
    }
    await context.close();
  } finally {
    await browser.close();
  }
}

mkdirSync(outDir, { recursive: true });
await run({ width: 375, height: 667 }, '');
if (wide) await run({ width: 414, height: 896 }, '-414');
