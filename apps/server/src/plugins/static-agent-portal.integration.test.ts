import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CONTENT_SECURITY_POLICY, securityHeadersPlugin } from './security-headers';
import { staticAppsPlugin } from './static-apps';

const SCRIPT = `export const portal = ${JSON.stringify('代理'.repeat(400))};\n`;
const INDEX = `<!doctype html><html lang="zh-CN"><head><title>代理后台</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;

function writeBuiltApp(root: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
}

describe('the agent portal at /agent/ (decision 0030)', () => {
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'static-agent-'));
    writeBuiltApp(path.join(dir, 'web'), { 'index.html': '<!doctype html><title>web</title>' });
    writeBuiltApp(path.join(dir, 'admin'), { 'index.html': '<!doctype html><title>admin</title>' });
    writeBuiltApp(path.join(dir, 'agent'), { 'index.html': INDEX, 'assets/index-a1b2c3.js': SCRIPT });
    app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
    await app.register(securityHeadersPlugin);
    await app.register(staticAppsPlugin, {
      webDist: path.join(dir, 'web'),
      adminDist: path.join(dir, 'admin'),
      agentDist: path.join(dir, 'agent'),
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens the portal at /agent/ and /agent, always revalidated, frameable by our own origin only', async () => {
    for (const url of ['/agent/', '/agent']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('代理后台');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['content-security-policy']).toBe(APP_CONTENT_SECURITY_POLICY);
    }
    expect(APP_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'self'");
    expect(APP_CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
  });

  it('sends hashed assets compressed and immutable', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/agent/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
