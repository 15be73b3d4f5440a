import type { Kysely } from 'kysely';

/**
 * The e-mail queue (issue 28 §3, a transactional outbox): every e-mail is a row written in the same
 * transaction as the change that causes it; a sender in each serving process delivers it after the
 * commit (SMTP or the DATA_DIR/outbox folder), retrying with backoff until `desiste_em` (24 h),
 * then `estado` = 'falhou'. A sender claims a row by writing its name in `reservado_por` and a
 * lease in `reservado_ate` (one UPDATE; FOR UPDATE SKIP LOCKED on PostgreSQL), so two processes
 * never deliver the same row. `mensagem_contato_id`: the contact message whose `enviado_em` is set
 * when this row is delivered.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function up(db: Kysely<any>): Promise<void> {
  // Written to run again on a database that already has the table (as the migrations after 023 are).
  await db.schema
    .createTable('emails')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('destinatario', 'text', (c) => c.notNull())
    .addColumn('assunto', 'text', (c) => c.notNull())
    .addColumn('texto', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('responder_para', 'text')
    .addColumn('links', 'text')
    .addColumn('mensagem_contato_id', 'integer', (c) =>
      c.references('mensagens_contato.id').onDelete('set null'),
    )
    .addColumn('estado', 'text', (c) => c.notNull().defaultTo('pendente'))
    .addColumn('tentativas', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('proxima_em', 'text', (c) => c.notNull())
    .addColumn('desiste_em', 'text', (c) => c.notNull())
    .addColumn('reservado_por', 'text')
    .addColumn('reservado_ate', 'text')
    .addColumn('ultimo_erro', 'text')
    .addColumn('enviado_em', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // the sender's scan (pending and due) and the panel's counts and lists
  await db.schema
    .createIndex('emails_estado_proxima')
    .ifNotExists()
    .on('emails')
    .columns(['estado', 'proxima_em'])
    .execute();
  await db.schema
    .createIndex('emails_destinatario')
    .ifNotExists()
    .on('emails')
    .column('destinatario')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('emails').execute();
}
