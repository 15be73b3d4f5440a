// `npm run db:seed`: migrates, seeds the reference taxonomy (idempotent) and, into an empty
// database outside production, the demo data (printing the demo accounts once).
import { mkdirSync } from 'node:fs';
import { abrirBanco, closeDb } from '../db/client.js';
import { migrateToLatest } from '../db/migrator.js';
import { seedReference } from '../db/seed/reference.js';
import { createDeps } from '../server/deps.js';
import { readEnv } from '../server/env.js';
import { createLogger } from '../server/logger.js';
import { seedDemo } from '../server/ops/demo.js';

const env = readEnv();
mkdirSync(env.dataDir, { recursive: true });
// PostgreSQL when DATABASE_URL is set, else DATA_DIR/app.db (as the server).
const created = abrirBanco(env);
await migrateToLatest(created.db);
await seedReference(created.db);
process.stdout.write('Taxonomia de referência conferida (categorias, tags, tipos e categorias de link).\n');

if (env.isProduction) {
  process.stdout.write('NODE_ENV=production: dados de demonstração não são criados.\n');
} else {
  const deps = createDeps({ ...created, env, logger: createLogger(env.logLevel) });
  const demo = await seedDemo(deps);
  if (demo) {
    const linhas = [
      'Dados de demonstração criados. Contas (esta mensagem aparece só uma vez):',
      ...demo.accounts.map((a) => `  ${a.tipo.padEnd(10)} ${a.email}  senha: ${a.senha}`),
    ];
    process.stdout.write(`${linhas.join('\n')}\n`);
  } else {
    process.stdout.write('O banco já tem usuários: dados de demonstração não foram criados.\n');
  }
}
await closeDb(created);
