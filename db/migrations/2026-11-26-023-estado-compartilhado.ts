import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Frozen copy of the engine check (no live code): the PostgreSQL adapter, else SQLite. */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
const ehPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Short-lived protective state shared by every app process on one database (issue 19):
 * - limites: one rate-limit bucket per key, its hit count and the end of its window (epoch ms);
 * - captcha_usados: the signatures of the ALTCHA challenges already accepted, until they expire.
 * Expired rows are deleted by the daily job (a scan once a day: no index on expira_em to update on
 * every hit).
 *
 * On PostgreSQL both tables are UNLOGGED: written without WAL (each hit is a write on a hot path),
 * not replicated and emptied after a crash. Losing them costs what a restart costs today (counters
 * start over, a payload younger than 10 minutes could be replayed once), and they are never
 * backed up or copied. SQLite has no such option (and no need: it keeps them in memory).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function up(db: Kysely<any>): Promise<void> {
  const naoRegistrada = ehPostgres(db) ? sql`unlogged` : null;
  await db.schema
    .createTable('limites')
    .$call((t) => (naoRegistrada ? t.modifyFront(naoRegistrada) : t))
    .addColumn('chave', 'text', (c) => c.primaryKey())
    .addColumn('contagem', 'integer', (c) => c.notNull())
    .addColumn('expira_em', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('captcha_usados')
    .$call((t) => (naoRegistrada ? t.modifyFront(naoRegistrada) : t))
    .addColumn('assinatura', 'text', (c) => c.primaryKey())
    .addColumn('expira_em', 'integer', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('captcha_usados').execute();
  await db.schema.dropTable('limites').execute();
}
