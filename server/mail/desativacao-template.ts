import type { Env } from '../env.js';
import type { MailMessage } from './mailer.js';
import { montarEmail, primeiroNome, umaLinha } from './templates.js';

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
    titulo: `Sua vitrine ${umaLinha(d.empresa)} foi desativada`,
    paragrafos: [
      `Olá, ${primeiroNome(d.nome)}.`,
      `A equipe da ${env.siteName} desativou a vitrine ${umaLinha(d.empresa)}: ela não aparece mais no diretório nem nas buscas.`,
      `Motivo: ${d.motivo.trim()}`,
      'Você continua podendo editar a vitrine no seu painel. Para pedir a reativação ou tirar dúvidas, fale com a equipe pelo formulário de contato.',
    ],
    botao: 'Falar com a equipe',
    link,
    rodape: `Você recebeu este e-mail porque é responsável pela vitrine ${umaLinha(d.empresa)} na ${env.siteName}.`,
  };
  return montarEmail(env, to, `[${env.siteName}] Sua vitrine ${d.empresa} foi desativada`, opts);
}

/** To the owner: the showcase is back in the directory. */
export function emailVitrineReativada(env: Env, to: string, d: DesativacaoEmailData): MailMessage {
  const link = `${env.publicUrl}/perfil/editar#vitrine`;
  const opts = {
    titulo: `Sua vitrine ${umaLinha(d.empresa)} foi reativada`,
    paragrafos: [
      `Olá, ${primeiroNome(d.nome)}.`,
      `A equipe da ${env.siteName} reativou a vitrine ${umaLinha(d.empresa)}. Se ela estiver publicada, já aparece de novo no diretório e nas buscas.`,
    ],
    botao: 'Ver minha vitrine',
    link,
    rodape: `Você recebeu este e-mail porque é responsável pela vitrine ${umaLinha(d.empresa)} na ${env.siteName}.`,
  };
  return montarEmail(env, to, `[${env.siteName}] Sua vitrine ${d.empresa} foi reativada`, opts);
}
