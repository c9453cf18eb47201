/**
 * Balance polling (ARCHITECTURE.md performance targets): every logged-in member polls
 * `POST /api/balance` every 3.3 s. Starts the real server in a child process (PGlite in a fresh
 * folder, or PostgreSQL with BENCH_DATABASE_URL), registers members through the API, then drives
 * autocannon on 127.0.0.1 for a bounded time against `/healthz` (the bare-route baseline) and
 * against `/api/balance` with rotating member tokens. Prints JSON.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, progress } from './results';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CAPTCHA = '7777';

interface Run {
  requests_per_s: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  non_2xx: number;
}

async function drive(url: string, options: { seconds: number; connections: number; tokens?: string[] }): Promise<Run> {
  let next = 0;
  const result = await autocannon({
    url,
    method: options.tokens ? 'POST' : 'GET',
    connections: options.connections,
    duration: options.seconds,
    headers: { 'content-type': 'application/json' },
    body: options.tokens ? '{}' : undefined,
    setupClient: options.tokens
      ? (client) => {
          const token = options.tokens![next % options.tokens!.length]!;
          next += 1;
          client.setHeaders({ 'content-type': 'application/json', authorization: `Bearer ${token}` });
        }
      : undefined,
  });
  return {
    requests_per_s: Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors,
    non_2xx: result.non2xx,
  };
}

export async function runBalanceBench(
  options: { seconds?: number; connections?: number; members?: number } = {},
): Promise<{ ok: boolean; [key: string]: unknown }> {
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 10);
  const connections = options.connections ?? 100;
  const memberCount = options.members ?? 50;
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-balance-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      CAPTCHA_FIXED_CODE: CAPTCHA,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i += 1) {
      if (i > 300) throw new Error('server did not start in 60 s');
      const ready = await fetch(`${base}/readyz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    progress(`balance: registering ${memberCount} members`);
    const tokens: string[] = [];
    for (let i = 0; i < memberCount; i += 1) {
      const captcha = (await (
        await fetch(`${base}/api/captcha`, { headers: { 'x-forwarded-for': `10.9.${i}.1` } })
      ).json()) as {
        data: { captcha_id: string };
      };
      const body = {
        type: 1,
        name: `bench${String(i).padStart(4, '0')}a`,
        password: 'abc12345',
        confirmPass: 'abc12345',
        realname: '压测',
        paypassword: '123456',
        auth_code: CAPTCHA,
        captcha_id: captcha.data.captcha_id,
        adult: true,
      };
      const registered = (await (
        await fetch(`${base}/api/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.8.${i}.1` },
          body: JSON.stringify(body),
        })
      ).json()) as { code: number; message: string; data: { api_token: string } };
      if (registered.code !== 200) throw new Error(`register failed: ${registered.message}`);
      tokens.push(registered.data.api_token);
    }
    progress(`balance: bare route for ${seconds} s`);
    const bare = await drive(`${base}/healthz`, { seconds, connections });
    progress(`balance: /api/balance for ${seconds} s`);
    const balance = await drive(`${base}/api/balance`, { seconds, connections, tokens });
    const ratio = bare.requests_per_s > 0 ? balance.requests_per_s / bare.requests_per_s : 0;
    return {
      ok: balance.errors === 0 && balance.non_2xx === 0,
      database: process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite',
      seconds,
      connections,
      members: memberCount,
      bare_route: bare,
      balance_poll: balance,
      balance_vs_bare: Math.round(ratio * 1000) / 1000,
      targets: { balance_p99_ms: 20, balance_vs_bare_at_least: 0.5, balance_requests_per_s: 30_000 },
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
