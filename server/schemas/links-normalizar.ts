/**
 * One normalizer per link category, shared by the editor (hint, placeholder, validation before
 * sending) and the server (what POST /api/fornecedor-links and the tRPC procedures store). A
 * person types what they know ("31 99123-4567", "@empresa", "contato@empresa.com.br"); the
 * stored form is the address the button opens (wa.me, tel:+55, mailto:, https://rede/perfil).
 * Only constants and pure functions, no imports. Migration 028 keeps a frozen copy.
 */

export type TipoNormalizacao =
  | 'whatsapp'
  | 'telefone'
  | 'email'
  | 'instagram'
  | 'facebook'
  | 'youtube'
  | 'tiktok'
  | 'linkedin'
  | 'twitter'
  | 'pinterest'
  | 'site'
  | 'outro';

/** The rule a category follows, from its stored name (an admin's own category: 'outro'). */
export function tipoDaCategoria(nome: string | null | undefined): TipoNormalizacao {
  const c = (nome ?? '').trim().toLowerCase();
  if (c.includes('whatsapp')) return 'whatsapp';
  if (c === 'telefone' || c === 'phone' || c === 'tel' || c === 'celular') return 'telefone';
  if (c === 'email' || c === 'e-mail' || c === 'mail') return 'email';
  if (c.includes('instagram')) return 'instagram';
  if (c.includes('facebook')) return 'facebook';
  if (c.includes('youtube')) return 'youtube';
  if (c.includes('tiktok')) return 'tiktok';
  if (c.includes('linkedin')) return 'linkedin';
  if (c.includes('twitter') || c === 'x') return 'twitter';
  if (c.includes('pinterest')) return 'pinterest';
  if (c === 'site' || c === 'website') return 'site';
  return 'outro';
}

export interface AjudaLink {
  placeholder: string;
  dica: string;
  /** The input type that fits what is typed (and so the phone's keyboard). */
  tipo: 'tel' | 'email' | 'url' | 'text';
}

export const AJUDA_LINK: Record<TipoNormalizacao, AjudaLink> = {
  whatsapp: {
    placeholder: '(31) 99123-4567',
    dica: 'O número do WhatsApp com DDD, como você escreveria. O botão abre a conversa.',
    tipo: 'tel',
  },
  telefone: {
    placeholder: '(31) 3222-4567',
    dica: 'O telefone com DDD, fixo ou celular. O botão liga para ele.',
    tipo: 'tel',
  },
  email: {
    placeholder: 'contato@suaempresa.com.br',
    dica: 'O e-mail da empresa. O botão abre uma mensagem para ele.',
    tipo: 'email',
  },
  instagram: {
    placeholder: '@suaempresa',
    dica: 'O @ do perfil ou o endereço dele (instagram.com/suaempresa).',
    tipo: 'text',
  },
  facebook: {
    placeholder: 'facebook.com/suaempresa',
    dica: 'O nome da página ou o endereço dela (facebook.com/suaempresa).',
    tipo: 'url',
  },
  youtube: {
    placeholder: '@suaempresa',
    dica: 'O @ do canal ou o endereço dele (youtube.com/@suaempresa).',
    tipo: 'text',
  },
  tiktok: {
    placeholder: '@suaempresa',
    dica: 'O @ do perfil ou o endereço dele (tiktok.com/@suaempresa).',
    tipo: 'text',
  },
  linkedin: {
    placeholder: 'linkedin.com/company/suaempresa',
    dica: 'O endereço da página da empresa ou do seu perfil no LinkedIn.',
    tipo: 'url',
  },
  twitter: {
    placeholder: '@suaempresa',
    dica: 'O @ do perfil ou o endereço dele (x.com/suaempresa).',
    tipo: 'text',
  },
  pinterest: {
    placeholder: '@suaempresa',
    dica: 'O nome do perfil ou o endereço dele (pinterest.com/suaempresa).',
    tipo: 'text',
  },
  site: {
    placeholder: 'www.suaempresa.com.br',
    dica: 'O endereço do site; o https:// é colocado se faltar.',
    tipo: 'url',
  },
  outro: {
    placeholder: 'https://',
    dica: 'Um endereço que comece com https://, http://, mailto: ou tel: (sem isso, https:// é colocado).',
    tipo: 'url',
  },
};

export const MSG_LINK: Record<TipoNormalizacao, string> = {
  whatsapp:
    'Informe o WhatsApp com DDD: 8 ou 9 dígitos depois do DDD, como (31) 99123-4567 ou +55 31 99123-4567.',
  telefone: 'Informe o telefone com DDD: 8 ou 9 dígitos depois do DDD, como (31) 3222-4567.',
  email: 'Informe um e-mail válido, como contato@suaempresa.com.br.',
  instagram: 'Informe o @ do Instagram (@suaempresa) ou o endereço do perfil (instagram.com/suaempresa).',
  facebook: 'Informe o nome da página do Facebook ou o endereço dela (facebook.com/suaempresa).',
  youtube: 'Informe o @ do canal do YouTube (@suaempresa) ou o endereço dele (youtube.com/@suaempresa).',
  tiktok: 'Informe o @ do TikTok (@suaempresa) ou o endereço do perfil (tiktok.com/@suaempresa).',
  linkedin: 'Informe o endereço do LinkedIn, como linkedin.com/company/suaempresa.',
  twitter: 'Informe o @ do X/Twitter (@suaempresa) ou o endereço do perfil (x.com/suaempresa).',
  pinterest: 'Informe o nome do perfil do Pinterest ou o endereço dele (pinterest.com/suaempresa).',
  site: 'Informe o endereço do site, como www.suaempresa.com.br.',
  outro: 'Informe um endereço válido (http, https, ftp, mailto ou tel).',
};

export type ResultadoLink = { ok: true; url: string } | { ok: false; mensagem: string };

const ok = (url: string): ResultadoLink => ({ ok: true, url });
const erro = (tipo: TipoNormalizacao): ResultadoLink => ({ ok: false, mensagem: MSG_LINK[tipo] });

/** DDD (two digits, no zero) + 8 digits, or + 9 digits starting with 9; null if not Brazilian. */
export function numeroBrasileiro(entrada: string): string | null {
  let s = entrada
    .trim()
    .replace(/^(https?:\/\/)?(www\.)?(wa\.me\/|api\.whatsapp\.com\/send\/?\?phone=)/i, '');
  s = s
    .replace(/^(https?:\/\/)+/i, '')
    .replace(/^tel:/i, '')
    .replace(/[?#].*$/, '');
  if (!/^\+?[\d\s().-]+$/.test(s)) return null;
  let d = s.replace(/\D/g, '');
  if (s.startsWith('+')) {
    if (!d.startsWith('55')) return null;
    d = d.slice(2);
  } else if ((d.length === 12 || d.length === 13) && d.startsWith('55')) d = d.slice(2);
  else if ((d.length === 11 || d.length === 12) && d.startsWith('0')) d = d.slice(1);
  if (d.length !== 10 && d.length !== 11) return null;
  if (!/^[1-9][1-9]/.test(d)) return null;
  if (d.length === 11 && d[2] !== '9') return null;
  return `55${d}`;
}

const ESQUEMA = /^[a-z][a-z0-9+.-]*:/i;

/** host (without www. / m.) and the path segments of an http(s) address, or null. */
function partesUrl(entrada: string): { host: string; segmentos: string[]; busca: string } | null {
  const t = ESQUEMA.test(entrada) ? entrada : `https://${entrada}`;
  if (/[\s<>"]/.test(t)) return null;
  try {
    const u = new URL(t);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
    if (u.username || u.password) return null;
    const host = u.hostname.toLowerCase().replace(/^(www\.|m\.|mobile\.|[a-z]{2}\.(?=pinterest\.))/, '');
    return { host, segmentos: u.pathname.split('/').filter(Boolean), busca: u.search };
  } catch {
    return null;
  }
}

interface Rede {
  hosts: string[];
  base: string;
  /** A handle's allowed characters. */
  handle: RegExp;
  /** The path of a handle on the network ('@h' on YouTube and TikTok, 'h' elsewhere). */
  caminho: (h: string) => string;
}

const REDES: Partial<Record<TipoNormalizacao, Rede>> = {
  instagram: {
    hosts: ['instagram.com', 'instagr.am'],
    base: 'https://instagram.com',
    handle: /^[a-z0-9._]{1,30}$/i,
    caminho: (h) => h,
  },
  facebook: {
    hosts: ['facebook.com', 'fb.com', 'fb.me'],
    base: 'https://facebook.com',
    handle: /^[a-z0-9.-]{2,80}$/i,
    caminho: (h) => h,
  },
  youtube: {
    hosts: ['youtube.com', 'youtu.be'],
    base: 'https://youtube.com',
    handle: /^[a-z0-9._-]{3,30}$/i,
    caminho: (h) => `@${h}`,
  },
  tiktok: {
    hosts: ['tiktok.com'],
    base: 'https://tiktok.com',
    handle: /^[a-z0-9._]{2,24}$/i,
    caminho: (h) => `@${h}`,
  },
  linkedin: {
    hosts: ['linkedin.com'],
    base: 'https://linkedin.com',
    handle: /^[a-z0-9-]{3,100}$/i,
    caminho: (h) => `in/${h}`,
  },
  twitter: {
    hosts: ['x.com', 'twitter.com'],
    base: 'https://x.com',
    handle: /^[a-z0-9_]{1,15}$/i,
    caminho: (h) => h,
  },
  pinterest: {
    hosts: ['pinterest.com', 'pinterest.com.br', 'pin.it'],
    base: 'https://pinterest.com',
    handle: /^[a-z0-9_]{3,30}$/i,
    caminho: (h) => h,
  },
};

function normalizarRede(tipo: TipoNormalizacao, rede: Rede, entrada: string): ResultadoLink {
  // A scheme typed (or put by an old editor) before an @handle: "https://@empresa".
  const s = entrada.replace(/^(https?:\/\/)+(?=@)/i, '');
  const handle = s.startsWith('@') ? s.slice(1) : s;
  if (rede.handle.test(handle) && !handle.includes('..') && !/\.(com|br|net)$/i.test(handle))
    return ok(`${rede.base}/${rede.caminho(handle)}`);
  const p = partesUrl(s);
  if (!p || !rede.hosts.some((h) => p.host === h || p.host.endsWith(`.${h}`))) return erro(tipo);
  if (!p.segmentos.length) return erro(tipo);
  const caminho = p.segmentos.join('/'); // as the URL parser left it: already percent-encoded
  // Facebook's numeric profiles live in the query (profile.php?id=…); other queries are tracking.
  const busca = tipo === 'facebook' && /^profile\.php$/i.test(p.segmentos[0] ?? '') ? p.busca : '';
  const base =
    p.host === 'youtu.be' || p.host === 'pin.it' || p.host === 'fb.me' ? `https://${p.host}` : rede.base;
  return ok(`${base}/${caminho}${busca}`);
}

const EMAIL = /^[^\s@<>"(),;:]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i;

/** http(s) with a dotted host, no credentials: what a site button may open. */
function normalizarSite(entrada: string): string | null {
  const t = ESQUEMA.test(entrada) ? entrada : `https://${entrada}`;
  if (/[\s<>"]/.test(t)) return null;
  try {
    const u = new URL(t);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
    if (u.username || u.password || !u.hostname.includes('.')) return null;
    return t;
  } catch {
    return null;
  }
}

const ESQUEMAS_OUTRO = ['http:', 'https:', 'ftp:', 'mailto:', 'tel:'];

/** The address a link button stores for `entrada` typed under the category `categoria`. */
export function normalizarLink(categoria: string | null | undefined, entrada: string): ResultadoLink {
  const tipo = tipoDaCategoria(categoria);
  const t = entrada.trim();
  if (!t) return erro(tipo);
  switch (tipo) {
    case 'whatsapp': {
      const n = numeroBrasileiro(t);
      return n ? ok(`https://wa.me/${n}`) : erro(tipo);
    }
    case 'telefone': {
      const n = numeroBrasileiro(t);
      return n ? ok(`tel:+${n}`) : erro(tipo);
    }
    case 'email': {
      const e = t.replace(/^(https?:\/\/|mailto:)+/i, '').replace(/\?.*$/, '');
      return EMAIL.test(e) ? ok(`mailto:${e}`) : erro(tipo);
    }
    case 'site': {
      if (/^(https?:\/\/)?[^/\s@]+@[^/\s@]+$/i.test(t)) return erro(tipo);
      const u = normalizarSite(t);
      return u ? ok(u) : erro(tipo);
    }
    case 'outro': {
      const u = ESQUEMA.test(t) ? t : `https://${t}`;
      const esquema = u.match(ESQUEMA)?.[0]?.toLowerCase() ?? '';
      if (!ESQUEMAS_OUTRO.includes(esquema) || /[\s<>"]/.test(u)) return erro(tipo);
      if (esquema === 'mailto:' || esquema === 'tel:') return u.length > esquema.length ? ok(u) : erro(tipo);
      try {
        return new URL(u).hostname ? ok(u) : erro(tipo);
      } catch {
        return erro(tipo);
      }
    }
    default:
      return normalizarRede(tipo, REDES[tipo]!, t);
  }
}

/** What a stored address looks like typed back into the editor (for editing a saved link). */
export function linkParaEdicao(categoria: string | null | undefined, url: string): string {
  const tipo = tipoDaCategoria(categoria);
  if (tipo === 'whatsapp' || tipo === 'telefone') {
    const n = numeroBrasileiro(url);
    if (n) {
      const d = n.slice(2);
      return `(${d.slice(0, 2)}) ${d.slice(2, d.length - 4)}-${d.slice(-4)}`;
    }
  }
  if (tipo === 'email') return url.replace(/^mailto:/i, '');
  return url;
}
