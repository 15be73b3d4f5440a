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
import { parseOrThrow } from '../schemas/validate.js';
import type { AuthedContext } from '../services/contexto.js';
import * as depoimentos from '../services/depoimentos.service.js';
import { intParam, readJson } from './helpers.js';
import type { RestRoute } from './types.js';

export const depoimentosRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/depoimentos',
    access: 'authed',
    doc: {
      tag: 'Depoimentos',
      resumo: 'Escreve um depoimento (nota e comentário) sobre um fornecedor.',
      corpo: createDepoimentoSchema,
      respostas: { 201: depoimentoResposta },
      erros: [404, 409],
    },
    handler: async (c, ctx) =>
      c.json(
        await depoimentos.criar(
          ctx as AuthedContext,
          parseOrThrow(createDepoimentoSchema, await readJson(c)),
        ),
        201,
      ),
  },
  {
    method: 'PUT',
    path: '/api/depoimentos/:id',
    access: 'authed',
    doc: {
      tag: 'Depoimentos',
      resumo: 'O autor edita o próprio depoimento.',
      params: { id: { descricao: 'Id do depoimento.' } },
      corpo: updateDepoimentoSchema,
      respostas: { 200: depoimentoResposta },
    },
    handler: async (c, ctx) =>
      c.json(
        await depoimentos.atualizar(
          ctx as AuthedContext,
          intParam(c, 'id'),
          parseOrThrow(updateDepoimentoSchema, await readJson(c)),
        ),
      ),
  },
  {
    method: 'DELETE',
    path: '/api/depoimentos/:id',
    access: 'authed',
    doc: {
      tag: 'Depoimentos',
      resumo: 'O autor (ou admin) exclui um depoimento.',
      params: { id: { descricao: 'Id do depoimento.' } },
      respostas: { 204: null },
    },
    handler: async (c, ctx) => {
      await depoimentos.excluir(ctx as AuthedContext, intParam(c, 'id'));
      return c.body(null, 204);
    },
  },
  {
    method: 'PUT',
    path: '/api/depoimentos/:id/resposta',
    access: 'authed',
    doc: {
      tag: 'Depoimentos',
      resumo: 'O dono do fornecedor responde (ou edita a resposta).',
      params: { id: { descricao: 'Id do depoimento.' } },
      corpo: respostaSchema,
      respostas: { 200: depoimentoResposta },
    },
    handler: async (c, ctx) =>
      c.json(
        await depoimentos.responder(
          ctx as AuthedContext,
          intParam(c, 'id'),
          parseOrThrow(respostaSchema, await readJson(c)).resposta,
        ),
      ),
  },
  {
    method: 'DELETE',
    path: '/api/depoimentos/:id/resposta',
    access: 'authed',
    doc: {
      tag: 'Depoimentos',
      resumo: 'Remove a resposta do dono.',
      params: { id: { descricao: 'Id do depoimento.' } },
      respostas: { 204: null },
    },
    handler: async (c, ctx) => {
      await depoimentos.removerResposta(ctx as AuthedContext, intParam(c, 'id'));
      return c.body(null, 204);
    },
  },
  {
    method: 'POST',
    path: '/api/depoimentos/:id/denuncias',
    access: 'authed',
    doc: {
      tag: 'Depoimentos',
      resumo: 'Denuncia um depoimento (motivo e observação).',
      params: { id: { descricao: 'Id do depoimento.' } },
      corpo: denunciaSchema,
      respostas: { 201: denunciaResposta },
      erros: [409],
    },
    handler: async (c, ctx) =>
      c.json(
        await depoimentos.denunciar(
          ctx as AuthedContext,
          intParam(c, 'id'),
          parseOrThrow(denunciaSchema, await readJson(c)),
        ),
        201,
      ),
  },
  {
    method: 'PUT',
    path: '/api/depoimentos/:id/ocultar',
    access: 'admin',
    doc: {
      tag: 'Moderação',
      resumo: 'Oculta um depoimento denunciado.',
      params: { id: { descricao: 'Id do depoimento.' } },
      respostas: { 200: depoimentoResposta },
    },
    handler: async (c, ctx) => c.json(await depoimentos.ocultar(ctx as AuthedContext, intParam(c, 'id'))),
  },
  {
    method: 'PUT',
    path: '/api/depoimentos/:id/restaurar',
    access: 'admin',
    doc: {
      tag: 'Moderação',
      resumo: 'Mostra de novo um depoimento oculto.',
      params: { id: { descricao: 'Id do depoimento.' } },
      respostas: { 200: depoimentoResposta },
    },
    handler: async (c, ctx) => c.json(await depoimentos.restaurar(ctx as AuthedContext, intParam(c, 'id'))),
  },
  {
    // "Manter": the admin dismisses the open reports; the testimonial stays.
    method: 'PUT',
    path: '/api/depoimentos/:id/manter',
    access: 'admin',
    doc: {
      tag: 'Moderação',
      resumo: 'Mantém o depoimento e arquiva as denúncias abertas.',
      params: { id: { descricao: 'Id do depoimento.' } },
      respostas: { 204: null },
    },
    handler: async (c, ctx) => {
      await depoimentos.manter(ctx as AuthedContext, intParam(c, 'id'));
      return c.body(null, 204);
    },
  },
  {
    method: 'GET',
    path: '/api/admin/moderacao',
    access: 'admin',
    doc: {
      tag: 'Moderação',
      resumo: 'Fila de depoimentos com denúncias abertas, os mais denunciados primeiro.',
      respostas: { 200: filaModeracaoResposta },
    },
    handler: async (c, ctx) => c.json(await depoimentos.filaModeracao(ctx as AuthedContext)),
  },
];
