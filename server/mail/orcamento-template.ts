import type { Env } from '../env.js';
import { numeroBrasileiro } from '../schemas/links-normalizar.js';
import type { MailMessage } from './mailer.js';
import { linkPublico, montarEmail, primeiroNome, umaLinha } from './templates.js';

export interface OrcamentoEmailData {
  id: number;
  empresa: string;
  nome: string;
  email: string;
  telefone: string;
  ramo: string;
  cidade: string;
  uf: string;
  mensagem: string;
  contatoPreferido: 'email' | 'whatsapp';
}

function detalhes(d: OrcamentoEmailData): string[] {
  const local = [d.cidade, d.uf].filter(Boolean).join(' – ');
  return [
    `Nome: ${d.nome}`,
    `E-mail: ${d.email}`,
    ...(d.telefone ? [`WhatsApp/telefone: ${d.telefone}`] : []),
    ...(d.ramo ? [`Negócio: ${d.ramo}`] : []),
    ...(local ? [`Cidade: ${local}`] : []),
    `Prefere contato por: ${d.contatoPreferido === 'whatsapp' ? 'WhatsApp' : 'e-mail'}`,
    'Mensagem:',
    ...d.mensagem.split(/\r?\n/).filter((p) => p.trim()),
  ];
}

/**
 * The one-tap WhatsApp reply to a request whose sender prefers WhatsApp (a greeting prefilled),
 * or null when there is no usable number.
 */
export function respostaWhatsApp(env: Env, d: OrcamentoEmailData): string | null {
  if (d.contatoPreferido !== 'whatsapp' || !d.telefone) return null;
  const digitos = d.telefone.replace(/\D/g, '');
  const numero =
    numeroBrasileiro(d.telefone) ?? (digitos.length >= 8 && digitos.length <= 15 ? digitos : null);
  if (!numero) return null;
  const texto = `Olá, ${primeiroNome(d.nome)}! Recebi seu pedido de orçamento para ${umaLinha(d.empresa)} pela ${env.siteName}.`;
  return `https://wa.me/${numero}?text=${encodeURIComponent(texto)}`;
}

/** To the showcase's owner: the request in full, a link to the inbox; replying goes to the sender. */
export function emailOrcamentoDono(env: Env, to: string, d: OrcamentoEmailData): MailMessage {
  const caixa = `${env.publicUrl}/perfil/editar#orcamentos`;
  const whatsapp = respostaWhatsApp(env, d);
  const link = whatsapp ?? caixa;
  const opts = {
    titulo: `Novo pedido de orçamento para ${umaLinha(d.empresa)}`,
    paragrafos: [
      `${umaLinha(d.nome)} pediu um orçamento pela sua vitrine na ${env.siteName}.`,
      ...detalhes(d),
      whatsapp
        ? `${umaLinha(d.nome)} prefere ser respondido pelo WhatsApp: o botão abaixo abre a conversa com uma saudação pronta. O pedido também está na sua caixa de orçamentos: ${caixa}`
        : 'Responda a este e-mail para falar diretamente com quem pediu, ou veja o pedido na sua caixa de orçamentos.',
    ],
    botao: whatsapp ? 'Responder no WhatsApp' : 'Ver pedido de orçamento',
    link,
    rodape: `Você recebeu este e-mail porque é responsável pela vitrine ${umaLinha(d.empresa)} na ${env.siteName}.`,
  };
  return montarEmail(env, to, `[${env.siteName}] Pedido de orçamento de ${d.nome}`, opts, {
    replyTo: d.email,
    links: whatsapp ? [whatsapp, caixa] : [caixa],
  });
}

/** A copy to the sender, with the link that deletes the request at once. */
export function emailOrcamentoCopia(env: Env, d: OrcamentoEmailData, token: string): MailMessage {
  // The privacy page carries the delete button (and says what is kept and for how long).
  const link = linkPublico(env, '/politica-de-privacidade', { excluir_orcamento: String(d.id), token });
  const opts = {
    titulo: 'Seu pedido de orçamento foi enviado',
    paragrafos: [
      `Olá, ${umaLinha(d.nome)}. Enviamos seu pedido de orçamento para ${umaLinha(d.empresa)}, que vai responder pelo ${d.contatoPreferido === 'whatsapp' ? 'WhatsApp' : 'e-mail'} informado.`,
      'Esta é a cópia do que você enviou:',
      ...detalhes(d),
      'Se não quiser mais que o fornecedor tenha estes dados, apague o pedido pelo botão abaixo: ele é excluído na hora.',
    ],
    botao: 'Excluir meu pedido',
    link,
    rodape: `Sem isso, os pedidos são apagados automaticamente após ${env.leadRetentionDays} dias.`,
  };
  return montarEmail(env, d.email, `[${env.siteName}] Seu pedido de orçamento para ${d.empresa}`, opts);
}
