import type { Kysely } from 'kysely';

/**
 * Draft showcases (issue 15): `publicado` 0 = draft, seen only by its owner and admins; 1 =
 * public. Existing rows (and the seeds, gen-data and the bench, which do not set it) are
 * published by the default; the editor's "Criar nova vitrine" inserts drafts explicitly.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('fornecedores')
    .addColumn('publicado', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('fornecedores').dropColumn('publicado').execute();
}
