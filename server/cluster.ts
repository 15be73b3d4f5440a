import cluster, { type Worker } from 'node:cluster';
import { closeDb } from '../db/client.js';
import { abrirDeps, prepararBanco } from './boot.js';
import type { Env } from './env.js';
import { createLogger } from './logger.js';
import { agendarRotinaDiaria } from './services/rotina-diaria.service.js';

/** A worker that lived less than this before dying counts as a failed start (backoff grows). */
const VIDA_CURTA_MS = 30_000;
const ESPERA_MAX_MS = 30_000;

/** Wait before replacing a worker after `seguidas` short-lived ones in a row: 0, 0.5, 1, 2 … 30 s. */
export function esperaParaReiniciar(seguidas: number): number {
  return seguidas === 0 ? 0 : Math.min(ESPERA_MAX_MS, 500 * 2 ** (seguidas - 1));
}

/**
 * WORKERS=N > 1: this process is the cluster's primary. It does, once per deployment, what no
 * worker should repeat (migrations, seeds, the daily job: a worker can die and be replaced, the
 * primary lives as long as the deployment), then forks N workers that share the port (Node's
 * round-robin). A worker that dies unexpectedly is replaced, with a growing pause when workers keep
 * dying young (not a hot loop on a broken start). SIGTERM/SIGINT are forwarded as SIGTERM: each
 * worker drains (server/servidor.ts), then the primary stops its job, closes its pool and exits 0
 * (1 if a worker had to be forced).
 */
export async function primario(env: Env): Promise<void> {
  const logger = createLogger(env.logLevel).child({ papel: 'primario', pid: process.pid });
  // Migrations, seeds and the daily job need a couple of connections, not a serving pool.
  const deps = abrirDeps(env, logger, 2);
  let pararRotina = async () => {};

  const nascimento = new Map<Worker, number>();
  const reinicios = new Set<NodeJS.Timeout>();
  let seguidas = 0;
  let encerrando = false;
  let falhouAoEncerrar = false;
  let anunciado = false;

  const iniciar = () => {
    nascimento.set(cluster.fork(), Date.now());
  };

  cluster.on('listening', (worker, endereco) => {
    logger.info({ trabalhador: worker.process.pid, port: endereco.port }, 'trabalhador pronto');
    if (!anunciado) {
      anunciado = true;
      process.stdout.write(
        `${env.siteName} no ar em http://${env.host === '0.0.0.0' ? 'localhost' : env.host}:${env.port}` +
          ` (${env.workers} processos)\n`,
      );
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const nasceu = nascimento.get(worker) ?? Date.now();
    nascimento.delete(worker);
    if (encerrando) {
      if (code !== 0) falhouAoEncerrar = true;
      if (nascimento.size === 0) void terminar();
      return;
    }
    seguidas = Date.now() - nasceu < VIDA_CURTA_MS ? seguidas + 1 : 0;
    const esperaMs = esperaParaReiniciar(seguidas);
    // Exit 0 is a worker drained on purpose (SIGTERM sent to it alone: a recycle); anything else a crash.
    const onde = { trabalhador: worker.process.pid, code, signal, esperaMs };
    if (code === 0) logger.info(onde, 'trabalhador encerrado; outro será iniciado');
    else logger.error(onde, 'trabalhador terminou inesperadamente; outro será iniciado');
    const t = setTimeout(() => {
      reinicios.delete(t);
      if (!encerrando) iniciar();
    }, esperaMs);
    reinicios.add(t);
  });

  const terminar = async () => {
    await pararRotina();
    await closeDb(deps);
    logger.info('encerrado');
    process.exit(falhouAoEncerrar ? 1 : 0);
  };

  const encerrar = (sinal: string) => {
    if (encerrando) return;
    encerrando = true;
    logger.info({ sinal, trabalhadores: nascimento.size }, 'encerrando: drenando os trabalhadores');
    for (const t of reinicios) clearTimeout(t);
    // Straight to each worker's own handler (worker.kill() would disconnect it first).
    for (const w of nascimento.keys()) w.process.kill('SIGTERM');
    const forcar = setTimeout(() => {
      logger.error('encerramento forçado: trabalhadores não terminaram a tempo');
      for (const w of nascimento.keys()) w.process.kill('SIGKILL');
      process.exit(1);
    }, env.prazoEncerramentoMs + 5000);
    forcar.unref();
    if (nascimento.size === 0) void terminar();
  };
  process.on('SIGTERM', () => encerrar('SIGTERM'));
  process.on('SIGINT', () => encerrar('SIGINT'));

  await prepararBanco(deps);
  if (encerrando) return terminar(); // stopped while migrating: no worker was started
  pararRotina = agendarRotinaDiaria(deps);
  for (let i = 0; i < env.workers; i++) iniciar();
}
