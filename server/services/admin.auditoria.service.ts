import type { Db } from '../../db/client.js';
import * as audit from '../../db/queries/auditoria.queries.js';
import type { AuthedContext } from './contexto.js';
import { exigirAdmin } from './permissoes.js';

// The admin panel's audit trail: every admin write leaves a row (who, what, on which record).

/** Writes one audit row (who, what, on which record, details without secrets). */
export async function registrarAuditoria(
  db: Db,
  adminId: number,
  acao: string,
  entidade: string,
  entidadeId: number | string | null,
  detalhes?: Record<string, unknown>,
): Promise<void> {
  await audit.insertAuditoria(db, {
    admin_id: adminId,
    acao,
    entidade,
    entidade_id: entidadeId === null ? null : String(entidadeId),
    detalhes: detalhes ? JSON.stringify(detalhes) : null,
  });
}

/** Page number, size and offset of a paged admin list (default 20 per page). */
export function pagina(input: { page?: number; per_page?: number }) {
  const page = input.page ?? 1;
  const perPage = input.per_page ?? 20;
  return { page, perPage, offset: (page - 1) * perPage };
}

export async function listarAuditoria(ctx: AuthedContext, input: { page?: number; per_page?: number }) {
  exigirAdmin(ctx.user);
  const { page, perPage, offset } = pagina(input);
  const [rows, total] = await Promise.all([
    audit.listAuditoria(ctx.deps.db, perPage, offset),
    audit.countAuditoria(ctx.deps.db),
  ]);
  return {
    rows: rows.map((r) => {
      let detalhes: unknown = null;
      try {
        detalhes = r.detalhes ? JSON.parse(r.detalhes) : null;
      } catch {
        detalhes = r.detalhes;
      }
      return { ...r, detalhes };
    }),
    total,
    page,
    per_page: perPage,
  };
}
