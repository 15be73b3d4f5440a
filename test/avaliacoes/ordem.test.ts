import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recountAvaliacao } from '../../db/queries/depoimentos.queries.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario, escrever } from '../helpers/factories.js';
import { fakeBuild, httpClient } from '../helpers/http.js';

describe('ordem por avaliação e filtro de nota mínima', () => {
  let t: TestDb;
  let client: ReturnType<typeof httpClient>;
  const ids: Record<string, number> = {};

  beforeEach(async () => {
    t = await createTestDb();
    client = httpClient(t.deps, fakeBuild());
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    const autores: { id: number }[] = [];
    for (let i = 0; i < 6; i++) autores.push(await createUsuario(t.deps));
    // name -> grades of its testimonials
    const notas: Record<string, number[]> = {
      perfeitoPoucos: [5, 5], // best average, but only 2 testimonials
      otimo: [5, 5, 4], // 4.67 with 3
      bomMuitos: [4, 4, 4, 5, 4, 4], // 4.17 with 6
      bomPoucos: [4, 5, 4], // 4.33 with 3
      fraco: [2, 3, 2], // 2.33 with 3
      nenhum: [],
      umSo: [3],
    };
    const agora = new Date().toISOString();
    for (const [nome, lista] of Object.entries(notas)) {
      const f = await createFornecedor(t.deps, dono.id, { nome_empresa: `Empresa ${nome}` });
      ids[nome] = f.id;
      if (lista.length)
        await t.deps.db
          .insertInto('depoimentos')
          .values(
            lista.map((nota, i) => ({
              fornecedor_id: f.id,
              usuario_id: autores[i].id,
              nota,
              comentario: 'ok',
              created_at: agora,
              updated_at: agora,
            })),
          )
          .execute();
    }
    await escrever(t.deps, async (trx) => {
      await recountAvaliacao(trx);
      return { valor: null, mudanca: { fornecedorIds: Object.values(ids) } };
    });
  });
  afterEach(() => t.cleanup());

  const nomeDe = (id: number) => Object.entries(ids).find(([, v]) => v === id)?.[0];

  it('"nota": average then count, suppliers with fewer than 3 testimonials below those with 3 or more', async () => {
    const anon = await callerFor(t.deps);
    const r = await anon.fornecedores.list({ ordem: 'nota', porPagina: 24 });
    expect(r.itens.map((c) => nomeDe(c.id))).toEqual([
      'otimo',
      'bomPoucos',
      'bomMuitos',
      'fraco',
      'perfeitoPoucos',
      'umSo',
      'nenhum',
    ]);
    // Paging keeps the order.
    const p2 = await anon.fornecedores.list({ ordem: 'nota', porPagina: 6, pagina: 2 });
    expect(p2.itens.map((c) => nomeDe(c.id))).toEqual(['nenhum']);
  });

  it('"total": most testimonials first, then the average', async () => {
    const anon = await callerFor(t.deps);
    const r = await anon.fornecedores.list({ ordem: 'total', porPagina: 24 });
    expect(r.itens.map((c) => nomeDe(c.id))).toEqual([
      'bomMuitos',
      'otimo',
      'bomPoucos',
      'fraco',
      'perfeitoPoucos',
      'umSo',
      'nenhum',
    ]);
  });

  it('nota_min keeps averages (as shown, one decimal) of at least the minimum, with any order', async () => {
    const anon = await callerFor(t.deps);
    const r = await anon.fornecedores.list({ notaMin: 4, ordem: 'nota', porPagina: 24 });
    expect(r.itens.map((c) => nomeDe(c.id))).toEqual(['otimo', 'bomPoucos', 'bomMuitos', 'perfeitoPoucos']);
    expect(r.total).toBe(4);
    const rel = await anon.fornecedores.list({ notaMin: 4, porPagina: 24 });
    expect(rel.itens.map((c) => nomeDe(c.id)).sort()).toEqual(
      ['otimo', 'bomPoucos', 'bomMuitos', 'perfeitoPoucos'].sort(),
    );
    const comTexto = await anon.fornecedores.list({ pesquisa: 'empresa', notaMin: 3, porPagina: 24 });
    expect(comTexto.total).toBe(5);
  });

  it('the order follows a new testimonial at once (precomputed per version)', async () => {
    const anon = await callerFor(t.deps);
    expect((await anon.fornecedores.list({ ordem: 'nota' })).itens[0].id).toBe(ids.otimo);
    const novo = await createUsuario(t.deps);
    await (await callerFor(t.deps, novo)).depoimentos.create({
      fornecedor_id: ids.perfeitoPoucos,
      comentario: 'Excelente',
      nota: 5,
    });
    const r = await anon.fornecedores.list({ ordem: 'nota' });
    expect(r.itens[0]).toMatchObject({ id: ids.perfeitoPoucos, avaliacao: { media: 5, total: 3 } });
  });

  it('GET /api/fornecedores/busca takes ordem and nota_min; bad values are a 400 in Portuguese', async () => {
    const res = await client.request('GET', '/api/fornecedores/busca?ordem=nota&nota_min=4');
    expect(res.status).toBe(200);
    expect(res.json.rows.map((c: { id: number }) => nomeDe(c.id))).toEqual([
      'otimo',
      'bomPoucos',
      'bomMuitos',
      'perfeitoPoucos',
    ]);
    expect(res.json.rows[0].avaliacao).toEqual({ media: 4.7, total: 3 });
    const total = await client.request('GET', '/api/fornecedores/busca?ordem=total&per_page=1');
    expect(nomeDe(total.json.rows[0].id)).toBe('bomMuitos');
    for (const [query, campo, mensagem] of [
      ['ordem=melhor', 'ordem', 'Ordem inválida: use relevancia, nota ou total.'],
      ['nota_min=0', 'nota_min', 'A nota mínima deve ser um número inteiro de 1 a 5.'],
      ['nota_min=6', 'nota_min', 'A nota mínima deve ser um número inteiro de 1 a 5.'],
      ['nota_min=abc', 'nota_min', 'A nota mínima deve ser um número inteiro de 1 a 5.'],
      ['nota_min=4.5', 'nota_min', 'A nota mínima deve ser um número inteiro de 1 a 5.'],
    ] as const) {
      const r = await client.request('GET', `/api/fornecedores/busca?${query}`);
      expect(r.status, query).toBe(400);
      expect(r.json.message).toBe('Parâmetros de busca inválidos.');
      expect(r.json.errors).toContainEqual({ campo, mensagem });
    }
  });
});
