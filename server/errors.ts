import { classificarFalha, ESPERA_BANCO_S, MSG_BANCO_INDISPONIVEL, MSG_SEM_ESPACO } from './falhas.js';

export interface FieldError {
  campo: string;
  mensagem: string;
}

/**
 * What went wrong, in the domain's words, with the HTTP status each answers with. The names are
 * tRPC's (its edge passes them on as they are); nothing here depends on a transport.
 */
const HTTP_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** Only the backup and copy scripts (server/ops/copia.ts): never an HTTP answer. */
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type CodigoErro = keyof typeof HTTP_STATUS;

/**
 * The one error type of the server: services throw it, a plain Error with a code, a Portuguese
 * message, its HTTP status and field errors. The edges map it: tRPC in server/trpc/init.ts (a
 * middleware and the errorFormatter), REST and Hono's onError through `toRestError`.
 */
export class AppError extends Error {
  readonly code: CodigoErro;
  /** Documented application code, e.g. EMAIL_ALREADY_EXISTS, VALIDATION_ERROR. */
  readonly appCode?: string;
  readonly errors?: FieldError[];
  /** Seconds, for 429 answers. */
  readonly retryAfter?: number;

  constructor(
    code: CodigoErro,
    message: string,
    extra: { appCode?: string; errors?: FieldError[]; retryAfter?: number; cause?: unknown } = {},
  ) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.name = 'AppError';
    this.code = code;
    this.appCode = extra.appCode;
    this.errors = extra.errors;
    this.retryAfter = extra.retryAfter;
  }

  get status(): number {
    return HTTP_STATUS[this.code] ?? 500;
  }
}

/**
 * A write refused for lack of space (SQLITE_FULL, ENOSPC, PostgreSQL's 53100): HTTP 507, which tRPC
 * has no code for (its code stays INTERNAL_SERVER_ERROR; the tRPC edge sets the status). The driver's
 * error is the cause, for the log.
 */
export class SemEspaco extends AppError {
  /** What server/falhas.ts reads (it cannot import this module). */
  readonly falha = 'espaco';
  constructor(cause: unknown) {
    super('INTERNAL_SERVER_ERROR', MSG_SEM_ESPACO, { appCode: 'INSUFFICIENT_STORAGE', cause });
    this.name = 'SemEspaco';
  }

  override get status(): number {
    return 507;
  }
}

/** The database does not answer (outage, restart, a cut connection): 503 with Retry-After. */
export class BancoIndisponivel extends AppError {
  readonly falha = 'banco';
  constructor(cause: unknown) {
    super('SERVICE_UNAVAILABLE', MSG_BANCO_INDISPONIVEL, {
      appCode: 'DATABASE_UNAVAILABLE',
      retryAfter: ESPERA_BANCO_S,
      cause,
    });
    this.name = 'BancoIndisponivel';
  }
}

/** The product's error for a fault of the machine (server/falhas.ts) hidden in `err`, or null. */
export function erroDeFalha(err: unknown): AppError | null {
  if (err instanceof SemEspaco || err instanceof BancoIndisponivel) return err;
  // An AppError says what the request did wrong; only a driver error below it is a fault.
  if (err instanceof AppError && !(err.cause && classificarFalha(err.cause))) return null;
  const falha = classificarFalha(err);
  if (falha === 'espaco') return new SemEspaco(err);
  if (falha === 'banco') return new BancoIndisponivel(err);
  return null;
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'Você não tem permissão para esta ação.') =>
  new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Sessão expirada. Faça login novamente.') =>
  new AppError('UNAUTHORIZED', message);
export const badRequest = (message: string, errors?: FieldError[], appCode?: string) =>
  new AppError('BAD_REQUEST', message, {
    errors,
    appCode: appCode ?? (errors ? 'VALIDATION_ERROR' : undefined),
  });

export const MSG_ERRO_INTERNO = 'Erro interno do servidor. Tente novamente mais tarde.';

/** 503: the process is starting, draining, or its database does not answer (code SERVICE_UNAVAILABLE). */
export const indisponivel = (message: string, retryAfter?: number) =>
  new AppError('SERVICE_UNAVAILABLE', message, { retryAfter });

export interface RestErrorBody {
  /** The fault's code again, for the two faults of the machine (DATABASE_UNAVAILABLE, INSUFFICIENT_STORAGE). */
  error?: string;
  message: string;
  code?: string;
  errors?: FieldError[];
}

export function toRestError(err: unknown): { status: number; body: RestErrorBody; retryAfter?: number } {
  const falha = erroDeFalha(err);
  if (falha) err = falha;
  if (err instanceof AppError) {
    const body: RestErrorBody = { message: err.message };
    if (falha) body.error = err.appCode;
    if (err.appCode) body.code = err.appCode;
    else if (err.code !== 'INTERNAL_SERVER_ERROR') body.code = err.code;
    if (err.errors) body.errors = err.errors;
    return { status: err.status, body, retryAfter: err.retryAfter };
  }
  return { status: 500, body: { message: MSG_ERRO_INTERNO, code: 'INTERNAL_ERROR' } };
}
