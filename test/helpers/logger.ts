import { Writable } from 'node:stream';
import pino from 'pino';

/** A pino logger whose JSON lines land in `linhas`, for tests that assert what was logged. */
export function loggerEmMemoria() {
  const linhas: Record<string, unknown>[] = [];
  const destino = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split('\n')) if (l.trim()) linhas.push(JSON.parse(l));
      cb();
    },
  });
  return { logger: pino({ level: 'info', base: undefined }, destino), linhas };
}
