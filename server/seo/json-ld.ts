import { ESTADOS } from '../../shared/estados.js';

// Pieces of a showcase's schema.org LocalBusiness that come from its tags and links.

/**
 * A Brazilian phone number in international form ("+55 31 99123-4567"), from a tel: or WhatsApp
 * link (wa.me/…, …?phone=…) or a number as people type it; null when the digits are not a DDD
 * and 8 or 9 digits (with or without 55 in front).
 */
export function telefoneInternacional(texto: string | null | undefined): string | null {
  if (!texto) return null;
  const doLink = texto.match(/(?:wa\.me\/|[?&]phone=|^tel:)\s*\+?([\d\s().-]+)/i);
  if (!doLink && /[a-z]/i.test(texto.replace(/^tel:/i, ''))) return null;
  let d = (doLink ? doLink[1] : texto).replace(/\D/g, '');
  if ((d.length === 12 || d.length === 13) && d.startsWith('55')) d = d.slice(2);
  else if ((d.length === 11 || d.length === 12) && d.startsWith('0')) d = d.slice(1);
  const m = d.match(/^([1-9][1-9])(9\d{8}|[2-8]\d{7})$/);
  if (!m) return null;
  const [, ddd, numero] = m;
  return `+55 ${ddd} ${numero.slice(0, -4)}-${numero.slice(-4)}`;
}

/**
 * The showcase's telephone: its phone link first, then its WhatsApp link, then the phone field of
 * the showcase, the first that reads as a Brazilian number.
 */
export function telefoneDaVitrine(
  links: { categoria: string; url: string }[],
  telefone: string | null,
): string | null {
  const candidatos = [
    ...links.filter((l) => l.categoria === 'telefone').map((l) => l.url),
    ...links.filter((l) => l.categoria === 'whatsapp').map((l) => l.url),
    telefone,
  ];
  for (const c of candidatos) {
    const t = telefoneInternacional(c);
    if (t) return t;
  }
  return null;
}

/**
 * `address` (a PostalAddress in Brazil; addressRegion the first state the showcase serves) and
 * `areaServed` (every state it serves by name, or Brazil for "Brasil"/"Online" only).
 */
export function enderecoEArea(localidades: string[]): Record<string, unknown> {
  const estados = ESTADOS.filter((e) => localidades.includes(e.uf));
  const address: Record<string, string> = { '@type': 'PostalAddress', addressCountry: 'BR' };
  if (estados.length) address.addressRegion = estados[0].uf;
  const areaServed = estados.length
    ? estados.map((e) => ({ '@type': 'State', name: e.nome }))
    : { '@type': 'Country', name: 'Brasil' };
  return { address, areaServed };
}
