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

/** Sends a multipart form; resolves with the JSON answer, rejects with an ErroEnvio. */
export function enviarFormulario<T = unknown>(opcoes: OpcoesEnvio): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(opcoes.method ?? 'PUT', opcoes.url);
    xhr.withCredentials = true;
    xhr.timeout = opcoes.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) opcoes.onProgress?.(e.loaded / e.total);
    };
    const aoCancelar = () => xhr.abort();
    opcoes.signal?.addEventListener('abort', aoCancelar, { once: true });
    const fim = () => opcoes.signal?.removeEventListener('abort', aoCancelar);
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
      let corpo: unknown = null;
      try {
        corpo = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        if (xhr.status >= 200 && xhr.status < 300) {
          reject(new ErroEnvio('Erro ao processar a resposta do servidor', 'resposta', xhr.status));
          return;
        }
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        opcoes.onProgress?.(1);
        resolve(corpo as T);
      } else {
        reject(new ErroEnvio(mensagemDoServidor(corpo) ?? `Erro ${xhr.status}`, 'http', xhr.status, corpo));
      }
    };
    if (opcoes.signal?.aborted) {
      reject(new ErroEnvio('Envio cancelado.', 'cancelado'));
      return;
    }
    xhr.send(opcoes.form);
  });
}
