import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config/env';
import { dbClassOptionsOf } from '../src/db/classes';
import type { Database } from '../src/db/client';
import { seedDatabase } from '../src/seeds';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** Builds the real app on a fresh test database (seeded like a first start). */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    seed?: boolean;
    redis?: Redis;
    beforeReady?: (app: FastifyInstance) => void;
    /** Serve the built apps (WEB_DIST / ADMIN_DIST in env point at a build). */
    serveApps?: boolean;
  } = {},
): Promise<TestApp> {
  // Session cache off by default: tests change sessions straight in the database.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    SESSION_CACHE_MS: '0',
    DASHBOARD_CACHE_MS: '0',
    ...options.env,
  });
  // The classes' pools and statement timeouts as configured (env), like the server (decision 0016).
  const database = await openTestDatabase({ classes: dbClassOptionsOf(config) });
  if (options.seed !== false) await seedDatabase(database, config);
  const app = await buildApp({ config, database, logger: false, redis: options.redis, serveApps: options.serveApps });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
    },
  };
}
