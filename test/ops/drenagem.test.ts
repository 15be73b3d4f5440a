// The real server as a process: the SIGTERM drain window (SHUTDOWN_DRAIN_S, health 503 to new
// connections before the listener closes) and the HTTP deadlines that close silent or slow sockets.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../server/env.js';
import { createPostgresTestDb, motorDoTeste, type TestDb } from '../helpers/db.js';
import { healthAteRecusar, iniciarServidor, statusNovaConexao } from '../helpers/servidor.js';

const ENTRADA_LENTA = 'test/ops/servidor-lento.ts';

/** Resolves with how long (ms) until the server closed the socket (Infinity if still open after 25 s). */
function fechadoEm(socket: net.Socket, inicio: number): Promise<number> {
  return new Promise((resolve) => {
    socket.on('error', () => {});
    // Read what comes (a 408): a paused socket would never see the server's FIN.
    socket.resume();
    const desistir = setTimeout(() => {
      socket.destroy();
      resolve(Number.POSITIVE_INFINITY);
    }, 25_000);
    socket.once('close', () => {
      clearTimeout(desistir);
      resolve(Date.now() - inicio);
    });
  });
}

let banco: TestDb | null = null;
beforeAll(async () => {
  if (motorDoTeste === 'postgres') banco = await createPostgresTestDb();
});
afterAll(async () => {
  await banco?.cleanup();
});
const envDoBanco = (): Record<string, string> => (banco ? { DATABASE_URL: banco.env.databaseUrl! } : {});

describe(`SIGTERM: the drain window (${motorDoTeste})`, () => {
  it('health answers 503 to new connections for SHUTDOWN_DRAIN_S before the listener closes; the request in flight finishes', async () => {
    const s = await iniciarServidor({
      entrada: ENTRADA_LENTA,
      env: { SHUTDOWN_DRAIN_S: '2', ...envDoBanco() },
    });
    const pedido = fetch(`${s.url}/teste/lento?ms=3000`).then(async (r) => ({
      status: r.status,
      corpo: await r.text(),
    }));
    await s.esperarLog((l) => l.msg === 'pedido lento recebido');
    s.processo.kill('SIGTERM');
    await s.esperarLog((l) => l.msg === 'encerrando: health em 503, aceitando conexões');
    const vistos = await healthAteRecusar(s.url, Date.now());
    const respostas = vistos.filter((v) => typeof v.status === 'number');
    expect(new Set(respostas.map((v) => v.status))).toEqual(new Set([503]));
    // 503s seen for the whole window (2 s), then the connection is refused.
    expect(respostas.at(-1)!.em).toBeGreaterThanOrEqual(1500);
    expect(vistos.at(-1)!.status).toBe('ECONNREFUSED');
    expect(await pedido).toEqual({ status: 200, corpo: 'terminou em 3000 ms' });
    expect(await s.parar()).toEqual({ codigo: 0, sinal: null });
  }, 60_000);

  it('defaults to 5 s (SHUTDOWN_DRAIN_S)', () => {
    expect(readEnv({}).drenagemMs).toBe(5000);
    expect(readEnv({ SHUTDOWN_DRAIN_S: '0' }).drenagemMs).toBe(0);
  });
});

describe(`silent and slow sockets are closed (${motorDoTeste})`, () => {
  it('production defaults close them within 30 s', () => {
    const { http: p } = readEnv({ NODE_ENV: 'production' });
    expect(p.headersTimeoutMs).toBeLessThanOrEqual(30_000);
    expect(p.requestTimeoutMs).toBeLessThanOrEqual(30_000);
    expect(p.keepAliveTimeoutMs).toBeLessThanOrEqual(30_000);
  });

  it('a socket that sends nothing, one that dribbles its headers and an idle keep-alive all close by their deadlines', async () => {
    const s = await iniciarServidor({
      env: {
        HTTP_HEADERS_TIMEOUT_S: '1',
        HTTP_REQUEST_TIMEOUT_S: '2',
        HTTP_KEEPALIVE_TIMEOUT_S: '1',
        SHUTDOWN_DRAIN_S: '0',
        ...envDoBanco(),
      },
    });
    try {
      const { port } = new URL(s.url);
      const inicio = Date.now();
      const caladas = Array.from({ length: 10 }, () => net.connect(Number(port), '127.0.0.1'));
      const lento = net.connect(Number(port), '127.0.0.1');
      lento.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
      const gotejar = setInterval(() => lento.writable && lento.write('X-A: b\r\n'), 300);
      const ociosa = net.connect(Number(port), '127.0.0.1');
      ociosa.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
      const tempos = await Promise.all([
        ...caladas.map((c) => fechadoEm(c, inicio)),
        fechadoEm(lento, inicio),
        fechadoEm(ociosa, inicio),
      ]);
      clearInterval(gotejar);
      const [lentoMs, ociosaMs] = tempos.slice(-2);
      for (const ms of tempos.slice(0, 10)) expect(ms).toBeLessThan(4000); // silent: ~2 s
      expect(lentoMs).toBeLessThan(3500); // headers past 1 s (checked every second)
      expect(ociosaMs).toBeLessThan(3000); // answered, then 1 s idle
      // The server still answers new connections.
      expect(await statusNovaConexao(`${s.url}/api/health`)).toBe(200);
    } finally {
      await s.parar();
    }
  }, 120_000);
});
