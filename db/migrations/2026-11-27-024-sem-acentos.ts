import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Frozen copy of the engine check (no live code): the PostgreSQL adapter, else SQLite. */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
const ehPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * `sem_acentos(text)` for the admin and inbox searches (db/sem-acentos.ts). SQLite gets it per
 * connection from JavaScript (db/client.ts), so only PostgreSQL needs it here. `translate` first,
 * for both cases: `lower` follows the database's locale, which may fold only ASCII (locale C).
 */
const COM = 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ';
const SEM = 'AAAAAAEEEEIIIIOOOOOUUUUCNYaaaaaaeeeeiiiiooooouuuucnyy';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function up(db: Kysely<any>): Promise<void> {
  if (!ehPostgres(db)) return;
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION sem_acentos(t text) RETURNS text
       LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
       AS $$ SELECT lower(translate(t, '${COM}', '${SEM}')) $$`,
    )
    .execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function down(db: Kysely<any>): Promise<void> {
  if (!ehPostgres(db)) return;
  await sql`DROP FUNCTION IF EXISTS sem_acentos(text)`.execute(db);
}
