import {
  buscaFornecedoresResposta,
  detalheFornecedorResposta,
  listaFornecedoresResposta,
} from '../schemas/fornecedores.respostas.js';
import { buscaFornecedoresSchema, detalheFornecedorSchema } from '../schemas/fornecedores.schema.js';
import { parseOrThrow } from '../schemas/validate.js';
import * as detalhe from '../services/fornecedores.detalhe.service.js';
import * as fornecedores from '../services/fornecedores.service.js';
import { intParam, queryNums } from './helpers.js';
import type { RestRoute } from './types.js';

/**
 * The public directory's REST adapters. `/api/fornecedores/:id` only matches digits, so it never
 * shadows literal paths (todos, editar/:id) registered by other tables.
 */
export const fornecedoresRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/fornecedores',
    access: 'public',
    doc: {
      tag: 'Diretório',
      resumo: 'Todos os fornecedores publicados (cartões do diretório).',
      respostas: { 200: listaFornecedoresResposta },
    },
    handler: async (c, ctx) => c.json(await fornecedores.listPublicos(ctx)),
  },
  {
    // Before /api/fornecedores/:id (a literal segment must win over a parameter).
    method: 'GET',
    path: '/api/fornecedores/busca',
    access: 'public',
    doc: {
      tag: 'Diretório',
      resumo: 'Busca paginada por texto, tags (tag pode repetir), UF, nota mínima e ordem.',
      query: buscaFornecedoresSchema,
      respostas: { 200: buscaFornecedoresResposta },
    },
    handler: async (c, ctx) =>
      c.json(
        await fornecedores.searchPaged(
          ctx,
          parseOrThrow(
            buscaFornecedoresSchema,
            {
              ...queryNums(c, ['q', 'uf', 'ordem'], ['page', 'per_page', 'nota_min']),
              tag: c.req.queries('tag') ?? [],
            },
            'Parâmetros de busca inválidos.',
          ),
        ),
      ),
  },
  {
    method: 'GET',
    path: '/api/fornecedores/solucao/:slug',
    access: 'public',
    doc: {
      tag: 'Diretório',
      resumo: 'A página de um fornecedor pelo endereço (slug).',
      descricao: 'Rascunhos só para o dono e admins.',
      params: { slug: { descricao: 'Endereço da vitrine.', texto: true } },
      respostas: { 200: detalheFornecedorResposta },
    },
    // The cached, already serialized page (no JSON.stringify per request).
    handler: async (c, ctx) =>
      c.body(
        await detalhe.detailJson(
          ctx,
          parseOrThrow(
            detalheFornecedorSchema,
            { slug: c.req.param('slug') },
            'Parâmetros de rota inválidos',
          ),
        ),
        200,
        { 'Content-Type': 'application/json' },
      ),
  },
  {
    method: 'GET',
    path: '/api/fornecedores/:id{[0-9]+}',
    access: 'public',
    doc: {
      tag: 'Diretório',
      resumo: 'A página de um fornecedor pelo id.',
      descricao: 'Rascunhos só para o dono e admins.',
      params: { id: { descricao: 'Id do fornecedor.' } },
      respostas: { 200: detalheFornecedorResposta },
    },
    handler: async (c, ctx) =>
      c.body(
        await detalhe.detailJson(ctx, { id: intParam(c, 'id', 'ID do fornecedor não encontrado') }),
        200,
        { 'Content-Type': 'application/json' },
      ),
  },
];
