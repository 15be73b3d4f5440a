import pino from 'pino';

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ['token', 'senha', 'password', 'req.headers.cookie', 'req.headers.authorization'],
      remove: true,
    },
  });
}
