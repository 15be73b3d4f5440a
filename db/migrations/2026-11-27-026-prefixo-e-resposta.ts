import type { Kysely } from 'kysely';

/**
 * - page_views.prefixo, link_clicks.prefixo: the day's keyed hash of the client's network prefix
 *   (IPv4 /24, IPv6 /48), never the address: how many new visitors one network may add to a
 *   showcase in a day is capped by it. Null on rows written before.
 * - depoimentos.resposta_por: who wrote the reply (the owner, or an admin: then the page labels it
 *   "Resposta da equipe"). Null on replies written before: they were shown as the owner's.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function up(db: Kysely<any>): Promise<void> {
  // Written to run again on a database that already has the columns (as the migrations after 023 are).
  const tabelas = await db.introspection.getTables();
  const tem = (tabela: string, coluna: string) =>
    tabelas.some((t) => t.name === tabela && t.columns.some((c) => c.name === coluna));
  for (const tabela of ['page_views', 'link_clicks']) {
    if (!tem(tabela, 'prefixo')) await db.schema.alterTable(tabela).addColumn('prefixo', 'text').execute();
    await db.schema
      .createIndex(`${tabela}_prefixo_dia`)
      .ifNotExists()
      .on(tabela)
      .columns(['prefixo', 'dia'])
      .execute();
  }
  if (!tem('depoimentos', 'resposta_por'))
    await db.schema
      .alterTable('depoimentos')
      .addColumn('resposta_por', 'integer', (c) => c.references('usuarios.id').onDelete('set null'))
      .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('depoimentos').dropColumn('resposta_por').execute();
  for (const tabela of ['page_views', 'link_clicks']) {
    await db.schema.dropIndex(`${tabela}_prefixo_dia`).execute();
    await db.schema.alterTable(tabela).dropColumn('prefixo').execute();
  }
}
