import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config/env';
import { openDatabase } from '../../db/client';
import { loadBusinessRowChecks } from '../../money-modules';
import { businessRowChecks } from './business-checks';
import { formatLedgerCheckReport, runLedgerCheck } from './ledger-check';

/**
 * `npm run ledger:check`: verifies the ledger invariants (platform-rules §3) on the configured
 * database (DATABASE_URL, or the PGlite data in DATA_DIR) and exits 1 with a readable report when
 * one fails. `--json` prints the report as JSON.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    const lockFile = path.join(config.dataDir, 'server.pid');
    if (existsSync(lockFile)) {
      const pid = Number(readFileSync(lockFile, 'utf8').trim());
      if (isAlive(pid)) {
        console.error(
          `The server (pid ${pid}) holds the embedded database in ${config.dataDir}. ` +
            'Stop it first, or run the check from the back office (Finance → Ledger check).',
        );
        return 2;
      }
    }
    if (!existsSync(path.join(config.dataDir, 'pglite'))) {
      console.error(`No database in ${config.dataDir}: start the site once (npm start) or set DATABASE_URL.`);
      return 2;
    }
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir, poolSize: 2 });
  try {
    // Migrations only add tables and columns; applying them lets the check run on an older copy.
    await database.migrate();
    loadBusinessRowChecks();
    const report = await runLedgerCheck(database.db, businessRowChecks());
    console.log(process.argv.includes('--json') ? JSON.stringify(report, null, 2) : formatLedgerCheckReport(report));
    return report.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(2);
  },
);
