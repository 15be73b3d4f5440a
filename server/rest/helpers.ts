import type { Context as HonoContext } from 'hono';
import { badRequest, unauthorized } from '../errors.js';
import type { HonoEnv } from '../http/hono-env.js';
import type { AuthedContext, Context } from '../services/contexto.js';

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

/**
 * The signed-in context of a route whose `access` is not public (checked before the handler runs;
 * checked again here so the type follows from a test, not a cast).
 */
export function autenticado(ctx: Context): AuthedContext {
  if (!ctx.user || !ctx.session) throw unauthorized();
  return ctx as AuthedContext;
}
