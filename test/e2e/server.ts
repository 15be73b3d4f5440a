import type { ChildProcess } from 'node:child_process';
import { iniciarServidor } from '../helpers/servidor.js';

export const DEMO_PASSWORD = 'demo-senha-e2e-2026';

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the real server for the browser tests (built client, migrations, demo seed: development
 * mode, generous rate limits) on a free port with its own data dir (removed by `stop` unless given).
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  opts: { dataDir?: string } = {},
): Promise<RunningServer> {
  const servidor = await iniciarServidor({
    env: {
      NODE_ENV: 'development',
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
    dataDir: opts.dataDir,
    prazoMs: 120_000,
  });
  return {
    baseURL: servidor.url,
    dataDir: servidor.dataDir,
    process: servidor.processo,
    output: servidor.saida,
    stop: async () => {
      await servidor.parar();
    },
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
