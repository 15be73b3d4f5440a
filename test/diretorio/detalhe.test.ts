import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { metaFornecedor } from '../../server/seo/fornecedor.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';

const ld = (m: { jsonLd?: unknown }) => (m.jsonLd ?? {}) as Record<string, unknown>;

describe('fornecedores.detail and home', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb();
  });
  afterEach(() => t.cleanup());

  it('answers by id and slug with tags, links (category and icon), gallery, FAQs and testimonials; never stale', async () => {
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    const f = await createFornecedor(t.deps, dono.id, { slug: 'lumen', tags: ['Designer'] });
    const cat = await t.deps.db
      .selectFrom('categorias_link')
      .select('id')
      .where('nome', '=', 'instagram')
      .executeTakeFirstOrThrow();
    const agora = new Date().toISOString();
    await t.deps.db
      .insertInto('fornecedor_links')
      .values({
        fornecedor_id: f.id,
        categoria_id: cat.id,
        url: 'instagram.com/lumen',
        texto_tela: null,
        created_at: agora,
      })
      .execute();
    await t.deps.db
      .insertInto('galeria_midias')
      .values({
        fornecedor_id: f.id,
        midia_url: '/uploads/fornecedores/1/a.webp',
        tipo: 'imagem',
        tamanho_bytes: 10,
        created_at: agora,
      })
      .execute();
    await t.deps.db
      .insertInto('faqs')
      .values({ fornecedor_id: f.id, pergunta: 'Atende online?', resposta: 'Sim.' })
      .execute();
    const anon = await callerFor(t.deps);
    const porSlug = await anon.fornecedores.detail({ slug: 'lumen' });
    expect(porSlug.tags[0]).toMatchObject({ nome: 'Designer', CategoriaTag: { nome: 'Atividade' } });
    expect(porSlug.links[0]).toMatchObject({
      url: 'instagram.com/lumen',
      categoria: { nome: 'instagram', icone: 'fa-brands fa-instagram' },
    });
    expect(porSlug.galeria).toHaveLength(1);
    expect(porSlug.faqs[0]).toMatchObject({ pergunta: 'Atende online?', resposta: 'Sim.' });
    expect(porSlug.depoimentos).toEqual([]);

    const cliente = await createUsuario(t.deps, { nome: 'Rita Fotógrafa' });
    await (await callerFor(t.deps, cliente)).depoimentos.create({
      fornecedor_id: f.id,
      comentario: 'Ótimo',
      nota: 5,
    });
    const depois = await anon.fornecedores.detail({ id: f.id });
    expect(depois.depoimentos).toMatchObject([
      { usuario: { nome: 'Rita Fotógrafa' }, nota: 5, comentario: 'Ótimo' },
    ]);
    // Writes through the services that make them (each records its change for the caches).
    await (await callerFor(t.deps, dono)).fornecedores.atualizarParcial({
      id: f.id,
      dados: { nome_empresa: 'Lumen Estúdio' },
    });
    expect((await anon.fornecedores.detail({ slug: 'lumen' })).nome_empresa).toBe('Lumen Estúdio');
    const admin = await createUsuario(t.deps, { tipo: 'admin' });
    await (await callerFor(t.deps, admin)).admin.desativarFornecedor({ id: f.id, motivo: 'Teste' });
    await expect(anon.fornecedores.detail({ slug: 'lumen' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('carries the rating summary of its JSON-LD: average to one decimal and count, none without testimonials', async () => {
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    const f = await createFornecedor(t.deps, dono.id, { slug: 'nota-media' });
    const anon = await callerFor(t.deps);
    expect((await anon.fornecedores.detail({ slug: 'nota-media' })).avaliacao).toEqual({
      media: null,
      total: 0,
    });
    expect(ld(await metaFornecedor(t.deps, { slug: 'nota-media' })).aggregateRating).toBeUndefined();
    for (const nota of [5, 4, 4]) {
      const cliente = await createUsuario(t.deps);
      await (await callerFor(t.deps, cliente)).depoimentos.create({
        fornecedor_id: f.id,
        comentario: 'Bom',
        nota,
      });
    }
    const { avaliacao } = await anon.fornecedores.detail({ id: f.id });
    expect(avaliacao).toEqual({ media: 4.3, total: 3 });
    expect(ld(await metaFornecedor(t.deps, { slug: 'nota-media' })).aggregateRating).toMatchObject({
      ratingValue: avaliacao.media,
      reviewCount: avaliacao.total,
    });
  });

  it('home: popular tags without para Todos, featured prefer photo and long description, carousel up to 12', async () => {
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    const longa =
      'Uma descrição bem completa do serviço oferecido para profissionais de casamento, com detalhes que passam de cem caracteres.';
    const preferidos = [];
    for (let i = 0; i < 3; i++) {
      preferidos.push(
        (
          await createFornecedor(t.deps, dono.id, {
            foto_perfil: '/images/placeholder.jpg',
            descricao_curta: longa,
            tags: ['para Todos', 'Contador'],
          })
        ).id,
      );
    }
    for (let i = 0; i < 15; i++)
      await createFornecedor(t.deps, dono.id, { tags: ['para Todos', i % 2 ? 'Advogado' : 'Blog', 'SP'] });
    const home = await (await callerFor(t.deps)).fornecedores.home();
    expect(home.tagsPopulares.map((x) => x.nome)).not.toContain('para Todos');
    expect(home.tagsPopulares.length).toBeLessThanOrEqual(4);
    expect(home.tagsPopulares[0]).toMatchObject({ nome: 'SP', total: 15 });
    expect(home.destaques).toHaveLength(2);
    for (const d of home.destaques) expect(preferidos).toContain(d.id);
    expect(home.carrossel).toHaveLength(12);
    expect(new Set(home.carrossel.map((c) => c.id)).size).toBe(12);
    expect(home.categorias.map((c) => c.nome)).toEqual(['Público', 'Atividade', 'Localidade']);
    for (const c of home.categorias) expect(c.tags.length).toBeLessThanOrEqual(10);
  });
});
