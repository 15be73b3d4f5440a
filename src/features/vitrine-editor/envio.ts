import type { EnvioTrpc } from '../../lib/upload';

/** Options of an editor call through `clienteDeEnvio`: its own time-out, upload progress or keepalive. */
export function comEnvio(envio: EnvioTrpc, signal?: AbortSignal) {
  return { context: { envio }, signal };
}
