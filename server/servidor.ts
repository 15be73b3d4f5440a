import cluster from 'node:cluster';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createAdaptorServer, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { closeDb } from '../db/client.js';
import type { CreateAppOptions } from './app.js';
import { boot } from './boot.js';
import { primario } from './cluster.js';
import type { AppDeps } from './deps.js';
import { indiceAtualizado } from './diretorio/index.js';
import type { MensagemDoPrimario, MensagemDoTrabalhador } from './distribuidor.js';
import { type Env, readEnv } from './env.js';
import { fecharConexoesCaladas, opcoesDoServidorHttp } from './http/prazos.js';
import { createLogger } from './logger.js';
import { precarregarSanitizador } from './sanitize.js';
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
 * worker it does none of the once-per-deployment work (the primary did) and never listens: the
 * primary owns the port and hands it connections once it says it is warm (server/cluster.ts).
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
  // A worker is told (server/cluster.ts) when the primary stops sending it connections.
  const semNovas = papel === 'trabalhador' ? avisoSemNovasConexoes() : null;

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
  const server = createAdaptorServer({ fetch, serverOptions: opcoesDoServidorHttp(env.http) }) as Server;
  fecharConexoesCaladas(server, env.http);
  server.on('connection', (socket: Socket) => {
    conexoes.add(socket);
    socket.once('close', () => {
      conexoes.delete(socket);
      if (conexoes.size === 0) aoFecharAUltima?.();
    });
  });
  const contexto = { deps, server, emAndamento, pararRotina, semNovas };
  encerrar = (sinal) => void drenar(sinal, contexto);
  if (papel === 'unico') {
    server.listen(env.port, env.host, () => {
      const { port } = server.address() as AddressInfo;
      logger.info({ port, host: env.host }, 'servidor iniciado');
      process.stdout.write(
        `${env.siteName} no ar em http://${env.host === '0.0.0.0' ? 'localhost' : env.host}:${port}\n`,
      );
    });
    void aquecerERegistrar(deps);
  } else {
    receberConexoes(server);
    await aquecerERegistrar(deps);
    if (deps.prontidao.estado === 'encerrando') return; // draining before it was ever ready
    process.send?.({ vs: 'pronto' } satisfies MensagemDoTrabalhador);
    // A spare gets no requests (server/cluster.ts): its directory index follows the database on its
    // own, so a promotion starts warm (one version read when nothing changed).
    setInterval(() => {
      if (deps.prontidao.estado === 'pronta') indiceAtualizado(deps).catch(() => {});
    }, ATUALIZAR_INDICE_MS).unref();
  }
}

/**
 * A worker serves the connections the primary sends it (server/cluster.ts) on an HTTP server that
 * does not listen. Node arms its header and request deadlines on 'listening'; emitted here once
 * so they apply to these connections too.
 */
function receberConexoes(server: Server): void {
  server.emit('listening');
  process.on('message', (msg: MensagemDoPrimario, socket?: Socket) => {
    if (msg?.vs !== 'conexao' || !socket) return;
    server.emit('connection', socket);
    socket.resume();
    process.send?.({ vs: 'recebida', id: msg.id } satisfies MensagemDoTrabalhador);
  });
}

/** Resolves when the primary says no more connections will come to this worker. */
function avisoSemNovasConexoes(): Promise<void> {
  return new Promise((resolve) => {
    const ouvir = (msg: MensagemDoPrimario) => {
      if (msg?.vs !== 'sem-novas') return;
      process.off('message', ouvir);
      resolve();
    };
    process.on('message', ouvir);
    // The primary gone (killed): nobody will hand connections any more.
    process.once('disconnect', resolve);
  });
}

/** Warms (retrying until the database answers or the process drains) and logs how long it took. */
async function aquecerERegistrar(deps: AppDeps): Promise<void> {
  const inicio = performance.now();
  await aquecer(deps);
  if (deps.prontidao.estado !== 'pronta') return;
  precarregarSanitizador();
  deps.logger.info(
    { ms: Math.round(performance.now() - inicio), desdeOInicioMs: Math.round(performance.now()) },
    'pronto: estruturas em memória montadas',
  );
}

/** How often a worker brings its directory index up to date with no request asking. */
const ATUALIZAR_INDICE_MS = 10_000;

let drenando = false;
/** This process's open connections (listened for or handed over by the primary). */
const conexoes = new Set<Socket>();
let aoFecharAUltima: (() => void) | null = null;

/**
 * SIGTERM/SIGINT: health answers 503 at once, and for SHUTDOWN_DRAIN_S (env.drenagemMs) the
 * process keeps taking new connections (a load balancer's checker sees the 503 and stops routing
 * here; what else arrives is served, with `Connection: close`). Then no new connections: alone,
 * the listener closes; a worker waits for the primary's word (at once when only this worker
 * leaves, after the same window when the whole cluster does). The in-flight requests finish (a
 * page view waits for its batch's commit, so the tracking write queue empties with them), the
 * daily job's run in progress ends, the database closes, exit 0. Past SHUTDOWN_TIMEOUT
 * (env.prazoEncerramentoMs, counted from the end of the window) the process leaves anyway, with
 * exit code 1.
 */
async function drenar(
  sinal: string,
  {
    deps,
    server,
    emAndamento,
    pararRotina,
    semNovas,
  }: {
    deps: AppDeps;
    server: Server;
    emAndamento: Set<ServerResponse>;
    pararRotina: () => Promise<void>;
    semNovas: Promise<void> | null;
  },
): Promise<void> {
  if (drenando) return;
  drenando = true;
  deps.prontidao.encerrar();
  deps.logger.info({ sinal, janelaMs: deps.env.drenagemMs }, 'encerrando: health em 503, aceitando conexões');
  // Keep-alive connections would stay open (for up to keepAliveTimeout): idle ones close now; a
  // response in progress says `Connection: close` (or, when its headers are already out, its
  // connection closes once it ends). The clients come back on new connections, which the load
  // balancer sends elsewhere once it has seen the 503.
  const fecharKeepAlive = () => {
    server.closeIdleConnections();
    for (const res of emAndamento) {
      if (!res.headersSent) res.shouldKeepAlive = false;
      else res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
    }
  };
  fecharKeepAlive();
  if (semNovas) {
    process.send?.({ vs: 'encerrando' } satisfies MensagemDoTrabalhador);
    await semNovas;
  } else {
    await new Promise((r) => setTimeout(r, deps.env.drenagemMs));
    server.close();
  }
  deps.logger.info('encerrando: aguardando requisições em andamento');
  const forcar = setTimeout(() => {
    deps.logger.error(
      { prazoMs: deps.env.prazoEncerramentoMs },
      'encerramento forçado: requisições não terminaram',
    );
    process.exit(1);
  }, deps.env.prazoEncerramentoMs);
  forcar.unref();
  const fechadas = new Promise<void>((resolve) => {
    aoFecharAUltima = resolve;
    if (conexoes.size === 0) resolve();
  });
  fecharKeepAlive();
  await fechadas;
  await pararRotina();
  await closeDb(deps);
  deps.logger.info('encerrado');
  process.exit(0);
}
