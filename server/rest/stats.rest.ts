import type { Context as HonoContext } from 'hono';
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

/** Statistics and reports (section 7); who may see what is decided in the service. */
export const statsRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/access-logs/stats/fornecedor/:id',
    access: 'authed',
    doc: {
      tag: 'Estatísticas',
      resumo: 'Resumo de visitas, cliques e orçamentos de um fornecedor no período.',
      descricao: 'O dono vê os seus; admin vê qualquer um.',
      params: { id: { descricao: 'Id do fornecedor (sem ele: o primeiro fornecedor do anunciante).' } },
      query: v.omit(statsFornecedorInput, ['fornecedorId']),
      respostas: { 200: estatisticasFornecedorResposta },
    },
    handler: resumo,
  },
  {
    method: 'GET',
    path: '/api/access-logs/stats/fornecedor',
    access: 'authed',
    doc: {
      tag: 'Estatísticas',
      resumo: 'O mesmo resumo, sem o id no caminho (responde a mensagem de id obrigatório).',
      query: v.omit(statsFornecedorInput, ['fornecedorId']),
      respostas: { 200: estatisticasFornecedorResposta },
      erros: [400],
    },
    handler: resumo,
  },
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
  {
    method: 'GET',
    path: '/api/access-logs/reports/top-links/:id',
    access: 'authed',
    doc: {
      tag: 'Estatísticas',
      resumo: 'Links mais clicados de um fornecedor.',
      params: { id: { descricao: 'Id do fornecedor (sem ele: o primeiro fornecedor do anunciante).' } },
      query: v.omit(topLinksInput, ['fornecedorId']),
      respostas: { 200: topLinksResposta },
    },
    handler: topLinks,
  },
  {
    method: 'GET',
    path: '/api/access-logs/reports/top-links',
    access: 'authed',
    doc: {
      tag: 'Estatísticas',
      resumo: 'Links mais clicados, sem o id no caminho.',
      query: v.omit(topLinksInput, ['fornecedorId']),
      respostas: { 200: topLinksResposta },
      erros: [400],
    },
    handler: topLinks,
  },
  {
    method: 'GET',
    path: '/api/access-logs/reports/link-clicks/:id',
    access: 'authed',
    doc: {
      tag: 'Estatísticas',
      resumo: 'Cliques por link de um fornecedor.',
      params: { id: { descricao: 'Id do fornecedor (sem ele: o primeiro fornecedor do anunciante).' } },
      query: v.omit(statsFornecedorInput, ['fornecedorId']),
      respostas: { 200: cliquesPorLinkResposta },
    },
    handler: cliquesLink,
  },
  {
    method: 'GET',
    path: '/api/access-logs/reports/link-clicks',
    access: 'authed',
    doc: {
      tag: 'Estatísticas',
      resumo: 'Cliques por link, sem o id no caminho.',
      query: v.omit(statsFornecedorInput, ['fornecedorId']),
      respostas: { 200: cliquesPorLinkResposta },
      erros: [400],
    },
    handler: cliquesLink,
  },
];
