import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newMobilePage, screenshot, startServer, type RunningServer } from './harness';

describe.skipIf(!inject('chromiumAvailable'))('smoke: the one-process site', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('serves the member site with the seeded title', async () => {
    const { context, page } = await newMobilePage(browser);
    const appInfo = page.waitForResponse((response) => response.url().endsWith('/api/app'));
    await page.goto(`${server.baseUrl}/`);
    const body = await (await appInfo).json();
    expect(body.code).toBe(200);
    await expect.poll(() => page.locator('body').innerText(), { timeout: 15_000 }).toContain(body.data.title);
    await screenshot(page, 'smoke-home');
    await context.close();
  });

  it('serves the back office at /admin/ and the API docs', async () => {
    const { context, page } = await newMobilePage(browser);
    const response = await page.goto(`${server.baseUrl}/admin/`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.title(), { timeout: 15_000 }).toContain('后台');
    const openapi = await page.request.get(`${server.baseUrl}/api/openapi.json`);
    expect((await openapi.json()).paths['/api/app']).toBeDefined();
    await context.close();
  });

  it('loads every built page under the Content-Security-Policy with no console error (issue #13)', async () => {
    const pages = ['/', '/#/login', '/#/games', '/#/register', '/admin/', '/house/slots', '/api/docs/'];
    for (const url of pages) {
      const { context, page } = await newMobilePage(browser);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      const response = await page.goto(`${server.baseUrl}${url}`, { waitUntil: 'networkidle' });
      expect(response?.status(), url).toBe(200);
      expect(response?.headers()['content-security-policy'], url).toContain("script-src 'self'");
      // The page rendered something of its own (not a blank page blocked by the policy).
      await expect
        .poll(async () => (await page.locator('body').innerText()).trim().length, { timeout: 15_000 })
        .toBeGreaterThan(0);
      // Again in the same tab: the page comes back as a 304 revalidation, whose headers the browser
      // also applies (the policy must not depend on a content type a 304 does not carry).
      await page.goto('about:blank');
      await page.goto(`${server.baseUrl}${url}`, { waitUntil: 'networkidle' });
      await expect
        .poll(async () => (await page.locator('body').innerText()).trim().length, { timeout: 15_000 })
        .toBeGreaterThan(0);
      expect(problems, url).toEqual([]);
      await context.close();
    }
  });
});
