import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticAppsPlugin } from './static-apps';

const SCRIPT = `export const greeting = ${JSON.stringify('你好'.repeat(400))};\n`;
const INDEX = `<!doctype html><html lang="zh-CN"><head><title>会员中心</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;

/** A built app as the build leaves it: each text file with its `.br` and `.gz` beside it. */
function writeBuiltApp(root: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(root, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
}

describe('static member site and back office: compressed answers', () => {
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'static-apps-'));
    writeBuiltApp(path.join(dir, 'web'), { 'index.html': INDEX, 'assets/main-abc123.js': SCRIPT });
    writeBuiltApp(path.join(dir, 'admin'), { 'index.html': INDEX, 'assets/index-def456.js': SCRIPT });
    // A file the build did not compress (too small) is sent as it is.
    writeFileSync(path.join(dir, 'web', 'assets', 'tiny-0a1b2c.js'), 'export {};\n');
    app = Fastify({ logger: false });
    await app.register(staticAppsPlugin, { webDist: path.join(dir, 'web'), adminDist: path.join(dir, 'admin') });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it.each([
    ['/assets/main-abc123.js', 'member site asset'],
    ['/admin/assets/index-def456.js', 'back office asset'],
  ])('sends brotli, then gzip, then plain for %s (%s), immutable and varying on Accept-Encoding', async (url) => {
    const br = await get(url, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the member site index.html compressed and revalidated (no-cache)', async () => {
    const response = await get('/', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
  });

  it('sends a file without compressed variants as it is', async () => {
    const response = await get('/assets/tiny-0a1b2c.js', 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('export {};\n');
  });
});
