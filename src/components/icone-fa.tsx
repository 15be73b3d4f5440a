import { useEffect } from 'react';
import { Icone } from './icone';
import type { NomeIcone } from './icones.generated';

/**
 * The icons a link category may name that are in the sprite: the seeded categories (db/seed/taxonomy.ts)
 * and the product's link types ("whatsapp, phone or telefone, email or mail, instagram, facebook,
 * twitter, perfil/profile/vitrine, site/website; otherwise a generic link"). Any other Font Awesome
 * class an admin types still shows its own icon: the full Font Awesome CSS is then loaded on that
 * page only (docs/decisions/icone-da-categoria-de-link-escolhido-pelo-admin.md).
 */
const SUBCONJUNTO: Record<string, NomeIcone> = {
  'brands/facebook': 'fab-facebook',
  'brands/instagram': 'fab-instagram',
  'brands/linkedin': 'fab-linkedin',
  'brands/pinterest': 'fab-pinterest',
  'brands/tiktok': 'fab-tiktok',
  'brands/whatsapp': 'fab-whatsapp',
  'brands/x-twitter': 'fab-x-twitter',
  'brands/youtube': 'fab-youtube',
  'solid/envelope': 'fas-envelope',
  'solid/globe': 'fas-globe',
  'solid/id-card': 'fas-id-card',
  'solid/link': 'fas-link',
  'solid/phone': 'fas-phone',
  'solid/user': 'fas-user',
};
const ESTILOS: Record<string, string> = {
  fas: 'solid',
  'fa-solid': 'solid',
  far: 'regular',
  'fa-regular': 'regular',
  fab: 'brands',
  'fa-brands': 'brands',
};

/**
 * The sprite icon for a Font Awesome class ("fa-brands fa-whatsapp", "fas fa-phone", v4's
 * "fa fa-link"), or null when it is outside the subset or carries modifiers (fa-2x...).
 */
export function iconeDaClasse(classe: string | null | undefined): NomeIcone | null {
  const partes = (classe ?? '').trim().split(/\s+/);
  const [estilo, nome, ...resto] = partes;
  if (!nome?.startsWith('fa-') || resto.length > 0) return null;
  const n = nome.slice(3);
  // v4's bare "fa" named solid and brand icons alike.
  if (estilo === 'fa') return SUBCONJUNTO[`solid/${n}`] ?? SUBCONJUNTO[`brands/${n}`] ?? null;
  const e = ESTILOS[estilo];
  return e ? (SUBCONJUNTO[`${e}/${n}`] ?? null) : null;
}

/** An admin-chosen Font Awesome class: the sprite's icon when in the subset, else the full icon font, lazily. */
export function IconeFa({ classe, className }: { classe: string; className?: string }) {
  const icone = iconeDaClasse(classe);
  useEffect(() => {
    if (!icone && classe.trim()) void import('./fontawesome-completo');
  }, [icone, classe]);
  if (icone) return <Icone nome={icone} className={className} />;
  return <i className={className ? `${classe} ${className}` : classe} aria-hidden="true" />;
}
