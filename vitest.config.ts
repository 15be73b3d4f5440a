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
    env: { LOG_LEVEL: 'silent', NODE_ENV: 'test' },
  },
});
