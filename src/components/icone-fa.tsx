import { useEffect } from 'react';
import { type DadosIcone, Icone } from './icone';
import { fabFacebook } from './icones/fab-facebook';
import { fabInstagram } from './icones/fab-instagram';
import { fabLinkedin } from './icones/fab-linkedin';
import { fabPinterest } from './icones/fab-pinterest';
import { fabTiktok } from './icones/fab-tiktok';
import { fabWhatsapp } from './icones/fab-whatsapp';
import { fabXTwitter } from './icones/fab-x-twitter';
import { fabYoutube } from './icones/fab-youtube';
import { fasEnvelope } from './icones/fas-envelope';
import { fasGlobe } from './icones/fas-globe';
import { fasIdCard } from './icones/fas-id-card';
import { fasLink } from './icones/fas-link';
import { fasPhone } from './icones/fas-phone';
import { fasUser } from './icones/fas-user';

/**
 * The icons a link category may name that ship inline: the seeded categories (db/seed/taxonomy.ts)
 * and the link types of spec 001 §9. Any other Font Awesome class an admin types still shows its
 * own icon: the full Font Awesome CSS is then loaded on that page only (README, "Decisões").
 */
const SUBCONJUNTO: Record<string, DadosIcone> = {
  'brands/facebook': fabFacebook,
  'brands/instagram': fabInstagram,
  'brands/linkedin': fabLinkedin,
  'brands/pinterest': fabPinterest,
  'brands/tiktok': fabTiktok,
  'brands/whatsapp': fabWhatsapp,
  'brands/x-twitter': fabXTwitter,
  'brands/youtube': fabYoutube,
  'solid/envelope': fasEnvelope,
  'solid/globe': fasGlobe,
  'solid/id-card': fasIdCard,
  'solid/link': fasLink,
  'solid/phone': fasPhone,
  'solid/user': fasUser,
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
 * The inline icon for a Font Awesome class ("fa-brands fa-whatsapp", "fas fa-phone", v4's
 * "fa fa-link"), or null when it is outside the subset or carries modifiers (fa-2x...).
 */
export function iconeDaClasse(classe: string | null | undefined): DadosIcone | null {
  const partes = (classe ?? '').trim().split(/\s+/);
  const [estilo, nome, ...resto] = partes;
  if (!nome?.startsWith('fa-') || resto.length > 0) return null;
  const n = nome.slice(3);
  // v4's bare "fa" named solid and brand icons alike.
  if (estilo === 'fa') return SUBCONJUNTO[`solid/${n}`] ?? SUBCONJUNTO[`brands/${n}`] ?? null;
  const e = ESTILOS[estilo];
  return e ? (SUBCONJUNTO[`${e}/${n}`] ?? null) : null;
}

/** An admin-chosen Font Awesome class: inline SVG when in the subset, else the full icon font, lazily. */
export function IconeFa({ classe, className }: { classe: string; className?: string }) {
  const icone = iconeDaClasse(classe);
  useEffect(() => {
    if (!icone && classe.trim()) void import('./fontawesome-completo');
  }, [icone, classe]);
  if (icone) return <Icone icone={icone} className={className} />;
  return <i className={className ? `${classe} ${className}` : classe} aria-hidden="true" />;
}
