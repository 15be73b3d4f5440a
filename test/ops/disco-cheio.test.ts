// A full disk is said plainly: writes refused for space answer 507 INSUFFICIENT_STORAGE (REST and
// tRPC), reads keep working, the real error is logged once (never hidden behind SQLite's "cannot
// rollback"), and health answers 503 when free space under DATA_DIR is below HEALTH_MIN_FREE_MB.
// The driver's error is injected (SQLITE_FULL, PostgreSQL's 53100); the real small file system is
// in test/ops/disco-cheio-processo.test.ts.
import Database from 'better-sqlite3';
import { type KyselyPlugin, sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.js';
import { createSession, SESSION_TOUCH_INTERVAL_MS } from '../../server/auth/session.js';
import type { AppDeps } from '../../server/deps.js';
import { createTestDb, motorDoTeste, type TestDb } from '../helpers/db.js';
import { createUsuario, loginAs, SENHA_PADRAO } from '../helpers/factories.js';
import { fakeBuild, httpClient } from '../helpers/http.js';
import { loggerEmMemoria } from '../helpers/logger.js';

const CORPO_507 = {
  error: 'INSUFFICIENT_STORAGE',
  message: 'Sem espaço para gravar agora. Tente novamente mais tarde.',
  code: 'INSUFFICIENT_STORAGE',
};

/** The error each engine's driver throws when the disk is full. */
function erroDeDiscoCheio(): Error {
  if (motorDoTeste === 'sqlite') return new Database.SqliteError('database or disk is full', 'SQLITE_FULL');
  const e = new pg.DatabaseError('could not extend file: No space left on device', 0, 'error');
  e.code = '53100';
  return e;
}

/** Every INSERT, UPDATE and DELETE fails as on a full disk; reads go through. */
const discoCheio: KyselyPlugin = {
  transformQuery({ node }) {
    if (node.kind === 'InsertQueryNode' || node.kind === 'UpdateQueryNode' || node.kind === 'DeleteQueryNode')
      throw erroDeDiscoCheio();
    return node;
  },
  async transformResult({ result }) {
    return result;
  },
};

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(async () => {
  await t.cleanup();
});

describe('full disk', () => {
  it('writes answer 507 INSUFFICIENT_STORAGE (REST and tRPC), reads keep working, the real error is logged once', async () => {
    const usuario = await createUsuario(t.deps, { tipo: 'anunciante' });
    const { token } = await loginAs(t.deps, usuario);
    // A session last used two hours ago: reading with it would renew it (a write).
    const antiga = await createSession(t.deps.db, usuario.id, Date.now() - 2 * SESSION_TOUCH_INTERVAL_MS);
    const { logger, linhas } = loggerEmMemoria();
    const deps: AppDeps = { ...t.deps, db: t.deps.db.withPlugin(discoCheio), logger };
    const { request } = httpClient(deps, fakeBuild());

    const escritas = {
      login: await request('POST', '/api/usuarios/login', {
        body: { email: usuario.email, senha: SENHA_PADRAO },
      }),
      perfil: await request('PUT', `/api/usuarios/${usuario.id}`, { token, body: { nome: 'Nome Novo' } }),
    };
    for (const [nome, r] of Object.entries(escritas))
      expect({ nome, status: r.status, json: r.json }).toEqual({ nome, status: 507, json: CORPO_507 });
    const trpc = await request('POST', '/trpc/auth.login', {
      body: { email: usuario.email, senha: SENHA_PADRAO },
    });
    expect(trpc.status).toBe(507);
    expect(trpc.json.error).toMatchObject({
      message: CORPO_507.message,
      data: { httpStatus: 507, appCode: 'INSUFFICIENT_STORAGE' },
    });

    // Reads, signed in or not.
    expect((await request('GET', '/api/fornecedores')).status).toBe(200);
    expect((await request('GET', '/api/usuarios/check-token', { token })).status).toBe(200);
    expect((await request('GET', '/trpc/fornecedores.tags')).status).toBe(200);
    const comSessaoAntiga = await request('GET', `/api/usuarios/${usuario.id}`, { token: antiga.token });
    expect(comSessaoAntiga.status).toBe(200);
    expect(comSessaoAntiga.json.email).toBe(usuario.email);

    const registros = linhas.filter((l) => l.msg === 'sem espaço em disco: gravação recusada');
    expect(registros).toHaveLength(1);
    expect(registros[0]).toMatchObject({
      level: 50,
      falha: 'espaco',
      codigo: motorDoTeste === 'sqlite' ? 'SQLITE_FULL' : '53100',
    });
    expect(linhas.filter((l) => l.msg === 'erro na requisição' || l.msg === 'erro no tRPC')).toEqual([]);
  });

  it.runIf(motorDoTeste === 'postgres')(
    "PostgreSQL's own disk_full (53100) raised inside a write's transaction is a 507",
    async () => {
      await sql`CREATE OR REPLACE FUNCTION teste_disco_cheio() RETURNS trigger LANGUAGE plpgsql
                AS $$ BEGIN RAISE EXCEPTION 'could not extend file' USING ERRCODE = 'disk_full'; END $$`.execute(
        t.deps.db,
      );
      await sql`CREATE TRIGGER disco_cheio BEFORE UPDATE ON usuarios
                FOR EACH ROW EXECUTE FUNCTION teste_disco_cheio()`.execute(t.deps.db);
      const usuario = await createUsuario(t.deps, { tipo: 'anunciante' });
      const { token } = await loginAs(t.deps, usuario);
      const { request } = httpClient(t.deps, fakeBuild());
      const r = await request('PUT', `/api/usuarios/${usuario.id}`, { token, body: { nome: 'Nome Novo' } });
      expect({ status: r.status, json: r.json }).toEqual({ status: 507, json: CORPO_507 });
      expect((await request('GET', '/api/usuarios/check-token', { token })).status).toBe(200);
    },
  );

  it.runIf(motorDoTeste === 'sqlite')(
    'SQLite: a transaction that runs out of space fails with SQLITE_FULL, not "cannot rollback - no transaction is active"',
    async () => {
      const { db, sqlite } = createDb(`${t.dataDir}/pequeno.db`);
      try {
        await sql`create table t (x blob)`.execute(db);
        await sql`insert into t values (randomblob(1000))`.execute(db);
        const paginas = sqlite.pragma('page_count', { simple: true }) as number;
        sqlite.pragma(`max_page_count = ${paginas + 2}`);
        const falha = await db
          .transaction()
          .execute(async (trx) => {
            await sql`insert into t values (randomblob(100))`.execute(trx);
            await sql`insert into t values (randomblob(100000))`.execute(trx);
          })
          .then(
            () => null,
            (e: { code?: string; message: string }) => ({ code: e.code, message: e.message }),
          );
        expect(falha).toEqual({ code: 'SQLITE_FULL', message: 'database or disk is full' });
        expect(sqlite.inTransaction).toBe(false);
        // The connection is usable afterwards.
        expect(await sql`select count(*) as n from t`.execute(db)).toMatchObject({ rows: [{ n: 1 }] });
      } finally {
        await db.destroy();
      }
    },
  );
});

describe('health and the disk', () => {
  it('answers 503 INSUFFICIENT_STORAGE while free space under DATA_DIR is below HEALTH_MIN_FREE_MB, logged when it changes', async () => {
    const { logger, linhas } = loggerEmMemoria();
    const pouco = httpClient(
      { ...t.deps, env: { ...t.deps.env, saudeMinimoLivreMb: 1024 * 1024 * 1024 }, logger },
      fakeBuild(),
    );
    for (let i = 0; i < 3; i++) {
      const r = await pouco.request('GET', '/api/health');
      expect(r.status).toBe(503);
      expect(r.json).toEqual({
        message:
          'Pouco espaço livre no disco dos dados: as gravações podem falhar. Libere espaço no servidor.',
        code: 'INSUFFICIENT_STORAGE',
      });
    }
    const avisos = linhas.filter((l) => l.msg === 'pouco espaço livre no disco dos dados: saúde em 503');
    expect(avisos).toHaveLength(1);
    expect(avisos[0]).toMatchObject({ minimoMb: 1024 * 1024 * 1024, livreMb: expect.any(Number) });

    // The default (100 MB) on this machine's disk, and 0 (off).
    expect(t.deps.env.saudeMinimoLivreMb).toBe(100);
    expect((await httpClient(t.deps, fakeBuild()).request('GET', '/api/health')).status).toBe(200);
    const desligado = { ...t.deps, env: { ...t.deps.env, saudeMinimoLivreMb: 0 } };
    expect((await httpClient(desligado, fakeBuild()).request('GET', '/api/health')).status).toBe(200);
  });
});
