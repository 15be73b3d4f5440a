import type { Db } from '../../db/client.js';
import * as q from '../../db/queries/admin.queries.js';
import { findSenhaHash } from '../../db/queries/usuarios.queries.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { invalidateUserSessions } from '../auth/session.js';
import { AppError, forbidden, notFound } from '../errors.js';
import { emailTipoAlterado } from '../mail/conta-template.js';
import { enforceRateLimit } from '../rate-limit.js';
import { ADMIN_MSG, type ListaInput, type TipoUsuarioAdmin } from '../schemas/admin.schema.js';
import { ehContaExcluida } from '../schemas/privacidade.schema.js';
import { pagina, registrarAuditoria } from './admin.auditoria.service.js';
import type { AuthedContext } from './contexto.js';
import { exigirAdmin } from './permissoes.js';

// Accounts in the admin panel: list, role, password, deactivation. There is always an active admin.

const MSG = {
  ultimoAdmin: 'Não é possível remover o último administrador ativo.',
  proprioTipo: 'Você não pode alterar o seu próprio tipo de usuário.',
  propriaConta: 'Você não pode desativar a sua própria conta.',
  usuarioNaoEncontrado: 'Usuário não encontrado.',
  contaExcluida: 'Esta conta foi excluída a pedido da pessoa e não pode ser restaurada.',
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

function senhaAdminInvalida(mensagem: string, appCode: string) {
  return new AppError('BAD_REQUEST', mensagem, {
    appCode,
    errors: [{ campo: 'senha_admin', mensagem }],
  });
}

/**
 * Making someone an admin hands over the whole platform: the acting admin confirms with their own
 * password (checked here, before the transaction: argon2 is slow on purpose), rate-limited like a login.
 */
async function confirmarSenhaDoAdmin(ctx: AuthedContext, senha: string | undefined): Promise<void> {
  if (!senha) throw senhaAdminInvalida(ADMIN_MSG.senhaAdminObrigatoria, 'VALIDATION_ERROR');
  await enforceRateLimit(
    ctx.deps.limiter,
    `confirmar-senha:${ctx.user.id}`,
    ctx.deps.env.rateLimits.loginEmail,
  );
  const hash = await findSenhaHash(ctx.deps.db, ctx.user.id);
  if (!hash || !(await verifyPassword(hash, senha))) {
    throw senhaAdminInvalida(ADMIN_MSG.senhaAdminIncorreta, 'INVALID_PASSWORD');
  }
}

/**
 * Changes a user's type. Admin only; nobody changes their own type, and the last active admin
 * cannot be demoted; promoting to admin needs the acting admin's password. Audit-logged, and the
 * person's e-mail is queued with the change. The profile's PUT /api/usuarios/:id delegates `tipo` here.
 */
export async function alterarTipoUsuario(
  ctx: AuthedContext,
  usuarioId: number,
  tipo: TipoUsuarioAdmin,
  senhaAdmin?: string,
) {
  exigirAdmin(ctx.user);
  const antes = await usuarioOu404(ctx.deps.db, usuarioId);
  if (tipo === 'admin' && antes.tipo !== 'admin' && antes.id !== ctx.user.id) {
    await confirmarSenhaDoAdmin(ctx, senhaAdmin);
  }
  let mudou = false;
  const resultado = await ctx.deps.db.transaction().execute(async (trx) => {
    const alvo = await usuarioOu404(trx, usuarioId);
    if (alvo.tipo !== tipo) {
      if (tipo === 'admin' && antes.tipo === 'admin') {
        // promoted by someone else meanwhile: the password was not asked for this change
        throw new AppError('CONFLICT', 'O tipo deste usuário mudou enquanto isso. Recarregue a lista.');
      }
      if (alvo.id === ctx.user.id) throw forbidden(MSG.proprioTipo);
      if (alvo.tipo === 'admin' && alvo.deleted_at === null && (await q.countAdminsAtivos(trx)) <= 1) {
        throw new AppError('CONFLICT', MSG.ultimoAdmin, { appCode: 'LAST_ADMIN' });
      }
      await q.updateTipoUsuario(trx, alvo.id, tipo);
      await registrarAuditoria(trx, ctx.user.id, 'alterar_tipo', 'usuario', alvo.id, {
        de: alvo.tipo,
        para: tipo,
      });
      await ctx.deps.emails.enfileirar(
        trx,
        emailTipoAlterado(ctx.deps.env, {
          para: alvo.email,
          nome: alvo.nome,
          de: alvo.tipo,
          para_tipo: tipo,
        }),
      );
      mudou = true;
    }
    return { id: alvo.id, nome: alvo.nome, email: alvo.email, tipo, telefone: alvo.telefone };
  });
  if (mudou) ctx.deps.emails.acordar();
  return resultado;
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
    await invalidateUserSessions(trx, alvo.id);
    await registrarAuditoria(trx, ctx.user.id, 'desativar', 'usuario', alvo.id, { email: alvo.email });
    return { id: alvo.id, deleted_at: agora as string | null };
  });
}

export async function restaurarUsuario(ctx: AuthedContext, usuarioId: number) {
  exigirAdmin(ctx.user);
  return ctx.deps.db.transaction().execute(async (trx) => {
    const alvo = await usuarioOu404(trx, usuarioId);
    // an erased account keeps only its id: bringing it back would make an account of nobody
    if (ehContaExcluida(alvo.email)) throw new AppError('CONFLICT', MSG.contaExcluida);
    if (alvo.deleted_at !== null) {
      await q.setUsuarioDeletedAt(trx, alvo.id, null);
      await registrarAuditoria(trx, ctx.user.id, 'restaurar', 'usuario', alvo.id, { email: alvo.email });
    }
    return { id: alvo.id, deleted_at: null as string | null };
  });
}
