import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateFornecedores } from '../../db/seed/gen-data.js';
import { seedReference } from '../../db/seed/reference.js';
import { gerarFornecedoresBench } from '../../scripts/bench/gerar.js';
import { hashPassword } from '../../server/auth/password.js';
import { indiceAtual, indiceAtualizado } from '../../server/diretorio/indice.js';
import { seedDemo } from '../../server/ops/demo.js';
import { criarOuPromoverAdmin } from '../../server/services/auth.service.js';
import { createContextInner } from '../../server/services/contexto.js';
import { detail } from '../../server/services/fornecedores.detalhe.service.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';

/**
 * The scripts that write directly (seeds, gen-data, the bench's generator, create-admin): the
 * triggers of migration 029 record their writes (test/diretorio/gatilhos.test.ts), so the index
 * and the page cache see them.
 */
describe('changes of the bulk writers and create-admin', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb({ DEMO_PASSWORD: 'senha-demo-123' });
  });
  afterEach(() => t.cleanup());

  it('gen-data and the bench generator are seen by a built index', async () => {
    await createUsuario(t.deps, { tipo: 'anunciante' });
    expect((await indiceAtual(t.deps)).n).toBe(0);
    await generateFornecedores(t.deps.db, 30, hashPassword);
    expect((await indiceAtual(t.deps)).n).toBe(30);
    await gerarFornecedoresBench(t.deps.db, 20);
    expect((await indiceAtual(t.deps)).n).toBe(50);
  });

  it('the demo seed is seen by a built index', async () => {
    expect((await indiceAtual(t.deps)).n).toBe(0);
    expect(await seedDemo(t.deps)).not.toBeNull();
    expect((await indiceAtualizado(t.deps)).n).toBeGreaterThan(0);
  });

  it('the reference seed records a taxonomy change only when it adds something', async () => {
    const antes = await indiceAtual(t.deps);
    await seedReference(t.deps.db);
    expect(await indiceAtual(t.deps)).toBe(antes);
    await t.deps.db.deleteFrom('tags').where('nome', '=', 'Designer').execute();
    await seedReference(t.deps.db);
    const depois = await indiceAtualizado(t.deps);
    expect(depois.versao).toBeGreaterThan(antes.versao);
    expect(depois.origem).toBe('completa');
  });

  it('create-admin promoting an inactive owner brings their supplier back, with the new name on its page', async () => {
    const dono = await createUsuario(t.deps, { tipo: 'anunciante', email: 'dona@exemplo.com.br' });
    const f = await createFornecedor(t.deps, dono.id, { nome_empresa: 'Zeta Buffet' });
    const admin = await createUsuario(t.deps, { tipo: 'admin' });
    const pagina = await detail(createContextInner(t.deps), { id: f.id });
    await (await callerFor(t.deps, admin)).admin.desativarUsuario({ id: dono.id });
    expect((await indiceAtual(t.deps)).n).toBe(0);
    await criarOuPromoverAdmin(t.deps.db, {
      nome: 'Dona Nova',
      email: 'dona@exemplo.com.br',
      senha: 'senha-forte-123',
    });
    expect((await indiceAtual(t.deps)).n).toBe(1);
    const depois = await detail(createContextInner(t.deps), { id: f.id });
    expect(depois).not.toBe(pagina);
    expect(depois.usuario.nome).toBe('Dona Nova');
  });
});
