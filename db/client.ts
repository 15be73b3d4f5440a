import Database from 'better-sqlite3';
import { Kysely, type SqliteDatabase, SqliteDialect } from 'kysely';
import type { DB } from './schema.js';

export type Db = Kysely<DB>;

export interface CreatedDb {
  db: Db;
  sqlite: Database.Database;
}

/** Opens the SQLite file with the pragmas the product relies on (WAL, FKs, busy timeout). */
export function createDb(file: string): CreatedDb {
  const sqlite = new Database(file);
  applyPragmas(sqlite, file);
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: reusingStatements(sqlite) }) });
  return { db, sqlite };
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
}

/** Checkpoints the WAL into the main file and closes: used on graceful shutdown. */
export async function closeDb({ db, sqlite }: CreatedDb): Promise<void> {
  try {
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
  } catch {
    // a read-only or already-closed database has nothing to checkpoint
  }
  await db.destroy();
}
