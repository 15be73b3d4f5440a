import { serve } from '@hono/node-server';
import { closeDb } from '../db/client.js';
import type { CreateAppOptions } from './app.js';
import { boot } from './boot.js';
import { readEnv } from './env.js';
import { agendarRotinaDiaria } from './services/rotina-diaria.service.js';

/**
 * Boots and listens until SIGTERM/SIGINT: the production server (server/index.ts), and the
 * bench's, which passes its plugin in `opcoes` (scripts/bench/servidor.ts).
 */
export async function servir(opcoes: CreateAppOptions = {}): Promise<void> {
  const env = readEnv();
  const { app, deps } = await boot(env, opcoes);
  // Retention (raw events rolled up after 25 months, expired sessions and tokens, old quote
  // requests): now, then daily.
  const pararRotina = agendarRotinaDiaria(deps);

  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    deps.logger.info({ port: info.port, host: env.host }, 'servidor iniciado');
    process.stdout.write(
      `${env.siteName} no ar em http://${env.host === '0.0.0.0' ? 'localhost' : env.host}:${info.port}\n`,
    );
  });

  let closing = false;
  function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    pararRotina();
    deps.logger.info({ signal }, 'encerrando: aguardando requisições em andamento');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await closeDb({ db: deps.db, sqlite: deps.sqlite });
      process.exit(0);
    });
    // Idle keep-alive connections would hold close() open.
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
