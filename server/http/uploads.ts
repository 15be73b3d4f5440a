import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import type { AppDeps } from '../deps.js';
import {
  ArmazenamentoIndisponivel,
  chaveDaUrl,
  type Faixa,
  MSG_ARMAZENAMENTO_INDISPONIVEL,
} from '../uploads/storage.js';

/** Only media types are ever served from uploads: never HTML or SVG. */
const TIPOS_SERVIDOS = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'video/mp4']);
const EXTENSOES_DE_MIDIA = /\.(jpe?g|png|gif|webp|mp4)$/i;
/** The names the app gives (a random base, optionally a -w{n} variant): written once, never changed. */
const NOME_IMUTAVEL = /\/[0-9a-f]{32}(-w\d+)?\.[a-z0-9]+$/;
/**
 * The first read: enough for file-type to know the type, and the whole of most images (a card's
 * photo is 10–60 KB), which are then answered from it without a second read.
 */
const INICIO_BYTES = 64 * 1024;

type Pedido = { inicio: number; fim: number } | 'fora' | null;

/**
 * The one byte range a `Range` header asks for (RFC 9110 §14): `bytes=a-b`, `bytes=a-` or
 * `bytes=-n`. Null (the whole file) when there is none, when it is not a single range we read, or
 * when `If-Range` is sent (we keep no validators to compare it with); 'fora' when it cannot be
 * satisfied (416).
 */
function faixaPedida(range: string | undefined, ifRange: string | undefined, tamanho: number): Pedido {
  if (!range || ifRange) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const sufixo = Number(m[2]);
    if (sufixo === 0 || tamanho === 0) return 'fora';
    return { inicio: Math.max(0, tamanho - sufixo), fim: tamanho - 1 };
  }
  const inicio = Number(m[1]);
  const fim = m[2] === '' ? Number.POSITIVE_INFINITY : Number(m[2]);
  if (fim < inicio) return null;
  if (inicio >= tamanho) return 'fora';
  return { inicio, fim: Math.min(fim, tamanho - 1) };
}

async function lerTudo(corpo: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(corpo).arrayBuffer());
}

/**
 * GET (and HEAD) /uploads/{key}: the same answer from the disk or the bucket. The type comes from
 * the bytes (file-type), never from the name; a name that is not media is not even looked up.
 * Files are streamed, and a `Range` gets a 206 with that part only: phone video players (Safari
 * on the iPhone) ask for ranges and do not play a video served without them.
 */
export async function servirUpload(c: Context, deps: Pick<AppDeps, 'storage'>) {
  const key = chaveDaUrl(c.req.path);
  if (!key || !EXTENSOES_DE_MIDIA.test(key)) return c.text('Arquivo não encontrado.', 404);
  const ler = async (inicio: number, fim: number): Promise<Faixa | Response | null> => {
    try {
      return await deps.storage.lerFaixa(key, inicio, fim);
    } catch (err) {
      // Logged by the store, which knows why (server/uploads/s3.ts).
      if (!(err instanceof ArmazenamentoIndisponivel)) throw err;
      return c.text(MSG_ARMAZENAMENTO_INDISPONIVEL, 503, { 'Retry-After': String(err.retryAfter) });
    }
  };

  const primeira = await ler(0, INICIO_BYTES - 1);
  if (primeira instanceof Response) return primeira;
  const cabeca = primeira && (await lerTudo(primeira.corpo));
  const tipo = cabeca ? (await fileTypeFromBuffer(cabeca))?.mime : undefined;
  if (!primeira || !cabeca || !tipo || !TIPOS_SERVIDOS.has(tipo))
    return c.text('Arquivo não encontrado.', 404);

  const { tamanho } = primeira;
  const cabecalhos: Record<string, string> = {
    'Content-Type': tipo,
    'Cache-Control': NOME_IMUTAVEL.test(key)
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=86400',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': 'inline',
    'Accept-Ranges': 'bytes',
  };
  const pedido = faixaPedida(c.req.header('range'), c.req.header('if-range'), tamanho);
  if (pedido === 'fora')
    return c.text('A faixa de bytes pedida está fora do arquivo.', 416, {
      'Content-Range': `bytes */${tamanho}`,
    });
  const { inicio: de, fim: ate } = pedido ?? { inicio: 0, fim: tamanho - 1 };
  const status = pedido ? 206 : 200;
  if (pedido) cabecalhos['Content-Range'] = `bytes ${de}-${ate}/${tamanho}`;
  cabecalhos['Content-Length'] = String(tamanho === 0 ? 0 : ate - de + 1);

  // HEAD: the headers only (no stream opened that nobody would read).
  if (c.req.method === 'HEAD') return new Response(null, { status, headers: cabecalhos });
  if (ate < cabeca.length)
    return new Response(new Uint8Array(cabeca.subarray(de, ate + 1)), { status, headers: cabecalhos });
  const resto = await ler(de, ate);
  if (resto instanceof Response) return resto;
  if (!resto) return c.text('Arquivo não encontrado.', 404);
  return new Response(resto.corpo, { status, headers: cabecalhos });
}
