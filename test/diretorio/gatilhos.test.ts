import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import {
  GATILHOS_DO_DIRETORIO,
  type GatilhoDoDiretorio,
  type Operacao,
} from '../../db/queries/mudancas.queries.js';
import { indiceAtualizado } from '../../server/diretorio/indice.js';
import { createTestDb, motorDoTeste, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';

/**
 * Issue 30 §4: the database records every write the directory and the supplier page depend on
 * (migration 029), so no write can forget it. One constant (GATILHOS_DO_DIRETORIO) lists them;
 * these tests hold the database, the queries and the readers to it.
 */

interface GatilhoNoBanco {
  nome: string;
  tabela: string;
  operacao: string;
  colunas: string[];
}

/** The triggers the database has, read from its catalog. */
async function gatilhosNoBanco(db: Db): Promise<GatilhoNoBanco[]> {
  const { rows } =
    motorDoTeste === 'postgres'
      ? await sql<{ nome: string; tabela: string; def: string }>`
          SELECT t.tgname AS nome, c.relname AS tabela, pg_get_triggerdef(t.oid) AS def
          FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE NOT t.tgisinternal`.execute(db)
      : await sql<{ nome: string; tabela: string; def: string }>`
          SELECT name AS nome, tbl_name AS tabela, sql AS def FROM sqlite_master WHERE type = 'trigger'`.execute(
          db,
        );
  return rows.map((r) => {
    const m = /AFTER (INSERT|UPDATE|DELETE)(?: OF ([\w, ]+?))? ON /i.exec(r.def);
    return {
      nome: r.nome,
      tabela: r.tabela,
      operacao: m?.[1].toUpperCase() ?? '?',
      colunas: m?.[2] ? m[2].split(',').map((c) => c.trim()) : [],
    };
  });
}

const esperado = (g: GatilhoDoDiretorio): GatilhoNoBanco => ({
  nome: g.nome,
  tabela: g.tabela,
  operacao: g.operacao,
  colunas: [...(g.colunas ?? [])],
});
const porNome = (a: { nome: string }, b: { nome: string }) => a.nome.localeCompare(b.nome);

/** Every `insertInto/updateTable/deleteFrom('<table>')` (and raw SQL writes) in a folder's .ts files. */
function escritasEm(pasta: string): { arquivo: string; tabela: string; operacao: Operacao }[] {
  const raiz = path.resolve(import.meta.dirname, '../..');
  const out: { arquivo: string; tabela: string; operacao: Operacao }[] = [];
  const padroes: [RegExp, Operacao][] = [
    [/\.insertInto\(\s*['"](\w+)['"]/g, 'INSERT'],
    [/\.updateTable\(\s*['"](\w+)['"]/g, 'UPDATE'],
    [/\.deleteFrom\(\s*['"](\w+)['"]/g, 'DELETE'],
    [/\bINSERT\s+INTO\s+(\w+)/gi, 'INSERT'],
    [/\bUPDATE\s+(\w+)\s+SET\b/gi, 'UPDATE'],
    [/\bDELETE\s+FROM\s+(\w+)/gi, 'DELETE'],
  ];
  for (const nome of readdirSync(path.join(raiz, pasta), { recursive: true }) as string[]) {
    if (!nome.endsWith('.ts')) continue;
    const texto = readFileSync(path.join(raiz, pasta, nome), 'utf8');
    for (const [re, operacao] of padroes)
      for (const m of texto.matchAll(re)) out.push({ arquivo: `${pasta}/${nome}`, tabela: m[1], operacao });
  }
  return out;
}

describe('writes recorded by the database (migration 029)', () => {
  it('every write in db/queries to a table the directory reads is an operation a trigger watches', () => {
    const tabelas = new Set(GATILHOS_DO_DIRETORIO.map((g) => g.tabela as string));
    const vigiadas = new Set(GATILHOS_DO_DIRETORIO.map((g) => `${g.tabela} ${g.operacao}`));
    // usuarios: a new account owns no supplier and wrote nothing yet; an account is never deleted
    // (it is anonymized: an UPDATE of nome and deleted_at, both watched).
    const semEfeito = new Set(['usuarios INSERT', 'usuarios DELETE']);
    const escritas = [...escritasEm('db/queries'), ...escritasEm('db/seed')].filter((e) =>
      tabelas.has(e.tabela),
    );
    expect(escritas.length).toBeGreaterThan(30);
    const descobertas = escritas.filter(
      (e) => !vigiadas.has(`${e.tabela} ${e.operacao}`) && !semEfeito.has(`${e.tabela} ${e.operacao}`),
    );
    expect(descobertas).toEqual([]);
  });
});

describe('the triggers of the directory, on this engine', () => {
  let t: TestDb;
  let dono: { id: number };
  let fornecedor: { id: number };
  let outro: { id: number };
  let autor: { id: number };
  beforeAll(async () => {
    t = await createTestDb();
    dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    fornecedor = await createFornecedor(t.deps, dono.id, {
      nome_empresa: 'Alfa Gatilho',
      tags: ['Fotografia'],
    });
    autor = await createUsuario(t.deps);
  });
  afterAll(() => t.cleanup());

  it('the database has exactly the triggers GATILHOS_DO_DIRETORIO lists', async () => {
    const noBanco = (await gatilhosNoBanco(t.deps.db)).sort(porNome);
    expect(noBanco).toEqual(GATILHOS_DO_DIRETORIO.map(esperado).sort(porNome));
  });

  const agora = () => new Date().toISOString();
  const primeiro = async (db: Db, tabela: 'tags' | 'categorias_tag' | 'categorias_link') =>
    (await db.selectFrom(tabela).select('id').orderBy('id').executeTakeFirstOrThrow()).id;

  /**
   * One write per trigger, straight to the table (no service, nothing recorded by hand), and the
   * supplier the log must name (null: everything). In the list's order: an insert, its update, its
   * delete.
   */
  const escritas: Record<string, (db: Db) => Promise<number | null>> = {
    mudanca_diretorio_fornecedores_ins: async (db) => {
      outro = await db
        .insertInto('fornecedores')
        .values({
          slug: 'beta-gatilho',
          usuario_id: dono.id,
          nome_empresa: 'Beta Gatilho',
          descricao_curta: 'Uma descrição curta.',
          descricao_longa: '<p>Longa.</p>',
          conteudo: '<p>Conteúdo.</p>',
          created_at: agora(),
          updated_at: agora(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return outro.id;
    },
    mudanca_diretorio_fornecedores_upd: async (db) => {
      await db
        .updateTable('fornecedores')
        .set({ nome_empresa: 'Beta Nova' })
        .where('id', '=', outro.id)
        .execute();
      return outro.id;
    },
    mudanca_diretorio_fornecedores_del: async (db) => {
      await db.deleteFrom('fornecedores').where('id', '=', outro.id).execute();
      return outro.id;
    },
    mudanca_diretorio_fornecedor_tags_ins: async (db) => {
      const tag = await db
        .selectFrom('tags')
        .select('id')
        .where('nome', '=', 'Buffet')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('fornecedor_tags')
        .values({ fornecedor_id: fornecedor.id, tag_id: tag.id })
        .execute();
      return fornecedor.id;
    },
    mudanca_diretorio_fornecedor_tags_upd: async (db) => {
      await db
        .updateTable('fornecedor_tags')
        .set((eb) => ({ tag_id: eb.ref('tag_id') }))
        .where('fornecedor_id', '=', fornecedor.id)
        .execute();
      return fornecedor.id;
    },
    mudanca_diretorio_fornecedor_tags_del: async (db) => {
      const tag = await db
        .selectFrom('tags')
        .select('id')
        .where('nome', '=', 'Buffet')
        .executeTakeFirstOrThrow();
      await db
        .deleteFrom('fornecedor_tags')
        .where('fornecedor_id', '=', fornecedor.id)
        .where('tag_id', '=', tag.id)
        .execute();
      return fornecedor.id;
    },
    mudanca_diretorio_tags_ins: async (db) => {
      await db
        .insertInto('tags')
        .values({ nome: 'Tag Gatilho', categoria_id: await primeiro(db, 'categorias_tag') })
        .execute();
      return null;
    },
    mudanca_diretorio_tags_upd: async (db) => {
      await db.updateTable('tags').set({ nome: 'Tag Gatilho 2' }).where('nome', '=', 'Tag Gatilho').execute();
      return null;
    },
    mudanca_diretorio_tags_del: async (db) => {
      await db.deleteFrom('tags').where('nome', '=', 'Tag Gatilho 2').execute();
      return null;
    },
    mudanca_diretorio_categorias_tag_ins: async (db) => {
      await db.insertInto('categorias_tag').values({ nome: 'Categoria Gatilho' }).execute();
      return null;
    },
    mudanca_diretorio_categorias_tag_upd: async (db) => {
      await db
        .updateTable('categorias_tag')
        .set({ nome: 'Categoria Gatilho 2' })
        .where('nome', '=', 'Categoria Gatilho')
        .execute();
      return null;
    },
    mudanca_diretorio_categorias_tag_del: async (db) => {
      await db.deleteFrom('categorias_tag').where('nome', '=', 'Categoria Gatilho 2').execute();
      return null;
    },
    mudanca_diretorio_usuarios_ativo: async (db) => {
      await db.updateTable('usuarios').set({ deleted_at: agora() }).where('id', '=', dono.id).execute();
      await db.updateTable('usuarios').set({ deleted_at: null }).where('id', '=', dono.id).execute();
      return fornecedor.id;
    },
    mudanca_pagina_fornecedor_links_ins: async (db) => {
      await db
        .insertInto('fornecedor_links')
        .values({
          fornecedor_id: fornecedor.id,
          categoria_id: await primeiro(db, 'categorias_link'),
          url: 'https://exemplo.com.br',
          texto_tela: null,
          created_at: agora(),
        })
        .execute();
      return fornecedor.id;
    },
    mudanca_pagina_fornecedor_links_upd: async (db) => {
      await db
        .updateTable('fornecedor_links')
        .set({ ordem: 2 })
        .where('fornecedor_id', '=', fornecedor.id)
        .execute();
      return fornecedor.id;
    },
    mudanca_pagina_fornecedor_links_del: async (db) => {
      await db.deleteFrom('fornecedor_links').where('fornecedor_id', '=', fornecedor.id).execute();
      return fornecedor.id;
    },
    mudanca_pagina_galeria_midias_ins: async (db) => {
      await db
        .insertInto('galeria_midias')
        .values({
          fornecedor_id: fornecedor.id,
          midia_url: '/uploads/x.webp',
          tipo: 'imagem',
          tamanho_bytes: 10,
          created_at: agora(),
        })
        .execute();
      return fornecedor.id;
    },
    mudanca_pagina_galeria_midias_upd: async (db) => {
      await db
        .updateTable('galeria_midias')
        .set({ ordem: 1 })
        .where('fornecedor_id', '=', fornecedor.id)
        .execute();
      return fornecedor.id;
    },
    mudanca_pagina_galeria_midias_del: async (db) => {
      await db.deleteFrom('galeria_midias').where('fornecedor_id', '=', fornecedor.id).execute();
      return fornecedor.id;
    },
    mudanca_pagina_faqs_ins: async (db) => {
      await db
        .insertInto('faqs')
        .values({ fornecedor_id: fornecedor.id, pergunta: 'P?', resposta: 'R.' })
        .execute();
      return fornecedor.id;
    },
    mudanca_pagina_faqs_upd: async (db) => {
      await db
        .updateTable('faqs')
        .set({ resposta: 'R2.' })
        .where('fornecedor_id', '=', fornecedor.id)
        .execute();
      return fornecedor.id;
    },
    mudanca_pagina_faqs_del: async (db) => {
      await db.deleteFrom('faqs').where('fornecedor_id', '=', fornecedor.id).execute();
      return fornecedor.id;
    },
    mudanca_pagina_depoimentos_ins: async (db) => {
      await db
        .insertInto('depoimentos')
        .values({
          fornecedor_id: fornecedor.id,
          usuario_id: autor.id,
          nota: 5,
          comentario: 'Ótimo atendimento do começo ao fim.',
          created_at: agora(),
          updated_at: agora(),
        })
        .execute();
      return fornecedor.id;
    },
    mudanca_pagina_depoimentos_upd: async (db) => {
      await db
        .updateTable('depoimentos')
        .set({ nota: 4 })
        .where('fornecedor_id', '=', fornecedor.id)
        .execute();
      return fornecedor.id;
    },
    mudanca_pagina_depoimentos_del: async (db) => {
      await db.deleteFrom('depoimentos').where('fornecedor_id', '=', fornecedor.id).execute();
      return fornecedor.id;
    },
    mudanca_pagina_categorias_link_ins: async (db) => {
      await db.insertInto('categorias_link').values({ nome: 'Rede Gatilho', icone: 'link' }).execute();
      return null;
    },
    mudanca_pagina_categorias_link_upd: async (db) => {
      await db
        .updateTable('categorias_link')
        .set({ icone: 'site' })
        .where('nome', '=', 'Rede Gatilho')
        .execute();
      return null;
    },
    mudanca_pagina_categorias_link_del: async (db) => {
      await db.deleteFrom('categorias_link').where('nome', '=', 'Rede Gatilho').execute();
      return null;
    },
    mudanca_pagina_usuarios_nome: async (db) => {
      await db.updateTable('usuarios').set({ nome: 'Dona Renomeada' }).where('id', '=', dono.id).execute();
      return fornecedor.id;
    },
  };

  it('has one write per trigger', () => {
    expect(Object.keys(escritas).sort()).toEqual(GATILHOS_DO_DIRETORIO.map((g) => g.nome).sort());
  });

  it('each write, committed, moves its counter and names its supplier (or everything) in its log', async () => {
    const { db } = t.deps;
    for (const g of GATILHOS_DO_DIRETORIO) {
      const contador = g.log === 'diretorio' ? 1 : 2;
      const log = g.log === 'diretorio' ? 'diretorio_mudancas' : 'vitrine_mudancas';
      const versao = async () =>
        (
          await db
            .selectFrom('diretorio_versao')
            .select('versao')
            .where('id', '=', contador)
            .executeTakeFirstOrThrow()
        ).versao;
      const antes = await versao();
      const id = await db.transaction().execute((trx) => escritas[g.nome](trx));
      expect(await versao(), g.nome).toBeGreaterThan(antes);
      const registradas = (
        await db.selectFrom(log).select('fornecedor_id').where('versao', '>', antes).execute()
      ).map((r) => r.fornecedor_id);
      expect(registradas, g.nome).toContain(id);
      if (id !== null) expect(registradas, g.nome).not.toContain(null);
    }
  });

  it('a write that rolls back records nothing', async () => {
    const { db } = t.deps;
    const antes = await db.selectFrom('diretorio_versao').select(['id', 'versao']).orderBy('id').execute();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('fornecedores')
          .set({ nome_empresa: 'Nunca' })
          .where('id', '=', fornecedor.id)
          .execute();
        throw new Error('volta');
      }),
    ).rejects.toThrow('volta');
    expect(await db.selectFrom('diretorio_versao').select(['id', 'versao']).orderBy('id').execute()).toEqual(
      antes,
    );
  });

  it.runIf(motorDoTeste === 'postgres')(
    'two writers of one supplier, in opposite orders, both commit (the counters are locked at commit)',
    async () => {
      const { db } = t.deps;
      const faq = (trx: Db, pergunta: string) =>
        trx.insertInto('faqs').values({ fornecedor_id: fornecedor.id, pergunta, resposta: 'R.' }).execute();
      let soltar = () => {};
      const segura = new Promise<void>((r) => {
        soltar = r;
      });
      let escreveu = () => {};
      const primeiroEscreveu = new Promise<void>((r) => {
        escreveu = r;
      });
      // The first locks the supplier's row, then waits; the second writes a FAQ (page counter) and
      // waits for that row; the first then writes a FAQ. Counters locked at the first row written
      // would make each wait for the other (a deadlock, one of them aborted).
      const primeiro = db.transaction().execute(async (trx) => {
        await trx
          .updateTable('fornecedores')
          .set({ nome_empresa: 'Primeiro' })
          .where('id', '=', fornecedor.id)
          .execute();
        escreveu();
        await segura;
        await faq(trx, 'Do primeiro?');
      });
      await primeiroEscreveu;
      const segundo = db.transaction().execute(async (trx) => {
        await faq(trx, 'Do segundo?');
        await trx
          .updateTable('fornecedores')
          .set({ nome_empresa: 'Segundo' })
          .where('id', '=', fornecedor.id)
          .execute();
      });
      await expect
        .poll(async () => {
          const { rows } = await sql<{ n: number }>`
            SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock'`.execute(db);
          return rows[0].n;
        })
        .toBeGreaterThan(0);
      soltar();
      await expect(Promise.all([primeiro, segundo])).resolves.toBeDefined();
      const log = await db
        .selectFrom('vitrine_mudancas')
        .select('fornecedor_id')
        .where('fornecedor_id', '=', fornecedor.id)
        .execute();
      expect(log.length).toBeGreaterThan(0);
    },
  );

  it('the index sees a raw write without any hand-placed record', async () => {
    const { db } = t.deps;
    await indiceAtualizado(t.deps);
    await db
      .updateTable('fornecedores')
      .set({ nome_empresa: 'Alfa Renomeada' })
      .where('id', '=', fornecedor.id)
      .execute();
    const ind = await indiceAtualizado(t.deps);
    expect(ind.origem).toBe('incremental');
    expect(ind.cartoes[ind.posicao.get(fornecedor.id) ?? -1]?.nome_empresa).toBe('Alfa Renomeada');
    await db
      .updateTable('tags')
      .set({ nome: 'Fotografia e Filmagem' })
      .where('nome', '=', 'Fotografia')
      .execute();
    const depois = await indiceAtualizado(t.deps);
    expect(depois.origem).toBe('completa');
    expect(depois.taxonomia.some((tag) => tag.nome === 'Fotografia e Filmagem')).toBe(true);
  });
});
