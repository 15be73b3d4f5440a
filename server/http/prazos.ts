import type { Server, ServerOptions } from 'node:http';
import type { PrazosHttp } from '../env.js';

/**
 * How often Node looks for connections past their header or request deadline (its default, 30 s,
 * would let a slow socket live up to a deadline plus 30 s).
 */
const VERIFICACAO_MS = 1000;

/** Options for `http.createServer`: header, request and keep-alive deadlines (env.http). */
export function opcoesDoServidorHttp(p: PrazosHttp): ServerOptions {
  return {
    headersTimeout: p.headersTimeoutMs,
    requestTimeout: p.requestTimeoutMs,
    keepAliveTimeout: p.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.min(VERIFICACAO_MS, p.headersTimeoutMs),
  };
}

/**
 * What `headersTimeout` does not cover: a socket that never sends a byte is not a request yet,
 * so Node's deadlines never look at it. Any socket silent both ways for `requestTimeoutMs`
 * (nothing received, nothing sent) is closed. A slow download keeps moving bytes, so it stays.
 */
export function fecharConexoesCaladas(server: Server, p: PrazosHttp): void {
  server.setTimeout(p.requestTimeoutMs, (socket) => socket.destroy());
}
