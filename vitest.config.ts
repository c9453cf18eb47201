import { defineConfig } from 'vitest/config';

// Unit tests have no I/O. Integration tests run once on in-memory PGlite and, when
// TEST_DATABASE_URL is set, a second time on PostgreSQL (each test file gets its own database).
// PGlite costs ~0.8 GB per open instance, so integration files run at most two at a time.
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

const integrationFiles = ['apps/**/*.integration.test.ts', 'packages/**/*.integration.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['apps/**/*.test.ts', 'packages/**/*.test.ts', 'apps/**/*.test.tsx'],
          exclude: ['**/node_modules/**', '**/*.integration.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration-pglite',
          sequence: { groupOrder: 1 },
          include: integrationFiles,
          exclude: ['**/node_modules/**'],
          env: { TEST_DB_DRIVER: 'pglite' },
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      ...(hasPostgres
        ? [
            {
              test: {
                name: 'integration-pg',
                sequence: { groupOrder: 2 },
                include: integrationFiles,
                exclude: ['**/node_modules/**'],
                env: { TEST_DB_DRIVER: 'pg' },
                maxWorkers: 2,
                testTimeout: 120_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 3 },
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          // A page waits for its data: on a loaded 2-core machine a poll's default 1 s is too short for
          // what a member would still see arrive (the assertions are unchanged; they may wait longer).
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
