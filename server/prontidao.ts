/**
 * Readiness of this process, read by GET /api/health (server/services/health.service.ts): a proxy
 * or orchestrator routes to the process only while it is `pronta`. Boot starts it `aquecendo`
 * (the in-memory structures are being built), warming makes it `pronta`, SIGTERM makes it
 * `encerrando` at once, before the in-flight requests finish.
 */
export type EstadoProntidao = 'aquecendo' | 'pronta' | 'encerrando';

export interface Prontidao {
  readonly estado: EstadoProntidao;
  /** Warming finished (ignored once draining: a process never comes back from `encerrando`). */
  marcarPronta(): void;
  encerrar(): void;
}

/**
 * A process's readiness. Deps built outside the server's boot (tests, scripts) have nothing
 * warming, so they start `pronta`; the boot passes `aquecendo`.
 */
export function criarProntidao(inicial: EstadoProntidao = 'pronta'): Prontidao {
  let estado = inicial;
  return {
    get estado() {
      return estado;
    },
    marcarPronta() {
      if (estado === 'aquecendo') estado = 'pronta';
    },
    encerrar() {
      estado = 'encerrando';
    },
  };
}
