import type { Env } from '../env.js';
import type { MailMessage } from './mailer.js';
import { layout, texto } from './templates.js';

/** Header values are single-line whatever reaches them. */
const linha = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

export interface DesativacaoEmailData {
  nome: string;
  empresa: string;
}

/** To the owner: the admin took the showcase down, why, and how to talk to the team. */
export function emailVitrineDesativada(
  env: Env,
  to: string,
  d: DesativacaoEmailData & { motivo: string },
): MailMessage {
  const link = `${env.publicUrl}/contato`;
  const opts = {
    titulo: `Sua vitrine ${linha(d.empresa)} foi desativada`,
    paragrafos: [
      `Olá, ${linha(d.nome).split(/\s+/)[0]}.`,
      `A equipe da ${env.siteName} desativou a vitrine ${linha(d.empresa)}: ela não aparece mais no diretório nem nas buscas.`,
      `Motivo: ${d.motivo.trim()}`,
      'Você continua podendo editar a vitrine no seu painel. Para pedir a reativação ou tirar dúvidas, fale com a equipe pelo formulário de contato.',
    ],
    botao: 'Falar com a equipe',
    link,
    rodape: `Você recebeu este e-mail porque é responsável pela vitrine ${linha(d.empresa)} na ${env.siteName}.`,
  };
  return {
    to,
    subject: linha(`[${env.siteName}] Sua vitrine ${d.empresa} foi desativada`),
    text: texto(env, opts),
    html: layout(env, opts),
    links: [link],
  };
}

/** To the owner: the showcase is back in the directory. */
export function emailVitrineReativada(env: Env, to: string, d: DesativacaoEmailData): MailMessage {
  const link = `${env.publicUrl}/perfil/editar#vitrine`;
  const opts = {
    titulo: `Sua vitrine ${linha(d.empresa)} foi reativada`,
    paragrafos: [
      `Olá, ${linha(d.nome).split(/\s+/)[0]}.`,
      `A equipe da ${env.siteName} reativou a vitrine ${linha(d.empresa)}. Se ela estiver publicada, já aparece de novo no diretório e nas buscas.`,
    ],
    botao: 'Ver minha vitrine',
    link,
    rodape: `Você recebeu este e-mail porque é responsável pela vitrine ${linha(d.empresa)} na ${env.siteName}.`,
  };
  return {
    to,
    subject: linha(`[${env.siteName}] Sua vitrine ${d.empresa} foi reativada`),
    text: texto(env, opts),
    html: layout(env, opts),
    links: [link],
  };
}
