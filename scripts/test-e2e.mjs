// `npm run test:e2e`: only the end-to-end project (builds the apps if needed);
// `npm run test:e2e -- e2e/<file>.e2e.ts` runs the named files only.
import { spawnSync } from 'node:child_process';
const result = spawnSync(process.execPath, ['scripts/test.mjs', '--project', 'e2e', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
