/**
 * The OPEN-loop load generator of `npm run bench`, run in its own process:
 * `tsx scripts/bench/aberto.ts '<json Cenario>' <requests per second> <seconds>`.
 *
 * Requests leave on a fixed schedule (request i at start + i / rate) whether or not earlier ones
 * were answered, over a keep-alive agent with enough sockets; each latency is measured from the
 * request's SCHEDULED time to the end of its answer, so a server that falls behind shows it in
 * every request that waited (no coordinated omission, unlike a closed loop, where a slow answer
 * also delays the next send). Prints one JSON line (ResultadoAberto).
 */
import http from 'node:http';
import { type Cenario, gerador, origemDe } from './pedidos.js';

export interface ResultadoAberto {
  /** Requested arrival rate and the rate actually sent (the generator keeping up). */
  taxaAlvo: number;
  taxaEnviada: number;
  /** Answers per second over the run. */
  rps: number;
  enviados: number;
  respondidos: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /**
   * How late the generator itself sent (p99, ms after the scheduled time): a starved generator
   * (the machine busy with something else) inflates every latency, and this says so.
   */
  atrasoGeradorP99: number;
  /** Connection errors, and requests still unanswered 10 s after the last send. */
  erros: number;
  semResposta: number;
  status: Record<string, number>;
}

/** Answers still missing this long after the last send are counted apart (and the run ends). */
const ESPERA_FINAL_MS = 10_000;

async function main() {
  const [json, taxaArg, segundosArg] = process.argv.slice(2);
  const c = JSON.parse(json) as Cenario;
  const taxa = Number(taxaArg);
  const segundos = Number(segundosArg ?? 5);
  if (!(taxa > 0)) throw new Error('taxa inválida');
  const alvo = new URL(origemDe(c));
  const g = gerador(c);
  // Sockets enough for the backlog of a slow second: never the generator's limit.
  const agente = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const total = Math.round(taxa * segundos);
  const latencias = new Float64Array(total);
  const atrasosEnvio = new Float64Array(total);
  const status: Record<string, number> = {};
  let enviados = 0;
  let respondidos = 0;
  let erros = 0;
  let emVoo = 0;
  const inicio = performance.now();
  const intervalo = 1000 / taxa;

  const enviar = (agendado: number) => {
    const r = g.proximo();
    emVoo++;
    const req = http.request(
      {
        host: alvo.hostname,
        port: alvo.port,
        method: r.method,
        path: r.path,
        agent: agente,
        headers: r.body ? { ...r.headers, 'Content-Length': Buffer.byteLength(r.body) } : r.headers,
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          latencias[respondidos++] = performance.now() - agendado;
          status[res.statusCode ?? 0] = (status[res.statusCode ?? 0] ?? 0) + 1;
          emVoo--;
        });
      },
    );
    req.on('error', () => {
      erros++;
      emVoo--;
    });
    req.end(r.body);
  };

  // Send everything due at each tick (timers fire about every millisecond); the latency clock of
  // each request starts at its scheduled time, not at the tick.
  await new Promise<void>((fim) => {
    const tick = () => {
      const agora = performance.now();
      while (enviados < total && inicio + enviados * intervalo <= agora) {
        atrasosEnvio[enviados] = performance.now() - (inicio + enviados * intervalo);
        enviar(inicio + enviados * intervalo);
        enviados++;
      }
      if (enviados < total) setTimeout(tick, 1);
      else fim();
    };
    tick();
  });
  const fimEnvio = performance.now();
  while (emVoo > 0 && performance.now() - fimEnvio < ESPERA_FINAL_MS)
    await new Promise((r) => setTimeout(r, 5));
  const duracao = (performance.now() - inicio) / 1000;
  agente.destroy();

  const ordenadas = latencias.subarray(0, respondidos).sort();
  const p = (q: number) =>
    respondidos ? Number(ordenadas[Math.min(respondidos - 1, Math.ceil(q * respondidos) - 1)].toFixed(1)) : 0;
  const out: ResultadoAberto = {
    taxaAlvo: taxa,
    taxaEnviada: Number((enviados / ((fimEnvio - inicio) / 1000)).toFixed(0)),
    rps: Number((respondidos / duracao).toFixed(0)),
    enviados,
    respondidos,
    p50: p(0.5),
    p90: p(0.9),
    p99: p(0.99),
    max: p(1),
    atrasoGeradorP99: Number(atrasosEnvio.sort()[Math.max(0, Math.ceil(0.99 * total) - 1)].toFixed(1)),
    erros,
    semResposta: emVoo,
    status,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
  process.exit(0);
}

await main();
