/**
 * The closed-loop load generator of `npm run bench`, always run in its OWN process (never in the
 * server's event loop): `tsx scripts/bench/carga.ts '<json Cenario>' <connections> <seconds>`.
 * Drives autocannon programmatically (each connection sends its next request when the previous
 * answer arrives) and prints one JSON line with the result, including the count of each status.
 */
import autocannon from 'autocannon';
import { type Cenario, gerador, type Req, type ResultadoCarga } from './pedidos.js';

export type { Cenario, ResultadoCarga } from './pedidos.js';

async function main() {
  const [json, conexoesArg, segundosArg] = process.argv.slice(2);
  const c = JSON.parse(json) as Cenario;
  const conexoes = Number(conexoesArg ?? 32);
  const segundos = Number(segundosArg ?? 5);
  let escritasOk = 0;

  const opcoes: Record<string, unknown> = { connections: conexoes, duration: segundos };
  if (c.tipo === 'get' || c.tipo === 'post') {
    // A fixed request: autocannon's own static path (cheapest for the generator).
    opcoes.url = c.url;
    if (c.headers) opcoes.headers = c.headers;
    if (c.tipo === 'post') {
      opcoes.method = 'POST';
      opcoes.body = c.body;
    }
  } else {
    const g = gerador(c);
    opcoes.url = c.base;
    opcoes.requests = [
      {
        setupRequest: (req: Req, ctx: Record<string, unknown>) => {
          const r = g.proximo();
          ctx.escrita = g.escrita();
          return { ...req, ...r };
        },
        onResponse: (status: number, _b: string, ctx: Record<string, unknown>) => {
          if (ctx.escrita && status < 300) escritasOk++;
        },
      },
    ];
  }

  const status: Record<string, number> = {};
  interface SaidaAutocannon {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number };
    errors: number;
    timeouts: number;
  }
  const r = await new Promise<SaidaAutocannon>((res, rej) => {
    const inst = autocannon(opcoes, (err: unknown, saida: SaidaAutocannon) => (err ? rej(err) : res(saida)));
    inst.on('response', (_client: unknown, statusCode: number) => {
      status[statusCode] = (status[statusCode] ?? 0) + 1;
    });
  });
  const out: ResultadoCarga = {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    media: r.latency.average,
    erros: r.errors + r.timeouts,
    total: r.requests.total,
    status,
    escritasOk,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

await main();
