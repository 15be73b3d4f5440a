import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario, loginAs } from '../helpers/factories.js';
import { fakeBuild, httpClient, ORIGIN } from '../helpers/http.js';

describe('directory REST adapters and share previews', () => {
  let t: TestDb;
  let client: ReturnType<typeof httpClient>;
  let dono: Awaited<ReturnType<typeof createUsuario>>;
  let forn: Awaited<ReturnType<typeof createFornecedor>>;

  beforeEach(async () => {
    t = await createTestDb();
    client = httpClient(t.deps, fakeBuild());
    dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    forn = await createFornecedor(t.deps, dono.id, {
      nome_empresa: 'Estúdio "Aurora" <Contratos>',
      slug: 'estudio-aurora',
      descricao_curta: 'Contratos e assessoria jurídica para fotógrafos e buffets.',
      foto_perfil: '/uploads/fornecedores/1/foto.webp',
      tags: ['Advogado', 'para Todos'],
    });
  });
  afterEach(() => t.cleanup());

  it('GET /api/fornecedores answers the documented array shape without long HTML', async () => {
    const res = await client.request('GET', '/api/fornecedores');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json)).toBe(true);
    const item = res.json[0];
    expect(Object.keys(item).sort()).toEqual(
      [
        'id',
        'slug',
        'usuario_id',
        'nome_empresa',
        'frase_slogan',
        'descricao_curta',
        'foto_perfil',
        // added: widths of the photo's WebP variants, [] when none
        'foto_perfil_larguras',
        'verificado',
        'premium',
        'tags',
        // added: average and count of the visible testimonials
        'avaliacao',
      ].sort(),
    );
    expect(item.avaliacao).toEqual({ media: null, total: 0 });
    expect(item.tags[0]).toEqual({
      id: expect.any(Number),
      nome: expect.any(String),
      categoria_id: expect.any(Number),
      CategoriaTag: { nome: expect.any(String) },
    });
  });

  it('GET /api/fornecedores/{id} and /solucao/{slug} answer the detail; unknown is 404', async () => {
    const porId = await client.request('GET', `/api/fornecedores/${forn.id}`);
    expect(porId.status).toBe(200);
    expect(porId.json).toMatchObject({
      id: forn.id,
      slug: 'estudio-aurora',
      links: [],
      galeria: [],
      faqs: [],
      depoimentos: [],
    });
    expect(porId.json.tags[0].CategoriaTag.nome).toBeTruthy();
    const porSlug = await client.request('GET', '/api/fornecedores/solucao/estudio-aurora');
    expect(porSlug.json.id).toBe(forn.id);
    const nada = await client.request('GET', '/api/fornecedores/999999');
    expect(nada.status).toBe(404);
    expect(nada.json).toEqual({ message: 'Fornecedor não encontrado.', code: 'NOT_FOUND' });
  });

  it('testimonials: anonymous 401, create 201, second 409 CONFLICT, other user 403, author 200, admin deletes 204', async () => {
    const cliente = await createUsuario(t.deps, { tipo: 'cliente', nome: 'Carla Cliente' });
    const outro = await createUsuario(t.deps, { tipo: 'cliente' });
    const admin = await createUsuario(t.deps, { tipo: 'admin' });
    const tk = (await loginAs(t.deps, cliente)).token;
    const body = { fornecedor_id: forn.id, comentario: '  Atendimento excelente!  ', nota: 4 };

    expect((await client.request('POST', '/api/depoimentos', { body })).status).toBe(401);

    const criado = await client.request('POST', '/api/depoimentos', { body, token: tk });
    expect(criado.status).toBe(201);
    expect(criado.json).toMatchObject({
      comentario: 'Atendimento excelente!',
      nota: 4,
      usuario: { nome: 'Carla Cliente' },
    });

    const segundo = await client.request('POST', '/api/depoimentos', { body, token: tk });
    expect(segundo.status).toBe(409);
    expect(segundo.json.code).toBe('CONFLICT');
    const count = await t.deps.db
      .selectFrom('depoimentos')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(1);

    const vazio = await client.request('PUT', `/api/depoimentos/${criado.json.id}`, {
      body: { comentario: '   ', nota: 5 },
      token: tk,
    });
    expect(vazio.status).toBe(400);
    expect(vazio.json.errors[0].mensagem).toBe('O comentário não pode estar vazio.');
    const notaRuim = await client.request('PUT', `/api/depoimentos/${criado.json.id}`, {
      body: { comentario: 'ok', nota: 6 },
      token: tk,
    });
    expect(notaRuim.status).toBe(400);

    const tkOutro = (await loginAs(t.deps, outro)).token;
    const alheio = await client.request('PUT', `/api/depoimentos/${criado.json.id}`, {
      body: { comentario: 'Invadido', nota: 1 },
      token: tkOutro,
    });
    expect(alheio.status).toBe(403);
    expect(
      (await client.request('DELETE', `/api/depoimentos/${criado.json.id}`, { token: tkOutro })).status,
    ).toBe(403);

    const editado = await client.request('PUT', `/api/depoimentos/${criado.json.id}`, {
      body: { comentario: 'Mudei de ideia: nota máxima.', nota: 5 },
      token: tk,
    });
    expect(editado.status).toBe(200);
    expect(editado.json).toMatchObject({ comentario: 'Mudei de ideia: nota máxima.', nota: 5 });

    const tkAdmin = (await loginAs(t.deps, admin)).token;
    const apagado = await client.request('DELETE', `/api/depoimentos/${criado.json.id}`, { token: tkAdmin });
    expect(apagado.status).toBe(204);
    expect(apagado.text).toBe('');
  });

  it('the author deletes their own testimonial, and the owner cannot review their own showcase', async () => {
    const cliente = await createUsuario(t.deps);
    const tk = (await loginAs(t.deps, cliente)).token;
    const criado = await client.request('POST', '/api/depoimentos', {
      body: { fornecedor_id: forn.id, comentario: 'Bom', nota: 5 },
      token: tk,
    });
    expect((await client.request('DELETE', `/api/depoimentos/${criado.json.id}`, { token: tk })).status).toBe(
      204,
    );
    const tkDono = (await loginAs(t.deps, dono)).token;
    const proprio = await client.request('POST', '/api/depoimentos', {
      body: { fornecedor_id: forn.id, comentario: 'Sou ótimo', nota: 5 },
      token: tkDono,
    });
    expect(proprio.status).toBe(403);
  });

  it('the raw HTML of a supplier page carries title, description, canonical, Open Graph and JSON-LD', async () => {
    const cliente = await createUsuario(t.deps);
    const tk = (await loginAs(t.deps, cliente)).token;
    await client.request('POST', '/api/depoimentos', {
      body: { fornecedor_id: forn.id, comentario: 'Excelente', nota: 4 },
      token: tk,
    });
    for (const url of ['/solucao/estudio-aurora', `/fornecedores/${forn.id}`]) {
      const res = await client.request('GET', url);
      expect(res.status).toBe(200);
      const html = res.text;
      expect(html).toContain('<title>Estúdio &quot;Aurora&quot; &lt;Contratos&gt; | Vitrine do Sim</title>');
      expect(html).toContain(
        '<meta name="description" content="Contratos e assessoria jurídica para fotógrafos e buffets." />',
      );
      expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/solucao/estudio-aurora" />`);
      expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/solucao/estudio-aurora" />`);
      expect(html).toContain(
        '<meta property="og:title" content="Estúdio &quot;Aurora&quot; &lt;Contratos&gt; | Vitrine do Sim" />',
      );
      // the preview: the showcase's 1200×630 card (test/ferramentas/compartilhar.test.ts); the photo
      // stays the JSON-LD image
      expect(html).toMatch(
        new RegExp(
          `<meta property="og:image" content="${ORIGIN}/compartilhar/fornecedores/${forn.id}/[\\w-]+\\.jpg" />`,
        ),
      );
      const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]);
      expect(ld['@type']).toEqual(['LocalBusiness', 'ProfessionalService']);
      expect(ld.name).toBe('Estúdio "Aurora" <Contratos>');
      expect(ld.image).toBe(`${ORIGIN}/uploads/fornecedores/1/foto.webp`);
      expect(ld.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
      expect(html).not.toContain('<Contratos>"');
    }
  });

  it('an unknown or inactive supplier page answers 404 with noindex', async () => {
    const nada = await client.request('GET', '/solucao/nao-existe');
    expect(nada.status).toBe(404);
    expect(nada.text).toContain('<meta name="robots" content="noindex" />');
    await t.deps.db
      .updateTable('usuarios')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', dono.id)
      .execute();
    const inativo = await client.request('GET', `/fornecedores/${forn.id}`);
    expect(inativo.status).toBe(404);
    expect(inativo.text).toContain('noindex');
    expect((await client.request('GET', '/api/fornecedores')).json).toEqual([]);
  });

  it('sitemap lists public pages and every public supplier canonical URL; robots points to it', async () => {
    const outro = await createFornecedor(t.deps, dono.id, {
      slug: 'inativo-ltda',
      deleted_at: new Date().toISOString(),
    });
    const res = await client.request('GET', '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    expect(res.text).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(res.text).toContain(`<loc>${ORIGIN}/fornecedores</loc>`);
    expect(res.text).toContain(`<loc>${ORIGIN}/blog/1</loc>`);
    expect(res.text).toContain(`<loc>${ORIGIN}/solucao/estudio-aurora</loc>`);
    expect(res.text).not.toContain(outro.slug);
    const robots = await client.request('GET', '/robots.txt');
    expect(robots.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('/, /fornecedores and /blog carry their own title and canonical', async () => {
    for (const [p, titulo] of [
      ['/', 'Soluções B2B'],
      ['/fornecedores', 'Soluções para o seu negócio de eventos'],
      ['/blog', 'Blog'],
      ['/blog/2', 'Instagram para profissionais de casamento'],
    ]) {
      const res = await client.request('GET', p);
      expect(res.status).toBe(200);
      expect(res.text).toContain(titulo);
      expect(res.text).toContain(`<link rel="canonical" href="${ORIGIN}${p}" />`);
    }
    expect((await client.request('GET', '/blog/9')).status).toBe(404);
  });
});
