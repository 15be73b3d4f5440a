import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contarCaracteres } from '../../server/schemas/vitrine.schema.js';
import { slugify } from '../../server/slug.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { httpClient } from '../helpers/http.js';
import { arquivo, multipart, type Pessoas, pessoas, png } from './setup.js';

describe('showcase validation on the server', () => {
  let t: TestDb;
  let p: Pessoas;
  let client: ReturnType<typeof httpClient>;
  beforeEach(async () => {
    t = await createTestDb();
    p = await pessoas(t);
    client = httpClient(t.deps);
  });
  afterEach(() => t.cleanup());

  async function tagId(nome: string) {
    return (
      await t.deps.db.selectFrom('tags').select('id').where('nome', '=', nome).executeTakeFirstOrThrow()
    ).id;
  }
  const linha = () =>
    t.deps.db
      .selectFrom('fornecedores')
      .selectAll()
      .where('id', '=', p.fornecedorId)
      .executeTakeFirstOrThrow();

  it('requires nome_empresa and descricao_curta with Portuguese messages', async () => {
    const res = await client.request('POST', '/api/fornecedores', {
      token: p.tokens.dono,
      body: { nome_empresa: '   ', descricao_curta: '' },
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('VALIDATION_ERROR');
    expect(res.json.errors).toEqual(
      expect.arrayContaining([
        { campo: 'nome_empresa', mensagem: 'O nome da empresa é obrigatório.' },
        { campo: 'descricao_curta', mensagem: 'A descrição curta é obrigatória.' },
      ]),
    );
  });

  it('counts the limits without markup and answers the spec messages', async () => {
    expect(contarCaracteres('<p><strong>abc</strong> &amp; d</p>')).toBe(7);
    const caller = await callerFor(t.deps, p.dono);
    // 950 visible characters wrapped in a lot of markup: accepted
    const longa = `<p><strong>${'a'.repeat(475)}</strong></p><h2><em>${'b'.repeat(475)}</em></h2>`;
    const ok = await caller.fornecedores.atualizarParcial({
      id: p.fornecedorId,
      dados: { descricao_longa: longa },
    });
    expect(contarCaracteres(ok.fornecedor.descricao_longa)).toBe(950);
    const casos: [string, string, string][] = [
      [
        'descricao_longa',
        `<p>${'a'.repeat(951)}</p>`,
        'A descrição longa excede o limite de 950 caracteres. Por favor, reduza o texto.',
      ],
      [
        'conteudo',
        `<p>${'c'.repeat(1501)}</p>`,
        'O conteúdo excede o limite de 1500 caracteres. Por favor, reduza o texto.',
      ],
      [
        'nome_empresa',
        'n'.repeat(51),
        'O campo Nome da Empresa excede o limite de 50 caracteres. Por favor, reduza o texto.',
      ],
      [
        'frase_slogan',
        's'.repeat(101),
        'O campo Slogan excede o limite de 100 caracteres. Por favor, reduza o texto.',
      ],
      [
        'descricao_curta',
        'd'.repeat(251),
        'O campo Descrição Curta excede o limite de 250 caracteres. Por favor, reduza o texto.',
      ],
    ];
    for (const [campo, valor, mensagem] of casos) {
      const res = await client.request('PUT', `/api/fornecedores/${p.fornecedorId}/partial`, {
        token: p.tokens.dono,
        body: { [campo]: valor },
      });
      expect(res.status, campo).toBe(400);
      expect(res.json.errors).toContainEqual({ campo, mensagem });
    }
    // exactly at the limit, accents counted as one character each
    const res = await client.request('PUT', `/api/fornecedores/${p.fornecedorId}/partial`, {
      token: p.tokens.dono,
      body: { nome_empresa: 'ã'.repeat(50), conteudo: `<p>${'é'.repeat(1500)}</p>` },
    });
    expect(res.status).toBe(200);
  });

  it('keeps only FAQs with question and answer', async () => {
    const caller = await callerFor(t.deps, p.dono);
    const res = await caller.fornecedores.atualizarParcial({
      id: p.fornecedorId,
      dados: {
        faqs: [
          { pergunta: 'Atende fora de SP?', resposta: 'Sim, todo o Brasil.' },
          { pergunta: 'Sem resposta', resposta: '  ' },
          { pergunta: '', resposta: 'Sem pergunta' },
        ],
      },
    });
    expect(res.fornecedor.faqs.map((f) => f.pergunta)).toEqual(['Atende fora de SP?']);
  });

  it('links need url and category; the link answers with its categoria', async () => {
    // 'outro': any http, https, ftp, mailto or tel address (the named categories have their own rules)
    const cat = await t.deps.db
      .selectFrom('categorias_link')
      .select(['id', 'nome'])
      .where('nome', '=', 'outro')
      .executeTakeFirstOrThrow();
    const semUrl = await client.request('POST', '/api/fornecedor-links', {
      token: p.tokens.dono,
      body: { fornecedor_id: p.fornecedorId, url: '', categoria_id: cat.id },
    });
    expect(semUrl.status).toBe(400);
    expect(semUrl.json.errors).toContainEqual({ campo: 'url', mensagem: 'URL do link é obrigatória' });
    const semCategoria = await client.request('POST', '/api/fornecedor-links', {
      token: p.tokens.dono,
      body: { fornecedor_id: p.fornecedorId, url: 'https://a.com.br' },
    });
    expect(semCategoria.json.errors).toContainEqual({
      campo: 'categoria_id',
      mensagem: 'Categoria do link é obrigatória',
    });
    const js = await client.request('POST', '/api/fornecedor-links', {
      token: p.tokens.dono,
      body: { fornecedor_id: p.fornecedorId, url: 'javascript:alert(1)', categoria_id: cat.id },
    });
    expect(js.status).toBe(400);
    const ok = await client.request('POST', '/api/fornecedor-links', {
      token: p.tokens.dono,
      body: {
        fornecedor_id: p.fornecedorId,
        url: 'www.exemplo.com.br',
        texto_tela: 'Nosso site',
        categoria_id: cat.id,
      },
    });
    expect(ok.status).toBe(201);
    expect(ok.json).toMatchObject({
      url: 'https://www.exemplo.com.br',
      texto_tela: 'Nosso site',
      categoria: { id: cat.id, nome: cat.nome },
    });
    for (const url of ['mailto:contato@exemplo.com.br', 'tel:+5511987654321']) {
      const r = await client.request('POST', '/api/fornecedor-links', {
        token: p.tokens.dono,
        body: { fornecedor_id: p.fornecedorId, url, categoria_id: cat.id },
      });
      expect(r.status, url).toBe(201);
    }
  });

  it('enforces tag exclusivity: para Todos alone in Público, Brasil alone in Localidade', async () => {
    const caller = await callerFor(t.deps, p.dono);
    const [todos, foto, brasil, sp, advogado] = await Promise.all([
      tagId('para Todos'),
      tagId('Fotografia'),
      tagId('Brasil'),
      tagId('SP'),
      tagId('Advogado'),
    ]);
    await expect(
      caller.fornecedores.atualizarParcial({ id: p.fornecedorId, dados: { tags: [todos, foto] } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.fornecedores.atualizarParcial({ id: p.fornecedorId, dados: { tags: [brasil, sp] } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const ok = await caller.fornecedores.atualizarParcial({
      id: p.fornecedorId,
      dados: { tags: [todos, brasil, advogado] },
    });
    expect(ok.fornecedor.tags.sort()).toEqual([todos, brasil, advogado].sort());
    await expect(
      caller.fornecedores.atualizarParcial({ id: p.fornecedorId, dados: { tags: [999999] } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('a partial update never clears fields it was not sent', async () => {
    const caller = await callerFor(t.deps, p.dono);
    const foto = await tagId('Fotografia');
    const tipo = await t.deps.db.selectFrom('tipos_fornecedor').select('id').executeTakeFirstOrThrow();
    await caller.fornecedores.atualizar({
      id: p.fornecedorId,
      dados: {
        nome_empresa: 'Empresa Completa',
        descricao_curta: 'Curta',
        frase_slogan: 'Slogan',
        descricao_longa: '<p>Longa</p>',
        conteudo: '<p>Conteúdo</p>',
        telefone: '(11) 98765-4321',
        tags: [foto],
        tipos: [tipo.id],
        faqs: [{ pergunta: 'P?', resposta: 'R.' }],
      },
    });
    const form = new FormData();
    form.append('foto_perfil', arquivo(await png(), 'perfil.png', 'image/png'));
    form.append('usuario_id', String(p.dono.id));
    const comFoto = await multipart(
      client,
      'PUT',
      `/api/fornecedores/${p.fornecedorId}/partial`,
      form,
      p.tokens.dono,
    );
    expect(comFoto.status).toBe(200);
    const antes = await linha();
    const ant = await caller.fornecedores.editar({ id: p.fornecedorId });
    await new Promise((r) => setTimeout(r, 5));
    // autosave sending only the slogan
    await caller.fornecedores.atualizarParcial({
      id: p.fornecedorId,
      dados: { frase_slogan: 'Novo slogan' },
    });
    const depois = await linha();
    const dep = await caller.fornecedores.editar({ id: p.fornecedorId });
    expect(depois.frase_slogan).toBe('Novo slogan');
    expect(depois.updated_at > antes.updated_at).toBe(true);
    for (const campo of [
      'nome_empresa',
      'descricao_curta',
      'descricao_longa',
      'conteudo',
      'telefone',
      'foto_perfil',
      'usuario_id',
    ] as const)
      expect(depois[campo], campo).toEqual(antes[campo]);
    expect(dep.tags).toEqual(ant.tags);
    expect(dep.tipos).toEqual(ant.tipos);
    expect(dep.faqs.map((f) => f.pergunta)).toEqual(['P?']);
    // the photo alone (multipart foto_perfil + usuario_id) keeps every text
    expect(depois.descricao_longa).toBe('<p>Longa</p>');
  });

  it('creates a unique slug from the name without accents; a rename moves it only when the slug differs', async () => {
    expect(slugify('Fotografia & Cia. São João')).toBe('fotografia-e-cia-sao-joao');
    const caller = await callerFor(t.deps, p.dono);
    const a = await caller.fornecedores.criar({ nome_empresa: 'Ação Jurídica', descricao_curta: '.' });
    const b = await caller.fornecedores.criar({ nome_empresa: 'Acao Juridica', descricao_curta: '.' });
    const slugs = await t.deps.db
      .selectFrom('fornecedores')
      .select(['id', 'slug'])
      .where('id', 'in', [a.id, b.id])
      .orderBy('id')
      .execute();
    expect(slugs.map((s) => s.slug)).toEqual(['acao-juridica', 'acao-juridica-2']);
    const slugDe = async (id: number) =>
      (
        await t.deps.db
          .selectFrom('fornecedores')
          .select('slug')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).slug;
    // Same slugified name (case, accents): the address stays, suffix included.
    await caller.fornecedores.atualizarParcial({ id: b.id, dados: { nome_empresa: 'AÇÃO  JURÍDICA!' } });
    expect(await slugDe(b.id)).toBe('acao-juridica-2');
    await caller.fornecedores.atualizarParcial({ id: a.id, dados: { nome_empresa: 'Outro Nome' } });
    expect(await slugDe(a.id)).toBe('outro-nome');
  });

  it('creating from the profile page answers { id, fornecedor: { id } } and the whole multipart form saves everything', async () => {
    const res = await client.request('POST', '/api/fornecedores', {
      token: p.tokens.dono,
      body: {
        nome_empresa: 'Empresa de Ana',
        descricao_curta: '.',
        descricao_longa: '.',
        conteudo: '.',
        telefone: '(99) 99999-9999',
        usuario_id: p.dono.id,
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.id).toBe(res.json.fornecedor.id);
    const cat = await t.deps.db
      .selectFrom('categorias_link')
      .select('id')
      .where('nome', '=', 'outro')
      .executeTakeFirstOrThrow();
    const form = new FormData();
    form.append('nome_empresa', 'Estúdio Completo');
    form.append('descricao_curta', 'Tudo num envio');
    form.append('conteudo', '<p>Olá</p>');
    form.append('usuario_id', String(p.dono.id));
    form.append('tags', JSON.stringify([await tagId('Fotografia')]));
    form.append('tipos', JSON.stringify([]));
    form.append(
      'faqs',
      JSON.stringify([
        { pergunta: 'Q?', resposta: 'A.' },
        { pergunta: 'Vazia', resposta: '' },
      ]),
    );
    form.append(
      'links',
      JSON.stringify([
        { id: 'temp-1', url: 'https://insta.com/x', texto_tela: 'Insta', categoria_id: cat.id },
      ]),
    );
    form.append('foto_perfil', arquivo(await png(), 'perfil.png', 'image/png'));
    form.append('galeria', arquivo(await png(40, 40), 'g1.png', 'image/png'));
    const criado = await multipart(client, 'POST', '/api/fornecedores', form, p.tokens.dono);
    expect(criado.status).toBe(201);
    const caller = await callerFor(t.deps, p.dono);
    const f = await caller.fornecedores.editar({ id: criado.json.id });
    expect(f.nome_empresa).toBe('Estúdio Completo');
    expect(f.links).toHaveLength(1);
    expect(f.links[0]!.categoria.id).toBe(cat.id);
    expect(f.faqs).toHaveLength(1);
    expect(f.galeria).toHaveLength(1);
    expect(f.foto_perfil).toMatch(new RegExp(`^/uploads/fornecedores/${criado.json.id}/[0-9a-f]{32}\\.png$`));
    expect(f.midia_bytes).toBeGreaterThan(0);
  });
});
