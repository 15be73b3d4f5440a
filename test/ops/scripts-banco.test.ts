import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { abrirBanco, closeDb } from '../../db/client.js';
import { createS3Storage } from '../../server/uploads/s3.js';
import { saveFornecedorFile } from '../../server/uploads/storage.js';
import { createTestDb, type TestDb, tabelasDe } from '../helpers/db.js';
import { iniciarS3 } from '../helpers/s3.js';

/** The database scripts act on the engine DATABASE_URL chooses (PostgreSQL) or on DATA_DIR/app.db. */
describe('db:reset and db:migrate on the engine under test', () => {
  let t: TestDb;
  afterEach(() => t.cleanup());

  /** Runs a script as its own process (async: the S3 server of a test answers from this one). */
  function rodar(script: string, env: Record<string, string> = {}) {
    const filho = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`], {
      env: {
        ...process.env,
        DATA_DIR: t.dataDir,
        LOG_LEVEL: 'silent',
        ...(t.env.databaseUrl ? { DATABASE_URL: t.env.databaseUrl } : { DATABASE_URL: '' }),
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    filho.stdout.on('data', (d) => {
      stdout += d;
    });
    filho.stderr.on('data', (d) => {
      stderr += d;
    });
    return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
      filho.on('close', (status) => resolve({ status, stdout, stderr })),
    );
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
    const r = await rodar('reset', { NODE_ENV: 'production' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('recusado');
    expect(await tabelas()).toContain('usuarios');
  });

  it('db:reset erases the database and db:migrate creates it again', async () => {
    t = await createTestDb();
    const reset = await rodar('reset', { NODE_ENV: 'test' });
    expect(reset.status, reset.stderr).toBe(0);
    expect(await tabelas()).toEqual([]);
    const migrar = await rodar('migrate', { NODE_ENV: 'test' });
    expect(migrar.status, migrar.stderr).toBe(0);
    expect(await tabelas()).toEqual(expect.arrayContaining(['usuarios', 'fornecedores', 'page_views']));
  });

  it('db:reset with S3_BUCKET also erases the uploads in the bucket, and only the app’s keys', async () => {
    t = await createTestDb();
    const s3 = await iniciarS3();
    try {
      const bucket = createS3Storage(s3.config);
      await saveFornecedorFile(bucket, 3, 'png', Buffer.from('foto'));
      await bucket.put('outra-coisa/relatorio.txt', Buffer.from('não é do app'));
      const reset = await rodar('reset', { NODE_ENV: 'test', ...s3.env });
      expect(reset.status, reset.stderr).toBe(0);
      expect(reset.stdout).toContain(`bucket ${s3.config.bucket}`);
      expect((await bucket.list('')).map((o) => o.key)).toEqual(['outra-coisa/relatorio.txt']);
      expect(await tabelas()).toEqual([]);
    } finally {
      await s3.parar();
    }
  });
});
