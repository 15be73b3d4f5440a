// WORKERS=2 on PostgreSQL as real processes: the primary owns the port, so killing every worker
// never leaves the address refusing connections (they wait or get 503), replacements are ready in
// seconds, and the restart backoff counts from readiness, not from the fork.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { falhouAoIniciar, VIDA_CURTA_MS } from '../../server/cluster.js';
import { createPostgresTestDb, type TestDb } from '../helpers/db.js';
import {
  healthAteRecusar,
  iniciarServidor,
  type ServidorDeTeste,
  statusNovaConexao,
} from '../helpers/servidor.js';

const linhas = (s: ServidorDeTeste, msg: string) => s.logs().filter((l) => l.msg === msg);
const prontos = (s: ServidorDeTeste) => linhas(s, 'trabalhador pronto');

describe('a worker is a failed start when it dies before, or soon after, becoming ready', () => {
  it('counts from readiness, not from the fork', () => {
    const t = 1_000_000;
    expect(falhouAoIniciar(undefined, t)).toBe(true); // never ready
    expect(falhouAoIniciar(t, t + VIDA_CURTA_MS - 1)).toBe(true);
    // forked 20 s before it was ready (a start under load), served 10 s: not a failed start
    expect(falhouAoIniciar(t, t + VIDA_CURTA_MS)).toBe(false);
  });
});

/** Statuses (or connection error codes) seen by new connections while `durante` runs. */
async function verificarDurante(url: string, durante: () => Promise<unknown>): Promise<(number | string)[]> {
  const vistos: (number | string)[] = [];
  let parar = false;
  // A checker opening a new connection every 25 ms, and 4 clients looping on a list.
  const verificador = (async () => {
    while (!parar) {
      vistos.push(await statusNovaConexao(`${url}/api/health`));
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const clientes = Array.from({ length: 4 }, async () => {
    while (!parar) vistos.push(await statusNovaConexao(`${url}/api/fornecedores?porPagina=5`));
  });
  await new Promise((r) => setTimeout(r, 300));
  try {
    await durante();
    await new Promise((r) => setTimeout(r, 500));
  } finally {
    parar = true;
    await Promise.all([verificador, ...clientes]);
  }
  return vistos;
}

/** Pids of the workers the primary sends connections to (promoted, not gone since). */
const ativos = (s: ServidorDeTeste) =>
  linhas(s, 'trabalhador recebendo conexões').map((l) => l.trabalhador as number);

describe('WORKERS=2 on PostgreSQL, no spare: every worker killed at once', () => {
  let banco: TestDb;
  let s: ServidorDeTeste;
  beforeAll(async () => {
    banco = await createPostgresTestDb();
    s = await iniciarServidor({
      env: { WORKERS: '2', WORKERS_SPARE: '0', DATABASE_URL: banco.env.databaseUrl!, SHUTDOWN_DRAIN_S: '0' },
      prazoMs: 90_000,
    });
    await s.esperarLog(() => prontos(s).length >= 2, 60_000);
  }, 120_000);
  afterAll(async () => {
    if (s) await s.parar();
    await banco?.cleanup();
  });

  it('the workers run the bundle the primary compiled, without the TypeScript loader', () => {
    const [compilado] = linhas(s, 'trabalhadores compilados');
    expect(compilado?.arquivo).toMatch(/^dist\/trabalhador\/servidor-[0-9a-f]{16}\.mjs$/);
    for (const pid of prontos(s).map((l) => l.trabalhador as number)) {
      const linhaDeComando = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      expect(linhaDeComando.some((a) => a.endsWith(compilado!.arquivo as string))).toBe(true);
      expect(linhaDeComando.filter((a) => a.includes('tsx'))).toEqual([]);
    }
  });

  it('no connection is refused while no worker is ready: they wait, or get 503', async () => {
    const antes = prontos(s).map((l) => l.trabalhador as number);
    const vistos = await verificarDurante(s.url, async () => {
      for (const pid of antes) process.kill(pid, 'SIGKILL');
      await s.esperarLog(
        () => prontos(s).filter((l) => !antes.includes(l.trabalhador as number)).length >= 2,
        90_000,
      );
    });
    // Only the requests in flight inside the killed workers are cut (at most one per client).
    const falhas = vistos.filter((v) => typeof v === 'string');
    expect(falhas.filter((v) => v !== 'ECONNRESET')).toEqual([]);
    expect(falhas.length).toBeLessThanOrEqual(5);
    for (const v of vistos.filter((v) => typeof v === 'number')) expect([200, 503]).toContain(v);
    expect(await statusNovaConexao(`${s.url}/api/health`)).toBe(200);
  }, 150_000);
});

describe('WORKERS=2 on PostgreSQL with the default spare', () => {
  let banco: TestDb;
  let s: ServidorDeTeste;
  beforeAll(async () => {
    banco = await createPostgresTestDb();
    s = await iniciarServidor({
      env: { WORKERS: '2', DATABASE_URL: banco.env.databaseUrl!, SHUTDOWN_DRAIN_S: '2' },
      prazoMs: 90_000,
    });
    await s.esperarLog(() => prontos(s).length >= 3, 60_000);
  }, 120_000);
  afterAll(async () => {
    if (s) await s.parar();
    await banco?.cleanup();
  });

  it('a killed worker is replaced by the warm spare at once (≤ 5 s from the kill), with no connection refused', async () => {
    const [vitima] = ativos(s);
    const reserva = prontos(s)
      .map((l) => l.trabalhador as number)
      .find((p) => !ativos(s).includes(p))!;
    let morteEm = 0;
    const vistos = await verificarDurante(s.url, async () => {
      morteEm = Date.now();
      process.kill(vitima, 'SIGKILL');
      await s.esperarLog((l) => l.msg === 'trabalhador recebendo conexões' && l.trabalhador === reserva);
    });
    const promovida = linhas(s, 'trabalhador recebendo conexões').find((l) => l.trabalhador === reserva)!;
    expect((promovida.time as number) - morteEm).toBeLessThanOrEqual(5000);
    const falhas = vistos.filter((v) => typeof v === 'string');
    expect(falhas.filter((v) => v !== 'ECONNRESET')).toEqual([]);
    expect(falhas.length).toBeLessThanOrEqual(5);
    for (const v of vistos.filter((v) => typeof v === 'number')) expect(v).toBe(200);
    // And a new spare is started in its place.
    await s.esperarLog((l) => l.msg === 'trabalhador criado' && (l.time as number) >= morteEm);
  }, 90_000);

  it('backoff: a worker killed after serving past VIDA_CURTA_MS is replaced at once; one killed before it is ready counts as a failed start', async () => {
    // The newest worker (the spare started by the previous test): forked seconds ago, then ready.
    const pid = linhas(s, 'trabalhador criado').at(-1)!.trabalhador as number;
    const pronto = await s.esperarLog((l) => l.msg === 'trabalhador pronto' && l.trabalhador === pid, 60_000);
    // Ready for VIDA_CURTA_MS, yet under 30 s since its fork on an idle machine (the old rule's "short life").
    const prontoEm = pronto.time as number;
    await new Promise((r) => setTimeout(r, Math.max(0, prontoEm + VIDA_CURTA_MS + 300 - Date.now())));
    process.kill(pid, 'SIGKILL');
    const saida = await s.esperarLog(
      (l) => l.msg === 'trabalhador terminou inesperadamente; outro será iniciado' && l.trabalhador === pid,
    );
    expect(saida.esperaMs).toBe(0);

    // Its replacement killed before it is ready: a failed start, the next one waits.
    const criado = await s.esperarLog(
      (l) => l.msg === 'trabalhador criado' && (l.time as number) >= (saida.time as number),
    );
    const novo = criado.trabalhador as number;
    process.kill(novo, 'SIGKILL');
    const segunda = await s.esperarLog(
      (l) => l.msg === 'trabalhador terminou inesperadamente; outro será iniciado' && l.trabalhador === novo,
    );
    expect(prontos(s).some((l) => l.trabalhador === novo)).toBe(false);
    expect(segunda.esperaMs).toBe(500);
  }, 90_000);

  it('SIGTERM to the primary: new connections see health 503 for SHUTDOWN_DRAIN_S, then the port closes; exit 0', async () => {
    await s.esperarLog(() => ativos(s).length >= 1);
    s.processo.kill('SIGTERM');
    await s.esperarLog((l) => l.msg === 'encerrando: trabalhadores com health em 503, porta aberta');
    const vistos = await healthAteRecusar(s.url, Date.now());
    const respostas = vistos.filter((v) => typeof v.status === 'number');
    expect(new Set(respostas.map((v) => v.status))).toEqual(new Set([503]));
    expect(respostas.at(-1)!.em).toBeGreaterThanOrEqual(1500);
    expect(vistos.at(-1)!.status).toBe('ECONNREFUSED');
    expect(await s.saiu).toEqual({ codigo: 0, sinal: null });
  }, 60_000);
});
