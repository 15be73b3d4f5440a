import * as eq from '../../db/queries/emails.queries.js';
import { AppError, notFound } from '../errors.js';
import { PRAZO_EMAIL_MS } from '../mail/fila.js';
import { pagina, registrarAuditoria } from './admin.auditoria.service.js';
import type { AuthedContext } from './contexto.js';
import { exigirAdmin } from './permissoes.js';

export const MSG_EMAILS = {
  naoEncontrado: 'E-mail não encontrado na fila.',
  jaEnviado: 'Este e-mail já foi entregue; não há o que reenviar.',
  reenviado: 'E-mail de volta à fila: será enviado em instantes.',
} as const;

/**
 * The admin panel's "E-mails": how many are pending, sent (still kept: EMAIL_RETENTION_DAYS) and
 * given up, and the ones with a problem (given up first, then pending ones being retried), with
 * their last error. Never the bodies: they hold sign-in links.
 */
export async function painelEmails(ctx: AuthedContext, input: { page?: number; per_page?: number }) {
  exigirAdmin(ctx.user);
  const { page, perPage, offset } = pagina(input);
  const [contagens, rows] = await Promise.all([
    eq.countEmails(ctx.deps.db),
    eq.listEmailsComProblema(ctx.deps.db, perPage, offset),
  ]);
  return {
    ...contagens,
    dias_retencao: ctx.deps.env.emailRetentionDays,
    rows,
    total: contagens.falhas + contagens.tentando,
    page,
    per_page: perPage,
  };
}

/**
 * "Reenviar": a given-up or retrying e-mail goes back to the queue, due now, with a new 24 h
 * window; the sender is woken. Audited like the panel's other writes.
 */
export async function reenviarEmail(ctx: AuthedContext, id: number) {
  exigirAdmin(ctx.user);
  const { db } = ctx.deps;
  const agora = Date.now();
  const email = await db.transaction().execute(async (trx) => {
    const antes = await eq.getEmailPainel(trx, id);
    if (!antes) throw notFound(MSG_EMAILS.naoEncontrado);
    if (
      !(await eq.resendEmail(
        trx,
        id,
        new Date(agora).toISOString(),
        new Date(agora + PRAZO_EMAIL_MS).toISOString(),
      ))
    )
      throw new AppError('CONFLICT', MSG_EMAILS.jaEnviado, { appCode: 'CONFLICT' });
    await registrarAuditoria(trx, ctx.user.id, 'reenviar', 'email', id, {
      estado: antes.estado,
      tentativas: antes.tentativas,
    });
    const depois = await eq.getEmailPainel(trx, id);
    if (!depois) throw notFound(MSG_EMAILS.naoEncontrado);
    return depois;
  });
  ctx.deps.emails.acordar();
  ctx.deps.logger.info({ emailId: id, por: ctx.user.id }, 'e-mail reenviado pelo painel');
  return { message: MSG_EMAILS.reenviado, email };
}
