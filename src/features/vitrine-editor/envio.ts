import { TRPCClientError } from '@trpc/client';
import { httpStatusOf } from '../../lib/trpc';
import { type EnvioTrpc, ErroEnvio, mensagemDoServidor } from '../../lib/upload';

/** Options of an editor call through `clienteDeEnvio`: its own time-out, upload progress or keepalive. */
export function comEnvio(envio: EnvioTrpc, signal?: AbortSignal) {
  return { context: { envio }, signal };
}

/** The XHR failure behind a tRPC error (time-out, cancelled, no answer), if that is what it was. */
export function erroEnvioDe(err: unknown): ErroEnvio | null {
  if (err instanceof ErroEnvio) return err;
  return err instanceof TRPCClientError && err.cause instanceof ErroEnvio ? err.cause : null;
}

/** Status code and server message of a failed call. null status: no answer; 0: an unreadable answer. */
export function falha(err: unknown): { status: number | null; mensagem: string | null } {
  const envio = erroEnvioDe(err);
  if (envio?.tipo === 'http') return { status: envio.status, mensagem: mensagemDoServidor(envio.corpo) };
  if (envio?.tipo === 'resposta') return { status: 0, mensagem: envio.message };
  if (envio) return { status: null, mensagem: envio.message };
  const status = err instanceof TRPCClientError ? httpStatusOf(err) : null;
  return status ? { status, mensagem: (err as Error).message || null } : { status: null, mensagem: null };
}
