import { type TRPC_ERROR_CODE_KEY, TRPCError } from '@trpc/server';

export interface FieldError {
  campo: string;
  mensagem: string;
}

const HTTP_STATUS: Partial<Record<TRPC_ERROR_CODE_KEY, number>> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * The one error type of the server. Services throw it. It is a TRPCError (so tRPC answers it with
 * its code as is) and `toRestError` maps it to the documented REST body `{ message, code?, errors? }`.
 */
export class AppError extends TRPCError {
  /** Documented application code, e.g. EMAIL_ALREADY_EXISTS, VALIDATION_ERROR. */
  readonly appCode?: string;
  readonly errors?: FieldError[];
  /** Seconds, for 429 answers. */
  readonly retryAfter?: number;

  constructor(
    code: TRPC_ERROR_CODE_KEY,
    message: string,
    extra: { appCode?: string; errors?: FieldError[]; retryAfter?: number } = {},
  ) {
    super({ code, message });
    this.name = 'AppError';
    this.appCode = extra.appCode;
    this.errors = extra.errors;
    this.retryAfter = extra.retryAfter;
  }

  get status(): number {
    return HTTP_STATUS[this.code] ?? 500;
  }
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

/** 503: the process is starting, draining, or its database does not answer (code SERVICE_UNAVAILABLE). */
export const indisponivel = (message: string, retryAfter?: number) =>
  new AppError('SERVICE_UNAVAILABLE', message, { retryAfter });

export interface RestErrorBody {
  message: string;
  code?: string;
  errors?: FieldError[];
}

export function toRestError(err: unknown): { status: number; body: RestErrorBody; retryAfter?: number } {
  if (err instanceof AppError) {
    const body: RestErrorBody = { message: err.message };
    if (err.appCode) body.code = err.appCode;
    else if (err.code !== 'INTERNAL_SERVER_ERROR') body.code = err.code;
    if (err.errors) body.errors = err.errors;
    return { status: err.status, body, retryAfter: err.retryAfter };
  }
  return { status: 500, body: { message: 'Erro interno do servidor. Tente novamente mais tarde.' } };
}
