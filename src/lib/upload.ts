/** Uploads with XMLHttpRequest: real progress events, a time-out and cancellation. */
export const UPLOAD_TIMEOUT_MS = 60_000;

export type FalhaEnvio = 'timeout' | 'cancelado' | 'rede' | 'http' | 'resposta';

export class ErroEnvio extends Error {
  constructor(
    message: string,
    readonly tipo: FalhaEnvio,
    readonly status: number | null = null,
    readonly corpo: unknown = null,
  ) {
    super(message);
    this.name = 'ErroEnvio';
  }
}

export interface OpcoesEnvio {
  url: string;
  method?: 'POST' | 'PUT';
  form: FormData;
  timeoutMs?: number;
  /** Fraction 0..1 of the bytes sent. */
  onProgress?: (fracao: number) => void;
  signal?: AbortSignal;
}

/** The server's `message` (or `error`) from an error body, when there is one. */
export function mensagemDoServidor(corpo: unknown): string | null {
  if (corpo && typeof corpo === 'object') {
    const c = corpo as { message?: unknown; error?: unknown };
    if (typeof c.error === 'string' && c.error) return c.error;
    if (typeof c.message === 'string' && c.message) return c.message;
  }
  return null;
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
 * Options of one tRPC call that needs more than the batch link gives: upload progress and its
 * own time-out (XHR), or keepalive (a save sent while leaving the page). Passed as the call's
 * `context: { envio }`; src/lib/trpc.ts sends such calls alone, through `fetchDeEnvio`.
 */
export interface EnvioTrpc {
  /** Fraction 0..1 of the bytes sent. */
  onProgress?: (fracao: number) => void;
  timeoutMs?: number;
  keepalive?: boolean;
}

/** fetch cannot see the call's context: the link's `headers` leave it here under a one-use key. */
const CABECALHO_ENVIO = 'x-envio';
const envios = new Map<string, EnvioTrpc>();
let ultimoEnvio = 0;

export function cabecalhoDeEnvio(context: Record<string, unknown>): Record<string, string> {
  const envio = context.envio as EnvioTrpc | undefined;
  if (!envio) return {};
  const chave = String(++ultimoEnvio);
  envios.set(chave, envio);
  return { [CABECALHO_ENVIO]: chave };
}

/** The upload link's fetch: XHR (progress) or keepalive fetch as the call asked, `padrao` otherwise. */
export async function fetchDeEnvio(
  url: string,
  init: RequestInit,
  padrao: (url: string, init: RequestInit) => Promise<Response>,
): Promise<Response> {
  const headers = Object.fromEntries(new Headers(init.headers).entries());
  const chave = headers[CABECALHO_ENVIO];
  delete headers[CABECALHO_ENVIO];
  const envio = chave ? envios.get(chave) : undefined;
  if (chave) envios.delete(chave);
  if (!envio) return padrao(url, { ...init, headers });
  if (envio.keepalive) return padrao(url, { ...init, headers, keepalive: true });
  const xhr = await pedirXhr({
    url,
    method: init.method ?? 'POST',
    body: (init.body as XMLHttpRequestBodyInit | null | undefined) ?? null,
    headers,
    timeoutMs: envio.timeoutMs ?? UPLOAD_TIMEOUT_MS,
    onProgress: envio.onProgress,
    signal: init.signal,
  });
  if (xhr.status < 200 || xhr.status > 599) throw new ErroEnvio('Servidor não respondeu', 'rede');
  if (xhr.status < 300) envio.onProgress?.(1);
  return new Response(xhr.responseText, {
    status: xhr.status,
    headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' },
  });
}
