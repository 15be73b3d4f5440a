import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROCEDIMENTO_PISO, pluginBench } from '../../scripts/bench/plugin.js';
import { appRouter } from '../../server/trpc/root.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { httpClient } from '../helpers/http.js';

const pisoTrpc = `/trpc/${PROCEDIMENTO_PISO}?input=${encodeURIComponent(JSON.stringify({ bytes: 100 }))}`;

describe('bench plugin (scripts/bench/plugin.ts)', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb();
  });
  afterEach(() => t.cleanup());

  it('the production app has no floor, stats or bench procedure', async () => {
    const caminhos = Object.keys((appRouter as unknown as { _def: { procedures: object } })._def.procedures);
    expect(caminhos.filter((p) => /piso|bench/i.test(p))).toEqual([]);
    const app = httpClient(t.deps);
    expect((await app.request('GET', pisoTrpc)).status).toBe(404);
    expect((await app.request('GET', '/api/__piso/100')).status).toBe(404);
    expect((await app.request('GET', '/api/__bench/stats')).status).toBe(404);
    expect(
      (await app.request('GET', '/trpc/fornecedores.pisoBench?input=%7B%22bytes%22%3A0%7D')).status,
    ).toBe(404);
  });

  it('mounted, its floors answer bodies of the asked size and the app keeps its own procedures', async () => {
    const app = httpClient(t.deps, undefined, undefined, [pluginBench()]);
    const trpc = await app.request('GET', pisoTrpc);
    expect(trpc.status).toBe(200);
    expect(trpc.json.result.data.dados).toHaveLength(88);
    const rest = await app.request('GET', '/api/__piso/100');
    expect(rest.status).toBe(200);
    expect(rest.text).toHaveLength(100);
    const stats = await app.request('GET', '/api/__bench/stats');
    expect(stats.json).toMatchObject({ rssMiB: expect.any(Number), atrasoLoop: { p99: expect.any(Number) } });
    expect((await app.request('GET', '/trpc/fornecedores.home')).status).toBe(200);
    expect((await app.request('GET', '/api/health')).status).toBe(200);
  });
});
