// `npm test`: unit, integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and
// end-to-end tests in one vitest run, then one plain summary line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './ensure-built.mjs';

const outDir = path.join(REPO_ROOT, '.test-results');
mkdirSync(outDir, { recursive: true });
const outFile = path.join(outDir, 'vitest.json');

const result = spawnSync(
  process.execPath,
  [
    path.join(REPO_ROOT, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${outFile}`,
    ...process.argv.slice(2),
  ],
  { cwd: REPO_ROOT, stdio: 'inherit' },
);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(outFile)) {
  const report = JSON.parse(readFileSync(outFile, 'utf8'));
  passed = report.numPassedTests ?? 0;
  failed = report.numFailedTests ?? 0;
  skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A file that fails to load (or a failing hook) fails no test but fails its suite.
  if (failed === 0) failed = report.numFailedTestSuites ?? 0;
}
const code = result.status ?? 1;
if (code !== 0 && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(code);
