// `npm run test:e2e`: only the end-to-end project (builds the apps if needed).
import { spawnSync } from 'node:child_process';
const result = spawnSync(process.execPath, ['scripts/test.mjs', '--project', 'e2e'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
