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
 * (`linhasIndice`, `paresTagIndice`, `todasTags`, the page's queries), each recorded by a
 * trigger of migration 029 in the write's own transaction: the counter moves and the log names
 * the suppliers of the new version (NULL = everything: taxonomy, link types). The readers consume
 * it through `mudancasDesde` and `paginaIntacta`. test/diretorio/gatilhos.test.ts checks that the
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
export async function registrarMudanca(trx: Db, m: Mudanca): Promise<void> {
  await registrar(trx, DIRETORIO, m.fornecedorIds ?? [], !!m.taxonomia);
  await registrar(trx, PAGINAS, m.paginaIds ?? [], !!m.todasPaginas);
}
