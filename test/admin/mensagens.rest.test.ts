// The admin panel's contact inbox: without CONTACT_EMAIL the messages were only
// stored and no screen showed them; now admins list them (newest first, paged, unread count) and
// mark them read and answered, over REST and tRPC; nobody else can.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createUsuario, loginAs } from '../helpers/factories.js';
import { httpClient } from '../helpers/http.js';

const mensagem = (n: number) => ({
  nome: `Pessoa ${n}`,
  email: `pessoa${n}@exemplo.com.br`,
  assunto: `Assunto ${n}`,
  mensagem: `Olá, esta é a mensagem número ${n}.`,
});

describe('contact messages in the admin panel', () => {
  let t: TestDb;
  let http: ReturnType<typeof httpClient>;
  let adminToken: string;

  beforeEach(async () => {
    t = await createTestDb();
    http = httpClient(t.deps);
    const admin = await createUsuario(t.deps, { tipo: 'admin' });
    adminToken = (await loginAs(t.deps, admin)).token;
  });
  afterEach(() => t.cleanup());

  async function enviar(n: number) {
    const res = await http.request('POST', '/api/contato', { body: mensagem(n) });
    expect(res.status).toBe(201);
  }

  it('lists the messages sent through /api/contato, newest first and paged, with the unread count', async () => {
    for (const n of [1, 2, 3]) await enviar(n);
    const res = await http.request('GET', '/api/admin/mensagens?page=1&per_page=2', { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(3);
    expect(res.json.nao_lidas).toBe(3);
    expect(res.json.per_page).toBe(2);
    expect(res.json.rows.map((r: { assunto: string }) => r.assunto)).toEqual(['Assunto 3', 'Assunto 2']);
    expect(res.json.rows[0]).toMatchObject({
      nome: 'Pessoa 3',
      email: 'pessoa3@exemplo.com.br',
      mensagem: 'Olá, esta é a mensagem número 3.',
      lida_em: null,
      respondida_em: null,
    });
    const p2 = await http.request('GET', '/api/admin/mensagens?page=2&per_page=2', { token: adminToken });
    expect(p2.json.rows.map((r: { assunto: string }) => r.assunto)).toEqual(['Assunto 1']);
  });

  it('opening marks read (unread count drops), answered implies read, and both can be undone', async () => {
    await enviar(1);
    await enviar(2);
    const [recente] = (await http.request('GET', '/api/admin/mensagens', { token: adminToken })).json.rows;

    const lida = await http.request('PUT', `/api/admin/mensagens/${recente.id}/lida`, {
      token: adminToken,
      body: {},
    });
    expect(lida.status).toBe(200);
    expect(lida.json.lida_em).toEqual(expect.any(String));
    let lista = (await http.request('GET', '/api/admin/mensagens', { token: adminToken })).json;
    expect(lista.nao_lidas).toBe(1);

    // opening again keeps the first reading time
    const outra = await http.request('PUT', `/api/admin/mensagens/${recente.id}/lida`, {
      token: adminToken,
      body: { lida: true },
    });
    expect(outra.json.lida_em).toBe(lida.json.lida_em);

    const antiga = lista.rows[1];
    const respondida = await http.request('PUT', `/api/admin/mensagens/${antiga.id}/respondida`, {
      token: adminToken,
      body: { respondida: true },
    });
    expect(respondida.status).toBe(200);
    expect(respondida.json.respondida_em).toEqual(expect.any(String));
    expect(respondida.json.lida_em).toEqual(expect.any(String));
    lista = (await http.request('GET', '/api/admin/mensagens', { token: adminToken })).json;
    expect(lista.nao_lidas).toBe(0);

    const desfeita = await http.request('PUT', `/api/admin/mensagens/${antiga.id}/respondida`, {
      token: adminToken,
      body: { respondida: false },
    });
    expect(desfeita.json.respondida_em).toBeNull();
    const naoLida = await http.request('PUT', `/api/admin/mensagens/${recente.id}/lida`, {
      token: adminToken,
      body: { lida: false },
    });
    expect(naoLida.json.lida_em).toBeNull();

    // the "answered" change is in the audit trail
    const log = await http.request('GET', '/api/admin/auditoria', { token: adminToken });
    expect(log.json.rows.filter((r: { entidade: string }) => r.entidade === 'mensagem_contato')).toHaveLength(
      2,
    );
  });

  it('answers 404 for an unknown message and 400 for a bad mark', async () => {
    const nada = await http.request('PUT', '/api/admin/mensagens/999/lida', { token: adminToken, body: {} });
    expect(nada.status).toBe(404);
    expect(nada.json.message).toBe('Mensagem de contato não encontrada.');
    await enviar(1);
    const [m] = (await http.request('GET', '/api/admin/mensagens', { token: adminToken })).json.rows;
    const ruim = await http.request('PUT', `/api/admin/mensagens/${m.id}/lida`, {
      token: adminToken,
      body: { lida: 'sim' },
    });
    expect(ruim.status).toBe(400);
  });

  it('is for admins only: anonymous 401, cliente and anunciante 403, over REST and tRPC', async () => {
    await enviar(1);
    const cliente = await createUsuario(t.deps, { tipo: 'cliente' });
    const anunciante = await createUsuario(t.deps, { tipo: 'anunciante' });
    for (const [token, status] of [
      [undefined, 401],
      [(await loginAs(t.deps, cliente)).token, 403],
      [(await loginAs(t.deps, anunciante)).token, 403],
    ] as const) {
      expect((await http.request('GET', '/api/admin/mensagens', { token })).status).toBe(status);
      expect((await http.request('PUT', '/api/admin/mensagens/1/lida', { token, body: {} })).status).toBe(
        status,
      );
      expect(
        (await http.request('PUT', '/api/admin/mensagens/1/respondida', { token, body: {} })).status,
      ).toBe(status);
    }
    await expect((await callerFor(t.deps, cliente)).admin.mensagens({})).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect((await callerFor(t.deps, null)).admin.mensagens({})).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const row = await t.deps.db.selectFrom('mensagens_contato').select('lida_em').executeTakeFirstOrThrow();
    expect(row.lida_em).toBeNull();
  });

  it('tRPC: the admin lists and marks the same way', async () => {
    await enviar(1);
    const admin = await createUsuario(t.deps, { tipo: 'admin', email: 'outra-admin@exemplo.com.br' });
    const caller = await callerFor(t.deps, admin);
    const lista = await caller.admin.mensagens({});
    expect(lista.nao_lidas).toBe(1);
    await caller.admin.marcarMensagem({ id: lista.rows[0].id, lida: true });
    expect((await caller.admin.mensagens({})).nao_lidas).toBe(0);
  });
});
