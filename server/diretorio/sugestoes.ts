import { ESTADOS } from '../../shared/estados.js';
import { CATEGORIA_LOCALIDADE } from '../schemas/regras-catalogo.js';
import type { Indice, Remocao } from './tipos.js';

// What the list says about its filters beyond the cards: the state notice (soNacionais) and, for
// an empty list, the ways back (remocoesPossiveis).

const NOME_DO_ESTADO = new Map(ESTADOS.map((e) => [e.uf, e.nome]));

/** The label of a tag in the suggestions: a state by its name, any other tag as it is. */
function rotuloDaTag(nome: string, categoria: string | undefined): string {
  return (categoria === CATEGORIA_LOCALIDADE && NOME_DO_ESTADO.get(nome)) || nome;
}

/**
 * For an empty list: each active filter with the total after removing it alone, best first
 * (those that would still give nothing are left out), and "every filter" when there are two or
 * more. `totalDe` answers a filter's total (the list's cached filter, so each costs at most one
 * pass over the index); unknown tag names are not filters (the list ignores them).
 */
export function remocoesPossiveis(
  atual: { pesquisa: string; tags: readonly string[]; notaMin?: number },
  porNome: ReadonlyMap<string, { categoria_nome: string }>,
  totalDe: (pesquisa: string, tags: readonly string[], notaMin: number | undefined) => number,
): Remocao[] {
  const pesquisa = atual.pesquisa.trim();
  const tags = [...new Set(atual.tags)].filter((t) => porNome.has(t));
  const out: Remocao[] = [];
  if (pesquisa)
    out.push({
      tipo: 'pesquisa',
      valor: pesquisa,
      rotulo: `a busca “${pesquisa}”`,
      total: totalDe('', tags, atual.notaMin),
    });
  for (const tag of tags)
    out.push({
      tipo: 'tag',
      valor: tag,
      rotulo: rotuloDaTag(tag, porNome.get(tag)?.categoria_nome),
      total: totalDe(
        pesquisa,
        tags.filter((t) => t !== tag),
        atual.notaMin,
      ),
    });
  if (atual.notaMin !== undefined)
    out.push({
      tipo: 'notaMin',
      valor: String(atual.notaMin),
      rotulo: `${atual.notaMin} estrelas ou mais`,
      total: totalDe(pesquisa, tags, undefined),
    });
  const uteis = out.filter((r) => r.total > 0).sort((a, b) => b.total - a.total);
  if (out.length >= 2)
    uteis.push({ tipo: 'todos', valor: '', rotulo: 'todos os filtros', total: totalDe('', [], undefined) });
  return uteis;
}

/**
 * The chosen state when the result is not empty and none of it carries a chosen state (only
 * 'Brasil' and 'Online' suppliers remain); null otherwise. One look per chosen state's posting.
 */
export function soNacionais(ind: Indice, posicoes: Int32Array, estados: number[]): string | null {
  if (estados.length === 0 || posicoes.length === 0) return null;
  const marca = new Uint8Array(ind.n);
  for (let j = 0; j < posicoes.length; j++) marca[posicoes[j]] = 1;
  for (const estado of estados) {
    const lista = ind.postings.get(estado);
    if (lista) for (let k = 0; k < lista.length; k++) if (marca[lista[k]]) return null;
  }
  return ind.tagPorId.get(estados[0])?.tag.nome ?? null;
}
