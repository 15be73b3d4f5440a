import { statfs } from 'node:fs/promises';
import { ping } from '../../db/queries/health.queries.js';
import type { AppDeps } from '../deps.js';
import { indiceAtualizado } from '../diretorio/index.js';
import { AppError, BancoIndisponivel, indisponivel } from '../errors.js';
import type { Context } from './contexto.js';

/** Seconds a proxy is told to wait (Retry-After) before asking a starting process again. */
const ESPERA_AQUECENDO_S = 2;
/** A database that takes longer than this to answer `select 1` (a full pool, a hung server) is "not answering". */
export const PRAZO_PING_MS = 2000;

/** The ping, or a rejection after PRAZO_PING_MS: a health check answers in bounded time. */
async function pingComPrazo(db: AppDeps['db']): Promise<void> {
  let prazo: NodeJS.Timeout | undefined;
  const estourou = new Promise<never>((_, rejeitar) => {
    prazo = setTimeout(() => rejeitar(new Error(`sem resposta em ${PRAZO_PING_MS} ms`)), PRAZO_PING_MS);
  });
  try {
    await Promise.race([ping(db), estourou]);
  } finally {
    clearTimeout(prazo);
  }
}

/**
 * Readiness with a real database round trip, for load balancers, orchestrators and uptime checks:
 * 200 only when this process has built its in-memory structures, is not draining and its
 * database answers; otherwise 503 (code SERVICE_UNAVAILABLE) saying which.
 */
export async function health(ctx: Context): Promise<{ status: 'ok'; uptime: number }> {
  const { prontidao, db } = ctx.deps;
  if (prontidao.estado === 'encerrando')
    throw indisponivel('O servidor está encerrando: envie a requisição a outro processo.');
  if (prontidao.estado === 'aquecendo')
    throw indisponivel(
      'O servidor está iniciando (montando o índice do diretório). Tente de novo em instantes.',
      ESPERA_AQUECENDO_S,
    );
  try {
    await pingComPrazo(db);
  } catch (err) {
    // Logged once per burst where every failed request is (server/http/erros.ts), without a stack.
    throw new BancoIndisponivel(err);
  }
  await verificarDisco(ctx.deps);
  return { status: 'ok', uptime: Math.round((Date.now() - ctx.deps.startedAt) / 1000) };
}

export const MSG_POUCO_ESPACO =
  'Pouco espaço livre no disco dos dados: as gravações podem falhar. Libere espaço no servidor.';

/** Whether free space under DATA_DIR was below the minimum at the last check: logged when it changes. */
const discoBaixo = new WeakMap<AppDeps, boolean>();

/** Free megabytes on the file system holding `dir`, or null when it cannot be read. */
export async function livreMb(dir: string): Promise<number | null> {
  try {
    const s = await statfs(dir);
    return Math.floor((s.bavail * s.bsize) / (1024 * 1024));
  } catch {
    return null;
  }
}

/** 503 INSUFFICIENT_STORAGE while the free space under DATA_DIR is below HEALTH_MIN_FREE_MB. */
async function verificarDisco(deps: AppDeps): Promise<void> {
  const minimo = deps.env.saudeMinimoLivreMb;
  if (minimo <= 0) return;
  const livre = await livreMb(deps.env.dataDir);
  const baixo = livre !== null && livre < minimo;
  if (baixo !== (discoBaixo.get(deps) ?? false)) {
    discoBaixo.set(deps, baixo);
    const campos = { livreMb: livre, minimoMb: minimo, dataDir: deps.env.dataDir };
    if (baixo) deps.logger.error(campos, 'pouco espaço livre no disco dos dados: saúde em 503');
    else deps.logger.info(campos, 'espaço livre no disco dos dados de volta acima do mínimo');
  }
  if (baixo) throw new AppError('SERVICE_UNAVAILABLE', MSG_POUCO_ESPACO, { appCode: 'INSUFFICIENT_STORAGE' });
}

/**
 * Builds what the first requests would otherwise wait for (the directory's in-memory index), then
 * marks the process ready. A failure (the database not answering yet) is retried with a growing
 * pause, capped at 5 s, until it works or the process drains; health answers 503 meanwhile.
 */
export async function aquecer(deps: AppDeps): Promise<void> {
  for (let tentativa = 1; deps.prontidao.estado === 'aquecendo'; tentativa++) {
    try {
      await indiceAtualizado(deps);
      deps.prontidao.marcarPronta();
    } catch (err) {
      deps.logger.warn({ err, tentativa }, 'aquecimento falhou; nova tentativa');
      await new Promise((r) => setTimeout(r, Math.min(5000, 250 * 2 ** tentativa)));
    }
  }
}
