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
 * A second counter (diretorio_versao id 2) for everything a supplier page shows besides the
 * directory index: links, gallery, FAQs, testimonials and people's names. The supplier-page cache
 * is valid while both counters stay put. SQLite trigger syntax (see migration 010).
 */
const GATILHOS: [string, string][] = [
  ['links_ins', 'AFTER INSERT ON fornecedor_links'],
  ['links_upd', 'AFTER UPDATE ON fornecedor_links'],
  ['links_del', 'AFTER DELETE ON fornecedor_links'],
  ['galeria_ins', 'AFTER INSERT ON galeria_midias'],
  ['galeria_upd', 'AFTER UPDATE ON galeria_midias'],
  ['galeria_del', 'AFTER DELETE ON galeria_midias'],
  ['faqs_ins', 'AFTER INSERT ON faqs'],
  ['faqs_upd', 'AFTER UPDATE ON faqs'],
  ['faqs_del', 'AFTER DELETE ON faqs'],
  ['depoimentos_ins', 'AFTER INSERT ON depoimentos'],
  ['depoimentos_upd', 'AFTER UPDATE ON depoimentos'],
  ['depoimentos_del', 'AFTER DELETE ON depoimentos'],
  ['usuarios_nome_upd', 'AFTER UPDATE OF nome ON usuarios'],
  ['categorias_link_upd', 'AFTER UPDATE ON categorias_link'],
];

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function up(db: Kysely<any>): Promise<void> {
  await db.insertInto('diretorio_versao').values({ id: 2, versao: 0 }).execute();
  const bump = 'UPDATE diretorio_versao SET versao = versao + 1 WHERE id = 2;';
  for (const [nome, quando] of GATILHOS) {
    await gatilhoSqlite(db, `CREATE TRIGGER vitrine_versao_${nome} ${quando} BEGIN ${bump} END`);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function down(db: Kysely<any>): Promise<void> {
  for (const [nome] of GATILHOS) await gatilhoSqlite(db, `DROP TRIGGER IF EXISTS vitrine_versao_${nome}`);
  await db.deleteFrom('diretorio_versao').where('id', '=', 2).execute();
}
