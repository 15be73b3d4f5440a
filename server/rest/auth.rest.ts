import * as auth from '../services/auth.service.js';
import type { AuthedContext } from '../services/contexto.js';
import { readJson } from './helpers.js';
import type { RestRoute } from './types.js';

/** access 'authed' is enforced by the app before the handler runs. */
const authed = (ctx: unknown) => ctx as AuthedContext;

// The documented /api/usuarios account paths: each parses the body and calls the service that
// the tRPC procedure of the same name calls.
export const authRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/usuarios',
    access: 'public',
    handler: async (c, ctx) => c.json(await auth.cadastrar(ctx, await readJson(c)), 201),
  },
  {
    method: 'POST',
    path: '/api/usuarios/login',
    access: 'public',
    handler: async (c, ctx) => c.json(await auth.login(ctx, await readJson(c))),
  },
  {
    method: 'POST',
    path: '/api/usuarios/renovar-token',
    access: 'authed',
    handler: async (c, ctx) => c.json(await auth.renovarToken(authed(ctx))),
  },
  {
    method: 'GET',
    path: '/api/usuarios/check-token',
    access: 'authed',
    handler: (c, ctx) => c.json(auth.checkToken(authed(ctx))),
  },
  {
    method: 'POST',
    path: '/api/usuarios/logout',
    access: 'authed',
    handler: async (c, ctx) => c.json(await auth.logout(authed(ctx))),
  },
  {
    method: 'POST',
    path: '/api/usuarios/reenviar-verificacao',
    access: 'public',
    handler: async (c, ctx) => c.json(await auth.reenviarVerificacao(ctx, await readJson(c))),
  },
  {
    method: 'POST',
    path: '/api/usuarios/esqueci-senha',
    access: 'public',
    handler: async (c, ctx) => c.json(await auth.esqueciSenha(ctx, await readJson(c))),
  },
  {
    method: 'POST',
    path: '/api/usuarios/verificar-email',
    access: 'public',
    handler: async (c, ctx) => c.json(await auth.verificarEmail(ctx, await readJson(c))),
  },
  {
    method: 'POST',
    path: '/api/usuarios/redefinir-senha',
    access: 'public',
    handler: async (c, ctx) => c.json(await auth.redefinirSenha(ctx, await readJson(c))),
  },
];
