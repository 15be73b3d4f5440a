import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** Frozen copy of the engine check (no live code): the PostgreSQL adapter, else SQLite. */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
const ehPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** A trigger statement in SQLite syntax, run on SQLite only (PostgreSQL never had these triggers). */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
async function gatilhoSqlite(db: Kysely<any>, comando: string): Promise<void> {
  if (!ehPostgres(db)) await sql.raw(comando).execute(db);
}

/** How many versions of changes are kept (migration 012's value, copied: migrations import no code). */
const MUDANCAS_GUARDADAS = 10_000;

/**
 * Which suppliers each page-contents version (diretorio_versao id 2, migration 011) changed, as
 * migration 012 does for the directory: a testimonial on one supplier no longer invalidates the
 * cached page of every other. NULL = all (a link category changed). SQLite trigger syntax.
 */
const BUMP = 'UPDATE diretorio_versao SET versao = versao + 1 WHERE id = 2;';
const ATUAL = '(SELECT versao FROM diretorio_versao WHERE id = 2)';
const PODA = `DELETE FROM vitrine_mudancas WHERE versao <= ${ATUAL} - ${MUDANCAS_GUARDADAS};`;
const registra = (fornecedor: string) =>
  `INSERT INTO vitrine_mudancas (versao, fornecedor_id) VALUES (${ATUAL}, ${fornecedor});`;
/** A person's name shows on their own suppliers' pages and on those they reviewed. */
const registraDaPessoa = (usuario: string) =>
  `INSERT INTO vitrine_mudancas (versao, fornecedor_id)
     SELECT ${ATUAL}, id FROM fornecedores WHERE usuario_id = ${usuario}
     UNION SELECT ${ATUAL}, fornecedor_id FROM depoimentos WHERE usuario_id = ${usuario};`;

const porFilho = (tabela: string, prefixo: string): [string, string, string][] => [
  [`${prefixo}_ins`, `AFTER INSERT ON ${tabela}`, registra('NEW.fornecedor_id')],
  [
    `${prefixo}_upd`,
    `AFTER UPDATE ON ${tabela}`,
    registra('NEW.fornecedor_id') + registra('OLD.fornecedor_id'),
  ],
  [`${prefixo}_del`, `AFTER DELETE ON ${tabela}`, registra('OLD.fornecedor_id')],
];

// name (as in migration 011), event, what it logs (besides the bump)
const GATILHOS: [string, string, string][] = [
  ...porFilho('fornecedor_links', 'links'),
  ...porFilho('galeria_midias', 'galeria'),
  ...porFilho('faqs', 'faqs'),
  ...porFilho('depoimentos', 'depoimentos'),
  ['usuarios_nome_upd', 'AFTER UPDATE OF nome ON usuarios', registraDaPessoa('NEW.id')],
  ['categorias_link_upd', 'AFTER UPDATE ON categorias_link', registra('NULL')],
];

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('vitrine_mudancas')
    .addColumn('versao', 'integer', (c) => c.notNull())
    .addColumn('fornecedor_id', 'integer')
    .execute();
  await db.schema.createIndex('vitrine_mudancas_versao').on('vitrine_mudancas').column('versao').execute();
  for (const [nome, quando, log] of GATILHOS) {
    await gatilhoSqlite(db, `DROP TRIGGER IF EXISTS vitrine_versao_${nome}`);
    await gatilhoSqlite(
      db,
      `CREATE TRIGGER vitrine_versao_${nome} ${quando} BEGIN ${BUMP} ${log} ${PODA} END`,
    );
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function down(db: Kysely<any>): Promise<void> {
  for (const [nome, quando] of GATILHOS) {
    await gatilhoSqlite(db, `DROP TRIGGER IF EXISTS vitrine_versao_${nome}`);
    await gatilhoSqlite(db, `CREATE TRIGGER vitrine_versao_${nome} ${quando} BEGIN ${BUMP} END`);
  }
  await db.schema.dropTable('vitrine_mudancas').execute();
}
