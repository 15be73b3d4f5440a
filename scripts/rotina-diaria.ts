import { mkdirSync } from 'node:fs';
import { abrirBanco, closeDb } from '../db/client.js';
import { migrateToLatest } from '../db/migrator.js';
import { createDeps } from '../server/deps.js';
import { readEnv } from '../server/env.js';
import { createLogger } from '../server/logger.js';
import { executarRotinaDiaria } from '../server/services/rotina-diaria.service.js';

// npm run rotina-diaria: the server's daily job, by hand (safe while the server runs: the job is
// one transaction and idempotent).

const env = readEnv();
mkdirSync(env.dataDir, { recursive: true });
// PostgreSQL when DATABASE_URL is set, else DATA_DIR/app.db (as the server).
const created = abrirBanco(env);
try {
  await migrateToLatest(created.db);
  const deps = createDeps({ ...created, env, logger: createLogger('silent') });
  const r = await executarRotinaDiaria(deps);
  process.stdout.write(
    [
      'Rotina diária concluída:',
      `  eventos anteriores a ${r.consolidadosAntesDe} consolidados em totais diários: ${r.pageViews} visualizações, ${r.linkClicks} cliques`,
      `  sessões expiradas apagadas: ${r.sessoes}`,
      `  tokens de e-mail expirados apagados: ${r.tokens}`,
      `  pedidos de orçamento além da retenção apagados: ${r.orcamentos}`,
      '',
    ].join('\n'),
  );
} finally {
  await closeDb(created);
}
