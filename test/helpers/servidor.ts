// Spawns the real server (or a test entry) as its own process, for tests that need real processes:
// the browser tests, signals, WORKERS=N, two processes on one database. Waits until
// GET /api/health answers 200. For a PostgreSQL to point it at: createPostgresTestDb (./db.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const raiz = path.resolve(import.meta.dirname, '../..');

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

/** A server process started by `iniciarServidor`. */
export interface ServidorDeTeste {
  /** http://127.0.0.1:PORT (no trailing slash). */
  url: string;
  /** The spawned process (with WORKERS > 1, the cluster's primary). */
  pid: number;
  processo: ChildProcess;
  dataDir: string;
  /** stdout and stderr so far. */
  saida(): string;
  /** The JSON log lines (pino) so far. */
  logs(): Record<string, unknown>[];
  /** Resolves when a log line passes `teste` (polls the output), or rejects after `prazoMs`. */
  esperarLog(
    teste: (linha: Record<string, unknown>) => boolean,
    prazoMs?: number,
  ): Promise<Record<string, unknown>>;
  /** Settles with the exit code (null when killed by a signal) once the process is gone. */
  saiu: Promise<{ codigo: number | null; sinal: NodeJS.Signals | null }>;
  /** Sends `sinal` (SIGTERM by default), waits for the exit (SIGKILL after 20 s) and cleans up. */
  parar(sinal?: NodeJS.Signals): Promise<{ codigo: number | null; sinal: NodeJS.Signals | null }>;
}

export interface OpcoesServidor {
  /**
   * Added to (and overriding) the defaults: NODE_ENV=production, LOG_LEVEL=info, a free PORT, a
   * fixed ALTCHA_HMAC_KEY (two processes accept each other's captchas), SQLite, WORKERS=1,
   * SHUTDOWN_DRAIN_S=0.
   */
  env?: Record<string, string>;
  /** The entry file, relative to the repository (default server/index.ts). */
  entrada?: string;
  /** An existing DATA_DIR (default: a new temporary one, removed by `parar`). */
  dataDir?: string;
  /** Wait for GET /api/health → 200 (default true); false returns as soon as the process is spawned. */
  esperarPronto?: boolean;
  prazoMs?: number;
}

function linhasJson(texto: string): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const linha of texto.split('\n')) {
    if (!linha.startsWith('{')) continue;
    try {
      out.push(JSON.parse(linha));
    } catch {
      // a line cut in the middle: read again on the next call
    }
  }
  return out;
}

/**
 * Starts `node --import tsx <entrada>` on a free port with its own DATA_DIR (production mode: no
 * demo data, so it starts in seconds) and waits until /api/health answers 200.
 */
export async function iniciarServidor(opcoes: OpcoesServidor = {}): Promise<ServidorDeTeste> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const pastaPropria = !opcoes.dataDir;
  const dataDir = opcoes.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'vs-proc-'));
  const processo = spawn(process.execPath, ['--import', 'tsx', opcoes.entrada ?? 'server/index.ts'], {
    cwd: raiz,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'info',
      DEMO_PASSWORD: '',
      ALTCHA_HMAC_KEY: 'chave-de-teste-dos-processos',
      // Not inherited from the shell running the tests: SQLite, one process, disk uploads.
      DATABASE_URL: '',
      WORKERS: '1',
      S3_BUCKET: '',
      // No drain window (SHUTDOWN_DRAIN_S): stopping a test server takes no 5 s; the tests of the
      // window set their own.
      SHUTDOWN_DRAIN_S: '0',
      ...opcoes.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let saida = '';
  processo.stdout?.on('data', (d) => {
    saida += d;
  });
  processo.stderr?.on('data', (d) => {
    saida += d;
  });
  const saiu = new Promise<{ codigo: number | null; sinal: NodeJS.Signals | null }>((resolve) =>
    processo.once('exit', (codigo, sinal) => resolve({ codigo, sinal })),
  );
  const aberto = () => processo.exitCode === null && processo.signalCode === null;

  const servidor: ServidorDeTeste = {
    url,
    pid: processo.pid!,
    processo,
    dataDir,
    saida: () => saida,
    logs: () => linhasJson(saida),
    saiu,
    async esperarLog(teste, prazoMs = 30_000) {
      const limite = Date.now() + prazoMs;
      for (;;) {
        const achada = linhasJson(saida).find(teste);
        if (achada) return achada;
        if (Date.now() > limite) throw new Error(`Linha de log esperada não apareceu:\n${saida}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async parar(sinal = 'SIGTERM') {
      if (aberto()) processo.kill(sinal);
      const matar = setTimeout(() => processo.kill('SIGKILL'), 20_000);
      const fim = await saiu;
      clearTimeout(matar);
      if (pastaPropria) rmSync(dataDir, { recursive: true, force: true });
      return fim;
    },
  };

  if (opcoes.esperarPronto === false) return servidor;
  const limite = Date.now() + (opcoes.prazoMs ?? 60_000);
  for (;;) {
    if (!aberto()) {
      await servidor.parar();
      throw new Error(`O servidor terminou ao iniciar:\n${saida}`);
    }
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return servidor;
    if (Date.now() > limite) {
      await servidor.parar('SIGKILL');
      throw new Error(`O servidor não ficou pronto:\n${saida}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** GET on a new connection (no keep-alive): its status, or the connection error's code. */
export function statusNovaConexao(url: string, timeoutMs = 30_000): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('sem resposta'), { code: 'TIMEOUT' })));
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'erro'));
  });
}

/**
 * After a SIGTERM: a new connection to /api/health every 100 ms until one fails (the port closed),
 * each with its time (ms) from `desde` and its status or connection error.
 */
export async function healthAteRecusar(
  url: string,
  desde: number,
): Promise<{ em: number; status: number | string }[]> {
  const vistos: { em: number; status: number | string }[] = [];
  for (;;) {
    const status = await statusNovaConexao(`${url}/api/health`, 20_000);
    vistos.push({ em: Date.now() - desde, status });
    if (typeof status === 'string') return vistos;
    await new Promise((r) => setTimeout(r, 100));
  }
}
