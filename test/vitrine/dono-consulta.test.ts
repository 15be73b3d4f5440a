import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findFornecedorOwner } from '../../db/queries/dono.queries.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario, escrever } from '../helpers/factories.js';

// The one owner lookup (vitrine, orçamentos, estatísticas, depoimentos, tracking): by id or by slug,
// any supplier or only a public one.
describe('findFornecedorOwner', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb();
  });
  afterEach(() => t.cleanup());

  /** An advertiser's published showcase, and an earlier slug that still points to it. */
  async function vitrine(publicado = 1) {
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    const f = await createFornecedor(t.deps, dono.id, { publicado, midia_bytes: 1234 });
    await escrever(t.deps, async (trx) => {
      await trx
        .insertInto('fornecedor_slugs_antigos')
        .values({ fornecedor_id: f.id, slug: `${f.slug}-antigo`, created_at: new Date().toISOString() })
        .execute();
      return { valor: null, mudanca: { fornecedorIds: [f.id] } };
    });
    return { dono, f };
  }

  const editar = (id: number, valores: { publicado?: number; deleted_at?: string | null }) =>
    escrever(t.deps, async (trx) => {
      await trx.updateTable('fornecedores').set(valores).where('id', '=', id).execute();
      return { valor: null, mudanca: { fornecedorIds: [id] } };
    });

  it('finds the owner, name and media quota by id', async () => {
    const { dono, f } = await vitrine();
    expect(await findFornecedorOwner(t.deps.db, { id: f.id })).toEqual({
      id: f.id,
      usuario_id: dono.id,
      nome_empresa: f.nome_empresa,
      foto_perfil: null,
      midia_bytes: 1234,
    });
  });

  it('finds a supplier by its current slug and by an earlier one', async () => {
    const { dono, f } = await vitrine();
    for (const slug of [f.slug, `${f.slug}-antigo`]) {
      const achado = await findFornecedorOwner(t.deps.db, { slug }, { publico: true });
      expect(achado, slug).toMatchObject({ id: f.id, usuario_id: dono.id });
    }
  });

  it('answers undefined for a supplier that does not exist', async () => {
    const { f } = await vitrine();
    expect(await findFornecedorOwner(t.deps.db, { id: f.id + 1000 })).toBeUndefined();
    expect(await findFornecedorOwner(t.deps.db, { slug: 'nao-existe' })).toBeUndefined();
  });

  it('finds drafts and deactivated suppliers, unless asked for a public one', async () => {
    const rascunho = (await vitrine(0)).f;
    const desativado = (await vitrine()).f;
    await editar(desativado.id, { deleted_at: new Date().toISOString() });
    for (const f of [rascunho, desativado]) {
      expect(await findFornecedorOwner(t.deps.db, { id: f.id }), `${f.id}`).toMatchObject({ id: f.id });
      expect(await findFornecedorOwner(t.deps.db, { id: f.id }, { publico: true })).toBeUndefined();
      expect(await findFornecedorOwner(t.deps.db, { slug: f.slug }, { publico: true })).toBeUndefined();
    }
  });

  it('a public lookup skips a supplier whose owner was deleted', async () => {
    const { dono, f } = await vitrine();
    expect(await findFornecedorOwner(t.deps.db, { id: f.id }, { publico: true })).toMatchObject({ id: f.id });
    await t.deps.db
      .updateTable('usuarios')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', dono.id)
      .execute();
    expect(await findFornecedorOwner(t.deps.db, { id: f.id }, { publico: true })).toBeUndefined();
    expect(await findFornecedorOwner(t.deps.db, { id: f.id })).toMatchObject({ usuario_id: dono.id });
  });
});
