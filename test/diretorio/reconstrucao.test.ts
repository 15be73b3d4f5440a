import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECONSTRUCAO } from '../../server/diretorio/construcao.js';
import { indiceAtual, indiceAtualizado } from '../../server/diretorio/indice.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';

/**
 * Issue 13: a full rebuild runs off the request path, in slices (pages of suppliers read by id,
 * a turn of the event loop after each), while the previous index keeps answering. Times are
 * measured by scripts/bench/reconstrucao.ts, not asserted here.
 */
describe('directory index: full rebuild in slices', () => {
  let t: TestDb;
  const original = { ...RECONSTRUCAO };
  const N = 30;

  beforeEach(async () => {
    t = await createTestDb();
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    for (let i = 0; i < N; i++)
      await createFornecedor(t.deps, dono.id, {
        nome_empresa: `Empresa ${i}`,
        tags: i % 3 === 0 ? ['Contador', 'SP'] : ['SP'],
      });
    RECONSTRUCAO.paginaLinhas = 5;
  });
  afterEach(async () => {
    Object.assign(RECONSTRUCAO, original);
    RECONSTRUCAO.aoCeder = undefined;
    await t.cleanup();
  });

  it('yields to the event loop at least once per page of suppliers', async () => {
    let turnos = 0;
    RECONSTRUCAO.aoCeder = () => {
      turnos++;
    };
    const ind = await indiceAtual(t.deps);
    expect(ind.n).toBe(N);
    expect(ind.origem).toBe('completa');
    expect(turnos).toBeGreaterThanOrEqual(N / RECONSTRUCAO.paginaLinhas);
  });

  it('while a taxonomy change rebuilds, the list answers from the previous version; then from the new one', async () => {
    const anon = await callerFor(t.deps);
    const admin = await callerFor(t.deps, await createUsuario(t.deps, { tipo: 'admin' }));
    const antes = await indiceAtual(t.deps);
    const contador = antes.taxonomia.find((tag) => tag.nome === 'Contador');
    if (!contador) throw new Error('tag Contador ausente');

    await admin.admin.atualizarTag({ id: contador.id, nome: 'Contabilidade' });
    // At every turn the rebuild gives back, a request is made and the rebuild waits for its answer:
    // it must come from the previous index (a list waiting for the rebuild would never answer; one
    // from a half-built index would not be N / 3).
    const durante: number[] = [];
    RECONSTRUCAO.aoCeder = async () => {
      durante.push((await anon.fornecedores.list({ tags: ['Contador'] })).total);
    };
    expect(await indiceAtual(t.deps)).toBe(antes);
    expect((await anon.fornecedores.list({ tags: ['Contador'] })).total).toBe(N / 3);

    const depois = await indiceAtualizado(t.deps);
    RECONSTRUCAO.aoCeder = undefined;
    expect(depois).not.toBe(antes);
    expect(depois.origem).toBe('completa');
    expect(durante.length).toBeGreaterThanOrEqual(N / RECONSTRUCAO.paginaLinhas);
    expect(new Set(durante)).toEqual(new Set([N / 3]));
    expect((await anon.fornecedores.list({ tags: ['Contabilidade'] })).total).toBe(N / 3);
  });
});
