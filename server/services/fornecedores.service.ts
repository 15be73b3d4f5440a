import { randomInt } from 'node:crypto';
import type * as v from 'valibot';
import * as q from '../../db/queries/fornecedores.queries.js';
import {
  CACHE_A_PARTIR_DE,
  type CartaoFornecedor,
  COLLATOR,
  cartoesDaLista,
  cartoesDoIndice,
  cartoesPublicos,
  destaques,
  type Indice,
  indiceAtual,
  montarCartoes,
  paginarFaixas,
  paginarFiltro,
  popularidade,
  type ResultadoLista,
  remocoesPossiveis,
  resolverFiltro,
  type TagPublica,
  type TagsDaHome,
  tagPublica,
  tagsPorNome,
} from '../diretorio/index.js';
import { badRequest } from '../errors.js';
import type {
  buscaFornecedoresSchema,
  listFornecedoresSchema,
  searchFornecedoresSchema,
} from '../schemas/fornecedores.schema.js';
import { lerLarguras } from '../schemas/imagens.js';
import { compararCategorias, TAG_PARA_TODOS } from '../schemas/regras-catalogo.js';
import type { AuthedContext, Context } from './contexto.js';

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

/**
 * The filtered, paginated public list ("Supplier filtering" of the product rules).
 * - pesquisa: words and word prefixes of the name, slogan, short description and tag names,
 *   accents and case ignored (server/diretorio/busca.ts); best matches first, then the fair shuffle;
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
  const paginaEmCache = ind.cachePaginas.get(chavePagina);
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
    itens: cartoesDaLista(ind, await cartoesPublicos(ctx.deps.db, ids, ind)),
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
    rows: await cartoesPublicos(ctx.deps.db, ids, ind),
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
    cartoesPublicos(db, destaqueIds, ind),
    cartoesPublicos(db, carrosselIds, ind),
  ]);

  return { ...tagsDaHome(ind), destaques: destaquesCards, carrossel };
}

/** Popular tags ('para Todos' excluded) and the most used tags of each category, once per version. */
function tagsDaHome(ind: Indice): TagsDaHome {
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
  return ind.cacheTagsDaHome;
}

/** GET /api/fornecedores: every public supplier with its tags (no long HTML fields). */
export async function listPublicos(ctx: Context): Promise<CartaoFornecedor[]> {
  const { db } = ctx.deps;
  const [rows, tags] = await Promise.all([q.listPublicos(db), q.listTagsDosPublicos(db)]);
  return montarCartoes(rows, tags);
}
