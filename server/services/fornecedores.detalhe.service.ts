import type * as v from 'valibot';
import type { Db } from '../../db/client.js';
import * as dq from '../../db/queries/depoimentos.queries.js';
import * as q from '../../db/queries/fornecedores.queries.js';
import * as mq from '../../db/queries/mudancas.queries.js';
import { ordenarPorNome } from '../../shared/ordem-nomes.js';
import type { AppDeps } from '../deps.js';
import { avaliacaoDe, type CartaoFornecedor, tagPublica } from '../diretorio/index.js';
import { AppError, notFound } from '../errors.js';
import { Lru } from '../lru.js';
import { CODIGO_VITRINE_DESATIVADA, MSG_VITRINE_INDISPONIVEL } from '../schemas/desativacao.js';
import type { detalheFornecedorSchema } from '../schemas/fornecedores.schema.js';
import { lerLarguras } from '../schemas/imagens.js';
import type { Context } from './contexto.js';
import { respostaDaEquipe } from './depoimentos.service.js';
import { podeGerirFornecedor } from './permissoes.js';

// A supplier's page data (tRPC detail, REST detail, server-rendered page): read once per content
// version and kept in a small cache; drafts only to their owner and admins, read fresh.

export interface DetalheFornecedor extends CartaoFornecedor {
  /** false: a draft, answered only to its owner and admins (never cached, never server-rendered). */
  publicado: boolean;
  descricao_longa: string | null;
  conteudo: string | null;
  telefone: string | null;
  site: string | null;
  whatsapp: string | null;
  created_at: string;
  updated_at: string;
  usuario: { nome: string };
  links: {
    id: number;
    url: string;
    texto_tela: string | null;
    categoria_id: number;
    categoria: { nome: string; icone: string };
  }[];
  galeria: { id: number; midia_url: string; tipo: string; larguras: number[] }[];
  faqs: { id: number; pergunta: string; resposta: string }[];
  depoimentos: {
    id: number;
    fornecedor_id: number;
    usuario_id: number;
    usuario: { nome: string | null };
    nota: number;
    comentario: string;
    resposta: string | null;
    resposta_em: string | null;
    resposta_da_equipe: boolean;
    created_at: string;
    updated_at: string;
  }[];
}

/** A public supplier's page data by id or slug; unknown or inactive is 'Fornecedor não encontrado.' */
export async function detail(
  ctx: Context,
  input: v.InferOutput<typeof detalheFornecedorSchema>,
): Promise<DetalheFornecedor> {
  try {
    return (await detalheEmCache(ctx.deps, input)).dados;
  } catch (err) {
    return rascunhoDoCaller(ctx, input, err);
  }
}

/**
 * The same page data already serialized (REST answers it as is): built once per version and
 * supplier, so a cached page costs one version read and no JSON.stringify.
 */
export async function detailJson(
  ctx: Context,
  input: v.InferOutput<typeof detalheFornecedorSchema>,
): Promise<string> {
  let entrada: DetalheEmCache;
  try {
    entrada = await detalheEmCache(ctx.deps, input);
  } catch (err) {
    return JSON.stringify(await rascunhoDoCaller(ctx, input, err));
  }
  return entrada.json;
}

/**
 * A page the public read path does not know may be a draft: its owner and admins get it (read
 * fresh, outside the page cache); everyone else gets the original 404.
 */
async function rascunhoDoCaller(
  ctx: Context,
  input: v.InferOutput<typeof detalheFornecedorSchema>,
  err: unknown,
): Promise<DetalheFornecedor> {
  const user = ctx.user;
  if (!user || !(err instanceof AppError) || err.code !== 'NOT_FOUND') throw err;
  const rascunho = await carregarDetalhe(ctx.deps.db, input, true).catch(() => null);
  if (!rascunho || rascunho.publicado) throw err;
  if (!podeGerirFornecedor(user, rascunho.usuario_id)) throw err;
  return rascunho;
}

/**
 * The version of everything a public page shows (directory and page contents), read from
 * committed state: an answer built at one version is still right while it does not move.
 */
export async function versaoDoConteudo({ db, sqlite }: Pick<AppDeps, 'db' | 'sqlite'>): Promise<string> {
  const v = await mq.getVersoes(db, sqlite);
  return `${v.diretorio}.${v.paginas}`;
}

interface DetalheEmCache {
  versao: mq.Versoes;
  dados: DetalheFornecedor;
  json: string;
}

async function detalheEmCache(
  { db, sqlite }: Pick<AppDeps, 'db' | 'sqlite'>,
  input: v.InferOutput<typeof detalheFornecedorSchema>,
): Promise<DetalheEmCache> {
  // Supplier pages are cached while the version counters (moved by every committed write that shows on a page) stay put.
  const chave = input.id !== undefined ? `id:${input.id}` : `slug:${input.slug}`;
  const versao = await mq.getVersoes(db, sqlite);
  let cache = cacheDetalhe.get(db);
  if (!cache) {
    cache = new Lru<DetalheEmCache>(DETALHE_CACHE_MAX, DETALHE_CACHE_BYTES);
    cacheDetalhe.set(db, cache);
  }
  const emCache = cache.get(chave);
  if (emCache) {
    const { diretorio, paginas } = emCache.versao;
    if (diretorio === versao.diretorio && paginas === versao.paginas) return emCache;
    // Something changed somewhere: still this page when the change logs name neither this
    // supplier nor "everything" (a testimonial elsewhere leaves it cached).
    if (await mq.isPaginaIntacta(db, sqlite, emCache.dados.id, emCache.versao, versao)) {
      emCache.versao = versao;
      return emCache;
    }
  }
  const dados = await carregarDetalhe(db, input);
  // Serialized once here: REST answers it as is, and its length weighs the entry, so pages that
  // keep gaining testimonials cannot grow the cache past its byte budget.
  const json = JSON.stringify(dados);
  const entrada: DetalheEmCache = { versao, dados, json };
  cache.set(chave, entrada, pesoDaPagina(json));
  return entrada;
}

const DETALHE_CACHE_MAX = 2000;
/** The page cache's budget in estimated bytes (the JSON and the object it came from). */
export const DETALHE_CACHE_BYTES = 16 * 1024 * 1024;
const pesoDaPagina = (json: string) => json.length * 2;

/** The cache's entry count and estimated bytes for one database (tests and diagnostics). */
export function medidaDoCacheDetalhe(db: Db): { paginas: number; bytes: number } {
  const cache = cacheDetalhe.get(db);
  return { paginas: cache?.tamanho ?? 0, bytes: cache?.peso ?? 0 };
}
const cacheDetalhe = new WeakMap<Db, Lru<DetalheEmCache>>();

async function carregarDetalhe(
  db: Db,
  input: v.InferOutput<typeof detalheFornecedorSchema>,
  comRascunhos = false,
): Promise<DetalheFornecedor> {
  const f = await q.findFornecedorPublico(
    db,
    input.id !== undefined ? { id: input.id } : { slug: input.slug },
    comRascunhos,
  );
  if (!f) {
    // A deactivated showcase says so (still a 404, out of the index), not "not found".
    const desativado = await q.isFornecedorDesativado(
      db,
      input.id !== undefined ? { id: input.id } : { slug: input.slug },
    );
    if (desativado)
      throw new AppError('NOT_FOUND', MSG_VITRINE_INDISPONIVEL, { appCode: CODIGO_VITRINE_DESATIVADA });
    throw notFound('Fornecedor não encontrado.');
  }
  const [tags, links, galeria, faqs, depoimentos] = await Promise.all([
    q.listTagsDosFornecedores(db, [f.id]),
    q.listLinksDoFornecedor(db, f.id),
    q.listGaleriaDoFornecedor(db, f.id),
    q.listFaqsDoFornecedor(db, f.id),
    dq.listDepoimentosDoFornecedor(db, f.id),
  ]);
  return {
    id: f.id,
    slug: f.slug,
    usuario_id: f.usuario_id,
    nome_empresa: f.nome_empresa,
    frase_slogan: f.frase_slogan,
    descricao_curta: f.descricao_curta,
    descricao_longa: f.descricao_longa,
    conteudo: f.conteudo,
    foto_perfil: f.foto_perfil,
    foto_perfil_larguras: lerLarguras(f.foto_perfil_larguras),
    telefone: f.telefone,
    site: f.site,
    whatsapp: f.whatsapp,
    verificado: !!f.verificado,
    premium: !!f.premium,
    publicado: f.publicado === 1,
    avaliacao: avaliacaoDe(f.avaliacao_total, f.avaliacao_soma),
    created_at: f.created_at,
    updated_at: f.updated_at,
    usuario: { nome: f.usuario_nome },
    tags: ordenarPorNome(tags, (t) => t.nome).map(tagPublica),
    links: links.map((l) => ({
      id: l.id,
      url: l.url,
      texto_tela: l.texto_tela,
      categoria_id: l.categoria_id,
      categoria: { nome: l.categoria_nome, icone: l.categoria_icone || 'fa fa-link' },
    })),
    galeria: galeria.map((m) => ({ ...m, larguras: lerLarguras(m.larguras) })),
    faqs,
    depoimentos: depoimentos.map((d) => ({
      id: d.id,
      fornecedor_id: d.fornecedor_id,
      usuario_id: d.usuario_id,
      usuario: { nome: d.usuario_nome },
      nota: d.nota,
      comentario: d.comentario,
      resposta: d.resposta,
      resposta_em: d.resposta_em,
      resposta_da_equipe: respostaDaEquipe(d),
      created_at: d.created_at,
      updated_at: d.updated_at,
    })),
  };
}
