import type { Db } from '../client.js';
import type { TipoTokenEmail, TipoUsuario } from '../schema.js';

// Accounts and their e-mail tokens. The password hash leaves this module only through
// findCredenciaisPorEmail (login) and findSenhaHash (a signed-in person confirming an action
// with their own password); token hashes never leave it.

const PUBLICO = ['id', 'nome', 'email', 'telefone', 'tipo'] as const;

export function findUsuarioPorEmail(db: Db, email: string) {
  return db
    .selectFrom('usuarios')
    .select([...PUBLICO, 'email_verificado_em', 'deleted_at'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findUsuarioPorId(db: Db, id: number) {
  return db
    .selectFrom('usuarios')
    .select([...PUBLICO, 'email_verificado_em', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Login only: the account with its password hash. */
export function findCredenciaisPorEmail(db: Db, email: string) {
  return db
    .selectFrom('usuarios')
    .select([...PUBLICO, 'senha_hash', 'email_verificado_em', 'deleted_at'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** The password hash of one account, to confirm a sensitive action with the person's own password. */
export async function findSenhaHash(db: Db, id: number): Promise<string | null> {
  const row = await db.selectFrom('usuarios').select('senha_hash').where('id', '=', id).executeTakeFirst();
  return row?.senha_hash ?? null;
}

export function insertUsuario(
  db: Db,
  row: {
    nome: string;
    email: string;
    telefone: string | null;
    ramo_atividade: string | null;
    tipo: TipoUsuario;
    senha_hash: string;
    email_verificado_em: string | null;
  },
  now: string,
) {
  return db
    .insertInto('usuarios')
    .values({ ...row, created_at: now, updated_at: now })
    .returning([...PUBLICO])
    .executeTakeFirstOrThrow();
}

export async function updateSenhaHash(db: Db, id: number, senhaHash: string, now: string): Promise<void> {
  await db
    .updateTable('usuarios')
    .set({ senha_hash: senhaHash, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function markEmailVerificado(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('usuarios')
    .set({ email_verificado_em: now, updated_at: now })
    .where('id', '=', id)
    .where('email_verificado_em', 'is', null)
    .execute();
}

/** create-admin: promotes an existing account (verified, active) and optionally sets its password. */
export async function promoteAdmin(
  db: Db,
  id: number,
  values: { nome: string; senha_hash: string },
  now: string,
): Promise<void> {
  await db
    .updateTable('usuarios')
    .set({
      tipo: 'admin',
      nome: values.nome,
      senha_hash: values.senha_hash,
      deleted_at: null,
      email_verificado_em: now,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export async function insertTokenEmail(
  db: Db,
  row: { usuario_id: number; tipo: TipoTokenEmail; token_hash: string; email: string; expires_at: string },
  now: string,
): Promise<void> {
  await db
    .insertInto('tokens_email')
    .values({ ...row, created_at: now, used_at: null })
    .execute();
}

/** A still usable token (unused, not expired) of that kind, by its hash. */
export function findTokenValido(db: Db, tipo: TipoTokenEmail, tokenHash: string, now: string) {
  return db
    .selectFrom('tokens_email')
    .select(['id', 'usuario_id', 'email', 'expires_at'])
    .where('tipo', '=', tipo)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks one token used; false when it was already used (a concurrent request won). */
export async function consumeToken(db: Db, id: number, now: string): Promise<boolean> {
  const res = await db
    .updateTable('tokens_email')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Retires every open token of that kind for the user (a new one replaces them). */
export async function invalidateTokensUsuario(
  db: Db,
  usuarioId: number,
  tipo: TipoTokenEmail,
  now: string,
): Promise<void> {
  await db
    .updateTable('tokens_email')
    .set({ used_at: now })
    .where('usuario_id', '=', usuarioId)
    .where('tipo', '=', tipo)
    .where('used_at', 'is', null)
    .execute();
}

/** Housekeeping (the daily job): tokens that expired before `antesDe`; answers how many went. */
export async function deleteTokensExpirados(db: Db, antesDe: string): Promise<number> {
  const r = await db.deleteFrom('tokens_email').where('expires_at', '<', antesDe).executeTakeFirst();
  return Number(r.numDeletedRows);
}
