import type { Db, Motor } from '../client.js';
import type { EstadoEmail } from '../schema.js';

export interface NovoEmail {
  destinatario: string;
  assunto: string;
  texto: string;
  html: string;
  responder_para: string | null;
  links: string | null;
  mensagem_contato_id: number | null;
}

/** Queues one e-mail, due now, given up after `desisteEm` (in the caller's transaction when it has one). */
export async function insertEmail(
  db: Db,
  email: NovoEmail,
  agora: string,
  desisteEm: string,
): Promise<number> {
  const r = await db
    .insertInto('emails')
    .values({
      ...email,
      estado: 'pendente',
      tentativas: 0,
      proxima_em: agora,
      desiste_em: desisteEm,
      reservado_por: null,
      reservado_ate: null,
      ultimo_erro: null,
      enviado_em: null,
      created_at: agora,
      updated_at: agora,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return r.id;
}

/**
 * Claims the oldest pending e-mail that is due and not leased to another sender, in one statement:
 * the row's lease goes to `dono` until `ate`. On PostgreSQL the candidate is picked with
 * FOR UPDATE SKIP LOCKED (a row another process is claiming is skipped, not waited for); SQLite has
 * one writer, so the UPDATE alone is atomic. Answers the claimed row, or undefined.
 */
export function reserveEmail(db: Db, motor: Motor, dono: string, agora: string, ate: string) {
  const candidato = db
    .selectFrom('emails')
    .select('id')
    .where('estado', '=', 'pendente')
    .where('proxima_em', '<=', agora)
    .where((eb) => eb.or([eb('reservado_ate', 'is', null), eb('reservado_ate', '<', agora)]))
    .orderBy('proxima_em')
    .orderBy('id')
    .limit(1)
    .$if(motor === 'postgres', (q) => q.forUpdate().skipLocked());
  return db
    .updateTable('emails')
    .set({ reservado_por: dono, reservado_ate: ate })
    .where('id', '=', candidato)
    .where('estado', '=', 'pendente')
    .where((eb) => eb.or([eb('reservado_ate', 'is', null), eb('reservado_ate', '<', agora)]))
    .returningAll()
    .executeTakeFirst();
}

/** Delivered: only while `dono` still holds the lease (answers whether it did). */
export async function markEnviado(db: Db, id: number, dono: string, agora: string): Promise<boolean> {
  const r = await db
    .updateTable('emails')
    .set({
      estado: 'enviado',
      enviado_em: agora,
      updated_at: agora,
      reservado_por: null,
      reservado_ate: null,
      tentativas: (eb) => eb('tentativas', '+', 1),
    })
    .where('id', '=', id)
    .where('reservado_por', '=', dono)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * A failed attempt: the lease is released and the e-mail is due again at `proxima` (the backoff),
 * or, with `desistir`, it is given up (`falhou`). Only while `dono` holds the lease.
 */
export function markFalha(
  db: Db,
  id: number,
  dono: string,
  f: { erro: string; agora: string; proxima: string; desistir: boolean },
) {
  return db
    .updateTable('emails')
    .set({
      estado: f.desistir ? 'falhou' : 'pendente',
      tentativas: (eb) => eb('tentativas', '+', 1),
      ultimo_erro: f.erro,
      proxima_em: f.proxima,
      updated_at: f.agora,
      reservado_por: null,
      reservado_ate: null,
    })
    .where('id', '=', id)
    .where('reservado_por', '=', dono)
    .execute();
}

/** The transport works again: every pending e-mail waiting for its backoff is due now. */
export async function advancePendentes(db: Db, agora: string): Promise<number> {
  const r = await db
    .updateTable('emails')
    .set({ proxima_em: agora })
    .where('estado', '=', 'pendente')
    .where('proxima_em', '>', agora)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** How many e-mails in each state, plus the pending ones that already failed at least once. */
export async function countEmails(db: Db) {
  const rows = await db
    .selectFrom('emails')
    .select(['estado', (eb) => eb.fn.countAll<string | number>().as('n')])
    .groupBy('estado')
    .execute();
  const tentando = await db
    .selectFrom('emails')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('estado', '=', 'pendente')
    .where('tentativas', '>', 0)
    .executeTakeFirstOrThrow();
  const por = (e: EstadoEmail) => Number(rows.find((r) => r.estado === e)?.n ?? 0);
  return {
    pendentes: por('pendente'),
    enviados: por('enviado'),
    falhas: por('falhou'),
    tentando: Number(tentando.n),
  };
}

const COLUNAS_PAINEL = [
  'id',
  'destinatario',
  'assunto',
  'estado',
  'tentativas',
  'ultimo_erro',
  'proxima_em',
  'desiste_em',
  'enviado_em',
  'created_at',
  'updated_at',
] as const;

/**
 * The panel's list: given-up e-mails, then pending ones that already failed (SMTP down: they are
 * being retried), most recently tried first.
 */
export function listEmailsComProblema(db: Db, limit: number, offset: number) {
  return db
    .selectFrom('emails')
    .select(COLUNAS_PAINEL)
    .where((eb) =>
      eb.or([eb('estado', '=', 'falhou'), eb.and([eb('estado', '=', 'pendente'), eb('tentativas', '>', 0)])]),
    )
    .orderBy((eb) => eb.case().when('estado', '=', 'falhou').then(0).else(1).end())
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export function getEmailPainel(db: Db, id: number) {
  return db.selectFrom('emails').select(COLUNAS_PAINEL).where('id', '=', id).executeTakeFirst();
}

/**
 * "Reenviar": a given-up (or retrying) e-mail is pending again, due now, with a new 24 h window and
 * its attempts counted from zero (the backoff starts short again). A sent one is left alone.
 */
export async function resendEmail(db: Db, id: number, agora: string, desisteEm: string): Promise<boolean> {
  const r = await db
    .updateTable('emails')
    .set({
      estado: 'pendente',
      tentativas: 0,
      proxima_em: agora,
      desiste_em: desisteEm,
      updated_at: agora,
    })
    .where('id', '=', id)
    .where('estado', '!=', 'enviado')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Retention: sent e-mails delivered before `enviadosAntesDe`, given-up ones last tried before `falhasAntesDe`. */
export async function deleteEmailsAntigos(
  db: Db,
  { enviadosAntesDe, falhasAntesDe }: { enviadosAntesDe: string; falhasAntesDe: string },
): Promise<number> {
  const r = await db
    .deleteFrom('emails')
    .where((eb) =>
      eb.or([
        eb.and([eb('estado', '=', 'enviado'), eb('enviado_em', '<', enviadosAntesDe)]),
        eb.and([eb('estado', '=', 'falhou'), eb('updated_at', '<', falhasAntesDe)]),
      ]),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** A deleted account: every queued or kept e-mail to its address goes with it. */
export async function deleteEmailsPara(db: Db, destinatario: string): Promise<number> {
  const r = await db.deleteFrom('emails').where('destinatario', '=', destinatario).executeTakeFirst();
  return Number(r.numDeletedRows);
}
