import type { Kysely } from 'kysely';

/**
 * Analytics without a tracking cookie, and retention:
 * - rastreio_sal: the random salt of one São Paulo day (the visitor id is a keyed hash of address,
 *   user agent and site under it); a day's row is deleted once the day is over.
 * - page_views_diarios, link_clicks_diarios, fornecedor_visitas_diarias: daily counts that replace
 *   raw events older than 25 months (the statistics read them for old days).
 * - rotinas: one row per scheduled job; updating it first serialises two processes running it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rastreio_sal')
    .addColumn('dia', 'text', (c) => c.primaryKey())
    .addColumn('sal', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('page_views_diarios')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('dia', 'text', (c) => c.notNull())
    .addColumn('page_type', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text')
    .addColumn('fornecedor_id', 'integer', (c) => c.references('fornecedores.id').onDelete('cascade'))
    .addColumn('total', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('page_views_diarios_tipo_dia')
    .on('page_views_diarios')
    .columns(['page_type', 'dia'])
    .execute();
  await db.schema
    .createIndex('page_views_diarios_fornecedor_dia')
    .on('page_views_diarios')
    .columns(['fornecedor_id', 'dia'])
    .execute();

  await db.schema
    .createTable('link_clicks_diarios')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('dia', 'text', (c) => c.notNull())
    .addColumn('fornecedor_id', 'integer', (c) =>
      c.notNull().references('fornecedores.id').onDelete('cascade'),
    )
    .addColumn('link_id', 'integer', (c) => c.references('fornecedor_links.id').onDelete('set null'))
    .addColumn('link_type', 'text', (c) => c.notNull())
    .addColumn('link_text', 'text')
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('unicos', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('link_clicks_diarios_fornecedor_dia')
    .on('link_clicks_diarios')
    .columns(['fornecedor_id', 'dia'])
    .execute();

  await db.schema
    .createTable('fornecedor_visitas_diarias')
    .addColumn('fornecedor_id', 'integer', (c) =>
      c.notNull().references('fornecedores.id').onDelete('cascade'),
    )
    .addColumn('dia', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('visitantes', 'integer', (c) => c.notNull())
    .addColumn('cliques', 'integer', (c) => c.notNull())
    .addColumn('visitantes_cliques', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('fornecedor_visitas_diarias_pk', ['fornecedor_id', 'dia'])
    .execute();

  await db.schema
    .createTable('rotinas')
    .addColumn('nome', 'text', (c) => c.primaryKey())
    .addColumn('executada_em', 'text')
    .execute();
  await db.insertInto('rotinas').values({ nome: 'diaria', executada_em: null }).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'rotinas',
    'fornecedor_visitas_diarias',
    'link_clicks_diarios',
    'page_views_diarios',
    'rastreio_sal',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
