import * as q from '../../db/queries/contato.queries.js';
import { verifyCaptcha } from '../auth/captcha.js';
import { notFound } from '../errors.js';
import { contatoEmail } from '../mail/contato-template.js';
import { enforceRateLimit } from '../rate-limit.js';
import type { MarcarMensagemInput } from '../schemas/admin.schema.js';
import type { ContatoInput } from '../schemas/contato.schema.js';
import { pagina, registrarAuditoria } from './admin.auditoria.service.js';
import type { AuthedContext, Context } from './contexto.js';
import { exigirAdmin } from './permissoes.js';

export interface ContatoResultado {
  message: string;
}

export const CONTATO_SUCESSO = 'Mensagem enviada com sucesso! Responderemos em breve no e-mail informado.';

/**
 * The contact form really delivers (the original only simulated it): captcha, rate limit per IP,
 * then the message is stored in mensagens_contato and its e-mail to CONTACT_EMAIL queued with it.
 * Without CONTACT_EMAIL it is only stored (and logged). enviado_em stays null until the queue has
 * delivered the e-mail; an SMTP outage never fails the request: what was acknowledged is never lost.
 */
export async function enviarMensagem(ctx: Context, input: ContatoInput): Promise<ContatoResultado> {
  const { env, limiter, db, logger, emails } = ctx.deps;
  // Captcha first: a request without one changes nothing and must not use up the address's limit.
  await verifyCaptcha(ctx.deps, input.recaptchaToken ?? null);
  await enforceRateLimit(limiter, `contato:ip:${ctx.req.ip}`, env.rateLimits.contact);

  const agora = new Date();
  // The message and its e-mail to CONTACT_EMAIL in one transaction; enviado_em is set when the
  // queue's sender delivers it.
  const salva = await db.transaction().execute(async (trx) => {
    const linha = await q.insertMensagemContato(trx, {
      nome: input.nome,
      email: input.email,
      assunto: input.assunto,
      mensagem: input.mensagem,
      created_at: agora.toISOString(),
    });
    if (env.contactEmail) {
      await emails.enfileirar(
        trx,
        contatoEmail(env.siteName, env.contactEmail, {
          id: linha.id,
          nome: input.nome,
          email: input.email,
          assunto: input.assunto,
          mensagem: input.mensagem,
          recebidaEm: agora,
          ip: ctx.req.ip,
        }),
        { mensagemContatoId: linha.id },
      );
    }
    return linha;
  });

  if (!env.contactEmail) {
    logger.info(
      { mensagemId: salva.id, assunto: input.assunto },
      'mensagem de contato guardada (CONTACT_EMAIL não definido: nenhum e-mail enviado)',
    );
  } else emails.acordar();
  return { message: CONTATO_SUCESSO };
}

// ---------- the admin panel's inbox ----------

export const MSG_MENSAGENS = { naoEncontrada: 'Mensagem de contato não encontrada.' } as const;

/** Contact messages for the admin panel, newest first, with how many are still unread. */
export async function listarMensagens(ctx: AuthedContext, input: { page?: number; per_page?: number }) {
  exigirAdmin(ctx.user);
  const { page, perPage, offset } = pagina(input);
  const [rows, contagem] = await Promise.all([
    q.listMensagensContato(ctx.deps.db, perPage, offset),
    q.countMensagensContato(ctx.deps.db),
  ]);
  return { rows, total: contagem.total, nao_lidas: contagem.naoLidas, page, per_page: perPage };
}

/**
 * Marks one message read/unread or answered/not answered. Reading is not audited (it is only
 * looking); a change of "answered" is, like the panel's other writes.
 */
export async function marcarMensagem(ctx: AuthedContext, id: number, marcas: MarcarMensagemInput) {
  exigirAdmin(ctx.user);
  return ctx.deps.db.transaction().execute(async (trx) => {
    const antes = await q.getMensagemContato(trx, id);
    if (!antes) throw notFound(MSG_MENSAGENS.naoEncontrada);
    const depois = await q.markMensagemContato(trx, id, marcas, new Date().toISOString());
    if (!depois) throw notFound(MSG_MENSAGENS.naoEncontrada);
    if (marcas.respondida !== undefined && (antes.respondida_em !== null) !== marcas.respondida) {
      await registrarAuditoria(trx, ctx.user.id, 'atualizar', 'mensagem_contato', id, {
        respondida: marcas.respondida,
      });
    }
    return depois;
  });
}
