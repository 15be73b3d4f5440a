import type Database from 'better-sqlite3';
import type { Db } from '../client.js';

/**
 * How many versions of each change log are kept: an index or page further behind rebuilds in full.
 * The same value migrations 012–013 used (they are frozen, so the queries keep their own copy).
 */
export const MUDANCAS_GUARDADAS = 10_000;

/** A write operation a trigger of migration 029 watches. */
export type Operacao = 'INSERT' | 'UPDATE' | 'DELETE';

/** One trigger of migration 029: which log it writes and what it watches. */
export interface GatilhoDoDiretorio {
  nome: string;
  tabela:
    | 'fornecedores'
    | 'fornecedor_tags'
    | 'tags'
    | 'categorias_tag'
    | 'usuarios'
    | 'fornecedor_links'
    | 'galeria_midias'
    | 'faqs'
    | 'depoimentos'
    | 'categorias_link';
  operacao: Operacao;
  /** Only these columns (an UPDATE OF): the others do not show in the directory or on a page. */
  colunas?: readonly string[];
  /** `diretorio`: the index (counter 1, diretorio_mudancas); `paginas`: page contents (counter 2). */
  log: 'diretorio' | 'paginas';
}

const porFornecedor = (tabela: GatilhoDoDiretorio['tabela'], log: GatilhoDoDiretorio['log']) =>
  (['INSERT', 'UPDATE', 'DELETE'] as const).map((operacao) => ({
    nome: `mudanca_${log === 'diretorio' ? 'diretorio' : 'pagina'}_${tabela}_${operacao.slice(0, 3).toLowerCase()}`,
    tabela,
    operacao,
    log,
  }));

/**
 * Every (table, operation) whose rows the directory's reader and the supplier page read
 * (`listLinhasIndice`, `listParesTagIndice`, `listTodasTags`, the page's queries), each recorded by a
 * trigger of migration 029 in the write's own transaction: the counter moves and the log names
 * the suppliers of the new version (NULL = everything: taxonomy, link types). The readers consume
 * it through `listMudancasDesde` and `isPaginaIntacta`. test/diretorio/gatilhos.test.ts checks that the
 * database has exactly these triggers on both engines and that every write in db/queries to these
 * tables is one of them.
 */
export const GATILHOS_DO_DIRETORIO: readonly GatilhoDoDiretorio[] = [
  ...porFornecedor('fornecedores', 'diretorio'),
  ...porFornecedor('fornecedor_tags', 'diretorio'),
  ...porFornecedor('tags', 'diretorio'),
  ...porFornecedor('categorias_tag', 'diretorio'),
  {
    nome: 'mudanca_diretorio_usuarios_ativo',
    tabela: 'usuarios',
    operacao: 'UPDATE',
    colunas: ['deleted_at'],
    log: 'diretorio',
  },
  ...porFornecedor('fornecedor_links', 'paginas'),
  ...porFornecedor('galeria_midias', 'paginas'),
  ...porFornecedor('faqs', 'paginas'),
  ...porFornecedor('depoimentos', 'paginas'),
  ...porFornecedor('categorias_link', 'paginas'),
  {
    nome: 'mudanca_pagina_usuarios_nome',
    tabela: 'usuarios',
    operacao: 'UPDATE',
    colunas: ['nome'],
    log: 'paginas',
  },
];

/**
 * What a write changed, for the bulk writers that record "everything" at once (seeds, the data
 * generators): since migration 029 the triggers record every row, so services no longer call it.
 */
export interface Mudanca {
  /** Suppliers whose directory data changed: their row, tags, or their owner's active state. */
  fornecedorIds?: readonly number[];
  /** Suppliers whose page-only contents changed: links, gallery, FAQs, testimonials, names. */
  paginaIds?: readonly number[];
  /** The taxonomy (tags, tag categories) changed: every index entry and every page. */
  taxonomia?: boolean;
  /** Link categories changed: every page. */
  todasPaginas?: boolean;
}

/** Everything changed (seeds, bulk scripts): every index and page cache is rebuilt. */
export const TUDO: Mudanca = { taxonomia: true, todasPaginas: true };

const DIRETORIO = 1;
const PAGINAS = 2;

/** Bumps one counter and logs the suppliers of the new version (NULL = everything). */
async function registrar(
  trx: Db,
  contador: typeof DIRETORIO | typeof PAGINAS,
  ids: readonly number[],
  tudo: boolean,
): Promise<void> {
  if (!tudo && ids.length === 0) return;
  const { versao } = await trx
    .updateTable('diretorio_versao')
    .set((eb) => ({ versao: eb('versao', '+', 1) }))
    .where('id', '=', contador)
    .returning('versao')
    .executeTakeFirstOrThrow();
  const tabela = contador === DIRETORIO ? 'diretorio_mudancas' : 'vitrine_mudancas';
  const linhas = tudo
    ? [{ versao, fornecedor_id: null }]
    : [...new Set(ids)].map((id) => ({ versao, fornecedor_id: id }));
  for (let i = 0; i < linhas.length; i += 500)
    await trx
      .insertInto(tabela)
      .values(linhas.slice(i, i + 500))
      .execute();
  // Versions older than what the readers may ask for: they rebuild in full (see mudancasDesde).
  await trx
    .deleteFrom(tabela)
    .where('versao', '<=', versao - MUDANCAS_GUARDADAS)
    .execute();
}

/** Records a write's changes; call it inside the write's transaction. */
export async function recordMudanca(trx: Db, m: Mudanca): Promise<void> {
  await registrar(trx, DIRETORIO, m.fornecedorIds ?? [], !!m.taxonomia);
  await registrar(trx, PAGINAS, m.paginaIds ?? [], !!m.todasPaginas);
}

// ---------------------------------------------------------------------------------------------
// Reading the counters and the logs (the index and the page cache), committed state only.
// ---------------------------------------------------------------------------------------------

/**
 * A statement prepared once per connection, outside the query builder: for the reads that run on
 * every public answer (Kysely would build, compile and prepare them each time: 5–9% of a cached
 * read in the bench profile).
 */
function preparadaUmaVez<T>(sql: string, ajustar: (s: Database.Statement) => Database.Statement = (s) => s) {
  const porConexao = new WeakMap<Database.Database, Database.Statement>();
  return (sqlite: Database.Database): Database.Statement<unknown[], T> => {
    let statement = porConexao.get(sqlite);
    if (!statement) {
      statement = ajustar(sqlite.prepare(sql));
      porConexao.set(sqlite, statement);
    }
    return statement as Database.Statement<unknown[], T>;
  };
}

/** The two version counters: the directory (suppliers, tags, owners) and pages. */
export interface Versoes {
  diretorio: number;
  paginas: number;
}

const lerVersoes = preparadaUmaVez<Versoes>(
  `SELECT coalesce((SELECT versao FROM diretorio_versao WHERE id = 1), 0) AS diretorio,
          coalesce((SELECT versao FROM diretorio_versao WHERE id = 2), 0) AS paginas`,
);

/**
 * A read of committed state only. Kysely runs every query of this process on one better-sqlite3
 * connection and holds it (a lock) for the whole of a transaction, which yields to the event loop
 * between its queries; a statement run straight on the connection meanwhile would see that
 * transaction's uncommitted writes, maybe rolled back later. So the prepared statement
 * (the hot path: no query building) runs only while no transaction is open on the connection,
 * when the connection can only show committed data; otherwise the read goes through Kysely and
 * waits for the transaction to end. Other connections (processes) only ever see commits.
 */
function confirmado<T>(
  sqlite: Database.Database | null,
  rapido: (sqlite: Database.Database) => T,
  pelaFila: () => Promise<T>,
): T | Promise<T> {
  // PostgreSQL (no handle): a pooled connection only ever sees commits.
  return !sqlite || sqlite.inTransaction ? pelaFila() : rapido(sqlite);
}

/**
 * Read before every public answer. The counters only grow among committed states, and only
 * committed states are read (see `confirmado`): a number taken by a transaction that rolled back
 * and reused by the next commit is never observed twice with different contents.
 */
export function getVersoes(db: Db, sqlite: Database.Database | null): Versoes | Promise<Versoes> {
  return confirmado(
    sqlite,
    (s) => lerVersoes(s).get() as Versoes,
    () => versoesAgrupadas(db),
  );
}

async function lerVersoesPelaFila(db: Db): Promise<Versoes> {
  const rows = await db.selectFrom('diretorio_versao').select(['id', 'versao']).execute();
  const de = (id: number) => Number(rows.find((r) => r.id === id)?.versao ?? 0);
  return { diretorio: de(1), paginas: de(2) };
}

const leiturasDeVersoes = new WeakMap<
  Db,
  { emVoo: Promise<Versoes> | null; proxima: Promise<Versoes> | null }
>();

/**
 * Reads that go through the queue (PostgreSQL: every public answer) share queries: a caller joins
 * the next query to start, never one already sent, which may have been answered before the
 * caller's own write committed. Under load one query is in flight and one waits, whatever the
 * number of requests, and each caller still sees every commit that preceded it.
 */
function versoesAgrupadas(db: Db): Promise<Versoes> {
  let e = leiturasDeVersoes.get(db);
  if (!e) {
    e = { emVoo: null, proxima: null };
    leiturasDeVersoes.set(db, e);
  }
  const estado = e;
  if (estado.proxima) return estado.proxima;
  const iniciar = (): Promise<Versoes> => {
    const leitura: Promise<Versoes> = lerVersoesPelaFila(db).finally(() => {
      if (estado.emVoo === leitura) estado.emVoo = null;
    });
    estado.emVoo = leitura;
    return leitura;
  };
  if (!estado.emVoo) return iniciar();
  estado.proxima = estado.emVoo
    .catch(() => {})
    .then(() => {
      estado.proxima = null;
      return iniciar();
    });
  return estado.proxima;
}

/**
 * What the directory versions after `desde` up to `ate` changed (migration 012): the supplier
 * ids, or `tudo` when the taxonomy changed or the log (the last MUDANCAS_GUARDADAS versions) no
 * longer reaches back to `desde`.
 */
export async function listMudancasDesde(
  db: Db,
  desde: number,
  ate: number,
): Promise<{ tudo: boolean; ids: number[] }> {
  if (ate - desde >= MUDANCAS_GUARDADAS) return { tudo: true, ids: [] };
  const rows = await db
    .selectFrom('diretorio_mudancas')
    .select('fornecedor_id')
    .distinct()
    .where('versao', '>', desde)
    .execute();
  const tudo = rows.some((r) => r.fornecedor_id === null);
  return { tudo, ids: tudo ? [] : rows.map((r) => r.fornecedor_id as number) };
}

const lerPaginaIntacta = preparadaUmaVez<number>(
  `SELECT NOT EXISTS (SELECT 1 FROM diretorio_mudancas WHERE versao > @diretorio
                        AND (fornecedor_id = @id OR fornecedor_id IS NULL))
      AND NOT EXISTS (SELECT 1 FROM vitrine_mudancas WHERE versao > @paginas
                        AND (fornecedor_id = @id OR fornecedor_id IS NULL))`,
  (s) => s.pluck(),
);

/** Whether a change log has an entry after `versao` for this supplier or for everything. */
async function registradaDesde(
  db: Db,
  tabela: 'diretorio_mudancas' | 'vitrine_mudancas',
  fornecedorId: number,
  versao: number,
) {
  const row = await db
    .selectFrom(tabela)
    .select('versao')
    .where('versao', '>', versao)
    .where((eb) => eb.or([eb('fornecedor_id', '=', fornecedorId), eb('fornecedor_id', 'is', null)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether no version after `desde` up to `ate` touched this supplier's page (its directory row
 * and tags, migration 012; its links, gallery, FAQs, testimonials and names, migration 013) nor
 * everything at once. False when the logs no longer reach back to `desde`. Committed state only.
 */
export function isPaginaIntacta(
  db: Db,
  sqlite: Database.Database | null,
  fornecedorId: number,
  desde: Versoes,
  ate: Versoes,
): boolean | Promise<boolean> {
  const alcanca =
    ate.diretorio - desde.diretorio < MUDANCAS_GUARDADAS && ate.paginas - desde.paginas < MUDANCAS_GUARDADAS;
  if (!alcanca) return false;
  return confirmado(
    sqlite,
    (s) =>
      lerPaginaIntacta(s).get({
        id: fornecedorId,
        diretorio: desde.diretorio,
        paginas: desde.paginas,
      }) === 1,
    async () =>
      !(await registradaDesde(db, 'diretorio_mudancas', fornecedorId, desde.diretorio)) &&
      !(await registradaDesde(db, 'vitrine_mudancas', fornecedorId, desde.paginas)),
  );
}
