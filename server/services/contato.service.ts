import * as q from '../../db/queries/contato.queries.js';
import { verifyCaptcha } from '../auth/captcha.js';
import { contatoEmail } from '../mail/contato-template.js';
import { enforceRateLimit } from '../rate-limit.js';
import type { ContatoInput } from '../schemas/contato.schema.js';
import type { Context } from '../trpc/context.js';

export interface ContatoResultado {
  message: string;
}

export const CONTATO_SUCESSO = 'Mensagem enviada com sucesso! Responderemos em breve no e-mail informado.';

/**
 * The contact form really delivers (the original only simulated it): rate limit per IP, captcha,
 * then the message is stored in mensagens_contato and e-mailed to CONTACT_EMAIL. Without
 * CONTACT_EMAIL it is only stored (and logged). A mail failure keeps the stored message
 * (enviado_em stays null) and still answers success: what was acknowledged is never lost.
 */
export async function enviarMensagem(ctx: Context, input: ContatoInput): Promise<ContatoResultado> {
  const { env, limiter, db, logger, mail } = ctx.deps;
  enforceRateLimit(limiter, `contato:ip:${ctx.req.ip}`, env.rateLimits.contact);
  await verifyCaptcha(ctx.deps, input.recaptchaToken ?? null);

  const agora = new Date();
  const salva = await q.insertMensagemContato(db, {
    nome: input.nome,
    email: input.email,
    assunto: input.assunto,
    mensagem: input.mensagem,
    created_at: agora.toISOString(),
  });

  if (!env.contactEmail) {
    logger.info(
      { mensagemId: salva.id, assunto: input.assunto },
      'mensagem de contato guardada (CONTACT_EMAIL não definido: nenhum e-mail enviado)',
    );
    return { message: CONTATO_SUCESSO };
  }
  try {
    await mail.send(
      contatoEmail(env.siteName, env.contactEmail, {
        id: salva.id,
        nome: input.nome,
        email: input.email,
        assunto: input.assunto,
        mensagem: input.mensagem,
        recebidaEm: agora,
        ip: ctx.req.ip,
      }),
    );
    await q.markMensagemEnviada(db, salva.id, new Date().toISOString());
  } catch (err) {
    logger.error(
      { err, mensagemId: salva.id },
      'falha ao enviar o e-mail de contato; a mensagem ficou guardada',
    );
  }
  return { message: CONTATO_SUCESSO };
}
