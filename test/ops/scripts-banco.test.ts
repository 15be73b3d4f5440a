import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { abrirBanco, closeDb } from '../../db/client.js';
import { createTestDb, type TestDb, tabelasDe } from '../helpers/db.js';

/** The database scripts act on the engine DATABASE_URL chooses (PostgreSQL) or on DATA_DIR/app.db. */
describe('db:reset and db:migrate on the engine under test', () => {
  let t: TestDb;
  afterEach(() => t.cleanup());

  function rodar(script: string, env: Record<string, string> = {}) {
    return spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`], {
      encoding: 'utf8',
      env: {
        ...process.env,
        DATA_DIR: t.dataDir,
        LOG_LEVEL: 'silent',
        ...(t.env.databaseUrl ? { DATABASE_URL: t.env.databaseUrl } : { DATABASE_URL: '' }),
        ...env,
      },
    });
  }

  /** The tables a new connection sees (a new handle: the SQLite file may have been deleted). */
  async function tabelas(): Promise<string[]> {
    const banco = abrirBanco(t.env);
    try {
      return await tabelasDe(banco.db);
    } finally {
      await closeDb(banco);
    }
  }

  it('db:reset refuses in production and erases nothing', async () => {
    t = await createTestDb();
    const r = rodar('reset', { NODE_ENV: 'production' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('recusado');
    expect(await tabelas()).toContain('usuarios');
  });

  it('db:reset erases the database and db:migrate creates it again', async () => {
    t = await createTestDb();
    const reset = rodar('reset', { NODE_ENV: 'test' });
    expect(reset.status, reset.stderr).toBe(0);
    expect(await tabelas()).toEqual([]);
    const migrar = rodar('migrate', { NODE_ENV: 'test' });
    expect(migrar.status, migrar.stderr).toBe(0);
    expect(await tabelas()).toEqual(expect.arrayContaining(['usuarios', 'fornecedores', 'page_views']));
  });
});
