import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { abrirBanco, createDb, type Db, type Motor } from '../../db/client.js';
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

/** The env of the app in a test: silent, no captcha, `dataDir` as its data dir. */
export function envDeTeste(dataDir: string, extras: Record<string, string> = {}) {
  return readEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    CAPTCHA_DISABLED: 'true',
    ...extras,
  });
}

/** A fresh migrated database (with the reference taxonomy) of the engine under test, in its own data dir, per test. */
export async function createTestDb(envOverrides: Record<string, string> = {}): Promise<TestDb> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vs-test-'));
  const banco = await bancoDoTeste(dataDir);
  const env = envDeTeste(dataDir, { ...(banco.url ? { DATABASE_URL: banco.url } : {}), ...envOverrides });
  const { db, sqlite, motor } = abrirBanco(env);
  const deps = createDeps({ db, sqlite, motor, env, logger: createLogger('silent') });
  return {
    deps,
    env,
    dataDir,
    cleanup: async () => {
      await deps.emails.parar();
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

/**
 * Tables any request may write, a refused or read-only one included (sessions touched, rate-limit
 * counters, used captcha payloads): left out of the "changed nothing" comparisons.
 */
export const TABELAS_DE_CONTROLE = ['sessoes', 'limites', 'captcha_usados'];

/** The app's tables (not Kysely's migration bookkeeping), by name: the same list on both engines. */
export async function tabelasDe(db: Db): Promise<string[]> {
  const tabelas = await db.introspection.getTables();
  return tabelas
    .filter((t) => !t.isView)
    .map((t) => t.name)
    .sort();
}

/** The columns of a table in their order, on both engines. */
export async function colunasDe(db: Db, tabela: string): Promise<string[]> {
  const tabelas = await db.introspection.getTables();
  const achada = tabelas.find((t) => t.name === tabela);
  if (!achada) throw new Error(`tabela ${tabela} não existe`);
  return achada.columns.map((c) => c.name);
}

/**
 * Every row of a table, sorted by its JSON: PostgreSQL returns rows without ORDER BY in any order
 * (an UPDATE moves them), so "unchanged data" compares equal on both engines only once sorted.
 */
export async function linhasDe(db: Db, tabela: string): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(tabela)}`.execute(db);
  return rows
    .map((r) => [JSON.stringify(r), r] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, r]) => r);
}

/**
 * Makes every INSERT into `tabela` fail (an error raised by a trigger named `nome`), to roll a save
 * back midway: SQLite's RAISE(ABORT) in a trigger, PostgreSQL's RAISE EXCEPTION in a plpgsql one.
 */
export async function falharAoInserir(db: Db, tabela: string, nome: string): Promise<void> {
  if (motorDoTeste === 'sqlite') {
    await sql`CREATE TRIGGER ${sql.id(nome)} BEFORE INSERT ON ${sql.table(tabela)}
              BEGIN SELECT RAISE(ABORT, 'falha simulada'); END`.execute(db);
    return;
  }
  await sql`CREATE OR REPLACE FUNCTION teste_falha() RETURNS trigger LANGUAGE plpgsql
            AS $$ BEGIN RAISE EXCEPTION 'falha simulada'; END $$`.execute(db);
  await sql`CREATE TRIGGER ${sql.id(nome)} BEFORE INSERT ON ${sql.table(tabela)}
            FOR EACH ROW EXECUTE FUNCTION teste_falha()`.execute(db);
}

/**
 * `db` that counts its open transactions (`transaction().execute`, also through `withPlugin`): what
 * "a transaction is open" means on PostgreSQL, whose pool has no flag like SQLite's `inTransaction`.
 */
export function contandoTransacoes(db: Db): { db: Db; abertas: () => number } {
  let abertas = 0;
  // biome-ignore lint/suspicious/noExplicitAny: wraps Kysely's builders whatever their type
  const construtor = (b: any): any =>
    new Proxy(b, {
      get(alvo, nome) {
        const v = Reflect.get(alvo, nome, alvo);
        if (typeof v !== 'function') return v;
        if (nome === 'execute')
          return async (...args: unknown[]) => {
            abertas++;
            try {
              return await v.apply(alvo, args);
            } finally {
              abertas--;
            }
          };
        return (...args: unknown[]) => construtor(v.apply(alvo, args));
      },
    });
  const envolver = (d: Db): Db =>
    new Proxy(d, {
      get(alvo, nome) {
        const v = Reflect.get(alvo, nome, alvo);
        if (nome === 'transaction') return () => construtor(alvo.transaction());
        if (nome === 'withPlugin')
          return (p: Parameters<Db['withPlugin']>[0]) => envolver(alvo.withPlugin(p));
        return typeof v === 'function' ? v.bind(alvo) : v;
      },
    });
  return { db: envolver(db), abertas: () => abertas };
}

/** Removes the trigger `falharAoInserir` created. */
export async function voltarAInserir(db: Db, tabela: string, nome: string): Promise<void> {
  if (motorDoTeste === 'sqlite') await sql`DROP TRIGGER ${sql.id(nome)}`.execute(db);
  else await sql`DROP TRIGGER ${sql.id(nome)} ON ${sql.table(tabela)}`.execute(db);
}
