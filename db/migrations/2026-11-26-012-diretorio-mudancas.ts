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
 * Which suppliers each directory version changed, so the in-memory index reloads only those
 * instead of all of them (a full rebuild reads every supplier: ~1 s at 100,000). The triggers of
 * migration 010 are recreated to log, with every bump, the supplier ids it touched; a NULL id
 * means "everything" (the taxonomy changed). The log keeps the last GUARDADAS versions: an index
 * further behind rebuilds in full. SQLite trigger syntax (see migration 010).
 */
const MUDANCAS_GUARDADAS = 10_000;

const BUMP = 'UPDATE diretorio_versao SET versao = versao + 1 WHERE id = 1;';
const ATUAL = '(SELECT versao FROM diretorio_versao WHERE id = 1)';
const PODA = `DELETE FROM diretorio_mudancas WHERE versao <= ${ATUAL} - ${MUDANCAS_GUARDADAS};`;
const registra = (fornecedor: string) =>
  `INSERT INTO diretorio_mudancas (versao, fornecedor_id) VALUES (${ATUAL}, ${fornecedor});`;
/** Every supplier of the owner whose active state changed. */
const registraDoDono = (dono: string) =>
  `INSERT INTO diretorio_mudancas (versao, fornecedor_id) SELECT ${ATUAL}, id FROM fornecedores WHERE usuario_id = ${dono};`;

// name, event, what it logs (besides the bump)
const GATILHOS: [string, string, string][] = [
  ['fornecedores_ins', 'AFTER INSERT ON fornecedores', registra('NEW.id')],
  ['fornecedores_upd', 'AFTER UPDATE ON fornecedores', registra('NEW.id') + registra('OLD.id')],
  ['fornecedores_del', 'AFTER DELETE ON fornecedores', registra('OLD.id')],
  ['fornecedor_tags_ins', 'AFTER INSERT ON fornecedor_tags', registra('NEW.fornecedor_id')],
  [
    'fornecedor_tags_upd',
    'AFTER UPDATE ON fornecedor_tags',
    registra('NEW.fornecedor_id') + registra('OLD.fornecedor_id'),
  ],
  ['fornecedor_tags_del', 'AFTER DELETE ON fornecedor_tags', registra('OLD.fornecedor_id')],
  ['usuarios_ativo_upd', 'AFTER UPDATE OF deleted_at ON usuarios', registraDoDono('NEW.id')],
  ['usuarios_del', 'AFTER DELETE ON usuarios', registraDoDono('OLD.id')],
  ['tags_ins', 'AFTER INSERT ON tags', registra('NULL')],
  ['tags_upd', 'AFTER UPDATE ON tags', registra('NULL')],
  ['tags_del', 'AFTER DELETE ON tags', registra('NULL')],
  ['categorias_tag_upd', 'AFTER UPDATE ON categorias_tag', registra('NULL')],
];

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('diretorio_mudancas')
    .addColumn('versao', 'integer', (c) => c.notNull())
    .addColumn('fornecedor_id', 'integer')
    .execute();
  await db.schema
    .createIndex('diretorio_mudancas_versao')
    .on('diretorio_mudancas')
    .column('versao')
    .execute();
  for (const [nome, quando, log] of GATILHOS) {
    await gatilhoSqlite(db, `DROP TRIGGER IF EXISTS diretorio_versao_${nome}`);
    await gatilhoSqlite(
      db,
      `CREATE TRIGGER diretorio_versao_${nome} ${quando} BEGIN ${BUMP} ${log} ${PODA} END`,
    );
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function down(db: Kysely<any>): Promise<void> {
  for (const [nome, quando] of GATILHOS) {
    await gatilhoSqlite(db, `DROP TRIGGER IF EXISTS diretorio_versao_${nome}`);
    await gatilhoSqlite(db, `CREATE TRIGGER diretorio_versao_${nome} ${quando} BEGIN ${BUMP} END`);
  }
  await db.schema.dropTable('diretorio_mudancas').execute();
}
