// WORKERS=2 on PostgreSQL as real processes: the primary owns the port, so killing every worker
// never leaves the address refusing connections (they wait or get 503), replacements are ready in
// seconds, and the restart backoff counts from readiness, not from the fork.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { falhouAoIniciar, VIDA_CURTA_MS } from '../../server/cluster.js';
import { createPostgresTestDb, type TestDb } from '../helpers/db.js';
import { iniciarServidor, type ServidorDeTeste } from '../helpers/servidor.js';

/** GET on a new connection (no keep-alive): its status, or the connection error's code. */
function statusNovaConexao(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'erro'));
  });
}

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

describe('WORKERS=2 on PostgreSQL: replacing workers', () => {
  let banco: TestDb;
  let s: ServidorDeTeste;
  beforeAll(async () => {
    banco = await createPostgresTestDb();
    s = await iniciarServidor({
      env: { WORKERS: '2', DATABASE_URL: banco.env.databaseUrl!, SHUTDOWN_DRAIN_S: '0' },
      prazoMs: 90_000,
    });
    await s.esperarLog(() => prontos(s).length >= 2, 60_000);
  }, 120_000);
  afterAll(async () => {
    if (s) await s.parar();
    await banco?.cleanup();
  });

  it('both workers killed at once: no connection refused (they wait or get 503), replacements ready in ≤ 5 s', async () => {
    const antes = prontos(s).map((l) => l.trabalhador as number);
    const vistos: (number | string)[] = [];
    let parar = false;
    // A checker opening a new connection every 25 ms, and 4 clients looping on a page.
    const verificador = (async () => {
      while (!parar) {
        vistos.push(await statusNovaConexao(`${s.url}/api/health`));
        await new Promise((r) => setTimeout(r, 25));
      }
    })();
    const clientes = Array.from({ length: 4 }, async () => {
      while (!parar) vistos.push(await statusNovaConexao(`${s.url}/api/fornecedores?porPagina=5`));
    });
    await new Promise((r) => setTimeout(r, 300));
    for (const pid of antes) process.kill(pid, 'SIGKILL');
    const novos = await s.esperarLog(
      () => prontos(s).filter((l) => !antes.includes(l.trabalhador as number)).length >= 2,
      60_000,
    );
    expect(novos).toBeTruthy();
    // Keep checking a while with the new workers up.
    await new Promise((r) => setTimeout(r, 500));
    parar = true;
    await Promise.all([verificador, ...clientes]);

    const recusas = vistos.filter((v) => typeof v === 'string');
    expect(recusas).toEqual([]);
    expect(new Set(vistos).size).toBeGreaterThan(0);
    for (const v of vistos) expect([200, 503]).toContain(v);
    const reposicoes = prontos(s).filter((l) => !antes.includes(l.trabalhador as number));
    for (const l of reposicoes) expect(l.ms as number).toBeLessThanOrEqual(5000);
    expect(await statusNovaConexao(`${s.url}/api/health`)).toBe(200);
  }, 90_000);

  it('backoff: a worker killed after serving past VIDA_CURTA_MS is replaced at once; one killed before it is ready counts as a failed start', async () => {
    const pronto = prontos(s).at(-1)!;
    const pid = pronto.trabalhador as number;
    // Ready for VIDA_CURTA_MS (and well under 30 s since its fork: the old rule's "short life").
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
});
