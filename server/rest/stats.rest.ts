import type { Context as HonoContext } from 'hono';
import type { GenericSchema } from 'valibot';
import * as v from 'valibot';
import type { HonoEnv } from '../http/hono-env.js';
import {
  cliquesPorLinkResposta,
  estatisticasFornecedorResposta,
  relatorioPeriodoResposta,
  topLinksResposta,
} from '../schemas/estatisticas.respostas.js';
import {
  MSG_ESTATISTICAS,
  periodReportInput,
  statsFornecedorInput,
  topLinksInput,
} from '../schemas/estatisticas.schema.js';
import type { Context } from '../services/contexto.js';
import * as estatisticas from '../services/estatisticas.service.js';
import { idParam, type Operacao, operacao } from './operacao.js';

const JANELA = v.omit(statsFornecedorInput, ['fornecedorId']);
const TOP = v.omit(topLinksInput, ['fornecedorId']);

type Relatorio<Q extends GenericSchema> = (
  c: HonoContext<HonoEnv>,
  ctx: Context,
  fornecedorId: number | null,
  query: v.InferOutput<Q>,
) => Promise<Response>;

/**
 * A supplier report answers on `<path>/:id` and on `<path>` without the id (where the service
 * answers its "id required" message), with the same query and answer.
 */
function comESemId<Q extends GenericSchema>(
  path: string,
  resumo: string,
  query: Q,
  resposta: GenericSchema,
  relatorio: Relatorio<Q>,
): Operacao[] {
  const tag = 'Estatísticas';
  return [
    operacao({
      method: 'GET',
      access: 'authed',
      path: `${path}/:id`,
      tag,
      resumo: `${resumo} O dono vê os seus; admin vê qualquer um.`,
      params: { id: idParam('Id do fornecedor.', MSG_ESTATISTICAS.idObrigatorio) },
      query,
      respostas: { 200: resposta },
      handler: (c, { ctx, params, query }) => relatorio(c, ctx, params.id, query),
    }),
    operacao({
      method: 'GET',
      access: 'authed',
      path,
      tag,
      resumo: 'Sem o id no caminho: sempre 400, "ID do fornecedor é obrigatório" (use o caminho com o id).',
      query,
      // Never succeeds (the spec's message for a missing id): only the 400 is documented.
      respostas: {},
      erros: [400],
      handler: (c, { ctx, query }) => relatorio(c, ctx, null, query),
    }),
  ];
}

/** Statistics and reports (section 7); who may see what is decided in the service. */
export const statsRoutes: Operacao[] = [
  ...comESemId(
    '/api/access-logs/stats/fornecedor',
    'Resumo de visitas, cliques e orçamentos de um fornecedor no período.',
    JANELA,
    estatisticasFornecedorResposta,
    async (c, ctx, fornecedorId, query) =>
      c.json(await estatisticas.estatisticasFornecedor(ctx, { ...query, fornecedorId })),
  ),
  operacao({
    method: 'GET',
    path: '/api/access-logs/reports/period',
    access: 'authed',
    tag: 'Estatísticas',
    resumo: 'Visitas e orçamentos por dia, semana ou mês.',
    query: periodReportInput,
    respostas: { 200: relatorioPeriodoResposta },
    erros: [404],
    handler: async (c, { ctx, query }) => c.json(await estatisticas.relatorioPeriodo(ctx, query)),
  }),
  ...comESemId(
    '/api/access-logs/reports/top-links',
    'Links mais clicados de um fornecedor.',
    TOP,
    topLinksResposta,
    async (c, ctx, fornecedorId, query) =>
      c.json(await estatisticas.topLinks(ctx, { ...query, fornecedorId })),
  ),
  ...comESemId(
    '/api/access-logs/reports/link-clicks',
    'Cliques por link de um fornecedor.',
    JANELA,
    cliquesPorLinkResposta,
    async (c, ctx, fornecedorId, query) =>
      c.json(await estatisticas.relatorioCliquesLink(ctx, { ...query, fornecedorId })),
  ),
];
