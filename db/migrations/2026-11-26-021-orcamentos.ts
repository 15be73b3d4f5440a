import type { Kysely } from 'kysely';

/**
 * Quote requests (issue 17): a visitor asks one showcase for a quote. Only the showcase's owner and
 * admins read them. `token_hash` is the SHA-256 of the sender's delete link token (the token itself
 * is only in the sender's e-mail). Deleted after LEAD_RETENTION_DAYS by the server's daily job.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('orcamentos')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('fornecedor_id', 'integer', (c) =>
      c.notNull().references('fornecedores.id').onDelete('cascade'),
    )
    .addColumn('usuario_id', 'integer', (c) => c.references('usuarios.id').onDelete('set null'))
    .addColumn('nome', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('telefone', 'text')
    .addColumn('ramo', 'text')
    .addColumn('cidade', 'text')
    .addColumn('uf', 'text')
    .addColumn('mensagem', 'text', (c) => c.notNull())
    .addColumn('contato_preferido', 'text', (c) => c.notNull())
    .addColumn('consentimento_em', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('nova'))
    .addColumn('lida_em', 'text')
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('orcamentos_fornecedor_criado')
    .on('orcamentos')
    .columns(['fornecedor_id', 'created_at'])
    .execute();
  await db.schema.createIndex('orcamentos_criado').on('orcamentos').column('created_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('orcamentos').execute();
}
