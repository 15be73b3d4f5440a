import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIAS_HISTORICO } from '../../db/seed/demo-historico.js';
import { TAGS_DORES } from '../../db/seed/taxonomy.js';
import { verifyPassword } from '../../server/auth/password.js';
import { seedDemo } from '../../server/ops/demo.js';
import { lerLarguras, urlVariante } from '../../server/schemas/imagens.js';
import { diaSaoPaulo } from '../../shared/dia-sao-paulo.js';
import { createTestDb, type TestDb } from '../helpers/db.js';

const SENHA = 'senha-demo-testes-2026';

/** Rows per table and files under uploads: a fingerprint of the whole demo. */
async function retrato(t: TestDb) {
  const out: Record<string, number> = {};
  for (const tabela of [
    'usuarios',
    'fornecedores',
    'fornecedor_tags',
    'fornecedor_tipos',
    'fornecedor_links',
    'galeria_midias',
    'faqs',
    'depoimentos',
    'page_views',
    'link_clicks',
  ] as const) {
    const r = await t.deps.db
      .selectFrom(tabela)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[tabela] = Number(r.n);
  }
  const pasta = path.join(t.dataDir, 'uploads', 'fornecedores');
  out.arquivos = existsSync(pasta)
    ? readdirSync(pasta).reduce((s, d) => s + readdirSync(path.join(pasta, d)).length, 0)
    : 0;
  return out;
}

/** Active supplier ids carrying a tag, by tag name. */
async function fornecedoresComTag(t: TestDb, nome: string): Promise<number[]> {
  const rows = await t.deps.db
    .selectFrom('fornecedor_tags')
    .innerJoin('tags', 'tags.id', 'fornecedor_tags.tag_id')
    .innerJoin('fornecedores', 'fornecedores.id', 'fornecedor_tags.fornecedor_id')
    .select('fornecedores.id')
    .where('tags.nome', '=', nome)
    .where('fornecedores.deleted_at', 'is', null)
    .execute();
  return rows.map((r) => r.id);
}

describe('demo seed (one seeded database shared by these read-only checks)', () => {
  let t: TestDb;
  let resultado: Awaited<ReturnType<typeof seedDemo>>;

  beforeAll(async () => {
    t = await createTestDb({ DEMO_PASSWORD: SENHA });
    resultado = await seedDemo(t.deps);
  }, 60_000);
  afterAll(async () => {
    await t.cleanup();
  });

  it('creates at least 40 active suppliers whose photos and gallery files exist on disk', async () => {
    const fornecedores = await t.deps.db
      .selectFrom('fornecedores')
      .select(['id', 'slug', 'foto_perfil', 'midia_bytes', 'descricao_curta', 'descricao_longa', 'conteudo'])
      .where('deleted_at', 'is', null)
      .execute();
    expect(fornecedores.length).toBeGreaterThanOrEqual(40);
    expect(new Set(fornecedores.map((f) => f.slug)).size).toBe(fornecedores.length);
    for (const f of fornecedores) expect(f.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(fornecedores.filter((f) => f.descricao_curta.length > 100).length).toBeGreaterThanOrEqual(5);

    const galeria = await t.deps.db
      .selectFrom('galeria_midias')
      .select(['fornecedor_id', 'midia_url'])
      .execute();
    for (const f of fornecedores) {
      expect(f.foto_perfil).toMatch(new RegExp(`^/uploads/fornecedores/${f.id}/[0-9a-f]{32}\\.webp$`));
      const arquivos = [
        f.foto_perfil!,
        ...galeria.filter((g) => g.fornecedor_id === f.id).map((g) => g.midia_url),
      ];
      expect(arquivos.length).toBeGreaterThanOrEqual(3);
      let bytes = 0;
      for (const url of arquivos) {
        const disco = path.join(t.dataDir, url);
        expect(disco && existsSync(disco), url).toBe(true);
        bytes += statSync(disco!).size;
      }
      expect(f.midia_bytes).toBe(bytes);
      expect(f.descricao_longa).toMatch(/^<p>/);
      expect(f.conteudo).toContain('<h2>');
      expect(f.conteudo).toContain('<ul><li>');
      expect(f.conteudo).not.toMatch(/<script|on\w+=/i);
    }
  });

  it('writes the WebP variants of every demo photo and gallery image, as uploads do, at the recorded widths', async () => {
    const fotos = await t.deps.db
      .selectFrom('fornecedores')
      .select(['foto_perfil as url', 'foto_perfil_larguras as larguras'])
      .execute();
    const galeria = await t.deps.db
      .selectFrom('galeria_midias')
      .select(['midia_url as url', 'larguras'])
      .execute();
    const todas = [...fotos, ...galeria];
    expect(todas.length).toBeGreaterThanOrEqual(120);
    for (const m of todas) {
      const larguras = lerLarguras(m.larguras);
      // Profile photos are 400 px wide, gallery images 800 px: never upscaled.
      expect([
        [320, 400],
        [320, 640, 800],
      ]).toContainEqual(larguras);
      for (const w of larguras) {
        const meta = await sharp(path.join(t.dataDir, urlVariante(m.url!, w))).metadata();
        expect([meta.format, meta.width]).toEqual(['webp', w]);
      }
    }
  });

  it('uses every pain-point tag, nationwide, online and state tags, and leaves Acre without a specific supplier', async () => {
    for (const dor of TAGS_DORES) expect((await fornecedoresComTag(t, dor)).length, dor).toBeGreaterThan(0);
    expect(await fornecedoresComTag(t, 'AC')).toEqual([]);
    expect((await fornecedoresComTag(t, 'Brasil')).length).toBeGreaterThan(0);
    expect((await fornecedoresComTag(t, 'Online')).length).toBeGreaterThan(0);
    expect((await fornecedoresComTag(t, 'para Todos')).length).toBeGreaterThan(0);
    let estados = 0;
    for (const uf of ['SP', 'RJ', 'MG', 'PR', 'RS', 'BA', 'PE', 'AM', 'DF'])
      if ((await fornecedoresComTag(t, uf)).length > 0) estados++;
    expect(estados).toBe(9);
  });

  it("respects the editor's rules: 'Brasil' alone in Localidade and 'para Todos' alone in Público", async () => {
    const rows = await t.deps.db
      .selectFrom('fornecedor_tags')
      .innerJoin('tags', 'tags.id', 'fornecedor_tags.tag_id')
      .innerJoin('categorias_tag', 'categorias_tag.id', 'tags.categoria_id')
      .select(['fornecedor_tags.fornecedor_id', 'tags.nome', 'categorias_tag.nome as categoria'])
      .execute();
    for (const [categoria, exclusiva] of [
      ['Localidade', 'Brasil'],
      ['Público', 'para Todos'],
    ]) {
      const porFornecedor = new Map<number, string[]>();
      for (const r of rows.filter((x) => x.categoria === categoria))
        porFornecedor.set(r.fornecedor_id, [...(porFornecedor.get(r.fornecedor_id) ?? []), r.nome]);
      for (const nomes of porFornecedor.values())
        if (nomes.includes(exclusiva)) expect(nomes).toEqual([exclusiva]);
    }
  });

  it('creates the three main accounts with the right tipo, verified e-mail and the demo password', async () => {
    expect(resultado?.accounts).toEqual([
      { tipo: 'admin', email: 'admin@vitrinedosim.com.br', senha: SENHA },
      { tipo: 'anunciante', email: 'anunciante@vitrinedosim.com.br', senha: SENHA },
      { tipo: 'cliente', email: 'cliente@vitrinedosim.com.br', senha: SENHA },
    ]);
    const usuarios = await t.deps.db
      .selectFrom('usuarios')
      .select(['id', 'nome', 'email', 'tipo', 'senha_hash', 'email_verificado_em', 'deleted_at'])
      .execute();
    for (const conta of resultado!.accounts) {
      const u = usuarios.find((x) => x.email === conta.email);
      expect(u?.tipo).toBe(conta.tipo);
      expect(u?.email_verificado_em).not.toBeNull();
      expect(u?.deleted_at).toBeNull();
    }
    expect(usuarios.find((u) => u.tipo === 'admin')?.nome).toBe('Helena Duarte');
    const admin = usuarios.find((u) => u.email === 'admin@vitrinedosim.com.br')!;
    expect(await verifyPassword(admin.senha_hash, SENHA)).toBe(true);
    expect(usuarios.every((u) => u.email_verificado_em !== null)).toBe(true);

    const anunciante = usuarios.find((u) => u.email === 'anunciante@vitrinedosim.com.br')!;
    const donos = await t.deps.db.selectFrom('fornecedores').select(['usuario_id']).execute();
    expect(donos.filter((d) => d.usuario_id === anunciante.id)).toHaveLength(3);
    const outrosDonos = new Set(donos.map((d) => d.usuario_id).filter((id) => id !== anunciante.id));
    expect(outrosDonos.size).toBeGreaterThanOrEqual(3);
    for (const id of outrosDonos) expect(usuarios.find((u) => u.id === id)?.tipo).toBe('anunciante');
  });

  it('gives every supplier link buttons and 2 to 4 FAQs, and testimonials come from several clientes with nota 3 to 5', async () => {
    const db = t.deps.db;
    const ids = (await db.selectFrom('fornecedores').select('id').execute()).map((r) => r.id);
    const links = await db
      .selectFrom('fornecedor_links')
      .innerJoin('categorias_link', 'categorias_link.id', 'fornecedor_links.categoria_id')
      .select(['fornecedor_links.fornecedor_id', 'categorias_link.nome', 'fornecedor_links.url'])
      .execute();
    const faqs = await db.selectFrom('faqs').select('fornecedor_id').execute();
    for (const id of ids) {
      expect(links.filter((l) => l.fornecedor_id === id).length).toBeGreaterThanOrEqual(2);
      const n = faqs.filter((f) => f.fornecedor_id === id).length;
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(4);
    }
    for (const tipo of ['whatsapp', 'instagram', 'site', 'email', 'telefone'])
      expect(links.some((l) => l.nome === tipo)).toBe(true);
    expect(links.find((l) => l.nome === 'whatsapp')?.url).toMatch(/^https:\/\/wa\.me\/55\d{10,11}$/);

    const depoimentos = await db
      .selectFrom('depoimentos')
      .innerJoin('usuarios', 'usuarios.id', 'depoimentos.usuario_id')
      .select(['depoimentos.nota', 'depoimentos.comentario', 'usuarios.tipo', 'usuarios.id'])
      .execute();
    expect(depoimentos.length).toBeGreaterThanOrEqual(40);
    expect(new Set(depoimentos.map((d) => d.id)).size).toBeGreaterThanOrEqual(5);
    for (const d of depoimentos) {
      expect(d.tipo).toBe('cliente');
      expect(d.nota).toBeGreaterThanOrEqual(3);
      expect(d.nota).toBeLessThanOrEqual(5);
      expect(d.comentario.length).toBeGreaterThan(20);
    }
    const verificados = await db
      .selectFrom('fornecedores')
      .select('id')
      .where('verificado', '=', 1)
      .execute();
    const premium = await db.selectFrom('fornecedores').select('id').where('premium', '=', 1).execute();
    expect(verificados.length).toBeGreaterThan(5);
    expect(premium.length).toBeGreaterThan(0);
    expect(premium.length).toBeLessThan(verificados.length);
  });

  it('records 60 days of counted page views (suppliers, home, list, blog) and link clicks ending today', async () => {
    const db = t.deps.db;
    const views = await db
      .selectFrom('page_views')
      .select(['dia', 'page_type', 'contado', 'session_id', 'created_at', 'fornecedor_id', 'object_id'])
      .execute();
    const dias = [...new Set(views.map((v) => v.dia))].sort();
    expect(dias).toHaveLength(DIAS_HISTORICO);
    expect(dias.at(-1)).toBe(diaSaoPaulo(new Date()));
    const primeiro = new Date(`${dias[0]}T12:00:00Z`).getTime();
    const ultimo = new Date(`${dias.at(-1)}T12:00:00Z`).getTime();
    expect(Math.round((ultimo - primeiro) / 86_400_000)).toBe(DIAS_HISTORICO - 1);
    // One assertion over all rows (thousands of expect calls would be slow).
    const agora = Date.now();
    const ruins = views.filter(
      (v) =>
        v.contado !== 1 ||
        !/^[A-Za-z0-9-]{16,64}$/.test(v.session_id) ||
        diaSaoPaulo(new Date(v.created_at)) !== v.dia ||
        new Date(v.created_at).getTime() > agora,
    );
    expect(ruins).toEqual([]);
    const tipos = new Set(views.map((v) => v.page_type));
    for (const tipo of ['home', 'lista_fornecedores', 'blog', 'fornecedor'])
      expect(tipos.has(tipo)).toBe(true);
    expect(views.filter((v) => v.page_type === 'fornecedor').every((v) => v.fornecedor_id !== null)).toBe(
      true,
    );

    const clicks = await db
      .selectFrom('link_clicks')
      .innerJoin('fornecedor_links', 'fornecedor_links.id', 'link_clicks.link_id')
      .select([
        'link_clicks.fornecedor_id',
        'fornecedor_links.fornecedor_id as dono_do_link',
        'link_clicks.dia',
        'link_clicks.created_at',
      ])
      .execute();
    expect(clicks.length).toBeGreaterThan(100);
    expect(
      clicks.filter(
        (c) => c.dono_do_link !== c.fornecedor_id || diaSaoPaulo(new Date(c.created_at)) !== c.dia,
      ),
    ).toEqual([]);
  });
});

describe('demo seed idempotence', () => {
  it('a second seedDemo returns null and changes nothing; without DEMO_PASSWORD a readable random password is made', async () => {
    const t = await createTestDb();
    try {
      const primeiro = await seedDemo(t.deps);
      const senha = primeiro!.accounts[0]!.senha;
      expect(senha).toMatch(/^sim-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
      expect(new Set(primeiro!.accounts.map((a) => a.senha)).size).toBe(1);
      const antes = await retrato(t);
      expect(antes.fornecedores).toBeGreaterThanOrEqual(40);
      expect(await seedDemo(t.deps)).toBeNull();
      expect(await retrato(t)).toEqual(antes);
    } finally {
      await t.cleanup();
    }
  }, 60_000);
});
