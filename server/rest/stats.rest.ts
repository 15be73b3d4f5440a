import type { Context as HonoContext } from 'hono';
import { periodReportInput, statsFornecedorInput, topLinksInput } from '../schemas/estatisticas.schema.js';
import { parseOrThrow } from '../schemas/validate.js';
import * as estatisticas from '../services/estatisticas.service.js';
import type { HonoEnv, RestRoute } from './types.js';

/** The supplier id from the path (absent on the id-less paths: the service answers its message). */
function porFornecedor(c: HonoContext<HonoEnv>) {
  return {
    fornecedorId: c.req.param('id') ?? null,
    start_date: c.req.query('start_date') ?? null,
    end_date: c.req.query('end_date') ?? null,
  };
}

const resumo: RestRoute['handler'] = async (c, ctx) =>
  c.json(
    await estatisticas.estatisticasFornecedor(ctx, parseOrThrow(statsFornecedorInput, porFornecedor(c))),
  );

const topLinks: RestRoute['handler'] = async (c, ctx) =>
  c.json(
    await estatisticas.topLinks(
      ctx,
      parseOrThrow(topLinksInput, { ...porFornecedor(c), limit: c.req.query('limit') ?? null }),
    ),
  );

const cliquesLink: RestRoute['handler'] = async (c, ctx) =>
  c.json(await estatisticas.relatorioCliquesLink(ctx, parseOrThrow(statsFornecedorInput, porFornecedor(c))));

/** Statistics and reports (section 7); who may see what is decided in the service. */
export const statsRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/access-logs/stats/fornecedor/:id', access: 'authed', handler: resumo },
  { method: 'GET', path: '/api/access-logs/stats/fornecedor', access: 'authed', handler: resumo },
  {
    method: 'GET',
    path: '/api/access-logs/reports/period',
    access: 'authed',
    handler: async (c, ctx) =>
      c.json(
        await estatisticas.relatorioPeriodo(
          ctx,
          parseOrThrow(periodReportInput, {
            period: c.req.query('period') ?? null,
            page_type: c.req.query('page_type') ?? null,
            object_id: c.req.query('object_id') ?? null,
            start_date: c.req.query('start_date') ?? null,
            end_date: c.req.query('end_date') ?? null,
          }),
        ),
      ),
  },
  { method: 'GET', path: '/api/access-logs/reports/top-links/:id', access: 'authed', handler: topLinks },
  { method: 'GET', path: '/api/access-logs/reports/top-links', access: 'authed', handler: topLinks },
  { method: 'GET', path: '/api/access-logs/reports/link-clicks/:id', access: 'authed', handler: cliquesLink },
  { method: 'GET', path: '/api/access-logs/reports/link-clicks', access: 'authed', handler: cliquesLink },
];
