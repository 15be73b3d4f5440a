import {
  excluirOrcamentoSchema,
  listarOrcamentosSchema,
  marcarOrcamentoSchema,
  orcamentoInputSchema,
} from '../schemas/orcamentos.schema.js';
import { parseOrThrow } from '../schemas/validate.js';
import type { AuthedContext } from '../services/contexto.js';
import * as orcamentos from '../services/orcamentos.service.js';
import { intParam, queryNums, readJson } from './helpers.js';
import type { RestRoute } from './types.js';

// Quote requests (issue 17): the visitor's POST, the owner's (or admin's) inbox, the sender's
// delete link. Ownership is checked in the service (another advertiser: 403).

const authed = (ctx: unknown) => ctx as AuthedContext;

export const orcamentosRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/fornecedores/:id/orcamentos',
    access: 'public',
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
    handler: async (c, ctx) => c.json(await orcamentos.obter(authed(ctx), intParam(c, 'id'))),
  },
  {
    method: 'PUT',
    path: '/api/orcamentos/:id',
    access: 'anunciante',
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
    handler: async (c, ctx) => {
      const { id, token } = parseOrThrow(excluirOrcamentoSchema, {
        id: intParam(c, 'id'),
        token: c.req.query('token') ?? '',
      });
      return c.json(await orcamentos.excluirPeloRemetente(ctx.deps, id, token));
    },
  },
];
