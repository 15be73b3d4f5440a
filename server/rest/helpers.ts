import type { Context as HonoContext } from 'hono';
import { AppError, badRequest, unauthorized } from '../errors.js';
import type { AuthedContext, Context } from '../services/contexto.js';
import type { HonoEnv } from './types.js';

/** Reads a JSON body; an absent or malformed body is a 400 with a Portuguese message. */
export async function readJson(c: HonoContext<HonoEnv>): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw badRequest('O corpo da requisição não é um JSON válido.');
}

export const MSG_MULTIPART_INVALIDO = 'Corpo da requisição inválido: envie um formulário multipart válido.';

/**
 * Reads a multipart (or urlencoded) form. A body that does not parse is the client's fault: 400
 * with a Portuguese message, logged at warn (it used to escape as a 500 logged as an error).
 */
export async function readForm(c: HonoContext<HonoEnv>) {
  try {
    return await c.req.parseBody({ all: true });
  } catch (err) {
    c.get('ctx').deps.logger.warn(
      {
        requestId: c.get('requestId'),
        path: c.req.path,
        motivo: err instanceof Error ? err.message : String(err),
      },
      'corpo multipart inválido',
    );
    throw badRequest(MSG_MULTIPART_INVALIDO);
  }
}

/** Parses a positive integer route parameter or answers 400. */
export function intParam(c: HonoContext<HonoEnv>, name: string, message = 'Identificador inválido.'): number {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,12}$/.test(raw)) throw new AppError('BAD_REQUEST', message);
  const n = Number(raw);
  if (n <= 0) throw new AppError('BAD_REQUEST', message);
  return n;
}

/** Query-string values for the shared valibot schemas: numbers as numbers, absent stays absent. */
export function queryNums(c: HonoContext<HonoEnv>, texto: string[], numeros: string[]) {
  const out: Record<string, unknown> = {};
  for (const k of texto) {
    const val = c.req.query(k);
    if (val !== undefined) out[k] = val;
  }
  for (const k of numeros) {
    const val = c.req.query(k);
    if (val !== undefined && val !== '') out[k] = Number(val);
  }
  return out;
}

/**
 * The signed-in context of a route whose `access` is not public (checked before the handler runs;
 * checked again here so the type follows from a test, not a cast).
 */
export function autenticado(ctx: Context): AuthedContext {
  if (!ctx.user || !ctx.session) throw unauthorized();
  return ctx as AuthedContext;
}
