import cluster, { type Worker } from 'node:cluster';
import { closeDb } from '../db/client.js';
import { abrirDeps, prepararBanco } from './boot.js';
import { criarDistribuidor, type MensagemDoPrimario, type MensagemDoTrabalhador } from './distribuidor.js';
import type { Env } from './env.js';
import { createLogger } from './logger.js';
import { agendarRotinaDiaria } from './services/rotina-diaria.service.js';
import { compilarTrabalhador, flagsSemTsx } from './trabalhador-compilado.js';

/**
 * A worker that dies before it is ready, or less than this after becoming ready, counts as a
 * failed start (backoff grows). Counted from readiness: a start slowed by load is not a failure.
 */
export const VIDA_CURTA_MS = 10_000;
const ESPERA_MAX_MS = 30_000;

/** Wait before replacing a worker after `seguidas` short-lived ones in a row: 0, 0.5, 1, 2 … 30 s. */
export function esperaParaReiniciar(seguidas: number): number {
  return seguidas === 0 ? 0 : Math.min(ESPERA_MAX_MS, 500 * 2 ** (seguidas - 1));
}

/** Whether a worker's death is a failed start: never ready, or ready less than VIDA_CURTA_MS. */
export function falhouAoIniciar(prontoEm: number | undefined, morteEm: number): boolean {
  return prontoEm === undefined || morteEm - prontoEm < VIDA_CURTA_MS;
}

/**
 * WORKERS=N > 1: this process is the cluster's primary. It does, once per deployment, what no
 * worker should repeat (migrations, seeds, the daily job: a worker can die and be replaced, the
 * primary lives as long as the deployment), listens on the port itself and forks N workers plus
 * WORKERS_SPARE warm spares; each connection goes to one of N workers that said they are warm
 * (server/distribuidor.ts), so the address never refuses a connection while the primary lives
 * (503 when no worker is ready in time). A worker that dies or recycles is replaced by a ready
 * spare at once (a new process needs seconds of CPU to load and warm, tens of seconds on a loaded
 * machine), and a new process is started, with a growing pause when workers keep dying young (not
 * a hot loop on a broken start). SIGTERM/SIGINT are forwarded as SIGTERM; for SHUTDOWN_DRAIN_S the
 * workers keep getting connections (health 503), then the primary closes the port, the workers
 * finish what is in flight, and the primary stops its job, closes its pool and exits 0 (1 if a
 * worker had to be forced).
 */
export async function primario(env: Env): Promise<void> {
  const logger = createLogger(env.logLevel).child({ papel: 'primario', pid: process.pid });
  // Migrations, seeds and the daily job need a couple of connections, not a serving pool.
  const deps = abrirDeps(env, logger, 2);
  let pararRotina = async () => {};
  const distribuidor = criarDistribuidor();

  /**
   * Live workers: when each was forked and said it was ready, whether it gets connections
   * (`ativo`: at most WORKERS of them; the ready others are spares, WORKERS_SPARE) and whether it
   * is draining on its own (a recycle).
   */
  const vivos = new Map<Worker, { criadoEm: number; prontoEm?: number; ativo: boolean; saindo: boolean }>();
  const reinicios = new Set<NodeJS.Timeout>();
  let seguidas = 0;
  let encerrando = false;
  let falhouAoEncerrar = false;
  let anunciado = false;

  /** Ready spares take the places of workers gone: promoting one costs nothing, starting one costs seconds. */
  const equilibrar = () => {
    if (encerrando) return;
    let ativos = [...vivos.values()].filter((v) => v.ativo && !v.saindo).length;
    for (const [w, v] of vivos) {
      if (ativos >= env.workers) break;
      if (v.ativo || v.saindo || v.prontoEm === undefined) continue;
      v.ativo = true;
      ativos++;
      distribuidor.adicionar(w);
      logger.info({ trabalhador: w.process.pid, ativos }, 'trabalhador recebendo conexões');
    }
    if (ativos > 0 && !anunciado) {
      anunciado = true;
      process.stdout.write(
        `${env.siteName} no ar em http://${env.host === '0.0.0.0' ? 'localhost' : env.host}:${env.port}` +
          ` (${env.workers} processos)\n`,
      );
    }
  };

  const iniciar = () => {
    const w = cluster.fork();
    vivos.set(w, { criadoEm: Date.now(), ativo: false, saindo: false });
    logger.info({ trabalhador: w.process.pid }, 'trabalhador criado');
    w.on('message', (msg: MensagemDoTrabalhador) => {
      const vida = vivos.get(w);
      if (!vida) return;
      if (msg?.vs === 'recebida') distribuidor.confirmar(msg.id);
      else if (msg?.vs === 'pronto') {
        vida.prontoEm = Date.now();
        logger.info(
          { trabalhador: w.process.pid, port: env.port, ms: vida.prontoEm - vida.criadoEm },
          'trabalhador pronto',
        );
        equilibrar();
      } else if (msg?.vs === 'encerrando' && !encerrando) {
        // This worker alone is leaving (a recycle): a spare or the others take its connections now.
        vida.saindo = true;
        distribuidor.remover(w);
        w.send({ vs: 'sem-novas' } satisfies MensagemDoPrimario);
        equilibrar();
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const vida = vivos.get(worker);
    vivos.delete(worker);
    distribuidor.morreu(worker);
    if (encerrando) {
      if (code !== 0) falhouAoEncerrar = true;
      if (vivos.size === 0) void terminar();
      return;
    }
    equilibrar();
    seguidas = falhouAoIniciar(vida?.prontoEm, Date.now()) ? seguidas + 1 : 0;
    const esperaMs = esperaParaReiniciar(seguidas);
    // Exit 0 is a worker drained on purpose (SIGTERM sent to it alone: a recycle); anything else a crash.
    const onde = { trabalhador: worker.process.pid, code, signal, esperaMs, ativos: distribuidor.prontos };
    if (code === 0) logger.info(onde, 'trabalhador encerrado; outro será iniciado');
    else logger.error(onde, 'trabalhador terminou inesperadamente; outro será iniciado');
    const t = setTimeout(() => {
      reinicios.delete(t);
      if (!encerrando) iniciar();
    }, esperaMs);
    reinicios.add(t);
  });

  let terminando = false;
  const terminar = async () => {
    if (terminando) return;
    terminando = true;
    await distribuidor.fechar();
    await pararRotina();
    await closeDb(deps);
    logger.info('encerrado');
    process.exit(falhouAoEncerrar ? 1 : 0);
  };

  const encerrar = (sinal: string) => {
    if (encerrando) return;
    encerrando = true;
    logger.info(
      { sinal, trabalhadores: vivos.size, janelaMs: env.drenagemMs },
      'encerrando: trabalhadores com health em 503, porta aberta',
    );
    for (const t of reinicios) clearTimeout(t);
    // Straight to each worker's own handler (worker.kill() would disconnect it first).
    for (const w of vivos.keys()) w.process.kill('SIGTERM');
    const janela = setTimeout(() => {
      void distribuidor.fechar();
      logger.info('encerrando: porta fechada, drenando os trabalhadores');
      for (const w of vivos.keys())
        if (w.isConnected()) w.send({ vs: 'sem-novas' } satisfies MensagemDoPrimario);
    }, env.drenagemMs);
    janela.unref();
    const forcar = setTimeout(
      () => {
        logger.error('encerramento forçado: trabalhadores não terminaram a tempo');
        for (const w of vivos.keys()) w.process.kill('SIGKILL');
        process.exit(1);
      },
      env.drenagemMs + env.prazoEncerramentoMs + 5000,
    );
    forcar.unref();
    if (vivos.size === 0) void terminar();
  };
  process.on('SIGTERM', () => encerrar('SIGTERM'));
  process.on('SIGINT', () => encerrar('SIGINT'));

  // Bundled while the database is prepared (server/trabalhador-compilado.ts).
  const compilando = compilarTrabalhador(process.argv[1]!, logger);
  await prepararBanco(deps);
  if (encerrando) return terminar(); // stopped while migrating: no worker was started
  pararRotina = agendarRotinaDiaria(deps);
  await new Promise<void>((resolve, reject) => {
    distribuidor.servidor.once('error', reject);
    distribuidor.servidor.listen(env.port, env.host, () => resolve());
  });
  const compilado = await compilando;
  if (compilado)
    cluster.setupPrimary({
      exec: compilado,
      execArgv: flagsSemTsx(process.execArgv),
      args: process.argv.slice(2),
    });
  if (encerrando) return; // stopped meanwhile: encerrar() saw no worker and ends the process
  for (let i = 0; i < env.workers + env.reservas; i++) iniciar();
}
