import type { Db } from '../../db/client.js';
import * as q from '../../db/queries/fornecedores.queries.js';
import type { AppDeps } from '../deps.js';
import type { OrdemAvaliacao, OrdemPronta } from './fornecedores.avaliacao.js';
import { type AcertosTexto, type DadosBusca, MontagemBusca, Vocabulario } from './fornecedores.busca.js';
import { Lru } from './lru.js';

/**
 * In-memory search index of the public directory (ids, lower-cased names, tag postings, card
 * fields), built from the database and brought up to date whenever `diretorio_versao` moves (the
 * services record every committed change, db/queries/mudancas.queries.ts): only the suppliers
 * the new versions changed are read again (migration 012). Every request pays one prepared read
 * of the version; filtering, counting tags and the seeded order then cost microseconds per
 * supplier instead of SQL scans. Being derived state, any process builds its own.
 */
export interface Indice {
  versao: number;
  /** How this version was made: everything read again, or the previous one patched. */
  origem: 'completa' | 'incremental';
  n: number;
  ids: Int32Array;
  nomes: string[];
  destaque: Uint8Array;
  /** CSR: tags of supplier i are tagIds[tagInicio[i] .. tagInicio[i+1]). */
  tagInicio: Int32Array;
  tagIds: Int32Array;
  /** Postings: supplier indexes per tag id. */
  postings: Map<number, Int32Array>;
  /** The taxonomy (tags change bumps the version too). */
  taxonomia: Awaited<ReturnType<typeof q.todasTags>>;
  /** Lazily computed: suppliers per tag over the whole directory, and featured-worthy positions. */
  cachePopularidade?: Map<number, number>;
  cacheDestaques?: Int32Array;
  cacheTagsPorNome?: Map<string, Indice['taxonomia'][number]>;
  cacheTodos?: Int32Array;
  /** Supplier id -> position. */
  posicao: Map<number, number>;
  /** Card fields of each supplier (by position): pages need no query. */
  cartoes: Awaited<ReturnType<typeof q.linhasIndice>>;
  /** Words of name, slogan and short description by position (fornecedores.busca.ts). */
  busca: DadosBusca;
  /** Tag id -> (tag, rank by name in pt-BR). */
  tagPorId: Map<number, { tag: Awaited<ReturnType<typeof q.todasTags>>[number]; rank: number }>;
  /**
   * Derived answers valid for this version only (a write builds a new index, so they go with it):
   * per filter (matches and tag counts) and per page (filter, seed, page). Bounded LRUs.
   */
  cacheFiltros: Lru<unknown>;
  cachePaginas: Lru<unknown>;
  /** Public card objects by position, built on first use and shared by every page of this version. */
  cacheCartoes?: unknown[];
  /** The same cards with their tags as ids, for the list page (fornecedores.service `CartaoDaLista`). */
  cacheCartoesDaLista?: Map<number, unknown>;
  /** The home's tag sections (popular tags, tags by category): they depend on the version only. */
  cacheTagsDaHome?: unknown;
  /** Rating orders and minimum-rating filters of this version (computed once, on first use). */
  cacheOrdens?: Partial<Record<OrdemAvaliacao, OrdemPronta>>;
  cacheNotaMinima?: Map<number, Int32Array>;
}

/** Filters kept per version (weight: matched positions; 4M Int32 = 16 MB at most). */
export const FILTROS_MAX = 256;
export const FILTROS_PESO_MAX = 4_000_000;
/**
 * Pages kept per version. Small on purpose: a page is only asked again while its visitor pages
 * back and forth with the same seed, and thousands of one-off pages only fed the GC.
 */
export const PAGINAS_MAX = 256;

/** One shared collator: `localeCompare(x, 'pt-BR')` builds a new one at every call. */
export const COLLATOR = new Intl.Collator('pt-BR');

/**
 * How a build gives the event loop back (never blocked > 50 ms at 100,000 suppliers):
 * SQL reads go by pages of `paginaLinhas` suppliers (keyset by id: each synchronous better-sqlite3
 * call stays short) with a turn of the loop after each page, and CPU loops give a turn every
 * `fatiaMs`. `aoCeder` is a hook for tests (counts the turns, runs requests meanwhile; the build
 * waits for what it returns, so a test can hold the build at a turn).
 */
export const RECONSTRUCAO: {
  paginaLinhas: number;
  fatiaMs: number;
  aoCeder?: () => void | Promise<void>;
} = {
  paginaLinhas: 1000,
  fatiaMs: 5,
};

const turno = () => new Promise<void>((r) => setImmediate(r));

/** A yielder for one build: `agora()` always gives a turn, `talvez()` when the slice is spent. */
function cedente() {
  let desde = performance.now();
  const agora = async () => {
    await RECONSTRUCAO.aoCeder?.();
    await turno();
    desde = performance.now();
  };
  return {
    agora,
    talvez: () => (performance.now() - desde >= RECONSTRUCAO.fatiaMs ? agora() : undefined),
  };
}
type Cedente = ReturnType<typeof cedente>;

/** The search words of a full build, tokenized in slices like the rest of the rebuild. */
async function montarBuscaEmFatias(linhas: LinhaIndice[], ceder: Cedente) {
  const montagem = new MontagemBusca(new Vocabulario(), linhas.length);
  for (let i = 0; i < linhas.length; i++) {
    montagem.acrescentar(linhas[i]);
    if (i % 256 === 255) await ceder.talvez();
  }
  return montagem.fim();
}

/** CPU loop steps between two looks at the clock. */
const PASSOS_POR_OLHADA = 4096;

interface Estado {
  /** The index requests answer from. */
  indice: Indice | null;
  /** An incremental patch in flight (requests wait for it: it is short, and they need the write). */
  pendente: Promise<Indice> | null;
  /** A full build in flight (requests keep answering from `indice` meanwhile, when there is one). */
  completa: Promise<Indice> | null;
}

const cache = new WeakMap<Db, Estado>();

type LinhaIndice = Indice['cartoes'][number];

/**
 * Full build: every public supplier and every pair read again, by pages of ids. The pages are not
 * one snapshot: a write committed between two pages may be missing from an earlier one, but its
 * version is above `versao` (read before the first page, committed state only), so the next request
 * patches it in (`atualizar` reads again every supplier changed after `versao`).
 */
async function construir(db: Db, versao: number, ceder: Cedente = cedente()): Promise<Indice> {
  const taxonomia = await q.todasTags(db);
  const linhas: LinhaIndice[] = [];
  const nomes: string[] = [];
  const inicio: number[] = [0];
  let tagIds = new Int32Array(1 << 16);
  let t = 0;
  let depois = 0;
  for (;;) {
    const pagina = await q.linhasIndice(db, { depois, limite: RECONSTRUCAO.paginaLinhas });
    if (pagina.length === 0) break;
    const ate = pagina[pagina.length - 1].id;
    // pares = [fornecedor_id, tag_id, ...] of ids in (depois, ate], in no order; pairs of
    // non-public suppliers are skipped.
    const pares = await q.paresTagIndice(db, { depois, ate });
    const local = new Map<number, number>();
    for (let i = 0; i < pagina.length; i++) local.set(pagina[i].id, i);
    const tamanhos = new Int32Array(pagina.length + 1);
    for (let x = 0; x < pares.length; x += 2) {
      const i = local.get(pares[x]);
      if (i !== undefined) tamanhos[i + 1]++;
    }
    for (let i = 0; i < pagina.length; i++) tamanhos[i + 1] += tamanhos[i];
    if (t + tamanhos[pagina.length] > tagIds.length) {
      const maior = new Int32Array(Math.max(tagIds.length * 2, t + tamanhos[pagina.length]));
      maior.set(tagIds.subarray(0, t));
      tagIds = maior;
    }
    const cursor = tamanhos.slice(0, pagina.length);
    for (let x = 0; x < pares.length; x += 2) {
      const i = local.get(pares[x]);
      if (i !== undefined) tagIds[t + cursor[i]++] = pares[x + 1];
    }
    for (let i = 0; i < pagina.length; i++) {
      linhas.push(pagina[i]);
      nomes.push(pagina[i].nome_empresa.toLocaleLowerCase('pt-BR'));
      inicio.push(t + tamanhos[i + 1]);
    }
    t += tamanhos[pagina.length];
    depois = ate;
    await ceder.agora();
    if (pagina.length < RECONSTRUCAO.paginaLinhas) break;
  }
  return montar(
    versao,
    'completa',
    linhas,
    nomes,
    Int32Array.from(inicio),
    tagIds.subarray(0, t),
    taxonomia,
    await montarBuscaEmFatias(linhas, ceder),
    undefined,
    ceder,
  );
}

/** More changed suppliers than this since the last index: a full build is as cheap. */
const MAX_INCREMENTAL = 5000;

/**
 * The previous index patched with the suppliers the versions since it changed (migration 012):
 * only those are read again; the others keep their card rows, names and tags, merged in id order
 * in one pass.
 */
async function atualizar(db: Db, antigo: Indice, versao: number, mudados: number[]): Promise<Indice> {
  const ceder = cedente();
  const alterados = new Set(mudados);
  // Read in chunks of ids (a bulk edit may name thousands), a turn of the loop after each.
  const novas: LinhaIndice[] = [];
  const tagsNovas = new Map<number, number[]>();
  let nPares = 0;
  const ordenados = [...alterados].sort((x, y) => x - y);
  const porLote = Math.max(1, RECONSTRUCAO.paginaLinhas / 2);
  for (let i = 0; i < ordenados.length; i += porLote) {
    const lote = ordenados.slice(i, i + porLote);
    for (const linha of await q.linhasIndice(db, lote)) novas.push(linha);
    const pares = await q.paresTagIndice(db, lote);
    nPares += pares.length / 2;
    for (let x = 0; x < pares.length; x += 2) {
      const lista = tagsNovas.get(pares[x]) ?? [];
      lista.push(pares[x + 1]);
      tagsNovas.set(pares[x], lista);
    }
    if (ordenados.length > porLote) await ceder.agora();
  }
  const { ids, tagInicio: inicioAntigo, tagIds: tagsAntigas } = antigo;
  const linhas: LinhaIndice[] = [];
  const nomes: string[] = [];
  const busca = new MontagemBusca(
    antigo.busca.vocabulario,
    antigo.n + novas.length,
    antigo.busca.todos.length,
  );
  const tagInicio = new Int32Array(antigo.n + novas.length + 1);
  const tagIds = new Int32Array(tagsAntigas.length + nPares);
  let t = 0;
  let a = 0; // next row of the old index
  let b = 0; // next changed row (sorted by id)
  let passos = 0;
  while (a < antigo.n || b < novas.length) {
    if (++passos % PASSOS_POR_OLHADA === 0) await ceder.talvez();
    if (a < antigo.n && alterados.has(ids[a])) {
      a++;
      continue;
    }
    if (b >= novas.length || (a < antigo.n && ids[a] < novas[b].id)) {
      linhas.push(antigo.cartoes[a]);
      nomes.push(antigo.nomes[a]);
      busca.manter(antigo.busca, a);
      tagIds.set(tagsAntigas.subarray(inicioAntigo[a], inicioAntigo[a + 1]), t);
      t += inicioAntigo[a + 1] - inicioAntigo[a];
      a++;
    } else {
      const linha = novas[b++];
      linhas.push(linha);
      nomes.push(linha.nome_empresa.toLocaleLowerCase('pt-BR'));
      busca.acrescentar(linha);
      for (const tag of tagsNovas.get(linha.id) ?? []) tagIds[t++] = tag;
    }
    tagInicio[linhas.length] = t;
  }
  return montar(
    versao,
    'incremental',
    linhas,
    nomes,
    tagInicio.subarray(0, linhas.length + 1),
    tagIds.subarray(0, t),
    antigo.taxonomia,
    busca.fim(),
    antigo.tagPorId,
    ceder,
  );
}

/** Assembles an index from card rows sorted by id, their lower-cased names and tags (CSR). */
async function montar(
  versao: number,
  origem: Indice['origem'],
  linhas: LinhaIndice[],
  nomes: string[],
  tagInicio: Int32Array,
  tagIds: Int32Array,
  taxonomia: Indice['taxonomia'],
  busca: DadosBusca,
  tagPorIdPronto: Indice['tagPorId'] | undefined,
  ceder: Cedente,
): Promise<Indice> {
  const n = linhas.length;
  const ids = new Int32Array(n);
  const destaque = new Uint8Array(n);
  const posicao = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    if (i % PASSOS_POR_OLHADA === 0) await ceder.talvez();
    ids[i] = linhas[i].id;
    destaque[i] = Number(linhas[i].destaque) ? 1 : 0;
    posicao.set(ids[i], i);
  }
  // Postings by counting: positions are visited in ascending order, so each list comes sorted.
  let maxTag = 0;
  for (let k = 0; k < tagIds.length; k++) if (tagIds[k] > maxTag) maxTag = tagIds[k];
  const tamanhos = new Int32Array(maxTag + 1);
  for (let k = 0; k < tagIds.length; k++) tamanhos[tagIds[k]]++;
  const listas: (Int32Array | undefined)[] = [];
  for (let tag = 0; tag <= maxTag; tag++) if (tamanhos[tag]) listas[tag] = new Int32Array(tamanhos[tag]);
  const preenchidos = new Int32Array(maxTag + 1);
  for (let i = 0; i < n; i++) {
    if (i % PASSOS_POR_OLHADA === 0) await ceder.talvez();
    for (let k = tagInicio[i]; k < tagInicio[i + 1]; k++) {
      const tag = tagIds[k];
      (listas[tag] as Int32Array)[preenchidos[tag]++] = i;
    }
  }
  const postings = new Map<number, Int32Array>();
  listas.forEach((lista, tag) => {
    if (lista) postings.set(tag, lista);
  });
  const tagPorId =
    tagPorIdPronto ??
    new Map(
      [...taxonomia]
        .sort((x, y) => COLLATOR.compare(x.nome, y.nome))
        .map((tag, rank) => [tag.id, { tag, rank }]),
    );
  return {
    versao,
    origem,
    n,
    ids,
    nomes,
    destaque,
    tagInicio,
    tagIds,
    postings,
    taxonomia,
    posicao,
    tagPorId,
    cartoes: linhas,
    busca,
    cacheFiltros: new Lru(FILTROS_MAX, FILTROS_PESO_MAX),
    cachePaginas: new Lru(PAGINAS_MAX),
  };
}

function estadoDe(db: Db): Estado {
  let e = cache.get(db);
  if (!e) {
    e = { indice: null, pendente: null, completa: null };
    cache.set(db, e);
  }
  return e;
}

/** Installs an index unless a newer one is already there (versions only grow among commits). */
function instalar(e: Estado, ind: Indice): Indice {
  if (!e.indice || ind.versao >= e.indice.versao) e.indice = ind;
  return e.indice;
}

/** Starts (once) a full build in the background; its result replaces the index when ready. */
function construirEmSegundoPlano(e: Estado, db: Db, versao: number): Promise<Indice> {
  e.completa ??= construir(db, versao)
    .then((ind) => instalar(e, ind))
    .finally(() => {
      e.completa = null;
    });
  return e.completa;
}

/**
 * The current index. When the version moved: a few changed suppliers are patched in at once
 * (the request waits: it is short, and a writer must see its own write); a taxonomy change, a
 * bulk write or an index older than the log start a full build in slices while the previous index
 * keeps answering (stale only while the new one is being built). The first build of a process
 * has nothing to answer from: its requests wait for it (sliced too, so the loop keeps serving
 * everything else: health, pages, static files).
 */
export async function indiceAtual({ db, sqlite }: Pick<AppDeps, 'db' | 'sqlite'>): Promise<Indice> {
  const e = estadoDe(db);
  const versao = (await q.versoes(db, sqlite)).diretorio;
  for (;;) {
    if (e.indice && e.indice.versao >= versao) return e.indice;
    if (e.completa) return e.indice ?? (await e.completa);
    if (!e.pendente) break;
    await e.pendente;
  }
  const anterior = e.indice;
  if (!anterior) return construirEmSegundoPlano(e, db, versao);
  e.pendente = (async () => {
    const mudancas = await q.mudancasDesde(db, anterior.versao, versao);
    if (mudancas.tudo || mudancas.ids.length > MAX_INCREMENTAL) {
      // Nobody waits for it: a failure leaves the previous index, and the next request tries again.
      construirEmSegundoPlano(e, db, versao).catch(() => {});
      return anterior;
    }
    return instalar(e, await atualizar(db, anterior, versao, mudancas.ids));
  })().finally(() => {
    e.pendente = null;
  });
  return e.pendente;
}

/**
 * The index once no full build is in flight (tests, the bench, scripts): the same as
 * `indiceAtual`, but waits for a background build instead of answering from the previous index.
 */
export async function indiceAtualizado(deps: Pick<AppDeps, 'db' | 'sqlite'>): Promise<Indice> {
  for (;;) {
    const ind = await indiceAtual(deps);
    const e = estadoDe(deps.db);
    if (!e.completa && !e.pendente) return ind;
    await (e.completa ?? e.pendente)?.catch(() => {});
  }
}

/** Positions (ascending) of the suppliers a filter keeps, with their search scores when it has a text. */
export interface Filtrado {
  posicoes: Int32Array;
  pontos: Int32Array | null;
}

/**
 * Suppliers satisfying every tag group (a group: carry one of its tags) among those matching the
 * search text (`texto`, from buscarTexto), or among all when there is none.
 */
export function filtrar(ind: Indice, grupos: number[][], texto: AcertosTexto | null = null): Filtrado {
  const ativos = grupos.filter((g) => g.length > 0);
  if (ativos.length === 0) {
    if (texto) return { posicoes: texto.posicoes, pontos: texto.pontos };
    ind.cacheTodos ??= Int32Array.from({ length: ind.n }, (_, i) => i);
    return { posicoes: ind.cacheTodos, pontos: null };
  }
  const acertos = new Uint8Array(ind.n);
  const ultimo = new Int16Array(ind.n).fill(-1);
  ativos.forEach((grupo, g) => {
    for (const tag of grupo) {
      const lista = ind.postings.get(tag);
      if (!lista) continue;
      for (let k = 0; k < lista.length; k++) {
        const i = lista[k];
        if (ultimo[i] !== g) {
          ultimo[i] = g;
          acertos[i]++;
        }
      }
    }
  });
  const need = ativos.length;
  const out: number[] = [];
  if (!texto) {
    for (let i = 0; i < ind.n; i++) if (acertos[i] === need) out.push(i);
    return { posicoes: Int32Array.from(out), pontos: null };
  }
  const pontos: number[] = [];
  for (let j = 0; j < texto.posicoes.length; j++) {
    const i = texto.posicoes[j];
    if (acertos[i] === need) {
      out.push(i);
      pontos.push(texto.pontos[j]);
    }
  }
  return { posicoes: Int32Array.from(out), pontos: Int32Array.from(pontos) };
}

/** How many of the given suppliers carry each tag. */
export function contarTags(ind: Indice, selecionados: Int32Array | null): Map<number, number> {
  if (selecionados && selecionados.length === ind.n) return popularidade(ind);
  let maxTag = 0;
  for (const t of ind.postings.keys()) if (t > maxTag) maxTag = t;
  const arr = new Int32Array(maxTag + 1);
  const { tagInicio, tagIds } = ind;
  if (selecionados) {
    for (let j = 0; j < selecionados.length; j++) {
      const i = selecionados[j];
      for (let k = tagInicio[i]; k < tagInicio[i + 1]; k++) arr[tagIds[k]]++;
    }
  } else {
    for (let k = 0; k < tagIds.length; k++) arr[tagIds[k]]++;
  }
  const contagem = new Map<number, number>();
  for (let t = 0; t <= maxTag; t++) if (arr[t] > 0) contagem.set(t, arr[t]);
  return contagem;
}

/** Suppliers per tag over the whole public directory (computed once per version). */
export function popularidade(ind: Indice): Map<number, number> {
  ind.cachePopularidade ??= contarTags(ind, null);
  return ind.cachePopularidade;
}

/** The taxonomy by tag name (the list's filters arrive as names), built once per version. */
export function tagsPorNome(ind: Indice): Map<string, Indice['taxonomia'][number]> {
  ind.cacheTagsPorNome ??= new Map(ind.taxonomia.map((t) => [t.nome, t]));
  return ind.cacheTagsPorNome;
}

/** Positions of suppliers with a photo and a description over 100 characters. */
export function destaques(ind: Indice): Int32Array {
  if (!ind.cacheDestaques) {
    const out: number[] = [];
    for (let i = 0; i < ind.n; i++) if (ind.destaque[i]) out.push(i);
    ind.cacheDestaques = Int32Array.from(out);
  }
  return ind.cacheDestaques;
}

/** Tags (id, nome, categoria) of the given suppliers, from the index (no query). */
export function tagsDoIndice(ind: Indice, ids: number[]) {
  const out: {
    fornecedor_id: number;
    id: number;
    nome: string;
    categoria_id: number;
    categoria_nome: string;
    rank: number;
  }[] = [];
  for (const id of ids) {
    const i = ind.posicao.get(id);
    if (i === undefined) continue;
    for (let k = ind.tagInicio[i]; k < ind.tagInicio[i + 1]; k++) {
      const t = ind.tagPorId.get(ind.tagIds[k]);
      if (t) out.push({ fornecedor_id: id, ...t.tag, rank: t.rank });
    }
  }
  return out.sort((a, b) => a.rank - b.rank);
}

/** Card rows of the given supplier ids, from the index (no query). */
export function cartoesDoIndice(ind: Indice, ids: number[]) {
  const out: Indice['cartoes'] = [];
  for (const id of ids) {
    const i = ind.posicao.get(id);
    if (i !== undefined) out.push(ind.cartoes[i]);
  }
  return out;
}
