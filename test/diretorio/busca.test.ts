import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { distanciaUm, palavras } from '../../server/diretorio/vocabulario.js';
import { seedDemo } from '../../server/ops/demo.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';
import { httpClient } from '../helpers/http.js';

type Caller = Awaited<ReturnType<typeof callerFor>>;

describe('search over the demo catalogue (what people type)', () => {
  let t: TestDb;
  let anon: Caller;

  beforeAll(async () => {
    t = await createTestDb({ DEMO_PASSWORD: 'senha-demo-testes-2026' });
    await seedDemo(t.deps);
    anon = await callerFor(t.deps);
  }, 60_000);
  afterAll(() => t.cleanup());

  async function nomes(pesquisa: string, tags: string[] = []) {
    const r = await anon.fornecedores.list({ pesquisa, tags, porPagina: 24 });
    expect(r.total).toBe(r.itens.length); // every case here fits one page
    return r.itens.map((i) => i.nome_empresa);
  }

  async function comTag(tag: string): Promise<string[]> {
    const rows = await t.deps.db
      .selectFrom('fornecedor_tags as ft')
      .innerJoin('tags as tg', 'tg.id', 'ft.tag_id')
      .innerJoin('fornecedores as f', 'f.id', 'ft.fornecedor_id')
      .select('f.nome_empresa')
      .where('tg.nome', '=', tag)
      .where('f.deleted_at', 'is', null)
      .execute();
    return rows.map((r) => r.nome_empresa);
  }

  it('"foto" finds "Escola do Fotógrafo de Casamento" (accents and case ignored, word prefix)', async () => {
    expect(await nomes('foto')).toContain('Escola do Fotógrafo de Casamento');
  });

  it('"album" finds "Álbum Eterno"', async () => {
    expect(await nomes('album')).toContain('Álbum Eterno Encadernações');
  });

  it('"contab" finds the three accounting firms, by name first', async () => {
    const r = await nomes('contab');
    const firmas = ['Contábil Aliança', 'Rota Contábil MEI', 'Somar Contabilidade Criativa'];
    expect(r.slice(0, 3).sort()).toEqual(firmas.sort());
  });

  it('"advogado" finds every supplier tagged Advogado', async () => {
    const advogados = await comTag('Advogado');
    expect(advogados.length).toBeGreaterThanOrEqual(4);
    const r = await nomes('advogado');
    for (const nome of advogados) expect(r).toContain(nome);
  });

  it('"contrato" finds suppliers tagged Contratos and those describing contracts', async () => {
    const r = await nomes('contrato');
    for (const nome of await comTag('Contratos')) expect(r).toContain(nome);
    // Slogan "Contrato bem feito é casamento tranquilo."
    expect(r).toContain('Martins & Lacerda Advocacia para Eventos');
  });

  it('every word must match (AND), stopwords aside', async () => {
    expect(await nomes('escola de casamento')).toEqual(['Escola do Fotógrafo de Casamento']);
    expect(await nomes('escola advogado')).toEqual([]);
  });

  it('one typing error in a word of 5+ letters still finds, ranked below exact matches', async () => {
    expect(await nomes('fotografo')).toContain('Escola do Fotógrafo de Casamento');
    const contabio = await nomes('contabio'); // contábil with one wrong letter
    expect(contabio).toContain('Contábil Aliança');
    expect(contabio).toContain('Rota Contábil MEI');
    expect(await nomes('advgoado')).toEqual(expect.arrayContaining(await comTag('Advogado'))); // swap
    expect(await nomes('albun')).toContain('Álbum Eterno Encadernações'); // substitution
    // Under 5 letters no error is forgiven.
    expect(await nomes('albm')).toEqual([]);
  });

  it('text that matches nothing answers the empty state', async () => {
    const r = await anon.fornecedores.list({ pesquisa: 'xyzwq' });
    expect(r).toMatchObject({ total: 0, itens: [], pagina: 1, totalPaginas: 1 });
    expect((await anon.fornecedores.list({ pesquisa: '%' })).total).toBe(0);
  });

  it('search combines with tags and the Localidade rule', async () => {
    const r = await nomes('contab', ['MG']);
    expect(r).toContain('Contábil Aliança'); // MG
    expect(r).not.toContain('Rota Contábil MEI'); // PB / RN only
  });

  it('the home live search answers the best matches first (at most 8)', async () => {
    const r = await anon.fornecedores.search({ texto: 'contab' });
    expect(r.length).toBeLessThanOrEqual(8);
    expect(
      r
        .slice(0, 3)
        .map((x) => x.nome_empresa)
        .sort(),
    ).toEqual(['Contábil Aliança', 'Rota Contábil MEI', 'Somar Contabilidade Criativa'].sort());
    expect(Object.keys(r[0]).sort()).toEqual([
      'foto_perfil',
      'foto_perfil_larguras',
      'id',
      'nome_empresa',
      'slug',
    ]);
    expect(await anon.fornecedores.search({ texto: 'xyzwq' })).toEqual([]);
  });
});

describe('search ranking and fairness', () => {
  let t: TestDb;
  let anon: Caller;

  beforeEach(async () => {
    t = await createTestDb();
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    const f = (nome_empresa: string, descricao_curta: string, tags: string[] = [], frase_slogan = '') =>
      createFornecedor(t.deps, dono.id, { nome_empresa, descricao_curta, frase_slogan, tags });
    await f('Delta Consultoria', 'Planejamento de eventos.', [], 'Jurídico sem mistério.'); // slogan
    await f('Jurídico Alfa', 'Serviços para buffets.'); // name, exact
    await f('Beta Serviços', 'Atendimento para buffets.', ['Advogado']); // tag only
    await f('Juridicamente Gama', 'Outra coisa.'); // name, prefix
    await f('Épsilon Eventos', 'Assessoria jurídica para fornecedores.'); // description
    await f('Zeta Nada', 'Nada a ver com a busca.');
    anon = await callerFor(t.deps);
  });
  afterEach(() => t.cleanup());

  async function ordem(pesquisa: string, semente = 1) {
    return (await anon.fornecedores.list({ pesquisa, porPagina: 24, semente })).itens.map(
      (i) => i.nome_empresa,
    );
  }

  it('a name match comes before a description-only match', async () => {
    const r = await ordem('juridico');
    expect(r[0]).toBe('Jurídico Alfa');
    expect(r.indexOf('Jurídico Alfa')).toBeLessThan(r.indexOf('Épsilon Eventos'));
    expect(r).not.toContain('Zeta Nada');
  });

  it('name, then tag, then slogan/description; exact word before prefix', async () => {
    const r = await ordem('advog');
    expect(r).toEqual(['Beta Serviços']);
    // 'juridic': name prefix (Jurídico Alfa, Juridicamente Gama) > description/slogan prefix.
    const j = await ordem('juridic');
    expect(j.slice(0, 2).sort()).toEqual(['Juridicamente Gama', 'Jurídico Alfa']);
    expect(j.slice(2).sort()).toEqual(['Delta Consultoria', 'Épsilon Eventos']);
    // An exact name word beats a name prefix.
    expect((await ordem('juridico'))[0]).toBe('Jurídico Alfa');
  });

  it('a tag match comes before a description match', async () => {
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    await createFornecedor(t.deps, dono.id, {
      nome_empresa: 'Ômega Textos',
      descricao_curta: 'Escrevemos para advogados.',
    });
    const r = await ordem('advogado');
    expect(r).toEqual(['Beta Serviços', 'Ômega Textos']);
  });

  it('a fuzzy match ranks below exact and prefix matches, even in a weaker field', async () => {
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    await createFornecedor(t.deps, dono.id, { nome_empresa: 'Jurudico Errado', descricao_curta: 'x' });
    // Name exact, slogan exact, then the fuzzy ones: name ('jurudico'), description ('jurídica').
    expect(await ordem('juridico')).toEqual([
      'Jurídico Alfa',
      'Delta Consultoria',
      'Jurudico Errado',
      'Épsilon Eventos',
    ]);
  });

  it('equal scores keep the fair seeded shuffle: each tied supplier leads for some seed', async () => {
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    for (let i = 0; i < 5; i++)
      await createFornecedor(t.deps, dono.id, { nome_empresa: `Buffet Igual ${i}`, descricao_curta: 'x' });
    const primeiros = new Set<string>();
    for (let semente = 0; semente < 60; semente++) primeiros.add((await ordem('buffet igual', semente))[0]);
    expect(primeiros.size).toBe(5);
  });
});

describe('search words', () => {
  it('normalizes like pt-BR users type: accents, case, punctuation', () => {
    expect(palavras('Álbum Eterno — Encadernações & Cia.')).toEqual([
      'album',
      'eterno',
      'encadernacoes',
      'cia',
    ]);
    expect(palavras('FOTÓGRAFO d’Ávila, São João 2026')).toEqual([
      'fotografo',
      'd',
      'avila',
      'sao',
      'joao',
      '2026',
    ]);
    expect(palavras('Cafe\u0301 com pão')).toEqual(['cafe', 'com', 'pao']); // decomposed input
  });

  it('edit distance 1: substitution, insertion, deletion, adjacent swap; not 2', () => {
    expect(distanciaUm('contabio', 'contabil')).toBe(true);
    expect(distanciaUm('contabl', 'contabil')).toBe(true);
    expect(distanciaUm('contabiil', 'contabil')).toBe(true);
    expect(distanciaUm('cotnabil', 'contabil')).toBe(true);
    expect(distanciaUm('cotnabli', 'contabil')).toBe(false);
    expect(distanciaUm('contabilidade', 'contabil')).toBe(false);
  });
});

describe('GET /api/fornecedores/busca', () => {
  let t: TestDb;
  let client: ReturnType<typeof httpClient>;
  const ids = new Map<string, number>();

  beforeEach(async () => {
    t = await createTestDb();
    client = httpClient(t.deps);
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    const criar = async (nome_empresa: string, descricao_curta: string, tags: string[]) =>
      ids.set(
        nome_empresa,
        (await createFornecedor(t.deps, dono.id, { nome_empresa, descricao_curta, tags })).id,
      );
    await criar('Contábil Paulista', 'Impostos em dia.', ['Contador', 'SP', 'Fotografia']);
    await criar('Nacional Contas', 'Contabilidade para todo o país.', ['Contador', 'Brasil', 'para Todos']);
    await criar('Carioca Eventos', 'Contábil para buffets.', ['RJ', 'Buffet']);
    await criar('Sem Relação', 'Nada disso.', ['SP']);
    const outro = await createUsuario(t.deps, { tipo: 'anunciante' });
    ids.set(
      'Contábil Inativa',
      (await createFornecedor(t.deps, outro.id, { nome_empresa: 'Contábil Inativa', tags: ['SP'] })).id,
    );
    await t.deps.db
      .updateTable('fornecedores')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', ids.get('Contábil Inativa')!)
      .execute();
  });
  afterEach(() => t.cleanup());

  it('answers { rows, total, page, per_page } with the card fields of GET /api/fornecedores, by relevance', async () => {
    const res = await client.request('GET', '/api/fornecedores/busca?q=contabil');
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['page', 'per_page', 'rows', 'total']);
    expect(res.json).toMatchObject({ total: 3, page: 1, per_page: 20 });
    const nomes = res.json.rows.map((r: { nome_empresa: string }) => r.nome_empresa);
    // Name matches (exact) first, then the prefix in the description ('contabilidade'), never the inactive one.
    expect(nomes.slice(0, 1)).toEqual(['Contábil Paulista']);
    expect(nomes).toContain('Carioca Eventos');
    expect(nomes).toContain('Nacional Contas');
    expect(nomes).not.toContain('Contábil Inativa');
    const lista = await client.request('GET', '/api/fornecedores');
    const cartao = lista.json.find((f: { id: number }) => f.id === res.json.rows[0].id);
    expect(res.json.rows[0]).toEqual(cartao);
  });

  it('filters by repeated tag and by uf with the list rule (the state or a Brasil supplier)', async () => {
    const uf = await client.request('GET', '/api/fornecedores/busca?q=contab&uf=sp');
    expect(uf.status).toBe(200);
    expect(uf.json.rows.map((r: { nome_empresa: string }) => r.nome_empresa).sort()).toEqual([
      'Contábil Paulista',
      'Nacional Contas',
    ]);
    const tags = await client.request('GET', '/api/fornecedores/busca?tag=Contador&tag=Fotografia');
    // Público: the tag or 'para Todos'; Atividade: Contador.
    expect(tags.json.total).toBe(2);
    const sem = await client.request('GET', '/api/fornecedores/busca?uf=RJ&per_page=1&page=2');
    expect(sem.json).toMatchObject({ total: 2, page: 2, per_page: 1 });
    expect(sem.json.rows).toHaveLength(1);
  });

  it('pages through every match once', async () => {
    const vistos: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const r = await client.request('GET', `/api/fornecedores/busca?per_page=2&page=${page}`);
      vistos.push(...r.json.rows.map((x: { id: number }) => x.id));
    }
    expect(vistos.sort()).toEqual(
      ['Contábil Paulista', 'Nacional Contas', 'Carioca Eventos', 'Sem Relação']
        .map((n) => ids.get(n))
        .sort(),
    );
  });

  it('refuses bad parameters with 400 and a Portuguese message', async () => {
    for (const [query, campo, mensagem] of [
      ['page=0', 'page', 'A página deve ser um número inteiro a partir de 1.'],
      ['page=abc', 'page', 'A página deve ser um número inteiro a partir de 1.'],
      ['per_page=0', 'per_page', 'Itens por página: um número inteiro de 1 a 100.'],
      ['per_page=101', 'per_page', 'Itens por página: um número inteiro de 1 a 100.'],
      ['uf=XX', 'uf', 'UF inválida: use a sigla de um estado brasileiro, como SP.'],
      [`q=${'a'.repeat(101)}`, 'q', 'A busca deve ter no máximo 100 caracteres.'],
    ] as const) {
      const res = await client.request('GET', `/api/fornecedores/busca?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.message).toBe('Parâmetros de busca inválidos.');
      expect(res.json.errors).toContainEqual({ campo, mensagem });
    }
    const tag = await client.request('GET', '/api/fornecedores/busca?tag=N%C3%A3o%20Existe');
    expect(tag.status).toBe(400);
    expect(tag.json.message).toBe('Tag desconhecida: Não Existe.');
  });

  it('is not swallowed by /api/fornecedores/:id', async () => {
    const res = await client.request('GET', '/api/fornecedores/busca');
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(4);
  });
});
