import type { Db } from '../../db/client.js';
import * as q from '../../db/queries/fornecedores.queries.js';
import { lerLarguras } from '../schemas/imagens.js';
import { cartoesDoIndice, tagsDoIndice } from './indice.js';
import type { Avaliacao, CartaoDaLista, CartaoFornecedor, Indice, TagPublica } from './tipos.js';

// The public cards of the directory: built from the index (one object per supplier and version,
// shared by every page) or, without an index, from the database.

/** The public rating from the stored count and sum (migration 020): one decimal, null without testimonials. */
export function avaliacaoDe(total: number, soma: number): Avaliacao {
  const n = Number(total);
  return { media: n > 0 ? Math.round((Number(soma) / n) * 10) / 10 : null, total: n };
}

type CartaoRow = Awaited<ReturnType<typeof q.listCartoesPorIds>>[number];
type TagRow = Awaited<ReturnType<typeof q.listTagsDosFornecedores>>[number];

export function tagPublica(t: {
  id: number;
  nome: string;
  categoria_id: number;
  categoria_nome: string;
}): TagPublica {
  return { id: t.id, nome: t.nome, categoria_id: t.categoria_id, CategoriaTag: { nome: t.categoria_nome } };
}

export function montarCartoes(rows: CartaoRow[], tags: TagRow[], ordemIds?: number[]): CartaoFornecedor[] {
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

export async function cartoesPublicos(db: Db, ids: number[], ind?: Indice): Promise<CartaoFornecedor[]> {
  if (ind) {
    // One card object per supplier and version, shared by every page (fewer allocations, less GC).
    ind.cacheCartoes ??= new Array<CartaoFornecedor | undefined>(ind.n);
    const prontos = ind.cacheCartoes;
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
  const [rows, tags] = await Promise.all([q.listCartoesPorIds(db, ids), q.listTagsDosFornecedores(db, ids)]);
  return montarCartoes(rows, tags, ids);
}

/** The list form of the cards, one object per supplier and index version (like the cards). */
export function cartoesDaLista(ind: Indice, cards: CartaoFornecedor[]): CartaoDaLista[] {
  ind.cacheCartoesDaLista ??= new Map<number, CartaoDaLista>();
  const prontos = ind.cacheCartoesDaLista;
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
