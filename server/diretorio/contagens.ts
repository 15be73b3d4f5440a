import { curingasDoFiltro } from '../schemas/regras-catalogo.js';
import type { AcertosTexto } from './busca.js';
import { filtrar, tagsPorNome } from './indice.js';
import type { Indice } from './tipos.js';

/** A tag group of the list's filter: a supplier must carry one of `tags`. */
export interface GrupoFiltro {
  categoria: string;
  tags: number[];
}

/**
 * The number next to each filter option: the `total` the list answers after choosing it.
 *
 * Choosing an option REPLACES the selection of its category (the product rule: "choosing a tag
 * replaces other tags of the same category", "choosing a state replaces any earlier Localidade
 * selection"; the client does exactly that through regras-catalogo `escolherNoFiltro`). So, for
 * an option t of category C:
 * - t already selected: the current total (what the list shows; clicking it again unselects it);
 * - otherwise: the suppliers matching the search text and every group of the OTHER categories,
 *   that match C = {t}: Público, t or 'para Todos'; Localidade, a state, 'Brasil' or 'Online' (Brasil
 *   and Online: themselves); any other category, t. `curingasDe(t)` names those other tags.
 * One pass over the current result counts every category without a selection (their base is the
 * current result); each category with a selection costs one more filter and pass.
 * Options with no result are left out.
 */
export function contarOpcoes(
  ind: Indice,
  args: {
    grupos: GrupoFiltro[];
    selecionadas: ReadonlySet<number>;
    texto: AcertosTexto | null;
    /** The current result (positions). */
    selecionados: Int32Array;
    curingasDe: (tagId: number) => readonly number[];
  },
): Record<number, number> {
  const { grupos, selecionadas, texto, selecionados, curingasDe } = args;
  const porCategoria = new Map<string, number[]>();
  let maxTag = 0;
  for (const t of ind.taxonomia) {
    const lista = porCategoria.get(t.categoria_nome) ?? [];
    lista.push(t.id);
    porCategoria.set(t.categoria_nome, lista);
    if (t.id > maxTag) maxTag = t.id;
  }
  for (const t of ind.postings.keys()) if (t > maxTag) maxTag = t;

  const out: Record<number, number> = {};
  const comSelecao = new Set(grupos.map((g) => g.categoria));
  const livres = [...porCategoria].filter(([c]) => !comSelecao.has(c)).flatMap(([, ids]) => ids);
  contarEm(ind, selecionados, livres, curingasDe, maxTag, out);
  for (const categoria of comSelecao) {
    const outros = grupos.filter((g) => g.categoria !== categoria).map((g) => g.tags);
    const base = filtrar(ind, outros, texto).posicoes;
    contarEm(ind, base, porCategoria.get(categoria) ?? [], curingasDe, maxTag, out);
  }
  for (const id of selecionadas) {
    if (selecionados.length > 0) out[id] = selecionados.length;
    else delete out[id];
  }
  return out;
}

/**
 * For each tag t of `alvo`: suppliers of `base` carrying t or one of its wildcards W (a state:
 * 'Brasil' or 'Online'; a Público tag: 'para Todos'), i.e. |t| + |W| - |t and W|. Plain counts come
 * from one pass over the base (or from the postings when the base is the whole directory); |W| and
 * |t and W| only need the carriers of a wildcard. The wildcard sets are few (one per rule).
 */
function contarEm(
  ind: Indice,
  base: Int32Array,
  alvo: number[],
  curingasDe: (tagId: number) => readonly number[],
  maxTag: number,
  out: Record<number, number>,
): void {
  if (alvo.length === 0) return;
  // Wildcard sets by key: conjuntos[k] = its tag ids; membros[tag] = bitmask of the sets it is in.
  const conjuntos: number[][] = [];
  const chaves = new Map<string, number>();
  const conjuntoDoAlvo = new Int32Array(maxTag + 1).fill(-1);
  const membros = new Int32Array(maxTag + 1);
  for (const t of alvo) {
    const ws = curingasDe(t).filter((c) => c <= maxTag);
    if (ws.length === 0) continue;
    const chave = ws.join(',');
    let k = chaves.get(chave);
    if (k === undefined) {
      k = conjuntos.length;
      if (k >= 31) continue;
      chaves.set(chave, k);
      conjuntos.push(ws);
      for (const c of ws) membros[c] |= 1 << k;
    }
    conjuntoDoAlvo[t] = k;
  }
  const { tagInicio, tagIds } = ind;
  const simples = new Int32Array(maxTag + 1);
  const ambos = new Int32Array(maxTag + 1);
  const comConjunto = new Int32Array(conjuntos.length);
  /** Supplier i carries a wildcard of set(s) `mascara`: count it in |W| and in |t and W|. */
  const contarAmbos = (i: number, mascara: number) => {
    for (let k = 0; k < conjuntos.length; k++) if (mascara & (1 << k)) comConjunto[k]++;
    for (let x = tagInicio[i]; x < tagInicio[i + 1]; x++) {
      const t = tagIds[x];
      const k = conjuntoDoAlvo[t];
      if (k >= 0 && mascara & (1 << k)) ambos[t]++;
    }
  };
  const mascaraDe = (i: number) => {
    let m = 0;
    for (let x = tagInicio[i]; x < tagInicio[i + 1]; x++) m |= membros[tagIds[x]];
    return m;
  };
  if (base.length === ind.n) {
    for (const [t, lista] of ind.postings) if (t <= maxTag) simples[t] = lista.length;
    const visto = new Uint8Array(ind.n);
    for (let c = 0; c <= maxTag; c++) {
      const lista = membros[c] ? ind.postings.get(c) : undefined;
      if (!lista) continue;
      for (let j = 0; j < lista.length; j++) {
        if (visto[lista[j]]) continue;
        visto[lista[j]] = 1;
        contarAmbos(lista[j], mascaraDe(lista[j]));
      }
    }
  } else {
    for (let j = 0; j < base.length; j++) {
      const i = base[j];
      let m = 0;
      for (let k = tagInicio[i]; k < tagInicio[i + 1]; k++) {
        simples[tagIds[k]]++;
        m |= membros[tagIds[k]];
      }
      if (m) contarAmbos(i, m);
    }
  }
  for (const t of alvo) {
    const k = conjuntoDoAlvo[t];
    const n = k < 0 ? simples[t] : simples[t] + comConjunto[k] - ambos[t];
    if (n > 0) out[t] = n;
  }
}

/** The tags whose carriers also match when an option is chosen (regras-catalogo `curingasDoFiltro`). */
export function curingas(ind: Indice): (tagId: number) => readonly number[] {
  const porNome = tagsPorNome(ind);
  const prontos = new Map<number, readonly number[]>();
  return (tagId) => {
    let ids = prontos.get(tagId);
    if (!ids) {
      const tag = ind.tagPorId.get(tagId)?.tag;
      ids = (tag ? curingasDoFiltro(tag.nome, tag.categoria_nome) : [])
        .map((nome) => porNome.get(nome)?.id)
        .filter((id) => id !== undefined);
      prontos.set(tagId, ids);
    }
    return ids;
  };
}
