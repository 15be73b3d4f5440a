import type { Context as HonoContext } from 'hono';
import type { GenericSchema } from 'valibot';
import * as v from 'valibot';
import {
  cliquesPorLinkResposta,
  estatisticasFornecedorResposta,
  relatorioPeriodoResposta,
  topLinksResposta,
} from '../schemas/estatisticas.respostas.js';
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

const JANELA = v.omit(statsFornecedorInput, ['fornecedorId']);

/**
 * A supplier report answers on `<path>/:id` and on `<path>` without the id (where the service
 * answers its "id required" message), with the same query and answer.
 */
function comESemId(
  path: string,
  resumo: string,
  query: GenericSchema,
  resposta: GenericSchema,
  handler: RestRoute['handler'],
): RestRoute[] {
  const tag = 'Estatísticas';
  const base = { method: 'GET', access: 'authed', handler } as const;
  return [
    {
      ...base,
      path: `${path}/:id`,
      doc: {
        tag,
        resumo: `${resumo} O dono vê os seus; admin vê qualquer um.`,
        params: { id: { descricao: 'Id do fornecedor.' } },
        query,
        respostas: { 200: resposta },
      },
    },
    {
      ...base,
      path,
      doc: {
        tag,
        resumo: 'Sem o id no caminho: responde que o id do fornecedor é obrigatório.',
        query,
        respostas: { 200: resposta },
        erros: [400],
      },
    },
  ];
}

/** Statistics and reports (section 7); who may see what is decided in the service. */
export const statsRoutes: RestRoute[] = [
  ...comESemId(
    '/api/access-logs/stats/fornecedor',
    'Resumo de visitas, cliques e orçamentos de um fornecedor no período.',
    JANELA,
    estatisticasFornecedorResposta,
    resumo,
  ),
  {
    method: 'GET',
    path: '/api/access-logs/reports/period',
    access: 'authed',
    doc: {
      tag: 'Estatísticas',
      resumo: 'Visitas e orçamentos por dia, semana ou mês.',
      query: periodReportInput,
      respostas: { 200: relatorioPeriodoResposta },
    },
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
  ...comESemId(
    '/api/access-logs/reports/top-links',
    'Links mais clicados de um fornecedor.',
    v.omit(topLinksInput, ['fornecedorId']),
    topLinksResposta,
    topLinks,
  ),
  ...comESemId(
    '/api/access-logs/reports/link-clicks',
    'Cliques por link de um fornecedor.',
    JANELA,
    cliquesPorLinkResposta,
    cliquesLink,
  ),
];
