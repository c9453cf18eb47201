import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, issueCaptcha, randomIp, TEST_CAPTCHA, TEST_ENV } from '../../test/factories';
import { API_CONTENT_SECURITY_POLICY, APP_CONTENT_SECURITY_POLICY } from './security-headers';

/** A built site of one page and one hashed asset, so the static answers can be checked without a build. */
function fakeDist(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(path.join(root, 'house.html'), '<!doctype html><title>h</title>');
  writeFileSync(path.join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
  return root;
}

describe('security headers (issue #13)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    const dist = fakeDist();
    testApp = await createTestApp({
      env: { ...TEST_ENV, WEB_DIST: dist, ADMIN_DIST: dist, TRUST_PROXY: '127.0.0.1' },
      serveApps: true,
    });
  });
  afterAll(async () => testApp.close());

  const COMMON = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
  };

  it('every API answer: nosniff, no framing, a closed CSP and no-store (tokens and balances are never cached)', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/captcha' },
      { method: 'POST' as const, url: '/api/app' },
      { method: 'POST' as const, url: '/api/user' },
      { method: 'GET' as const, url: '/api/no-such-call' },
    ]) {
      const response = await testApp.app.inject(request);
      expect(response.headers, request.url).toMatchObject({
        ...COMMON,
        'content-security-policy': API_CONTENT_SECURITY_POLICY,
        'cache-control': 'no-store',
      });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('login answers carrying the token are no-store', async () => {
    const { name, password } = await buildMember(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/login_pc',
      remoteAddress: randomIp(),
      payload: { type: 1, name, password, auth_code: TEST_CAPTCHA, captcha_id: await issueCaptcha(testApp.app) },
    });
    expect(response.json().data.api_token).toEqual(expect.any(String));
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('the member site and back office pages run under the app CSP; hashed assets stay immutable, index.html no-cache', async () => {
    for (const url of ['/', '/admin/', '/house/slots']) {
      const page = await testApp.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers, url).toMatchObject({
        ...COMMON,
        'content-security-policy': APP_CONTENT_SECURITY_POLICY,
        'cache-control': 'no-cache',
      });
    }
    // A revalidation answers 304 without a content type: the page keeps the app policy.
    const first = await testApp.app.inject({ method: 'GET', url: '/' });
    const revalidated = await testApp.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBe(APP_CONTENT_SECURITY_POLICY);
    const asset = await testApp.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(APP_CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(APP_CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('HSTS only when the request came over https through the trusted proxy', async () => {
    const viaProxy = await testApp.app.inject({
      method: 'GET',
      url: '/api/captcha',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const spoofed = await testApp.app.inject({
      method: 'GET',
      url: '/api/captcha',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('a page that sets its own policy keeps it (payment pages carry nonces)', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/pay/NO-SUCH-ORDER' });
    expect(page.headers['content-security-policy']).not.toBe(APP_CONTENT_SECURITY_POLICY);
  });
});
