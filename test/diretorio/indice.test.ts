import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.js';
import { MUDANCAS_GUARDADAS } from '../../db/migrations/2026-11-26-012-diretorio-mudancas.js';
import * as q from '../../db/queries/fornecedores.queries.js';
import { type Indice, indiceAtual } from '../../server/services/fornecedores.indice.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';

const TAGS = [
  'Contador',
  'Advogado',
  'Fotografia',
  'Decoração',
  'para Todos',
  'SP',
  'RJ',
  'Brasil',
  'Online',
  'CRM',
];

/** Everything the index answers from, in a comparable form. */
function resumo(ind: Indice) {
  const tagsPorFornecedor: Record<number, number[]> = {};
  for (let i = 0; i < ind.n; i++) {
    tagsPorFornecedor[ind.ids[i]] = [...ind.tagIds.subarray(ind.tagInicio[i], ind.tagInicio[i + 1])].sort(
      (a, b) => a - b,
    );
  }
  const postings: Record<number, number[]> = {};
  for (const [tag, lista] of ind.postings)
    postings[tag] = [...lista].map((i) => ind.ids[i]).sort((a, b) => a - b);
  return {
    ids: [...ind.ids],
    nomes: ind.nomes,
    destaque: [...ind.destaque],
    cartoes: ind.cartoes,
    tagsPorFornecedor,
    postings,
    posicao: [...ind.posicao].sort((a, b) => a[0] - b[0]),
  };
}

describe('directory index: incremental update (migration 012)', () => {
  let t: TestDb;
  let donos: { id: number }[];
  let fornecedores: number[];

  beforeEach(async () => {
    t = await createTestDb();
    donos = [
      await createUsuario(t.deps, { tipo: 'anunciante' }),
      await createUsuario(t.deps, { tipo: 'anunciante' }),
    ];
    fornecedores = [];
    for (let i = 0; i < 30; i++) {
      const tags = TAGS.filter((_, k) => (i * 7 + k * 3) % 4 === 0);
      const f = await createFornecedor(t.deps, donos[i % 2].id, { nome_empresa: `Empresa ${i} Ltda`, tags });
      fornecedores.push(f.id);
    }
  });
  afterEach(() => t.cleanup());

  /** A fresh index of the same database (another Kysely instance: its own, fully built, index). */
  async function indiceCompleto(): Promise<Indice> {
    const outro = createDb(path.join(t.dataDir, 'app.db'));
    try {
      const ind = await indiceAtual(outro);
      expect(ind.origem).toBe('completa');
      return ind;
    } finally {
      await outro.db.destroy();
    }
  }

  async function tagId(nome: string) {
    const r = await t.deps.db
      .selectFrom('tags')
      .select('id')
      .where('nome', '=', nome)
      .executeTakeFirstOrThrow();
    return r.id;
  }

  it('after every kind of write, the patched index equals a full build', async () => {
    const { db } = t.deps;
    expect((await indiceAtual(t.deps)).origem).toBe('completa');
    const agora = new Date().toISOString();
    const passos: [string, () => Promise<unknown>][] = [
      [
        'new supplier',
        () => createFornecedor(t.deps, donos[0].id, { nome_empresa: 'Ômega Eventos', tags: ['SP', 'CRM'] }),
      ],
      [
        'renamed, with a photo and a long description (featured-worthy now)',
        () =>
          db
            .updateTable('fornecedores')
            .set({
              nome_empresa: 'Nome Novo Assessoria',
              foto_perfil: '/uploads/x.jpg',
              descricao_curta: 'd'.repeat(120),
            })
            .where('id', '=', fornecedores[3])
            .execute(),
      ],
      [
        'a tag added and another removed',
        async () => {
          await db
            .insertInto('fornecedor_tags')
            .values({ fornecedor_id: fornecedores[4], tag_id: await tagId('Online') })
            .onConflict((oc) => oc.doNothing())
            .execute();
          await db.deleteFrom('fornecedor_tags').where('fornecedor_id', '=', fornecedores[5]).execute();
        },
      ],
      [
        'deactivated supplier',
        () =>
          db
            .updateTable('fornecedores')
            .set({ deleted_at: agora })
            .where('id', '=', fornecedores[6])
            .execute(),
      ],
      [
        'deactivated owner (all their suppliers leave)',
        () => db.updateTable('usuarios').set({ deleted_at: agora }).where('id', '=', donos[1].id).execute(),
      ],
      [
        'reactivated owner',
        () => db.updateTable('usuarios').set({ deleted_at: null }).where('id', '=', donos[1].id).execute(),
      ],
      [
        'reactivated supplier',
        () =>
          db
            .updateTable('fornecedores')
            .set({ deleted_at: null })
            .where('id', '=', fornecedores[6])
            .execute(),
      ],
      [
        'supplier deleted for good',
        () => db.deleteFrom('fornecedores').where('id', '=', fornecedores[7]).execute(),
      ],
      [
        'several writes between two reads',
        async () => {
          for (const i of [8, 9, 10])
            await db
              .updateTable('fornecedores')
              .set({ nome_empresa: `Lote ${i}` })
              .where('id', '=', fornecedores[i])
              .execute();
          await createFornecedor(t.deps, donos[1].id, { nome_empresa: 'Recém Chegada', tags: ['Brasil'] });
          await db
            .deleteFrom('fornecedor_tags')
            .where('fornecedor_id', '=', fornecedores[11])
            .where('tag_id', '=', await tagId('Contador'))
            .execute();
        },
      ],
    ];
    for (const [nome, escrever] of passos) {
      const antes = await indiceAtual(t.deps);
      await escrever();
      const depois = await indiceAtual(t.deps);
      expect(depois.versao, nome).toBeGreaterThan(antes.versao);
      expect(depois.origem, nome).toBe('incremental');
      expect(resumo(depois), nome).toEqual(resumo(await indiceCompleto()));
    }
  });

  it('a taxonomy change rebuilds in full, and the list sees every write at once', async () => {
    const anon = await callerFor(t.deps);
    expect((await anon.fornecedores.list({ pesquisa: 'Empresa 2 Ltda' })).total).toBe(1);
    await t.deps.db
      .updateTable('fornecedores')
      .set({ nome_empresa: 'Rebatizada Buffet' })
      .where('id', '=', fornecedores[2])
      .execute();
    expect((await anon.fornecedores.list({ pesquisa: 'Empresa 2 Ltda' })).total).toBe(0);
    expect((await anon.fornecedores.list({ pesquisa: 'rebatizada' })).itens.map((i) => i.id)).toEqual([
      fornecedores[2],
    ]);
    expect((await indiceAtual(t.deps)).origem).toBe('incremental');

    await t.deps.db
      .updateTable('tags')
      .set({ nome: 'Contabilidade' })
      .where('nome', '=', 'Contador')
      .execute();
    const ind = await indiceAtual(t.deps);
    expect(ind.origem).toBe('completa');
    expect(ind.taxonomia.some((tag) => tag.nome === 'Contabilidade')).toBe(true);
    expect((await anon.fornecedores.list({ tags: ['Contabilidade'] })).total).toBeGreaterThan(0);
  });

  it('logs only what changed and keeps the log bounded by version', async () => {
    const { db } = t.deps;
    const desde = (
      await db.selectFrom('diretorio_versao').select('versao').where('id', '=', 1).executeTakeFirstOrThrow()
    ).versao;
    await db
      .updateTable('fornecedores')
      .set({ nome_empresa: 'Só Esta' })
      .where('id', '=', fornecedores[0])
      .execute();
    const log = await db
      .selectFrom('diretorio_mudancas')
      .select(['versao', 'fornecedor_id'])
      .where('versao', '>', desde)
      .execute();
    expect(log.map((l) => l.fornecedor_id)).toEqual([fornecedores[0], fornecedores[0]]);
    expect(new Set(log.map((l) => l.versao)).size).toBe(1);
    // an owner's state change logs each of their suppliers
    await db
      .updateTable('usuarios')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', donos[0].id)
      .execute();
    const doDono = await db
      .selectFrom('diretorio_mudancas')
      .select('fornecedor_id')
      .where('versao', '=', desde + 2)
      .execute();
    expect(doDono.map((l) => l.fornecedor_id).sort((a, b) => Number(a) - Number(b))).toEqual(
      fornecedores.filter((_, i) => i % 2 === 0),
    );
  });

  it('an index or page further behind than the log keeps answers "everything changed"', async () => {
    const { db, sqlite } = t.deps;
    const agora = await q.versoes(db, sqlite);
    expect(await q.mudancasDesde(db, agora.diretorio, agora.diretorio)).toEqual({ tudo: false, ids: [] });
    expect(await q.mudancasDesde(db, 0, MUDANCAS_GUARDADAS)).toEqual({ tudo: true, ids: [] });
    expect(await q.paginaIntacta(db, sqlite, fornecedores[0], agora, agora)).toBe(true);
    const longe = { ...agora, paginas: agora.paginas + MUDANCAS_GUARDADAS };
    expect(await q.paginaIntacta(db, sqlite, fornecedores[0], agora, longe)).toBe(false);
  });
});
