/**
 * Lighthouse on the built member site (issue #13, "Speed of the member site"): builds what is
 * missing, starts the real server on a free 127.0.0.1 port with the embedded database and the demo
 * data (like `npm start`), and runs Lighthouse 12 (mobile preset, simulated 4G and CPU slowdown) in
 * Debian's Chromium on `/`, `/login`, `/games` and `/userCenter` (logged in as the demo member: the
 * token goes into session storage and userInfo into local storage, as the site stores them). Each
 * page is measured `BENCH_LIGHTHOUSE_RUNS` times (3) in a fresh browser profile, so every load is
 * cold, and the median run (by performance score) is reported. Prints JSON; stops by itself.
 * `BENCH_LIGHTHOUSE_PAGES=/,/games` measures only those pages; `BENCH_LIGHTHOUSE_SAVE=<folder>` keeps
 * each full Lighthouse report there. `BENCH_LIGHTHOUSE_JS_ONLY=1` skips Lighthouse and only lists the
 * scripts each page loads (Chromium without throttling, until the network has been idle for 2 s):
 * the bytes do not depend on the machine's load, and this takes seconds instead of minutes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { freePort, progress } from './results';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CAPTCHA = '7777';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** The demo member seeded with the demo data (members/demo-members.seed.ts). */
const DEMO = { username: 'demo888', password: 'demo8888' };

interface PageSpec {
  name: string;
  /** The hash route. */
  route: string;
  loggedIn: boolean;
}

const PAGES: PageSpec[] = [
  { name: '/', route: '/', loggedIn: false },
  { name: '/login', route: '/login', loggedIn: false },
  { name: '/games', route: '/games', loggedIn: false },
  { name: '/userCenter', route: '/userCenter', loggedIn: true },
];

export interface PageFigures {
  performance: number;
  accessibility: number;
  seo: number;
  fcp_ms: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  /** JavaScript loaded by the page, each file gzipped (level 9) and summed. */
  initial_js_gz_bytes: number;
  /** Bytes on the wire for that JavaScript (compressed when the server compresses). */
  js_transfer_bytes: number;
  /** Where the page ended up (a guarded page that lost its session would show /login). */
  final_url: string;
  /** Audits that failed in the accessibility and SEO categories (ids), for the median run. */
  failed_audits: string[];
  /** Each script the page loaded (file name) with its gzipped size (level 9), largest first. */
  scripts: Record<string, number>;
}

async function waitReady(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (i > 600) throw new Error('server did not start in 120 s');
    const ready = await fetch(`${base}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

async function callApi<T>(
  base: string,
  method: 'GET' | 'POST',
  route: string,
  options: { token?: string; body?: unknown } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (method === 'POST') headers['content-type'] = 'application/json';
  const response = await fetch(`${base}/api${route}`, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(options.body ?? {}) : undefined,
  });
  return (await response.json()) as Envelope<T>;
}

/** Logs the demo member in through the API: the token and the userInfo the site keeps. */
async function demoSession(base: string): Promise<{ token: string; userInfo: unknown }> {
  const captcha = await callApi<{ captcha_id: string }>(base, 'GET', '/captcha');
  const login = await callApi<{ api_token: string }>(base, 'POST', '/login_pc', {
    body: {
      type: 1,
      name: DEMO.username,
      password: DEMO.password,
      auth_code: CAPTCHA,
      captcha_id: captcha.data.captcha_id,
    },
  });
  if (login.code !== 200) throw new Error(`demo login refused: ${login.message}`);
  const token = login.data.api_token;
  const userInfo = (await callApi<unknown>(base, 'POST', '/user', { token })).data;
  return { token, userInfo };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/**
 * Stores the member's session the way the site does, in every new document of the tab (so also
 * after Lighthouse has reset the origin's storage).
 */
async function signInEveryDocument(
  page: Awaited<ReturnType<Awaited<ReturnType<typeof puppeteer.connect>>['newPage']>>,
  base: string,
  session: { token: string; userInfo: unknown },
): Promise<void> {
  await page.evaluateOnNewDocument(
    (token: string, userInfo: string, origin: string) => {
      if (window.location.origin !== origin) return;
      window.sessionStorage.setItem('token', token);
      window.localStorage.setItem('userInfo', userInfo);
    },
    session.token,
    JSON.stringify(session.userInfo),
    base,
  );
}

async function measureOnce(base: string, spec: PageSpec, session: { token: string; userInfo: unknown } | null) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    if (session) await signInEveryDocument(page, base, session);
    const result = await lighthouse(
      `${base}/#${spec.route}`,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility', 'seo'] },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error(`lighthouse gave no result for ${spec.name}`);
    // BENCH_LIGHTHOUSE_SAVE=<folder>: keep every full report (long tasks, bootup time per script…).
    const saveDir = process.env.BENCH_LIGHTHOUSE_SAVE;
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      const file = `${spec.name.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`;
      writeFileSync(path.join(saveDir, file), JSON.stringify(result.lhr));
    }
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** The scripts a page loads until the network has been idle for 2 s, each gzipped (level 9). */
async function scriptsOnly(base: string, spec: PageSpec, session: { token: string; userInfo: unknown } | null) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    if (session) await signInEveryDocument(page, base, session);
    const urls: string[] = [];
    const styleUrls: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') urls.push(request.url());
      if (request.resourceType() === 'stylesheet') styleUrls.push(request.url());
    });
    await page.goto(`${base}/#${spec.route}`, { waitUntil: 'networkidle0' });
    await page.waitForNetworkIdle({ idleTime: 2000 });
    const finalUrl = page.url();
    await browser.disconnect();
    const gzipped = async (list: string[]) => {
      let total = 0;
      const sizes: [string, number][] = [];
      for (const url of new Set(list)) {
        const body = Buffer.from(
          await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
        );
        const gz = gzipSync(body, { level: 9 }).length;
        total += gz;
        sizes.push([new URL(url).pathname.split('/').pop() ?? url, gz]);
      }
      return { total, files: Object.fromEntries(sizes.sort((a, b) => b[1] - a[1])) };
    };
    const scripts = await gzipped(urls);
    const styles = await gzipped(styleUrls);
    return {
      final_url: finalUrl,
      initial_js_gz_bytes: scripts.total,
      scripts: scripts.files,
      /** Style sheets loaded the same way (gzip -9), for the CSS side of the first screen. */
      css_gz_bytes: styles.total,
      styles: styles.files,
    };
  } finally {
    chrome.kill();
  }
}

type Lhr = Awaited<ReturnType<typeof measureOnce>>;

async function figuresOf(lhr: Lhr): Promise<PageFigures> {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
  const scripts = (details?.items ?? []).filter((item) => item.resourceType === 'Script');
  let gzBytes = 0;
  let transferBytes = 0;
  const sizes: [string, number][] = [];
  for (const script of scripts) {
    transferBytes += script.transferSize ?? 0;
    const body = Buffer.from(
      await (await fetch(script.url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    );
    const gz = gzipSync(body, { level: 9 }).length;
    gzBytes += gz;
    sizes.push([new URL(script.url).pathname.split('/').pop() ?? script.url, gz]);
  }
  const failed: string[] = [];
  for (const category of ['accessibility', 'seo']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failed.push(ref.id);
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    fcp_ms: Math.round(numeric('first-contentful-paint')),
    lcp_ms: Math.round(numeric('largest-contentful-paint')),
    tbt_ms: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    final_url: lhr.finalDisplayedUrl,
    initial_js_gz_bytes: gzBytes,
    js_transfer_bytes: transferBytes,
    failed_audits: failed,
    scripts: Object.fromEntries(sizes.sort((a, b) => b[1] - a[1])),
  };
}

export async function runLighthouseBench(
  options: { runs?: number } = {},
): Promise<{ ok: boolean; [key: string]: unknown }> {
  const runs = options.runs ?? Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const { ensureBuilt } = (await import('../scripts/ensure-built.mjs')) as { ensureBuilt: (app: string) => boolean };
  ensureBuilt('web');
  ensureBuilt('admin');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      CAPTCHA_FIXED_CODE: CAPTCHA,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitReady(base, child);
    const session = await demoSession(base);
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',');
    if (process.env.BENCH_LIGHTHOUSE_JS_ONLY === '1') {
      const scripts: Record<string, Awaited<ReturnType<typeof scriptsOnly>>> = {};
      for (const spec of PAGES.filter((page) => !only || only.includes(page.name))) {
        scripts[spec.name] = await scriptsOnly(base, spec, spec.loggedIn ? session : null);
      }
      return { ok: true, js_only: true, pages: scripts };
    }
    const pages: Record<string, PageFigures & { runs: number[] }> = {};
    for (const spec of PAGES.filter((page) => !only || only.includes(page.name))) {
      const measured: PageFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        const figures = await figuresOf(await measureOnce(base, spec, spec.loggedIn ? session : null));
        progress(`lighthouse ${spec.name} run ${run + 1}/${runs}: performance ${figures.performance}`);
        measured.push(figures);
      }
      const medianPerformance = median(measured.map((figures) => figures.performance));
      const chosen = measured.find((figures) => figures.performance === medianPerformance)!;
      pages[spec.name] = { ...chosen, runs: measured.map((figures) => figures.performance) };
    }
    const load = os.loadavg().map((value) => Math.round(value * 100) / 100);
    return {
      ok: true,
      lighthouse: '12.2.3',
      preset: 'mobile',
      runs_per_page: runs,
      load_average_1_5_15: load,
      pages,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      if (child.exitCode !== null) resolve(undefined);
      else child.once('exit', resolve);
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
