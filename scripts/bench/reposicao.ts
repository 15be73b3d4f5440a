import http from 'node:http';
import { filhosDe } from './motor.js';
import type { ResultadoCarga } from './pedidos.js';

/**
 * `npm run bench -- --reposicao` (PostgreSQL, WORKERS=2): under the soak's mixed load, workers are
 * killed with SIGKILL — one receiving connections at 10 s, another at 20 s (10 s apart), then every worker process at
 * once (the spare too) at 40 s —
 * while a checker opens a new connection to /api/health every 50 ms. Reports how long after each
 * kill a worker took the dead one's place (`trabalhador recebendo conexões`: a spare promoted, or a
 * new process once ready), how long new processes took to be ready (`trabalhador pronto`, from
 * fork), and how many connections were refused, answered 503 or 200.
 */

export interface LinhaPronto {
  pid: number;
  /** `trabalhador recebendo conexões` (a spare promoted, or a new worker put in) rather than `trabalhador pronto`. */
  recebendo: boolean;
  /** From the worker's fork to its readiness (the primary's `ms`). */
  ms: number;
  em: number;
}

interface Verificacao {
  em: number;
  resultado: number | string;
}

/** GET on a new connection: the status, or the connection error's code. */
function verificar(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: 15_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'erro'));
  });
}

const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function medirReposicao({
  base,
  pidPrimario,
  prontos,
  iniciarCarga,
}: {
  base: string;
  pidPrimario: number;
  /** The primary's `trabalhador pronto` lines so far (filled as the server logs them). */
  prontos: LinhaPronto[];
  iniciarCarga: (segundos: number) => Promise<ResultadoCarga>;
}): Promise<string> {
  const SEGUNDOS = 70;
  const t0 = Date.now();
  const carga = iniciarCarga(SEGUNDOS);
  const verificacoes: Verificacao[] = [];
  let parar = false;
  const verificador = (async () => {
    while (!parar) {
      const em = Date.now() - t0;
      verificacoes.push({ em, resultado: await verificar(`${base}/api/health`) });
      await espera(50);
    }
  })();

  const mortes: { em: number; pids: number[] }[] = [];
  const matar = (pids: number[]) => {
    mortes.push({ em: Date.now() - t0, pids });
    for (const p of pids) process.kill(p, 'SIGKILL');
  };
  // Kill a worker that receives connections (killing the spare would leave no place to fill).
  const umAtivo = () => {
    const vivos = filhosDe(pidPrimario);
    return prontos.filter((p) => p.recebendo && vivos.includes(p.pid)).map((p) => p.pid)[0] ?? vivos[0];
  };
  await espera(10_000);
  matar([umAtivo()]);
  await espera(10_000);
  matar([umAtivo()]);
  await espera(20_000);
  matar(filhosDe(pidPrimario));
  const r = await carga;
  await espera(2000);
  parar = true;
  await verificador;

  const linhas = [`Reposição de trabalhadores (WORKERS=2, carga mista de ${SEGUNDOS} s, SIGKILL):`];
  for (const m of mortes) {
    // After this kill: workers put to receive connections in the dead ones' places, new processes ready.
    const depois = prontos.filter((p) => p.em - t0 >= m.em && !m.pids.includes(p.pid));
    const nosLugares = depois.filter((p) => p.recebendo).slice(0, m.pids.length);
    const novos = depois.filter((p) => !p.recebendo).slice(0, m.pids.length);
    const seg = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const janela = verificacoes.filter((v) => v.em >= m.em && v.em < m.em + 30_000);
    linhas.push(
      `  t=${seg(m.em)}: ${m.pids.length} processo(s) morto(s); no lugar, recebendo conexões, em ${nosLugares.map((n) => seg(n.em - t0 - m.em)).join(', ') || 'NENHUM'} (da morte); processos novos prontos em ${novos.map((n) => seg(n.ms)).join(', ') || 'NENHUM'} (da criação); verificador nos 30 s seguintes: ${resumo(janela)}`,
    );
  }
  linhas.push(`  verificador no total (${verificacoes.length} conexões novas): ${resumo(verificacoes)}`);
  linhas.push(
    `  carga: ${r.total} requisições, status ${JSON.stringify(r.status)}, erros de conexão ${r.erros}`,
  );
  return linhas.join('\n');
}

function resumo(vs: Verificacao[]): string {
  const contagem: Record<string, number> = {};
  for (const v of vs) contagem[String(v.resultado)] = (contagem[String(v.resultado)] ?? 0) + 1;
  return Object.entries(contagem)
    .map(([k, n]) => `${k}: ${n}`)
    .join(', ');
}
