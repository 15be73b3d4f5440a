import * as v from 'valibot';
import {
  buscaFornecedoresResposta,
  detalheFornecedorResposta,
  listaFornecedoresResposta,
} from '../schemas/fornecedores.respostas.js';
import { buscaFornecedoresSchema, detalheFornecedorSchema } from '../schemas/fornecedores.schema.js';
import * as detalhe from '../services/fornecedores.detalhe.service.js';
import * as fornecedores from '../services/fornecedores.service.js';
import { idParam, type Operacao, operacao } from './operacao.js';

/**
 * The public directory's REST adapters. `/api/fornecedores/:id` only matches digits, so it never
 * shadows literal paths (todos, editar/:id) registered by other tables.
 */
export const fornecedoresRoutes: Operacao[] = [
  operacao({
    method: 'GET',
    path: '/api/fornecedores',
    access: 'public',
    tag: 'Diretório',
    resumo: 'Todos os fornecedores publicados (cartões do diretório).',
    respostas: { 200: listaFornecedoresResposta },
    handler: async (c, { ctx }) => c.json(await fornecedores.listPublicos(ctx)),
  }),
  operacao({
    // Before /api/fornecedores/:id (a literal segment must win over a parameter).
    method: 'GET',
    path: '/api/fornecedores/busca',
    access: 'public',
    tag: 'Diretório',
    resumo: 'Busca paginada por texto, tags (tag pode repetir), UF, nota mínima e ordem.',
    query: buscaFornecedoresSchema,
    respostas: { 200: buscaFornecedoresResposta },
    mensagem: 'Parâmetros de busca inválidos.',
    handler: async (c, { ctx, query }) => c.json(await fornecedores.searchPaged(ctx, query)),
  }),
  operacao({
    method: 'GET',
    path: '/api/fornecedores/solucao/:slug',
    access: 'public',
    tag: 'Diretório',
    resumo: 'A página de um fornecedor pelo endereço (slug).',
    descricao: 'Rascunhos só para o dono e admins.',
    params: {
      slug: v.message(
        v.pipe(detalheFornecedorSchema.entries.slug.wrapped, v.description('Endereço da vitrine.')),
        'Parâmetros de rota inválidos',
      ),
    },
    respostas: { 200: detalheFornecedorResposta },
    // The cached, already serialized page (no JSON.stringify per request).
    handler: async (c, { ctx, params }) =>
      c.body(await detalhe.detailJson(ctx, params), 200, { 'Content-Type': 'application/json' }),
  }),
  operacao({
    method: 'GET',
    path: '/api/fornecedores/:id{[0-9]+}',
    access: 'public',
    tag: 'Diretório',
    resumo: 'A página de um fornecedor pelo id.',
    descricao: 'Rascunhos só para o dono e admins.',
    params: { id: idParam('Id do fornecedor.', 'ID do fornecedor não encontrado') },
    respostas: { 200: detalheFornecedorResposta },
    handler: async (c, { ctx, params }) =>
      c.body(await detalhe.detailJson(ctx, { id: params.id }), 200, { 'Content-Type': 'application/json' }),
  }),
];
