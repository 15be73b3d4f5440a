import type { Kysely } from 'kysely';

/**
 * Earlier slugs of each showcase: a rename moves `fornecedores.slug` and keeps the old one here,
 * so /solucao/{old} redirects to the current address and the API still finds the supplier. The
 * slug is the primary key: an old slug belongs to one supplier only. Deleting the supplier frees
 * its old slugs (foreign keys are on: db/client.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('fornecedor_slugs_antigos')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('fornecedor_id', 'integer', (c) =>
      c.notNull().references('fornecedores.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('fornecedor_slugs_antigos_fornecedor')
    .on('fornecedor_slugs_antigos')
    .column('fornecedor_id')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('fornecedor_slugs_antigos').execute();
}
