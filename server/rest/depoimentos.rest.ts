import {
  denunciaResposta,
  depoimentoResposta,
  filaModeracaoResposta,
} from '../schemas/depoimentos.respostas.js';
import {
  createDepoimentoSchema,
  denunciaSchema,
  respostaSchema,
  updateDepoimentoSchema,
} from '../schemas/depoimentos.schema.js';
import type { AuthedContext } from '../services/contexto.js';
import * as depoimentos from '../services/depoimentos.service.js';
import { idParam, type Operacao, operacao } from './operacao.js';

export const depoimentosRoutes: Operacao[] = [
  operacao({
    method: 'POST',
    path: '/api/depoimentos',
    access: 'authed',
    tag: 'Depoimentos',
    resumo: 'Escreve um depoimento (nota e comentário) sobre um fornecedor.',
    corpo: createDepoimentoSchema,
    respostas: { 201: depoimentoResposta },
    erros: [404, 409],
    handler: async (c, { ctx, corpo }) => c.json(await depoimentos.criar(ctx as AuthedContext, corpo), 201),
  }),
  operacao({
    method: 'PUT',
    path: '/api/depoimentos/:id',
    access: 'authed',
    tag: 'Depoimentos',
    resumo: 'O autor edita o próprio depoimento.',
    params: { id: idParam('Id do depoimento.') },
    corpo: updateDepoimentoSchema,
    respostas: { 200: depoimentoResposta },
    handler: async (c, { ctx, params, corpo }) =>
      c.json(await depoimentos.atualizar(ctx as AuthedContext, params.id, corpo)),
  }),
  operacao({
    method: 'DELETE',
    path: '/api/depoimentos/:id',
    access: 'authed',
    tag: 'Depoimentos',
    resumo: 'O autor (ou admin) exclui um depoimento.',
    params: { id: idParam('Id do depoimento.') },
    respostas: { 204: null },
    handler: async (c, { ctx, params }) => {
      await depoimentos.excluir(ctx as AuthedContext, params.id);
      return c.body(null, 204);
    },
  }),
  operacao({
    method: 'PUT',
    path: '/api/depoimentos/:id/resposta',
    access: 'authed',
    tag: 'Depoimentos',
    resumo: 'O dono do fornecedor responde (ou edita a resposta).',
    params: { id: idParam('Id do depoimento.') },
    corpo: respostaSchema,
    respostas: { 200: depoimentoResposta },
    handler: async (c, { ctx, params, corpo }) =>
      c.json(await depoimentos.responder(ctx as AuthedContext, params.id, corpo.resposta)),
  }),
  operacao({
    method: 'DELETE',
    path: '/api/depoimentos/:id/resposta',
    access: 'authed',
    tag: 'Depoimentos',
    resumo: 'Remove a resposta do dono.',
    params: { id: idParam('Id do depoimento.') },
    respostas: { 204: null },
    handler: async (c, { ctx, params }) => {
      await depoimentos.removerResposta(ctx as AuthedContext, params.id);
      return c.body(null, 204);
    },
  }),
  operacao({
    method: 'POST',
    path: '/api/depoimentos/:id/denuncias',
    access: 'authed',
    tag: 'Depoimentos',
    resumo: 'Denuncia um depoimento (motivo e observação).',
    params: { id: idParam('Id do depoimento.') },
    corpo: denunciaSchema,
    respostas: { 201: denunciaResposta },
    erros: [409],
    handler: async (c, { ctx, params, corpo }) =>
      c.json(await depoimentos.denunciar(ctx as AuthedContext, params.id, corpo), 201),
  }),
  operacao({
    method: 'PUT',
    path: '/api/depoimentos/:id/ocultar',
    access: 'admin',
    tag: 'Moderação',
    resumo: 'Oculta um depoimento denunciado.',
    params: { id: idParam('Id do depoimento.') },
    respostas: { 200: depoimentoResposta },
    handler: async (c, { ctx, params }) => c.json(await depoimentos.ocultar(ctx as AuthedContext, params.id)),
  }),
  operacao({
    method: 'PUT',
    path: '/api/depoimentos/:id/restaurar',
    access: 'admin',
    tag: 'Moderação',
    resumo: 'Mostra de novo um depoimento oculto.',
    params: { id: idParam('Id do depoimento.') },
    respostas: { 200: depoimentoResposta },
    handler: async (c, { ctx, params }) =>
      c.json(await depoimentos.restaurar(ctx as AuthedContext, params.id)),
  }),
  operacao({
    // "Manter": the admin dismisses the open reports; the testimonial stays.
    method: 'PUT',
    path: '/api/depoimentos/:id/manter',
    access: 'admin',
    tag: 'Moderação',
    resumo: 'Mantém o depoimento e arquiva as denúncias abertas.',
    params: { id: idParam('Id do depoimento.') },
    respostas: { 204: null },
    handler: async (c, { ctx, params }) => {
      await depoimentos.manter(ctx as AuthedContext, params.id);
      return c.body(null, 204);
    },
  }),
  operacao({
    method: 'GET',
    path: '/api/admin/moderacao',
    access: 'admin',
    tag: 'Moderação',
    resumo: 'Fila de depoimentos com denúncias abertas, os mais denunciados primeiro.',
    respostas: { 200: filaModeracaoResposta },
    handler: async (c, { ctx }) => c.json(await depoimentos.filaModeracao(ctx as AuthedContext)),
  }),
];
