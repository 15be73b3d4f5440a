import { TRPCClientError } from '@trpc/client';
import { httpStatusOf } from '../../lib/trpc';
import { type EnvioTrpc, ErroEnvio } from '../../lib/upload';

/** Request options of an editor call: its own time-out, upload progress or keepalive (src/lib/trpc.ts). */
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
  if (envio) return { status: envio.tipo === 'resposta' ? 0 : envio.status, mensagem: envio.message };
  if (err instanceof TRPCClientError) {
    if (err.cause instanceof SyntaxError)
      return { status: 0, mensagem: 'Erro ao processar a resposta do servidor' };
    const status = httpStatusOf(err);
    return status ? { status, mensagem: err.message || null } : { status: null, mensagem: null };
  }
  return { status: null, mensagem: null };
}
