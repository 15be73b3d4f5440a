import { createTRPCClient, type Operation, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
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

/** One unbatched call as tRPC's httpLink sends it (POST /trpc/<path>, FormData or JSON), by XHR. */
async function enviarOperacao(op: Operation, envio: EnvioTrpc, signal: AbortSignal): Promise<unknown> {
  const formulario = op.input instanceof FormData;
  const url = `/trpc/${op.path}`;
  const body = formulario ? (op.input as FormData) : JSON.stringify(op.input ?? null);
  const headers: Record<string, string> = formulario ? {} : { 'content-type': 'application/json' };
  if (envio.keepalive) {
    const res = await fetch(url, { method: 'POST', body, headers, credentials: 'include', keepalive: true });
    return res.json();
  }
  const xhr = await pedirXhr({
    url,
    method: 'POST',
    body,
    headers,
    timeoutMs: envio.timeoutMs ?? UPLOAD_TIMEOUT_MS,
    onProgress: envio.onProgress,
    signal,
  });
  const ok = xhr.status >= 200 && xhr.status < 300;
  if (ok) envio.onProgress?.(1);
  try {
    return JSON.parse(xhr.responseText);
  } catch {
    // Not tRPC's JSON (a proxy's error page): the status is all there is.
    if (ok) throw new ErroEnvio('Erro ao processar a resposta do servidor', 'resposta', xhr.status);
    throw new ErroEnvio(`Erro ${xhr.status}`, 'http', xhr.status);
  }
}

/**
 * The link of `clienteDeEnvio`: each call alone (FormData cannot be batched), with the call's
 * `EnvioTrpc`. Written here rather than an httpLink with a custom fetch: the app's client lives
 * in every public page's first load, which has no room for a second link
 * (test/diretorio/bundle.test.ts); this one loads only with the features that upload.
 */
const linkDeEnvio: TRPCLink<AppRouter> =
  () =>
  ({ op }) =>
    observable((observer) => {
      const ac = new AbortController();
      const signal = op.signal ? AbortSignal.any([op.signal, ac.signal]) : ac.signal;
      enviarOperacao(op, (op.context.envio ?? {}) as EnvioTrpc, signal)
        .then((resposta) => {
          // An error answer is tRPC's envelope { error: { message, code, data } }.
          if (resposta && typeof resposta === 'object' && 'result' in resposta) {
            observer.next({ result: resposta.result as { data: unknown } });
            observer.complete();
          } else observer.error(TRPCClientError.from(resposta as Error));
        })
        .catch((err: unknown) => observer.error(TRPCClientError.from(err as Error)));
      return () => ac.abort();
    });

/** Typed calls for the uploads and the saves that need `EnvioTrpc` options. */
export const clienteDeEnvio = createTRPCClient<AppRouter>({ links: [linkDeEnvio] });
