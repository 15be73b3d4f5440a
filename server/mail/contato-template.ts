import { escapeHtml } from '../escapar-html.js';
import type { MailMessage } from './mailer.js';

export interface ContatoEmailData {
  id: number;
  nome: string;
  email: string;
  assunto: string;
  mensagem: string;
  recebidaEm: Date;
  ip: string;
}

/** The e-mail the team receives for each contact-form message (reply goes straight to the sender). */
export function contatoEmail(siteName: string, to: string, data: ContatoEmailData): MailMessage {
  const quando = data.recebidaEm.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  // Subjects are single-line: a newline in user input must never reach a mail header.
  const assuntoLimpo = data.assunto.replace(/[\r\n]+/g, ' ');
  const subject = `[${siteName}] Contato: ${assuntoLimpo}`;
  const text = [
    `Nova mensagem enviada pelo formulário Fale Conosco (nº ${data.id}).`,
    '',
    `Nome: ${data.nome}`,
    `E-mail: ${data.email}`,
    `Assunto: ${assuntoLimpo}`,
    `Recebida em: ${quando}`,
    '',
    'Mensagem:',
    data.mensagem,
    '',
    '--',
    `Responda a este e-mail para falar diretamente com ${data.nome}.`,
  ].join('\n');
  const paragrafos = escapeHtml(data.mensagem).replace(/\r?\n/g, '<br />');
  const html = `<!doctype html>
<html lang="pt-BR"><body style="margin:0;padding:24px;background:#fdfaf5;font-family:Arial,Helvetica,sans-serif;color:#221a1e">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #e6e1e3;border-radius:12px">
<tr><td style="padding:24px 24px 8px;border-bottom:3px solid #5b1f3a">
<p style="margin:0;font-family:Georgia,serif;font-size:22px;color:#5b1f3a">${escapeHtml(siteName)}</p>
<p style="margin:4px 0 0;font-size:14px;color:#514a4e">Nova mensagem pelo formulário Fale Conosco (nº ${data.id})</p>
</td></tr>
<tr><td style="padding:16px 24px">
<p style="margin:0 0 4px"><strong>Nome:</strong> ${escapeHtml(data.nome)}</p>
<p style="margin:0 0 4px"><strong>E-mail:</strong> <a href="mailto:${escapeHtml(data.email)}" style="color:#5b1f3a">${escapeHtml(data.email)}</a></p>
<p style="margin:0 0 4px"><strong>Assunto:</strong> ${escapeHtml(assuntoLimpo)}</p>
<p style="margin:0 0 16px;color:#514a4e;font-size:14px">Recebida em ${escapeHtml(quando)}</p>
<div style="padding:16px;background:#faf3f6;border-radius:8px;line-height:1.6">${paragrafos}</div>
<p style="margin:16px 0 0;font-size:13px;color:#514a4e">Responda a este e-mail para falar diretamente com ${escapeHtml(data.nome)}.</p>
</td></tr></table></body></html>`;
  return { to, subject, text, html, replyTo: data.email };
}
