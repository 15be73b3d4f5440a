import type { Db } from '../../db/client.js';
import * as q from '../../db/queries/admin.queries.js';
import { fornecedoresDoDono, registrarMudanca } from '../../db/queries/mudancas.queries.js';
import { hashPassword } from '../auth/password.js';
import { invalidateUserSessions } from '../auth/session.js';
import { AppError, forbidden, notFound } from '../errors.js';
import type { ListaInput, TipoUsuarioAdmin } from '../schemas/admin.schema.js';
import { pagina, registrarAuditoria } from './admin.auditoria.service.js';
import type { AuthedContext } from './contexto.js';
import { exigirAdmin } from './permissoes.js';

// Accounts in the admin panel: list, role, password, deactivation. There is always an active admin.

const MSG = {
  ultimoAdmin: 'Não é possível remover o último administrador ativo.',
  proprioTipo: 'Você não pode alterar o seu próprio tipo de usuário.',
  propriaConta: 'Você não pode desativar a sua própria conta.',
  usuarioNaoEncontrado: 'Usuário não encontrado.',
} as const;

export async function listarUsuarios(ctx: AuthedContext, input: ListaInput) {
  exigirAdmin(ctx.user);
  const { page, perPage, offset } = pagina(input);
  const [rows, total] = await Promise.all([
    q.listUsuarios(ctx.deps.db, input.q, perPage, offset),
    q.countUsuarios(ctx.deps.db, input.q),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      nome: r.nome,
      email: r.email,
      telefone: r.telefone,
      tipo: r.tipo,
      email_verificado: r.email_verificado_em !== null,
      created_at: r.created_at,
      deleted_at: r.deleted_at,
    })),
    total,
    page,
    per_page: perPage,
  };
}

async function usuarioOu404(db: Db, id: number) {
  const u = await q.findUsuario(db, id);
  if (!u) throw notFound(MSG.usuarioNaoEncontrado);
  return u;
}

/**
 * Changes a user's type. Admin only; nobody changes their own type, and the last active admin
 * cannot be demoted. Audit-logged. The profile's PUT /api/usuarios/:id delegates `tipo` here.
 */
export async function alterarTipoUsuario(ctx: AuthedContext, usuarioId: number, tipo: TipoUsuarioAdmin) {
  exigirAdmin(ctx.user);
  return ctx.deps.db.transaction().execute(async (trx) => {
    const alvo = await usuarioOu404(trx, usuarioId);
    if (alvo.tipo !== tipo) {
      if (alvo.id === ctx.user.id) throw forbidden(MSG.proprioTipo);
      if (alvo.tipo === 'admin' && alvo.deleted_at === null && (await q.countAdminsAtivos(trx)) <= 1) {
        throw new AppError('CONFLICT', MSG.ultimoAdmin, { appCode: 'LAST_ADMIN' });
      }
      await q.updateTipoUsuario(trx, alvo.id, tipo);
      await registrarAuditoria(trx, ctx.user.id, 'alterar_tipo', 'usuario', alvo.id, {
        de: alvo.tipo,
        para: tipo,
      });
    }
    return { id: alvo.id, nome: alvo.nome, email: alvo.email, tipo, telefone: alvo.telefone };
  });
}

/** Sets a user's password and ends that user's sessions (the admin's own current one survives). */
export async function alterarSenhaUsuario(ctx: AuthedContext, usuarioId: number, senha: string) {
  exigirAdmin(ctx.user);
  await usuarioOu404(ctx.deps.db, usuarioId);
  const hash = await hashPassword(senha);
  await ctx.deps.db.transaction().execute(async (trx) => {
    await q.updateSenhaUsuario(trx, usuarioId, hash);
    await invalidateUserSessions(trx, usuarioId, usuarioId === ctx.user.id ? ctx.session.id : undefined);
    await registrarAuditoria(trx, ctx.user.id, 'alterar_senha', 'usuario', usuarioId);
  });
  return { message: 'Senha alterada com sucesso.' };
}

/** Deactivates a user: their sessions end at once and login is refused until restored. */
export async function desativarUsuario(ctx: AuthedContext, usuarioId: number) {
  exigirAdmin(ctx.user);
  return ctx.deps.db.transaction().execute(async (trx) => {
    const alvo = await usuarioOu404(trx, usuarioId);
    if (alvo.id === ctx.user.id) throw forbidden(MSG.propriaConta);
    if (alvo.deleted_at !== null) return { id: alvo.id, deleted_at: alvo.deleted_at };
    if (alvo.tipo === 'admin' && (await q.countAdminsAtivos(trx)) <= 1) {
      throw new AppError('CONFLICT', MSG.ultimoAdmin, { appCode: 'LAST_ADMIN' });
    }
    const agora = new Date().toISOString();
    await q.setUsuarioDeletedAt(trx, alvo.id, agora);
    await registrarMudanca(trx, { fornecedorIds: await fornecedoresDoDono(trx, [alvo.id]) });
    await invalidateUserSessions(trx, alvo.id);
    await registrarAuditoria(trx, ctx.user.id, 'desativar', 'usuario', alvo.id, { email: alvo.email });
    return { id: alvo.id, deleted_at: agora as string | null };
  });
}

export async function restaurarUsuario(ctx: AuthedContext, usuarioId: number) {
  exigirAdmin(ctx.user);
  return ctx.deps.db.transaction().execute(async (trx) => {
    const alvo = await usuarioOu404(trx, usuarioId);
    if (alvo.deleted_at !== null) {
      await q.setUsuarioDeletedAt(trx, alvo.id, null);
      await registrarMudanca(trx, { fornecedorIds: await fornecedoresDoDono(trx, [alvo.id]) });
      await registrarAuditoria(trx, ctx.user.id, 'restaurar', 'usuario', alvo.id, { email: alvo.email });
    }
    return { id: alvo.id, deleted_at: null as string | null };
  });
}
