// The database does not answer: every request (REST, tRPC, signed in or not, the session lookup
// before the REST handlers, server-rendered pages) gets the one 503 DATABASE_UNAVAILABLE with
// Retry-After and X-Request-Id, logged once per burst without a stack; any other unexpected error
// gets the product's JSON 500 in Portuguese, never Hono's plain-text "Internal Server Error".
// The app runs on a PostgreSQL pool pointed at a port nobody listens on (both TEST_DB engines).
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { abrirBanco, type Banco } from '../../db/client.js';
import type { AppDeps } from '../../server/deps.js';
import { BancoIndisponivel } from '../../server/errors.js';
import { classificarFalha } from '../../server/falhas.js';
import { createContextInner } from '../../server/services/contexto.js';
import { appRouter } from '../../server/trpc/root.js';
import * as entryServer from '../../src/entry-server.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createUsuario, loginAs } from '../helpers/factories.js';
import { fakeBuild, httpClient } from '../helpers/http.js';
import { loggerEmMemoria } from '../helpers/logger.js';
import { freePort } from '../helpers/servidor.js';

const CORPO_503 = {
  error: 'DATABASE_UNAVAILABLE',
  message: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
  code: 'DATABASE_UNAVAILABLE',
};

let t: TestDb;
let fora: Banco;
let deps: AppDeps;
let linhas: Record<string, unknown>[];
let token: string;

beforeEach(async () => {
  t = await createTestDb();
  const usuario = await createUsuario(t.deps, { tipo: 'anunciante' });
  token = (await loginAs(t.deps, usuario)).token;
  const porta = await freePort();
  fora = abrirBanco({
    databaseUrl: `postgres://ninguem:senha@127.0.0.1:${porta}/nada`,
    dataDir: t.dataDir,
    databasePoolSize: 2,
  });
  const log = loggerEmMemoria();
  linhas = log.linhas;
  deps = { ...t.deps, db: fora.db, sqlite: null, motor: 'postgres', logger: log.logger };
});
afterEach(async () => {
  await fora.db.destroy();
  await t.cleanup();
});

describe('database down', () => {
  it('answers every kind of request with 503 DATABASE_UNAVAILABLE, Retry-After and X-Request-Id', async () => {
    const { request } = httpClient(deps, fakeBuild(), entryServer);
    const respostas = {
      saude: await request('GET', '/api/health'),
      restPublico: await request('GET', '/api/fornecedores'),
      // The session lookup runs in a middleware, before the REST handler's own error handling.
      restLogado: await request('GET', '/api/usuarios/check-token', { token }),
      escritaLogada: await request('PUT', '/api/usuarios/1', { token, body: { nome: 'Outro Nome' } }),
      login: await request('POST', '/api/usuarios/login', { body: { email: 'a@b.com', senha: 'x' } }),
    };
    for (const [nome, r] of Object.entries(respostas)) {
      expect({ nome, status: r.status, json: r.json }).toEqual({ nome, status: 503, json: CORPO_503 });
      expect(r.headers.get('retry-after'), nome).toBe('5');
      expect(r.headers.get('x-request-id'), nome).toBeTruthy();
      expect(r.headers.get('content-type'), nome).toContain('application/json');
    }

    const trpc = await request('GET', '/trpc/fornecedores.tags');
    const trpcLogado = await request('GET', '/trpc/auth.me,fornecedores.tags?batch=1&input={}', { token });
    for (const r of [trpc, trpcLogado]) {
      expect(r.status).toBe(503);
      expect(r.headers.get('retry-after')).toBe('5');
      expect(r.headers.get('x-request-id')).toBeTruthy();
      const erros = Array.isArray(r.json) ? r.json.map((x: { error: unknown }) => x.error) : [r.json.error];
      for (const e of erros)
        expect(e).toMatchObject({
          message: CORPO_503.message,
          data: { httpStatus: 503, appCode: 'DATABASE_UNAVAILABLE' },
        });
    }

    // A page: 503 in Portuguese, as HTML to a browser.
    const pagina = await request('GET', '/fornecedores', { headers: { accept: 'text/html' } });
    expect(pagina.status).toBe(503);
    expect(pagina.headers.get('content-type')).toContain('text/html');
    expect(pagina.text).toContain('O serviço está temporariamente indisponível');
    expect(pagina.headers.get('retry-after')).toBe('5');

    // Logged once for the whole burst, as a warning without a stack; nothing as "erro na requisição".
    const avisos = linhas.filter((l) => l.msg === 'banco de dados indisponível');
    expect(avisos).toHaveLength(1);
    expect(avisos[0]).toMatchObject({ level: 40, falha: 'banco', codigo: 'ECONNREFUSED' });
    expect(JSON.stringify(linhas)).not.toContain('"stack"');
    expect(linhas.filter((l) => (l.level as number) >= 50)).toEqual([]);
  });

  it('a server-rendered page whose data failed for the database is not rendered (nor cached) with the error in it', async () => {
    const ctx = createContextInner(deps);
    const pagina = entryServer.renderizar({
      caminho: '/fornecedores',
      busca: '',
      decisao: entryServer.decidir('/fornecedores') as Extract<
        ReturnType<typeof entryServer.decidir>,
        { tipo: 'ssr' }
      >,
      // biome-ignore lint/suspicious/noExplicitAny: the proxy's type is the client's view of the same router
      criarTrpc: ((qc: any) => createTRPCOptionsProxy({ router: appRouter, ctx, queryClient: qc })) as any,
      siteName: 'Vitrine do Sim',
      semente: 1,
    });
    // The in-process caller's error is tRPC's, the domain's fault its cause.
    await expect(pagina).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      cause: expect.any(BancoIndisponivel),
    });
  });
});

describe('any other unexpected error', () => {
  it("answers the product's JSON 500 in Portuguese with X-Request-Id, logged once with that id", async () => {
    const { request } = httpClient(deps, fakeBuild(), undefined, [
      {
        rotas(app) {
          app.get('/teste/explode', () => {
            throw new Error('defeito inesperado');
          });
        },
      },
    ]);
    const r = await request('GET', '/teste/explode');
    expect(r.status).toBe(500);
    expect(r.json).toEqual({
      message: 'Erro interno do servidor. Tente novamente mais tarde.',
      code: 'INTERNAL_ERROR',
    });
    const id = r.headers.get('x-request-id');
    expect(id).toBeTruthy();
    const erros = linhas.filter((l) => l.msg === 'erro na requisição');
    expect(erros).toHaveLength(1);
    expect(erros[0]).toMatchObject({ requestId: id, path: '/teste/explode' });
    expect((erros[0].err as { message: string }).message).toBe('defeito inesperado');
  });
});

describe('classificarFalha', () => {
  it("tells the database's and the disk's faults from the rest", () => {
    const comCodigo = (code: string, extra: object = {}) => Object.assign(new Error('x'), { code, ...extra });
    expect(classificarFalha(comCodigo('57P01'))).toBe('banco');
    expect(classificarFalha(comCodigo('57P03'))).toBe('banco');
    expect(classificarFalha(comCodigo('08006'))).toBe('banco');
    expect(classificarFalha(comCodigo('ECONNREFUSED'))).toBe('banco');
    expect(classificarFalha(comCodigo('ENOENT', { syscall: 'connect' }))).toBe('banco');
    expect(classificarFalha(new Error('Connection terminated unexpectedly'))).toBe('banco');
    expect(classificarFalha(new AggregateError([comCodigo('ECONNREFUSED')]))).toBe('banco');
    expect(classificarFalha(new Error('envolvido', { cause: comCodigo('57P01') }))).toBe('banco');
    expect(classificarFalha(comCodigo('SQLITE_FULL'))).toBe('espaco');
    expect(classificarFalha(comCodigo('ENOSPC'))).toBe('espaco');
    expect(classificarFalha(comCodigo('53100'))).toBe('espaco');
    expect(classificarFalha(comCodigo('23505'))).toBeNull();
    expect(classificarFalha(comCodigo('SQLITE_CONSTRAINT'))).toBeNull();
    expect(classificarFalha(comCodigo('ENOENT', { syscall: 'open' }))).toBeNull();
    expect(classificarFalha(new Error('cannot rollback - no transaction is active'))).toBeNull();
  });
});
