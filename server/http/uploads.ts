import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import type { AppDeps } from '../deps.js';
import { ArmazenamentoIndisponivel, chaveDaUrl, MSG_ARMAZENAMENTO_INDISPONIVEL } from '../uploads/storage.js';

/** Only media types are ever served from uploads: never HTML or SVG. */
const TIPOS_SERVIDOS = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'video/mp4']);
const EXTENSOES_DE_MIDIA = /\.(jpe?g|png|gif|webp|mp4)$/i;
/** The names the app gives (a random base, optionally a -w{n} variant): written once, never changed. */
const NOME_IMUTAVEL = /\/[0-9a-f]{32}(-w\d+)?\.[a-z0-9]+$/;

/**
 * GET /uploads/{key}: the same answer from the disk or the bucket. The type comes from the bytes
 * (file-type), never from the name; a name that is not media is not even looked up.
 */
export async function servirUpload(c: Context, deps: Pick<AppDeps, 'storage'>) {
  const key = chaveDaUrl(c.req.path);
  if (!key || !EXTENSOES_DE_MIDIA.test(key)) return c.text('Arquivo não encontrado.', 404);
  let dados: Buffer | null;
  try {
    dados = await deps.storage.get(key);
  } catch (err) {
    // Logged by the store, which knows why (server/uploads/s3.ts).
    if (!(err instanceof ArmazenamentoIndisponivel)) throw err;
    return c.text(MSG_ARMAZENAMENTO_INDISPONIVEL, 503, { 'Retry-After': String(err.retryAfter) });
  }
  const tipo = dados ? (await fileTypeFromBuffer(dados))?.mime : undefined;
  if (!dados || !tipo || !TIPOS_SERVIDOS.has(tipo)) return c.text('Arquivo não encontrado.', 404);
  return new Response(new Uint8Array(dados), {
    headers: {
      'Content-Type': tipo,
      'Cache-Control': NOME_IMUTAVEL.test(key)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
    },
  });
}
