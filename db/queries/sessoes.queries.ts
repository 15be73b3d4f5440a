import type { Insertable } from 'kysely';
import type { Db } from '../client.js';
import type { SessoesTable } from '../schema.js';

export async function insertSession(db: Db, row: Insertable<SessoesTable>): Promise<void> {
  await db.insertInto('sessoes').values(row).execute();
}

export function findSessionWithUser(db: Db, id: string) {
  return db
    .selectFrom('sessoes')
    .innerJoin('usuarios', 'usuarios.id', 'sessoes.usuario_id')
    .select([
      'sessoes.id',
      'sessoes.usuario_id',
      'sessoes.secret_hash',
      'sessoes.created_at',
      'sessoes.last_used_at',
      'usuarios.nome',
      'usuarios.email',
      'usuarios.telefone',
      'usuarios.tipo',
      'usuarios.deleted_at',
    ])
    .where('sessoes.id', '=', id)
    .executeTakeFirst();
}

export async function touchSession(db: Db, id: string, now: number): Promise<void> {
  await db.updateTable('sessoes').set({ last_used_at: now }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessoes').where('id', '=', id).execute();
}

export async function deleteUserSessions(db: Db, usuarioId: number, exceptId?: string): Promise<void> {
  let query = db.deleteFrom('sessoes').where('usuario_id', '=', usuarioId);
  if (exceptId) query = query.where('id', '!=', exceptId);
  await query.execute();
}
