import type { Worker } from 'node:cluster';
import net from 'node:net';

/** Messages between the cluster's primary and its workers (server/cluster.ts, server/servidor.ts). */
export type MensagemDoTrabalhador = { vs: 'pronto' } | { vs: 'encerrando' } | { vs: 'recebida'; id: number };
export type MensagemDoPrimario = { vs: 'conexao'; id: number } | { vs: 'sem-novas' };

/** How long a connection waits in the primary for a ready worker before it gets a 503. */
export const ESPERA_POR_TRABALHADOR_MS = 10_000;
/** How long the primary waits for a request's first bytes before answering it the 503 anyway. */
const ESPERA_PEDIDO_MS = 2000;

const CORPO_503 = JSON.stringify({
  message: 'O servidor está iniciando ou se recuperando. Tente de novo em instantes.',
  code: 'SERVICE_UNAVAILABLE',
});

/**
 * The primary's 503 (in the API's error shape), written after the request's first bytes arrive
 * (or after ESPERA_PEDIDO_MS) so a client never reads a reply to a request it has not sent; the
 * rest of what it sends is read and dropped until it closes.
 */
function responder503(socket: net.Socket): void {
  const resposta =
    'HTTP/1.1 503 Service Unavailable\r\n' +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(CORPO_503)}\r\n` +
    'Retry-After: 2\r\nConnection: close\r\n\r\n' +
    CORPO_503;
  let respondido = false;
  const responder = () => {
    if (respondido || socket.destroyed) return;
    respondido = true;
    clearTimeout(prazo);
    socket.end(resposta);
  };
  const prazo = setTimeout(responder, ESPERA_PEDIDO_MS);
  socket.on('data', responder);
  socket.once('close', () => clearTimeout(prazo));
  socket.resume();
}

/**
 * The cluster's listening socket, held by the primary for the whole deployment (Node's own
 * round-robin closes it when the last worker dies, and every connection is then refused). Each
 * connection goes, unread, to the next worker that said it is warm; while none is, it waits up to
 * ESPERA_POR_TRABALHADOR_MS for one, then gets a 503. Never ECONNREFUSED while the primary lives.
 */
export function criarDistribuidor() {
  const prontos: Worker[] = [];
  let vez = 0;
  const esperando = new Map<net.Socket, NodeJS.Timeout>();
  /**
   * Connections sent and not yet confirmed by their worker. The primary keeps its copy of each
   * until then: a worker killed before it took a connection would otherwise lose it (the client
   * would hang), and the unread request can still go to another worker.
   */
  const enviadas = new Map<number, { socket: net.Socket; w: Worker }>();
  let seq = 0;
  let fechado = false;
  let fechamento: Promise<void> | null = null;

  const entregar = (socket: net.Socket) => {
    if (socket.destroyed) return;
    const vivos = prontos.filter((p) => p.isConnected());
    const w = vivos.length ? vivos[vez++ % vivos.length] : undefined;
    if (!w || fechado) {
      if (fechado) return responder503(socket);
      const t = setTimeout(() => {
        esperando.delete(socket);
        responder503(socket);
      }, ESPERA_POR_TRABALHADOR_MS);
      esperando.set(socket, t);
      socket.once('close', () => {
        clearTimeout(t);
        esperando.delete(socket);
      });
      return;
    }
    const id = ++seq;
    enviadas.set(id, { socket, w });
    w.send({ vs: 'conexao', id } satisfies MensagemDoPrimario, socket, { keepOpen: true }, (err) => {
      if (!err) return;
      // The worker is gone: the socket is still ours, unread.
      enviadas.delete(id);
      entregar(socket);
    });
  };

  const soltarEspera = () => {
    for (const [socket, t] of esperando) {
      clearTimeout(t);
      esperando.delete(socket);
      entregar(socket);
    }
  };

  const servidor = net.createServer({ pauseOnConnect: true }, (socket) => {
    socket.on('error', () => {}); // a client gone while waiting: nothing to do
    entregar(socket);
  });

  return {
    servidor,
    /** The worker is warm: connections go to it from now on. */
    adicionar(w: Worker) {
      if (!prontos.includes(w)) prontos.push(w);
      soltarEspera();
    },
    /** The worker leaves (draining or dead): no new connection goes to it. */
    remover(w: Worker) {
      const i = prontos.indexOf(w);
      if (i >= 0) prontos.splice(i, 1);
    },
    /** The worker has its own copy of connection `id`: the primary's closes (the connection stays open). */
    confirmar(id: number) {
      const e = enviadas.get(id);
      enviadas.delete(id);
      e?.socket.destroy();
    },
    /** The worker died: the connections it had not confirmed go to another. */
    morreu(w: Worker) {
      this.remover(w);
      for (const [id, e] of enviadas) {
        if (e.w !== w) continue;
        enviadas.delete(id);
        entregar(e.socket);
      }
    },
    get prontos() {
      return prontos.length;
    },
    /** Stops listening; what was waiting gets a 503. Called again, the same promise. */
    fechar(): Promise<void> {
      if (!fechamento) {
        fechado = true;
        soltarEspera();
        fechamento = new Promise((resolve) => servidor.close(() => resolve()));
      }
      return fechamento;
    },
  };
}
