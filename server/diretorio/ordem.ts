import { Lru } from '../lru.js';
import type { Indice } from './tipos.js';

/**
 * The fair shuffle of the directory: with no search text (or among equal scores) the list is in
 * the order of a seed the visitor keeps while paging, a different one per visit, so no supplier
 * owns the first places. An order is the k smallest keys `chaveOrdem(id, seed)` of the matches.
 */

/** A 32-bit integer mixer (murmur3 finalizer): a bijection, and inputs that differ by 1 look unrelated. */
function mix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The two 32-bit masks a shuffle seed stands for. */
export function ordemDaSemente(semente: number): { s1: number; s2: number } {
  return { s1: mix32(semente ^ 0x9e3779b9), s2: mix32(semente + 0x7f4a7c15) };
}

/**
 * The seeded order's key of a supplier id: mix32((id ^ s1) + s2), a composition of bijections of
 * the 32-bit integers, so distinct ids always get distinct keys (a total order, stable for one
 * seed). Integer multiplications only: a new seed scans 100,000 suppliers in under a millisecond.
 */
export function chaveOrdem(id: number, ordem: { s1: number; s2: number }): number {
  return mix32((id ^ ordem.s1) + ordem.s2);
}

/**
 * The head of each (filter, seed) order already computed: a visitor pages with one seed, and page
 * 2, 3... of that seed need only the first `CABECA` ids, not a new pass over every match (a pass
 * over every supplier of the directory, held on the event loop; docs/performance.md). Keyed by the
 * filter's match array (one per filter and index version, shared through the filter cache), so
 * the entries go with it. Only filters of more than `CACHE_A_PARTIR_DE` matches keep them: on a
 * smaller one the pass costs less than keeping its result (allocation, eviction and the garbage
 * collection of entries a new seed never reads again; docs/performance.md).
 */
export const CACHE_A_PARTIR_DE = 4096;
const CABECA = 120;
const ORDENS_POR_FILTRO = 256;
const ordens = new WeakMap<Int32Array, Lru<number[]>>();

/** Supplier ids of one page of `selecionados` in the order of the seed. */
export function paginar(
  ind: Indice,
  selecionados: Int32Array,
  semente: number,
  offset: number,
  limit: number,
): number[] {
  const k = Math.min(selecionados.length, offset + limit);
  if (k <= offset) return [];
  if (k > CABECA || selecionados.length <= CACHE_A_PARTIR_DE) {
    return ordemParcial(ind, selecionados, semente, k).slice(offset, k);
  }
  let lru = ordens.get(selecionados);
  if (!lru) {
    lru = new Lru<number[]>(ORDENS_POR_FILTRO);
    ordens.set(selecionados, lru);
  }
  const chave = String(semente);
  let cabeca = lru.get(chave);
  if (!cabeca) {
    cabeca = ordemParcial(ind, selecionados, semente, Math.min(selecionados.length, CABECA));
    lru.set(chave, cabeca);
  }
  return cabeca.slice(offset, k);
}

/** The first k supplier ids of `selecionados` in the order of the seed. */
function ordemParcial(ind: Indice, selecionados: Int32Array, semente: number, k: number): number[] {
  const m = selecionados.length;
  // key * 2^21 + position stays below 2^53 for up to 2M matches: one number sorts and locates.
  const ESCALA = 2 ** 21;
  const ordem = ordemDaSemente(semente);
  const ids = ind.ids;
  let menores: Float64Array;
  if (k <= 2048 && m > 4 * k) {
    // Bounded max-heap of the k smallest keys: O(m log k), most keys rejected by one comparison.
    const heap = new Float64Array(k);
    let size = 0;
    for (let j = 0; j < m; j++) {
      const c = chaveOrdem(ids[selecionados[j]], ordem) * ESCALA + j;
      if (size < k) {
        let i = size++;
        heap[i] = c;
        while (i > 0) {
          const pai = (i - 1) >> 1;
          if (heap[pai] >= heap[i]) break;
          const t = heap[pai];
          heap[pai] = heap[i];
          heap[i] = t;
          i = pai;
        }
      } else if (c < heap[0]) {
        heap[0] = c;
        let i = 0;
        for (;;) {
          const l = 2 * i + 1;
          const r = l + 1;
          let g = i;
          if (l < size && heap[l] > heap[g]) g = l;
          if (r < size && heap[r] > heap[g]) g = r;
          if (g === i) break;
          const t = heap[g];
          heap[g] = heap[i];
          heap[i] = t;
          i = g;
        }
      }
    }
    menores = heap.slice(0, size).sort();
  } else {
    const todos = new Float64Array(m);
    for (let j = 0; j < m; j++) todos[j] = chaveOrdem(ids[selecionados[j]], ordem) * ESCALA + j;
    menores = todos.sort().subarray(0, k);
  }
  const out: number[] = [];
  for (let x = 0; x < k; x++) out.push(ids[selecionados[menores[x] % ESCALA]]);
  return out;
}

/**
 * Supplier ids of one page of suppliers grouped by relevance (best group first, from
 * faixasPorPontos): inside each group, the order of the seed, so equal scores stay fair.
 */
export function paginarFaixas(
  ind: Indice,
  faixas: Int32Array[],
  semente: number,
  offset: number,
  limit: number,
): number[] {
  const out: number[] = [];
  let pular = offset;
  for (const faixa of faixas) {
    if (out.length >= limit) break;
    if (pular >= faixa.length) {
      pular -= faixa.length;
      continue;
    }
    out.push(...paginar(ind, faixa, semente, pular, limit - out.length));
    pular = 0;
  }
  return out;
}
