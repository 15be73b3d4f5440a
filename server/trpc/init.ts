import { initTRPC } from '@trpc/server';
import { AppError, erroDeFalha, MSG_ERRO_INTERNO, SemEspaco, unauthorized } from '../errors.js';
import { issuesToFieldErrors } from '../schemas/validate.js';
import type { AuthedContext, Context } from '../services/contexto.js';
import { exigirAdmin, exigirAnuncianteOuAdmin } from '../services/permissoes.js';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const cause = error instanceof AppError ? error : error.cause;
    let appCode: string | undefined;
    let errors: { campo: string; mensagem: string }[] | undefined;
    let message = shape.message;
    if (cause instanceof AppError) {
      appCode = cause.appCode;
      errors = cause.errors;
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
    // A full disk is a 507 (SemEspaco), a status tRPC has no code for.
    const httpStatus = cause instanceof SemEspaco ? cause.status : shape.data.httpStatus;
    return {
      ...shape,
      message,
      data: { code: shape.data.code, httpStatus, appCode, errors },
    };
  },
});

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;

/**
 * A database that does not answer or a full disk, met anywhere in a procedure, becomes the
 * product's error (503 DATABASE_UNAVAILABLE, 507 INSUFFICIENT_STORAGE), for HTTP callers and the
 * server render alike.
 */
export const publicProcedure = t.procedure.use(async ({ next }) => {
  const r = await next();
  if (!r.ok) {
    const falha = erroDeFalha(r.error.cause ?? r.error);
    if (falha) throw falha;
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
