import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { httpClient, ORIGIN } from '../helpers/http.js';
import { type Pessoas, pessoas } from './setup.js';

const MSG = 'Corpo da requisição inválido: envie um formulário multipart válido.';

// Issue 21, item 5: a body that does not parse as multipart answered 500 with an error-level log.
describe('REST multipart paths: malformed body and ownership before the body', () => {
  let t: TestDb;
  let p: Pessoas;
  let client: ReturnType<typeof httpClient>;
  let logs: { level: number; msg: string }[];

  beforeEach(async () => {
    t = await createTestDb();
    logs = [];
    t.deps.logger = pino(
      { level: 'debug', base: undefined },
      new Writable({
        write(chunk, _enc, done) {
          logs.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    );
    p = await pessoas(t);
    client = httpClient(t.deps);
  });
  afterEach(() => t.cleanup());

  const caminhos = (id: number): [string, string][] => [
    ['PUT', `/api/galerias/${id}`],
    ['POST', '/api/fornecedores'],
    ['PUT', `/api/fornecedores/${id}`],
    ['PUT', `/api/fornecedores/${id}/partial`],
    ['POST', `/api/fornecedores/${id}/imagens`],
  ];

  async function enviar(method: string, url: string, token: string, contentType: string) {
    const res = await client.app.request(`${ORIGIN}${url}`, {
      method,
      body: 'garbage',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType },
    });
    return { status: res.status, json: await res.json() };
  }

  /** Everything these paths could change: the showcases, their media and the stored files. */
  async function estado() {
    const db = t.deps.db;
    return {
      fornecedores: await db.selectFrom('fornecedores').selectAll().orderBy('id').execute(),
      midias: await db.selectFrom('galeria_midias').selectAll().execute(),
      links: await db.selectFrom('fornecedor_links').selectAll().execute(),
    };
  }

  it('the owner gets 400 with a Portuguese message, logged at warn, never a 500', async () => {
    const antes = await estado();
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=----x']) {
      for (const [method, url] of caminhos(p.fornecedorId)) {
        const res = await enviar(method, url, p.tokens.dono, contentType);
        expect([method, url, contentType, res.status]).toEqual([method, url, contentType, 400]);
        expect(res.json.message).toBe(MSG);
      }
    }
    expect(logs.filter((l) => l.level >= 50)).toEqual([]);
    const avisos = logs.filter((l) => l.level === 40 && l.msg === 'corpo multipart inválido');
    expect(avisos).toHaveLength(10);
    expect(await estado()).toEqual(antes);
  });

  it('a non-owner gets 403 before the body is read; creating needs the anunciante role first', async () => {
    const antes = await estado();
    for (const [method, url] of caminhos(p.fornecedorId)) {
      const token = url === '/api/fornecedores' ? p.tokens.cliente : p.tokens.outro;
      const res = await enviar(method, url, token, 'multipart/form-data');
      expect([method, url, res.status]).toEqual([method, url, 403]);
    }
    // An admin may edit any showcase: for them the body is read, and a bad one is a 400.
    const admin = await enviar(
      'PUT',
      `/api/galerias/${p.fornecedorId}`,
      p.tokens.admin,
      'multipart/form-data',
    );
    expect(admin.status).toBe(400);
    expect(logs.filter((l) => l.level >= 50)).toEqual([]);
    expect(await estado()).toEqual(antes);
  });
});
