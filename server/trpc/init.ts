import { initTRPC } from '@trpc/server';
import { AppError, unauthorized } from '../errors.js';
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
      message = 'Erro interno do servidor. Tente novamente mais tarde.';
    }
    return {
      ...shape,
      message,
      data: { code: shape.data.code, httpStatus: shape.data.httpStatus, appCode, errors },
    };
  },
});

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;

export const publicProcedure = t.procedure;

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
