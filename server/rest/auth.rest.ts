import { cadastroResposta, checkTokenResposta, sessaoResposta } from '../schemas/auth.respostas.js';
import {
  cadastroSchema,
  emailRecuperacaoSchema,
  loginSchema,
  redefinirSenhaSchema,
  verificarEmailSchema,
} from '../schemas/auth.schema.js';
import { mensagem } from '../schemas/respostas-comuns.js';
import * as auth from '../services/auth.service.js';
import type { AuthedContext } from '../services/contexto.js';

import { type Operacao, operacao } from './operacao.js';

/** access 'authed' is enforced by the app before the handler runs. */
const authed = (ctx: unknown) => ctx as AuthedContext;

// The documented /api/usuarios account paths: each parses the body and calls the service that
// the tRPC procedure of the same name calls.
export const authRoutes: Operacao[] = [
  operacao({
    method: 'POST',
    path: '/api/usuarios',
    access: 'public',
    tag: 'Contas',
    resumo: 'Cria uma conta (cliente ou anunciante) e envia o e-mail de verificação.',
    corpo: cadastroSchema,
    respostas: { 201: cadastroResposta },
    erros: [429],
    corpoNoServico: true,
    handler: async (c, { ctx, lerCorpo }) => c.json(await auth.cadastrar(ctx, await lerCorpo()), 201),
  }),
  operacao({
    method: 'POST',
    path: '/api/usuarios/login',
    access: 'public',
    tag: 'Contas',
    resumo: 'Entra com e-mail e senha: devolve o token e define o cookie de sessão.',
    descricao: 'Depois de várias falhas na mesma conta, pede também o recaptchaToken (ALTCHA resolvido).',
    corpo: loginSchema,
    respostas: { 200: sessaoResposta },
    erros: [401, 403, 429],
    exemploCorpo: { email: 'ana@exemplo.com.br', senha: 'minha-senha' },
    corpoNoServico: true,
    handler: async (c, { ctx, lerCorpo }) => c.json(await auth.login(ctx, await lerCorpo())),
  }),
  operacao({
    method: 'POST',
    path: '/api/usuarios/renovar-token',
    access: 'authed',
    tag: 'Contas',
    resumo: 'Renova a sessão atual (novo token e nova validade).',
    respostas: { 200: sessaoResposta },
    handler: async (c, { ctx }) => c.json(await auth.renovarToken(authed(ctx))),
  }),
  operacao({
    method: 'GET',
    path: '/api/usuarios/check-token',
    access: 'authed',
    tag: 'Contas',
    resumo: 'Diz quem é o usuário da sessão e quando ela expira.',
    respostas: { 200: checkTokenResposta },
    handler: (c, { ctx }) => c.json(auth.verificarToken(authed(ctx))),
  }),
  operacao({
    method: 'POST',
    path: '/api/usuarios/logout',
    access: 'authed',
    tag: 'Contas',
    resumo: 'Encerra a sessão atual.',
    respostas: { 200: mensagem },
    handler: async (c, { ctx }) => c.json(await auth.logout(authed(ctx))),
  }),
  operacao({
    method: 'POST',
    path: '/api/usuarios/reenviar-verificacao',
    access: 'public',
    tag: 'Contas',
    resumo: 'Reenvia o e-mail de verificação (a resposta não revela se a conta existe).',
    corpo: emailRecuperacaoSchema,
    respostas: { 200: mensagem },
    erros: [429],
    corpoNoServico: true,
    handler: async (c, { ctx, lerCorpo }) => c.json(await auth.reenviarVerificacao(ctx, await lerCorpo())),
  }),
  operacao({
    method: 'POST',
    path: '/api/usuarios/esqueci-senha',
    access: 'public',
    tag: 'Contas',
    resumo: 'Envia o link de redefinição de senha (a resposta não revela se a conta existe).',
    corpo: emailRecuperacaoSchema,
    respostas: { 200: mensagem },
    erros: [429],
    corpoNoServico: true,
    handler: async (c, { ctx, lerCorpo }) => c.json(await auth.esqueciSenha(ctx, await lerCorpo())),
  }),
  operacao({
    method: 'POST',
    path: '/api/usuarios/verificar-email',
    access: 'public',
    tag: 'Contas',
    resumo: 'Confirma o e-mail com o token do link.',
    corpo: verificarEmailSchema,
    respostas: { 200: mensagem },
    corpoNoServico: true,
    handler: async (c, { ctx, lerCorpo }) => c.json(await auth.verificarEmail(ctx, await lerCorpo())),
  }),
  operacao({
    method: 'POST',
    path: '/api/usuarios/redefinir-senha',
    access: 'public',
    tag: 'Contas',
    resumo: 'Define a nova senha com o token do link.',
    corpo: redefinirSenhaSchema,
    respostas: { 200: mensagem },
    corpoNoServico: true,
    handler: async (c, { ctx, lerCorpo }) => c.json(await auth.redefinirSenha(ctx, await lerCorpo())),
  }),
];
