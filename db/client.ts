import path from 'node:path';
import Database from 'better-sqlite3';
import {
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
} from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';
import { semAcentos } from './sem-acentos.js';

export type Db = Kysely<DB>;

export type Motor = 'sqlite' | 'postgres';

export interface CreatedDb {
  db: Db;
  sqlite: Database.Database;
}

/** An open database of either engine: `sqlite` is the file's handle (null on PostgreSQL). */
export interface Banco {
  db: Db;
  motor: Motor;
  sqlite: Database.Database | null;
}

/**
 * The engine the environment chose: PostgreSQL when DATABASE_URL is set, else the SQLite file
 * `DATA_DIR/app.db` (the embedded default).
 */
export function abrirBanco(opcoes: {
  databaseUrl: string | null;
  dataDir: string;
  databasePoolSize: number;
  /** PostgreSQL: called each time a connection opens (the server logs the database's return). */
  aoConectar?: () => void;
}): Banco {
  if (opcoes.databaseUrl)
    return createPostgresDb(opcoes.databaseUrl, opcoes.databasePoolSize, opcoes.aoConectar);
  return { ...createDb(path.join(opcoes.dataDir, 'app.db')), motor: 'sqlite' };
}

// int8 (count(*), bigint ids and epoch-ms columns) and numeric (sum) come from pg as strings; every
// such value here fits a double, and the services expect numbers as SQLite gives them.
const INT8 = 20;
const NUMERIC = 1700;
const tipos = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** How long opening a PostgreSQL connection may take before the query fails (the pool waits forever by default). */
const PRAZO_CONEXAO_MS = 10_000;

/** PostgreSQL through a `pg` pool of `poolSize` connections (DATABASE_POOL_SIZE). */
export function createPostgresDb(url: string, poolSize = 10, aoConectar?: () => void): Banco {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: tipos,
    // A server that accepts the socket and never answers fails the request instead of holding it.
    connectionTimeoutMillis: PRAZO_CONEXAO_MS,
  });
  // An idle connection dropped by the server (restart, failover) is emitted here; without a
  // listener it would crash the process. The next query opens a new one.
  pool.on('error', () => {});
  // A connection checked out of the pool has no pool listener: a server that goes away between two
  // queries of a transaction (57P01 on a restart, a cut socket) would emit an unhandled 'error' and
  // kill the process. The query that uses it next fails instead (not queryable), the request answers
  // 503 (server/errors.ts) and the pool drops the connection when it comes back.
  pool.on('connect', (client) => {
    client.on('error', () => {});
    aoConectar?.();
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, motor: 'postgres', sqlite: null };
}

/** The engine behind a Kysely instance (or transaction): where the SQL must differ. */
// biome-ignore lint/suspicious/noExplicitAny: works on any schema, migrations included
export function motorDe(db: Kysely<any>): Motor {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Opens the SQLite file with the pragmas the product relies on (WAL, FKs, busy timeout). */
export function createDb(file: string): CreatedDb {
  const sqlite = new Database(file);
  applyPragmas(sqlite, file);
  const db = new Kysely<DB>({ dialect: new DialetoSqlite(sqlite) });
  return { db, sqlite };
}

/**
 * SQLite rolls a transaction back by itself on some errors (SQLITE_FULL, SQLITE_IOERR): Kysely's
 * ROLLBACK after it then fails with "cannot rollback - no transaction is active", and that error
 * replaces the real one in the log and in the answer. Here the rollback is skipped when there is
 * no transaction left to roll back.
 */
class DialetoSqlite extends SqliteDialect {
  readonly #sqlite: Database.Database;
  constructor(sqlite: Database.Database) {
    super({ database: reusingStatements(sqlite) });
    this.#sqlite = sqlite;
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (conexao: DatabaseConnection) => {
      if (this.#sqlite.inTransaction) await rollback(conexao);
    };
    return driver;
  }
}

const STATEMENT_CACHE_MAX = 500;

/**
 * Kysely prepares every query anew; preparing was 5–9% of a cached read's profile (npm run bench).
 * better-sqlite3 statements are reusable and run synchronously (Kysely never iterates one here), so
 * the statement of each SQL text is kept, bounded: the oldest text is dropped past the limit.
 */
function reusingStatements(sqlite: Database.Database): SqliteDatabase {
  const statements = new Map<string, Database.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
        if (statements.size > STATEMENT_CACHE_MAX)
          statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
  };
}

export function applyPragmas(sqlite: Database.Database, file = ''): void {
  if (file !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('cache_size = -16000');
  sqlite.pragma('temp_store = MEMORY');
  // The searches' sem_acentos(x) (on PostgreSQL: migration 024).
  sqlite.function('sem_acentos', { deterministic: true }, (x: unknown) =>
    typeof x === 'string' ? semAcentos(x) : x,
  );
}

/** Checkpoints the WAL into the main file and closes: used on graceful shutdown. */
export async function closeDb({ db, sqlite }: { db: Db; sqlite: Database.Database | null }): Promise<void> {
  try {
    sqlite?.pragma('wal_checkpoint(TRUNCATE)');
  } catch {
    // a read-only or already-closed database has nothing to checkpoint
  }
  await db.destroy();
}
