import type { Kysely } from 'kysely';
import { gatilhoSqlite } from '../gatilhos-sqlite.js';
import { MUDANCAS_GUARDADAS } from './2026-11-26-012-diretorio-mudancas.js';

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
