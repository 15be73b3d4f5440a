import type { Env } from '../env.js';
import type { MailMessage } from './mailer.js';

// Account e-mails in Portuguese, HTML and text, with the brand's look (inline styles: mail
// clients ignore stylesheets). Links are built from PUBLIC_URL only, never from a request.

const COR = {
  marca: '#5b1f3a',
  marfim: '#fdfaf5',
  tinta: '#221a1e',
  cinza: '#676064',
  borda: '#e6e1e3',
  champanhe: '#b8904a',
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An absolute link on the public site with query parameters. */
export function linkPublico(env: Env, caminho: string, params: Record<string, string>): string {
  const url = new URL(caminho, `${env.publicUrl}/`);
  for (const [k, val] of Object.entries(params)) url.searchParams.set(k, val);
  return url.toString();
}

export function layout(
  env: Env,
  opts: { titulo: string; paragrafos: string[]; botao: string; link: string; rodape: string },
): string {
  const nome = escapeHtml(env.siteName);
  const paragrafos = opts.paragrafos
    .map(
      (p) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${COR.tinta}">${escapeHtml(p)}</p>`,
    )
    .join('');
  const link = escapeHtml(opts.link);
  return `<!doctype html>
<html lang="pt-BR">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(opts.titulo)}</title></head>
<body style="margin:0;padding:0;background:${COR.marfim};font-family:Inter,Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COR.marfim};padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid ${COR.borda};border-radius:12px">
<tr><td style="background:${COR.marca};border-radius:12px 12px 0 0;padding:24px 32px">
<span style="font-family:'Playfair Display',Georgia,serif;font-size:24px;color:#ffffff">${nome}</span>
</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 16px;font-family:'Playfair Display',Georgia,serif;font-size:22px;color:${COR.marca}">${escapeHtml(opts.titulo)}</h1>
${paragrafos}
<p style="margin:24px 0"><a href="${link}" style="display:inline-block;background:${COR.marca};color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:8px;font-weight:600">${escapeHtml(opts.botao)}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:${COR.cinza}">Se o botão não funcionar, copie e cole este endereço no navegador:</p>
<p style="margin:0 0 16px;font-size:14px;word-break:break-all"><a href="${link}" style="color:${COR.marca}">${link}</a></p>
<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid ${COR.borda};font-size:13px;color:${COR.cinza}">${escapeHtml(opts.rodape)}</p>
</td></tr>
</table>
<p style="margin:16px 0 0;font-size:12px;color:${COR.cinza}">${nome} · Soluções B2B para quem faz o casamento acontecer.</p>
</td></tr>
</table>
</body>
</html>`;
}

export function texto(
  env: Env,
  opts: { titulo: string; paragrafos: string[]; link: string; rodape: string },
): string {
  return [
    env.siteName,
    '',
    opts.titulo,
    '',
    ...opts.paragrafos.flatMap((p) => [p, '']),
    opts.link,
    '',
    opts.rodape,
    '',
    `${env.siteName} · Soluções B2B para quem faz o casamento acontecer.`,
  ].join('\n');
}

/** Text from data on one line: a name can never add a header or break the subject. */
export function umaLinha(s: string): string {
  return s.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
}

/** The greeting's name: the first word of the person's name, on one line. */
export function primeiroNome(nome: string): string {
  return umaLinha(nome).split(/\s+/)[0] ?? '';
}

export interface CorpoDoEmail {
  titulo: string;
  paragrafos: string[];
  botao: string;
  link: string;
  rodape: string;
}

/**
 * A service e-mail: the same content as HTML and as plain text, its subject on one line, and the
 * links it carries (the button's unless `extra.links` says otherwise).
 */
export function montarEmail(
  env: Env,
  to: string,
  subject: string,
  corpo: CorpoDoEmail,
  extra: Pick<MailMessage, 'replyTo' | 'links'> = {},
): MailMessage {
  return {
    to,
    subject: umaLinha(subject),
    html: layout(env, corpo),
    text: texto(env, corpo),
    links: extra.links ?? [corpo.link],
    ...(extra.replyTo ? { replyTo: extra.replyTo } : {}),
  };
}

export function emailVerificacao(
  env: Env,
  usuario: { nome: string; email: string },
  token: string,
): MailMessage {
  const link = linkPublico(env, '/verificar-email', { token, email: usuario.email });
  const opts = {
    titulo: 'Confirme seu e-mail',
    paragrafos: [
      `Olá, ${primeiroNome(usuario.nome)}.`,
      `Para ativar sua conta na ${env.siteName}, confirme seu e-mail pelo botão abaixo. O link vale por 48 horas.`,
    ],
    botao: 'Confirmar meu e-mail',
    link,
    rodape: 'Se você não criou uma conta, ignore esta mensagem: nada será ativado.',
  };
  return montarEmail(env, usuario.email, `Confirme seu e-mail na ${env.siteName}`, opts);
}

export function emailRedefinicao(
  env: Env,
  usuario: { nome: string; email: string },
  token: string,
): MailMessage {
  const link = linkPublico(env, '/redefinir-senha', { token, email: usuario.email });
  const opts = {
    titulo: 'Recuperação de senha',
    paragrafos: [
      `Olá, ${primeiroNome(usuario.nome)}.`,
      'Recebemos um pedido para redefinir a senha da sua conta. Use o botão abaixo para escolher uma nova senha. O link vale por 1 hora e pode ser usado uma única vez.',
      'Ao redefinir a senha, todas as sessões abertas da sua conta serão encerradas.',
    ],
    botao: 'Redefinir minha senha',
    link,
    rodape: 'Se você não pediu a recuperação, ignore esta mensagem: sua senha continua a mesma.',
  };
  return montarEmail(env, usuario.email, `Redefinição de senha na ${env.siteName}`, opts);
}

/** To the advertiser: a testimonial was posted on their showcase, with a link to reply. */
export function emailNovoDepoimento(
  env: Env,
  dados: {
    para: string;
    nome: string;
    nomeEmpresa: string;
    slug: string;
    depoimentoId: number;
    nota: number;
  },
): MailMessage {
  const link = `${linkPublico(env, `/solucao/${encodeURIComponent(dados.slug)}`, {})}#depoimento-${dados.depoimentoId}`;
  const empresa = umaLinha(dados.nomeEmpresa);
  const opts = {
    titulo: 'Novo depoimento na sua vitrine',
    paragrafos: [
      `Olá, ${primeiroNome(dados.nome)}.`,
      `${empresa} recebeu um depoimento com nota ${dados.nota} de 5. Você pode responder publicamente pela página da vitrine.`,
    ],
    botao: 'Ver e responder',
    link,
    rodape: 'Você recebe este aviso por ser o responsável pela vitrine.',
  };
  return montarEmail(env, dados.para, `Novo depoimento em ${empresa}`, opts);
}

/** To the author: their testimonial was hidden by moderation. */
export function emailDepoimentoOculto(
  env: Env,
  dados: { para: string; nome: string; nomeEmpresa: string; slug: string },
): MailMessage {
  const link = linkPublico(env, `/solucao/${encodeURIComponent(dados.slug)}`, {});
  const empresa = umaLinha(dados.nomeEmpresa);
  const opts = {
    titulo: 'Seu depoimento foi ocultado',
    paragrafos: [
      `Olá, ${primeiroNome(dados.nome)}.`,
      `Depois de uma denúncia, a moderação ocultou o seu depoimento sobre ${empresa}. Ele não aparece mais para o público nem conta na média, mas você ainda o vê na página, com um aviso.`,
      'Se achar que foi um engano, responda pelo formulário de contato do site.',
    ],
    botao: 'Ver a página',
    link,
    rodape: 'Você recebe este aviso por ser o autor do depoimento.',
  };
  return montarEmail(env, dados.para, `Seu depoimento sobre ${empresa} foi ocultado`, opts);
}
