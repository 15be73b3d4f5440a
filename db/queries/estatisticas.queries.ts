import type { Db } from '../client.js';

// Every statistic counts only events classified as counted when written (contado = 1) and groups
// by `dia`, the calendar day in America/Sao_Paulo stored with each event. Builder only (portable).

export interface Janela {
  inicio: string;
  fim: string;
}

export function findFornecedorPorSlug(db: Db, slug: string) {
  return db
    .selectFrom('fornecedores')
    .select(['id', 'usuario_id'])
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/**
 * Per-day rows of a window: the raw events' days and the rolled-up days (older than 25 months; a
 * day is in exactly one of them, the daily job moves it in one transaction), added up per day.
 */
function somarPorDia<T extends { dia: string }>(linhas: T[], campos: (keyof T)[]): T[] {
  const porDia = new Map<string, T>();
  for (const l of linhas) {
    const atual = porDia.get(l.dia);
    if (!atual) porDia.set(l.dia, { ...l });
    else for (const c of campos) (atual[c] as number) = Number(atual[c]) + Number(l[c]);
  }
  return [...porDia.values()].sort((a, b) => (a.dia < b.dia ? -1 : a.dia > b.dia ? 1 : 0));
}

/** Where the rolled-up days of each raw table keep a supplier's events and visitors. */
const CONSOLIDADOS = {
  page_views: { total: 'views', unicos: 'visitantes' },
  link_clicks: { total: 'cliques', unicos: 'visitantes_cliques' },
} as const;

/**
 * A supplier's counted views (or clicks) per day and that day's visitors. A visitor id lives one
 * day, so unique visitors over a period are the sum of each day's (a person back on another day
 * counts again), which the rolled-up days keep exactly.
 */
async function eventosDiarios(db: Db, tabela: keyof typeof CONSOLIDADOS, fornecedorId: number, j: Janela) {
  const cruas = await db
    .selectFrom(tabela)
    .select((eb) => [
      'dia',
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('session_id').distinct().as('unicos'),
    ])
    .where('fornecedor_id', '=', fornecedorId)
    .where('contado', '=', 1)
    .where('dia', '>=', j.inicio)
    .where('dia', '<=', j.fim)
    .groupBy('dia')
    .execute();
  const col = CONSOLIDADOS[tabela];
  const antigas = await db
    .selectFrom('fornecedor_visitas_diarias')
    .select((eb) => ['dia', eb.ref(col.total).as('total'), eb.ref(col.unicos).as('unicos')])
    .where('fornecedor_id', '=', fornecedorId)
    .where(col.total, '>', 0)
    .where('dia', '>=', j.inicio)
    .where('dia', '<=', j.fim)
    .execute();
  return somarPorDia([...cruas, ...antigas], ['total', 'unicos']);
}

const somar = (linhas: { total: number; unicos: number }[]) => ({
  total: linhas.reduce((n, l) => n + Number(l.total), 0),
  unique: linhas.reduce((n, l) => n + Number(l.unicos), 0),
});

/** Counted views of a supplier's page: total and visitors (per day, added up). */
export async function countViewsTotais(db: Db, fornecedorId: number, j: Janela) {
  return somar(await eventosDiarios(db, 'page_views', fornecedorId, j));
}

/** Counted views per São Paulo day (only days that have any). */
export async function countViewsPorDia(db: Db, fornecedorId: number, j: Janela) {
  return (await eventosDiarios(db, 'page_views', fornecedorId, j)).map((r) => ({
    dia: r.dia,
    total: Number(r.total),
  }));
}

/** Counted link clicks of a supplier: total and visitors (per day, added up). */
export async function countCliquesTotais(db: Db, fornecedorId: number, j: Janela) {
  return somar(await eventosDiarios(db, 'link_clicks', fornecedorId, j));
}

/**
 * A supplier's counted clicks per day, link, type, text and address with that day's visitors:
 * the raw events and the rolled-up days, as one table to group further.
 */
function cliquesDiarios(db: Db, fornecedorId: number, j: Janela) {
  return db
    .selectFrom('link_clicks')
    .select((eb) => [
      'link_id',
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
    .groupBy(['dia', 'link_id', 'link_type', 'link_text', 'url'])
    .unionAll(
      db
        .selectFrom('link_clicks_diarios')
        .select(['link_id', 'link_type', 'link_text', 'url', 'total', 'unicos'])
        .where('fornecedor_id', '=', fornecedorId)
        .where('dia', '>=', j.inicio)
        .where('dia', '<=', j.fim),
    );
}

/**
 * Counted clicks per link button still known by id (current text, address and category joined),
 * and per type + address for clicks whose link was removed or never had an id.
 */
export async function countCliquesPorLink(db: Db, fornecedorId: number, j: Janela) {
  const comId = await db
    .with('lc', () => cliquesDiarios(db, fornecedorId, j))
    .selectFrom('lc')
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
      eb.fn.sum<number>('lc.total').as('total'),
      eb.fn.sum<number>('lc.unicos').as('unicos'),
    ])
    .where('lc.link_id', 'is not', null)
    .groupBy(['lc.link_id', 'fl.texto_tela', 'fl.url', 'cl.nome'])
    .execute();
  const semId = await db
    .with('lc', () => cliquesDiarios(db, fornecedorId, j))
    .selectFrom('lc')
    .select((eb) => [
      'link_type',
      'url',
      eb.fn.max('link_text').as('link_text'),
      eb.fn.sum<number>('total').as('total'),
      eb.fn.sum<number>('unicos').as('unicos'),
    ])
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
export async function listRelatorioCliquesLink(db: Db, fornecedorId: number, j: Janela) {
  const rows = await db
    .with('lc', () => cliquesDiarios(db, fornecedorId, j))
    .selectFrom('lc')
    .select((eb) => [
      'link_type',
      'link_text',
      'url',
      eb.fn.sum<number>('total').as('total'),
      eb.fn.sum<number>('unicos').as('unicos'),
    ])
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
export async function countViewsPorDiaFiltrado(db: Db, f: FiltroPaginas, j: Janela) {
  let cruas = db
    .selectFrom('page_views')
    .select((eb) => ['dia', eb.fn.countAll<number>().as('total')])
    .where('contado', '=', 1)
    .where('dia', '>=', j.inicio)
    .where('dia', '<=', j.fim);
  let antigas = db
    .selectFrom('page_views_diarios')
    .select((eb) => ['dia', eb.fn.sum<number>('total').as('total')])
    .where('dia', '>=', j.inicio)
    .where('dia', '<=', j.fim);
  if (f.pageType) {
    cruas = cruas.where('page_type', '=', f.pageType);
    antigas = antigas.where('page_type', '=', f.pageType);
  }
  if (f.fornecedorId) {
    cruas = cruas.where('fornecedor_id', '=', f.fornecedorId);
    antigas = antigas.where('fornecedor_id', '=', f.fornecedorId);
  } else if (f.objectId) {
    cruas = cruas.where('object_id', '=', f.objectId);
    antigas = antigas.where('object_id', '=', f.objectId);
  }
  const rows = [...(await cruas.groupBy('dia').execute()), ...(await antigas.groupBy('dia').execute())];
  return somarPorDia(rows, ['total']).map((r) => ({ dia: r.dia, total: Number(r.total) }));
}

/** Why an event is "excluded for excess": a flooding visitor ('limite') or a network over its cap ('prefixo'). */
const MOTIVOS_EXCESSO = ['limite', 'prefixo'];

/** Views and clicks of a supplier in the window left uncounted for excess (the raw days only). */
export async function countExcluidosPorExcesso(db: Db, fornecedorId: number, j: Janela): Promise<number> {
  const contar = (tabela: 'page_views' | 'link_clicks') =>
    db
      .selectFrom(tabela)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('fornecedor_id', '=', fornecedorId)
      .where('motivo_descartado', 'in', MOTIVOS_EXCESSO)
      .where('dia', '>=', j.inicio)
      .where('dia', '<=', j.fim)
      .executeTakeFirstOrThrow();
  const [views, cliques] = await Promise.all([contar('page_views'), contar('link_clicks')]);
  return Number(views.n) + Number(cliques.n);
}
