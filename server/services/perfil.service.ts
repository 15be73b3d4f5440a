import { updateTipoUsuario } from '../../db/queries/admin.queries.js';
import * as q from '../../db/queries/perfil.queries.js';
import { hashPassword } from '../auth/password.js';
import { invalidateUserSessions } from '../auth/session.js';
import { AppError, forbidden, notFound } from '../errors.js';
import { MSG, type UsuarioPutInput } from '../schemas/perfil.schema.js';
import { registrarAuditoria } from './admin.auditoria.service.js';
import { alterarTipoUsuario } from './admin.usuarios.service.js';
import { filaEmailVerificacao } from './auth.service.js';
import type { AuthedContext } from './contexto.js';
import { podeMudarTipo, podeVerPerfil } from './permissoes.js';

export const PERFIL_MSG = {
  atualizado: 'Perfil atualizado com sucesso!',
  naoEncontrado: 'Usuário não encontrado.',
  semPermissaoLer: 'Você não tem permissão para acessar os dados deste usuário.',
  semPermissaoAlterar: 'Você não tem permissão para alterar os dados deste usuário.',
  semPermissaoTipo: 'Você não tem permissão para alterar o tipo de usuário.',
  jaAnunciante: 'Sua conta já é de anunciante.',
  soProfissional: 'Só uma conta de Profissional de eventos pode passar a anunciar.',
  agoraAnunciante: 'Pronto! Sua conta agora é de anunciante. Crie a sua vitrine em Minha Conta.',
} as const;

function emailEmUso() {
  return new AppError('BAD_REQUEST', MSG.emailEmUso, {
    appCode: 'EMAIL_ALREADY_EXISTS',
    errors: [{ campo: 'email', mensagem: MSG.emailEmUso }],
  });
}

/** Oneself, or anyone for an admin. Others get 403 before learning whether the account exists. */
async function carregarPermitido(ctx: AuthedContext, id: number, mensagem: string) {
  if (!podeVerPerfil(ctx.user, id)) throw forbidden(mensagem);
  const usuario = await q.findPerfil(ctx.deps.db, id);
  if (!usuario) throw notFound(PERFIL_MSG.naoEncontrado);
  return usuario;
}

/** GET /api/usuarios/:id (telefone only with include_telefone=true) and tRPC auth.perfil. */
export async function obterUsuario(ctx: AuthedContext, id: number, incluirTelefone = true) {
  const u = await carregarPermitido(ctx, id, PERFIL_MSG.semPermissaoLer);
  return {
    id: u.id,
    nome: u.nome,
    email: u.email,
    tipo: u.tipo,
    ...(incluirTelefone ? { telefone: u.telefone } : {}),
    email_verificado: u.email_verificado_em !== null,
    ramo_atividade: u.ramo_atividade,
    created_at: u.created_at,
    deleted_at: u.deleted_at,
  };
}

/** tRPC auth.perfil: the caller's own data (or any user's, for an admin). */
export function perfil(ctx: AuthedContext, input?: { id?: number }) {
  return obterUsuario(ctx, input?.id ?? ctx.user.id, true);
}

/**
 * PUT /api/usuarios/:id and tRPC auth.atualizarPerfil. Absent fields keep their value. `tipo`:
 * unchanged is ignored; changed by a non-admin is refused; changed by an admin goes through the
 * admin rules (last admin, audit). A new e-mail must be verified again (a message is sent) and a
 * new e-mail or password ends the user's other sessions.
 */
export async function atualizarUsuario(ctx: AuthedContext, id: number, input: UsuarioPutInput) {
  const atual = await carregarPermitido(ctx, id, PERFIL_MSG.semPermissaoAlterar);
  const db = ctx.deps.db;

  const mudaTipo = input.tipo !== undefined && input.tipo !== atual.tipo;
  if (mudaTipo && !podeMudarTipo(ctx.user)) throw forbidden(PERFIL_MSG.semPermissaoTipo);

  const novoEmail = input.email !== undefined && input.email !== atual.email ? input.email : null;
  if (novoEmail && (await q.isEmailEmUsoPorOutro(db, novoEmail, id))) throw emailEmUso();

  if (mudaTipo && input.tipo) await alterarTipoUsuario(ctx, id, input.tipo, input.senha_admin);

  const novaSenha = input.senha ? await hashPassword(input.senha) : null;
  const now = new Date().toISOString();
  const valores: Parameters<typeof q.updatePerfil>[2] = {};
  if (input.nome !== undefined) valores.nome = input.nome;
  if (input.telefone !== undefined) valores.telefone = input.telefone;
  if (input.ramo_atividade !== undefined) valores.ramo_atividade = input.ramo_atividade || null;
  if (novoEmail) {
    valores.email = novoEmail;
    valores.email_verificado_em = null;
  }
  if (novaSenha) valores.senha_hash = novaSenha;

  try {
    await db.transaction().execute(async (trx) => {
      if (Object.keys(valores).length > 0) await q.updatePerfil(trx, id, valores, now);
      // Keeps the caller's own session (an admin's session is not the user's, so all of theirs end).
      if (novoEmail || novaSenha) await invalidateUserSessions(trx, id, ctx.session.id);
      // the new address's link, queued with the change (delivered after the commit)
      if (novoEmail)
        await filaEmailVerificacao(ctx.deps, trx, { id, nome: valores.nome ?? atual.nome, email: novoEmail });
    });
    if (novoEmail) ctx.deps.emails.acordar();
  } catch (err) {
    if (err instanceof Error && /UNIQUE/i.test(err.message) && novoEmail) throw emailEmUso();
    throw err;
  }

  const usuario = await q.findPerfil(db, id);
  if (!usuario) throw notFound(PERFIL_MSG.naoEncontrado);
  ctx.deps.logger.info(
    { usuarioId: id, por: ctx.user.id, emailAlterado: !!novoEmail, senhaAlterada: !!novaSenha },
    'perfil atualizado',
  );
  return {
    message: PERFIL_MSG.atualizado,
    usuario: {
      id: usuario.id,
      nome: usuario.nome,
      email: usuario.email,
      tipo: usuario.tipo,
      telefone: usuario.telefone,
    },
    email_alterado: !!novoEmail,
  };
}

/** tRPC auth.atualizarPerfil: the form's data for oneself (or, for an admin, for `id`). */
export function atualizarPerfil(ctx: AuthedContext, input: { id?: number; dados: UsuarioPutInput }) {
  return atualizarUsuario(ctx, input.id ?? ctx.user.id, input.dados);
}

/**
 * auth.tornarAnunciante: a signed-in Profissional de eventos (cliente) turns their own account
 * into an advertiser, after the same two confirmations as the sign-up. Only oneself, only
 * cliente → anunciante (an admin changes types in the panel); no new e-mail to confirm, the
 * session goes on. Audit-logged, with the person as the actor.
 */
export async function tornarAnunciante(
  ctx: AuthedContext,
  _confirmacoes: { confirma_b2b: true; confirma_gratis: true },
) {
  const recusa = (tipo: string) =>
    forbidden(tipo === 'anunciante' ? PERFIL_MSG.jaAnunciante : PERFIL_MSG.soProfissional);
  if (ctx.user.tipo !== 'cliente') throw recusa(ctx.user.tipo);
  await ctx.deps.db.transaction().execute(async (trx) => {
    const atual = await q.findPerfil(trx, ctx.user.id);
    if (!atual) throw notFound(PERFIL_MSG.naoEncontrado);
    if (atual.tipo !== 'cliente') throw recusa(atual.tipo);
    await updateTipoUsuario(trx, atual.id, 'anunciante');
    await registrarAuditoria(trx, ctx.user.id, 'tornar_anunciante', 'usuario', atual.id, {
      de: 'cliente',
      para: 'anunciante',
      confirmacoes: ['b2b', 'gratis'],
    });
  });
  ctx.deps.logger.info({ usuarioId: ctx.user.id }, 'conta passou a anunciante');
  return { message: PERFIL_MSG.agoraAnunciante, tipo: 'anunciante' as const };
}
