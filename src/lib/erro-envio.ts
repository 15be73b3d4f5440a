// A failed upload (XHR) and the text its error body carries: kept apart from the upload client so
// the error decoder (src/lib/erros.ts) does not pull that client into every page's first load.

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

/**
 * The server's text from an error body, when there is one: `message` first (a body such as
 * `{ error: 'DATABASE_UNAVAILABLE', message: '…' }` carries its code in `error`), else `error`.
 */
export function mensagemDoServidor(corpo: unknown): string | null {
  if (corpo && typeof corpo === 'object') {
    const c = corpo as { message?: unknown; error?: unknown };
    if (typeof c.message === 'string' && c.message) return c.message;
    if (typeof c.error === 'string' && c.error) return c.error;
  }
  return null;
}
