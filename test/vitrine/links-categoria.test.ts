import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as m028 from '../../db/migrations/2026-11-27-028-links-desativacao.js';
import { normalizarLink } from '../../server/schemas/links-normalizar.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { httpClient } from '../helpers/http.js';
import { type Pessoas, pessoas } from './setup.js';

describe('link buttons: one normalizer per category (issue 29, defect 2)', () => {
  let t: TestDb;
  let p: Pessoas;
  let client: ReturnType<typeof httpClient>;
  beforeEach(async () => {
    t = await createTestDb();
    p = await pessoas(t);
    client = httpClient(t.deps);
  });
  afterEach(() => t.cleanup());

  async function categoria(nome: string) {
    return (
      await t.deps.db
        .selectFrom('categorias_link')
        .select('id')
        .where('nome', '=', nome)
        .executeTakeFirstOrThrow()
    ).id;
  }
  const urls = async () =>
    (
      await t.deps.db
        .selectFrom('fornecedor_links')
        .select(['id', 'url', 'ordem'])
        .where('fornecedor_id', '=', p.fornecedorId)
        .orderBy('ordem')
        .orderBy('id')
        .execute()
    ).map((l) => l.url);

  it('POST /api/fornecedor-links stores what the button should open, for what people type', async () => {
    const casos: [string, string, string][] = [
      ['email', 'contato@claracontas.com.br', 'mailto:contato@claracontas.com.br'],
      ['instagram', '@claracontas.financeiro', 'https://instagram.com/claracontas.financeiro'],
      ['whatsapp', '31 99123-4567', 'https://wa.me/5531991234567'],
      ['telefone', '(31) 3222-4567', 'tel:+553132224567'],
      ['whatsapp', '+55 (31) 99123-4567', 'https://wa.me/5531991234567'],
      ['youtube', '@claracontas', 'https://youtube.com/@claracontas'],
      ['tiktok', 'https://www.tiktok.com/@claracontas', 'https://tiktok.com/@claracontas'],
      ['site', 'claracontas.com.br', 'https://claracontas.com.br'],
    ];
    for (const [nome, digitado, esperado] of casos) {
      const res = await client.request('POST', '/api/fornecedor-links', {
        token: p.tokens.dono,
        body: { fornecedor_id: p.fornecedorId, categoria_id: await categoria(nome), url: digitado },
      });
      expect(res.status, `${nome}: ${digitado} → ${JSON.stringify(res.json)}`).toBe(201);
      expect(res.json.url).toBe(esperado);
    }
    expect(await urls()).toEqual(casos.map((c) => c[2]));
  });

  it('the tRPC procedure stores the same normalized form', async () => {
    const caller = await callerFor(t.deps, p.dono);
    const link = await caller.fornecedores.adicionarLink({
      fornecedor_id: p.fornecedorId,
      categoria_id: await categoria('email'),
      url: 'https://contato@claracontas.com.br',
    });
    expect(link.url).toBe('mailto:contato@claracontas.com.br');
  });

  it('refuses what a category cannot open with its own Portuguese message, and stores nothing', async () => {
    const casos: [string, string, RegExp][] = [
      ['whatsapp', '99123-4567', /WhatsApp com DDD/],
      ['telefone', '(31) 3222-45', /telefone com DDD/],
      ['email', 'contato@claracontas', /e-mail válido/],
      ['instagram', 'https://facebook.com/claracontas', /@ do Instagram/],
      ['site', 'contato@claracontas.com.br', /endereço do site/],
    ];
    for (const [nome, digitado, mensagem] of casos) {
      const res = await client.request('POST', '/api/fornecedor-links', {
        token: p.tokens.dono,
        body: { fornecedor_id: p.fornecedorId, categoria_id: await categoria(nome), url: digitado },
      });
      expect(res.status, `${nome}: ${digitado}`).toBe(400);
      expect(res.json.message).toMatch(mensagem);
      expect(res.json.errors).toEqual([{ campo: 'url', mensagem: res.json.message }]);
    }
    expect(await urls()).toEqual([]);
  });

  it('links sent with a new showcase are normalized too', async () => {
    const caller = await callerFor(t.deps, p.dono);
    const r = await caller.fornecedores.criar({
      nome_empresa: 'Clara Contas',
      descricao_curta: 'Contabilidade para quem faz eventos.',
      links: [{ url: '31 99123-4567', texto_tela: 'WhatsApp', categoria_id: await categoria('whatsapp') }],
    });
    const edicao = await caller.fornecedores.editar({ id: r.id });
    expect(edicao.links.map((l) => l.url)).toEqual(['https://wa.me/5531991234567']);
  });

  it('a saved link can be edited (category, address, text) by REST and tRPC, normalized again', async () => {
    const criado = await client.request('POST', '/api/fornecedor-links', {
      token: p.tokens.dono,
      body: {
        fornecedor_id: p.fornecedorId,
        categoria_id: await categoria('site'),
        url: 'claracontas.com.br',
      },
    });
    const id = criado.json.id;
    const rest = await client.request('PUT', `/api/fornecedor-links/${id}`, {
      token: p.tokens.dono,
      body: { categoria_id: await categoria('whatsapp'), url: '(31) 99123-4567', texto_tela: 'Fale conosco' },
    });
    expect(rest.status, JSON.stringify(rest.json)).toBe(200);
    expect(rest.json).toMatchObject({
      id,
      url: 'https://wa.me/5531991234567',
      texto_tela: 'Fale conosco',
      categoria: { nome: 'whatsapp' },
    });
    const caller = await callerFor(t.deps, p.dono);
    const trpc = await caller.fornecedores.editarLink({
      id,
      categoria_id: await categoria('email'),
      url: 'contato@claracontas.com.br',
    });
    expect(trpc.url).toBe('mailto:contato@claracontas.com.br');
    // another advertiser may not edit it
    const alheio = await client.request('PUT', `/api/fornecedor-links/${id}`, {
      token: p.tokens.outro,
      body: { categoria_id: await categoria('site'), url: 'golpe.com' },
    });
    expect(alheio.status).toBe(403);
    expect(await urls()).toEqual(['mailto:contato@claracontas.com.br']);
  });

  it('links can be reordered (every id once); a partial order is refused and changes nothing', async () => {
    const ids: number[] = [];
    for (const url of ['a.com.br', 'b.com.br', 'c.com.br']) {
      const r = await client.request('POST', '/api/fornecedor-links', {
        token: p.tokens.dono,
        body: { fornecedor_id: p.fornecedorId, categoria_id: await categoria('site'), url },
      });
      ids.push(r.json.id);
    }
    const rest = await client.request('PUT', `/api/fornecedores/${p.fornecedorId}/links/ordem`, {
      token: p.tokens.dono,
      body: { ids: [ids[2], ids[0], ids[1]] },
    });
    expect(rest.status, JSON.stringify(rest.json)).toBe(200);
    expect(rest.json.links.map((l: { id: number }) => l.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(await urls()).toEqual(['https://c.com.br', 'https://a.com.br', 'https://b.com.br']);

    const caller = await callerFor(t.deps, p.dono);
    await caller.fornecedores.reordenarLinks({
      fornecedor_id: p.fornecedorId,
      ids: [ids[1], ids[2], ids[0]],
    });
    expect(await urls()).toEqual(['https://b.com.br', 'https://c.com.br', 'https://a.com.br']);

    const parcial = await client.request('PUT', `/api/fornecedores/${p.fornecedorId}/links/ordem`, {
      token: p.tokens.dono,
      body: { ids: [ids[0], ids[1]] },
    });
    expect(parcial.status).toBe(400);
    expect(await urls()).toEqual(['https://b.com.br', 'https://c.com.br', 'https://a.com.br']);
    // the public page follows the new order
    const pagina = await client.request('GET', `/api/fornecedores/${p.fornecedorId}`);
    expect(pagina.json.links.map((l: { url: string }) => l.url)).toEqual(await urls());
  });

  it('migration 028 repairs the links the old editor saved and leaves unreadable ones alone', async () => {
    const agora = new Date().toISOString();
    const inserir = async (nome: string, url: string) =>
      (
        await t.deps.db
          .insertInto('fornecedor_links')
          .values({
            fornecedor_id: p.fornecedorId,
            categoria_id: await categoria(nome),
            url,
            texto_tela: null,
            created_at: agora,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const casos: [string, string, string][] = [
      ['email', 'https://contato@claracontas.com.br', 'mailto:contato@claracontas.com.br'],
      ['instagram', 'https://@claracontas.financeiro', 'https://instagram.com/claracontas.financeiro'],
      ['whatsapp', 'https://31991234567', 'https://wa.me/5531991234567'],
      ['telefone', 'tel:3132224567', 'tel:+553132224567'],
      ['site', 'https://www.claracontas.com.br', 'https://www.claracontas.com.br'],
      ['whatsapp', 'https://exemplo.com.br', 'https://exemplo.com.br'],
      ['outro', 'https://exemplo.com.br/x', 'https://exemplo.com.br/x'],
    ];
    const ids = [];
    for (const [nome, url] of casos) ids.push(await inserir(nome, url));
    // run 028 again on this data (down drops only its columns)
    await m028.down(t.deps.db);
    await m028.up(t.deps.db);
    const depois = await t.deps.db
      .selectFrom('fornecedor_links')
      .select(['id', 'url'])
      .where('id', 'in', ids)
      .execute();
    const porId = new Map(depois.map((l) => [l.id, l.url]));
    expect(ids.map((id) => porId.get(id))).toEqual(casos.map((c) => c[2]));
  });

  it('the migration keeps the same rules as the live normalizer on the issue cases', () => {
    expect(normalizarLink('whatsapp', 'https://31991234567')).toEqual({
      ok: true,
      url: 'https://wa.me/5531991234567',
    });
    expect(normalizarLink('email', 'https://contato@claracontas.com.br')).toEqual({
      ok: true,
      url: 'mailto:contato@claracontas.com.br',
    });
  });
});
