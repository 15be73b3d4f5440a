import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';

type Caller = Awaited<ReturnType<typeof callerFor>>;
type Estado = { pesquisa?: string; tags: string[] };

/** Suppliers covering every rule: 'para Todos', 'Brasil', states, Online, several tags per category. */
const CATALOGO: { nome: string; tags: string[] }[] = [
  { nome: 'Alpha Contabilidade', tags: ['Contador', 'para Todos', 'Brasil', 'Imposto de Renda'] },
  { nome: 'Beta Advocacia', tags: ['Advogado', 'Contratos', 'Fotografia', 'SP'] },
  { nome: 'Gama Marketing', tags: ['Marketing Digital', 'Tráfego Pago', 'Decoração', 'Online'] },
  { nome: 'Delta Sistemas', tags: ['Sistema', 'CRM', 'Buffet', 'RJ'] },
  { nome: 'Épsilon Design', tags: ['Designer', 'Identidade Visual', 'Fotografia', 'Decoração', 'SP'] },
  { nome: 'Zeta Cursos', tags: ['Curso', 'Mentoria', 'para Todos', 'Online'] },
  { nome: 'alpha mentoria', tags: ['Mentoria', 'Fotografia', 'Brasil', 'Novidade'] },
  { nome: 'Eta Jurídico', tags: ['Advogado', 'Contratos', 'para Todos', 'SP', 'Online'] },
  { nome: 'Teta Fotos', tags: ['Designer', 'Fotografia', 'Buffet', 'MG', 'Parcelamento'] },
  { nome: 'Iota Contas', tags: ['Contador', 'Financeiro', 'Cerimonial', 'RJ', 'Brasil'] },
  { nome: 'Kapa Sem Tags', tags: [] },
];

/** The filter states the table walks through. */
const ESTADOS: { nome: string; estado: Estado }[] = [
  { nome: 'no filter', estado: { tags: [] } },
  { nome: 'one Público tag', estado: { tags: ['Fotografia'] } },
  { nome: 'one state', estado: { tags: ['SP'] } },
  { nome: 'a state and a service tag', estado: { tags: ['SP', 'Contratos'] } },
  { nome: "'para Todos'", estado: { tags: ['para Todos'] } },
  { nome: "'Brasil'", estado: { tags: ['Brasil'] } },
  { nome: 'a state nobody serves', estado: { tags: ['AC'] } },
  { nome: 'search text and a tag', estado: { pesquisa: 'alpha', tags: ['Mentoria'] } },
  {
    nome: 'search text, Público and Atividade',
    estado: { pesquisa: 'contratos', tags: ['Buffet', 'Advogado'] },
  },
];

describe('filter counts: each option shows the total the list answers after choosing it', () => {
  let t: TestDb;
  let anon: Caller;
  let taxonomia: Awaited<ReturnType<Caller['fornecedores']['tags']>>;

  beforeAll(async () => {
    t = await createTestDb();
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    for (const f of CATALOGO) await createFornecedor(t.deps, dono.id, { nome_empresa: f.nome, tags: f.tags });
    anon = await callerFor(t.deps);
    taxonomia = await anon.fornecedores.tags();
  });
  afterAll(() => t.cleanup());

  const categoria = (nome: string) => taxonomia.find((x) => x.nome === nome)?.CategoriaTag.nome;

  /**
   * What clicking an option does in the list page (lista-page.tsx): a selected option stays as it
   * is (its count is what is on screen); any other replaces the selection of its category.
   */
  function escolher(estado: Estado, tag: string): Estado {
    if (estado.tags.includes(tag)) return estado;
    const cat = categoria(tag);
    return { ...estado, tags: [...estado.tags.filter((x) => categoria(x) !== cat), tag] };
  }

  for (const { nome, estado } of ESTADOS) {
    it(`${nome}: every option's count equals the total after choosing it`, async () => {
      const atual = await anon.fornecedores.list({ ...estado, porPagina: 24 });
      const diferencas: string[] = [];
      for (const tag of taxonomia) {
        const mostrado = atual.contagens[tag.id] ?? 0;
        const total = (await anon.fornecedores.list({ ...escolher(estado, tag.nome), porPagina: 24 })).total;
        if (mostrado !== total) diferencas.push(`${tag.nome}: mostra ${mostrado}, lista ${total}`);
      }
      expect(diferencas).toEqual([]);
    });
  }

  it("the issue's example: with Fotografia selected its chip shows the list total, para Todos included", async () => {
    const r = await anon.fornecedores.list({ tags: ['Fotografia'] });
    const id = (nome: string) => taxonomia.find((x) => x.nome === nome)?.id ?? -1;
    // Beta, Épsilon, alpha mentoria, Teta carry Fotografia; Alpha, Zeta, Eta are 'para Todos'.
    expect(r.total).toBe(7);
    expect(r.contagens[id('Fotografia')]).toBe(7);
    // Another Público option replaces Fotografia: Decoração carriers plus the 'para Todos' ones.
    expect(r.contagens[id('Decoração')]).toBe(5);
    expect(r.contagens[id('Cerimonial')]).toBe(4);
  });
});
