import type { Db } from '../../db/client.js';
import * as q from '../../db/queries/admin.queries.js';
import { notFound } from '../errors.js';
import { emailVitrineDesativada, emailVitrineReativada } from '../mail/desativacao-template.js';
import type { MailMessage } from '../mail/mailer.js';
import type { ListaInput } from '../schemas/admin.schema.js';
import { pagina, registrarAuditoria } from './admin.auditoria.service.js';
import type { AuthedContext } from './contexto.js';
import { exigirAdmin } from './permissoes.js';

// Suppliers in the admin panel: list, deactivation and the verified/premium badges.

const MSG = {
  fornecedorNaoEncontrado: 'Fornecedor não encontrado.',
} as const;

export async function listarFornecedores(ctx: AuthedContext, input: ListaInput) {
  exigirAdmin(ctx.user);
  const { page, perPage, offset } = pagina(input);
  const [rows, total] = await Promise.all([
    q.listFornecedores(ctx.deps.db, input.q, perPage, offset),
    q.countFornecedores(ctx.deps.db, input.q),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      usuario_id: r.usuario_id,
      usuario: { nome: r.usuario_nome, ativo: r.usuario_deleted_at === null },
      nome_empresa: r.nome_empresa,
      descricao_curta: r.descricao_curta,
      telefone: r.telefone,
      foto_perfil: r.foto_perfil,
      verificado: r.verificado === 1,
      premium: r.premium === 1,
      publicado: r.publicado === 1,
      created_at: r.created_at,
      deleted_at: r.deleted_at,
    })),
    total,
    page,
    per_page: perPage,
  };
}

export function listarFornecedorTags(ctx: AuthedContext) {
  exigirAdmin(ctx.user);
  return q.listFornecedorTags(ctx.deps.db);
}

async function fornecedorOu404(db: Db, id: number) {
  const f = await q.findFornecedor(db, id);
  if (!f) throw notFound(MSG.fornecedorNaoEncontrado);
  return f;
}

/**
 * A notice to the showcase's owner, queued in the transaction of the change (an anonymised or
 * deleted owner gets none): the e-mail goes out with the change or not at all.
 */
async function avisarDono(
  ctx: AuthedContext,
  trx: Db,
  fornecedorId: number,
  montar: (dono: { nome: string; email: string }) => MailMessage,
) {
  const dono = await q.findDonoDoFornecedor(trx, fornecedorId);
  if (!dono || dono.deleted_at !== null) return;
  await ctx.deps.emails.enfileirar(trx, montar(dono));
}

/**
 * Hides a supplier from every public list, page and sitemap until restored. The admin's reason
 * is kept (the owner's panel and editor show it) and sent to the owner by e-mail.
 */
export async function desativarFornecedor(ctx: AuthedContext, fornecedorId: number, motivo: string) {
  exigirAdmin(ctx.user);
  const r = await ctx.deps.db.transaction().execute(async (trx) => {
    const f = await fornecedorOu404(trx, fornecedorId);
    if (f.deleted_at !== null) return { id: f.id, deleted_at: f.deleted_at, novo: false };
    const agora = new Date().toISOString();
    await q.setFornecedorDeletedAt(trx, f.id, agora, motivo);
    await registrarAuditoria(trx, ctx.user.id, 'desativar', 'fornecedor', f.id, {
      nome_empresa: f.nome_empresa,
      motivo,
    });
    await avisarDono(ctx, trx, f.id, (dono) =>
      emailVitrineDesativada(ctx.deps.env, dono.email, { nome: dono.nome, empresa: f.nome_empresa, motivo }),
    );
    return { id: f.id, deleted_at: agora as string | null, novo: true };
  });
  if (r.novo) ctx.deps.emails.acordar();
  return { id: r.id, deleted_at: r.deleted_at };
}

export async function restaurarFornecedor(ctx: AuthedContext, fornecedorId: number) {
  exigirAdmin(ctx.user);
  const r = await ctx.deps.db.transaction().execute(async (trx) => {
    const f = await fornecedorOu404(trx, fornecedorId);
    if (f.deleted_at === null) return { id: f.id, novo: false };
    await q.setFornecedorDeletedAt(trx, f.id, null);
    await registrarAuditoria(trx, ctx.user.id, 'restaurar', 'fornecedor', f.id, {
      nome_empresa: f.nome_empresa,
    });
    await avisarDono(ctx, trx, f.id, (dono) =>
      emailVitrineReativada(ctx.deps.env, dono.email, { nome: dono.nome, empresa: f.nome_empresa }),
    );
    return { id: f.id, novo: true };
  });
  if (r.novo) ctx.deps.emails.acordar();
  return { id: r.id, deleted_at: null as string | null };
}

/** Sets the verified and premium seals (only an admin grants them). */
export async function definirSelos(
  ctx: AuthedContext,
  fornecedorId: number,
  selos: { verificado?: boolean; premium?: boolean },
) {
  exigirAdmin(ctx.user);
  return ctx.deps.db.transaction().execute(async (trx) => {
    const f = await fornecedorOu404(trx, fornecedorId);
    const novos: { verificado?: number; premium?: number } = {};
    if (selos.verificado !== undefined) novos.verificado = selos.verificado ? 1 : 0;
    if (selos.premium !== undefined) novos.premium = selos.premium ? 1 : 0;
    if (Object.keys(novos).length > 0) {
      await q.setFornecedorSelos(trx, f.id, novos);
      await registrarAuditoria(trx, ctx.user.id, 'definir_selos', 'fornecedor', f.id, { ...selos });
    }
    return {
      id: f.id,
      verificado: (novos.verificado ?? f.verificado) === 1,
      premium: (novos.premium ?? f.premium) === 1,
    };
  });
}
