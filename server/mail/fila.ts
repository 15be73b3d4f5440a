import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Db, Motor } from '../../db/client.js';
import { markMensagemEnviada } from '../../db/queries/contato.queries.js';
import * as q from '../../db/queries/emails.queries.js';
import type { Logger } from '../logger.js';
import type { Mailer, MailMessage } from './mailer.js';

/** An e-mail is retried for this long after it was queued (or after "Reenviar"), then given up. */
export const PRAZO_EMAIL_MS = 24 * 60 * 60 * 1000;
/** The first retry waits this, doubling each time up to ESPERA_MAXIMA_MS. */
export const ESPERA_INICIAL_MS = 30_000;
export const ESPERA_MAXIMA_MS = 60 * 60 * 1000;
/** A claimed row is another sender's again after this (the claimer died mid-send). */
export const RESERVA_MS = 5 * 60 * 1000;
/** The serving process's sender looks for due rows (retries, other processes' rows) this often. */
export const INTERVALO_FILA_MS = 15_000;
/** On shutdown, how long the sender's attempt in progress is waited for. */
const ESPERA_AO_PARAR_MS = 5_000;

/**
 * Every e-mail of the product goes through here (docs/operations.md, "E-mails"): a service queues
 * it with `enfileirar` in the transaction of the change that causes it, and the sender delivers
 * it after the commit through `deps.mail` (SMTP or the outbox folder), so a request never waits on
 * SMTP and an acknowledged e-mail is never lost.
 */
export interface FilaEmails {
  /**
   * Queues the messages in `db`. Outside a transaction the sender is woken at once; inside one,
   * call `acordar()` after the commit (or the periodic look finds them within INTERVALO_FILA_MS).
   */
  enfileirar(
    db: Db,
    mensagens: MailMessage | MailMessage[],
    opcoes?: { mensagemContatoId?: number },
  ): Promise<void>;
  /** Delivers what is due now, in the background (in-process: right after an enqueue). */
  acordar(): void;
  /** Starts the periodic look (retries and rows queued by other processes) and delivers what is due. */
  iniciar(intervaloMs?: number): void;
  /** Stops the sender: no new attempt; the one in progress is waited for a few seconds. */
  parar(): Promise<void>;
  /** Delivers everything due now and answers how many went out (tests, scripts). */
  esvaziar(): Promise<number>;
}

export interface OpcoesFila {
  esperaInicialMs?: number;
  esperaMaximaMs?: number;
  reservaMs?: number;
  /** This sender's name in `reservado_por` (default: host, pid and a random suffix). */
  dono?: string;
}

/** What the queue reads from the deps when it works (tests swap `mail`, the transport, at will). */
export interface DepsFila {
  db: Db;
  motor: Motor;
  logger: Logger;
  mail: Mailer;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Backoff before attempt n+1 after n failed ones: 30 s, 1 min, 2 min … capped at 1 h. */
export function esperaAposFalha(tentativas: number, inicial = ESPERA_INICIAL_MS, maxima = ESPERA_MAXIMA_MS) {
  return Math.min(maxima, inicial * 2 ** Math.max(0, tentativas - 1));
}

export function criarFilaEmails(deps: DepsFila, opcoes: OpcoesFila = {}): FilaEmails {
  const dono = opcoes.dono ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const reservaMs = opcoes.reservaMs ?? RESERVA_MS;
  let rodando: Promise<number> | null = null;
  let deNovo = false;
  let parado = false;
  let timer: NodeJS.Timeout | null = null;
  /** The last attempt of this sender failed: the next success means the transport is back. */
  let transporteFalhou = false;

  /** One claimed row: delivered (true) or its failure recorded with the next attempt (false). */
  async function entregar(row: NonNullable<Awaited<ReturnType<typeof q.reserveEmail>>>): Promise<boolean> {
    try {
      await deps.mail.send({
        to: row.destinatario,
        subject: row.assunto,
        text: row.texto,
        html: row.html,
        ...(row.responder_para ? { replyTo: row.responder_para } : {}),
        ...(row.links ? { links: JSON.parse(row.links) as string[] } : {}),
      });
    } catch (err) {
      const agora = Date.now();
      const tentativas = row.tentativas + 1;
      const desiste = Date.parse(row.desiste_em);
      const desistir = agora >= desiste;
      const espera = esperaAposFalha(tentativas, opcoes.esperaInicialMs, opcoes.esperaMaximaMs);
      const proxima = iso(Math.min(agora + espera, Math.max(desiste, agora)));
      await q.markFalha(deps.db, row.id, dono, {
        erro: String((err as Error)?.message ?? err).slice(0, 500),
        agora: iso(agora),
        proxima,
        desistir,
      });
      const log = { err, emailId: row.id, para: row.destinatario, assunto: row.assunto, tentativas };
      transporteFalhou = true;
      if (desistir) deps.logger.error(log, 'e-mail não entregue após 24 h de tentativas: marcado como falha');
      else
        deps.logger.warn({ ...log, proximaEm: proxima }, 'falha ao entregar e-mail: nova tentativa agendada');
      return false;
    }
    const agora = iso(Date.now());
    await deps.db.transaction().execute(async (trx) => {
      const meu = await q.markEnviado(trx, row.id, dono, agora);
      if (meu && row.mensagem_contato_id !== null)
        await markMensagemEnviada(trx, row.mensagem_contato_id, agora);
    });
    if (transporteFalhou) {
      // SMTP is back: what waits for its backoff (up to 1 h) goes now, in this same round
      transporteFalhou = false;
      const adiantados = await q.advancePendentes(deps.db, agora);
      if (adiantados > 0) deps.logger.info({ adiantados }, 'envio de e-mail voltou: pendentes adiantados');
    }
    return true;
  }

  /** Claims and delivers due rows one at a time; a failure ends the round (the transport is likely down). */
  async function rodada(): Promise<number> {
    let entregues = 0;
    while (!parado) {
      const agora = Date.now();
      const row = await q.reserveEmail(deps.db, deps.motor, dono, iso(agora), iso(agora + reservaMs));
      if (!row) break;
      if (!(await entregar(row))) break;
      entregues++;
    }
    return entregues;
  }

  function acordar(): void {
    if (parado) return;
    if (rodando) {
      deNovo = true;
      return;
    }
    deNovo = false;
    rodando = rodada()
      .catch((err) => {
        deps.logger.error({ err }, 'falha na fila de e-mails (nova tentativa na próxima rodada)');
        return 0;
      })
      .finally(() => {
        rodando = null;
        if (deNovo) setImmediate(acordar);
      });
  }

  return {
    async enfileirar(db, mensagens, { mensagemContatoId } = {}) {
      const agora = Date.now();
      for (const m of Array.isArray(mensagens) ? mensagens : [mensagens]) {
        await q.insertEmail(
          db,
          {
            destinatario: m.to,
            assunto: m.subject,
            texto: m.text,
            html: m.html,
            responder_para: m.replyTo ?? null,
            links: m.links?.length ? JSON.stringify(m.links) : null,
            mensagem_contato_id: mensagemContatoId ?? null,
          },
          iso(agora),
          iso(agora + PRAZO_EMAIL_MS),
        );
      }
      if (!db.isTransaction) acordar();
    },
    acordar,
    iniciar(intervaloMs = INTERVALO_FILA_MS) {
      parado = false;
      if (timer) clearInterval(timer);
      timer = setInterval(acordar, intervaloMs);
      timer.unref();
      acordar();
    },
    async parar() {
      parado = true;
      if (timer) clearInterval(timer);
      timer = null;
      const emAndamento = rodando;
      if (!emAndamento) return;
      let limite: NodeJS.Timeout | undefined;
      await Promise.race([
        emAndamento,
        new Promise<void>((resolve) => {
          limite = setTimeout(resolve, ESPERA_AO_PARAR_MS);
          limite.unref();
        }),
      ]);
      clearTimeout(limite);
    },
    async esvaziar() {
      if (rodando) await rodando;
      return rodada();
    },
  };
}
