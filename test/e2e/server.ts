import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const DEMO_PASSWORD = 'demo-senha-e2e-2026';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts the real server (built client, migrations, demo seed) on a free port with its own data dir. */
export async function startServer(
  extraEnv: Record<string, string> = {},
  opts: { dataDir?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'vs-e2e-'));
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_IP: '1000/60',
      RATE_LIMIT_LOGIN_EMAIL: '1000/60',
      RATE_LIMIT_SIGNUP: '1000/60',
      RATE_LIMIT_RECOVERY: '1000/60',
      RATE_LIMIT_CONTACT: '1000/60',
      RATE_LIMIT_TRACKING: '100000/60',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`O servidor terminou ao iniciar:\n${output}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`O servidor não respondeu em 120 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseURL,
    dataDir,
    process: child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/**
 * A test that writes straight into the running server's database records the change as the
 * services do (db/queries/mudancas.queries.ts): both version counters move and the change logs
 * name the supplier, so the server's index and page caches see it.
 */
export function registrarMudancaSql(sqlite: import('better-sqlite3').Database, fornecedorId: number): void {
  sqlite.transaction(() => {
    sqlite.prepare('UPDATE diretorio_versao SET versao = versao + 1 WHERE id IN (1, 2)').run();
    sqlite
      .prepare(
        'INSERT INTO diretorio_mudancas (versao, fornecedor_id) SELECT versao, ? FROM diretorio_versao WHERE id = 1',
      )
      .run(fornecedorId);
    sqlite
      .prepare(
        'INSERT INTO vitrine_mudancas (versao, fornecedor_id) SELECT versao, ? FROM diretorio_versao WHERE id = 2',
      )
      .run(fornecedorId);
  })();
}
