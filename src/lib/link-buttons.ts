import { rotuloCategoriaLink } from '../../server/schemas/categorias-link';

/**
 * Link buttons of a showcase: the type comes from the link's category name (or the url), each
 * type has an icon and a default text; a url without http(s):// gets https:// when opened. Shared
 * by the public supplier page and the showcase editor.
 */
export type TipoLink =
  | 'whatsapp'
  | 'telefone'
  | 'email'
  | 'instagram'
  | 'facebook'
  | 'twitter'
  | 'perfil'
  | 'site'
  | 'link';

export const ICONE_PADRAO = 'fa fa-link';
export const TIPO_PADRAO: TipoLink = 'site';
/** A button with no text, no default text for its type and no category label. */
export const TEXTO_BOTAO_SEM_TEXTO = 'Botão sem texto';

export const ICONES: Record<TipoLink, string> = {
  whatsapp: 'fa-brands fa-whatsapp',
  telefone: 'fa-solid fa-phone',
  email: 'fa-solid fa-envelope',
  instagram: 'fa-brands fa-instagram',
  facebook: 'fa-brands fa-facebook',
  twitter: 'fa-brands fa-x-twitter',
  perfil: 'fa-solid fa-id-card',
  site: 'fa-solid fa-globe',
  link: ICONE_PADRAO,
};

export const TEXTOS_PADRAO: Record<TipoLink, string> = {
  whatsapp: 'WhatsApp',
  telefone: 'Telefone',
  email: 'E-mail',
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'Twitter',
  perfil: 'Ver perfil',
  site: 'Site',
  link: TEXTO_BOTAO_SEM_TEXTO,
};

/** whatsapp, phone/telefone, email/mail, instagram, facebook, twitter, perfil/profile/vitrine, site/website; else link. */
export function tipoDoLink(categoria?: string | null, url?: string | null): TipoLink {
  const c = (categoria ?? '').toLowerCase().trim();
  if (c.includes('whatsapp')) return 'whatsapp';
  if (c === 'phone' || c === 'telefone' || c === 'tel') return 'telefone';
  if (c === 'email' || c === 'mail' || c === 'e-mail') return 'email';
  if (c.includes('instagram')) return 'instagram';
  if (c.includes('facebook')) return 'facebook';
  if (c.includes('twitter') || c === 'x') return 'twitter';
  if (c === 'perfil' || c === 'profile' || c === 'vitrine') return 'perfil';
  if (c === 'site' || c === 'website') return 'site';
  const u = (url ?? '').toLowerCase();
  if (!c && u) {
    if (u.includes('wa.me') || u.includes('whatsapp')) return 'whatsapp';
    if (u.startsWith('tel:')) return 'telefone';
    if (u.startsWith('mailto:')) return 'email';
    if (u.includes('instagram.com')) return 'instagram';
    if (u.includes('facebook.com')) return 'facebook';
    if (u.includes('twitter.com') || u.includes('x.com/')) return 'twitter';
    return 'site';
  }
  return c ? 'link' : TIPO_PADRAO;
}

/** The icon class: the category's own icon when given, else the type's, else 'fa fa-link'. */
export function iconeDoLink(tipo: TipoLink, iconeCategoria?: string | null): string {
  return iconeCategoria?.trim() || ICONES[tipo] || ICONE_PADRAO;
}

/**
 * The visible text: the stored text, else the type's default, else the category's label, else
 * 'Botão sem texto'. A stored text equal to the raw category name ('instagram', saved by older
 * editors as the default) counts as no text.
 */
export function textoDoLink(
  texto: string | null | undefined,
  tipo: TipoLink,
  categoria?: string | null,
): string {
  const t = texto?.trim();
  if (t && t !== categoria?.trim()) return t;
  if (tipo !== 'link') return TEXTOS_PADRAO[tipo];
  return rotuloCategoriaLink(categoria) || TEXTO_BOTAO_SEM_TEXTO;
}

/** A url without a scheme gets https:// (mailto:, tel: and site-relative paths are kept). */
export function urlComProtocolo(url: string): string {
  const u = url.trim();
  if (!u) return u;
  if (/^https?:\/\//i.test(u) || /^(mailto|tel):/i.test(u) || u.startsWith('/')) return u;
  return `https://${u}`;
}

/**
 * A wa.me address (as the link normalizer stores it: https://wa.me/{digits}) with the greeting a
 * showcase's WhatsApp buttons prefill, so the supplier knows where the contact came from; any
 * other address (a text already set, another site) is kept.
 */
export function comTextoWhatsApp(href: string, siteName: string, url: string): string {
  return /^https:\/\/wa\.me\/\d+$/.test(href)
    ? `${href}?text=${encodeURIComponent(`Olá! Vi sua vitrine no ${siteName}: ${url}`)}`
    : href;
}

/** The ways to reach a supplier, in the order a contact card shows them. */
export const TIPOS_CONTATO = ['whatsapp', 'telefone', 'email', 'site'] as const;
export type TipoContato = (typeof TIPOS_CONTATO)[number];

/** A link as the supplier page and the editor hold it (only what the button reads). */
export interface LinkFornecedor {
  id?: number | string | null;
  url: string;
  texto_tela?: string | null;
  categoria?: { nome?: string | null; icone?: string | null } | null;
}

/** A Brazilian number for wa.me/tel:: digits only, with the country code 55 when it has only DDD + number. */
function numeroInternacional(telefone: string): string {
  const d = telefone.replace(/\D/g, '');
  return d.length === 10 || d.length === 11 ? `55${d}` : d;
}

/**
 * A showcase's contacts, one per type (WhatsApp, telefone, e-mail, site): the first link of each
 * type, else the showcase's own WhatsApp, telefone and site fields.
 */
export function contatosDoFornecedor<L extends LinkFornecedor>(f: {
  links: L[];
  whatsapp?: string | null;
  telefone?: string | null;
  site?: string | null;
}): { tipo: TipoContato; link: L | LinkFornecedor }[] {
  const porTipo = new Map<TipoLink, L | LinkFornecedor>();
  for (const l of f.links) {
    const tipo = tipoDoLink(l.categoria?.nome, l.url);
    if (!porTipo.has(tipo)) porTipo.set(tipo, l);
  }
  const campo = (tipo: TipoContato, url: string) =>
    porTipo.has(tipo) || porTipo.set(tipo, { url, categoria: { nome: tipo } });
  if (f.whatsapp?.trim()) campo('whatsapp', `https://wa.me/${numeroInternacional(f.whatsapp)}`);
  if (f.telefone?.trim()) campo('telefone', `tel:+${numeroInternacional(f.telefone)}`);
  if (f.site?.trim()) campo('site', f.site.trim());
  return TIPOS_CONTATO.flatMap((tipo) => {
    const link = porTipo.get(tipo);
    return link ? [{ tipo, link }] : [];
  });
}
