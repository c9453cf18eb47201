import { mkdirSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { chromiumAvailable, CHROMIUM_PATH, SCREENSHOT_DIR } from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumAvailable: boolean;
  }
}

/**
 * Before the end-to-end tests: find Chromium (skip the e2e part without it, unless
 * E2E_REQUIRED=1), and build the member site and back office when their builds are missing or
 * older than their sources.
 */
export default function setup(project: TestProject): void {
  const available = chromiumAvailable();
  if (!available) {
    if (process.env.E2E_REQUIRED === '1') {
      throw new Error(`E2E_REQUIRED=1 but Chromium is not at ${CHROMIUM_PATH} (apt-get install -y chromium)`);
    }
    console.warn(`\n[e2e] Chromium not found at ${CHROMIUM_PATH}: the end-to-end tests are SKIPPED.\n`);
  } else {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    for (const app of ['web', 'admin', 'agent'] as const) ensureBuilt(app);
  }
  project.provide('chromiumAvailable', available);
}
