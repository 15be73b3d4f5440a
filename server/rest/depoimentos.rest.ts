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
    handler: async (c, ctx) =>
      c.json(
        await depoimentos.create(
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
    handler: async (c, ctx) =>
      c.json(
        await depoimentos.update(
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
    handler: async (c, ctx) => {
      await depoimentos.remove(ctx as AuthedContext, intParam(c, 'id'));
      return c.body(null, 204);
    },
  },
  {
    method: 'PUT',
    path: '/api/depoimentos/:id/resposta',
    access: 'authed',
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
    handler: async (c, ctx) => {
      await depoimentos.removerResposta(ctx as AuthedContext, intParam(c, 'id'));
      return c.body(null, 204);
    },
  },
  {
    method: 'POST',
    path: '/api/depoimentos/:id/denuncias',
    access: 'authed',
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
    handler: async (c, ctx) => c.json(await depoimentos.ocultar(ctx as AuthedContext, intParam(c, 'id'))),
  },
  {
    method: 'PUT',
    path: '/api/depoimentos/:id/restaurar',
    access: 'admin',
    handler: async (c, ctx) => c.json(await depoimentos.restaurar(ctx as AuthedContext, intParam(c, 'id'))),
  },
  {
    // "Manter": the admin dismisses the open reports; the testimonial stays.
    method: 'PUT',
    path: '/api/depoimentos/:id/manter',
    access: 'admin',
    handler: async (c, ctx) => {
      await depoimentos.manter(ctx as AuthedContext, intParam(c, 'id'));
      return c.body(null, 204);
    },
  },
  {
    method: 'GET',
    path: '/api/admin/moderacao',
    access: 'admin',
    handler: async (c, ctx) => c.json(await depoimentos.filaModeracao(ctx as AuthedContext)),
  },
];
