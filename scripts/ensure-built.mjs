// Builds a web app (apps/web, apps/admin or apps/agent) when its build is missing or older than its sources
// or the shared package it imports. Used by `npm start` and by the end-to-end test setup.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** @param {'web' | 'admin' | 'agent'} app */
export function ensureBuilt(app) {
  const appDir = path.join(REPO_ROOT, 'apps', app);
  const index = path.join(appDir, 'dist', 'index.html');
  const sources = Math.max(
    newestMtime(appDir),
    newestMtime(path.join(REPO_ROOT, 'packages/shared/src')),
    newestMtime(path.join(REPO_ROOT, 'packages/house-games/src')),
  );
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return false;
  console.log(`[build] apps/${app} …`);
  // A production build even when called from a test run (vitest sets NODE_ENV=test).
  execFileSync('npm', ['run', 'build', '-w', `@app/${app}`], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return true;
}
