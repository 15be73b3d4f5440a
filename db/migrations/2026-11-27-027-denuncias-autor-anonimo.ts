import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Frozen copy of the engine check (no live code): the PostgreSQL adapter, else SQLite. */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
const ehPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * A report (`depoimento_denuncias`) outlives its author: `usuario_id` becomes nullable and its
 * foreign key goes from ON DELETE CASCADE to ON DELETE SET NULL, so deleting an account keeps the
 * reports it made, with no author. SQLite cannot alter a column or a foreign key: the table is
 * rebuilt with the same rows (nothing references it); PostgreSQL alters it in place.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function up(db: Kysely<any>): Promise<void> {
  if (ehPostgres(db)) {
    await sql`ALTER TABLE depoimento_denuncias ALTER COLUMN usuario_id DROP NOT NULL`.execute(db);
    await sql`ALTER TABLE depoimento_denuncias DROP CONSTRAINT IF EXISTS depoimento_denuncias_usuario_id_fkey`.execute(
      db,
    );
    await sql`ALTER TABLE depoimento_denuncias ADD CONSTRAINT depoimento_denuncias_usuario_id_fkey
      FOREIGN KEY (usuario_id) REFERENCES usuarios (id) ON DELETE SET NULL`.execute(db);
    return;
  }
  await db.schema
    .createTable('depoimento_denuncias_027')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('depoimento_id', 'integer', (c) =>
      c.notNull().references('depoimentos.id').onDelete('cascade'),
    )
    .addColumn('usuario_id', 'integer', (c) => c.references('usuarios.id').onDelete('set null'))
    .addColumn('motivo', 'text', (c) => c.notNull())
    .addColumn('observacao', 'text')
    .addColumn('situacao', 'text', (c) => c.notNull().defaultTo('aberta'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('denuncias_uma_por_usuario', ['depoimento_id', 'usuario_id'])
    .execute();
  await sql`INSERT INTO depoimento_denuncias_027
      (id, depoimento_id, usuario_id, motivo, observacao, situacao, created_at)
    SELECT id, depoimento_id, usuario_id, motivo, observacao, situacao, created_at
    FROM depoimento_denuncias`.execute(db);
  await db.schema.dropTable('depoimento_denuncias').execute();
  await db.schema.alterTable('depoimento_denuncias_027').renameTo('depoimento_denuncias').execute();
  await db.schema
    .createIndex('denuncias_situacao')
    .on('depoimento_denuncias')
    .columns(['situacao', 'depoimento_id'])
    .execute();
}
