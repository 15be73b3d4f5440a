import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';

type Caller = Awaited<ReturnType<typeof callerFor>>;

/** Issue 29 §4: accountants online, nationwide, in a state; others to search by state name. */
const CATALOGO: { nome: string; tags: string[] }[] = [
  { nome: 'Clara Contas Online', tags: ['Contador', 'Online'] },
  { nome: 'Digital Contábil', tags: ['Contador', 'Online', 'para Todos'] },
  { nome: 'Fotos Paulistanas', tags: ['Fotografia', 'SP'] },
  { nome: 'Buffet Mineiro', tags: ['Buffet', 'MG'] },
  { nome: 'Carioca Festas', tags: ['Buffet', 'RJ'] },
  { nome: 'Nacional Decor', tags: ['Decoração', 'Brasil'] },
  { nome: 'Contas Cariocas', tags: ['Contador', 'RJ'] },
];

describe('location: a state includes Brasil and Online, state names search, ways back from an empty list', () => {
  let t: TestDb;
  let anon: Caller;

  beforeAll(async () => {
    t = await createTestDb();
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    for (const f of CATALOGO) await createFornecedor(t.deps, dono.id, { nome_empresa: f.nome, tags: f.tags });
    anon = await callerFor(t.deps);
  });
  afterAll(() => t.cleanup());

  const nomes = (r: { itens: { nome_empresa: string }[] }) => r.itens.map((i) => i.nome_empresa);

  it('Contador + São Paulo lists the accountants who serve online, with the national notice', async () => {
    const r = await anon.fornecedores.list({ tags: ['Contador', 'SP'], porPagina: 24 });
    expect(nomes(r).sort()).toEqual(['Clara Contas Online', 'Digital Contábil']);
    expect(r.total).toBe(2);
    // Only suppliers without that state remain: the spec's fallback message.
    expect(r.estadoSemFornecedores).toBe('SP');
    expect(r.remocoes).toEqual([]);
  });

  it('the notice stays away while a supplier of the state itself is listed', async () => {
    const rj = await anon.fornecedores.list({ tags: ['Contador', 'RJ'], porPagina: 24 });
    expect(nomes(rj).sort()).toEqual(['Clara Contas Online', 'Contas Cariocas', 'Digital Contábil']);
    expect(rj.estadoSemFornecedores).toBeNull();
    const sp = await anon.fornecedores.list({ tags: ['SP'], porPagina: 24 });
    expect(nomes(sp).sort()).toEqual([
      'Clara Contas Online',
      'Digital Contábil',
      'Fotos Paulistanas',
      'Nacional Decor',
    ]);
    expect(sp.estadoSemFornecedores).toBeNull();
  });

  it("the state option's count includes the Brasil and Online suppliers (as the list after choosing it)", async () => {
    const r = await anon.fornecedores.list({ tags: ['Contador'], porPagina: 24 });
    const taxonomia = await anon.fornecedores.tags();
    const id = (nome: string) => taxonomia.find((x) => x.nome === nome)?.id ?? -1;
    expect(r.contagens[id('SP')]).toBe(2);
    expect(r.contagens[id('RJ')]).toBe(3);
    expect(r.contagens[id('Online')]).toBe(2);
  });

  for (const texto of ['São Paulo', 'sao paulo', 'SAO PAULO', 'paulo']) {
    it(`searching "${texto}" finds the suppliers serving São Paulo, the state's own first`, async () => {
      const r = await anon.fornecedores.list({ pesquisa: texto, porPagina: 24 });
      const lista = nomes(r);
      expect(lista[0]).toBe('Fotos Paulistanas');
      expect(lista.slice(1).sort()).toEqual(['Clara Contas Online', 'Digital Contábil', 'Nacional Decor']);
    });
  }

  it('searching "Minas" finds the supplier of Minas Gerais first; "Rio de Janeiro" the cariocas', async () => {
    const minas = nomes(await anon.fornecedores.list({ pesquisa: 'Minas', porPagina: 24 }));
    expect(minas[0]).toBe('Buffet Mineiro');
    expect(minas).not.toContain('Carioca Festas');
    const rio = nomes(await anon.fornecedores.list({ pesquisa: 'Rio de Janeiro', porPagina: 24 }));
    expect(rio.slice(0, 2).sort()).toEqual(['Carioca Festas', 'Contas Cariocas']);
    expect(rio).not.toContain('Buffet Mineiro');
    const buffetMinas = nomes(
      await anon.fornecedores.list({ pesquisa: 'buffet minas gerais', porPagina: 24 }),
    );
    expect(buffetMinas).toEqual(['Buffet Mineiro']);
    // The home's live search answers the same way.
    const vivo = await anon.fornecedores.search({ texto: 'minas gerais' });
    expect(vivo[0]?.nome_empresa).toBe('Buffet Mineiro');
  });

  it('an empty list offers each filter to remove with the total it would give, best first', async () => {
    const r = await anon.fornecedores.list({ tags: ['Buffet', 'SP'], pesquisa: 'carioca', porPagina: 24 });
    expect(r.total).toBe(0);
    // Without the text: Digital Contábil ('para Todos' counts for Buffet, 'Online' for SP).
    expect(r.remocoes).toEqual([
      { tipo: 'pesquisa', valor: 'carioca', rotulo: 'a busca “carioca”', total: 1 },
      { tipo: 'tag', valor: 'SP', rotulo: 'São Paulo', total: 1 },
      { tipo: 'todos', valor: '', rotulo: 'todos os filtros', total: CATALOGO.length },
    ]);
    const dois = await anon.fornecedores.list({ tags: ['Decoração', 'RJ'], notaMin: 4 });
    expect(dois.total).toBe(0);
    expect(dois.remocoes.map((x) => [x.tipo, x.rotulo, x.total])).toEqual([
      ['notaMin', '4 estrelas ou mais', 2], // Nacional Decor ('Brasil') and Digital Contábil ('para Todos', 'Online')
      ['todos', 'todos os filtros', CATALOGO.length],
    ]);
    const texto = await anon.fornecedores.list({ pesquisa: 'xyzzy', tags: ['Buffet'] });
    expect(texto.remocoes.map((x) => [x.tipo, x.rotulo, x.total])).toEqual([
      ['pesquisa', 'a busca “xyzzy”', 3], // the two buffets and Digital Contábil ('para Todos')
      ['todos', 'todos os filtros', CATALOGO.length],
    ]);
  });
});
