import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { abrirBanco } from '../../db/client.js';
import * as mq from '../../db/queries/mudancas.queries.js';
import { MUDANCAS_GUARDADAS } from '../../db/queries/mudancas.queries.js';
import { indiceAtual, indiceAtualizado } from '../../server/diretorio/indice.js';
import type { Indice } from '../../server/diretorio/tipos.js';
import { createContextInner } from '../../server/services/contexto.js';
import { atualizarParcial } from '../../server/services/vitrine.service.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario, type TestUser } from '../helpers/factories.js';
import { png } from '../vitrine/setup.js';

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
  let donos: TestUser[];
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
    const outro = abrirBanco(t.env);
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
    // Every write goes through the service that makes it in the product (each records its change).
    const admin = await callerFor(t.deps, await createUsuario(t.deps, { tipo: 'admin' }));
    const fotoPng = await png();
    expect((await indiceAtual(t.deps)).origem).toBe('completa');
    const passos: [string, () => Promise<unknown>][] = [
      [
        'new supplier',
        async () =>
          admin.fornecedores.criar({
            nome_empresa: 'Ômega Eventos',
            descricao_curta: 'Eventos corporativos.',
            usuario_id: donos[0].id,
            tags: [await tagId('SP'), await tagId('CRM')],
          }),
      ],
      [
        'renamed, with a photo and a long description (featured-worthy now)',
        () =>
          atualizarParcial(
            createContextInner(t.deps, { user: donos[1] }),
            fornecedores[3],
            { nome_empresa: 'Nome Novo Assessoria', descricao_curta: 'd'.repeat(120) },
            { foto_perfil: { nome: 'f.png', tipoDeclarado: 'image/png', dados: fotoPng } },
          ),
      ],
      [
        'a tag added and another removed',
        async () => {
          const atuais = await t.deps.db
            .selectFrom('fornecedor_tags')
            .select('tag_id')
            .where('fornecedor_id', '=', fornecedores[4])
            .execute();
          await admin.fornecedores.atualizarParcial({
            id: fornecedores[4],
            dados: { tags: [...new Set([...atuais.map((r) => r.tag_id), await tagId('Online')])] },
          });
          await admin.fornecedores.atualizarParcial({ id: fornecedores[5], dados: { tags: [] } });
        },
      ],
      [
        'deactivated supplier',
        () => admin.admin.desativarFornecedor({ id: fornecedores[6], motivo: 'Teste' }),
      ],
      [
        'deactivated owner (all their suppliers leave)',
        () => admin.admin.desativarUsuario({ id: donos[1].id }),
      ],
      ['reactivated owner', () => admin.admin.restaurarUsuario({ id: donos[1].id })],
      ['reactivated supplier', () => admin.admin.restaurarFornecedor({ id: fornecedores[6] })],
      ['supplier deleted for good', () => admin.fornecedores.excluir({ id: fornecedores[7] })],
      [
        'seals granted',
        () => admin.admin.definirSelos({ id: fornecedores[12], verificado: true, premium: true }),
      ],
      [
        "a link added and removed (the row's updated_at moves)",
        async () => {
          const categoria = await t.deps.db
            .selectFrom('categorias_link')
            .select('id')
            .where('nome', '=', 'site')
            .executeTakeFirstOrThrow();
          const link = await admin.fornecedores.adicionarLink({
            fornecedor_id: fornecedores[13],
            categoria_id: categoria.id,
            url: 'https://exemplo.com.br',
          });
          await admin.fornecedores.removerLink({ id: link.id });
        },
      ],
      [
        'several writes between two reads',
        async () => {
          for (const i of [8, 9, 10])
            await admin.fornecedores.atualizarParcial({
              id: fornecedores[i],
              dados: { nome_empresa: `Lote ${i}` },
            });
          await createFornecedor(t.deps, donos[1].id, { nome_empresa: 'Recém Chegada', tags: ['Brasil'] });
          const contador = await tagId('Contador');
          const atuais = await t.deps.db
            .selectFrom('fornecedor_tags')
            .select('tag_id')
            .where('fornecedor_id', '=', fornecedores[11])
            .execute();
          await admin.fornecedores.atualizarParcial({
            id: fornecedores[11],
            dados: { tags: atuais.map((r) => r.tag_id).filter((id) => id !== contador) },
          });
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

  it('taxonomy writes (tag created, renamed, deleted; category renamed) rebuild in full', async () => {
    const admin = await callerFor(t.deps, await createUsuario(t.deps, { tipo: 'admin' }));
    const categoria = await t.deps.db
      .selectFrom('categorias_tag')
      .select('id')
      .where('nome', '=', 'Geral')
      .executeTakeFirstOrThrow();
    await indiceAtual(t.deps);
    const passos: [string, () => Promise<unknown>][] = [
      ['tag created', () => admin.admin.criarTag({ nome: 'Cerimonialista', categoria_id: categoria.id })],
      [
        'tag renamed',
        async () => admin.admin.atualizarTag({ id: await tagId('CRM'), nome: 'Gestão de Clientes' }),
      ],
      ['tag deleted', async () => admin.admin.excluirTag({ id: await tagId('Decoração') })],
      ['category renamed', () => admin.admin.atualizarTipoTag({ id: categoria.id, nome: 'Geral e Outros' })],
    ];
    for (const [nome, escrever] of passos) {
      const antes = await indiceAtual(t.deps);
      await escrever();
      // The previous index answers while the new one is built in the background.
      expect(await indiceAtual(t.deps), nome).toBe(antes);
      const depois = await indiceAtualizado(t.deps);
      expect(depois.versao, nome).toBeGreaterThan(antes.versao);
      expect(depois.origem, nome).toBe('completa');
      expect(resumo(depois), nome).toEqual(resumo(await indiceCompleto()));
    }
    const ind = await indiceAtualizado(t.deps);
    expect(ind.taxonomia.some((tag) => tag.nome === 'Gestão de Clientes')).toBe(true);
    expect(ind.taxonomia.some((tag) => tag.nome === 'Decoração')).toBe(false);
    expect(ind.taxonomia.some((tag) => tag.categoria_nome === 'Geral e Outros')).toBe(true);
  });

  it('a taxonomy change rebuilds in full, and the list sees every write at once', async () => {
    const anon = await callerFor(t.deps);
    const admin = await callerFor(t.deps, await createUsuario(t.deps, { tipo: 'admin' }));
    // Word prefixes match ('2' also finds 'Empresa 20 Ltda'); the exact word comes first.
    const ids = async (pesquisa: string) =>
      (await anon.fornecedores.list({ pesquisa, porPagina: 24 })).itens.map((i) => i.id);
    expect((await ids('Empresa 2 Ltda'))[0]).toBe(fornecedores[2]);
    await admin.fornecedores.atualizarParcial({
      id: fornecedores[2],
      dados: { nome_empresa: 'Rebatizada Buffet' },
    });
    expect(await ids('Empresa 2 Ltda')).not.toContain(fornecedores[2]);
    expect((await anon.fornecedores.list({ pesquisa: 'rebatizada' })).itens.map((i) => i.id)).toEqual([
      fornecedores[2],
    ]);
    expect((await indiceAtual(t.deps)).origem).toBe('incremental');

    await admin.admin.atualizarTag({ id: await tagId('Contador'), nome: 'Contabilidade' });
    const ind = await indiceAtualizado(t.deps);
    expect(ind.origem).toBe('completa');
    expect(ind.taxonomia.some((tag) => tag.nome === 'Contabilidade')).toBe(true);
    expect((await anon.fornecedores.list({ tags: ['Contabilidade'] })).total).toBeGreaterThan(0);
  });

  it('logs only what changed and keeps the log bounded by version', async () => {
    const { db } = t.deps;
    const desde = (
      await db.selectFrom('diretorio_versao').select('versao').where('id', '=', 1).executeTakeFirstOrThrow()
    ).versao;
    const admin = await callerFor(t.deps, await createUsuario(t.deps, { tipo: 'admin' }));
    await admin.fornecedores.atualizarParcial({ id: fornecedores[0], dados: { nome_empresa: 'Só Esta' } });
    const log = await db
      .selectFrom('diretorio_mudancas')
      .select(['versao', 'fornecedor_id'])
      .where('versao', '>', desde)
      .execute();
    // one version per row written (migration 029's triggers), every one naming only this supplier
    expect([...new Set(log.map((l) => l.fornecedor_id))]).toEqual([fornecedores[0]]);
    const depois = Math.max(...log.map((l) => l.versao));
    // an owner's state change logs each of their suppliers, in one version
    await admin.admin.desativarUsuario({ id: donos[0].id });
    const doDono = await db
      .selectFrom('diretorio_mudancas')
      .select(['versao', 'fornecedor_id'])
      .where('versao', '>', depois)
      .execute();
    expect(new Set(doDono.map((l) => l.versao)).size).toBe(1);
    expect(doDono.map((l) => l.fornecedor_id).sort((a, b) => Number(a) - Number(b))).toEqual(
      fornecedores.filter((_, i) => i % 2 === 0),
    );
  });

  it('an index or page further behind than the log keeps answers "everything changed"', async () => {
    const { db, sqlite } = t.deps;
    const agora = await mq.getVersoes(db, sqlite);
    expect(await mq.listMudancasDesde(db, agora.diretorio, agora.diretorio)).toEqual({
      tudo: false,
      ids: [],
    });
    expect(await mq.listMudancasDesde(db, 0, MUDANCAS_GUARDADAS)).toEqual({ tudo: true, ids: [] });
    expect(await mq.isPaginaIntacta(db, sqlite, fornecedores[0], agora, agora)).toBe(true);
    const longe = { ...agora, paginas: agora.paginas + MUDANCAS_GUARDADAS };
    expect(await mq.isPaginaIntacta(db, sqlite, fornecedores[0], agora, longe)).toBe(false);
  });
});
