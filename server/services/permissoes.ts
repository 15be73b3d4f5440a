import type { TipoUsuario } from '../../db/schema.js';
import { forbidden, unauthorized } from '../errors.js';

/**
 * Who may do what to which entity: the one place the role and ownership rules are written.
 * The `pode*` functions answer; the `exigir*` ones throw the one AppError (401 anonymous, 403
 * otherwise). Loading the entity (and its 404) stays with each service.
 */

/** What the rules need to know of the caller. */
export interface Usuario {
  id: number;
  tipo: TipoUsuario;
}

/** A REST route's or procedure's role requirement, checked before anything is read. */
export type NivelDeAcesso = 'public' | 'authed' | 'anunciante' | 'admin';

export const MSG_SO_ADMIN = 'Acesso restrito a administradores.';

export const ehAdmin = (usuario: Usuario): boolean => usuario.tipo === 'admin';

/** Advertisers and admins write showcases; clients do not. */
export const ehAnuncianteOuAdmin = (usuario: Usuario): boolean =>
  usuario.tipo === 'anunciante' || usuario.tipo === 'admin';

export function exigirLogin<U extends Usuario>(usuario: U | null | undefined): U {
  if (!usuario) throw unauthorized();
  return usuario;
}

export function exigirAnuncianteOuAdmin<U extends Usuario>(usuario: U | null | undefined): U {
  const u = exigirLogin(usuario);
  if (!ehAnuncianteOuAdmin(u)) throw forbidden();
  return u;
}

export function exigirAdmin<U extends Usuario>(usuario: U | null | undefined): U {
  const u = exigirLogin(usuario);
  if (!ehAdmin(u)) throw forbidden(MSG_SO_ADMIN);
  return u;
}

/** The role check of a route or procedure, by level. */
export function exigirAcesso(usuario: Usuario | null | undefined, nivel: NivelDeAcesso): void {
  if (nivel === 'public') return;
  if (nivel === 'authed') exigirLogin(usuario);
  else if (nivel === 'anunciante') exigirAnuncianteOuAdmin(usuario);
  else exigirAdmin(usuario);
}

/**
 * A supplier's showcase, statistics, upload files, quote requests, drafts and testimonial
 * replies: admins for any supplier, anyone else only for the one they own.
 */
export const podeGerirFornecedor = (usuario: Usuario, donoId: number | null): boolean =>
  ehAdmin(usuario) || usuario.id === donoId;

export function exigirGerirFornecedor(usuario: Usuario, donoId: number | null, mensagem?: string): void {
  if (!podeGerirFornecedor(usuario, donoId)) throw forbidden(mensagem);
}

/** Edits a showcase: an advertiser (or admin) who may manage that supplier. */
export function podeEditarVitrine(usuario: Usuario, fornecedor: { usuario_id: number | null }): boolean {
  return ehAnuncianteOuAdmin(usuario) && podeGerirFornecedor(usuario, fornecedor.usuario_id);
}

/** Only admins hand a showcase to another owner; an advertiser always writes their own. */
export const podeEscolherResponsavel = (usuario: Usuario): boolean => ehAdmin(usuario);

/** Who may be named a showcase's owner. */
export const podeSerResponsavel = (alvo: Usuario): boolean => ehAnuncianteOuAdmin(alvo);

/** The owner a listing is limited to: none for admins (they see every supplier's rows). */
export const donoNoFiltro = (usuario: Usuario): number | undefined =>
  ehAdmin(usuario) ? undefined : usuario.id;

/** A profile: oneself, or anyone for an admin. */
export const podeVerPerfil = (usuario: Usuario, perfilId: number): boolean =>
  ehAdmin(usuario) || usuario.id === perfilId;

/**
 * A person's data rights (LGPD art. 18: export, account deletion): the person themselves, or an
 * admin acting on their request.
 */
export const podeGerirDadosPessoais = (usuario: Usuario, titularId: number): boolean =>
  ehAdmin(usuario) || usuario.id === titularId;

/** Deleting an account asks for its password when it is one's own; an admin acting for someone else gives none. */
export const exigeSenhaParaExcluirConta = (usuario: Usuario, titularId: number): boolean =>
  usuario.id === titularId;

/** Changing an account's role is for admins only. */
export const podeMudarTipo = (usuario: Usuario): boolean => ehAdmin(usuario);

/** A testimonial: never on one's own showcase. */
export const podeAvaliarFornecedor = (usuario: Usuario, donoId: number | null): boolean =>
  usuario.id !== donoId;

/** Its text and grade: the author only (admins moderate by hiding, not by rewriting). */
export const podeEditarDepoimento = (usuario: Usuario, autorId: number): boolean => usuario.id === autorId;

/** Its author, or an admin (moderation). */
export const podeExcluirDepoimento = (usuario: Usuario, autorId: number): boolean =>
  usuario.id === autorId || ehAdmin(usuario);

/** Anyone signed in but its author. */
export const podeDenunciarDepoimento = (usuario: Usuario, autorId: number): boolean => usuario.id !== autorId;
