import type { Env } from '../env.js';
import type { MailMessage } from './mailer.js';
import { linkPublico, montarEmail, primeiroNome } from './templates.js';

// Notices about the account itself (its type changed), in the look of the other account e-mails.

const ROTULO: Record<string, string> = {
  cliente: 'Profissional de eventos',
  anunciante: 'Anunciante',
  admin: 'Administrador',
};

/** To the person whose type an admin changed: what it is now and what that allows. */
export function emailTipoAlterado(
  env: Env,
  dados: { para: string; nome: string; de: string; para_tipo: string },
): MailMessage {
  const link = linkPublico(env, '/perfil/editar', {});
  const novo = ROTULO[dados.para_tipo] ?? dados.para_tipo;
  const antigo = ROTULO[dados.de] ?? dados.de;
  const efeito: Record<string, string> = {
    admin: 'Agora você acessa o Painel Admin e pode gerir usuários, vitrines e o catálogo.',
    anunciante: 'Agora você pode criar e editar a vitrine da sua empresa em Minha Conta.',
    cliente: 'Sua conta segue ativa para buscar soluções; vitrines e o painel não ficam mais disponíveis.',
  };
  const opts = {
    titulo: 'O tipo da sua conta mudou',
    paragrafos: [
      `Olá, ${primeiroNome(dados.nome)}.`,
      `Um administrador alterou o tipo da sua conta de ${antigo} para ${novo}.`,
      efeito[dados.para_tipo] ?? '',
      'Se você não esperava esta mudança, responda pelo formulário de contato do site.',
    ].filter(Boolean),
    botao: 'Abrir Minha Conta',
    link,
    rodape: 'Você recebe este aviso porque o tipo da sua conta foi alterado.',
  };
  return montarEmail(env, dados.para, `Sua conta agora é ${novo} na ${env.siteName}`, opts);
}
