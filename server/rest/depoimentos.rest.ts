import { createDepoimentoSchema, updateDepoimentoSchema } from '../schemas/depoimentos.schema.js';
import { parseOrThrow } from '../schemas/validate.js';
import * as depoimentos from '../services/depoimentos.service.js';
import type { AuthedContext } from '../trpc/context.js';
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
];
