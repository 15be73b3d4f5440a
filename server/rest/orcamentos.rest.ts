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
import type { AuthedContext } from '../services/contexto.js';
import * as orcamentos from '../services/orcamentos.service.js';
import { idParam, type Operacao, operacao } from './operacao.js';

// Quote requests: the visitor's POST, the owner's (or admin's) inbox, the sender's
// delete link. Ownership is checked in the service (another advertiser: 403).

const authed = (ctx: unknown) => ctx as AuthedContext;

export const orcamentosRoutes: Operacao[] = [
  operacao({
    method: 'POST',
    path: '/api/fornecedores/:id/orcamentos',
    access: 'public',
    tag: 'Orçamentos',
    resumo:
      'Envia um pedido de orçamento a um fornecedor (o remetente recebe uma cópia com o link de exclusão).',
    params: { id: idParam('Id do fornecedor.') },
    corpo: orcamentoInputSchema,
    respostas: { 201: orcamentoEnviadoResposta },
    erros: [429],
    handler: async (c, { ctx, params, corpo }) => {
      return c.json(await orcamentos.enviar(ctx, params.id, corpo), 201);
    },
  }),
  operacao({
    method: 'GET',
    path: '/api/orcamentos',
    access: 'anunciante',
    tag: 'Orçamentos',
    resumo: 'Caixa de pedidos recebidos (dono: os seus; admin: todos).',
    query: listarOrcamentosSchema,
    respostas: { 200: listaOrcamentosResposta },
    erros: [404],
    handler: async (c, { ctx, query }) => c.json(await orcamentos.listar(authed(ctx), query)),
  }),
  operacao({
    method: 'GET',
    path: '/api/orcamentos/:id',
    access: 'anunciante',
    tag: 'Orçamentos',
    resumo: 'Um pedido recebido.',
    params: { id: idParam('Id do pedido de orçamento.') },
    respostas: { 200: orcamentoResposta },
    handler: async (c, { ctx, params }) => c.json(await orcamentos.obter(authed(ctx), params.id)),
  }),
  operacao({
    method: 'PUT',
    path: '/api/orcamentos/:id',
    access: 'anunciante',
    tag: 'Orçamentos',
    resumo: 'Marca a situação (status) ou a leitura de um pedido.',
    params: { id: idParam('Id do pedido de orçamento.') },
    corpo: marcarOrcamentoSchema,
    respostas: { 200: orcamentoResposta },
    handler: async (c, { ctx, params, corpo }) => {
      return c.json(await orcamentos.marcar(authed(ctx), params.id, corpo));
    },
  }),
  operacao({
    // The link in the sender's copy: whoever holds the token may delete that one request.
    method: 'DELETE',
    path: '/api/orcamentos/:id',
    access: 'public',
    tag: 'Orçamentos',
    resumo: 'O remetente exclui o próprio pedido com o token do link da cópia.',
    params: { id: idParam('Id do pedido de orçamento.') },
    query: v.omit(excluirOrcamentoSchema, ['id']),
    respostas: { 200: mensagem },
    handler: async (c, { ctx, params, query }) => {
      return c.json(await orcamentos.excluirPeloRemetente(ctx.deps, params.id, query.token));
    },
  }),
];
