// /exemplo-tracking and /padroes are the admin's: the demo's clicks go through an admin-only
// procedure and never count; both pages carry noindex.
import { TRPCError } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';
import { fakeBuild, httpClient } from '../helpers/http.js';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.cleanup());

async function codigo(p: Promise<unknown>) {
  try {
    await p;
    return 'OK';
  } catch (err) {
    return err instanceof TRPCError ? err.code : String(err);
  }
}

describe('exemplo de tracking (admin)', () => {
  it('only an admin sends demo clicks, and they are recorded but never counted', async () => {
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    const f = await createFornecedor(t.deps, dono.id, { publicado: 1 });
    const clique = { fornecedor_id: f.id, url: 'https://www.exemplo.com.br', link_type: 'site' };
    expect(await codigo((await callerFor(t.deps)).accessLogs.exemploClique(clique))).toBe('UNAUTHORIZED');
    const cliente = await createUsuario(t.deps, { tipo: 'cliente' });
    expect(await codigo((await callerFor(t.deps, cliente)).accessLogs.exemploClique(clique))).toBe(
      'FORBIDDEN',
    );
    expect(await codigo((await callerFor(t.deps, dono)).accessLogs.exemploClique(clique))).toBe('FORBIDDEN');

    const admin = await callerFor(t.deps, await createUsuario(t.deps, { tipo: 'admin' }));
    expect(await admin.accessLogs.exemploClique(clique)).toEqual({
      registrado: true,
      contado: false,
      motivo: 'exemplo',
    });
    const linhas = await t.deps.db
      .selectFrom('link_clicks')
      .select(['fornecedor_id', 'contado', 'motivo_descartado'])
      .execute();
    expect(linhas).toEqual([{ fornecedor_id: f.id, contado: 0, motivo_descartado: 'exemplo' }]);
  });

  it('/padroes and /exemplo-tracking answer with noindex', async () => {
    const http = httpClient(t.deps, fakeBuild());
    for (const caminho of ['/padroes', '/exemplo-tracking']) {
      const res = await http.request('GET', caminho);
      expect(res.text, caminho).toContain('<meta name="robots" content="noindex"');
    }
  });
});
