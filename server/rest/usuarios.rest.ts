import * as v from 'valibot';
import { atualizarUsuarioResposta, usuarioResposta } from '../schemas/perfil.respostas.js';
import { usuarioPutSchema } from '../schemas/perfil.schema.js';
import { parseOrThrow } from '../schemas/validate.js';
import * as perfil from '../services/perfil.service.js';
import { autenticado, intParam, readJson } from './helpers.js';
import type { RestRoute } from './types.js';

/**
 * GET and PUT /api/usuarios/{id}: only a numeric id matches, so the literal paths other tables
 * register (/api/usuarios/todos, /check-token, /anunciantes-e-admin) are never taken for an id.
 */
export const usuariosRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/usuarios/:id{[0-9]+}',
    access: 'authed',
    doc: {
      tag: 'Perfil',
      resumo: 'Dados de uma conta (a própria; admin: qualquer uma).',
      params: { id: { descricao: 'Id do usuário.' } },
      query: v.object({
        include_telefone: v.optional(
          v.pipe(v.picklist(['true', 'false']), v.description('true: inclui o telefone.')),
        ),
      }),
      respostas: { 200: usuarioResposta },
    },
    handler: async (c, ctx) =>
      c.json(
        await perfil.obterUsuario(
          autenticado(ctx),
          intParam(c, 'id'),
          c.req.query('include_telefone') === 'true',
        ),
      ),
  },
  {
    method: 'PUT',
    path: '/api/usuarios/:id{[0-9]+}',
    access: 'authed',
    doc: {
      tag: 'Perfil',
      resumo: 'Atualiza nome, e-mail, telefone ou senha da própria conta (admin: de qualquer uma).',
      descricao: 'Trocar o e-mail pede nova verificação; trocar a senha encerra as outras sessões.',
      params: { id: { descricao: 'Id do usuário.' } },
      corpo: usuarioPutSchema,
      respostas: { 200: atualizarUsuarioResposta },
      erros: [409],
    },
    handler: async (c, ctx) => {
      const input = parseOrThrow(usuarioPutSchema, await readJson(c));
      return c.json(await perfil.atualizarUsuario(autenticado(ctx), intParam(c, 'id'), input));
    },
  },
];
