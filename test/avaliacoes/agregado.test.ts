import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getAvaliacaoGuardada } from '../../db/queries/depoimentos.queries.js';
import { indiceAtualizado } from '../../server/diretorio/indice.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';

describe('avaliação guardada de cada fornecedor', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb();
  });
  afterEach(() => t.cleanup());

  /** Count and sum of the visible testimonials, counted again from the rows. */
  async function recontagem(fornecedorId: number) {
    const rows = await t.deps.db
      .selectFrom('depoimentos')
      .select(['nota'])
      .where('fornecedor_id', '=', fornecedorId)
      .where('oculto', '=', 0)
      .execute();
    return { total: rows.length, soma: rows.reduce((s, r) => s + r.nota, 0) };
  }

  async function conferir(fornecedorId: number, esperado: { total: number; media: number | null }) {
    const guardada = await getAvaliacaoGuardada(t.deps.db, fornecedorId);
    const recontada = await recontagem(fornecedorId);
    expect({ total: guardada?.avaliacao_total, soma: guardada?.avaliacao_soma }).toEqual(recontada);
    const anon = await callerFor(t.deps);
    const detalhe = await anon.fornecedores.detail({ id: fornecedorId });
    expect(detalhe.avaliacao).toEqual(esperado);
    // The list cards read the same aggregate through the in-memory index (change records kept).
    const lista = await anon.fornecedores.list({});
    expect(lista.itens.find((c) => c.id === fornecedorId)?.avaliacao).toEqual(esperado);
    const home = await anon.fornecedores.home();
    for (const c of [...home.carrossel, ...home.destaques]) {
      if (c.id === fornecedorId) expect(c.avaliacao).toEqual(esperado);
    }
  }

  it('is exact after create, update, delete, hide and restore (compared with a recount)', async () => {
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    const f = await createFornecedor(t.deps, dono.id);
    const outro = await createFornecedor(t.deps, dono.id);
    const admin = await createUsuario(t.deps, { tipo: 'admin' });
    const a = await createUsuario(t.deps);
    const b = await createUsuario(t.deps);
    const c = await createUsuario(t.deps);
    const ca = await callerFor(t.deps, a);
    const cb = await callerFor(t.deps, b);
    const cc = await callerFor(t.deps, c);
    const cadmin = await callerFor(t.deps, admin);

    await indiceAtualizado(t.deps);
    await conferir(f.id, { total: 0, media: null });

    const da = await ca.depoimentos.create({ fornecedor_id: f.id, comentario: 'Bom', nota: 5 });
    await conferir(f.id, { total: 1, media: 5 });
    await cb.depoimentos.create({ fornecedor_id: f.id, comentario: 'Ok', nota: 4 });
    const dc = await cc.depoimentos.create({ fornecedor_id: f.id, comentario: 'Fraco', nota: 2 });
    await cc.depoimentos.create({ fornecedor_id: outro.id, comentario: 'Outro', nota: 1 });
    await conferir(f.id, { total: 3, media: 3.7 });

    await ca.depoimentos.update({ id: da.id, comentario: 'Bom demais', nota: 3 });
    await conferir(f.id, { total: 3, media: 3 });

    await cadmin.depoimentos.ocultar({ id: dc.id });
    await conferir(f.id, { total: 2, media: 3.5 });
    // Hidden twice changes nothing.
    await cadmin.depoimentos.ocultar({ id: dc.id });
    await conferir(f.id, { total: 2, media: 3.5 });

    await cadmin.depoimentos.restaurar({ id: dc.id });
    await conferir(f.id, { total: 3, media: 3 });

    await ca.depoimentos.delete({ id: da.id });
    await conferir(f.id, { total: 2, media: 3 });
    await conferir(outro.id, { total: 1, media: 1 });
  });

  it('the JSON-LD aggregate of the page uses the same numbers', async () => {
    const { metaFornecedor } = await import('../../server/seo/fornecedor.js');
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    const f = await createFornecedor(t.deps, dono.id);
    for (const nota of [5, 4, 4]) {
      const u = await createUsuario(t.deps);
      await (await callerFor(t.deps, u)).depoimentos.create({ fornecedor_id: f.id, comentario: 'x', nota });
    }
    const meta = await metaFornecedor(t.deps, { id: f.id });
    expect((meta.jsonLd as { aggregateRating?: unknown } | undefined)?.aggregateRating).toMatchObject({
      ratingValue: 4.3,
      reviewCount: 3,
    });
    const detalhe = await (await callerFor(t.deps)).fornecedores.detail({ id: f.id });
    expect(detalhe.avaliacao).toEqual({ media: 4.3, total: 3 });
  });
});
