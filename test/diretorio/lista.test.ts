import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chaveOrdem, ordemDaSemente, paginar } from '../../server/diretorio/ordem.js';
import type { Indice } from '../../server/diretorio/tipos.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';

type Caller = Awaited<ReturnType<typeof callerFor>>;

/** Named suppliers with tags, used by every filter case. */
const CATALOGO: { nome: string; tags: string[] }[] = [
  { nome: 'Alpha Contabilidade', tags: ['Contador', 'para Todos', 'Brasil'] },
  { nome: 'Beta Advocacia', tags: ['Advogado', 'Contratos', 'Fotografia', 'SP'] },
  { nome: 'Gama Marketing', tags: ['Marketing Digital', 'Tráfego Pago', 'Decoração', 'Online'] },
  { nome: 'Delta Sistemas', tags: ['Sistema', 'CRM', 'Buffet', 'RJ'] },
  { nome: 'Épsilon Design', tags: ['Designer', 'Identidade Visual', 'Fotografia', 'Decoração', 'SP'] },
  { nome: 'Zeta Cursos', tags: ['Curso', 'Mentoria', 'para Todos', 'Online'] },
  { nome: 'alpha mentoria', tags: ['Mentoria', 'Fotografia', 'Brasil'] },
];

describe('fornecedores.list: filter semantics (every category group must match; Público and Localidade have their own rules)', () => {
  let t: TestDb;
  let anon: Caller;
  const ids = new Map<string, number>();

  beforeEach(async () => {
    t = await createTestDb();
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    for (const f of CATALOGO) {
      const row = await createFornecedor(t.deps, dono.id, { nome_empresa: f.nome, tags: f.tags });
      ids.set(f.nome, row.id);
    }
    anon = await callerFor(t.deps);
  });
  afterEach(() => t.cleanup());

  async function nomes(input: { pesquisa?: string; tags?: string[] }) {
    const r = await anon.fornecedores.list({ ...input, porPagina: 24 });
    return r.itens.map((i) => i.nome_empresa).sort();
  }

  const casos: { nome: string; input: { pesquisa?: string; tags?: string[] }; esperado: string[] }[] = [
    { nome: 'no filters: every public supplier', input: {}, esperado: CATALOGO.map((c) => c.nome).sort() },
    {
      nome: 'search ignores case',
      input: { pesquisa: 'ALPHA' },
      esperado: ['Alpha Contabilidade', 'alpha mentoria'],
    },
    {
      nome: 'search matches a word prefix inside the name',
      input: { pesquisa: 'sist' },
      esperado: ['Delta Sistemas'],
    },
    { nome: 'search of punctuation only finds nothing', input: { pesquisa: '%' }, esperado: [] },
    { nome: 'one Atividade tag', input: { tags: ['Mentoria'] }, esperado: ['Zeta Cursos', 'alpha mentoria'] },
    {
      nome: 'two tags of the same ordinary category: all must be present',
      input: { tags: ['Curso', 'Mentoria'] },
      esperado: ['Zeta Cursos'],
    },
    {
      nome: 'Público: any selected or para Todos',
      input: { tags: ['Fotografia'] },
      esperado: ['Alpha Contabilidade', 'Beta Advocacia', 'Zeta Cursos', 'alpha mentoria', 'Épsilon Design'],
    },
    {
      nome: 'Público with two tags: any of them or para Todos',
      input: { tags: ['Buffet', 'Decoração'] },
      esperado: ['Alpha Contabilidade', 'Delta Sistemas', 'Gama Marketing', 'Zeta Cursos', 'Épsilon Design'],
    },
    {
      nome: 'Localidade Online: must carry it',
      input: { tags: ['Online'] },
      esperado: ['Gama Marketing', 'Zeta Cursos'],
    },
    {
      nome: 'Localidade Brasil: must carry it',
      input: { tags: ['Brasil'] },
      esperado: ['Alpha Contabilidade', 'alpha mentoria'],
    },
    {
      nome: 'Localidade Brasil or Online selected together: either',
      input: { tags: ['Brasil', 'Online'] },
      esperado: ['Alpha Contabilidade', 'Gama Marketing', 'Zeta Cursos', 'alpha mentoria'],
    },
    {
      nome: "a state: the state tag, 'Brasil' or 'Online' (docs/decisions/um-estado-no-filtro-inclui-quem-atende-o-brasil-todo-e-quem.md)",
      input: { tags: ['SP'] },
      esperado: [
        'Alpha Contabilidade',
        'Beta Advocacia',
        'Gama Marketing',
        'Zeta Cursos',
        'alpha mentoria',
        'Épsilon Design',
      ],
    },
    {
      nome: 'a state nobody serves: only nationwide and online suppliers',
      input: { tags: ['AC'] },
      esperado: ['Alpha Contabilidade', 'Gama Marketing', 'Zeta Cursos', 'alpha mentoria'],
    },
    {
      nome: 'groups combine: Atividade AND Público AND Localidade',
      input: { tags: ['Mentoria', 'Fotografia', 'Brasil'] },
      esperado: ['alpha mentoria'],
    },
    {
      nome: 'groups combine with search',
      input: { pesquisa: 'design', tags: ['Fotografia', 'SP'] },
      esperado: ['Épsilon Design'],
    },
    { nome: 'Serviços tag', input: { tags: ['CRM'] }, esperado: ['Delta Sistemas'] },
    {
      nome: 'unknown tag names are ignored',
      input: { tags: ['Não Existe'] },
      esperado: CATALOGO.map((c) => c.nome).sort(),
    },
  ];

  for (const caso of casos) {
    it(caso.nome, async () => {
      expect(await nomes(caso.input)).toEqual([...caso.esperado].sort());
    });
  }

  it('flags a state with no specific supplier, and not one that has', async () => {
    const ac = await anon.fornecedores.list({ tags: ['AC'] });
    expect(ac.estadoSemFornecedores).toBe('AC');
    const sp = await anon.fornecedores.list({ tags: ['SP'] });
    expect(sp.estadoSemFornecedores).toBeNull();
  });

  it('never lists an inactive supplier nor one whose owner is inactive', async () => {
    await t.deps.db
      .updateTable('fornecedores')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', ids.get('Gama Marketing')!)
      .execute();
    const outro = await createUsuario(t.deps, { tipo: 'anunciante' });
    await createFornecedor(t.deps, outro.id, { nome_empresa: 'Dono Inativo Ltda' });
    await t.deps.db
      .updateTable('usuarios')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', outro.id)
      .execute();
    const lista = await nomes({});
    expect(lista).not.toContain('Gama Marketing');
    expect(lista).not.toContain('Dono Inativo Ltda');
    expect(lista).toHaveLength(CATALOGO.length - 1);
    expect(await anon.fornecedores.search({ texto: 'Dono Inativo' })).toEqual([]);
    await expect(anon.fornecedores.detail({ id: ids.get('Gama Marketing')! })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('counts per option the total after choosing it (test/diretorio/contagens.test.ts has the table)', async () => {
    const r = await anon.fornecedores.list({ tags: ['Fotografia'] });
    const taxonomia = await anon.fornecedores.tags();
    const total = (nome: string) => r.contagens[taxonomia.find((x) => x.nome === nome)?.id ?? -1] ?? 0;
    expect(r.total).toBe(5);
    expect(total('Mentoria')).toBe(2);
    expect(total('para Todos')).toBe(2);
    expect(total('SP')).toBe(5); // Beta, Épsilon (SP), the 'Brasil' Alpha and alpha mentoria, the 'Online' Zeta
    expect(total('Fotografia')).toBe(5); // selected: what the list shows, 'para Todos' included
    expect(total('CRM')).toBe(0);
    // only tags with matches are sent; their names and categories come from the taxonomy
    expect(Object.values(r.contagens).every((n) => n > 0)).toBe(true);
    expect(taxonomia.find((x) => x.nome === 'Fotografia')?.CategoriaTag.nome).toBe('Público');
  });

  it('cards carry their tags as ids of the taxonomy (in the card order) and boolean badges', async () => {
    const r = await anon.fornecedores.list({ pesquisa: 'Beta' });
    expect(r.itens[0]).toMatchObject({ nome_empresa: 'Beta Advocacia', verificado: false, premium: false });
    const nomes = new Map((await anon.fornecedores.tags()).map((t) => [t.id, t.nome]));
    expect(r.itens[0].tag_ids.map((id) => nomes.get(id)).sort()).toEqual([
      'Advogado',
      'Contratos',
      'Fotografia',
      'SP',
    ]);
    expect(r.itens[0]).not.toHaveProperty('descricao_longa');
  });

  it('live search answers a handful', async () => {
    const r = await anon.fornecedores.search({ texto: 'a' });
    expect(r.length).toBeLessThanOrEqual(8);
    expect(r.length).toBeGreaterThan(0);
    expect(await anon.fornecedores.search({ texto: '  ' })).toEqual([]);
  });
});

describe('fornecedores.list: pagination and the seeded shuffle', () => {
  let t: TestDb;
  let anon: Caller;
  const N = 30;
  beforeEach(async () => {
    t = await createTestDb();
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    for (let i = 0; i < N; i++) await createFornecedor(t.deps, dono.id, { nome_empresa: `Empresa ${i}` });
    anon = await callerFor(t.deps);
  });
  afterEach(() => t.cleanup());

  it('defaults to 6 per page and refuses other sizes', async () => {
    const r = await anon.fornecedores.list({});
    expect(r.porPagina).toBe(6);
    expect(r.itens).toHaveLength(6);
    expect(r.totalPaginas).toBe(5);
    for (const porPagina of [6, 9, 12, 24]) {
      const x = await anon.fornecedores.list({ porPagina });
      expect(x.itens).toHaveLength(Math.min(porPagina, N));
    }
    await expect(anon.fornecedores.list({ porPagina: 7 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('clamps a page beyond the last to the last page', async () => {
    const r = await anon.fornecedores.list({ porPagina: 24, pagina: 99, semente: 1 });
    expect(r.pagina).toBe(2);
    expect(r.itens).toHaveLength(6);
    const vazio = await anon.fornecedores.list({ pesquisa: 'nada disso', pagina: 3 });
    expect(vazio).toMatchObject({ pagina: 1, totalPaginas: 1, total: 0, itens: [] });
  });

  it('with one seed, paging through shows every supplier exactly once, in the same order each time', async () => {
    for (const semente of [0, 7, 123456, 2 ** 31 - 1]) {
      const vistos: number[] = [];
      for (let pagina = 1; pagina <= 5; pagina++) {
        const r = await anon.fornecedores.list({ pagina, semente });
        vistos.push(...r.itens.map((i) => i.id));
      }
      expect(new Set(vistos).size).toBe(N);
      const again = await anon.fornecedores.list({ pagina: 2, semente });
      expect(again.itens.map((i) => i.id)).toEqual(vistos.slice(6, 12));
    }
  });

  it('different seeds give different orders', async () => {
    const a = await anon.fornecedores.list({ semente: 1, porPagina: 24 });
    const b = await anon.fornecedores.list({ semente: 2, porPagina: 24 });
    expect(a.itens.map((i) => i.id)).not.toEqual(b.itens.map((i) => i.id));
  });

  it('over many seeds every supplier reaches page 1 with roughly equal frequency', () => {
    // The key the list sorts by, over 6,000 seeds for 30 ids.
    const idsTeste = Array.from({ length: N }, (_, i) => i + 1);
    const hits = new Map<number, number>(idsTeste.map((id) => [id, 0]));
    const SEEDS = 6000;
    for (let s = 0; s < SEEDS; s++) {
      const o = ordemDaSemente(s * 7919 + 13);
      const ordem = [...idsTeste].sort((x, y) => chaveOrdem(x, o) - chaveOrdem(y, o));
      for (const id of ordem.slice(0, 6)) hits.set(id, (hits.get(id) ?? 0) + 1);
    }
    const esperado = (SEEDS * 6) / N; // 1200
    for (const n of hits.values()) {
      expect(n).toBeGreaterThan(esperado * 0.8);
      expect(n).toBeLessThan(esperado * 1.2);
    }
  });

  it('the list follows the documented key of its seed', async () => {
    const r = await anon.fornecedores.list({ semente: 42, porPagina: 24 });
    const o = ordemDaSemente(42);
    const ids = r.itens.map((i) => i.id);
    const sorted = [...ids].sort((x, y) => chaveOrdem(x, o) - chaveOrdem(y, o));
    expect(ids).toEqual(sorted);
    expect(ids).toHaveLength(24);
  });

  it('pages of one seed, asked in any order, are the slices of the full seeded order (cached head included)', () => {
    // paginar reads only the ids of the index; 500 matches, pages of 24 (the head cache holds 120).
    const ids = Int32Array.from({ length: 500 }, (_, i) => 3 * i + 7);
    const ind = { ids } as unknown as Indice;
    const selecionados = Int32Array.from({ length: 500 }, (_, i) => i);
    const o = ordemDaSemente(2024);
    const completa = [...ids].sort((x, y) => chaveOrdem(x, o) - chaveOrdem(y, o));
    const paginas = [7, 2, 1, 5, 6, 21, 3, 4, ...Array.from({ length: 13 }, (_, i) => i + 8)];
    const vistas = new Map<number, number[]>();
    for (const p of paginas) vistas.set(p, paginar(ind, selecionados, 2024, (p - 1) * 24, 24));
    const juntas = Array.from({ length: 21 }, (_, i) => vistas.get(i + 1) ?? []).flat();
    expect(juntas).toEqual(completa);
    // Asked again (now from the cache): the same page.
    expect(paginar(ind, selecionados, 2024, 24, 24)).toEqual(completa.slice(24, 48));
  });

  it('distinct ids never share a key, large ids included (the order is total)', () => {
    for (const semente of [0, 1, 99, 2 ** 31 - 1]) {
      const o = ordemDaSemente(semente);
      const ids = [
        ...Array.from({ length: 20_000 }, (_, i) => i + 1),
        2 ** 21 - 1,
        2 ** 21,
        123_456_789,
        2 ** 31 - 2,
      ];
      const chaves = new Set(ids.map((id) => chaveOrdem(id, o)));
      expect(chaves.size).toBe(ids.length);
      for (const c of chaves) expect(Number.isInteger(c) && c >= 0 && c < 2 ** 32).toBe(true);
    }
  });
});
