import { TRPCClientError } from '@trpc/client';
import { type TrpcErrorData, trpcErrorData } from '../../lib/trpc';

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

/** Field errors of a VALIDATION_ERROR answer, by field. */
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
