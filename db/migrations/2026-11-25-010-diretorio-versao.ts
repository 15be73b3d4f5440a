import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Frozen copy of the engine check (no live code): the PostgreSQL adapter, else SQLite. */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
const ehPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** A trigger statement in SQLite syntax, run on SQLite only (PostgreSQL never had these triggers). */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
async function gatilhoSqlite(db: Kysely<any>, comando: string): Promise<void> {
  if (!ehPostgres(db)) await sql.raw(comando).execute(db);
}

/**
 * A version counter of the public directory, bumped by triggers whenever suppliers, their tags,
 * the taxonomy or an owner's active state change. The list's in-memory search index compares it
 * (one indexed read) and rebuilds itself only when it moved, in every process.
 * SQLite trigger syntax; a Postgres dialect needs the equivalent trigger function.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('diretorio_versao')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('versao', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('diretorio_versao').values({ id: 1, versao: 0 }).execute();
  const bump = 'UPDATE diretorio_versao SET versao = versao + 1 WHERE id = 1;';
  const gatilhos: [string, string][] = [
    ['fornecedores_ins', 'AFTER INSERT ON fornecedores'],
    ['fornecedores_upd', 'AFTER UPDATE ON fornecedores'],
    ['fornecedores_del', 'AFTER DELETE ON fornecedores'],
    ['fornecedor_tags_ins', 'AFTER INSERT ON fornecedor_tags'],
    ['fornecedor_tags_upd', 'AFTER UPDATE ON fornecedor_tags'],
    ['fornecedor_tags_del', 'AFTER DELETE ON fornecedor_tags'],
    ['usuarios_ativo_upd', 'AFTER UPDATE OF deleted_at ON usuarios'],
    ['usuarios_del', 'AFTER DELETE ON usuarios'],
    ['tags_ins', 'AFTER INSERT ON tags'],
    ['tags_upd', 'AFTER UPDATE ON tags'],
    ['tags_del', 'AFTER DELETE ON tags'],
    ['categorias_tag_upd', 'AFTER UPDATE ON categorias_tag'],
  ];
  for (const [nome, quando] of gatilhos) {
    await gatilhoSqlite(db, `CREATE TRIGGER diretorio_versao_${nome} ${quando} BEGIN ${bump} END`);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function down(db: Kysely<any>): Promise<void> {
  for (const nome of [
    'fornecedores_ins',
    'fornecedores_upd',
    'fornecedores_del',
    'fornecedor_tags_ins',
    'fornecedor_tags_upd',
    'fornecedor_tags_del',
    'usuarios_ativo_upd',
    'usuarios_del',
    'tags_ins',
    'tags_upd',
    'tags_del',
    'categorias_tag_upd',
  ]) {
    await gatilhoSqlite(db, `DROP TRIGGER IF EXISTS diretorio_versao_${nome}`);
  }
  await db.schema.dropTable('diretorio_versao').execute();
}
