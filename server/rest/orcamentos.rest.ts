import * as v from 'valibot';
import {
  listaOrcamentosResposta,
  orcamentoEnviadoResposta,
  orcamentoResposta,
} from '../schemas/orcamentos.respostas.js';
import {
  excluirOrcamentoSchema,
  listarOrcamentosSchema,
  marcarOrcamentoSchema,
  orcamentoInputSchema,
} from '../schemas/orcamentos.schema.js';
import { mensagem } from '../schemas/respostas-comuns.js';
import { parseOrThrow } from '../schemas/validate.js';
import type { AuthedContext } from '../services/contexto.js';
import * as orcamentos from '../services/orcamentos.service.js';
import { intParam, queryNums, readJson } from './helpers.js';
import type { RestRoute } from './types.js';

// Quote requests: the visitor's POST, the owner's (or admin's) inbox, the sender's
// delete link. Ownership is checked in the service (another advertiser: 403).

const authed = (ctx: unknown) => ctx as AuthedContext;

export const orcamentosRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/fornecedores/:id/orcamentos',
    access: 'public',
    doc: {
      tag: 'Orçamentos',
      resumo:
        'Envia um pedido de orçamento a um fornecedor (o remetente recebe uma cópia com o link de exclusão).',
      params: { id: { descricao: 'Id do fornecedor.' } },
      corpo: orcamentoInputSchema,
      respostas: { 201: orcamentoEnviadoResposta },
      erros: [429],
    },
    handler: async (c, ctx) => {
      const id = intParam(c, 'id');
      const input = parseOrThrow(orcamentoInputSchema, await readJson(c));
      return c.json(await orcamentos.enviar(ctx, id, input), 201);
    },
  },
  {
    method: 'GET',
    path: '/api/orcamentos',
    access: 'anunciante',
    doc: {
      tag: 'Orçamentos',
      resumo: 'Caixa de pedidos recebidos (dono: os seus; admin: todos).',
      query: listarOrcamentosSchema,
      respostas: { 200: listaOrcamentosResposta },
    },
    handler: async (c, ctx) =>
      c.json(
        await orcamentos.listar(
          authed(ctx),
          parseOrThrow(
            listarOrcamentosSchema,
            queryNums(c, ['status', 'q'], ['fornecedor_id', 'page', 'per_page']),
          ),
        ),
      ),
  },
  {
    method: 'GET',
    path: '/api/orcamentos/:id',
    access: 'anunciante',
    doc: {
      tag: 'Orçamentos',
      resumo: 'Um pedido recebido.',
      params: { id: { descricao: 'Id do pedido de orçamento.' } },
      respostas: { 200: orcamentoResposta },
    },
    handler: async (c, ctx) => c.json(await orcamentos.obter(authed(ctx), intParam(c, 'id'))),
  },
  {
    method: 'PUT',
    path: '/api/orcamentos/:id',
    access: 'anunciante',
    doc: {
      tag: 'Orçamentos',
      resumo: 'Marca a situação (status) ou a leitura de um pedido.',
      params: { id: { descricao: 'Id do pedido de orçamento.' } },
      corpo: marcarOrcamentoSchema,
      respostas: { 200: orcamentoResposta },
    },
    handler: async (c, ctx) => {
      const id = intParam(c, 'id');
      const marcas = parseOrThrow(marcarOrcamentoSchema, await readJson(c));
      return c.json(await orcamentos.marcar(authed(ctx), id, marcas));
    },
  },
  {
    // The link in the sender's copy: whoever holds the token may delete that one request.
    method: 'DELETE',
    path: '/api/orcamentos/:id',
    access: 'public',
    doc: {
      tag: 'Orçamentos',
      resumo: 'O remetente exclui o próprio pedido com o token do link da cópia.',
      params: { id: { descricao: 'Id do pedido de orçamento.' } },
      query: v.omit(excluirOrcamentoSchema, ['id']),
      respostas: { 200: mensagem },
    },
    handler: async (c, ctx) => {
      const { id, token } = parseOrThrow(excluirOrcamentoSchema, {
        id: intParam(c, 'id'),
        token: c.req.query('token') ?? '',
      });
      return c.json(await orcamentos.excluirPeloRemetente(ctx.deps, id, token));
    },
  },
];
