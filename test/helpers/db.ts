import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import pg from 'pg';
import { inject } from 'vitest';
import { abrirBanco, createDb, type Motor } from '../../db/client.js';
import { migrateToLatest } from '../../db/migrator.js';
import { seedReference } from '../../db/seed/reference.js';
import { iniciarPostgresEmbutido } from '../../scripts/lib/postgres-embutido.js';
import { type AppDeps, createDeps } from '../../server/deps.js';
import { type Env, readEnv } from '../../server/env.js';
import { createLogger } from '../../server/logger.js';
import { BANCO_MODELO } from './postgres-global.js';

/** The engine under test: TEST_DB=postgres runs the suite on PostgreSQL (npm test runs both). */
export const motorDoTeste: Motor = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

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

let admin: pg.Pool | null = null;

/** This worker's connection to the run's server, for CREATE/DROP DATABASE (test/helpers/postgres-global.ts). */
function adminPostgres(): pg.Pool {
  admin ??= new pg.Pool({
    connectionString: `${inject('postgresUrl')}postgres`,
    max: 1,
    allowExitOnIdle: true,
  });
  return admin;
}

/**
 * A fresh database for one test: on SQLite a copy of the migrated file, on PostgreSQL a copy of the
 * template database (CREATE DATABASE … TEMPLATE, tens of ms) whose URL goes in DATABASE_URL.
 */
async function bancoDoTeste(
  dataDir: string,
): Promise<{ url: string | null; descartar: () => Promise<void> }> {
  if (motorDoTeste === 'sqlite') {
    copyFileSync(await baseDb(), path.join(dataDir, 'app.db'));
    return { url: null, descartar: async () => {} };
  }
  const nome = `t_${randomBytes(8).toString('hex')}`;
  await adminPostgres().query(`create database ${nome} template ${BANCO_MODELO}`);
  return {
    url: `${inject('postgresUrl')}${nome}`,
    // FORCE: a connection a test left open (a second pool it did not close) must not keep the copy.
    descartar: async () => {
      await adminPostgres().query(`drop database if exists ${nome} with (force)`);
    },
  };
}

/** A fresh migrated database (with the reference taxonomy) of the engine under test, in its own data dir, per test. */
export async function createTestDb(envOverrides: Record<string, string> = {}): Promise<TestDb> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vs-test-'));
  const banco = await bancoDoTeste(dataDir);
  const env = readEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    CAPTCHA_DISABLED: 'true',
    ...(banco.url ? { DATABASE_URL: banco.url } : {}),
    ...envOverrides,
  });
  const { db, sqlite, motor } = abrirBanco(env);
  const deps = createDeps({ db, sqlite, motor, env, logger: createLogger('silent') });
  return {
    deps,
    env,
    dataDir,
    cleanup: async () => {
      await db.destroy();
      await banco.descartar();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh PostgreSQL database (migrated, taxonomy seeded) whatever the engine under test, for the
 * tests that need PostgreSQL itself (several app processes on one database): with TEST_DB=postgres
 * a copy of the run's template; otherwise an embedded PostgreSQL of its own, stopped by cleanup.
 */
export async function createPostgresTestDb(envOverrides: Record<string, string> = {}): Promise<TestDb> {
  if (motorDoTeste === 'postgres') return createTestDb(envOverrides);
  const pg = await iniciarPostgresEmbutido({ banco: 'vs_processos' });
  try {
    const t = await createTestDb({ ...envOverrides, DATABASE_URL: pg.url });
    await migrateToLatest(t.deps.db);
    await seedReference(t.deps.db);
    return {
      ...t,
      cleanup: async () => {
        await t.cleanup();
        await pg.parar();
      },
    };
  } catch (err) {
    await pg.parar();
    throw err;
  }
}

/** The SQLite handle, for the tests that read the file directly (they run on SQLite only). */
export function sqliteDe(deps: Pick<AppDeps, 'sqlite'>): Database.Database {
  if (!deps.sqlite) throw new Error('este teste lê o SQLite diretamente');
  return deps.sqlite;
}
