import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { detail } from '../../server/services/fornecedores.service.js';
import { createContextInner } from '../../server/trpc/context.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';

/**
 * The supplier-page cache is per supplier (migrations 012 and 013): a write elsewhere keeps a
 * page cached (the same object comes back), a write that shows on the page reloads it at once.
 */
describe('supplier page cache: invalidated per supplier', () => {
  let t: TestDb;
  let a: { id: number };
  let b: { id: number };
  let donoB: { id: number };
  let cliente: { id: number };
  const pagina = (id: number) => detail(createContextInner(t.deps), { id });

  beforeEach(async () => {
    t = await createTestDb();
    const donoA = await createUsuario(t.deps, { tipo: 'anunciante' });
    donoB = await createUsuario(t.deps, { tipo: 'anunciante', nome: 'Dona Beatriz' });
    cliente = await createUsuario(t.deps, { tipo: 'cliente', nome: 'Carla Cliente' });
    a = await createFornecedor(t.deps, donoA.id, { nome_empresa: 'Aurora Eventos', tags: ['Designer'] });
    b = await createFornecedor(t.deps, donoB.id, { nome_empresa: 'Bossa Buffet', tags: ['Designer'] });
  });
  afterEach(() => t.cleanup());

  const depoimento = (fornecedorId: number, comentario: string) =>
    t.deps.db
      .insertInto('depoimentos')
      .values({
        fornecedor_id: fornecedorId,
        usuario_id: cliente.id,
        nota: 5,
        comentario,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();

  it('a testimonial, an edit or a link elsewhere leaves the page cached; its own reload it', async () => {
    const paginaB = await pagina(b.id);
    await depoimento(a.id, 'Atendimento impecável no casamento.');
    await t.deps.db
      .updateTable('fornecedores')
      .set({ nome_empresa: 'Aurora Festas' })
      .where('id', '=', a.id)
      .execute();
    expect(await pagina(b.id)).toBe(paginaB);
    const paginaA = await pagina(a.id);
    expect(paginaA.nome_empresa).toBe('Aurora Festas');
    expect(paginaA.depoimentos.map((d) => d.comentario)).toEqual(['Atendimento impecável no casamento.']);

    await depoimento(b.id, 'Buffet delicioso, recomendo.');
    const depois = await pagina(b.id);
    expect(depois).not.toBe(paginaB);
    expect(depois.depoimentos.map((d) => d.usuario.nome)).toEqual(['Carla Cliente']);
    expect(await pagina(a.id)).toBe(paginaA);
  });

  it('names show where they appear: the owner on their pages, a reviewer on the pages reviewed', async () => {
    await depoimento(a.id, 'Ótima experiência.');
    const [paginaA, paginaB] = [await pagina(a.id), await pagina(b.id)];
    await t.deps.db
      .updateTable('usuarios')
      .set({ nome: 'Carla Souza' })
      .where('id', '=', cliente.id)
      .execute();
    expect(await pagina(b.id)).toBe(paginaB);
    expect((await pagina(a.id)).depoimentos[0].usuario.nome).toBe('Carla Souza');

    await t.deps.db
      .updateTable('usuarios')
      .set({ nome: 'Beatriz Lima' })
      .where('id', '=', donoB.id)
      .execute();
    expect((await pagina(b.id)).usuario.nome).toBe('Beatriz Lima');
    expect(await pagina(a.id)).not.toBe(paginaA); // reloaded once for the reviewer's new name
  });

  it('a taxonomy change reloads every page', async () => {
    const paginaB = await pagina(b.id);
    await t.deps.db
      .updateTable('tags')
      .set({ nome: 'Design Gráfico' })
      .where('nome', '=', 'Designer')
      .execute();
    const depois = await pagina(b.id);
    expect(depois).not.toBe(paginaB);
    expect(depois.tags.map((tag) => tag.nome)).toEqual(['Design Gráfico']);
  });
});
