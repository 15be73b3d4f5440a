import type { Insertable } from 'kysely';
import type { Db } from '../client.js';
import type { AuditoriaTable } from '../schema.js';

/** An audit entry; the query stamps created_at. */
export type NovaAuditoria = Omit<Insertable<AuditoriaTable>, 'id' | 'created_at'>;

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
