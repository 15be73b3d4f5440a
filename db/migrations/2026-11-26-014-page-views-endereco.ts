import { type Kysely, sql } from 'kysely';

/**
 * A view that came without the tracking cookie has no session to tell repeats apart, so it is
 * deduplicated by a keyed hash of the client address (HMAC-SHA256, never the address itself).
 * NULL on views that carried the cookie. The partial index serves the repeat check
 * (address, day) and stays as small as the cookieless traffic.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('page_views').addColumn('endereco_hash', 'text').execute();
  await db.schema
    .createIndex('page_views_endereco_dia')
    .on('page_views')
    .columns(['endereco_hash', 'dia'])
    .where(sql.ref('endereco_hash'), 'is not', null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('page_views_endereco_dia').execute();
  await db.schema.alterTable('page_views').dropColumn('endereco_hash').execute();
}
