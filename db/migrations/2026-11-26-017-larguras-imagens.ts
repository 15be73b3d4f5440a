import type { Kysely } from 'kysely';

/**
 * The widths of the WebP variants written beside each photo (JSON list, e.g. "[320,640,1280]"):
 * the profile photo's in `fornecedores`, each gallery image's in `galeria_midias`. NULL = no
 * variants (videos, animations, uploads older than this migration until `npm run
 * images:variantes` writes theirs): the page then shows the original only.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('fornecedores').addColumn('foto_perfil_larguras', 'text').execute();
  await db.schema.alterTable('galeria_midias').addColumn('larguras', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('galeria_midias').dropColumn('larguras').execute();
  await db.schema.alterTable('fornecedores').dropColumn('foto_perfil_larguras').execute();
}
