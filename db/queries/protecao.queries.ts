import { sql } from 'kysely';
import type { Db } from '../client.js';

// Rate-limit buckets and used captcha payloads shared by every process on the database
// (migration 023). Each write is ONE statement, so two processes hitting the same key at the same
// moment are serialised by the row (PostgreSQL) or the write lock (SQLite): no read-then-write.

/**
 * Counts one hit on `chave` and answers the bucket after it: a new bucket (or one whose window
 * ended at or before `agora`) starts at 1 with a window ending at `agora + janelaMs`; a live one
 * goes up by 1 and keeps its end. The SET expressions read the row as it was before the update.
 */
export async function recordHit(
  db: Db,
  chave: string,
  agora: number,
  janelaMs: number,
): Promise<{ contagem: number; expira_em: number }> {
  const expirado = sql<boolean>`${sql.ref('limites.expira_em')} <= ${agora}`;
  return db
    .insertInto('limites')
    .values({ chave, contagem: 1, expira_em: agora + janelaMs })
    .onConflict((oc) =>
      oc.column('chave').doUpdateSet({
        contagem: sql<number>`case when ${expirado} then 1 else ${sql.ref('limites.contagem')} + 1 end`,
        expira_em: sql<number>`case when ${expirado} then ${sql.ref('excluded.expira_em')} else ${sql.ref('limites.expira_em')} end`,
      }),
    )
    .returning(['contagem', 'expira_em'])
    .executeTakeFirstOrThrow();
}

/** Hits of `chave` in its live window (0 when none or ended). */
export async function countHitsNaJanela(db: Db, chave: string, agora: number): Promise<number> {
  const row = await db
    .selectFrom('limites')
    .select('contagem')
    .where('chave', '=', chave)
    .where('expira_em', '>', agora)
    .executeTakeFirst();
  return row?.contagem ?? 0;
}

/** Forgets one bucket, or all of them. */
export async function deleteLimites(db: Db, chave?: string): Promise<void> {
  let q = db.deleteFrom('limites');
  if (chave !== undefined) q = q.where('chave', '=', chave);
  await q.execute();
}

export async function countLimites(db: Db): Promise<number> {
  const r = await db
    .selectFrom('limites')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * Records a used captcha payload (its challenge's signature) until `expiraEm`; true when this call
 * recorded it, false when a live row was already there (a replay). An expired row is taken over.
 * Insert-if-absent in one statement: of two processes claiming the same payload at once, one wins.
 */
export async function markCaptchaUsado(
  db: Db,
  assinatura: string,
  expiraEm: number,
  agora: number,
): Promise<boolean> {
  const r = await db
    .insertInto('captcha_usados')
    .values({ assinatura, expira_em: expiraEm })
    .onConflict((oc) =>
      oc
        .column('assinatura')
        .doUpdateSet({ expira_em: sql.ref('excluded.expira_em') })
        .where(sql.ref('captcha_usados.expira_em'), '<=', agora),
    )
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The daily job: rate-limit buckets whose window ended and captcha payloads past their expiry. */
export async function deleteProtecaoExpirada(
  db: Db,
  agora: number,
): Promise<{ limites: number; captchas: number }> {
  const l = await db.deleteFrom('limites').where('expira_em', '<=', agora).executeTakeFirst();
  const c = await db.deleteFrom('captcha_usados').where('expira_em', '<=', agora).executeTakeFirst();
  return { limites: Number(l.numDeletedRows), captchas: Number(c.numDeletedRows) };
}
