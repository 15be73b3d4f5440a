import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_SITE, MSG_TELEFONE_VITRINE, MSG_WHATSAPP_VITRINE } from '../../server/schemas/vitrine.schema.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { httpClient } from '../helpers/http.js';
import { multipart, type Pessoas, pessoas } from './setup.js';

const SITES_RUINS = [
  'javascript:__x(2408)',
  'JaVaScRiPt:alert(1)',
  '  javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'ftp://arquivos.exemplo.com.br',
  'mailto:contato@exemplo.com.br',
  'https://exemplo.com.br/<script>',
  'https://',
];
const NUMEROS_RUINS = [
  'abc',
  '<script>',
  '1234567',
  '+55 11 9999-9999 r2',
  '1234567890123456',
  '55+11987654321',
];

// Issue 21, item 6a: `site` accepted any scheme (javascript: stored and served by the public API).
describe('showcase site, telefone and whatsapp formats on write', () => {
  let t: TestDb;
  let p: Pessoas;
  let client: ReturnType<typeof httpClient>;
  beforeEach(async () => {
    t = await createTestDb();
    p = await pessoas(t);
    client = httpClient(t.deps);
  });
  afterEach(() => t.cleanup());

  const linha = () =>
    t.deps.db
      .selectFrom('fornecedores')
      .select(['site', 'telefone', 'whatsapp', 'slug'])
      .where('id', '=', p.fornecedorId)
      .executeTakeFirstOrThrow();

  it('REST refuses any site that is not http or https with a field message, and nothing is stored or served', async () => {
    for (const site of SITES_RUINS) {
      const parcial = await client.request('PUT', `/api/fornecedores/${p.fornecedorId}/partial`, {
        token: p.tokens.dono,
        body: { site },
      });
      expect([site, parcial.status]).toEqual([site, 400]);
      expect(parcial.json.errors).toContainEqual({ campo: 'site', mensagem: MSG_SITE });
      const form = new FormData();
      form.set('nome_empresa', 'Aurora');
      form.set('descricao_curta', 'Descrição');
      form.set('site', site);
      const completo = await multipart(
        client,
        'PUT',
        `/api/fornecedores/${p.fornecedorId}`,
        form,
        p.tokens.dono,
      );
      expect([site, completo.status]).toEqual([site, 400]);
      expect(completo.json.errors).toContainEqual({ campo: 'site', mensagem: MSG_SITE });
    }
    const criar = await client.request('POST', '/api/fornecedores', {
      token: p.tokens.dono,
      body: { nome_empresa: 'Nova', descricao_curta: 'Descrição', site: 'javascript:__x(2408)' },
    });
    expect(criar.status).toBe(400);
    expect(criar.json.errors).toContainEqual({ campo: 'site', mensagem: MSG_SITE });

    const { slug, site } = await linha();
    expect(site).toBeNull();
    const publico = await client.request('GET', `/api/fornecedores/solucao/${slug}`);
    expect(publico.status).toBe(200);
    expect(publico.text).not.toContain('javascript');
  });

  it('tRPC refuses the same sites on create, update and partial update', async () => {
    const c = await callerFor(t.deps, p.dono);
    for (const site of SITES_RUINS) {
      await expect(
        c.fornecedores.atualizarParcial({ id: p.fornecedorId, dados: { site } }),
        site,
      ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: MSG_SITE });
    }
    await expect(
      c.fornecedores.atualizar({
        id: p.fornecedorId,
        dados: { nome_empresa: 'Aurora', descricao_curta: 'Descrição', site: 'javascript:__x(2408)' },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: MSG_SITE });
    await expect(
      c.fornecedores.criar({ nome_empresa: 'Nova', descricao_curta: 'Descrição', site: 'javascript:1' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: MSG_SITE });
    expect((await linha()).site).toBeNull();
  });

  it('accepts http and https sites (a bare domain gets https://) and empty clears', async () => {
    const c = await callerFor(t.deps, p.dono);
    for (const [enviado, guardado] of [
      ['https://exemplo.com.br/contato?x=1', 'https://exemplo.com.br/contato?x=1'],
      ['HTTP://Exemplo.com.br', 'HTTP://Exemplo.com.br'],
      ['www.exemplo.com.br', 'https://www.exemplo.com.br'],
      ['', null],
    ] as const) {
      await c.fornecedores.atualizarParcial({ id: p.fornecedorId, dados: { site: enviado } });
      expect((await linha()).site, enviado).toBe(guardado);
    }
    const rest = await client.request('PUT', `/api/fornecedores/${p.fornecedorId}/partial`, {
      token: p.tokens.dono,
      body: { site: 'http://exemplo.com.br' },
    });
    expect(rest.status).toBe(200);
    expect((await linha()).site).toBe('http://exemplo.com.br');
  });

  it('telefone and whatsapp take digits, spaces, parentheses, hyphens and a leading +, 8 to 15 digits', async () => {
    const c = await callerFor(t.deps, p.dono);
    for (const numero of NUMEROS_RUINS) {
      const rest = await client.request('PUT', `/api/fornecedores/${p.fornecedorId}/partial`, {
        token: p.tokens.dono,
        body: { telefone: numero, whatsapp: numero },
      });
      expect([numero, rest.status]).toEqual([numero, 400]);
      expect(rest.json.errors).toEqual(
        expect.arrayContaining([
          { campo: 'telefone', mensagem: MSG_TELEFONE_VITRINE },
          { campo: 'whatsapp', mensagem: MSG_WHATSAPP_VITRINE },
        ]),
      );
      await expect(
        c.fornecedores.atualizarParcial({ id: p.fornecedorId, dados: { whatsapp: numero } }),
        numero,
      ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: MSG_WHATSAPP_VITRINE });
    }
    for (const numero of ['+55 (11) 98765-4321', '(11) 3456-7890', '11987654321', '+1 212 555 0100']) {
      const rest = await client.request('PUT', `/api/fornecedores/${p.fornecedorId}/partial`, {
        token: p.tokens.dono,
        body: { telefone: numero, whatsapp: numero },
      });
      expect([numero, rest.status]).toEqual([numero, 200]);
      expect(await linha()).toMatchObject({ telefone: numero, whatsapp: numero });
    }
    await c.fornecedores.atualizarParcial({ id: p.fornecedorId, dados: { telefone: '', whatsapp: '' } });
    expect(await linha()).toMatchObject({ telefone: null, whatsapp: null });
  });
});
