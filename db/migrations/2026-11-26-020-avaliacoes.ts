import { type Kysely, sql } from 'kysely';

/**
 * Reviews people can trust (issue 16):
 * - `fornecedores.avaliacao_total` / `avaliacao_soma`: count and sum of the supplier's visible
 *   testimonials, kept exact by the testimonial service in each write's transaction (cards and the
 *   rating order read them without a per-request aggregate); filled here from the existing rows.
 * - `depoimentos.oculto` (hidden by moderation), `oculto_em`, and the advertiser's public reply
 *   (`resposta`, `resposta_em`).
 * - `depoimento_denuncias`: one report per user per testimonial; `situacao` 'aberta' until an
 *   admin decides ('mantida' when dismissed, 'ocultada' when the testimonial was hidden).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('fornecedores')
    .addColumn('avaliacao_total', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('fornecedores')
    .addColumn('avaliacao_soma', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('depoimentos')
    .addColumn('oculto', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('depoimentos').addColumn('oculto_em', 'text').execute();
  await db.schema.alterTable('depoimentos').addColumn('resposta', 'text').execute();
  await db.schema.alterTable('depoimentos').addColumn('resposta_em', 'text').execute();
  await sql`UPDATE fornecedores SET
      avaliacao_total = (SELECT count(*) FROM depoimentos d WHERE d.fornecedor_id = fornecedores.id),
      avaliacao_soma = (SELECT coalesce(sum(d.nota), 0) FROM depoimentos d WHERE d.fornecedor_id = fornecedores.id)`.execute(
    db,
  );
  await db.schema
    .createTable('depoimento_denuncias')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('depoimento_id', 'integer', (c) =>
      c.notNull().references('depoimentos.id').onDelete('cascade'),
    )
    .addColumn('usuario_id', 'integer', (c) => c.notNull().references('usuarios.id').onDelete('cascade'))
    .addColumn('motivo', 'text', (c) => c.notNull())
    .addColumn('observacao', 'text')
    .addColumn('situacao', 'text', (c) => c.notNull().defaultTo('aberta'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('denuncias_uma_por_usuario', ['depoimento_id', 'usuario_id'])
    .execute();
  await db.schema
    .createIndex('denuncias_situacao')
    .on('depoimento_denuncias')
    .columns(['situacao', 'depoimento_id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('depoimento_denuncias').execute();
  for (const coluna of ['resposta_em', 'resposta', 'oculto_em', 'oculto'])
    await db.schema.alterTable('depoimentos').dropColumn(coluna).execute();
  for (const coluna of ['avaliacao_soma', 'avaliacao_total'])
    await db.schema.alterTable('fornecedores').dropColumn(coluna).execute();
}
