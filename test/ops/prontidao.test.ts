// Readiness: GET /api/health answers 200 only when the process is warm, not draining, and its
// database answers; otherwise 503 in the one REST error shape (runs on both engines: TEST_DB).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { abrirBanco } from '../../db/client.js';
import { RECONSTRUCAO } from '../../server/diretorio/construcao.js';
import { criarProntidao } from '../../server/prontidao.js';
import { aquecer, PRAZO_PING_MS } from '../../server/services/health.service.js';
import { createTestDb, motorDoTeste, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';
import { fakeBuild, httpClient } from '../helpers/http.js';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(async () => {
  RECONSTRUCAO.aoCeder = undefined;
  await t.cleanup();
});

describe('GET /api/health (readiness)', () => {
  it('answers 503 SERVICE_UNAVAILABLE while the process warms, and 200 only after the directory index is built', async () => {
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    await createFornecedor(t.deps, dono.id);
    t.deps.prontidao = criarProntidao('aquecendo');
    const { request } = httpClient(t.deps, fakeBuild());

    const antes = await request('GET', '/api/health');
    expect(antes.status).toBe(503);
    expect(antes.json).toEqual({
      message: 'O servidor está iniciando (montando o índice do diretório). Tente de novo em instantes.',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(antes.headers.get('retry-after')).toBe('2');
    expect(antes.headers.get('cache-control')).toBe('no-store');

    // Every turn the index build gives back to the event loop still sees the process warming.
    const estadosDuranteAConstrucao: string[] = [];
    RECONSTRUCAO.aoCeder = () => {
      estadosDuranteAConstrucao.push(t.deps.prontidao.estado);
    };
    await aquecer(t.deps);
    expect(estadosDuranteAConstrucao.length).toBeGreaterThan(0);
    expect(new Set(estadosDuranteAConstrucao)).toEqual(new Set(['aquecendo']));

    const depois = await request('GET', '/api/health');
    expect(depois.status).toBe(200);
    expect(depois.json).toEqual({ status: 'ok', uptime: expect.any(Number) });
  });

  it('turns 503 at once when the process starts draining, and warming again does not bring it back', async () => {
    const { request } = httpClient(t.deps, fakeBuild());
    expect((await request('GET', '/api/health')).status).toBe(200);

    t.deps.prontidao.encerrar();
    const drenando = await request('GET', '/api/health');
    expect(drenando.status).toBe(503);
    expect(drenando.json).toEqual({
      message: 'O servidor está encerrando: envie a requisição a outro processo.',
      code: 'SERVICE_UNAVAILABLE',
    });

    await aquecer(t.deps);
    t.deps.prontidao.marcarPronta();
    expect((await request('GET', '/api/health')).status).toBe(503);
  });

  it('answers 503 when the database does not answer, even when warm', async () => {
    const fechado = abrirBanco(t.env);
    await fechado.db.selectFrom('tags').select('id').limit(1).execute(); // a driver never used is not closed
    await fechado.db.destroy();
    const { request } = httpClient({ ...t.deps, db: fechado.db, sqlite: fechado.sqlite }, fakeBuild());
    const res = await request('GET', '/api/health');
    expect(res.status).toBe(503);
    expect(res.json).toEqual({
      error: 'DATABASE_UNAVAILABLE',
      message: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
      code: 'DATABASE_UNAVAILABLE',
    });
    expect(res.headers.get('retry-after')).toBe('5');
  });

  it.runIf(motorDoTeste === 'postgres')(
    'answers 503 in bounded time when the database holds the ping (a full pool)',
    async () => {
      const cheio = abrirBanco({ ...t.env, databasePoolSize: 1 });
      let soltar = () => {};
      const ocupada = cheio.db.connection().execute(
        (c) =>
          new Promise<void>((r) => {
            soltar = r;
            void c;
          }),
      );
      try {
        const { request } = httpClient({ ...t.deps, db: cheio.db, sqlite: null }, fakeBuild());
        const inicio = performance.now();
        const res = await request('GET', '/api/health');
        expect(res.status).toBe(503);
        expect(res.json.code).toBe('DATABASE_UNAVAILABLE');
        expect(performance.now() - inicio).toBeLessThan(PRAZO_PING_MS + 1000);
      } finally {
        soltar();
        await ocupada;
        await cheio.db.destroy();
      }
    },
  );

  it('documents the 503 in the OpenAPI document', async () => {
    const { request } = httpClient(t.deps, fakeBuild());
    const doc = await request('GET', '/api/openapi.json');
    const respostas = doc.json.paths['/api/health'].get.responses;
    expect(Object.keys(respostas)).toEqual(expect.arrayContaining(['200', '503']));
  });
});
