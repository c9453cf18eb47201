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
});
