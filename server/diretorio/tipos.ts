import type * as q from '../../db/queries/fornecedores.queries.js';
import type { Lru } from '../lru.js';
import type { AcertosTexto, DadosBusca } from './busca.js';

/**
 * The types of the directory (server/diretorio/): the in-memory index and what each version of it
 * caches, all typed, so no module casts a cached value back. A leaf: it imports types only from
 * the queries, the LRU and the search data, never from a module of the directory that imports it.
 */

/** A tag of the taxonomy (with its category), as the index keeps it. */
export type TagDoIndice = Awaited<ReturnType<typeof q.listTodasTags>>[number];
/** A card row of the index (card fields and the "featured-worthy" flag). */
export type LinhaIndice = Awaited<ReturnType<typeof q.listLinhasIndice>>[number];

/** The rating orders of the list (fornecedores.schema `Ordem` other than 'relevancia'). */
export type OrdemAvaliacao = 'nota' | 'total';

export interface OrdemPronta {
  /** Positions in this order. */
  posicoes: Int32Array;
  /** Position -> its place in `posicoes`. */
  lugar: Int32Array;
}

export interface TagPublica {
  id: number;
  nome: string;
  categoria_id: number;
  CategoriaTag: { nome: string };
}

export interface Avaliacao {
  media: number | null;
  total: number;
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

/**
 * A card of the list page: its tags as ids in the card's order. The page already holds the
 * taxonomy (`fornecedores.tags`, for the filter panel) and names them from it; the names in full
 * were the larger part of the answer and of its serialization (docs/performance.md).
 */
export type CartaoDaLista = Omit<CartaoFornecedor, 'tags'> & { tag_ids: number[] };

/**
 * A way back from an empty list: the active filter to remove and the total the list would then
 * answer ("Remover São Paulo (12)"). `todos` clears every filter (offered with two or more).
 */
export interface Remocao {
  tipo: 'pesquisa' | 'tag' | 'notaMin' | 'todos';
  /** The search text, the tag name or the minimum rating; '' for `todos`. */
  valor: string;
  /** What the person reads after "Remover": the state's name for a state, the text in quotes… */
  rotulo: string;
  total: number;
}

export interface ResultadoLista {
  itens: CartaoDaLista[];
  total: number;
  pagina: number;
  porPagina: number;
  totalPaginas: number;
  /**
   * Per filter option (tag id): the total the list answers after choosing it (replacing the
   * selection of its category; contagens.ts); options with none are left out. The names and
   * categories are the taxonomy (`fornecedores.tags`), fetched once by the client: sending them
   * with every page tripled the page (15 KB instead of ~5 KB).
   */
  contagens: Record<number, number>;
  /**
   * The chosen state (UF) when the list is not empty but none of it is tagged with that state: only
   * suppliers serving the whole country or online remain (the spec's notice).
   */
  estadoSemFornecedores: string | null;
  /** An empty list only: what removing each active filter would give (sugestoes.ts). */
  remocoes: Remocao[];
}

/** One filter's answer, cached per index version (filtro.ts). */
export interface FiltroEmCache {
  /** Matching positions (ascending). */
  selecionados: Int32Array;
  /** With a search text: the matches grouped by score, best first. */
  faixas: Int32Array[] | null;
  contagens: ResultadoLista['contagens'];
  estadoSemFornecedores: string | null;
}

/** The home's tag sections (popular tags, tags by category): they depend on the version only. */
export interface TagsDaHome {
  tagsPopulares: (TagPublica & { total: number })[];
  categorias: { nome: string; tags: TagPublica[] }[];
}

/**
 * In-memory search index of the public directory (ids, lower-cased names, tag postings, card
 * fields), built from the database and brought up to date whenever `diretorio_versao` moves (the
 * triggers of migration 029 record every committed change): only the suppliers the new versions
 * changed are read again. Every request pays one prepared read of the version; filtering,
 * counting tags and the seeded order then cost microseconds per supplier instead of SQL scans.
 * Being derived state, any process builds its own.
 */
export interface Indice {
  versao: number;
  /** How this version was made: everything read again, or the previous one patched. */
  origem: 'completa' | 'incremental';
  n: number;
  ids: Int32Array;
  nomes: string[];
  destaque: Uint8Array;
  /** CSR: tags of supplier i are tagIds[tagInicio[i] .. tagInicio[i+1]). */
  tagInicio: Int32Array;
  tagIds: Int32Array;
  /** Postings: supplier indexes per tag id. */
  postings: Map<number, Int32Array>;
  /** The taxonomy (tags change bumps the version too). */
  taxonomia: TagDoIndice[];
  /** Lazily computed: suppliers per tag over the whole directory, and featured-worthy positions. */
  cachePopularidade?: Map<number, number>;
  cacheDestaques?: Int32Array;
  cacheTagsPorNome?: Map<string, TagDoIndice>;
  cacheTodos?: Int32Array;
  /** Supplier id -> position. */
  posicao: Map<number, number>;
  /** Card fields of each supplier (by position): pages need no query. */
  cartoes: LinhaIndice[];
  /** Words of name, slogan and short description by position (busca.ts). */
  busca: DadosBusca;
  /** Tag id -> (tag, rank by name in pt-BR). */
  tagPorId: Map<number, { tag: TagDoIndice; rank: number }>;
  /**
   * Derived answers valid for this version only (a write builds a new index, so they go with it):
   * per filter (matches and tag counts, or a search text's matches) and per page (filter, seed,
   * page). Bounded LRUs.
   */
  cacheFiltros: Lru<FiltroEmCache | AcertosTexto>;
  cachePaginas: Lru<ResultadoLista>;
  /** Public card objects by position, built on first use and shared by every page of this version. */
  cacheCartoes?: (CartaoFornecedor | undefined)[];
  /** The same cards with their tags as ids, for the list page. */
  cacheCartoesDaLista?: Map<number, CartaoDaLista>;
  cacheTagsDaHome?: TagsDaHome;
  /** Rating orders and minimum-rating filters of this version (computed once, on first use). */
  cacheOrdens?: Partial<Record<OrdemAvaliacao, OrdemPronta>>;
  cacheNotaMinima?: Map<number, Int32Array>;
}
