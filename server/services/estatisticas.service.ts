import { findFornecedorOwner } from '../../db/queries/dono.queries.js';
import * as q from '../../db/queries/estatisticas.queries.js';
import * as qOrcamentos from '../../db/queries/orcamentos.queries.js';
import { diaSaoPaulo } from '../../shared/dia-sao-paulo.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { rotuloCategoriaLink } from '../schemas/categorias-link.js';
import {
  JANELA_ESTATISTICAS_DIAS,
  JANELA_MAXIMA_DIAS,
  JANELA_PERIODO_DIAS,
  MSG_ESTATISTICAS,
  PERIODOS,
  type Periodo,
  type PeriodReportInput,
  type StatsFornecedorInput,
  TOP_LINKS_LIMITE,
  type TopLinksInput,
} from '../schemas/estatisticas.schema.js';
import type { Context } from './contexto.js';
import { ehAdmin, exigirGerirFornecedor, exigirLogin } from './permissoes.js';

// ---------------------------------------------------------------------------------------------
// Calendar days in America/Sao_Paulo (pure helpers, exported for tests)
// ---------------------------------------------------------------------------------------------

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function dataValida(valor: unknown): valor is string {
  if (typeof valor !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(valor)) return false;
  const d = new Date(`${valor}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === valor;
}

export function somarDias(dia: string, n: number): string {
  const d = new Date(`${dia}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export function diasDaJanela(j: q.Janela): string[] {
  const out: string[] = [];
  for (let d = j.inicio; d <= j.fim; d = somarDias(d, 1)) out.push(d);
  return out;
}

/** The Monday that starts the week of `dia` (weeks start on Monday). */
export function inicioDaSemana(dia: string): string {
  const dow = new Date(`${dia}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return somarDias(dia, -((dow + 6) % 7));
}

export function bucketDe(dia: string, periodo: Periodo): string {
  if (periodo === 'week') return inicioDaSemana(dia);
  if (periodo === 'month') return dia.slice(0, 7);
  return dia;
}

/**
 * The window of a report: `dias` calendar days ending today (São Paulo) unless valid dates are
 * given. An invalid or missing date falls back to its default (section 5); reversed dates are
 * swapped; a window longer than JANELA_MAXIMA_DIAS keeps its last JANELA_MAXIMA_DIAS days.
 */
export function resolverJanela(
  start: unknown,
  end: unknown,
  dias: number,
  agora: Date = new Date(),
): q.Janela {
  const fim = dataValida(end) ? end : diaSaoPaulo(agora);
  let inicio = dataValida(start) ? start : somarDias(fim, -(dias - 1));
  let fimFinal = fim;
  if (inicio > fimFinal) [inicio, fimFinal] = [fimFinal, inicio];
  const minimo = somarDias(fimFinal, -(JANELA_MAXIMA_DIAS - 1));
  if (inicio < minimo) inicio = minimo;
  return { inicio, fim: fimFinal };
}

function idFornecedor(valor: unknown): number {
  const n = typeof valor === 'string' && /^\d{1,12}$/.test(valor.trim()) ? Number(valor) : valor;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) {
    throw badRequest(MSG_ESTATISTICAS.idObrigatorio);
  }
  return n;
}

/** Only the owner or an admin sees a supplier's statistics. */
async function exigirPermissao(ctx: Context, fornecedorId: number) {
  const usuario = exigirLogin(ctx.user);
  const fornecedor = await findFornecedorOwner(ctx.deps.db, { id: fornecedorId });
  if (!fornecedor) throw notFound('Fornecedor não encontrado.');
  exigirGerirFornecedor(usuario, fornecedor.usuario_id, MSG_ESTATISTICAS.semPermissao);
  return fornecedor;
}

export interface CliquePorLink {
  link_id: number | null;
  link_texto: string;
  link_url: string;
  link_type: string;
  total_clicks: number;
  unique_clicks: number;
}

async function cliquesPorLink(ctx: Context, fornecedorId: number, j: q.Janela): Promise<CliquePorLink[]> {
  const { comId, semId } = await q.countCliquesPorLink(ctx.deps.db, fornecedorId, j);
  const linhas: CliquePorLink[] = [
    ...comId.map((r) => ({
      link_id: r.link_id,
      link_texto: r.texto_tela || r.link_text || rotuloCategoriaLink(r.categoria) || 'Link',
      link_url: r.link_url_atual ?? r.url,
      link_type: r.link_type,
      total_clicks: r.total,
      unique_clicks: r.unicos,
    })),
    ...semId.map((r) => ({
      link_id: null,
      link_texto: r.link_text || 'Link',
      link_url: r.url,
      link_type: r.link_type,
      total_clicks: r.total,
      unique_clicks: r.unicos,
    })),
  ];
  return linhas.sort(
    (a, b) => b.total_clicks - a.total_clicks || a.link_texto.localeCompare(b.link_texto, 'pt-BR'),
  );
}

/** GET /api/access-logs/stats/fornecedor/:id: the statistics summary (default last 30 days). */
export async function estatisticasFornecedor(ctx: Context, input: StatsFornecedorInput, agora = new Date()) {
  const fornecedorId = idFornecedor(input.fornecedorId);
  await exigirPermissao(ctx, fornecedorId);
  const j = resolverJanela(input.start_date, input.end_date, JANELA_ESTATISTICAS_DIAS, agora);
  const db = ctx.deps.db;
  const [views, cliques, porDia, porLink, pedidos, excluidos] = await Promise.all([
    q.countViewsTotais(db, fornecedorId, j),
    q.countCliquesTotais(db, fornecedorId, j),
    q.countViewsPorDia(db, fornecedorId, j),
    cliquesPorLink(ctx, fornecedorId, j),
    orcamentosPorDia(ctx, fornecedorId, j),
    q.countExcluidosPorExcesso(db, fornecedorId, j),
  ]);
  const mapa = new Map(porDia.map((r) => [r.dia, r.total]));
  const totalPedidos = [...pedidos.values()].reduce((n, v) => n + v, 0);
  return {
    fornecedor_id: fornecedorId,
    start_date: j.inicio,
    end_date: j.fim,
    views,
    link_clicks: {
      total: cliques.total,
      unique: cliques.unique,
      by_link: porLink.map(({ unique_clicks: _u, ...r }) => r),
    },
    // Quote requests (spam aside) and conversion = requests / unique visitors (null without visitors).
    orcamentos: {
      total: totalPedidos,
      conversao: views.unique > 0 ? totalPedidos / views.unique : null,
    },
    // Views and clicks left out for excess (a flooding visitor, a network over its cap).
    excluidos_por_excesso: excluidos,
    daily_stats: diasDaJanela(j).map((date) => ({
      date,
      total_views: mapa.get(date) ?? 0,
      orcamentos: pedidos.get(date) ?? 0,
    })),
  };
}

/** Requests per São Paulo day of the window (the window's days are São Paulo days). */
async function orcamentosPorDia(ctx: Context, fornecedorId: number, j: q.Janela) {
  // A São Paulo day spans parts of two UTC days: ask a day wider on each side, then bucket.
  const desde = `${somarDias(j.inicio, -1)}T00:00:00.000Z`;
  const ate = `${somarDias(j.fim, 2)}T00:00:00.000Z`;
  const linhas = await qOrcamentos.listInstantesOrcamentos(ctx.deps.db, fornecedorId, desde, ate);
  const porDia = new Map<string, number>();
  for (const { created_at } of linhas) {
    const dia = diaSaoPaulo(new Date(created_at));
    if (dia >= j.inicio && dia <= j.fim) porDia.set(dia, (porDia.get(dia) ?? 0) + 1);
  }
  return porDia;
}

/** GET /api/access-logs/reports/top-links/:id: the most clicked links (limit 100 by default and at most). */
export async function topLinks(ctx: Context, input: TopLinksInput, agora = new Date()) {
  const fornecedorId = idFornecedor(input.fornecedorId);
  await exigirPermissao(ctx, fornecedorId);
  const j = resolverJanela(input.start_date, input.end_date, JANELA_ESTATISTICAS_DIAS, agora);
  const pedido = Number(input.limit);
  const limite =
    Number.isInteger(pedido) && pedido > 0 ? Math.min(pedido, TOP_LINKS_LIMITE) : TOP_LINKS_LIMITE;
  return (await cliquesPorLink(ctx, fornecedorId, j)).slice(0, limite);
}

/** GET /api/access-logs/reports/link-clicks/:id: clicks by link type, text and address. */
export async function relatorioCliquesLink(ctx: Context, input: StatsFornecedorInput, agora = new Date()) {
  const fornecedorId = idFornecedor(input.fornecedorId);
  await exigirPermissao(ctx, fornecedorId);
  const j = resolverJanela(input.start_date, input.end_date, JANELA_ESTATISTICAS_DIAS, agora);
  return q.listRelatorioCliquesLink(ctx.deps.db, fornecedorId, j);
}

/**
 * GET /api/access-logs/reports/period: counted page views in day, week (from Monday) or month
 * ('YYYY-MM') buckets, every bucket of the window present (default the last 7 days). Admins may
 * ask for any page type; others only for a supplier page they own (page_type fornecedor).
 */
export async function relatorioPeriodo(ctx: Context, input: PeriodReportInput, agora = new Date()) {
  const periodo = (input.period ?? 'day').trim() || 'day';
  if (!(PERIODOS as readonly string[]).includes(periodo)) throw badRequest(MSG_ESTATISTICAS.periodoInvalido);
  const admin = ehAdmin(exigirLogin(ctx.user));
  const pageType = input.page_type || (admin ? null : 'fornecedor');
  const objectId = input.object_id || null;
  let fornecedorId: number | null = null;
  if (pageType === 'fornecedor' && objectId) {
    if (/^\d{1,12}$/.test(objectId)) fornecedorId = Number(objectId);
    else fornecedorId = (await q.findFornecedorPorSlug(ctx.deps.db, objectId))?.id ?? null;
    if (!fornecedorId) throw notFound('Fornecedor não encontrado.');
    await exigirPermissao(ctx, fornecedorId);
  } else if (!admin) {
    if (pageType === 'fornecedor') throw badRequest(MSG_ESTATISTICAS.idObrigatorio);
    throw forbidden(MSG_ESTATISTICAS.semPermissao);
  }
  const j = resolverJanela(input.start_date, input.end_date, JANELA_PERIODO_DIAS, agora);
  const porDia = await q.countViewsPorDiaFiltrado(ctx.deps.db, { pageType, objectId, fornecedorId }, j);
  const p = periodo as Periodo;
  const buckets = new Map<string, number>();
  for (const dia of diasDaJanela(j)) buckets.set(bucketDe(dia, p), 0);
  for (const r of porDia) {
    const b = bucketDe(r.dia, p);
    buckets.set(b, (buckets.get(b) ?? 0) + r.total);
  }
  if (fornecedorId === null) {
    return [...buckets].map(([data_stats, total_views]) => ({ data_stats, total_views }));
  }
  // One showcase's report also counts its quote requests (spam aside) in the same buckets.
  const pedidos = new Map<string, number>();
  for (const [dia, n] of await orcamentosPorDia(ctx, fornecedorId, j)) {
    const b = bucketDe(dia, p);
    pedidos.set(b, (pedidos.get(b) ?? 0) + n);
  }
  return [...buckets].map(([data_stats, total_views]) => ({
    data_stats,
    total_views,
    total_orcamentos: pedidos.get(data_stats) ?? 0,
  }));
}
