import type { KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import * as q from '../../db/queries/mudancas.queries.js';
import { createTestDb, type TestDb } from '../helpers/db.js';

/**
 * The version counters read through the queue (PostgreSQL's only path; SQLite's while a
 * transaction holds its connection): concurrent readers share queries, and none gets an answer
 * older than a commit that came before its call.
 */
describe('version reads through the queue', () => {
  let t: TestDb;
  beforeEach(async () => {
    t = await createTestDb();
  });
  afterEach(async () => {
    await t.cleanup();
  });

  /** The app's db, counting the queries it sends and answers, holding answers while `segurar` is set. */
  function observado() {
    const estado = { consultas: 0, respondidas: 0, segurar: null as Promise<void> | null };
    const plugin: KyselyPlugin = {
      transformQuery: (a) => {
        estado.consultas++;
        return a.node;
      },
      transformResult: async (a) => {
        estado.respondidas++;
        if (estado.segurar) await estado.segurar;
        return a.result;
      },
    };
    return { db: t.deps.db.withPlugin(plugin) as Db, estado };
  }

  /** A committed bump of the directory version, outside the observed db's connection. */
  async function avancarVersao(): Promise<void> {
    if (t.deps.sqlite)
      t.deps.sqlite.prepare('UPDATE diretorio_versao SET versao = versao + 1 WHERE id = 1').run();
    else
      await t.deps.db
        .updateTable('diretorio_versao')
        .set((eb) => ({ versao: eb('versao', '+', 1) }))
        .where('id', '=', 1)
        .execute();
  }

  it('twenty readers at once send at most two queries, and all get the same versions', async () => {
    const { db, estado } = observado();
    const leituras = await Promise.all(Array.from({ length: 20 }, () => q.getVersoes(db, null)));
    expect(estado.consultas).toBeLessThanOrEqual(2);
    expect(new Set(leituras.map((v) => JSON.stringify(v))).size).toBe(1);
    expect(leituras[0]).toEqual(await q.getVersoes(t.deps.db, t.deps.sqlite));
  });

  it('a reader that comes after a commit does not get the answer of a query sent before it', async () => {
    const { db, estado } = observado();
    const antes = await q.getVersoes(t.deps.db, t.deps.sqlite);
    let soltar = () => {};
    estado.segurar = new Promise<void>((r) => {
      soltar = r;
    });
    // A query is sent and answered with the old version, its answer held in flight...
    const primeira = q.getVersoes(db, null);
    await expect.poll(() => estado.respondidas).toBe(1);
    // ...a write commits, and only then a new reader arrives.
    await avancarVersao();
    const depois = q.getVersoes(db, null);
    estado.segurar = null;
    soltar();
    expect((await primeira).diretorio).toBe(antes.diretorio);
    expect((await depois).diretorio).toBe(antes.diretorio + 1);
    expect(estado.consultas).toBe(2);
  });

  it('a failed query fails its readers only: the next reader sends a new one', async () => {
    const { db, estado } = observado();
    let falhar = true;
    const comFalha = db.withPlugin({
      transformQuery: (a) => a.node,
      transformResult: async (a) => {
        if (falhar) throw new Error('conexão perdida');
        return a.result;
      },
    }) as Db;
    await expect(q.getVersoes(comFalha, null)).rejects.toThrow('conexão perdida');
    falhar = false;
    expect(await q.getVersoes(comFalha, null)).toEqual(await q.getVersoes(t.deps.db, t.deps.sqlite));
    expect(estado.consultas).toBe(2);
  });
});
