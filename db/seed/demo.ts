import { randomInt } from 'node:crypto';
import type { Db } from '../client.js';
import { recountAvaliacao } from '../queries/depoimentos.queries.js';
import { recordMudanca, TUDO } from '../queries/mudancas.queries.js';
import { countUsuarios } from '../queries/seed.queries.js';
import type { TipoUsuario } from '../schema.js';
import { criarAleatorio } from './aleatorio.js';
import { conteudo, descricaoLonga, telefoneDe, urlDoLink } from './demo-campos.js';
import {
  ADMIN_DEMO,
  ANUNCIANTE_DEMO,
  CLIENTE_DEMO,
  COMENTARIOS,
  type ContaDemo,
  FAQS_POR_AREA,
  FORNECEDORES_DEMO,
  OUTROS_ANUNCIANTES,
  OUTROS_CLIENTES,
  TEXTO_LINK,
} from './demo-content.js';
import { criarHistorico, DIA_MS } from './demo-historico.js';
import { fotoPerfil, imagemGaleria } from './demo-images.js';
import * as q from './demo-queries.js';
import { slugify } from './slugify.js';

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

const VARIANTES_GALERIA = 6;

/** A readable random password such as "sim-k7pq-4mzt" (no look-alike characters). */
export function senhaLegivel(): string {
  const alfabeto = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bloco = () => Array.from({ length: 4 }, () => alfabeto[randomInt(alfabeto.length)]).join('');
  return `sim-${bloco()}-${bloco()}-${bloco()}`;
}

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
    await recordMudanca(trx, TUDO);
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
  await recountAvaliacao(
    trx,
    fornecedores.map((f) => f.id),
  );
  await criarHistorico(trx, deps.env.publicUrl, c, fornecedores);
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
      await recordMudanca(trx, TUDO);
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
