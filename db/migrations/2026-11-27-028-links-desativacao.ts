import type { Kysely } from 'kysely';

/**
 * Issue 29: (1) `fornecedores.desativacao_motivo`, the reason an admin gave when taking a
 * showcase down (shown to its owner; cleared on restore); (2) `galeria_midias.ordem`, the order
 * the owner chose (the first is the cover; 0 for every existing row keeps their order by id);
 * (3) link buttons saved by the old editor repaired: "https://contato@x.com.br" under E-mail,
 * "https://@perfil" under Instagram and the like become the address the button should open.
 * The normalizing rules below are a frozen copy of server/schemas/links-normalizar.ts as of this
 * migration; a link they cannot read is left as it is.
 */

function tipoDaCategoria(nome: string): string {
  const c = nome.trim().toLowerCase();
  if (c.includes('whatsapp')) return 'whatsapp';
  if (c === 'telefone' || c === 'phone' || c === 'tel' || c === 'celular') return 'telefone';
  if (c === 'email' || c === 'e-mail' || c === 'mail') return 'email';
  for (const r of ['instagram', 'facebook', 'youtube', 'tiktok', 'linkedin', 'pinterest'])
    if (c.includes(r)) return r;
  if (c.includes('twitter') || c === 'x') return 'twitter';
  if (c === 'site' || c === 'website') return 'site';
  return 'outro';
}

function numeroBrasileiro(entrada: string): string | null {
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

const REDES: Record<string, { hosts: string[]; base: string; handle: RegExp; prefixo: string }> = {
  instagram: {
    hosts: ['instagram.com', 'instagr.am'],
    base: 'https://instagram.com',
    handle: /^[a-z0-9._]{1,30}$/i,
    prefixo: '',
  },
  facebook: {
    hosts: ['facebook.com', 'fb.com', 'fb.me'],
    base: 'https://facebook.com',
    handle: /^[a-z0-9.-]{2,80}$/i,
    prefixo: '',
  },
  youtube: {
    hosts: ['youtube.com', 'youtu.be'],
    base: 'https://youtube.com',
    handle: /^[a-z0-9._-]{3,30}$/i,
    prefixo: '@',
  },
  tiktok: { hosts: ['tiktok.com'], base: 'https://tiktok.com', handle: /^[a-z0-9._]{2,24}$/i, prefixo: '@' },
  linkedin: {
    hosts: ['linkedin.com'],
    base: 'https://linkedin.com',
    handle: /^[a-z0-9-]{3,100}$/i,
    prefixo: 'in/',
  },
  twitter: {
    hosts: ['x.com', 'twitter.com'],
    base: 'https://x.com',
    handle: /^[a-z0-9_]{1,15}$/i,
    prefixo: '',
  },
  pinterest: {
    hosts: ['pinterest.com', 'pinterest.com.br', 'pin.it'],
    base: 'https://pinterest.com',
    handle: /^[a-z0-9_]{3,30}$/i,
    prefixo: '',
  },
};

const ESQUEMA = /^[a-z][a-z0-9+.-]*:/i;
const EMAIL = /^[^\s@<>"(),;:]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i;

function urlHttp(entrada: string): URL | null {
  const t = ESQUEMA.test(entrada) ? entrada : `https://${entrada}`;
  if (/[\s<>"]/.test(t)) return null;
  try {
    const u = new URL(t);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
    if (u.username || u.password) return null;
    return u;
  } catch {
    return null;
  }
}

function normalizar(categoria: string, entrada: string): string | null {
  const tipo = tipoDaCategoria(categoria);
  const t = entrada.trim();
  if (!t) return null;
  if (tipo === 'whatsapp' || tipo === 'telefone') {
    const n = numeroBrasileiro(t);
    return n ? (tipo === 'whatsapp' ? `https://wa.me/${n}` : `tel:+${n}`) : null;
  }
  if (tipo === 'email') {
    const e = t.replace(/^(https?:\/\/|mailto:)+/i, '').replace(/\?.*$/, '');
    return EMAIL.test(e) ? `mailto:${e}` : null;
  }
  if (tipo === 'site') {
    const u = urlHttp(t);
    return u?.hostname.includes('.') ? (ESQUEMA.test(t) ? t : `https://${t}`) : null;
  }
  const rede = REDES[tipo];
  if (!rede) return null; // 'outro': the old rules already held
  const s = t.replace(/^(https?:\/\/)+(?=@)/i, '');
  const handle = s.startsWith('@') ? s.slice(1) : s;
  if (rede.handle.test(handle) && !handle.includes('..') && !/\.(com|br|net)$/i.test(handle))
    return `${rede.base}/${rede.prefixo}${handle}`;
  const u = urlHttp(s);
  if (!u) return null;
  const host = u.hostname.toLowerCase().replace(/^(www\.|m\.|mobile\.|[a-z]{2}\.(?=pinterest\.))/, '');
  if (!rede.hosts.some((h) => host === h || host.endsWith(`.${h}`))) return null;
  const segmentos = u.pathname.split('/').filter(Boolean);
  if (!segmentos.length) return null;
  const busca = tipo === 'facebook' && /^profile\.php$/i.test(segmentos[0]) ? u.search : '';
  const base = host === 'youtu.be' || host === 'pin.it' || host === 'fb.me' ? `https://${host}` : rede.base;
  return `${base}/${segmentos.join('/')}${busca}`;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function up(db: Kysely<any>): Promise<void> {
  // Written to run again on a database that already has the columns (as the migrations after 023 are).
  const tabelas = await db.introspection.getTables();
  const tem = (tabela: string, coluna: string) =>
    tabelas.some((t) => t.name === tabela && t.columns.some((c) => c.name === coluna));
  if (!tem('fornecedores', 'desativacao_motivo'))
    await db.schema.alterTable('fornecedores').addColumn('desativacao_motivo', 'text').execute();
  if (!tem('galeria_midias', 'ordem'))
    await db.schema
      .alterTable('galeria_midias')
      .addColumn('ordem', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

  const links = await db
    .selectFrom('fornecedor_links as l')
    .innerJoin('categorias_link as c', 'c.id', 'l.categoria_id')
    .select(['l.id', 'l.url', 'c.nome'])
    .execute();
  for (const l of links as { id: number; url: string; nome: string }[]) {
    const nova = normalizar(l.nome, l.url);
    if (nova && nova !== l.url)
      await db.updateTable('fornecedor_links').set({ url: nova }).where('id', '=', l.id).execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('galeria_midias').dropColumn('ordem').execute();
  await db.schema.alterTable('fornecedores').dropColumn('desativacao_motivo').execute();
}
