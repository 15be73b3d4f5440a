import v8 from 'node:v8';
import * as q from '../../db/queries/admin.queries.js';
import { getTotaisAdmin as totaisOrcamentos } from '../../db/queries/orcamentos.queries.js';
import { diaSaoPaulo } from '../../shared/dia-sao-paulo.js';
import { ordenarPorNome } from '../../shared/ordem-nomes.js';
import type { AuthedContext } from './contexto.js';
import { exigirAdmin } from './permissoes.js';

// The admin panel's dashboard: platform totals, page views per day and the process's memory.

export async function resumo(ctx: AuthedContext) {
  exigirAdmin(ctx.user);
  const [geral, tagsPorTipo, pedidos] = await Promise.all([
    q.getResumo(ctx.deps.db),
    q.listTagsPorTipo(ctx.deps.db),
    totaisOrcamentos(ctx.deps.db),
  ]);
  // Quote requests across the platform and the share marked spam (null while there are none).
  const orcamentos = { ...pedidos, taxa_spam: pedidos.total > 0 ? pedidos.spam / pedidos.total : null };
  return { ...geral, tagsPorTipo: ordenarPorNome(tagsPorTipo, (t) => t.nome), orcamentos };
}

/** Counted views of one page type per calendar day (America/Sao_Paulo), the last `dias` days. */
export async function pageViewStats(ctx: AuthedContext, input: { page_type?: string; dias?: number }) {
  exigirAdmin(ctx.user);
  const dias = input.dias ?? 30;
  const desde = diaSaoPaulo(new Date(Date.now() - (dias - 1) * 24 * 60 * 60 * 1000));
  return q.countPageViewsPorDia(ctx.deps.db, input.page_type ?? 'home', desde);
}

/** Percentage with one decimal; 0 when the total is unknown. */
function porcento(parte: number, total: number): number {
  return total > 0 ? Math.round((parte / total) * 1000) / 10 : 0;
}

/**
 * The process's memory. heapUsed/heapTotal/heapUsage are the spec's fields (V8 keeps heapTotal
 * just above heapUsed, so ~90% there is normal); the signal is heapUsed against the heap's hard
 * limit (heapLimit, heapLimitUsage), with the resident set size (rss) beside it.
 */
export function memoria(ctx: AuthedContext) {
  exigirAdmin(ctx.user);
  const { heapUsed, heapTotal, rss } = process.memoryUsage();
  const heapLimit = v8.getHeapStatistics().heap_size_limit;
  return {
    heapUsed,
    heapTotal,
    heapUsage: porcento(heapUsed, heapTotal),
    heapLimit,
    heapLimitUsage: porcento(heapUsed, heapLimit),
    rss,
  };
}
