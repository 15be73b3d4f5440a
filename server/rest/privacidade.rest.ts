import { excluirContaRestSchema } from '../schemas/privacidade.schema.js';
import { parseOrThrow } from '../schemas/validate.js';
import type { AuthedContext } from '../services/contexto.js';
import * as privacidade from '../services/privacidade.service.js';
import { intParam, readJson } from './helpers.js';
import type { RestRoute } from './types.js';

// `access: 'authed'` is enforced before the handlers run, so the context has a user.

/** LGPD art. 18: a person's data as a ZIP, and the account's deletion (the person or an admin). */
export const privacidadeRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/usuarios/:id{[0-9]+}/exportar',
    access: 'authed',
    handler: async (c, ctx) => {
      const { nomeArquivo, corpo } = await privacidade.exportar(ctx as AuthedContext, intParam(c, 'id'));
      return new Response(corpo, {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="${nomeArquivo}"`,
          'Cache-Control': 'no-store',
        },
      });
    },
  },
  {
    method: 'DELETE',
    path: '/api/usuarios/:id{[0-9]+}',
    access: 'authed',
    handler: async (c, ctx) => {
      await privacidade.excluir(ctx as AuthedContext, {
        id: intParam(c, 'id'),
        senha: async () => parseOrThrow(excluirContaRestSchema, await readJson(c)).senha,
      });
      return c.body(null, 204);
    },
  },
];
