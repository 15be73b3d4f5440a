/**
 * The texts of a showcase an admin deactivated, shared by the server (errors, e-mails) and the
 * client (admin dialog, owner's panel and editor, public page). No imports: the public page's
 * bundle takes only these strings.
 */

export const MSG_MOTIVO_DESATIVACAO = 'Informe o motivo da desativação: ele é enviado ao anunciante.';

/** The public page of a deactivated showcase: still HTTP 404, with its own page ("Vitrine indisponível"). */
export const MSG_VITRINE_INDISPONIVEL = 'Esta vitrine está indisponível no momento.';

/** What the owner's panel and editor say instead of "Publicada". */
export function avisoDesativada(motivo: string | null | undefined): string {
  const m = motivo?.trim();
  return m ? `Desativada pelo administrador: ${m}` : 'Desativada pelo administrador.';
}
