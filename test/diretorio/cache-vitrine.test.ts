import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContextInner } from '../../server/services/contexto.js';
import {
  DETALHE_CACHE_BYTES,
  detail,
  medidaDoCacheDetalhe,
} from '../../server/services/fornecedores.detalhe.service.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario, type TestUser } from '../helpers/factories.js';

/**
 * The supplier-page cache is per supplier (migrations 012 and 013): a write elsewhere keeps a
 * page cached (the same object comes back), a write that shows on the page reloads it at once.
 */
describe('supplier page cache: invalidated per supplier', () => {
  let t: TestDb;
  let a: { id: number };
  let b: { id: number };
  let donoB: TestUser;
  let cliente: TestUser;
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

  // Writes go through the services that make them in the product (each records its change).
  const depoimento = async (fornecedorId: number, comentario: string) =>
    (await callerFor(t.deps, cliente)).depoimentos.create({
      fornecedor_id: fornecedorId,
      comentario,
      nota: 5,
    });
  const comoAdmin = async () => callerFor(t.deps, await createUsuario(t.deps, { tipo: 'admin' }));
  const renomearPessoa = async (u: TestUser, nome: string) =>
    (await comoAdmin()).auth.atualizarPerfil({
      id: u.id,
      dados: { nome, email: u.email, telefone: u.telefone ?? '' },
    });

  it('a testimonial, an edit or a link elsewhere leaves the page cached; its own reload it', async () => {
    const paginaB = await pagina(b.id);
    await depoimento(a.id, 'Atendimento impecável no casamento.');
    await (await comoAdmin()).fornecedores.atualizarParcial({
      id: a.id,
      dados: { nome_empresa: 'Aurora Festas' },
    });
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
    await renomearPessoa(cliente, 'Carla Souza');
    expect(await pagina(b.id)).toBe(paginaB);
    expect((await pagina(a.id)).depoimentos[0].usuario.nome).toBe('Carla Souza');

    await renomearPessoa(donoB, 'Beatriz Lima');
    expect((await pagina(b.id)).usuario.nome).toBe('Beatriz Lima');
    expect(await pagina(a.id)).not.toBe(paginaA); // reloaded once for the reviewer's new name
  });

  it('a taxonomy change reloads every page', async () => {
    const paginaB = await pagina(b.id);
    const designer = await t.deps.db
      .selectFrom('tags')
      .select('id')
      .where('nome', '=', 'Designer')
      .executeTakeFirstOrThrow();
    await (await comoAdmin()).admin.atualizarTag({ id: designer.id, nome: 'Design Gráfico' });
    const depois = await pagina(b.id);
    expect(depois).not.toBe(paginaB);
    expect(depois.tags.map((tag) => tag.nome)).toEqual(['Design Gráfico']);
  });

  it('a link category renamed reloads every page; a testimonial edited or removed reloads its page', async () => {
    const admin = await comoAdmin();
    const categoria = await t.deps.db
      .selectFrom('categorias_link')
      .select('id')
      .where('nome', '=', 'site')
      .executeTakeFirstOrThrow();
    await admin.fornecedores.adicionarLink({
      fornecedor_id: b.id,
      categoria_id: categoria.id,
      url: 'https://b.com.br',
    });
    const [paginaA, paginaB] = [await pagina(a.id), await pagina(b.id)];
    await admin.admin.atualizarCategoriaLink({ id: categoria.id, nome: 'Rede Nova', icone: 'fa fa-star' });
    expect(await pagina(a.id)).not.toBe(paginaA);
    expect((await pagina(b.id)).links.map((l) => l.categoria.nome)).toEqual(['Rede Nova']);
    expect(await pagina(b.id)).not.toBe(paginaB);

    const d = await depoimento(a.id, 'Primeira versão do depoimento.');
    const [comDepoimento, semMudanca] = [await pagina(a.id), await pagina(b.id)];
    const cli = await callerFor(t.deps, cliente);
    await cli.depoimentos.update({ id: d.id, comentario: 'Versão revista do depoimento.', nota: 4 });
    expect((await pagina(a.id)).depoimentos.map((x) => x.comentario)).toEqual([
      'Versão revista do depoimento.',
    ]);
    expect(await pagina(a.id)).not.toBe(comDepoimento);
    await cli.depoimentos.delete({ id: d.id });
    expect((await pagina(a.id)).depoimentos).toEqual([]);
    expect(await pagina(b.id)).toBe(semMudanca);
  });
});

/**
 * The page cache holds at most DETALHE_CACHE_BYTES (estimated): pages that keep gaining
 * testimonials made a 2,000-entry cache grow the heap through a whole soak (docs/performance.md).
 */
describe('supplier page cache: bounded in bytes, not only in pages', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb();
  });
  afterEach(() => t.cleanup());

  it('heavy pages evict the least recently read ones once the byte budget is spent', async () => {
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    const conteudo = `<p>${'Cerimonial completo, do ensaio à festa. '.repeat(4_000)}</p>`; // ~164 KB
    const ids: number[] = [];
    for (let i = 0; i < 60; i++) ids.push((await createFornecedor(t.deps, dono.id, { conteudo })).id);
    const ctx = createContextInner(t.deps);
    for (const id of ids) await detail(ctx, { id });

    const { paginas, bytes } = medidaDoCacheDetalhe(t.deps.db);
    expect(bytes).toBeLessThanOrEqual(DETALHE_CACHE_BYTES);
    expect(bytes).toBeGreaterThan(DETALHE_CACHE_BYTES / 2);
    expect(paginas).toBeLessThan(ids.length);
    // The last page read is still the same cached object; the first was evicted and is read anew.
    const ultima = await detail(ctx, { id: ids[ids.length - 1] });
    expect(await detail(ctx, { id: ids[ids.length - 1] })).toBe(ultima);
    const primeira = await detail(ctx, { id: ids[0] });
    expect(medidaDoCacheDetalhe(t.deps.db).paginas).toBe(paginas);
    expect(await detail(ctx, { id: ids[0] })).toBe(primeira);
  });
});

/**
 * The byte budget is what the cache keeps alive on the heap: in the soak the pages keep gaining
 * testimonials and the live heap climbs until the cache holds DETALHE_CACHE_BYTES, then stays flat
 * (docs/performance.md). That only holds while the estimate (JSON length × 2: the one-byte JSON
 * plus the object it came from) is about the real heap; weighing the JSON alone would keep twice the budget.
 */
describe('supplier page cache: its estimate is the heap it holds', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb();
  });
  afterEach(() => t.cleanup());

  it('pages full of testimonials weigh about what they keep alive', async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    const clientes: number[] = [];
    for (let i = 0; i < 100; i++) clientes.push((await createUsuario(t.deps, { nome: `Cliente ${i}` })).id);
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push((await createFornecedor(t.deps, dono.id)).id);
    const agora = new Date().toISOString();
    for (const fornecedor_id of ids)
      await t.deps.db
        .insertInto('depoimentos')
        .values(
          clientes.map((usuario_id) => ({
            fornecedor_id,
            usuario_id,
            nota: 5,
            comentario: 'Atendimento excelente, recomendo.',
            created_at: agora,
            updated_at: agora,
          })),
        )
        .execute();
    const ctx = createContextInner(t.deps);
    // Warm-up outside the measure (prepared statements, compiled queries).
    const extra = (await createFornecedor(t.deps, dono.id)).id;
    await detail(ctx, { id: extra });
    const antes = medidaDoCacheDetalhe(t.deps.db).bytes;
    gc();
    const heapAntes = process.memoryUsage().heapUsed;
    for (const id of ids) await detail(ctx, { id });
    gc();
    const real = process.memoryUsage().heapUsed - heapAntes;
    const estimado = medidaDoCacheDetalhe(t.deps.db).bytes - antes;
    expect(medidaDoCacheDetalhe(t.deps.db).paginas).toBe(ids.length + 1);
    // Measured 1.02–1.09 (real / estimated); the JSON's length alone would give ~2.2.
    expect(real / estimado).toBeLessThan(1.35);
    expect(real / estimado).toBeGreaterThan(0.65);
  });
});
