import type { AcertosTexto } from './fornecedores.busca.js';
import { filtrar, type Indice } from './fornecedores.indice.js';

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
 *   that match C = {t}: Público, t or 'para Todos'; Localidade, a state or 'Brasil' (Brasil and
 *   Online: themselves); any other category, t. `curingaDe(t)` names that second tag.
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
    curingaDe: (tagId: number) => number | undefined;
  },
): Record<number, number> {
  const { grupos, selecionadas, texto, selecionados, curingaDe } = args;
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
  contarEm(ind, selecionados, livres, curingaDe, maxTag, out);
  for (const categoria of comSelecao) {
    const outros = grupos.filter((g) => g.categoria !== categoria).map((g) => g.tags);
    const base = filtrar(ind, outros, texto).posicoes;
    contarEm(ind, base, porCategoria.get(categoria) ?? [], curingaDe, maxTag, out);
  }
  for (const id of selecionadas) {
    if (selecionados.length > 0) out[id] = selecionados.length;
    else delete out[id];
  }
  return out;
}

/**
 * For each tag t of `alvo`: suppliers of `base` carrying t or its wildcard w, i.e.
 * |t| + |w| - |t and w|. Plain counts come from one pass over the base (or from the postings when
 * the base is the whole directory); |t and w| only needs the carriers of a wildcard.
 */
function contarEm(
  ind: Indice,
  base: Int32Array,
  alvo: number[],
  curingaDe: (tagId: number) => number | undefined,
  maxTag: number,
  out: Record<number, number>,
): void {
  if (alvo.length === 0) return;
  const curingaDoAlvo = new Int32Array(maxTag + 1).fill(-1);
  const ehCuringa = new Uint8Array(maxTag + 1);
  for (const t of alvo) {
    const c = curingaDe(t);
    if (c === undefined || c > maxTag) continue;
    curingaDoAlvo[t] = c;
    ehCuringa[c] = 1;
  }
  const { tagInicio, tagIds } = ind;
  const simples = new Int32Array(maxTag + 1);
  const ambos = new Int32Array(maxTag + 1);
  const contarAmbos = (i: number) => {
    let temCuringa = false;
    for (let k = tagInicio[i]; k < tagInicio[i + 1]; k++) if (ehCuringa[tagIds[k]]) temCuringa = true;
    if (!temCuringa) return;
    for (let k = tagInicio[i]; k < tagInicio[i + 1]; k++) {
      const t = tagIds[k];
      const c = curingaDoAlvo[t];
      if (c < 0) continue;
      // Does supplier i carry t's own wildcard?
      for (let x = tagInicio[i]; x < tagInicio[i + 1]; x++)
        if (tagIds[x] === c) {
          ambos[t]++;
          break;
        }
    }
  };
  if (base.length === ind.n) {
    for (const [t, lista] of ind.postings) if (t <= maxTag) simples[t] = lista.length;
    const visto = new Uint8Array(ind.n);
    for (let c = 0; c <= maxTag; c++) {
      const lista = ehCuringa[c] ? ind.postings.get(c) : undefined;
      if (!lista) continue;
      for (let j = 0; j < lista.length; j++) {
        if (visto[lista[j]]) continue;
        visto[lista[j]] = 1;
        contarAmbos(lista[j]);
      }
    }
  } else {
    for (let j = 0; j < base.length; j++) {
      const i = base[j];
      let temCuringa = false;
      for (let k = tagInicio[i]; k < tagInicio[i + 1]; k++) {
        simples[tagIds[k]]++;
        if (ehCuringa[tagIds[k]]) temCuringa = true;
      }
      if (temCuringa) contarAmbos(i);
    }
  }
  for (const t of alvo) {
    const c = curingaDoAlvo[t];
    const n = c < 0 ? simples[t] : simples[t] + simples[c] - ambos[t];
    if (n > 0) out[t] = n;
  }
}
