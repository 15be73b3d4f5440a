import { initTRPC, TRPCError } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { AppError, erroDeFalha, type FieldError, MSG_ERRO_INTERNO, unauthorized } from '../errors.js';
import { issuesToFieldErrors } from '../schemas/validate.js';
import type { AuthedContext, Context } from '../services/contexto.js';
import { exigirAdmin, exigirAnuncianteOuAdmin } from '../services/permissoes.js';

/**
 * The tRPC edge of the domain's error: the same code and message, the AppError as its cause (the
 * errorFormatter reads appCode, field errors and status from it), and what the server render reads
 * of a failed query (appCode) on the error the in-process caller sees.
 */
class ErroTrpc extends TRPCError {
  readonly appCode?: string;
  readonly errors?: FieldError[];
  readonly retryAfter?: number;

  constructor(erro: AppError) {
    super({ code: erro.code, message: erro.message, cause: erro });
    this.appCode = erro.appCode;
    this.errors = erro.errors;
    this.retryAfter = erro.retryAfter;
    if (erro.stack) this.stack = erro.stack;
  }
}

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const app = error instanceof AppError ? error : error.cause instanceof AppError ? error.cause : null;
    const cause = error.cause;
    let appCode: string | undefined;
    let errors: { campo: string; mensagem: string }[] | undefined;
    let message = shape.message;
    if (app) {
      appCode = app.appCode;
      errors = app.errors;
      message = app.message;
    } else if (cause && 'issues' in cause && Array.isArray((cause as { issues: unknown }).issues)) {
      // valibot (Standard Schema) input errors: the documented VALIDATION_ERROR shape
      errors = issuesToFieldErrors(
        (cause as unknown as { issues: { message: string; path?: unknown[] }[] }).issues,
      );
      appCode = 'VALIDATION_ERROR';
      message = errors[0]?.mensagem ?? 'Dados inválidos.';
    } else if (error.code === 'INTERNAL_SERVER_ERROR') {
      message = MSG_ERRO_INTERNO;
    }
    // The AppError's own code and status (a full disk is a 507, a status tRPC has no code for).
    const code = app?.code ?? shape.data.code;
    const httpStatus = app?.status ?? shape.data.httpStatus;
    return {
      ...shape,
      code: TRPC_ERROR_CODES_BY_KEY[code],
      message,
      data: { code, httpStatus, appCode, errors },
    };
  },
});

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;

/**
 * Every procedure answers the domain's error as tRPC's: an AppError thrown by a service or a
 * middleware keeps its code (NOT_FOUND, FORBIDDEN…), and a database that does not answer or a full
 * disk, met anywhere in a procedure, becomes the product's error (503 DATABASE_UNAVAILABLE, 507
 * INSUFFICIENT_STORAGE), for HTTP callers and the server render alike.
 */
export const publicProcedure = t.procedure.use(async ({ next }) => {
  const r = await next();
  if (!r.ok) {
    const causa = r.error.cause ?? r.error;
    const falha = erroDeFalha(causa);
    if (falha) throw new ErroTrpc(falha);
    if (causa instanceof AppError && r.error.code !== causa.code) throw new ErroTrpc(causa);
  }
  return r;
});

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw unauthorized();
  return next({ ctx: ctx as AuthedContext });
});

export const anuncianteProcedure = authedProcedure.use(({ ctx, next }) => {
  exigirAnuncianteOuAdmin(ctx.user);
  return next({ ctx });
});

export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  exigirAdmin(ctx.user);
  return next({ ctx });
});
