// The real server as processes: SIGTERM drains (the request in flight finishes, exit 0), WORKERS=2
// on PostgreSQL serves from two workers and replaces one that dies, WORKERS=2 on SQLite is refused.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperaParaReiniciar } from '../../server/cluster.js';
import { createPostgresTestDb, motorDoTeste, type TestDb } from '../helpers/db.js';
import { iniciarServidor, type ServidorDeTeste } from '../helpers/servidor.js';

const ENTRADA_LENTA = 'test/ops/servidor-lento.ts';

/** GET on a new connection each time (no keep-alive), so the cluster can hand it to any worker. */
function getNovaConexao(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

function vivo(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const linhasDe = (s: ServidorDeTeste, msg: string) => s.logs().filter((l) => l.msg === msg);

/** Starts the slow request, waits until the server logged it, then sends SIGTERM. */
async function sigtermComPedidoEmAndamento(s: ServidorDeTeste) {
  const pedido = fetch(`${s.url}/teste/lento?ms=1500`).then(async (r) => ({
    status: r.status,
    corpo: await r.text(),
  }));
  await s.esperarLog((l) => l.msg === 'pedido lento recebido');
  const fim = s.parar('SIGTERM');
  return { pedido: await pedido, fim: await fim };
}

describe('one process: SIGTERM drains', () => {
  let banco: TestDb | null = null;
  beforeAll(async () => {
    if (motorDoTeste === 'postgres') banco = await createPostgresTestDb();
  });
  afterAll(async () => {
    await banco?.cleanup();
  });

  it(`lets the request in flight finish, refuses new connections and exits 0 (${motorDoTeste})`, async () => {
    const s = await iniciarServidor({
      entrada: ENTRADA_LENTA,
      // No drain window here (test/ops/drenagem.test.ts has it): the listener closes at once.
      env: { SHUTDOWN_DRAIN_S: '0', ...(banco ? { DATABASE_URL: banco.env.databaseUrl! } : {}) },
    });
    expect(linhasDe(s, 'pronto: estruturas em memória montadas')).toHaveLength(1);
    // A keep-alive connection, as a proxy keeps: draining must not wait for it to time out.
    const agente = new http.Agent({ keepAlive: true });
    const pedido = new Promise<{ status?: number; conexao?: string; corpo: string; fimEm: number }>(
      (resolve, reject) => {
        http
          .get(`${s.url}/teste/lento?ms=1500`, { agent: agente }, (res) => {
            let corpo = '';
            res.on('data', (d) => {
              corpo += d;
            });
            res.on('end', () =>
              resolve({ status: res.statusCode, conexao: res.headers.connection, corpo, fimEm: Date.now() }),
            );
          })
          .on('error', reject);
      },
    );
    await s.esperarLog((l) => l.msg === 'pedido lento recebido');
    s.processo.kill('SIGTERM');
    await s.esperarLog((l) => l.msg === 'encerrando: aguardando requisições em andamento');
    // Draining: no new connection gets a 200 from this process.
    const depois = await fetch(`${s.url}/api/health`).then(
      (r) => r.status,
      () => 'recusada',
    );
    expect(depois).not.toBe(200);
    const resposta = await pedido;
    expect(resposta).toMatchObject({ status: 200, conexao: 'close', corpo: 'terminou em 1500 ms' });
    expect(await s.parar()).toEqual({ codigo: 0, sinal: null });
    // Well before the 5 s keep-alive timeout would have let the connection go.
    expect(Date.now() - resposta.fimEm).toBeLessThan(3000);
    agente.destroy();
    expect(linhasDe(s, 'encerrado')).toHaveLength(1);
  }, 60_000);
});

describe('one process: SHUTDOWN_TIMEOUT', () => {
  it('forces the exit (code 1) when a request outlasts it', async () => {
    const s = await iniciarServidor({
      entrada: ENTRADA_LENTA,
      env: { SHUTDOWN_TIMEOUT: '1', SHUTDOWN_DRAIN_S: '0' },
    });
    const pedido = fetch(`${s.url}/teste/lento?ms=8000`).then(
      (r) => r.status,
      () => 'interrompido',
    );
    await s.esperarLog((l) => l.msg === 'pedido lento recebido');
    const inicio = Date.now();
    expect(await s.parar('SIGTERM')).toEqual({ codigo: 1, sinal: null });
    expect(Date.now() - inicio).toBeLessThan(5000);
    expect(await pedido).toBe('interrompido');
    expect(linhasDe(s, 'encerramento forçado: requisições não terminaram')).toHaveLength(1);
  }, 60_000);
});

describe('WORKERS=2', () => {
  it('replaces a worker at once after a long life, and backs off while workers keep dying young', () => {
    const esperas = [0, 1, 2, 3, 4, 5, 6, 7, 8, 20].map(esperaParaReiniciar);
    expect(esperas).toEqual([0, 500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('on SQLite is refused at startup with a clear message', async () => {
    const filho = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, WORKERS: '2', DATABASE_URL: '', DATA_DIR: '/nao/deve/ser/criada', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let saida = '';
    filho.stdout.on('data', (d) => {
      saida += d;
    });
    filho.stderr.on('data', (d) => {
      saida += d;
    });
    const codigo = await new Promise<number | null>((r) => filho.once('exit', r));
    expect(codigo).toBe(1);
    expect(saida).toContain('WORKERS=2 exige PostgreSQL');
    expect(saida).toContain('DATABASE_URL');
  }, 30_000);

  describe('on PostgreSQL', () => {
    let banco: TestDb;
    beforeAll(async () => {
      banco = await createPostgresTestDb();
    }, 60_000);
    afterAll(async () => {
      await banco?.cleanup();
    });

    it('two workers answer, a killed worker is replaced, a worker given SIGTERM is recycled, and SIGTERM drains them all (exit 0)', async () => {
      const s = await iniciarServidor({
        entrada: ENTRADA_LENTA,
        // No spare here (test/ops/trabalhadores.test.ts has it): the two ready workers are the two serving.
        env: {
          WORKERS: '2',
          WORKERS_SPARE: '0',
          SHUTDOWN_DRAIN_S: '1',
          DATABASE_URL: banco.env.databaseUrl!,
          LOG_LEVEL: 'debug',
        },
        prazoMs: 90_000,
      });
      try {
        // Both workers are listening (the primary logs each), then requests reach both.
        await s.esperarLog(() => linhasDe(s, 'trabalhador pronto').length >= 2);
        const trabalhadores = new Set(linhasDe(s, 'trabalhador pronto').map((l) => l.trabalhador as number));
        expect(trabalhadores.size).toBe(2);
        expect(trabalhadores.has(s.pid)).toBe(false);
        for (let i = 0; i < 20; i++) expect(await getNovaConexao(`${s.url}/api/health`)).toBe(200);
        const quemAtendeu = new Set(
          s
            .logs()
            .filter((l) => l.msg === 'requisição' && l.path === '/api/health')
            .map((l) => l.pid as number),
        );
        expect(quemAtendeu).toEqual(trabalhadores);
        // Migrations, seeds and the daily job ran once, in the primary.
        await s.esperarLog((l) => l.msg === 'rotina diária concluída');
        expect(linhasDe(s, 'rotina diária concluída')).toHaveLength(1);

        // A worker killed from outside is replaced by a new one, and the address keeps answering.
        const [vitima] = trabalhadores;
        process.kill(vitima, 'SIGKILL');
        await s.esperarLog((l) => l.msg === 'trabalhador terminou inesperadamente; outro será iniciado');
        const novo = await s.esperarLog(
          (l) => l.msg === 'trabalhador pronto' && !trabalhadores.has(l.trabalhador as number),
          60_000,
        );
        expect(vivo(novo.trabalhador as number)).toBe(true);
        for (let i = 0; i < 6; i++) expect(await getNovaConexao(`${s.url}/api/health`)).toBe(200);

        // SIGTERM to one worker only recycles it: it drains (exit 0) and the primary starts another.
        const reciclado = novo.trabalhador as number;
        process.kill(reciclado, 'SIGTERM');
        const saida = await s.esperarLog(
          (l) => l.msg === 'trabalhador encerrado; outro será iniciado' && l.trabalhador === reciclado,
        );
        expect(saida.code).toBe(0);
        const terceiro = await s.esperarLog(
          (l) =>
            l.msg === 'trabalhador pronto' &&
            l.trabalhador !== reciclado &&
            !trabalhadores.has(l.trabalhador as number),
          60_000,
        );

        // SIGTERM to the primary: forwarded, the request in flight finishes, everyone exits.
        const vivos = [...trabalhadores].filter((p) => p !== vitima).concat(terceiro.trabalhador as number);
        const { pedido, fim } = await sigtermComPedidoEmAndamento(s);
        expect(pedido).toEqual({ status: 200, corpo: 'terminou em 1500 ms' });
        expect(fim).toEqual({ codigo: 0, sinal: null });
        for (const pid of vivos) expect(vivo(pid)).toBe(false);
      } finally {
        if (s.processo.exitCode === null) await s.parar('SIGKILL');
      }
    }, 120_000);
  });
});
