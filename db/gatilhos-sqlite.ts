import { type Kysely, sql } from 'kysely';
import { motorDe } from './client.js';

/**
 * A trigger statement of migrations 010–013 and 016 (SQLite syntax), run on SQLite only: on
 * PostgreSQL those triggers never existed, the services record their changes (migration 016).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema version
export async function gatilhoSqlite(db: Kysely<any>, comando: string): Promise<void> {
  if (motorDe(db) === 'sqlite') await sql.raw(comando).execute(db);
}
