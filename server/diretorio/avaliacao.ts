import type { Indice, OrdemAvaliacao, OrdemPronta } from './tipos.js';

// Rating orders of the directory, computed once per version of the index from the
// stored aggregate of each card.

/** Suppliers with fewer testimonials rank below every one with at least this many ("nota"). */
export const MINIMO_AVALIACOES = 3;

const BITS_POS = 18;
const BITS_MEDIA = 22;
const BITS_TOTAL = 12;

/** The rounded public average of a card row (one decimal, as shown), NaN without testimonials. */
export function mediaPublica(total: number, soma: number): number {
  return total > 0 ? Math.round((soma / total) * 10) / 10 : Number.NaN;
}

/**
 * Builds one rating order for a version. "nota": suppliers with at least MINIMO_AVALIACOES first,
 * then the exact average (soma/total) descending, then the count descending, then id. "total":
 * count descending, then average, then id. Each supplier gets one integer key below 2^53 (group,
 * average, count, position; the average to about a millionth of a star) sorted by the engine's native typed-array
 * sort, several times faster than a comparator sort (docs/performance.md). Beyond 2^18 suppliers
 * the comparator sort is used (same order, exact).
 */
function montarOrdem(ind: Indice, ordem: OrdemAvaliacao): OrdemPronta {
  const n = ind.n;
  const total = (i: number) => Number(ind.cartoes[i].avaliacao_total);
  const media = (i: number) => {
    const t = total(i);
    return t > 0 ? Number(ind.cartoes[i].avaliacao_soma) / t : 0;
  };
  let posicoes: Int32Array;
  if (n < 2 ** BITS_POS) {
    const maxMedia = 2 ** BITS_MEDIA - 1;
    const maxTotal = 2 ** BITS_TOTAL - 1;
    const chaves = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const t = total(i);
      // Lower key = earlier. Media 0 (none) is the worst value, below a real 1.0.
      const qMedia = t > 0 ? Math.round(((5 - media(i)) / 5) * (maxMedia - 1)) : maxMedia;
      const qTotal = maxTotal - Math.min(t, maxTotal);
      const chave =
        ordem === 'nota'
          ? ((t >= MINIMO_AVALIACOES ? 0 : 1) * 2 ** BITS_MEDIA + qMedia) * 2 ** BITS_TOTAL + qTotal
          : qTotal * 2 ** BITS_MEDIA + qMedia;
      chaves[i] = chave * 2 ** BITS_POS + i;
    }
    chaves.sort();
    posicoes = new Int32Array(n);
    for (let k = 0; k < n; k++) posicoes[k] = chaves[k] % 2 ** BITS_POS;
  } else {
    posicoes = Int32Array.from({ length: n }, (_, i) => i);
    const grupo = (i: number) => (total(i) >= MINIMO_AVALIACOES ? 0 : 1);
    posicoes.sort((a, b) =>
      ordem === 'nota'
        ? grupo(a) - grupo(b) || media(b) - media(a) || total(b) - total(a) || a - b
        : total(b) - total(a) || media(b) - media(a) || a - b,
    );
  }
  const lugar = new Int32Array(n);
  for (let k = 0; k < n; k++) lugar[posicoes[k]] = k;
  return { posicoes, lugar };
}

function ordemDe(ind: Indice, ordem: OrdemAvaliacao): OrdemPronta {
  ind.cacheOrdens ??= {};
  let pronta = ind.cacheOrdens[ordem];
  if (!pronta) {
    pronta = montarOrdem(ind, ordem);
    ind.cacheOrdens[ordem] = pronta;
  }
  return pronta;
}

/** Positions (ascending) whose public average (one decimal) is at least `minimo`; once per version. */
export function comNotaMinima(ind: Indice, minimo: number): Int32Array {
  ind.cacheNotaMinima ??= new Map();
  let pos = ind.cacheNotaMinima.get(minimo);
  if (!pos) {
    const out: number[] = [];
    for (let i = 0; i < ind.n; i++) {
      const c = ind.cartoes[i];
      if (mediaPublica(Number(c.avaliacao_total), Number(c.avaliacao_soma)) >= minimo) out.push(i);
    }
    pos = Int32Array.from(out);
    ind.cacheNotaMinima.set(minimo, pos);
  }
  return pos;
}

/** A filter's matches sorted by one rating order, kept with the filter's match array. */
const ordenadosPorFiltro = new WeakMap<Int32Array, Partial<Record<OrdemAvaliacao, Int32Array>>>();

/** Supplier ids of one page of `selecionados` in a rating order. */
export function paginarPorAvaliacao(
  ind: Indice,
  selecionados: Int32Array,
  ordem: OrdemAvaliacao,
  offset: number,
  limit: number,
): number[] {
  const pronta = ordemDe(ind, ordem);
  let ordenados: Int32Array;
  if (selecionados.length === ind.n) {
    ordenados = pronta.posicoes;
  } else {
    let porOrdem = ordenadosPorFiltro.get(selecionados);
    if (!porOrdem) {
      porOrdem = {};
      ordenadosPorFiltro.set(selecionados, porOrdem);
    }
    let prontos = porOrdem[ordem];
    if (!prontos) {
      // Places are distinct integers: a native numeric sort, then back to positions.
      const lugares = new Int32Array(selecionados.length);
      for (let j = 0; j < selecionados.length; j++) lugares[j] = pronta.lugar[selecionados[j]];
      lugares.sort();
      prontos = new Int32Array(lugares.length);
      for (let j = 0; j < lugares.length; j++) prontos[j] = pronta.posicoes[lugares[j]];
      porOrdem[ordem] = prontos;
    }
    ordenados = prontos;
  }
  const out: number[] = [];
  const fim = Math.min(ordenados.length, offset + limit);
  for (let k = offset; k < fim; k++) out.push(ind.ids[ordenados[k]]);
  return out;
}
