/**
 * The label of a link category (stored names are lowercase keys: 'instagram', 'email', 'outro').
 * Shared by the server (click reports) and the client (link buttons, editor, admin catalogue), so a
 * server-rendered page and its hydration show the same text. Known names have their brand spelling;
 * a name an admin created gets its first letter capitalised and the rest kept as typed.
 */
const ROTULOS: Record<string, string> = {
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  facebook: 'Facebook',
  site: 'Site',
  website: 'Site',
  email: 'E-mail',
  'e-mail': 'E-mail',
  mail: 'E-mail',
  telefone: 'Telefone',
  phone: 'Telefone',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  x: 'Twitter',
  pinterest: 'Pinterest',
  outro: 'Outro',
};

export function rotuloCategoriaLink(nome: string | null | undefined): string {
  const n = (nome ?? '').trim();
  if (!n) return '';
  return ROTULOS[n.toLowerCase()] ?? n.charAt(0).toLocaleUpperCase('pt-BR') + n.slice(1);
}
