import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, falharAoInserir, type TestDb, voltarAInserir } from '../helpers/db.js';
import { fakeBuild, httpClient, ORIGIN } from '../helpers/http.js';
import { type Pessoas, pessoas } from './setup.js';

describe('showcase addresses follow the name; earlier slugs keep working', () => {
  let t: TestDb;
  let p: Pessoas;
  let client: ReturnType<typeof httpClient>;
  let dono: Awaited<ReturnType<typeof callerFor>>;
  beforeEach(async () => {
    t = await createTestDb();
    p = await pessoas(t);
    client = httpClient(t.deps, fakeBuild());
    dono = await callerFor(t.deps, p.dono);
  });
  afterEach(() => t.cleanup());

  const slugDe = async (id: number) =>
    (await t.deps.db.selectFrom('fornecedores').select('slug').where('id', '=', id).executeTakeFirstOrThrow())
      .slug;
  const renomear = (id: number, nome_empresa: string, caller = dono) =>
    caller.fornecedores.atualizarParcial({ id, dados: { nome_empresa } });

  /** A published showcase named "Empresa de Anunciante Demonstração", as the demo supplier. */
  async function criarDemo() {
    const { id } = await dono.fornecedores.criar({
      nome_empresa: 'Empresa de Anunciante Demonstração',
      descricao_curta: 'Vitrine de demonstração.',
      telefone: '(11) 3333-4444',
    });
    await dono.fornecedores.publicar({ id });
    expect(await slugDe(id)).toBe('empresa-de-anunciante-demonstracao');
    return id;
  }

  it('a rename moves the slug to one derived from the new name', async () => {
    const id = await criarDemo();
    await renomear(id, 'Estúdio Luz & Afeto Conteúdo');
    expect(await slugDe(id)).toBe('estudio-luz-e-afeto-conteudo');
  });

  it('the old slug answers the supplier with its current slug (REST and tRPC)', async () => {
    const id = await criarDemo();
    const anon = await callerFor(t.deps);
    // Warm the page cache on the old address first: the rename must not leave it stale.
    expect((await anon.fornecedores.detail({ slug: 'empresa-de-anunciante-demonstracao' })).id).toBe(id);
    await renomear(id, 'Estúdio Luz & Afeto Conteúdo');

    const rest = await client.request('GET', '/api/fornecedores/solucao/empresa-de-anunciante-demonstracao');
    expect(rest.status).toBe(200);
    expect(rest.json).toMatchObject({
      id,
      slug: 'estudio-luz-e-afeto-conteudo',
      nome_empresa: 'Estúdio Luz & Afeto Conteúdo',
    });
    const porSlugAntigo = await anon.fornecedores.detail({ slug: 'empresa-de-anunciante-demonstracao' });
    expect(porSlugAntigo).toMatchObject({ id, slug: 'estudio-luz-e-afeto-conteudo' });
    const atual = await client.request('GET', '/api/fornecedores/solucao/estudio-luz-e-afeto-conteudo');
    expect(atual.json).toMatchObject({ id, slug: 'estudio-luz-e-afeto-conteudo' });
    const nada = await client.request('GET', '/api/fornecedores/solucao/nunca-existiu');
    expect(nada.status).toBe(404);
  });

  it('GET /solucao/{old} answers 301 to /solucao/{new}, query string kept, not cached', async () => {
    const id = await criarDemo();
    await renomear(id, 'Estúdio Luz & Afeto Conteúdo');
    const res = await client.request(
      'GET',
      '/solucao/empresa-de-anunciante-demonstracao?utm_source=whatsapp',
    );
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/solucao/estudio-luz-e-afeto-conteudo?utm_source=whatsapp');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const semQuery = await client.request('GET', '/solucao/empresa-de-anunciante-demonstracao');
    expect(semQuery.headers.get('location')).toBe('/solucao/estudio-luz-e-afeto-conteudo');
    // The current address is the page itself, with its canonical.
    const pagina = await client.request('GET', '/solucao/estudio-luz-e-afeto-conteudo');
    expect(pagina.status).toBe(200);
    expect(pagina.text).toContain(
      `<link rel="canonical" href="${ORIGIN}/solucao/estudio-luz-e-afeto-conteudo" />`,
    );
  });

  it('GET /fornecedores/nome/{slug} (current or earlier) answers 301 to the current /solucao address', async () => {
    const id = await criarDemo();
    const atual = await client.request('GET', '/fornecedores/nome/empresa-de-anunciante-demonstracao');
    expect(atual.status).toBe(301);
    expect(atual.headers.get('location')).toBe('/solucao/empresa-de-anunciante-demonstracao');
    await renomear(id, 'Estúdio Luz & Afeto Conteúdo');
    const antigo = await client.request('GET', '/fornecedores/nome/empresa-de-anunciante-demonstracao');
    expect(antigo.status).toBe(301);
    expect(antigo.headers.get('location')).toBe('/solucao/estudio-luz-e-afeto-conteudo');
    expect((await client.request('GET', '/fornecedores/nome/nunca-existiu')).status).toBe(404);
  });

  it('the sitemap lists only the current slug', async () => {
    const id = await criarDemo();
    await renomear(id, 'Estúdio Luz & Afeto Conteúdo');
    const res = await client.request('GET', '/sitemap.xml');
    expect(res.text).toContain(`<loc>${ORIGIN}/solucao/estudio-luz-e-afeto-conteudo</loc>`);
    expect(res.text).not.toContain('empresa-de-anunciante-demonstracao');
  });

  it('the list and the supplier page show the new slug right after the rename', async () => {
    const id = await criarDemo();
    const anon = await callerFor(t.deps);
    const cartao = async () => (await anon.fornecedores.list({})).itens.find((i) => i.id === id);
    expect((await cartao())?.slug).toBe('empresa-de-anunciante-demonstracao');
    await anon.fornecedores.detail({ id });
    await renomear(id, 'Estúdio Luz & Afeto Conteúdo');
    expect((await cartao())?.slug).toBe('estudio-luz-e-afeto-conteudo');
    expect((await anon.fornecedores.detail({ id })).slug).toBe('estudio-luz-e-afeto-conteudo');
    expect((await anon.fornecedores.detail({ slug: 'estudio-luz-e-afeto-conteudo' })).id).toBe(id);
  });

  it('a slug never moves to another supplier while it is an alias; renaming back reclaims it', async () => {
    const id = await criarDemo();
    await renomear(id, 'Estúdio Luz & Afeto Conteúdo');

    // Created with the old name: another slug, the old one still answers the first supplier.
    const outro = await dono.fornecedores.criar({
      nome_empresa: 'Empresa de Anunciante Demonstração',
      descricao_curta: 'Outra vitrine.',
    });
    expect(await slugDe(outro.id)).toBe('empresa-de-anunciante-demonstracao-2');
    // Renamed to the old name: the same.
    const terceiro = await dono.fornecedores.criar({ nome_empresa: 'Terceira', descricao_curta: '.' });
    await renomear(terceiro.id, 'Empresa de Anunciante Demonstração');
    expect(await slugDe(terceiro.id)).toBe('empresa-de-anunciante-demonstracao-3');
    const antigo = await client.request(
      'GET',
      '/api/fornecedores/solucao/empresa-de-anunciante-demonstracao',
    );
    expect(antigo.json.id).toBe(id);

    // Back to its earlier name: the first supplier takes its own old slug again.
    await renomear(id, 'Empresa de Anunciante Demonstração');
    expect(await slugDe(id)).toBe('empresa-de-anunciante-demonstracao');
    const paginaAntiga = await client.request('GET', '/solucao/estudio-luz-e-afeto-conteudo');
    expect(paginaAntiga.status).toBe(301);
    expect(paginaAntiga.headers.get('location')).toBe('/solucao/empresa-de-anunciante-demonstracao');
    expect((await client.request('GET', '/solucao/empresa-de-anunciante-demonstracao')).status).toBe(200);
  });

  it('a save that rolls back leaves the slug and its earlier slugs as they were', async () => {
    const id = await criarDemo();
    // FAQs are written after the supplier row, inside the same transaction.
    await falharAoInserir(t.deps.db, 'faqs', 'faqs_falha');
    await expect(
      dono.fornecedores.atualizarParcial({
        id,
        dados: { nome_empresa: 'Estúdio Luz & Afeto Conteúdo', faqs: [{ pergunta: 'P?', resposta: 'R.' }] },
      }),
    ).rejects.toThrow();
    expect(await slugDe(id)).toBe('empresa-de-anunciante-demonstracao');
    expect(await t.deps.db.selectFrom('fornecedor_slugs_antigos').select('slug').execute()).toEqual([]);
    await voltarAInserir(t.deps.db, 'faqs', 'faqs_falha');
    await renomear(id, 'Estúdio Luz & Afeto Conteúdo');
    expect(await slugDe(id)).toBe('estudio-luz-e-afeto-conteudo');
    expect(await t.deps.db.selectFrom('fornecedor_slugs_antigos').select('slug').execute()).toEqual([
      { slug: 'empresa-de-anunciante-demonstracao' },
    ]);
  });

  it('showcases named alike at the same moment get distinct slugs (two owners, create and rename)', async () => {
    const outro = await callerFor(t.deps, p.outro);
    const nome = 'Buffet Sabor & Festa';
    const criados = await Promise.all(
      [dono, outro, dono, outro].map((c) =>
        c.fornecedores.criar({ nome_empresa: nome, descricao_curta: 'x' }),
      ),
    );
    const slugs = await Promise.all(criados.map((c) => slugDe(c.id)));
    expect(new Set(slugs).size).toBe(4);
    expect(slugs).toContain('buffet-sabor-e-festa');

    const [a, b] = await Promise.all([
      dono.fornecedores.criar({ nome_empresa: 'Primeiro Nome', descricao_curta: 'x' }),
      outro.fornecedores.criar({ nome_empresa: 'Segundo Nome', descricao_curta: 'x' }),
    ]);
    await Promise.all([
      renomear(a.id, 'Cerimonial Ouro Fino'),
      renomear(b.id, 'Cerimonial Ouro Fino', outro),
    ]);
    const renomeados = [await slugDe(a.id), await slugDe(b.id)];
    expect(new Set(renomeados).size).toBe(2);
    expect(renomeados).toContain('cerimonial-ouro-fino');
  });

  it('an admin rename moves the slug too', async () => {
    const admin = await callerFor(t.deps, p.admin);
    await renomear(p.fornecedorId, 'Nome Dado Pelo Admin', admin);
    expect(await slugDe(p.fornecedorId)).toBe('nome-dado-pelo-admin');
  });

  it('deleting the supplier frees its earlier slugs', async () => {
    const id = await criarDemo();
    await renomear(id, 'Estúdio Luz & Afeto Conteúdo');
    const antes = await client.request('GET', '/api/fornecedores/solucao/empresa-de-anunciante-demonstracao');
    expect(antes.json.slug).toBe('estudio-luz-e-afeto-conteudo');
    const admin = await callerFor(t.deps, p.admin);
    await admin.fornecedores.excluir({ id });
    const aliases = await t.deps.db.selectFrom('fornecedor_slugs_antigos').select('slug').execute();
    expect(aliases).toEqual([]);
    const res = await client.request('GET', '/api/fornecedores/solucao/empresa-de-anunciante-demonstracao');
    expect(res.status).toBe(404);
    expect((await client.request('GET', '/solucao/empresa-de-anunciante-demonstracao')).status).toBe(404);
    const novo = await dono.fornecedores.criar({
      nome_empresa: 'Empresa de Anunciante Demonstração',
      descricao_curta: 'Nova.',
    });
    expect(await slugDe(novo.id)).toBe('empresa-de-anunciante-demonstracao');
  });
});
