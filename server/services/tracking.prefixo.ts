import type { Db } from '../../db/client.js';
import * as tq from '../../db/queries/tracking.queries.js';
import { VISITANTES_POR_PREFIXO } from '../schemas/estatisticas.schema.js';

// Past VISITANTES_POR_PREFIXO new visitors of one network on one showcase in a day, that network's
// further visitors are kept as 'prefixo' (not counted) and the statistics show how many ("Excluídos
// por excesso"). An office or a carrier's shared addresses rarely bring more people than that to one
// supplier in a day; a script rotating addresses in one network adds at most that many.

/** The eight groups of an IPv6 address, '::' expanded (zone and embedded IPv4 tolerated). */
function gruposIpv6(ip: string): string[] {
  const semZona = ip.split('%')[0].toLowerCase();
  if (!semZona.includes('::')) return semZona.split(':');
  const [antes, depois] = semZona.split('::');
  const a = antes ? antes.split(':') : [];
  const d = depois ? depois.split(':') : [];
  return [...a, ...Array<string>(Math.max(0, 8 - a.length - d.length)).fill('0'), ...d];
}

/** The client's network: IPv4 by its /24, IPv6 by its /48 (IPv4-mapped IPv6 as IPv4). */
export function prefixoDeRede(ip: string): string {
  const v4 = ip.match(/^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (!ip.includes(':')) return ip;
  const g = gruposIpv6(ip)
    .slice(0, 3)
    .map((x) => x.replace(/^0+(?=.)/, ''));
  return `${g.join(':')}::/48`;
}

interface Candidata {
  fornecedor_id: number | null;
  dia: string;
  prefixo: string | null;
  session_id: string;
  contado: number;
  motivo_descartado: string | null;
}

/**
 * Marks as 'prefixo' the candidates (in arrival order) whose network already brought
 * VISITANTES_POR_PREFIXO other counted visitors to that showcase that day. `ja` are the counted
 * rows before this batch (tq.listVisitantesPorPrefixo); a visitor already counted there stays counted.
 */
export function marcarExcessoDePrefixo(
  linhas: Candidata[],
  ja: Omit<Candidata, 'contado' | 'motivo_descartado'>[],
) {
  const chave = (l: { fornecedor_id: number | null; dia: string; prefixo: string | null }) =>
    `${l.fornecedor_id}\u0000${l.dia}\u0000${l.prefixo}`;
  const visitantes = new Map<string, Set<string>>();
  for (const r of ja) {
    const k = chave(r);
    if (!visitantes.has(k)) visitantes.set(k, new Set());
    visitantes.get(k)!.add(r.session_id);
  }
  for (const l of linhas) {
    if (l.contado !== 1 || l.fornecedor_id === null || l.prefixo === null) continue;
    const k = chave(l);
    const vistos = visitantes.get(k) ?? new Set<string>();
    visitantes.set(k, vistos);
    if (vistos.has(l.session_id)) continue;
    if (vistos.size >= VISITANTES_POR_PREFIXO) {
      l.contado = 0;
      l.motivo_descartado = 'prefixo';
    } else vistos.add(l.session_id);
  }
}

// ---------- a click must point where the link points ----------

const digitos = (s: string) => s.replace(/\D/g, '');

/** As the link buttons open it: https:// before a bare address (src/lib/link-buttons.ts). */
function urlComProtocolo(url: string): string {
  const u = url.trim();
  if (!u || /^https?:\/\//i.test(u) || /^(mailto|tel):/i.test(u) || u.startsWith('/')) return u;
  return `https://${u}`;
}

/** The phone number a tel: or WhatsApp URL dials (digits), or null. */
function numeroDaUrl(url: string): string | null {
  const tel = /^tel:(.*)$/i.exec(url.trim());
  if (tel) return digitos(tel[1]);
  try {
    const u = new URL(urlComProtocolo(url));
    const host = u.hostname.toLowerCase().replace(/^www\./, '');
    if (host === 'wa.me') return digitos(u.pathname);
    if (host.endsWith('whatsapp.com')) return digitos(u.searchParams.get('phone') ?? '');
  } catch {
    return null;
  }
  return null;
}

/** A URL as compared: host (no www) and path (no trailing slash), scheme, query and hash ignored. */
function formaDaUrl(url: string): string {
  const completa = urlComProtocolo(url);
  try {
    const u = new URL(completa);
    if (u.protocol === 'http:' || u.protocol === 'https:') {
      return `${u.hostname.toLowerCase().replace(/^www\./, '')}${u.pathname.replace(/\/+$/, '')}`;
    }
    return `${u.protocol}${u.pathname.toLowerCase()}`;
  } catch {
    return completa.toLowerCase();
  }
}

const mesmoNumero = (a: string, b: string) =>
  a.length >= 8 && b.length >= 8 && (a.endsWith(b) || b.endsWith(a));

/**
 * Whether a clicked URL is one of `destinos` (link URLs, the site) or dials one of `numeros`
 * (WhatsApp and phone fields, in any format). A WhatsApp link's pre-filled text and a site's
 * query string do not matter; another host or path does.
 */
export function cliqueCorresponde(clicada: string, destinos: string[], numeros: string[] = []): boolean {
  const numero = numeroDaUrl(clicada);
  if (numero !== null) {
    const conhecidos = [...numeros.map(digitos), ...destinos.map(numeroDaUrl).filter((n) => n !== null)];
    return conhecidos.some((n) => mesmoNumero(numero, n));
  }
  const forma = formaDaUrl(clicada);
  return destinos.some((d) => formaDaUrl(d) === forma);
}

/** A click without a link id: does it point to one of the supplier's links, its site or its numbers? */
export async function destinoDoFornecedor(db: Db, fornecedorId: number, url: string): Promise<boolean> {
  const { campos, urls } = await tq.getDestinosDoFornecedor(db, fornecedorId);
  const site = campos?.site ? [campos.site] : [];
  const numeros = [campos?.whatsapp, campos?.telefone].filter((n): n is string => !!n);
  return cliqueCorresponde(url, [...urls, ...site], numeros);
}

/** Whether this click's network is already over its cap on that showcase and day (link_clicks). */
export async function cliqueAlemDoPrefixo(
  db: Db,
  l: { fornecedor_id: number; dia: string; prefixo: string; session_id: string },
): Promise<boolean> {
  const ja = await tq.listVisitantesPorPrefixo(db, 'link_clicks', {
    fornecedorIds: [l.fornecedor_id],
    dias: [l.dia],
    prefixos: [l.prefixo],
  });
  const linha = { ...l, contado: 1, motivo_descartado: null as string | null };
  marcarExcessoDePrefixo([linha], ja);
  return linha.motivo_descartado === 'prefixo';
}
