import type { Db } from '../client.js';

// Every statistic counts only events classified as counted when written (contado = 1) and groups
// by `dia`, the calendar day in America/Sao_Paulo stored with each event. Builder only (portable).

export interface Janela {
  inicio: string;
  fim: string;
}

export function findFornecedorDono(db: Db, fornecedorId: number) {
  return db
    .selectFrom('fornecedores')
    .select(['id', 'usuario_id', 'nome_empresa'])
    .where('id', '=', fornecedorId)
    .executeTakeFirst();
}

export function findFornecedorPorSlug(db: Db, slug: string) {
  return db
    .selectFrom('fornecedores')
    .select(['id', 'usuario_id'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** Counted views of a supplier's page: total and distinct tracking sessions. */
export async function viewsTotais(db: Db, fornecedorId: number, j: Janela) {
  const row = await db
    .selectFrom('page_views')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('session_id').distinct().as('unicos'),
    ])
    .where('fornecedor_id', '=', fornecedorId)
    .where('contado', '=', 1)
    .where('dia', '>=', j.inicio)
    .where('dia', '<=', j.fim)
    .executeTakeFirst();
  return { total: Number(row?.total ?? 0), unique: Number(row?.unicos ?? 0) };
}

/** Counted views per São Paulo day (only days that have any). */
export async function viewsPorDia(db: Db, fornecedorId: number, j: Janela) {
  const rows = await db
    .selectFrom('page_views')
    .select((eb) => ['dia', eb.fn.countAll<number>().as('total')])
    .where('fornecedor_id', '=', fornecedorId)
    .where('contado', '=', 1)
    .where('dia', '>=', j.inicio)
    .where('dia', '<=', j.fim)
    .groupBy('dia')
    .orderBy('dia')
    .execute();
  return rows.map((r) => ({ dia: r.dia, total: Number(r.total) }));
}

/** Counted link clicks of a supplier: total and distinct tracking sessions. */
export async function cliquesTotais(db: Db, fornecedorId: number, j: Janela) {
  const row = await db
    .selectFrom('link_clicks')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('session_id').distinct().as('unicos'),
    ])
    .where('fornecedor_id', '=', fornecedorId)
    .where('contado', '=', 1)
    .where('dia', '>=', j.inicio)
    .where('dia', '<=', j.fim)
    .executeTakeFirst();
  return { total: Number(row?.total ?? 0), unique: Number(row?.unicos ?? 0) };
}

/**
 * Counted clicks per link button still known by id (current text, address and category joined),
 * and per type + address for clicks whose link was removed or never had an id.
 */
export async function cliquesPorLink(db: Db, fornecedorId: number, j: Janela) {
  const comId = await db
    .selectFrom('link_clicks as lc')
    .leftJoin('fornecedor_links as fl', 'fl.id', 'lc.link_id')
    .leftJoin('categorias_link as cl', 'cl.id', 'fl.categoria_id')
    .select((eb) => [
      'lc.link_id',
      'fl.texto_tela',
      'fl.url as link_url_atual',
      'cl.nome as categoria',
      eb.fn.max('lc.link_type').as('link_type'),
      eb.fn.max('lc.link_text').as('link_text'),
      eb.fn.max('lc.url').as('url'),
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('lc.session_id').distinct().as('unicos'),
    ])
    .where('lc.fornecedor_id', '=', fornecedorId)
    .where('lc.contado', '=', 1)
    .where('lc.dia', '>=', j.inicio)
    .where('lc.dia', '<=', j.fim)
    .where('lc.link_id', 'is not', null)
    .groupBy(['lc.link_id', 'fl.texto_tela', 'fl.url', 'cl.nome'])
    .execute();
  const semId = await db
    .selectFrom('link_clicks')
    .select((eb) => [
      'link_type',
      'url',
      eb.fn.max('link_text').as('link_text'),
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('session_id').distinct().as('unicos'),
    ])
    .where('fornecedor_id', '=', fornecedorId)
    .where('contado', '=', 1)
    .where('dia', '>=', j.inicio)
    .where('dia', '<=', j.fim)
    .where('link_id', 'is', null)
    .groupBy(['link_type', 'url'])
    .execute();
  return {
    comId: comId.map((r) => ({
      link_id: r.link_id as number,
      texto_tela: r.texto_tela,
      link_url_atual: r.link_url_atual,
      categoria: r.categoria,
      link_type: r.link_type ?? '',
      link_text: r.link_text ?? null,
      url: r.url ?? '',
      total: Number(r.total),
      unicos: Number(r.unicos),
    })),
    semId: semId.map((r) => ({
      link_type: r.link_type,
      url: r.url,
      link_text: r.link_text ?? null,
      total: Number(r.total),
      unicos: Number(r.unicos),
    })),
  };
}

/** The link-click report: counted clicks grouped by type, text and address. */
export async function relatorioCliquesLink(db: Db, fornecedorId: number, j: Janela) {
  const rows = await db
    .selectFrom('link_clicks')
    .select((eb) => [
      'link_type',
      'link_text',
      'url',
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('session_id').distinct().as('unicos'),
    ])
    .where('fornecedor_id', '=', fornecedorId)
    .where('contado', '=', 1)
    .where('dia', '>=', j.inicio)
    .where('dia', '<=', j.fim)
    .groupBy(['link_type', 'link_text', 'url'])
    .orderBy('total', 'desc')
    .orderBy('link_type')
    .execute();
  return rows.map((r) => ({
    link_type: r.link_type,
    link_texto: r.link_text,
    link_url: r.url,
    total_clicks: Number(r.total),
    unique_clicks: Number(r.unicos),
  }));
}

export interface FiltroPaginas {
  pageType?: string | null;
  objectId?: string | null;
  fornecedorId?: number | null;
}

/** Counted page views per São Paulo day for a page type and/or object (the period report's base). */
export async function viewsPorDiaFiltrado(db: Db, f: FiltroPaginas, j: Janela) {
  let q = db
    .selectFrom('page_views')
    .select((eb) => ['dia', eb.fn.countAll<number>().as('total')])
    .where('contado', '=', 1)
    .where('dia', '>=', j.inicio)
    .where('dia', '<=', j.fim);
  if (f.pageType) q = q.where('page_type', '=', f.pageType);
  if (f.fornecedorId) q = q.where('fornecedor_id', '=', f.fornecedorId);
  else if (f.objectId) q = q.where('object_id', '=', f.objectId);
  const rows = await q.groupBy('dia').orderBy('dia').execute();
  return rows.map((r) => ({ dia: r.dia, total: Number(r.total) }));
}
