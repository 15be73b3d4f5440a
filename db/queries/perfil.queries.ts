import type { Db } from '../client.js';

// The personal-data page: one user's public columns, the e-mail uniqueness check and the update.
// The password hash is written here but never read back.

export function findPerfil(db: Db, id: number) {
  return db
    .selectFrom('usuarios')
    .select([
      'id',
      'nome',
      'email',
      'telefone',
      'tipo',
      'ramo_atividade',
      'email_verificado_em',
      'created_at',
      'deleted_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** True when another account (active or not) already uses this e-mail. */
export async function isEmailEmUsoPorOutro(db: Db, email: string, usuarioId: number): Promise<boolean> {
  const row = await db
    .selectFrom('usuarios')
    .select('id')
    .where('email', '=', email)
    .where('id', '<>', usuarioId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updatePerfil(
  db: Db,
  id: number,
  values: {
    nome?: string;
    email?: string;
    telefone?: string;
    ramo_atividade?: string | null;
    senha_hash?: string;
    email_verificado_em?: string | null;
  },
  now: string,
): Promise<void> {
  await db
    .updateTable('usuarios')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}
