import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_PUBLICAR } from '../../server/schemas/vitrine.schema.js';
import * as entryServer from '../../src/entry-server.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor } from '../helpers/factories.js';
import { fakeBuild, httpClient } from '../helpers/http.js';
import { type Pessoas, pessoas } from './setup.js';

/** Issue 15 item 2: "Criar nova vitrine" makes a draft, public only after "Publicar". */
describe('draft showcases', () => {
  let t: TestDb;
  let p: Pessoas;
  let client: ReturnType<typeof httpClient>;
  beforeEach(async () => {
    t = await createTestDb();
    p = await pessoas(t);
    client = httpClient(t.deps, fakeBuild(), entryServer);
  });
  afterEach(() => t.cleanup());

  /** What the account page's "Criar nova vitrine" sends (src/features/perfil/vitrines-aba.tsx). */
  const criarVazia = async (quem = p.dono) => {
    const caller = await callerFor(t.deps, quem);
    return { status: 201, json: await caller.fornecedores.criarRascunho({ telefone: null }) };
  };

  async function rascunho(tags: string[] = ['Fotografia']) {
    const r = await criarVazia();
    expect(r.status).toBe(201);
    const id = r.json.id as number;
    // Named like a real company and tagged, so a leak would show in search and counts.
    const dono = await callerFor(t.deps, p.dono);
    await dono.fornecedores.atualizarParcial({
      id,
      dados: { nome_empresa: 'Buffet Zeferino Rascunho', tags: await tagIds(tags) },
    });
    return id;
  }

  async function tagIds(nomes: string[]) {
    const rows = await t.deps.db
      .selectFrom('tags')
      .select(['id', 'nome'])
      .where('nome', 'in', nomes)
      .execute();
    return rows.map((r) => r.id);
  }

  const slugDe = async (id: number) =>
    (await t.deps.db.selectFrom('fornecedores').select('slug').where('id', '=', id).executeTakeFirstOrThrow())
      .slug;

  const idsDaLista = async () => {
    const anon = await callerFor(t.deps, null);
    const r = await anon.fornecedores.list({ pesquisa: '', tags: [], pagina: 1, porPagina: 24, semente: 1 });
    return r.itens.map((c) => c.id);
  };

  it('"Criar nova vitrine" creates a draft that no public list, search, home, count or sitemap shows', async () => {
    const id = await rascunho();
    const row = await t.deps.db
      .selectFrom('fornecedores')
      .select('publicado')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.publicado).toBe(0);
    const anon = await callerFor(t.deps, null);

    expect(await idsDaLista()).not.toContain(id);
    expect(await idsDaLista()).toContain(p.fornecedorId);
    const lista = await client.request('GET', '/api/fornecedores');
    expect(lista.json.map((f: { id: number }) => f.id)).not.toContain(id);
    const busca = await client.request('GET', '/api/fornecedores/busca?q=Zeferino');
    expect(busca.status).toBe(200);
    expect(busca.json.total).toBe(0);
    expect(await anon.fornecedores.search({ texto: 'Zeferino' })).toEqual([]);

    const home = await anon.fornecedores.home();
    const naHome = [...home.destaques, ...home.carrossel].map((c) => c.id);
    expect(naHome).not.toContain(id);
    expect(home.tagsPopulares.map((tg) => tg.nome)).not.toContain('Fotografia');
    const [fotografia] = await tagIds(['Fotografia']);
    const filtrada = await anon.fornecedores.list({
      pesquisa: '',
      tags: [],
      pagina: 1,
      porPagina: 24,
      semente: 1,
    });
    expect(filtrada.contagens[fotografia] ?? 0).toBe(0);

    const sitemap = await client.request('GET', '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    const slug = await slugDe(id);
    expect(sitemap.text).not.toContain(slug);
  });

  it('a draft answers 404 to anonymous visitors and other users, and itself to its owner and admins', async () => {
    const id = await rascunho();
    const slug = await slugDe(id);

    expect((await client.request('GET', `/api/fornecedores/${id}`)).status).toBe(404);
    for (const token of [p.tokens.cliente, p.tokens.outro]) {
      expect((await client.request('GET', `/api/fornecedores/${id}`, { token })).status).toBe(404);
      expect((await client.request('GET', `/api/fornecedores/solucao/${slug}`, { token })).status).toBe(404);
    }
    for (const token of [p.tokens.dono, p.tokens.admin]) {
      const r = await client.request('GET', `/api/fornecedores/${id}`, { token });
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({ id, publicado: false, nome_empresa: 'Buffet Zeferino Rascunho' });
    }
    // The owner's read did not put the draft where others read from.
    expect((await client.request('GET', `/api/fornecedores/${id}`)).status).toBe(404);

    const outro = await callerFor(t.deps, p.outro);
    await expect(outro.fornecedores.detail({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect((await callerFor(t.deps, null)).fornecedores.detail({ slug })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const dono = await callerFor(t.deps, p.dono);
    expect(await dono.fornecedores.detail({ slug })).toMatchObject({ id, publicado: false });
    const admin = await callerFor(t.deps, p.admin);
    expect(await admin.fornecedores.detail({ id })).toMatchObject({ id, publicado: false });
    // A published page says so.
    expect(await dono.fornecedores.detail({ id: p.fornecedorId })).toMatchObject({ publicado: true });
  });

  it('the server-rendered page of a draft is the not-found page for everyone, never the draft', async () => {
    const id = await rascunho();
    const slug = await slugDe(id);
    for (const token of [undefined, p.tokens.dono, undefined]) {
      const r = await client.request('GET', `/solucao/${slug}`, { token });
      expect(r.status).toBe(404);
      expect(r.text).not.toContain('Buffet Zeferino Rascunho');
    }
  });

  it('publishing is refused with field messages until name, description and a contact are real', async () => {
    const r = await criarVazia();
    const id = r.json.id as number;
    const recusa = await client.request('PUT', `/api/fornecedores/${id}/publicar`, { token: p.tokens.dono });
    expect(recusa.status).toBe(400);
    expect(recusa.json.code).toBe('VALIDATION_ERROR');
    expect(recusa.json.errors).toEqual([
      { campo: 'nome_empresa', mensagem: MSG_PUBLICAR.nomeVazio },
      { campo: 'descricao_curta', mensagem: MSG_PUBLICAR.descricao },
      { campo: 'contato', mensagem: MSG_PUBLICAR.contato },
    ]);
    expect(await idsDaLista()).not.toContain(id);

    // The admin's placeholder name is refused too (tRPC: the same rule and fields).
    const admin = await callerFor(t.deps, p.admin);
    await admin.fornecedores.atualizarParcial({
      id,
      dados: { nome_empresa: 'Nova Vitrine 05/03/2026', descricao_curta: 'Buffet completo.' },
    });
    const erro = await admin.fornecedores.publicar({ id }).catch((e) => e);
    expect(erro.code).toBe('BAD_REQUEST');
    expect(erro.errors.map((e: { campo: string }) => e.campo)).toEqual(['nome_empresa', 'contato']);

    const dono = await callerFor(t.deps, p.dono);
    await dono.fornecedores.atualizarParcial({
      id,
      dados: { nome_empresa: 'Buffet Zeferino', whatsapp: '(11) 98765-4321' },
    });
    const ok = await client.request('PUT', `/api/fornecedores/${id}/publicar`, { token: p.tokens.dono });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ id, publicado: true });
  });

  it('a link button counts as a way to be contacted', async () => {
    const r = await criarVazia();
    const id = r.json.id as number;
    const dono = await callerFor(t.deps, p.dono);
    await dono.fornecedores.atualizarParcial({
      id,
      dados: { nome_empresa: 'Buffet Zeferino', descricao_curta: 'Buffet completo.' },
    });
    await expect(dono.fornecedores.publicar({ id })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const categoria = await t.deps.db
      .selectFrom('categorias_link')
      .select('id')
      .where('nome', '=', 'instagram')
      .executeTakeFirstOrThrow();
    await dono.fornecedores.adicionarLink({
      fornecedor_id: id,
      url: 'https://instagram.com/zeferino',
      categoria_id: categoria.id,
    });
    expect(await dono.fornecedores.publicar({ id })).toMatchObject({ publicado: true });
  });

  it('published, it appears in the list and search; unpublished, it leaves them again', async () => {
    const id = await rascunho();
    const dono = await callerFor(t.deps, p.dono);
    await dono.fornecedores.atualizarParcial({
      id,
      dados: { descricao_curta: 'Buffet completo para casamentos.', site: 'https://zeferino.com.br' },
    });
    // Read once as a draft, so the index and caches have a version to move from.
    expect(await idsDaLista()).not.toContain(id);
    expect((await client.request('GET', `/api/fornecedores/${id}`)).status).toBe(404);

    expect(
      (await client.request('PUT', `/api/fornecedores/${id}/publicar`, { token: p.tokens.dono })).status,
    ).toBe(200);
    expect(await idsDaLista()).toContain(id);
    const busca = await client.request('GET', '/api/fornecedores/busca?q=Zeferino');
    expect(busca.json.rows.map((f: { id: number }) => f.id)).toEqual([id]);
    const pagina = await client.request('GET', `/api/fornecedores/${id}`);
    expect(pagina.status).toBe(200);
    expect(pagina.json.publicado).toBe(true);

    // Admins may unpublish too.
    const des = await client.request('PUT', `/api/fornecedores/${id}/despublicar`, { token: p.tokens.admin });
    expect(des.status).toBe(200);
    expect(des.json).toMatchObject({ id, publicado: false });
    expect(await idsDaLista()).not.toContain(id);
    expect((await client.request('GET', '/api/fornecedores/busca?q=Zeferino')).json.total).toBe(0);
    expect((await client.request('GET', `/api/fornecedores/${id}`)).status).toBe(404);
  });

  it('publish and unpublish: other users 403, anonymous 401', async () => {
    const id = await rascunho();
    for (const acao of ['publicar', 'despublicar']) {
      const url = `/api/fornecedores/${id}/${acao}`;
      expect((await client.request('PUT', url)).status).toBe(401);
      expect((await client.request('PUT', url, { token: p.tokens.outro })).status).toBe(403);
      expect((await client.request('PUT', url, { token: p.tokens.cliente })).status).toBe(403);
    }
    const outro = await callerFor(t.deps, p.outro);
    await expect(outro.fornecedores.despublicar({ id: p.fornecedorId })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await idsDaLista()).toContain(p.fornecedorId);
  });

  it('a repeated "Criar nova vitrine" answers the same draft; a later or edited one is a new showcase', async () => {
    const [a, b] = await Promise.all([criarVazia(), criarVazia()]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.json).toEqual(a.json);
    const c = await criarVazia();
    expect(c.json.id).toBe(a.json.id);
    const contar = async () =>
      (await t.deps.db.selectFrom('fornecedores').select('id').where('usuario_id', '=', p.dono.id).execute())
        .length;
    expect(await contar()).toBe(2); // the setup's showcase and one draft

    // Once edited, the draft is the user's work: another click makes another showcase.
    const dono = await callerFor(t.deps, p.dono);
    await new Promise((r) => setTimeout(r, 5));
    await dono.fornecedores.atualizarParcial({ id: a.json.id, dados: { frase_slogan: 'Sabor de festa' } });
    const d = await criarVazia();
    expect(d.json.id).not.toBe(a.json.id);
    // Another owner's click is never answered with someone else's draft.
    const e = await criarVazia(p.outro);
    expect(e.json.id).not.toBe(d.json.id);
    // Older than a minute: a new one.
    await t.deps.db
      .updateTable('fornecedores')
      .set({ created_at: '2020-01-01T00:00:00.000Z', updated_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', d.json.id)
      .execute();
    expect((await criarVazia()).json.id).not.toBe(d.json.id);
  });

  it('"Criar nova vitrine" starts empty (no "Empresa de…", no "."), and publishing asks for name and description', async () => {
    const r = await criarVazia();
    const dono = await callerFor(t.deps, p.dono);
    const f = await dono.fornecedores.editar({ id: r.json.id });
    expect(f).toMatchObject({
      nome_empresa: '',
      descricao_curta: '',
      descricao_longa: null,
      conteudo: null,
      telefone: null,
      publicado: false,
    });
    await expect(dono.fornecedores.publicar({ id: r.json.id })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: MSG_PUBLICAR.recusada,
    });
    const http = await client.request('PUT', `/api/fornecedores/${r.json.id}/publicar`, {
      token: p.tokens.dono,
    });
    expect(http.json.errors).toEqual(
      expect.arrayContaining([
        { campo: 'nome_empresa', mensagem: MSG_PUBLICAR.nomeVazio },
        { campo: 'descricao_curta', mensagem: MSG_PUBLICAR.descricao },
      ]),
    );
  });

  it('existing and seeded showcases stay published', async () => {
    const f = await createFornecedor(t.deps, p.outro.id);
    expect(await idsDaLista()).toContain(f.id);
  });

  it('the account list and the admin list show the status', async () => {
    const id = await rascunho();
    const dono = await callerFor(t.deps, p.dono);
    const minhas = await dono.fornecedores.minhas();
    expect(minhas.find((f) => f.id === id)?.publicado).toBe(0);
    expect(minhas.find((f) => f.id === p.fornecedorId)?.publicado).toBe(1);
    const admin = await callerFor(t.deps, p.admin);
    const lista = await admin.admin.fornecedores({ page: 1, per_page: 50 });
    expect(lista.rows.find((f) => f.id === id)?.publicado).toBe(false);
    expect(lista.rows.find((f) => f.id === p.fornecedorId)?.publicado).toBe(true);
  });
});
