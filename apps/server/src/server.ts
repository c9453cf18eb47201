import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import pino from 'pino';
import { buildApp, loggerOptions } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config/env';
import { dbClassOptionsOf, runWithDbClass } from './db/classes';
import { openDatabase } from './db/client';
import { FAST3_TICK_MS, runFast3Tick } from './modules/games';
import { startDepositExpiryJob } from './modules/payments';
import { startPayoutQueryJob } from './modules/payouts';
import { bootstrapSuperAdmin } from './modules/staff';
import { ROLLUPS_INTERVAL_MS, runDailyRollups } from './modules/reports';
import { scheduleJob } from './modules/system';
import { reconcilePendingTransfers } from './modules/wallet';
import { runVipBonusJob, VIP_BONUS_JOB_INTERVAL_MS } from './modules/vip-bonuses';
import { seedDatabase } from './seeds';
import { COMMISSION_JOB_INTERVAL_MS, runCommissionJob } from './modules/agents';
import { clockOf } from './lib/clock';

/**
 * One process: the API under /api, the member site at /, the back office at /admin/.
 * PGlite in DATA_DIR unless DATABASE_URL is set; migrations and first-start seeds applied.
 */
async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const log = pino(loggerOptions(config) as pino.LoggerOptions);

  const lockFile = config.DATABASE_URL ? undefined : path.join(config.dataDir, 'server.pid');
  if (lockFile) claimDataDir(lockFile, config.dataDir);

  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    classes: dbClassOptionsOf(config),
    onConnectionLost: (error) => log.warn({ err: error }, 'database connection lost; the pool reconnects'),
  });
  await database.migrate();
  const seeded = await seedDatabase(database, config);
  if (seeded.length > 0) log.info({ steps: seeded }, 'seeded database');

  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false })
    : undefined;
  const app = await buildApp({ config, database, redis, serveApps: true });
  await bootstrapSuperAdmin(app.db, config, app.log);

  // Daily rollups of the dashboard (decision 0018): yesterday and the day before on every run, plus missing days.
  // On the report connections and their longer timeout (decision 0016).
  const rollups = scheduleJob(app.db, app.log, 'daily-rollups', ROLLUPS_INTERVAL_MS, () =>
    runWithDbClass('report', () => runDailyRollups(app.db, config.SITE_TZ)),
  );
  // Background jobs: each runs on the one instance holding its lease.
  // Which commission cycles are over follows the server's clock (TEST_CLOCK_AT in tests), as in the back office.
  const commissionClock = clockOf(config);
  const jobs = [
    scheduleJob(app.db, app.log, 'transfers-reconcile', 30_000, () =>
      reconcilePendingTransfers(app.db, app.services.platforms),
    ),
    scheduleJob(app.db, app.log, 'fast3-draws', FAST3_TICK_MS, () => runFast3Tick(app.db, config)),
    rollups,
    // VIP weekly / monthly bonuses: the last complete week and month, once each (on the report connections).
    scheduleJob(app.db, app.log, 'vip-bonuses', VIP_BONUS_JOB_INTERVAL_MS, () =>
      runWithDbClass('report', () => runVipBonusJob(app.db, config.SITE_TZ)),
    ),
    // Agent commission: each plan's last complete cycle, settled once (decision 0029).
    scheduleJob(app.db, app.log, 'agent-commission', COMMISSION_JOB_INTERVAL_MS, () =>
      runWithDbClass('report', () => runCommissionJob(app.db, config.SITE_TZ, commissionClock())),
    ),
  ];
  // The first rollups run right after start rather than one interval later.
  void rollups.runOnce();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      for (const job of jobs) job.stop();
      depositExpiry.stop();
      payoutQuery.stop();
      await app.close();
      redis?.disconnect();
      if (lockFile) rmSync(lockFile, { force: true });
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const depositExpiry = startDepositExpiryJob(app);
  const payoutQuery = startPayoutQueryJob(app);
  app.log.info(
    `site at http://localhost:${config.PORT}/  back office at http://localhost:${config.PORT}/admin/  API docs at http://localhost:${config.PORT}/api/docs`,
  );
}

/** PGlite is one process's database: refuse to open a data folder another live server holds. */
function claimDataDir(lockFile: string, dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
      console.error(`Another server (pid ${pid}) is using ${dataDir}. Stop it first or set DATA_DIR.`);
      process.exit(75);
    }
  }
  writeFileSync(lockFile, String(process.pid));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
