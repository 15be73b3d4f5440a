import type { Db } from '../../db/client.js';
import { getVersoes, listMudancasDesde } from '../../db/queries/mudancas.queries.js';
import type { AppDeps } from '../deps.js';
import type { AcertosTexto } from './busca.js';
import { atualizar, construir, MAX_INCREMENTAL } from './construcao.js';
import type { Indice, TagDoIndice } from './tipos.js';

/**
 * The current index of each database (server/diretorio/tipos.ts `Indice`): built on first use,
 * patched or rebuilt when the directory version moves, and the reads every answer makes of it.
 */

interface Estado {
  /** The index requests answer from. */
  indice: Indice | null;
  /** An incremental patch in flight (requests wait for it: it is short, and they need the write). */
  pendente: Promise<Indice> | null;
  /** A full build in flight (requests keep answering from `indice` meanwhile, when there is one). */
  completa: Promise<Indice> | null;
}

const cache = new WeakMap<Db, Estado>();

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
  const versao = (await getVersoes(db, sqlite)).diretorio;
  for (;;) {
    if (e.indice && e.indice.versao >= versao) return e.indice;
    if (e.completa) return e.indice ?? (await e.completa);
    if (!e.pendente) break;
    await e.pendente;
  }
  const anterior = e.indice;
  if (!anterior) return construirEmSegundoPlano(e, db, versao);
  e.pendente = (async () => {
    const mudancas = await listMudancasDesde(db, anterior.versao, versao);
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
export function tagsPorNome(ind: Indice): Map<string, TagDoIndice> {
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
