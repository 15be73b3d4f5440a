import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { httpClient } from '../helpers/http.js';
import { arquivo, enviosDoDono, type Pessoas, pessoas, png } from './setup.js';

describe('gallery order and cover chosen in the editor (issue 29)', () => {
  let t: TestDb;
  let p: Pessoas;
  let client: ReturnType<typeof httpClient>;
  beforeEach(async () => {
    t = await createTestDb();
    p = await pessoas(t);
    client = httpClient(t.deps);
  });
  afterEach(() => t.cleanup());

  async function enviar(n: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < n; i++) {
      const r = await enviosDoDono(client, p).galeria(
        arquivo(await png(20 + i, 20), `g${i}.png`, 'image/png'),
      );
      expect(r.status, JSON.stringify(r.json)).toBe(200);
      ids.push(r.json.midia.id);
    }
    return ids;
  }
  const naPagina = async () =>
    (await client.request('GET', `/api/fornecedores/${p.fornecedorId}`)).json.galeria.map(
      (m: { id: number }) => m.id,
    );

  it('REST and tRPC save the order; the first is the cover on the public page; new uploads go last', async () => {
    const [a, b, c] = await enviar(3);
    expect(await naPagina()).toEqual([a, b, c]);
    const rest = await client.request('PUT', `/api/galerias/${p.fornecedorId}/ordem`, {
      token: p.tokens.dono,
      body: { ids: [c, a, b] },
    });
    expect(rest.status, JSON.stringify(rest.json)).toBe(200);
    expect(rest.json.galeria.map((m: { id: number }) => m.id)).toEqual([c, a, b]);
    expect(await naPagina()).toEqual([c, a, b]);

    const caller = await callerFor(t.deps, p.dono);
    await caller.fornecedores.reordenarGaleria({ fornecedor_id: p.fornecedorId, ids: [b, c, a] });
    expect(await naPagina()).toEqual([b, c, a]);
    expect((await caller.fornecedores.editar({ id: p.fornecedorId })).galeria.map((m) => m.id)).toEqual([
      b,
      c,
      a,
    ]);

    const [d] = await enviar(1);
    expect(await naPagina()).toEqual([b, c, a, d]);
  });

  it('a partial or foreign order is refused and changes nothing; another advertiser gets 403', async () => {
    const [a, b] = await enviar(2);
    const parcial = await client.request('PUT', `/api/galerias/${p.fornecedorId}/ordem`, {
      token: p.tokens.dono,
      body: { ids: [b] },
    });
    expect(parcial.status).toBe(400);
    const repetido = await client.request('PUT', `/api/galerias/${p.fornecedorId}/ordem`, {
      token: p.tokens.dono,
      body: { ids: [b, b] },
    });
    expect(repetido.status).toBe(400);
    const alheio = await client.request('PUT', `/api/galerias/${p.fornecedorId}/ordem`, {
      token: p.tokens.outro,
      body: { ids: [b, a] },
    });
    expect(alheio.status).toBe(403);
    expect(await naPagina()).toEqual([a, b]);
  });
});
