import { createTRPCClient, httpLink, type TRPCLink } from '@trpc/client';
import type { AppRouter } from '../../server/trpc/root';
import { ErroEnvio, mensagemDoServidor } from './erro-envio';

/** Uploads with XMLHttpRequest: real progress events, a time-out and cancellation. */
export const UPLOAD_TIMEOUT_MS = 60_000;

export interface OpcoesEnvio {
  url: string;
  method?: 'POST' | 'PUT';
  form: FormData;
  timeoutMs?: number;
  /** Fraction 0..1 of the bytes sent. */
  onProgress?: (fracao: number) => void;
  signal?: AbortSignal;
}

interface PedidoXhr {
  url: string;
  method: string;
  body: XMLHttpRequestBodyInit | null;
  headers: Record<string, string>;
  timeoutMs: number;
  onProgress?: (fracao: number) => void;
  signal?: AbortSignal | null;
}

/** One XHR: real upload progress events, a time-out and cancellation; rejects with an ErroEnvio. */
function pedirXhr(p: PedidoXhr): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(p.method, p.url);
    xhr.withCredentials = true;
    xhr.timeout = p.timeoutMs;
    for (const [nome, valor] of Object.entries(p.headers)) xhr.setRequestHeader(nome, valor);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) p.onProgress?.(e.loaded / e.total);
    };
    const aoCancelar = () => xhr.abort();
    p.signal?.addEventListener('abort', aoCancelar, { once: true });
    const fim = () => p.signal?.removeEventListener('abort', aoCancelar);
    xhr.ontimeout = () => {
      fim();
      reject(new ErroEnvio('Timeout - A requisição demorou muito tempo', 'timeout'));
    };
    xhr.onabort = () => {
      fim();
      reject(new ErroEnvio('Envio cancelado.', 'cancelado'));
    };
    xhr.onerror = () => {
      fim();
      reject(new ErroEnvio('Servidor não respondeu', 'rede'));
    };
    xhr.onload = () => {
      fim();
      resolve(xhr);
    };
    if (p.signal?.aborted) {
      reject(new ErroEnvio('Envio cancelado.', 'cancelado'));
      return;
    }
    xhr.send(p.body);
  });
}

/** Sends a multipart form; resolves with the JSON answer, rejects with an ErroEnvio. */
export async function enviarFormulario<T = unknown>(opcoes: OpcoesEnvio): Promise<T> {
  const xhr = await pedirXhr({
    url: opcoes.url,
    method: opcoes.method ?? 'PUT',
    body: opcoes.form,
    headers: { Accept: 'application/json' },
    timeoutMs: opcoes.timeoutMs ?? UPLOAD_TIMEOUT_MS,
    onProgress: opcoes.onProgress,
    signal: opcoes.signal,
  });
  let corpo: unknown = null;
  try {
    corpo = xhr.responseText ? JSON.parse(xhr.responseText) : null;
  } catch {
    if (xhr.status >= 200 && xhr.status < 300)
      throw new ErroEnvio('Erro ao processar a resposta do servidor', 'resposta', xhr.status);
  }
  if (xhr.status < 200 || xhr.status >= 300)
    throw new ErroEnvio(mensagemDoServidor(corpo) ?? `Erro ${xhr.status}`, 'http', xhr.status, corpo);
  opcoes.onProgress?.(1);
  return corpo as T;
}

/**
 * Options of one call of the `clienteDeEnvio` client (its `context: { envio }`): upload progress
 * and a time-out (sent by XHR), or keepalive (a save sent while leaving the page, by fetch).
 */
export interface EnvioTrpc {
  /** Fraction 0..1 of the bytes sent. */
  onProgress?: (fracao: number) => void;
  timeoutMs?: number;
  keepalive?: boolean;
}

/**
 * The `fetch` of one call of `clienteDeEnvio`: by XHR (upload progress, its own time-out), or by
 * fetch with keepalive (a save sent while leaving the page). tRPC's httpLink builds the request and
 * reads the answer, error envelope included; an answer that is not JSON (a proxy's error page)
 * becomes an ErroEnvio with its status, which is all there is.
 */
function fetchDoEnvio(envio: EnvioTrpc) {
  return async (url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (envio.keepalive) return fetch(url, { ...init, credentials: 'include', keepalive: true });
    const xhr = await pedirXhr({
      url: String(url),
      method: init?.method ?? 'POST',
      body: (init?.body ?? null) as XMLHttpRequestBodyInit | null,
      headers: (init?.headers ?? {}) as Record<string, string>,
      timeoutMs: envio.timeoutMs ?? UPLOAD_TIMEOUT_MS,
      onProgress: envio.onProgress,
      signal: init?.signal,
    });
    const ok = xhr.status >= 200 && xhr.status < 300;
    if (ok) envio.onProgress?.(1);
    if (!(xhr.getResponseHeader('content-type') ?? '').includes('json')) {
      if (ok) throw new ErroEnvio('Erro ao processar a resposta do servidor', 'resposta', xhr.status);
      throw new ErroEnvio(`Erro ${xhr.status}`, 'http', xhr.status);
    }
    return new Response(xhr.responseText, {
      status: xhr.status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

/**
 * The link of `clienteDeEnvio`: each call alone (FormData cannot be batched) through tRPC's own
 * httpLink, with the call's `EnvioTrpc`. The app's client (src/lib/trpc.ts) lives in every public
 * page's first load; this link loads only with the features that upload.
 */
const linkDeEnvio: TRPCLink<AppRouter> = (runtime) => (opts) =>
  httpLink<AppRouter>({ url: '/trpc', fetch: fetchDoEnvio((opts.op.context.envio ?? {}) as EnvioTrpc) })(
    runtime,
  )(opts);

/** Typed calls for the uploads and the saves that need `EnvioTrpc` options. */
export const clienteDeEnvio = createTRPCClient<AppRouter>({ links: [linkDeEnvio] });
