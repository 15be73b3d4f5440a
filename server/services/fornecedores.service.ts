import { randomInt } from 'node:crypto';
import type * as v from 'valibot';
import type { Db } from '../../db/client.js';
import * as q from '../../db/queries/fornecedores.queries.js';
import { badRequest } from '../errors.js';
import type {
  buscaFornecedoresSchema,
  listFornecedoresSchema,
  Ordem,
  searchFornecedoresSchema,
} from '../schemas/fornecedores.schema.js';
import { lerLarguras } from '../schemas/imagens.js';
import {
  CATEGORIA_LOCALIDADE,
  CATEGORIA_PUBLICO,
  compararCategorias,
  NACIONAIS,
  TAG_PARA_TODOS,
} from '../schemas/regras-catalogo.js';
import type { AuthedContext, Context } from './contexto.js';
import { comNotaMinima, paginarPorAvaliacao } from './fornecedores.avaliacao.js';
import {
  type AcertosTexto,
  buscarTexto,
  type Consulta,
  compilarConsulta,
  faixasPorPontos,
} from './fornecedores.busca.js';
import { contarOpcoes, curingas, type GrupoFiltro } from './fornecedores.contagens.js';
import {
  COLLATOR,
  cartoesDoIndice,
  destaques,
  filtrar,
  type Indice,
  indiceAtual,
  popularidade,
  tagsDoIndice,
  tagsPorNome,
} from './fornecedores.indice.js';
import { CACHE_A_PARTIR_DE, paginar, paginarFaixas } from './fornecedores.ordem.js';
import { type Remocao, remocoesPossiveis, soNacionais } from './fornecedores.sugestoes.js';

/** The caller's own showcases (inactive included): post-login destination, navbar, account page. */
export function listMinhas(ctx: AuthedContext) {
  return q.listFornecedoresDoUsuario(ctx.deps.db, ctx.user.id);
}

// ---------------------------------------------------------------------------------------------
// Public directory
// ---------------------------------------------------------------------------------------------

export const BUSCA_MAX = 8;
export const HOME_POPULARES = 4;
export const HOME_DESTAQUES = 2;
export const HOME_CARROSSEL = 12;
export const HOME_TAGS_POR_CATEGORIA = 10;

export interface TagPublica {
  id: number;
  nome: string;
  categoria_id: number;
  CategoriaTag: { nome: string };
}

export interface CartaoFornecedor {
  id: number;
  slug: string;
  usuario_id: number;
  nome_empresa: string;
  frase_slogan: string | null;
  descricao_curta: string;
  foto_perfil: string | null;
  /** Widths of the photo's WebP variants (server/schemas/imagens.ts); empty: original only. */
  foto_perfil_larguras: number[];
  verificado: boolean;
  premium: boolean;
  tags: TagPublica[];
  /** Average (one decimal) and count of the visible testimonials, from the stored aggregate. */
  avaliacao: Avaliacao;
}

export interface Avaliacao {
  media: number | null;
  total: number;
}

/** The public rating from the stored count and sum (migration 020): one decimal, null without testimonials. */
export function avaliacaoDe(total: number, soma: number): Avaliacao {
  const n = Number(total);
  return { media: n > 0 ? Math.round((Number(soma) / n) * 10) / 10 : null, total: n };
}

type CartaoRow = Awaited<ReturnType<typeof q.cartoesPorIds>>[number];
type TagRow = Awaited<ReturnType<typeof q.tagsDosFornecedores>>[number];

export function tagPublica(t: {
  id: number;
  nome: string;
  categoria_id: number;
  categoria_nome: string;
}): TagPublica {
  return { id: t.id, nome: t.nome, categoria_id: t.categoria_id, CategoriaTag: { nome: t.categoria_nome } };
}

function montarCartoes(rows: CartaoRow[], tags: TagRow[], ordemIds?: number[]): CartaoFornecedor[] {
  const porFornecedor = new Map<number, TagPublica[]>();
  for (const t of tags) {
    const list = porFornecedor.get(t.fornecedor_id) ?? [];
    list.push(tagPublica(t));
    porFornecedor.set(t.fornecedor_id, list);
  }
  const cards = rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    usuario_id: r.usuario_id,
    nome_empresa: r.nome_empresa,
    frase_slogan: r.frase_slogan,
    descricao_curta: r.descricao_curta,
    foto_perfil: r.foto_perfil,
    foto_perfil_larguras: lerLarguras(r.foto_perfil_larguras),
    verificado: !!r.verificado,
    premium: !!r.premium,
    tags: porFornecedor.get(r.id) ?? [],
    avaliacao: avaliacaoDe(r.avaliacao_total, r.avaliacao_soma),
  }));
  if (!ordemIds) return cards;
  const pos = new Map(ordemIds.map((id, i) => [id, i]));
  return cards.sort((a, b) => (pos.get(a.id) ?? 0) - (pos.get(b.id) ?? 0));
}

async function cartoes(db: Db, ids: number[], ind?: Indice): Promise<CartaoFornecedor[]> {
  if (ind) {
    // One card object per supplier and version, shared by every page (fewer allocations, less GC).
    ind.cacheCartoes ??= new Array(ind.n);
    const prontos = ind.cacheCartoes as (CartaoFornecedor | undefined)[];
    const out: CartaoFornecedor[] = [];
    for (const id of ids) {
      const i = ind.posicao.get(id);
      if (i === undefined) continue;
      let cartao = prontos[i];
      if (!cartao) {
        cartao = montarCartoes(cartoesDoIndice(ind, [id]), tagsDoIndice(ind, [id]))[0];
        prontos[i] = cartao;
      }
      out.push(cartao);
    }
    return out;
  }
  const [rows, tags] = await Promise.all([q.cartoesPorIds(db, ids), q.tagsDosFornecedores(db, ids)]);
  return montarCartoes(rows, tags, ids);
}

/**
 * A card of the list page: its tags as ids in the card's order. The page already holds the
 * taxonomy (`fornecedores.tags`, for the filter panel) and names them from it; the names in full
 * were the larger part of the answer and of its serialization (docs/performance.md).
 */
export type CartaoDaLista = Omit<CartaoFornecedor, 'tags'> & { tag_ids: number[] };

/** The list form of the cards, one object per supplier and index version (like the cards). */
function cartoesDaLista(ind: Indice, cards: CartaoFornecedor[]): CartaoDaLista[] {
  ind.cacheCartoesDaLista ??= new Map<number, CartaoDaLista>();
  const prontos = ind.cacheCartoesDaLista as Map<number, CartaoDaLista>;
  return cards.map((c) => {
    let daLista = prontos.get(c.id);
    if (!daLista) {
      const { tags, ...resto } = c;
      daLista = { ...resto, tag_ids: tags.map((t) => t.id) };
      prontos.set(c.id, daLista);
    }
    return daLista;
  });
}

export interface ResultadoLista {
  itens: CartaoDaLista[];
  total: number;
  pagina: number;
  porPagina: number;
  totalPaginas: number;
  /**
   * Per filter option (tag id): the total the list answers after choosing it (replacing the
   * selection of its category; fornecedores.contagens.ts); options with none are left out. The names and categories are the taxonomy (`fornecedores.tags`), fetched once by
   * the client: sending them with every page tripled the page (15 KB instead of ~5 KB).
   */
  contagens: Record<number, number>;
  /**
   * The chosen state (UF) when the list is not empty but none of it is tagged with that state: only
   * suppliers serving the whole country or online remain (the spec's notice).
   */
  estadoSemFornecedores: string | null;
  /** An empty list only: what removing each active filter would give (fornecedores.sugestoes.ts). */
  remocoes: Remocao[];
}

/**
 * The filtered, paginated public list ("Supplier filtering" of the product rules).
 * - pesquisa: words and word prefixes of the name, slogan, short description and tag names,
 *   accents and case ignored (fornecedores.busca.ts); best matches first, then the fair shuffle;
 * - selected tags grouped by category, every group satisfied;
 * - inside a category every selected tag present, except Público ('para Todos' or any selected)
 *   and Localidade (Brasil/Online: one of the selected; a state: the state, 'Brasil' or 'Online').
 */
export async function list(
  ctx: Context,
  input: v.InferOutput<typeof listFornecedoresSchema>,
): Promise<ResultadoLista> {
  const ind = await indiceAtual(ctx.deps);
  const { filtro, chave } = resolverFiltro(ind, input.pesquisa, input.tags, input.notaMin);
  // Same version, same filter: matches and tag counts are reused; same seed and page: the page too.
  const chavePagina = `${chave}\u0000${input.ordem}\u0000${input.semente}\u0000${input.pagina}\u0000${input.porPagina}`;
  const paginaEmCache = ind.cachePaginas.get(chavePagina) as ResultadoLista | undefined;
  if (paginaEmCache) return paginaEmCache;

  const total = filtro.selecionados.length;
  const totalPaginas = Math.max(1, Math.ceil(total / input.porPagina));
  const pagina = Math.min(Math.max(1, input.pagina), totalPaginas);
  const ids = paginarFiltro(
    ind,
    filtro,
    input.ordem,
    input.semente,
    (pagina - 1) * input.porPagina,
    input.porPagina,
  );
  const resultado: ResultadoLista = {
    itens: cartoesDaLista(ind, await cartoes(ctx.deps.db, ids, ind)),
    total,
    pagina,
    porPagina: input.porPagina,
    totalPaginas,
    contagens: filtro.contagens,
    estadoSemFornecedores: filtro.estadoSemFornecedores,
    remocoes:
      total === 0
        ? remocoesPossiveis(input, tagsPorNome(ind), (p, tags, nota) => {
            return resolverFiltro(ind, p, tags, nota).filtro.selecionados.length;
          })
        : [],
  };
  // Small filters build a page faster than the cache keeps one (see CACHE_A_PARTIR_DE).
  if (total > CACHE_A_PARTIR_DE) ind.cachePaginas.set(chavePagina, resultado);
  return resultado;
}

interface FiltroEmCache {
  /** Matching positions (ascending). */
  selecionados: Int32Array;
  /** With a search text: the matches grouped by score, best first. */
  faixas: Int32Array[] | null;
  contagens: ResultadoLista['contagens'];
  estadoSemFornecedores: string | null;
}

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
      // A state also matches 'Brasil' and 'Online' (docs/decisions/um-estado-no-filtro-inclui-quem-atende-o-brasil-todo-e-quem.md); those two match themselves.
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
function resolverFiltro(ind: Indice, pesquisa: string, nomes: readonly string[], notaMin?: number) {
  const { grupos, selecionadas, estadosEscolhidos } = gruposDoFiltro(ind, nomes);
  const consulta = compilarConsulta(ind.busca, ind.taxonomia, pesquisa);
  // The selected tags are in the key too: a selected option's count is the total (contarOpcoes).
  const chave = `${notaMin ?? ''}\u0000${consulta?.chave ?? ''}\u0000${grupos
    .map((g) => [...new Set(g.tags)].sort((x, y) => x - y).join(','))
    .sort()
    .join(';')}\u0000${[...selecionadas].sort((x, y) => x - y).join(',')}`;
  let filtro = ind.cacheFiltros.get(chave) as FiltroEmCache | undefined;
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
  let acertos = ind.cacheFiltros.get(chave) as AcertosTexto | undefined;
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
function paginarFiltro(
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

/** Live search of the home search box: the best few public suppliers for the typed text. */
export async function search(ctx: Context, input: v.InferOutput<typeof searchFornecedoresSchema>) {
  const ind = await indiceAtual(ctx.deps);
  const { filtro } = resolverFiltro(ind, input.texto, []);
  if (!filtro.faixas) return [];
  // Equal scores: a new shuffle per request, so no supplier owns the few places.
  const ids = paginarFaixas(ind, filtro.faixas, randomInt(0, 2 ** 31 - 1), 0, BUSCA_MAX);
  return cartoesDoIndice(ind, ids).map((r) => ({
    id: r.id,
    slug: r.slug,
    nome_empresa: r.nome_empresa,
    foto_perfil: r.foto_perfil,
    foto_perfil_larguras: lerLarguras(r.foto_perfil_larguras),
  }));
}

/**
 * GET /api/fornecedores/busca: the list's search and filters for other clients (active public
 * suppliers, best matches first). `uf` is a Localidade choice like the list's (the state or a
 * 'Brasil' or 'Online' supplier); an unknown tag name is a 400. Equal scores follow a shuffle seeded by the
 * day: fair over days, and stable while a client pages through.
 */
export async function searchPaged(ctx: Context, input: v.InferOutput<typeof buscaFornecedoresSchema>) {
  const ind = await indiceAtual(ctx.deps);
  const porNome = tagsPorNome(ind);
  const desconhecida = input.tag.find((nome) => !porNome.has(nome));
  if (desconhecida !== undefined) throw badRequest(`Tag desconhecida: ${desconhecida}.`);
  const { filtro } = resolverFiltro(
    ind,
    input.q,
    input.uf ? [...input.tag, input.uf] : input.tag,
    input.nota_min,
  );
  const semente = Math.floor(Date.now() / 86_400_000);
  const ids = paginarFiltro(
    ind,
    filtro,
    input.ordem,
    semente,
    (input.page - 1) * input.per_page,
    input.per_page,
  );
  return {
    rows: await cartoes(ctx.deps.db, ids, ind),
    total: filtro.selecionados.length,
    page: input.page,
    per_page: input.per_page,
  };
}

/** Up to `quantos` distinct random positions among `candidatos` (or all n). */
function sortear(total: number, quantos: number, candidatos?: Int32Array): number[] {
  const n = candidatos ? candidatos.length : total;
  const escolhidos = new Set<number>();
  if (n <= quantos * 2) {
    const todos = Array.from({ length: n }, (_, i) => i);
    for (let i = todos.length - 1; i > 0; i--) {
      const j = randomInt(0, i + 1);
      [todos[i], todos[j]] = [todos[j], todos[i]];
    }
    for (const i of todos.slice(0, quantos)) escolhidos.add(i);
  } else {
    while (escolhidos.size < quantos) escolhidos.add(randomInt(0, n));
  }
  return [...escolhidos].map((i) => (candidatos ? candidatos[i] : i));
}

/**
 * Everything the home page shows, in one call: popular tags ('para Todos' excluded), 2 featured
 * suppliers (photo and a description over 100 characters preferred), up to 12 random suppliers
 * for the carousel, and tags by category (the 10 most used of each).
 */
export async function home(ctx: Context) {
  const { db } = ctx.deps;
  const ind = await indiceAtual(ctx.deps);
  const preferidos = sortear(ind.n, HOME_DESTAQUES, destaques(ind));
  const destaqueIdx =
    preferidos.length >= HOME_DESTAQUES
      ? preferidos
      : [...preferidos, ...sortear(ind.n, HOME_DESTAQUES * 3).filter((i) => !preferidos.includes(i))].slice(
          0,
          HOME_DESTAQUES,
        );
  const carrosselIdx = sortear(ind.n, HOME_CARROSSEL);
  const destaqueIds = destaqueIdx.map((i) => ind.ids[i]);
  const carrosselIds = carrosselIdx.map((i) => ind.ids[i]);
  const [destaquesCards, carrossel] = await Promise.all([
    cartoes(db, destaqueIds, ind),
    cartoes(db, carrosselIds, ind),
  ]);

  return { ...tagsDaHome(ind), destaques: destaquesCards, carrossel };
}

/** Popular tags ('para Todos' excluded) and the most used tags of each category, once per version. */
function tagsDaHome(ind: Indice) {
  const montar = () => {
    const uso = popularidade(ind);
    const usadas = ind.taxonomia
      .filter((t) => (uso.get(t.id) ?? 0) > 0)
      .sort((a, b) => (uso.get(b.id) ?? 0) - (uso.get(a.id) ?? 0) || COLLATOR.compare(a.nome, b.nome));
    const porCategoria = new Map<string, TagPublica[]>();
    for (const t of usadas) {
      const list = porCategoria.get(t.categoria_nome) ?? [];
      if (list.length < HOME_TAGS_POR_CATEGORIA) list.push(tagPublica(t));
      porCategoria.set(t.categoria_nome, list);
    }
    return {
      tagsPopulares: usadas
        .filter((t) => t.nome !== TAG_PARA_TODOS)
        .slice(0, HOME_POPULARES)
        .map((t) => ({ ...tagPublica(t), total: uso.get(t.id) ?? 0 })),
      categorias: [...porCategoria.entries()]
        .sort(([a], [b]) => compararCategorias(a, b))
        .map(([nome, lista]) => ({ nome, tags: lista })),
    };
  };
  ind.cacheTagsDaHome ??= montar();
  return ind.cacheTagsDaHome as ReturnType<typeof montar>;
}

/** GET /api/fornecedores: every public supplier with its tags (no long HTML fields). */
export async function listPublicos(ctx: Context): Promise<CartaoFornecedor[]> {
  const { db } = ctx.deps;
  const [rows, tags] = await Promise.all([q.listPublicos(db), q.tagsDosPublicos(db)]);
  return montarCartoes(rows, tags);
}
