import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { createDb } from '../../db/client.js';
import { migrateToLatest } from '../../db/migrator.js';
import { seedReference } from '../../db/seed/reference.js';
import { type AppDeps, createDeps } from '../../server/deps.js';
import { type Env, readEnv } from '../../server/env.js';
import { createLogger } from '../../server/logger.js';

let basePath: string | null = null;

/** One migrated and taxonomy-seeded database per worker; every test copies it. */
async function baseDb(): Promise<string> {
  if (basePath && existsSync(basePath)) return basePath;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vs-base-'));
  const file = path.join(dir, 'base.db');
  const created = createDb(file);
  await migrateToLatest(created.db);
  await seedReference(created.db);
  created.sqlite.pragma('wal_checkpoint(TRUNCATE)');
  created.sqlite.pragma('journal_mode = DELETE');
  await created.db.destroy();
  basePath = file;
  return file;
}

export interface TestDb {
  deps: AppDeps;
  env: Env;
  dataDir: string;
  cleanup: () => Promise<void>;
}

/** A fresh migrated SQLite (with the reference taxonomy) in its own data dir, per test. */
export async function createTestDb(envOverrides: Record<string, string> = {}): Promise<TestDb> {
  const base = await baseDb();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vs-test-'));
  const file = path.join(dataDir, 'app.db');
  copyFileSync(base, file);
  const env = readEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    CAPTCHA_DISABLED: 'true',
    ...envOverrides,
  });
  const { db, sqlite } = createDb(file);
  const deps = createDeps({ db, sqlite, env, logger: createLogger('silent') });
  return {
    deps,
    env,
    dataDir,
    cleanup: async () => {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The SQLite handle, for the tests that read the file directly (they run on SQLite only). */
export function sqliteDe(deps: Pick<AppDeps, 'sqlite'>): Database.Database {
  if (!deps.sqlite) throw new Error('este teste lê o SQLite diretamente');
  return deps.sqlite;
}
