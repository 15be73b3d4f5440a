import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { abrirBanco, type Banco } from '../../db/client.js';
import { migrateToLatest } from '../../db/migrator.js';
import { createDbUsedPayloadStore, type UsedPayloadStore } from '../../server/auth/captcha.js';
import { createDeps } from '../../server/deps.js';
import { createLogger } from '../../server/logger.js';
import { createDbRateLimiter, type RateLimiter } from '../../server/rate-limit.js';
import { executarRotinaDiaria } from '../../server/services/rotina-diaria.service.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, motorDoTeste, type TestDb } from '../helpers/db.js';
import { createUsuario } from '../helpers/factories.js';

// Issue 19: rate limits and used captcha payloads shared in the database. Two `Db` instances on one
// database stand for two processes: on PostgreSQL a second pool on the same DATABASE_URL, on SQLite
// a second connection to the same file.

const JANELA = { max: 3, windowMs: 60_000 };
const T0 = Date.parse('2026-06-15T15:00:00Z');

let t: TestDb;
let outro: Banco;
let relogio: number;
let a: RateLimiter;
let b: RateLimiter;
let usadosA: UsedPayloadStore;
let usadosB: UsedPayloadStore;

beforeEach(async () => {
  t = await createTestDb();
  outro = abrirBanco(t.env);
  relogio = T0;
  a = createDbRateLimiter(t.deps.db, () => relogio);
  b = createDbRateLimiter(outro.db, () => relogio);
  usadosA = createDbUsedPayloadStore(t.deps.db, () => relogio);
  usadosB = createDbUsedPayloadStore(outro.db, () => relogio);
});

afterEach(async () => {
  await outro.db.destroy();
  await t.cleanup();
});

describe(`rate limits shared in the database (${motorDoTeste})`, () => {
  it('counts the hits of both instances against one limit, refuses past it and starts over after the window', async () => {
    expect(await a.hit('login:x', JANELA)).toBe(0);
    expect(await b.hit('login:x', JANELA)).toBe(0);
    expect(await a.hit('login:x', JANELA)).toBe(0);
    relogio += 15_000;
    // the 4th hit, on either instance, is over the limit: 45 s left in the window
    expect(await b.hit('login:x', JANELA)).toBe(45);
    expect(await a.hit('login:x', JANELA)).toBe(45);
    expect(await b.peek('login:x')).toBe(5);
    expect(await a.hit('outra-chave', JANELA)).toBe(0);

    relogio = T0 + JANELA.windowMs; // the window has ended
    expect(await a.peek('login:x')).toBe(0);
    expect(await b.hit('login:x', JANELA)).toBe(0);
    expect(await a.peek('login:x')).toBe(1);
    await a.reset('login:x');
    expect(await b.peek('login:x')).toBe(0);
  });

  it('counts N concurrent hits over both instances exactly N times', async () => {
    const N = 60;
    const max = 40;
    const esperas = await Promise.all(
      Array.from({ length: N }, (_, i) => (i % 2 ? a : b).hit('concorrido', { max, windowMs: 60_000 })),
    );
    expect(await a.peek('concorrido')).toBe(N);
    // every hit saw its own count: exactly the ones past `max` wait
    expect(esperas.filter((s) => s > 0)).toHaveLength(N - max);
  });

  it('on PostgreSQL the app uses the shared limiter: login attempts through two processes hit one limit', async () => {
    if (motorDoTeste !== 'postgres') {
      // SQLite runs one process: the in-memory limiter (docs/decisions/limites-e-captcha-usados-no-banco-no-postgresql-em-memoria.md), the table stays empty.
      await (await callerFor(t.deps, null, { ip: '203.0.113.9' })).auth
        .login({ email: 'ninguem@exemplo.com.br', senha: 'errada-123' })
        .catch(() => {});
      expect(await t.deps.db.selectFrom('limites').select('chave').execute()).toEqual([]);
      return;
    }
    const alvo = await createUsuario(t.deps, { tipo: 'cliente' });
    const deps2 = createDeps({ ...outro, env: t.env, logger: createLogger('silent') });
    const max = t.env.rateLimits.loginEmail.max;
    const tentar = async (i: number) => {
      const caller = await callerFor(i % 2 ? deps2 : t.deps, null, { ip: '203.0.113.9' });
      return caller.auth.login({ email: alvo.email, senha: 'chute-errado' }).then(
        () => 'entrou',
        (e: { code?: string; message: string }) => `${e.code}: ${e.message}`,
      );
    };
    for (let i = 0; i < max; i++) expect(await tentar(i)).toMatch(/^UNAUTHORIZED/);
    // The failures counted through both processes put the account behind the captcha (checked
    // before the limit is charged, so an attempt without one never uses the limit up).
    expect(await tentar(max)).toBe(
      'TOO_MANY_REQUESTS: Muitas tentativas de login sem sucesso nesta conta. Complete a verificação de segurança para continuar.',
    );
  });
});

describe(`used captcha payloads shared in the database (${motorDoTeste})`, () => {
  it('a payload used through one instance is refused through the other until it expires', async () => {
    const expira = T0 + 10 * 60_000;
    expect(await usadosA.claim('assinatura-1', expira)).toBe(true);
    expect(await usadosB.claim('assinatura-1', expira)).toBe(false);
    expect(await usadosA.claim('assinatura-1', expira)).toBe(false);
    expect(await usadosB.claim('assinatura-2', expira)).toBe(true);
    relogio = expira; // expired: the row is taken over (the challenge itself is refused by then)
    expect(await usadosB.claim('assinatura-1', expira + 60_000)).toBe(true);
    expect(await usadosA.claim('assinatura-1', expira + 60_000)).toBe(false);
  });

  it('of the same payload claimed at once through both instances, exactly one claim wins', async () => {
    const expira = T0 + 60_000;
    for (let rodada = 0; rodada < 5; rodada++) {
      const ganhou = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 ? usadosA : usadosB).claim(`simultaneo-${rodada}`, expira),
        ),
      );
      expect(ganhou.filter(Boolean)).toHaveLength(1);
    }
  });

  it('on PostgreSQL the app uses the shared store', async () => {
    const claim = t.deps.captcha.used.claim('pela-app', T0 + 60_000, T0);
    expect(await claim).toBe(true);
    const linhas = await t.deps.db.selectFrom('captcha_usados').select('assinatura').execute();
    expect(linhas.map((l) => l.assinatura)).toEqual(motorDoTeste === 'postgres' ? ['pela-app'] : []);
  });
});

describe(`the daily job and the shared state (${motorDoTeste})`, () => {
  it('deletes expired rate-limit buckets and captcha payloads and keeps the live ones', async () => {
    await a.hit('curta', { max: 1, windowMs: 1_000 });
    await a.hit('longa', { max: 1, windowMs: 2 * 3_600_000 });
    await usadosA.claim('vencido', T0 + 1_000);
    await usadosA.claim('valido', T0 + 2 * 3_600_000);

    const r = await executarRotinaDiaria(t.deps, new Date(T0 + 3_600_000));
    expect([r.limites, r.captchas]).toEqual([1, 1]);
    expect(await t.deps.db.selectFrom('limites').select('chave').execute()).toEqual([{ chave: 'longa' }]);
    expect(await t.deps.db.selectFrom('captcha_usados').select('assinatura').execute()).toEqual([
      { assinatura: 'valido' },
    ]);
    relogio = T0 + 3_600_000;
    expect(await b.peek('longa')).toBe(1);
    expect(await usadosB.claim('valido', T0 + 2 * 3_600_000)).toBe(false);
  });
});

describe(`migration 023 (${motorDoTeste})`, () => {
  it('adds the tables to an existing database, keeping its data (UNLOGGED on PostgreSQL)', async () => {
    const usuario = await createUsuario(t.deps, { tipo: 'cliente' });
    // The database as it was before migration 023.
    await outro.db.destroy();
    await t.deps.db.schema.dropTable('captcha_usados').execute();
    await t.deps.db.schema.dropTable('limites').execute();
    // 023 and the migrations after it are not recorded (those after it are written to run again).
    await sql`delete from kysely_migration where name >= '2026-11-26-023-estado-compartilhado'`.execute(
      t.deps.db,
    );

    await migrateToLatest(t.deps.db);
    outro = abrirBanco(t.env);
    expect(await a.hit('depois-da-migracao', JANELA)).toBe(0);
    expect(await usadosA.claim('depois-da-migracao', T0 + 1000)).toBe(true);
    const ainda = await t.deps.db
      .selectFrom('usuarios')
      .select('email')
      .where('id', '=', usuario.id)
      .execute();
    expect(ainda).toEqual([{ email: usuario.email }]);
    if (motorDoTeste === 'postgres') {
      const { rows } = await sql<{ relname: string; relpersistence: string }>`
        select relname, relpersistence from pg_class
        where relname in ('limites', 'captcha_usados') order by relname`.execute(t.deps.db);
      expect(rows).toEqual([
        { relname: 'captcha_usados', relpersistence: 'u' },
        { relname: 'limites', relpersistence: 'u' },
      ]);
    }
  });
});
