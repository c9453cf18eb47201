#!/usr/bin/env node
// Screenshots of the member site at 375x667 (CONVENTIONS "UI habits").
//
//   node apps/web/scripts/screenshots.mjs [baseUrl] [--mock] [--out dir] [--wide]
//
// baseUrl defaults to http://127.0.0.1:5173/ (`npx vite` in apps/web; `npm start` serves the site at
// http://127.0.0.1:3000/). --mock answers every /api call in the browser with plausible envelopes,
// so no server is needed; --out and --wide as in screenshot-kit.mjs.
//
// The maintenance screen always answers `POST /api/app` with site_state 0 in the browser: a real
// server cannot be put into maintenance just for a screenshot.
import path from 'node:path';
import * as kit from './screenshot-kit.mjs';

const { outDir, baseUrl, wide, has } = kit.readScreenshotArgs('http://127.0.0.1:5173/');
const useMock = has('--mock');

const captchaSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="37" viewBox="0 0 120 37">' +
  '<rect width="120" height="37" fill="#eef3ff"/>' +
  '<path d="M4 30 C30 5, 60 35, 116 8" stroke="#9bb4ea" fill="none" stroke-width="1.5"/>' +
  '<text x="60" y="27" font-family="monospace" font-size="24" font-weight="bold" fill="#1b3fa6" ' +
  'text-anchor="middle" letter-spacing="6">7364</text></svg>';
const captchaImage = `data:image/svg+xml;base64,${Buffer.from(captchaSvg).toString('base64')}`;

/** Plausible answers of the server, per path (spec-1 §7). */
function mockAnswer(pathname, overrides) {
  if (overrides[pathname]) return overrides[pathname];
  switch (pathname) {
    case '/api/app':
      return kit.envelope(kit.appInfo);
    case '/api/captcha':
      return kit.envelope({ captcha_id: 'c-1', image: captchaImage });
    case '/api/balance':
      return kit.envelope({ balance: '1288.50' });
    case '/api/user':
      return kit.envelope({ username: 'demo888', realname: '张三', vip: 1, balance: '1288.50', isagent: 0 });
    case '/api/registerNote':
      return kit.envelope(null, 200, '验证码已发送');
    case '/api/login_pc':
      return kit.envelope(null, 422, '账号或密码错误');
    default:
      return kit.envelope(null);
  }
}

async function settle(page) {
  // Fonts and the tab line animation.
  await kit.settle(page, 400);
}

async function open(context, hashPath, options) {
  const { mockAll, overrides = {} } = options;
  const page = await context.newPage();
  await kit.routeApi(page, (_request, pathname) =>
    mockAll || overrides[pathname] ? mockAnswer(pathname, overrides) : undefined,
  );
  await page.goto(`${baseUrl}#${hashPath}`);
  await settle(page);
  return page;
}

async function shoot(page, name, suffix) {
  const file = path.join(outDir, `${name}${suffix}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log('saved', file);
}

async function run(browser, viewport, suffix) {
  const phone = {
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  };
  const context = await kit.newPhoneContext(browser, viewport, phone);
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
  const maintenanceContext = await kit.newPhoneContext(browser, viewport);
  page = await open(maintenanceContext, '/', {
    mockAll: useMock,
    overrides: {
      '/api/app': kit.envelope({
        ...kit.appInfo,
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

    const memberContext = await kit.newPhoneContext(browser, viewport);
    await memberContext.addInitScript({
      content: kit.memberSessionScript({ username: 'demo888', balance: '1288.50' }),
    });
    page = await open(memberContext, '/', options);
    await page.waitForTimeout(500);
    await shoot(page, 'home-member', suffix);
    await page.close();
    await memberContext.close();

    // iOS Safari, not installed: the add-to-home-screen tip above the tab bar (spec-1 §1).
    const iosContext = await kit.newPhoneContext(browser, viewport, {
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    });
    page = await open(iosContext, '/', options);
    await shoot(page, 'home-ios-tip', suffix);
    await page.close();
    await iosContext.close();
  }
  await context.close();
}

await kit.withChromium((browser) => kit.atPhoneSizes(wide, (viewport, suffix) => run(browser, viewport, suffix)));
