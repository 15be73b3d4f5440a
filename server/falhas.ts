/**
 * Faults of the machine, not of the request: the database does not answer (PostgreSQL down,
 * restarting, a connection cut) or the disk is full. They are recognised here, from the driver's
 * error, and answered the same way everywhere (server/errors.ts → 503 DATABASE_UNAVAILABLE or
 * 507 INSUFFICIENT_STORAGE), whatever layer they came through.
 */
import type { Logger } from './logger.js';

export type Falha = 'banco' | 'espaco';

// SQLSTATE: 08xxx connection exceptions, 57P01–57P03 (admin/crash shutdown, cannot connect now),
// 53300 too many connections.
const SQLSTATE_BANCO = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;
// Node's socket errors on the way to the database (the pool only makes connections to it).
const CODIGOS_REDE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// pg's own messages for a connection that ended or never came.
const MENSAGENS_BANCO = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

/** The driver's error (by its code or message); `marcada` also takes the product's own (`falha` field). */
function classificarUm(e: unknown, marcada = true): Falha | null {
  if (!e || typeof e !== 'object') return null;
  const { code, message, syscall, falha } = e as {
    code?: unknown;
    message?: unknown;
    syscall?: unknown;
    falha?: unknown;
  };
  if (marcada && (falha === 'banco' || falha === 'espaco')) return falha;
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT' || code === '53100') return 'espaco';
  if (typeof code === 'string') {
    if (SQLSTATE_BANCO.test(code)) return 'banco';
    if (CODIGOS_REDE.has(code)) return 'banco';
    // A Unix socket that is not there (the server is down and removed it).
    if (code === 'ENOENT' && syscall === 'connect') return 'banco';
  }
  if (typeof message === 'string' && MENSAGENS_BANCO.some((m) => message.startsWith(m))) return 'banco';
  return null;
}

/** Which fault `err` is (looking through `cause` chains and aggregates), or null for any other error. */
export function classificarFalha(err: unknown): Falha | null {
  const vistos = new Set<unknown>();
  const fila: unknown[] = [err];
  while (fila.length) {
    const e = fila.shift();
    if (!e || typeof e !== 'object' || vistos.has(e)) continue;
    vistos.add(e);
    const f = classificarUm(e);
    if (f) return f;
    fila.push((e as { cause?: unknown }).cause);
    const erros = (e as { errors?: unknown }).errors;
    if (Array.isArray(erros)) fila.push(...erros);
  }
  return null;
}

export const MSG_BANCO_INDISPONIVEL =
  'O serviço está temporariamente indisponível. Tente novamente em instantes.';
export const MSG_SEM_ESPACO = 'Sem espaço para gravar agora. Tente novamente mais tarde.';

/** Seconds a client is told to wait (Retry-After) while the database does not answer. */
export const ESPERA_BANCO_S = 5;

/** A fault logged at most once per this interval per kind; the lines in between are counted. */
const INTERVALO_LOG_MS = 5000;

interface Janela {
  ultimo: number;
  suprimidas: number;
  /** When the fault was first logged, while it lasts (the database: until a connection opens again). */
  desde?: number;
}
const janelas = new WeakMap<Logger, Map<Falha, Janela>>();

/**
 * Logs a fault once, without a stack for an outage (every request would repeat the same one): the
 * first of a burst at once, then one line per INTERVALO_LOG_MS with how many were left out.
 * A full disk is an error (someone must free space), an outage a warning (it recovers by itself).
 */
export function registrarFalha(
  logger: Logger,
  falha: Falha,
  err: unknown,
  extra: Record<string, unknown> = {},
  agora = Date.now(),
): void {
  let porTipo = janelas.get(logger);
  if (!porTipo) {
    porTipo = new Map();
    janelas.set(logger, porTipo);
  }
  const j: Janela = porTipo.get(falha) ?? { ultimo: 0, suprimidas: 0 };
  porTipo.set(falha, j);
  j.desde ??= agora;
  if (agora - j.ultimo < INTERVALO_LOG_MS) {
    j.suprimidas++;
    return;
  }
  const suprimidas = j.suprimidas;
  j.ultimo = agora;
  j.suprimidas = 0;
  const origem = causaDe(err, falha);
  const campos = {
    ...extra,
    falha,
    codigo: (origem as { code?: unknown })?.code,
    erro: origem instanceof Error ? origem.message : String(origem),
    ...(suprimidas ? { suprimidas } : {}),
  };
  if (falha === 'espaco') logger.error(campos, 'sem espaço em disco: gravação recusada');
  else logger.warn(campos, 'banco de dados indisponível');
}

/**
 * A connection to the database opened (db/client.ts calls it through boot.ts): after an outage
 * that was logged, says once that the database answers again and how long it was out.
 */
export function registrarVoltaDoBanco(logger: Logger, agora = Date.now()): void {
  const j = janelas.get(logger)?.get('banco');
  if (j?.desde === undefined) return;
  logger.info({ foraMs: agora - j.desde, suprimidas: j.suprimidas }, 'banco de dados respondendo de novo');
  j.desde = undefined;
  j.ultimo = 0;
  j.suprimidas = 0;
}

/** The driver's own error inside `err` (the one classificarFalha recognised). */
function causaDe(err: unknown, falha: Falha): unknown {
  const vistos = new Set<unknown>();
  for (let e: unknown = err; e && typeof e === 'object' && !vistos.has(e); ) {
    vistos.add(e);
    if (classificarUm(e, false) === falha) return e;
    e = (e as { cause?: unknown }).cause;
  }
  // No driver error below (a ping that timed out): the outermost cause says what happened.
  return (err as { cause?: unknown })?.cause ?? err;
}
