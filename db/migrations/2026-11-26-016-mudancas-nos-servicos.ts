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
 * The services record what each write changed, in the write's own transaction
 * (db/queries/mudancas.queries.ts), so the same code runs on PostgreSQL: the triggers of
 * migrations 010–013 go. The counters (diretorio_versao) and the logs (diretorio_mudancas,
 * vitrine_mudancas) stay as they are.
 */
const porEvento = (prefixo: string) => [`${prefixo}_ins`, `${prefixo}_upd`, `${prefixo}_del`];
/** Trigger names of migrations 010 and 012 (diretorio_versao_*) and 011 and 013 (vitrine_versao_*). */
const DIRETORIO = [
  ...['fornecedores', 'fornecedor_tags', 'tags'].flatMap(porEvento),
  'usuarios_ativo_upd',
  'usuarios_del',
  'categorias_tag_upd',
];
const PAGINAS = [
  ...['links', 'galeria', 'faqs', 'depoimentos'].flatMap(porEvento),
  'usuarios_nome_upd',
  'categorias_link_upd',
];

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function up(db: Kysely<any>): Promise<void> {
  for (const nome of DIRETORIO) await gatilhoSqlite(db, `DROP TRIGGER IF EXISTS diretorio_versao_${nome}`);
  for (const nome of PAGINAS) await gatilhoSqlite(db, `DROP TRIGGER IF EXISTS vitrine_versao_${nome}`);
}

/** Going back means the triggers' code again: not supported, restore a backup instead. */
export async function down(): Promise<void> {
  throw new Error('A migração 016 não pode ser desfeita: restaure um backup anterior a ela.');
}
