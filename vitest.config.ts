import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // TEST_DB=postgres: one embedded PostgreSQL per run, a template database per test (test/helpers/db.ts).
    globalSetup: ['test/helpers/postgres-global.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20000,
    hookTimeout: 30000,
    pool: 'forks',
    // On PostgreSQL a test spends much of its time waiting on the server, so one worker more than
    // the cores (vitest's default is one fewer) keeps them busy: 354 s → 218 s for the suite on 2 cores.
    ...(process.env.TEST_DB === 'postgres' ? { maxWorkers: availableParallelism() + 1 } : {}),
    env: { LOG_LEVEL: 'silent', NODE_ENV: 'test' },
  },
});
