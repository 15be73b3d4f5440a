import type { Db } from '../../db/client.js';
import * as q from '../../db/queries/fornecedores.queries.js';
import { Lru } from '../lru.js';
import { type DadosBusca, MontagemBusca } from './busca.js';
import type { Indice, LinhaIndice } from './tipos.js';
import { Vocabulario } from './vocabulario.js';

/**
 * How an index version is made: in full (every public supplier read again, by pages of ids) or by
 * patching the previous one with the suppliers the change log names (migration 029's triggers).
 * Both give the event loop back in slices (docs/diretorio.md, "Reconstrução sem travar o laço").
 */

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

/**
 * Full build: every public supplier and every pair read again, by pages of ids. The pages are not
 * one snapshot: a write committed between two pages may be missing from an earlier one, but its
 * version is above `versao` (read before the first page, committed state only), so the next request
 * patches it in (`atualizar` reads again every supplier changed after `versao`).
 */
export async function construir(db: Db, versao: number, ceder: Cedente = cedente()): Promise<Indice> {
  const taxonomia = await q.listTodasTags(db);
  const linhas: LinhaIndice[] = [];
  const nomes: string[] = [];
  const inicio: number[] = [0];
  let tagIds = new Int32Array(1 << 16);
  let t = 0;
  let depois = 0;
  for (;;) {
    const pagina = await q.listLinhasIndice(db, { depois, limite: RECONSTRUCAO.paginaLinhas });
    if (pagina.length === 0) break;
    const ate = pagina[pagina.length - 1].id;
    // pares = [fornecedor_id, tag_id, ...] of ids in (depois, ate], in no order; pairs of
    // non-public suppliers are skipped.
    const pares = await q.listParesTagIndice(db, { depois, ate });
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
export const MAX_INCREMENTAL = 5000;

/**
 * The previous index patched with the suppliers the versions since it changed (migration 012):
 * only those are read again; the others keep their card rows, names and tags, merged in id order
 * in one pass.
 */
export async function atualizar(db: Db, antigo: Indice, versao: number, mudados: number[]): Promise<Indice> {
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
    for (const linha of await q.listLinhasIndice(db, lote)) novas.push(linha);
    const pares = await q.listParesTagIndice(db, lote);
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
