import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppError } from '../errors.js';
import { erroDeFalha, toRestError } from '../errors.js';
import { escapeHtml } from '../escapar-html.js';
import { classificarFalha, registrarFalha } from '../falhas.js';
import type { Logger } from '../logger.js';
import type { HonoEnv } from './hono-env.js';

/**
 * Logs an error of a request once: a fault of the machine (database down, disk full) through
 * registrarFalha (no stack, bursts folded), any other 5xx but a 503 with its stack. 4xx and the
 * expected 503s (starting, draining) are not errors of the server.
 */
export function registrarErro(
  logger: Logger,
  err: unknown,
  extra: Record<string, unknown>,
  msg = 'erro na requisição',
): void {
  const falha = classificarFalha(err);
  if (falha) {
    registrarFalha(logger, falha, err, extra);
    return;
  }
  const { status } = toRestError(err);
  if (status >= 500 && status !== 503) logger.error({ err, ...extra }, msg);
}

/**
 * The one error boundary (Hono's app.onError): whatever escaped a middleware or a handler (the
 * session lookup, a page render, the sitemap) is answered in the product's shape and logged once.
 * JSON on /api and elsewhere, tRPC's envelope on /trpc, a short page in Portuguese to a browser
 * asking for a page; never Hono's plain-text "Internal Server Error".
 */
export function respostaDeErro(c: Context<HonoEnv>, err: Error, logger: Logger, siteName: string): Response {
  if (err instanceof HTTPException) return err.getResponse();
  const requestId = c.get('requestId');
  registrarErro(logger, err, { requestId, method: c.req.method, path: c.req.path });
  const { status, body, retryAfter } = toRestError(err);
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (retryAfter) headers['Retry-After'] = String(retryAfter);
  const caminho = c.req.path;
  if (caminho.startsWith('/trpc/')) {
    const falha = erroDeFalha(err);
    const data = { code: codigoTrpc(falha, status), httpStatus: status, appCode: body.code };
    // A batch gets one envelope; tRPC's client gives it to every call of the batch.
    return c.json({ error: { message: body.message, code: -32603, data } }, status as 500, headers);
  }
  const pagina =
    !caminho.startsWith('/api/') &&
    (c.req.method === 'GET' || c.req.method === 'HEAD') &&
    (c.req.header('accept') ?? '').includes('text/html');
  if (pagina) return c.html(paginaDeErro(status, body.message, siteName), status as 500, headers);
  return c.json(body, status as 500, headers);
}

function codigoTrpc(falha: AppError | null, status: number): string {
  if (falha) return falha.code;
  return status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR';
}

const TITULOS: Record<number, string> = {
  503: 'Voltamos em instantes',
  507: 'Sem espaço para gravar agora',
};

/** A page that stands alone (no build, no database): what a visitor sees while the site is down. */
function paginaDeErro(status: number, mensagem: string, siteName: string): string {
  const titulo = TITULOS[status] ?? 'Algo deu errado';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${titulo} | ${siteName}`)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#fdfaf5;color:#221a1e;font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5}
main{max-width:32rem;padding:2rem 1.5rem;text-align:center}
h1{font-family:"Playfair Display",Georgia,serif;color:#5b1f3a;font-size:1.75rem;margin:0 0 1rem}
p{margin:0 0 1.5rem}
a{color:#5b1f3a;font-weight:600}
.marca{font-family:"Playfair Display",Georgia,serif;font-size:1.125rem;color:#5b1f3a;margin-bottom:2rem}
</style>
</head>
<body>
<main>
<p class="marca">${escapeHtml(siteName)}</p>
<h1>${escapeHtml(titulo)}</h1>
<p>${escapeHtml(mensagem)}</p>
<p><a href="">Tentar de novo</a></p>
</main>
</body>
</html>`;
}
