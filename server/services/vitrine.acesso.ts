import { findFornecedorOwner } from '../../db/queries/dono.queries.js';
import { forbidden, notFound } from '../errors.js';
import type { Context } from './contexto.js';
import { exigirAnuncianteOuAdmin, podeEditarVitrine } from './permissoes.js';

// Who may write a showcase: every write of the editor (fields, links, gallery, publication) asks here.

/** The supplier, when the caller may write it: admins always, advertisers only their own. */
export async function autorizar(ctx: Context, fornecedorId: number) {
  const user = exigirAnuncianteOuAdmin(ctx.user);
  const f = await findFornecedorOwner(ctx.deps.db, { id: fornecedorId });
  if (!f) throw notFound('Fornecedor não encontrado.');
  if (!podeEditarVitrine(user, f)) throw forbidden('Você não tem permissão para editar esta vitrine.');
  return f;
}

/**
 * The same check for REST adapters, before they read a (possibly large or malformed) body: a
 * non-owner gets 403, never a parse error. The write services check again.
 */
export async function autorizarEdicao(ctx: Context, fornecedorId: number): Promise<void> {
  await autorizar(ctx, fornecedorId);
}
