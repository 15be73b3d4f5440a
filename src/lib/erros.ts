import { TRPCClientError } from '@trpc/client';
import { ErroEnvio, mensagemDoServidor } from './erro-envio';
import { type TrpcErrorData, trpcErrorData } from './trpc';

// The client's one reading of a failed call (tRPC over fetch, or over XHR for uploads): what the
// server said, in its own Portuguese, and a fallback only when it said nothing usable.

export const ERRO_CONEXAO = 'Ocorreu um erro de conexão. Por favor, tente novamente mais tarde.';

/** The server's answer to a failed call: its message and data, or null when nothing came back. */
export function respostaDoErro(error: unknown): { message: string; data: TrpcErrorData | null } | null {
  const data = trpcErrorData(error);
  if (error instanceof TRPCClientError && data) return { message: error.message, data };
  // The server answered without the tRPC error shape (e.g. a 403 from the Origin check).
  if (error instanceof TRPCClientError && error.shape === undefined && error.meta?.response) {
    return { message: '', data: null };
  }
  return null;
}

/** Server message, else `fallback`; with no answer at all, the connection message. */
export function mensagemDoErro(error: unknown, fallback: string): string {
  const r = respostaDoErro(error);
  if (!r) return ERRO_CONEXAO;
  return r.message || fallback;
}

/**
 * The message a person should read: the server's own reason for a refusal (4xx other than 401,
 * whose session handling is global), else `fallback` — also when there was no answer, so fixed
 * texts such as 'Erro ao enviar depoimento. Tente novamente.' stay where nothing better is known.
 */
export function motivoOu(error: unknown, fallback: string): string {
  const { status, mensagem } = falha(error);
  return status !== null && status >= 400 && status < 500 && status !== 401 && mensagem ? mensagem : fallback;
}

/** A fixed error text followed by the server's reason when it gave one ("Erro ao …: motivo"). */
export function mensagemComMotivo(base: string, error: unknown): string {
  const motivo = motivoOu(error, '');
  return motivo ? `${base}: ${motivo}` : base;
}

/** The application code of a tRPC answer (EMAIL_ALREADY_EXISTS, CONFLICT, …), or null (part of decodificarErro). */
export function codigoDoErro(error: unknown): string | null {
  const data = trpcErrorData(error);
  return data?.appCode ?? data?.code ?? null;
}

/** Field errors of a tRPC VALIDATION_ERROR answer, by field (part of decodificarErro). */
export function errosPorCampo(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of trpcErrorData(error)?.errors ?? []) out[e.campo] ??= e.mensagem;
  return out;
}

/** valibot issues (client-side validation) as { campo: mensagem }, first message per field. */
export function errosDaValidacao(
  issues: ReadonlyArray<{ message: string; path?: ReadonlyArray<{ key: unknown }> }>,
) {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const campo = (issue.path ?? []).map((p) => String(p.key)).join('.') || 'geral';
    out[campo] ??= issue.message;
  }
  return out;
}

/** The XHR failure behind a tRPC error (time-out, cancelled, no answer), if that is what it was. */
export function erroEnvioDe(err: unknown): ErroEnvio | null {
  if (err instanceof ErroEnvio) return err;
  return err instanceof TRPCClientError && err.cause instanceof ErroEnvio ? err.cause : null;
}

/** A failed call as the client reads it, whatever carried it. */
export interface ErroDoServidor {
  /** HTTP status of the answer; null: no answer (network, time-out, cancelled); 0: an unreadable answer. */
  status: number | null;
  /** The server's message (or the upload's own when there was no answer), or null. */
  mensagem: string | null;
  /** The application code (EMAIL_ALREADY_EXISTS, VALIDATION_ERROR…), else the error's code, or null. */
  codigo: string | null;
  /** Field errors of the answer, first message per field. */
  campos: Record<string, string>;
}

type CorpoDeErro = { code?: unknown; error?: unknown; errors?: unknown };

function camposDe(erros: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!Array.isArray(erros)) return out;
  for (const e of erros as { campo?: unknown; mensagem?: unknown }[]) {
    if (typeof e?.campo === 'string' && typeof e.mensagem === 'string') out[e.campo] ??= e.mensagem;
  }
  return out;
}

/**
 * The client's one decoder of a failed call: a tRPC error (fetch or the upload link), the same
 * error rendered by the server (plain `{ message, data }`), a REST error body carried by an upload
 * (`{ message, code?, errors? }`), a time-out, a cancelled upload or no network.
 */
export function decodificarErro(err: unknown): ErroDoServidor {
  const envio = erroEnvioDe(err);
  if (envio?.tipo !== 'http') return { ...falha(err), codigo: codigoDoErro(err), campos: errosPorCampo(err) };
  const corpo = (envio.corpo ?? {}) as CorpoDeErro;
  const codigo = [corpo.code, corpo.error].find((c) => typeof c === 'string' && c);
  return { ...falha(err), codigo: (codigo as string) ?? null, campos: camposDe(corpo.errors) };
}

/**
 * Status code and server message of a failed call (the part of decodificarErro the pages' own
 * messages need). null status: no answer; 0: an unreadable answer.
 */
export function falha(err: unknown): { status: number | null; mensagem: string | null } {
  const envio = erroEnvioDe(err);
  if (envio?.tipo === 'http') return { status: envio.status, mensagem: mensagemDoServidor(envio.corpo) };
  if (envio?.tipo === 'resposta') return { status: 0, mensagem: envio.message };
  if (envio) return { status: null, mensagem: envio.message };
  const status = trpcErrorData(err)?.httpStatus ?? null;
  const mensagem = err instanceof Error ? err.message : ((err as { message?: string } | null)?.message ?? '');
  return status ? { status, mensagem: mensagem || null } : { status: null, mensagem: null };
}

/**
 * What went wrong, as a sentence for a person: the server's message, the upload's own (time-out,
 * cancelled, no connection), a message the app's code threw, else `fallback`; never the browser's
 * English ("Failed to fetch").
 */
export function descreverFalha(err: unknown, fallback: string): string {
  const { status, mensagem } = falha(err);
  if (mensagem) return mensagem;
  if (err instanceof TRPCClientError) return status === null ? ERRO_CONEXAO : fallback;
  return err instanceof Error && err.message ? err.message : fallback;
}
