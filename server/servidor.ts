import cluster from 'node:cluster';
import type { Server, ServerResponse } from 'node:http';
import { type Http2Bindings, type HttpBindings, serve } from '@hono/node-server';
import { closeDb } from '../db/client.js';
import type { CreateAppOptions } from './app.js';
import { boot } from './boot.js';
import { primario } from './cluster.js';
import type { AppDeps } from './deps.js';
import { type Env, readEnv } from './env.js';
import { createLogger } from './logger.js';
import { aquecer } from './services/health.service.js';
import { agendarRotinaDiaria } from './services/rotina-diaria.service.js';

/** Why this environment cannot serve (a message for the operator), or null. */
export function recusaDeProcessos(env: Env): string | null {
  if (env.workers > 1 && !env.databaseUrl)
    return (
      `WORKERS=${env.workers} exige PostgreSQL: sem DATABASE_URL o banco é o arquivo SQLite, que só ` +
      'um processo pode usar. Defina DATABASE_URL=postgres://… ou use WORKERS=1.'
    );
  return null;
}

/**
 * Serves until SIGTERM/SIGINT: the production server (server/index.ts), and the bench's, which
 * passes its plugin in `opcoes` (scripts/bench/servidor.ts). With WORKERS=N > 1 this process is
 * the cluster's primary (server/cluster.ts) and each worker runs this same entry file again.
 */
export async function servir(opcoes: CreateAppOptions = {}): Promise<void> {
  const env = readEnv();
  const recusa = recusaDeProcessos(env);
  if (recusa) {
    process.stderr.write(`${recusa}\n`);
    process.exit(1);
  }
  if (cluster.isWorker) return servirProcesso(env, opcoes, 'trabalhador');
  if (env.workers > 1) return primario(env);
  return servirProcesso(env, opcoes, 'unico');
}

/**
 * One serving process. Alone (`unico`) it migrates and seeds, runs the daily job, listens as soon
 * as the app is built and warms while listening (health answers 503 until then). As a cluster
 * worker it does none of the once-per-deployment work (the primary did) and listens only once
 * warm: the primary hands out connections without asking health (docs/decisions.md).
 */
async function servirProcesso(env: Env, opcoes: CreateAppOptions, papel: 'unico' | 'trabalhador') {
  const base = createLogger(env.logLevel);
  // Workers' lines carry their pid (logs only: no header tells a client which process answered).
  const logger = papel === 'trabalhador' ? base.child({ pid: process.pid }) : base;

  let sinalAntesDoBoot: string | null = null;
  let encerrar = (sinal: string) => {
    sinalAntesDoBoot ??= sinal;
  };
  process.on('SIGTERM', () => encerrar('SIGTERM'));
  process.on('SIGINT', () => encerrar('SIGINT'));

  const { app, deps } = await boot(env, opcoes, { preparar: papel === 'unico', logger });
  if (sinalAntesDoBoot) {
    await closeDb(deps);
    process.exit(0);
  }
  // Retention (raw events rolled up after 25 months, expired sessions and tokens, old quote
  // requests): now, then daily; once per deployment, so in a cluster only the primary runs it.
  const pararDiaria = papel === 'unico' ? agendarRotinaDiaria(deps) : async () => {};
  // Every serving process delivers the e-mail queue (rows claimed, so never twice; server/mail/fila.ts).
  deps.emails.iniciar();
  const pararRotina = async () => {
    await Promise.all([pararDiaria(), deps.emails.parar()]);
  };

  // Responses in progress: when draining starts, their connections must close after them.
  const emAndamento = new Set<ServerResponse>();
  const fetch = (req: Request, bindings: HttpBindings | Http2Bindings) => {
    const res = bindings.outgoing as ServerResponse;
    if (deps.prontidao.estado === 'encerrando') res.shouldKeepAlive = false;
    else {
      emAndamento.add(res);
      res.once('close', () => emAndamento.delete(res));
    }
    return app.fetch(req, bindings);
  };
  const escutar = () =>
    serve({ fetch, port: env.port, hostname: env.host }, (info) => {
      logger.info({ port: info.port, host: env.host }, 'servidor iniciado');
      if (papel === 'unico')
        process.stdout.write(
          `${env.siteName} no ar em http://${env.host === '0.0.0.0' ? 'localhost' : env.host}:${info.port}\n`,
        );
    }) as Server;

  let server: Server | null = null;
  // `server` is read when the signal comes: before listening there is nothing to close.
  encerrar = (sinal) => void drenar(sinal, { deps, server, emAndamento, pararRotina });
  if (papel === 'unico') {
    server = escutar();
    void aquecerERegistrar(deps);
  } else {
    await aquecerERegistrar(deps);
    if (deps.prontidao.estado === 'encerrando') return; // drained before it ever listened
    server = escutar();
  }
}

/** Warms (retrying until the database answers or the process drains) and logs how long it took. */
async function aquecerERegistrar(deps: AppDeps): Promise<void> {
  const inicio = performance.now();
  await aquecer(deps);
  if (deps.prontidao.estado === 'pronta')
    deps.logger.info(
      { ms: Math.round(performance.now() - inicio) },
      'pronto: estruturas em memória montadas',
    );
}

let drenando = false;

/**
 * SIGTERM/SIGINT: health answers 503 at once (the proxy stops routing here), no new connections,
 * the in-flight requests finish (a page view waits for its batch's commit, so the tracking write
 * queue empties with them), the daily job's run in progress ends, the database closes, exit 0.
 * Past SHUTDOWN_TIMEOUT (env.prazoEncerramentoMs) the process leaves anyway, with exit code 1.
 */
async function drenar(
  sinal: string,
  {
    deps,
    server,
    emAndamento,
    pararRotina,
  }: {
    deps: AppDeps;
    server: Server | null;
    emAndamento: Set<ServerResponse>;
    pararRotina: () => Promise<void>;
  },
): Promise<void> {
  if (drenando) return;
  drenando = true;
  deps.prontidao.encerrar();
  deps.logger.info({ sinal }, 'encerrando: aguardando requisições em andamento');
  const forcar = setTimeout(() => {
    deps.logger.error(
      { prazoMs: deps.env.prazoEncerramentoMs },
      'encerramento forçado: requisições não terminaram',
    );
    process.exit(1);
  }, deps.env.prazoEncerramentoMs);
  forcar.unref();
  if (server) {
    const fechado = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive connections would hold close() open (for up to keepAliveTimeout): idle ones close
    // now; a response in progress says `Connection: close` (or, when its headers are already
    // out, its connection closes once it ends).
    server.closeIdleConnections();
    for (const res of emAndamento) {
      if (!res.headersSent) res.shouldKeepAlive = false;
      else res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
    }
    await fechado;
  }
  await pararRotina();
  await closeDb(deps);
  deps.logger.info('encerrado');
  process.exit(0);
}
