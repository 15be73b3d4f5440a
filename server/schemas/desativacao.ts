/**
 * The texts of a showcase an admin deactivated, shared by the server (errors, e-mails) and the
 * client (admin dialog, owner's panel and editor, public page). No imports: the public page's
 * bundle takes only these strings.
 */

export const MSG_MOTIVO_DESATIVACAO = 'Informe o motivo da desativação: ele é enviado ao anunciante.';

/**
 * The public page of a deactivated showcase: still HTTP 404, with its own page ("Vitrine
 * indisponível"). The error carries this code (REST `code`, tRPC `data.appCode`); the public page
 * compares the literal, so its first-load bundle does not take this module.
 */
export const MSG_VITRINE_INDISPONIVEL =
  'Esta vitrine foi desativada e não está disponível no momento. Veja outras soluções no diretório.';
export const CODIGO_VITRINE_DESATIVADA = 'VITRINE_DESATIVADA';

/** What the owner's panel and editor say instead of "Publicada". */
export function avisoDesativada(motivo: string | null | undefined): string {
  const m = motivo?.trim();
  return m ? `Desativada pelo administrador: ${m}` : 'Desativada pelo administrador.';
}
