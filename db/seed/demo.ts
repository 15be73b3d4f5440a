import { randomInt, randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../client.js';
import { recontarAvaliacao } from '../queries/depoimentos.queries.js';
import { registrarMudanca, TUDO } from '../queries/mudancas.queries.js';
import { countUsuarios } from '../queries/seed.queries.js';
import type { LinkClicksTable, PageViewsTable } from '../schema/estatisticas.js';
import type { TipoUsuario } from '../schema.js';
import {
  ADMIN_DEMO,
  ANUNCIANTE_DEMO,
  CLIENTE_DEMO,
  COMENTARIOS,
  type ContaDemo,
  FAQS_POR_AREA,
  FORNECEDORES_DEMO,
  type FornecedorDemo,
  type LinkDemo,
  OUTROS_ANUNCIANTES,
  OUTROS_CLIENTES,
  TEXTO_LINK,
} from './demo-content.js';
import { fotoPerfil, imagemGaleria } from './demo-images.js';
import * as q from './demo-queries.js';
import { slugify } from './slugify.js';
import { ESTADOS } from './taxonomy.js';

/** An image re-encoded with its responsive variants, ready to store. */
interface MidiaPronta {
  ext: string;
  dados: Buffer;
  variantes: readonly { largura: number; dados: Buffer }[];
}

/**
 * What the demo seed takes from the app: db imports nothing from server, so the caller passes the
 * password hashing and the uploads' own image path and storage (server/ops/demo.ts).
 */
export interface DemoDeps {
  db: Db;
  env: { demoPassword: string | null; publicUrl: string };
  hashPassword: (senha: string) => Promise<string>;
  /** A WebP image with its responsive variants. */
  imagemComVariantes: (dados: Buffer) => Promise<MidiaPronta>;
  /** Stores one image and its variants; every written URL goes into `escritos`. */
  gravarMidia: (
    fornecedorId: number,
    midia: MidiaPronta,
    escritos: string[],
  ) => Promise<{ url: string; larguras: string | null }>;
  removeByUrl: (url: string) => Promise<void>;
}

export interface DemoResult {
  accounts: { tipo: TipoUsuario; email: string; senha: string }[];
}

/** Days of page views and link clicks generated, ending today. */
export const DIAS_HISTORICO = 60;
const DIA_MS = 86_400_000;
const VARIANTES_GALERIA = 6;

/** A deterministic pseudo-random generator (mulberry32), so every demo looks the same. */
export function criarAleatorio(semente: number) {
  let a = semente >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

/** A readable random password such as "sim-k7pq-4mzt" (no look-alike characters). */
export function senhaLegivel(): string {
  const alfabeto = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bloco = () => Array.from({ length: 4 }, () => alfabeto[randomInt(alfabeto.length)]).join('');
  return `sim-${bloco()}-${bloco()}-${bloco()}`;
}

const FORMATO_DIA = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of a moment in America/Sao_Paulo. */
export function diaSaoPaulo(date: Date): string {
  return FORMATO_DIA.format(date);
}

/** Midnight of São Paulo (UTC-3, no daylight saving since 2019) `diasAtras` days before `hoje`. */
function inicioDoDia(hoje: string, diasAtras: number): { dia: string; inicio: number } {
  const [y, m, d] = hoje.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d - diasAtras);
  return { dia: new Date(utc).toISOString().slice(0, 10), inicio: utc + 3 * 3_600_000 };
}

function escapar(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const NOME_UF = new Map(ESTADOS.map((e) => [e.uf, e.nome]));

function ondeAtende(local: string[]): string {
  if (local.includes('Brasil')) return 'Atendemos clientes em todo o Brasil.';
  const estados = local.filter((l) => NOME_UF.has(l)).map((l) => NOME_UF.get(l)!);
  const lista =
    estados.length > 1 ? `${estados.slice(0, -1).join(', ')} e ${estados.at(-1)}` : (estados[0] ?? '');
  if (local.includes('Online'))
    return lista
      ? `Atendimento presencial em ${lista} e online para todo o país.`
      : 'Atendimento 100% online.';
  return `Atendimento em ${lista}.`;
}

function descricaoLonga(f: FornecedorDemo): string {
  return f.sobre.map((p) => `<p>${escapar(p)}</p>`).join('');
}

function conteudo(f: FornecedorDemo): string {
  return [
    '<h2>O que você recebe</h2>',
    `<ul>${f.entregas.map((e) => `<li>${escapar(e)}</li>`).join('')}</ul>`,
    '<h2>Como funciona</h2>',
    `<p>${escapar(f.comoFunciona)}</p>`,
    `<p><strong>Onde atendemos:</strong> ${escapar(ondeAtende(f.local))}</p>`,
  ].join('');
}

function telefoneDe(ddd: string, i: number): { formatado: string; digitos: string } {
  const n = String(90_000_000 + ((i * 7_919_311 + 1_234_567) % 9_999_999)).padStart(8, '0');
  return {
    formatado: `(${ddd}) 9${n.slice(0, 4)}-${n.slice(4)}`,
    digitos: `${ddd}9${n}`,
  };
}

function urlDoLink(tipo: LinkDemo, handle: string, tel: string): string {
  switch (tipo) {
    case 'whatsapp':
      return `https://wa.me/55${tel}`;
    case 'telefone':
      return `tel:+55${tel}`;
    case 'email':
      return `mailto:contato@${handle}.com.br`;
    case 'site':
      return `https://www.${handle}.com.br`;
    case 'instagram':
      return `https://www.instagram.com/${handle}`;
    case 'facebook':
      return `https://www.facebook.com/${handle}`;
    case 'youtube':
      return `https://www.youtube.com/@${handle}`;
    case 'linkedin':
      return `https://www.linkedin.com/company/${handle}`;
    case 'tiktok':
      return `https://www.tiktok.com/@${handle}`;
    case 'pinterest':
      return `https://br.pinterest.com/${handle}`;
  }
}

const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
];

/** Demo data for an empty database (never in production). Returns the accounts made, or null. */
export async function seedDemoWith(deps: DemoDeps): Promise<DemoResult | null> {
  if ((await countUsuarios(deps.db)) > 0) return null;
  const senha = deps.env.demoPassword ?? senhaLegivel();
  const rnd = criarAleatorio(2026);

  // Images and their responsive variants (the uploads' own path) are rendered before the
  // transaction (sharp works on its own threads).
  const [fotos, galeria, senhaHash] = await Promise.all([
    Promise.all(FORNECEDORES_DEMO.map(async (f, i) => deps.imagemComVariantes(await fotoPerfil(f.nome, i)))),
    Promise.all(
      Array.from({ length: VARIANTES_GALERIA }, async (_, i) =>
        deps.imagemComVariantes(await imagemGaleria(i)),
      ),
    ),
    deps.hashPassword(senha),
  ]);

  const criado = await deps.db.transaction().execute(async (trx) => {
    // Another process may have seeded meanwhile: check again inside the transaction.
    if ((await countUsuarios(trx)) > 0) return false;
    const agora = Date.now();
    const isoDiasAtras = (dias: number) => new Date(agora - dias * DIA_MS).toISOString();

    async function conta(c: ContaDemo, tipo: TipoUsuario, diasAtras: number): Promise<number> {
      const quando = isoDiasAtras(diasAtras);
      return q.inserirUsuario(trx, {
        nome: c.nome,
        email: c.email.toLowerCase(),
        telefone: c.telefone,
        ramo_atividade: c.ramo,
        tipo,
        senha_hash: senhaHash,
        email_verificado_em: quando,
        created_at: quando,
        updated_at: quando,
      });
    }

    await conta(ADMIN_DEMO, 'admin', 150);
    const anuncianteId = await conta(ANUNCIANTE_DEMO, 'anunciante', 120);
    const clienteId = await conta(CLIENTE_DEMO, 'cliente', 100);
    const outrosAnunciantes: number[] = [];
    for (const [i, c] of OUTROS_ANUNCIANTES.entries())
      outrosAnunciantes.push(await conta(c, 'anunciante', 115 - i * 3));
    const outrosClientes: number[] = [];
    for (const [i, c] of OUTROS_CLIENTES.entries())
      outrosClientes.push(await conta(c, 'cliente', 90 - i * 4));

    const midias = await criarFornecedores(trx, deps, {
      agora,
      rnd,
      fotos,
      galeria,
      dono: (i) => (i < 3 ? anuncianteId : outrosAnunciantes[(i - 3) % outrosAnunciantes.length]!),
      clienteId,
      outrosClientes,
    });
    await registrarMudanca(trx, TUDO);
    return midias;
  });
  if (!criado) return null;
  await gravarMidias(deps, criado);

  return {
    accounts: [
      { tipo: 'admin', email: ADMIN_DEMO.email, senha },
      { tipo: 'anunciante', email: ANUNCIANTE_DEMO.email, senha },
      { tipo: 'cliente', email: CLIENTE_DEMO.email, senha },
    ],
  };
}

interface Contexto {
  agora: number;
  rnd: ReturnType<typeof criarAleatorio>;
  fotos: MidiaPronta[];
  galeria: MidiaPronta[];
  dono: (indice: number) => number;
  clienteId: number;
  outrosClientes: number[];
}

interface MidiasDemo {
  id: number;
  criadoEm: string;
  foto: MidiaPronta;
  galeria: MidiaPronta[];
}

/** The demo suppliers' rows; answers the media to store once they are committed. */
async function criarFornecedores(trx: Db, deps: DemoDeps, c: Contexto): Promise<MidiasDemo[]> {
  const midias: MidiasDemo[] = [];
  const { rnd, agora } = c;
  const tags = await q.mapaTags(trx);
  const tipos = await q.mapaTiposFornecedor(trx);
  const categoriasLink = await q.mapaCategoriasLink(trx);
  const idTag = (nome: string) => {
    const id = tags.get(nome);
    if (id === undefined) throw new Error(`Tag de demonstração inexistente: ${nome}`);
    return id;
  };

  const slugs = new Set<string>();
  const fornecedores: {
    id: number;
    slug: string;
    peso: number;
    links: { id: number; tipo: string; url: string; texto: string | null }[];
  }[] = [];
  const tagRows: { fornecedor_id: number; tag_id: number }[] = [];
  const tipoRows: { fornecedor_id: number; tipo_id: number }[] = [];
  const faqRows: { fornecedor_id: number; pergunta: string; resposta: string; ordem: number }[] = [];
  const depoimentoRows: {
    fornecedor_id: number;
    usuario_id: number;
    nota: number;
    comentario: string;
    created_at: string;
    updated_at: string;
  }[] = [];

  for (const [i, f] of FORNECEDORES_DEMO.entries()) {
    let slug = slugify(f.nome);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(f.nome)}-${n}`;
    slugs.add(slug);
    const handle = slugify(f.nome)
      .split('-')
      .filter((p) => p.length > 1)
      .slice(0, 3)
      .join('');
    const tel = telefoneDe(f.ddd, i + 1);
    const criadoEm = new Date(agora - (95 - i * 2) * DIA_MS).toISOString();
    const id = await q.inserirFornecedor(trx, {
      slug,
      usuario_id: c.dono(i),
      nome_empresa: f.nome,
      frase_slogan: f.slogan,
      descricao_curta: f.curta,
      descricao_longa: descricaoLonga(f),
      conteudo: conteudo(f),
      telefone: tel.formatado,
      site: f.links.includes('site') ? urlDoLink('site', handle, tel.digitos) : null,
      whatsapp: f.links.includes('whatsapp') ? tel.formatado : null,
      verificado: f.verificado ? 1 : 0,
      premium: f.premium ? 1 : 0,
      created_at: criadoEm,
      updated_at: criadoEm,
    });

    // Media: one profile photo and 2 to 4 gallery images, stored after this transaction.
    const nGaleria = f.premium ? 4 : f.verificado ? 3 : 2;
    midias.push({
      id,
      criadoEm,
      foto: c.fotos[i]!,
      galeria: Array.from({ length: nGaleria }, (_, g) => c.galeria[(i + g) % c.galeria.length]!),
    });

    const nomesTags = [...f.local, ...f.publico, ...f.atividade, ...f.servicos, ...(f.geral ?? [])];
    for (const nome of new Set(nomesTags)) tagRows.push({ fornecedor_id: id, tag_id: idTag(nome) });
    for (const nome of f.tipos) {
      const tipoId = tipos.get(nome);
      if (tipoId === undefined) throw new Error(`Tipo de fornecedor inexistente: ${nome}`);
      tipoRows.push({ fornecedor_id: id, tipo_id: tipoId });
    }

    const links = await q.inserirLinks(
      trx,
      f.links.map((tipo, ordem) => {
        const categoriaId = categoriasLink.get(tipo);
        if (categoriaId === undefined) throw new Error(`Categoria de link inexistente: ${tipo}`);
        return {
          fornecedor_id: id,
          categoria_id: categoriaId,
          url: urlDoLink(tipo, handle, tel.digitos),
          texto_tela: TEXTO_LINK[tipo],
          ordem,
          created_at: criadoEm,
        };
      }),
    );

    // 2 to 4 FAQs from the supplier's area.
    const pool = FAQS_POR_AREA[f.area];
    const nFaqs = Math.min(pool.length, 2 + (i % 3));
    for (let k = 0; k < nFaqs; k++) {
      const faq = pool[(i + k) % pool.length]!;
      faqRows.push({ fornecedor_id: id, pergunta: faq.pergunta, resposta: faq.resposta, ordem: k });
    }

    // Testimonials from several professionals (none on every seventh supplier).
    const autores = i % 7 === 6 ? [] : escolherAutores(c, i);
    for (const [k, usuarioId] of autores.entries()) {
      const sorte = rnd.next();
      const nota = sorte < 0.58 ? 5 : sorte < 0.88 ? 4 : 3;
      const lista = COMENTARIOS[nota as 3 | 4 | 5];
      const quando = new Date(agora - (3 + rnd.int(55)) * DIA_MS - rnd.int(DIA_MS)).toISOString();
      depoimentoRows.push({
        fornecedor_id: id,
        usuario_id: usuarioId,
        nota,
        comentario: lista[(i + k * 3) % lista.length]!,
        created_at: quando,
        updated_at: quando,
      });
    }

    fornecedores.push({
      id,
      slug,
      peso: f.premium ? 3 : f.verificado ? 2 : 1,
      links: links.map((l) => ({
        id: l.id,
        tipo: [...categoriasLink.entries()].find(([, v]) => v === l.categoria_id)![0],
        url: l.url,
        texto: l.texto_tela,
      })),
    });
  }

  await q.inserirFornecedorTags(trx, tagRows);
  await q.inserirFornecedorTipos(trx, tipoRows);
  await q.inserirFaqs(trx, faqRows);
  await q.inserirDepoimentos(trx, depoimentoRows);
  // Bulk rows bypass the testimonial service: the stored ratings are recounted once here.
  await recontarAvaliacao(
    trx,
    fornecedores.map((f) => f.id),
  );
  await criarHistorico(trx, deps, c, fornecedores);
  return midias;
}

/**
 * The demo media through the storage module, after the rows are committed (no awaits on storage
 * inside a transaction), then their rows in one more transaction. Written files are removed if
 * that fails.
 */
async function gravarMidias(deps: DemoDeps, midias: MidiasDemo[]): Promise<void> {
  const escritos: string[] = [];
  const salvar = async (id: number, midia: MidiaPronta) => ({
    ...(await deps.gravarMidia(id, midia, escritos)),
    bytes: midia.dados.length,
  });
  try {
    const prontas: (MidiasDemo & { fotoGravada: Awaited<ReturnType<typeof salvar>> })[] = [];
    const galerias: Awaited<ReturnType<typeof salvar>>[][] = [];
    for (const m of midias) {
      prontas.push({ ...m, fotoGravada: await salvar(m.id, m.foto) });
      const galeria = [];
      for (const img of m.galeria) galeria.push(await salvar(m.id, img));
      galerias.push(galeria);
    }
    await deps.db.transaction().execute(async (trx) => {
      for (const [i, m] of prontas.entries()) {
        const galeria = galerias[i]!;
        await q.inserirGaleria(
          trx,
          galeria.map((g) => ({
            fornecedor_id: m.id,
            midia_url: g.url,
            larguras: g.larguras,
            tipo: 'imagem' as const,
            tamanho_bytes: g.bytes,
            created_at: m.criadoEm,
          })),
        );
        const bytes = m.fotoGravada.bytes + galeria.reduce((s, g) => s + g.bytes, 0);
        await q.atualizarMidiaFornecedor(trx, m.id, m.fotoGravada.url, m.fotoGravada.larguras, bytes);
      }
      await registrarMudanca(trx, TUDO);
    });
  } catch (err) {
    for (const url of escritos) await deps.removeByUrl(url).catch(() => {});
    throw err;
  }
}

/** 0 to 4 distinct testimonial authors; the demo cliente reviews only a few suppliers. */
function escolherAutores(c: Contexto, i: number): number[] {
  const n = 1 + ((i * 5) % 4);
  const autores: number[] = [];
  if (i % 5 === 0 && i >= 5) autores.push(c.clienteId);
  for (let k = 0; autores.length < n && k < c.outrosClientes.length; k++) {
    const id = c.outrosClientes[(i + k * 3) % c.outrosClientes.length]!;
    if (!autores.includes(id)) autores.push(id);
  }
  return autores;
}

/** 60 days of counted page views (suppliers, home, list, blog) and link clicks. */
async function criarHistorico(
  trx: Db,
  deps: DemoDeps,
  c: Contexto,
  fornecedores: {
    id: number;
    slug: string;
    peso: number;
    links: { id: number; tipo: string; url: string; texto: string | null }[];
  }[],
): Promise<void> {
  const { rnd, agora } = c;
  const hoje = diaSaoPaulo(new Date(agora));
  const base = deps.env.publicUrl;
  const referrers = [
    null,
    null,
    'https://www.google.com/',
    'https://www.instagram.com/',
    'https://l.facebook.com/',
    `${base}/fornecedores`,
    `${base}/`,
  ];
  const views: Insertable<PageViewsTable>[] = [];
  const clicks: Insertable<LinkClicksTable>[] = [];
  const usuarios = [c.clienteId, ...c.outrosClientes];

  for (let d = DIAS_HISTORICO - 1; d >= 0; d--) {
    const { dia, inicio } = inicioDoDia(hoje, d);
    const fim = d === 0 ? Math.min(agora, inicio + DIA_MS - 1) : inicio + DIA_MS - 1;
    // Visits cluster between 08:00 and 23:00; today's never pass the current moment.
    const momento = () => {
      const t = d === 0 ? inicio + rnd.next() * (fim - inicio) : inicio + (8 + rnd.next() * 15) * 3_600_000;
      return Math.floor(t);
    };
    const fimDeSemana = [0, 6].includes(new Date(inicio).getUTCDay());
    const tendencia = 1 + (DIAS_HISTORICO - d) / DIAS_HISTORICO / 2; // a little growth over time

    const visita = (page_type: string, url: string, extra: Partial<Insertable<PageViewsTable>> = {}) => {
      const t = momento();
      const row: Insertable<PageViewsTable> = {
        page_type,
        object_id: null,
        fornecedor_id: null,
        url,
        referrer: rnd.pick(referrers),
        session_id: randomUUID(),
        usuario_id: rnd.next() < 0.06 ? rnd.pick(usuarios) : null,
        user_agent: rnd.pick(USER_AGENTS),
        motivo_descartado: null,
        contado: 1,
        dia,
        created_at: new Date(t).toISOString(),
        ...extra,
      };
      views.push(row);
      return { t, row };
    };

    const nHome = Math.round((25 + rnd.int(30)) * tendencia * (fimDeSemana ? 1.3 : 1));
    for (let k = 0; k < nHome; k++) visita('home', '/');
    const nLista = Math.round((12 + rnd.int(20)) * tendencia);
    for (let k = 0; k < nLista; k++) visita('lista_fornecedores', '/fornecedores');
    const nBlog = 3 + rnd.int(8);
    for (let k = 0; k < nBlog; k++) {
      if (rnd.next() < 0.4) visita('blog', '/blog');
      else {
        const artigo = String(1 + rnd.int(3));
        visita('artigo_blog', `/blog/${artigo}`, { object_id: artigo });
      }
    }

    for (const f of fornecedores) {
      const n = Math.round(rnd.int(3 + f.peso * 3) * tendencia);
      for (let k = 0; k < n; k++) {
        const porSlug = rnd.next() < 0.3;
        const { t, row } = visita('fornecedor', porSlug ? `/solucao/${f.slug}` : `/fornecedores/${f.id}`, {
          object_id: porSlug ? f.slug : String(f.id),
          fornecedor_id: f.id,
        });
        if (f.links.length > 0 && rnd.next() < 0.22) {
          const link = rnd.pick(f.links);
          const quando = Math.min(t + 15_000 + rnd.int(120_000), fim);
          clicks.push({
            fornecedor_id: f.id,
            link_id: link.id,
            link_type: link.tipo,
            url: link.url,
            link_text: link.texto,
            origem_page_type: 'fornecedor',
            session_id: row.session_id,
            usuario_id: row.usuario_id ?? null,
            user_agent: row.user_agent ?? null,
            motivo_descartado: null,
            contado: 1,
            dia,
            created_at: new Date(quando).toISOString(),
          });
        }
      }
    }
  }
  await q.inserirPageViews(trx, views);
  await q.inserirLinkClicks(trx, clicks);
}
