import type { Kysely } from 'kysely';

/**
 * The admin panel reads the contact messages: when one was first opened (lida_em) and when the
 * admin marked it answered (respondida_em). NULL = not yet. Messages older than this migration
 * start unread.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mensagens_contato').addColumn('lida_em', 'text').execute();
  await db.schema.alterTable('mensagens_contato').addColumn('respondida_em', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mensagens_contato').dropColumn('respondida_em').execute();
  await db.schema.alterTable('mensagens_contato').dropColumn('lida_em').execute();
}
