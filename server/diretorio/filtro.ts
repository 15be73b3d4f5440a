import type { Ordem } from '../schemas/fornecedores.schema.js';
import {
  CATEGORIA_LOCALIDADE,
  CATEGORIA_PUBLICO,
  NACIONAIS,
  TAG_PARA_TODOS,
} from '../schemas/regras-catalogo.js';
import { comNotaMinima, paginarPorAvaliacao } from './avaliacao.js';
import { type AcertosTexto, buscarTexto, type Consulta, compilarConsulta, faixasPorPontos } from './busca.js';
import { contarOpcoes, curingas, type GrupoFiltro } from './contagens.js';
import { filtrar, tagsPorNome } from './indice.js';
import { paginar, paginarFaixas } from './ordem.js';
import { soNacionais } from './sugestoes.js';
import type { FiltroEmCache, Indice } from './tipos.js';

// One filter of the list (search text, tag names, minimum rating) resolved against an index
// version, cached with it, and one page of it in the order asked.

/** The list's tag groups for the selected tag names (unknown names are ignored). */
function gruposDoFiltro(ind: Indice, nomes: readonly string[]) {
  const porNome = tagsPorNome(ind);
  const selecionadas = [...new Set(nomes)].map((n) => porNome.get(n)).filter((t) => !!t);
  const porCategoria = new Map<string, typeof selecionadas>();
  for (const t of selecionadas) {
    const lista = porCategoria.get(t.categoria_nome) ?? [];
    lista.push(t);
    porCategoria.set(t.categoria_nome, lista);
  }
  const grupos: GrupoFiltro[] = [];
  let estadosEscolhidos: number[] = [];
  for (const [categoria, tags] of porCategoria) {
    const ids = tags.map((t) => t.id);
    if (categoria === CATEGORIA_PUBLICO) {
      const paraTodos = porNome.get(TAG_PARA_TODOS);
      grupos.push({ categoria, tags: paraTodos ? [...ids, paraTodos.id] : ids });
    } else if (categoria === CATEGORIA_LOCALIDADE) {
      // A state also matches 'Brasil' and 'Online'; those two match themselves
      // (docs/decisions/um-estado-no-filtro-inclui-quem-atende-o-brasil-todo-e-quem.md).
      const estados = tags.filter((t) => !NACIONAIS.includes(t.nome));
      const nacionais = NACIONAIS.map((n) => porNome.get(n)?.id).filter((id) => id !== undefined);
      grupos.push({ categoria, tags: estados.length > 0 ? [...new Set([...ids, ...nacionais])] : ids });
      if (estados.length > 0) estadosEscolhidos = estados.map((t) => t.id);
    } else {
      for (const id of ids) grupos.push({ categoria, tags: [id] });
    }
  }
  return { grupos, selecionadas: new Set(selecionadas.map((t) => t.id)), estadosEscolhidos };
}

/**
 * Matches, relevance groups and tag counts of one filter (search text + tag names), cached per
 * index version; the text part alone is cached too (the same words with other tags reuse it).
 */
export function resolverFiltro(ind: Indice, pesquisa: string, nomes: readonly string[], notaMin?: number) {
  const { grupos, selecionadas, estadosEscolhidos } = gruposDoFiltro(ind, nomes);
  const consulta = compilarConsulta(ind.busca, ind.taxonomia, pesquisa);
  // The selected tags are in the key too: a selected option's count is the total (contarOpcoes).
  const chave = `${notaMin ?? ''}\u0000${consulta?.chave ?? ''}\u0000${grupos
    .map((g) => [...new Set(g.tags)].sort((x, y) => x - y).join(','))
    .sort()
    .join(';')}\u0000${[...selecionadas].sort((x, y) => x - y).join(',')}`;
  const emCache = ind.cacheFiltros.get(chave);
  let filtro = emCache && 'selecionados' in emCache ? emCache : undefined;
  if (!filtro) {
    // A minimum rating restricts the text's matches (or everyone) like a text would, so the tag
    // counts follow it too; without a text its uniform scores are not a relevance order.
    const texto = restringirPorNota(ind, consulta ? acertosDoTexto(ind, consulta) : null, notaMin);
    const { posicoes, pontos } = filtrar(
      ind,
      grupos.map((g) => g.tags),
      texto,
    );
    filtro = {
      selecionados: posicoes,
      faixas: pontos && consulta ? faixasPorPontos(posicoes, pontos) : null,
      contagens: contarOpcoes(ind, {
        grupos,
        selecionadas,
        texto,
        selecionados: posicoes,
        curingasDe: curingas(ind),
      }),
      estadoSemFornecedores: soNacionais(ind, posicoes, estadosEscolhidos),
    };
    ind.cacheFiltros.set(chave, filtro, Math.max(1, posicoes === ind.cacheTodos ? 1 : posicoes.length));
  }
  return { filtro, chave };
}

/** The suppliers matching a search text, with scores (one scan of the index, then cached). */
function acertosDoTexto(ind: Indice, consulta: Consulta): AcertosTexto {
  const chave = `texto\u0000${consulta.chave}`;
  const emCache = ind.cacheFiltros.get(chave);
  let acertos = emCache && !('selecionados' in emCache) ? emCache : undefined;
  if (!acertos) {
    acertos = buscarTexto(ind, consulta);
    ind.cacheFiltros.set(chave, acertos, Math.max(1, acertos.posicoes.length));
  }
  return acertos;
}

/** The matches of a text (or everyone) with a public average of at least `notaMin`. */
function restringirPorNota(ind: Indice, texto: AcertosTexto | null, notaMin?: number): AcertosTexto | null {
  if (notaMin === undefined) return texto;
  const comNota = comNotaMinima(ind, notaMin);
  if (!texto) return { posicoes: comNota, pontos: new Int32Array(comNota.length).fill(1) };
  const marca = new Uint8Array(ind.n);
  for (let j = 0; j < comNota.length; j++) marca[comNota[j]] = 1;
  const posicoes: number[] = [];
  const pontos: number[] = [];
  for (let j = 0; j < texto.posicoes.length; j++) {
    if (!marca[texto.posicoes[j]]) continue;
    posicoes.push(texto.posicoes[j]);
    pontos.push(texto.pontos[j]);
  }
  return { posicoes: Int32Array.from(posicoes), pontos: Int32Array.from(pontos) };
}

/**
 * Supplier ids of one page: in a rating order when asked; otherwise by relevance when there is a
 * search text, in the seed's order.
 */
export function paginarFiltro(
  ind: Indice,
  filtro: FiltroEmCache,
  ordem: Ordem,
  semente: number,
  offset: number,
  limit: number,
) {
  if (ordem !== 'relevancia') return paginarPorAvaliacao(ind, filtro.selecionados, ordem, offset, limit);
  return filtro.faixas
    ? paginarFaixas(ind, filtro.faixas, semente, offset, limit)
    : paginar(ind, filtro.selecionados, semente, offset, limit);
}
