import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLATOR_PT_BR } from '../../shared/ordem-nomes.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';

type Caller = Awaited<ReturnType<typeof callerFor>>;

const emPtBr = (nomes: string[]) => [...nomes].sort(COLLATOR_PT_BR.compare);

// Issue 29 §13: "CRM" came before "Cerimonial" and "Álbuns e Impressos" last (byte order of
// SQLite's ORDER BY); every name list is in pt-BR order, the same as Intl.Collator('pt-BR').
describe('name lists in pt-BR order on both engines', () => {
  let t: TestDb;
  let anon: Caller;

  beforeAll(async () => {
    t = await createTestDb();
    // Names whose byte order differs from pt-BR: upper-case acronyms and accented first letters.
    await t.deps.db
      .insertInto('tipos_fornecedor')
      .values([{ nome: 'ÉTICA Consultores' }, { nome: 'eventos e Festas' }, { nome: 'ZZ Última' }])
      .execute();
    anon = await callerFor(t.deps);
  });
  afterAll(() => t.cleanup());

  it('the taxonomy: "Álbuns e Impressos" among the A, "Cerimonial" before "CRM"', async () => {
    const nomes = (await anon.fornecedores.tags()).map((x) => x.nome);
    expect(nomes).toEqual(emPtBr(nomes));
    expect(nomes.indexOf('Álbuns e Impressos')).toBeLessThan(nomes.indexOf('Anúncios no Google'));
    expect(nomes.indexOf('Cerimonial')).toBeLessThan(nomes.indexOf('CRM'));
    expect(nomes.indexOf('CRM')).toBeLessThan(nomes.indexOf('Curso'));
  });

  it('supplier types, tag types and link categories', async () => {
    const tipos = (await anon.fornecedores.tiposFornecedor()).map((x) => x.nome);
    expect(tipos).toEqual(emPtBr(tipos));
    expect(tipos.indexOf('ÉTICA Consultores')).toBeLessThan(tipos.indexOf('eventos e Festas'));
    expect(tipos.indexOf('eventos e Festas')).toBeLessThan(tipos.indexOf('Fornecedor de Produtos'));
    const categorias = (await anon.fornecedores.categoriasTag()).map((x) => x.nome);
    expect(categorias).toEqual(emPtBr(categorias));
    const links = (await anon.fornecedores.categoriasLink()).map((x) => x.nome);
    expect(links).toEqual(emPtBr(links));
  });

  it("the admin's owner picker: people by name in pt-BR", async () => {
    for (const nome of ['Zélia Souza', 'Ângela Prado', 'bruno Lima', 'Álvaro Reis'])
      await createUsuario(t.deps, { tipo: 'anunciante', nome });
    const admin = await createUsuario(t.deps, { tipo: 'admin', nome: 'Carla Admin' });
    const caller = await callerFor(t.deps, admin);
    const nomes = (await caller.fornecedores.responsaveis()).map((u) => u.nome);
    expect(nomes).toEqual(emPtBr(nomes));
    expect(nomes.indexOf('Álvaro Reis')).toBeLessThan(nomes.indexOf('bruno Lima'));
    expect(nomes.indexOf('Ângela Prado')).toBeLessThan(nomes.indexOf('bruno Lima'));
  });

  it("a supplier page's tags", async () => {
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    const f = await createFornecedor(t.deps, dono.id, {
      nome_empresa: 'Ordem Ltda',
      tags: ['CRM', 'Cerimonial', 'Álbuns e Impressos', 'Buffet'],
    });
    const nomes = (await anon.fornecedores.detail({ id: f.id })).tags.map((x) => x.nome);
    expect(nomes).toEqual(['Álbuns e Impressos', 'Buffet', 'Cerimonial', 'CRM']);
  });
});
