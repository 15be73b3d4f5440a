import * as v from 'valibot';
import { atualizarUsuarioResposta, usuarioResposta } from '../schemas/perfil.respostas.js';
import { usuarioPutSchema } from '../schemas/perfil.schema.js';
import * as perfil from '../services/perfil.service.js';
import { autenticado } from './helpers.js';
import { idParam, type Operacao, operacao } from './operacao.js';

/**
 * GET and PUT /api/usuarios/{id}: only a numeric id matches, so the literal paths other tables
 * register (/api/usuarios/todos, /check-token, /anunciantes-e-admin) are never taken for an id.
 */
export const usuariosRoutes: Operacao[] = [
  operacao({
    method: 'GET',
    path: '/api/usuarios/:id{[0-9]+}',
    access: 'authed',
    tag: 'Perfil',
    resumo: 'Dados de uma conta (a própria; admin: qualquer uma).',
    params: { id: idParam('Id do usuário.') },
    query: v.object({
      include_telefone: v.optional(
        v.pipe(v.picklist(['true', 'false']), v.description('true: inclui o telefone.')),
      ),
    }),
    respostas: { 200: usuarioResposta },
    handler: async (c, { ctx, params, query }) =>
      c.json(await perfil.obterUsuario(autenticado(ctx), params.id, query.include_telefone === 'true')),
  }),
  operacao({
    method: 'PUT',
    path: '/api/usuarios/:id{[0-9]+}',
    access: 'authed',
    tag: 'Perfil',
    resumo: 'Atualiza nome, e-mail, telefone ou senha da própria conta (admin: de qualquer uma).',
    descricao: 'Trocar o e-mail pede nova verificação; trocar a senha encerra as outras sessões.',
    params: { id: idParam('Id do usuário.') },
    corpo: usuarioPutSchema,
    respostas: { 200: atualizarUsuarioResposta },
    erros: [409],
    handler: async (c, { ctx, params, corpo }) => {
      const input = corpo;
      return c.json(await perfil.atualizarUsuario(autenticado(ctx), params.id, input));
    },
  }),
];
