import type { Db } from '../client.js';

export interface NovaAuditoria {
  admin_id: number | null;
  acao: string;
  entidade: string;
  entidade_id: string | null;
  detalhes: string | null;
}

export async function insertAuditoria(db: Db, row: NovaAuditoria): Promise<void> {
  await db
    .insertInto('auditoria')
    .values({ ...row, created_at: new Date().toISOString() })
    .execute();
}

/** One page of the audit trail, newest first, with the acting admin's name. */
export function listAuditoria(db: Db, limit: number, offset: number) {
  return db
    .selectFrom('auditoria')
    .leftJoin('usuarios', 'usuarios.id', 'auditoria.admin_id')
    .select([
      'auditoria.id',
      'auditoria.admin_id',
      'usuarios.nome as admin_nome',
      'auditoria.acao',
      'auditoria.entidade',
      'auditoria.entidade_id',
      'auditoria.detalhes',
      'auditoria.created_at',
    ])
    .orderBy('auditoria.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countAuditoria(db: Db): Promise<number> {
  const row = await db
    .selectFrom('auditoria')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
