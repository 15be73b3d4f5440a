import { mkdirSync } from 'node:fs';
import { abrirBanco } from '../db/client.js';
import { migrateToLatest } from '../db/migrator.js';
import { seedReference } from '../db/seed/reference.js';
import { type CreateAppOptions, createApp } from './app.js';
import { createDeps } from './deps.js';
import type { Env } from './env.js';
import { createLogger } from './logger.js';
import { seedDemo } from './ops/demo.js';

/** Opens the data directory, migrates, seeds and builds the app: everything but listening. */
export async function boot(env: Env, opcoes: CreateAppOptions = {}) {
  const logger = createLogger(env.logLevel);
  mkdirSync(env.dataDir, { recursive: true });
  const { db, sqlite, motor } = abrirBanco(env);
  await migrateToLatest(db);
  const deps = createDeps({ db, sqlite, motor, env, logger });
  await seedReference(db);
  if (!env.isProduction) {
    const demo = await seedDemo(deps);
    if (demo) {
      const linhas = [
        '',
        'Contas de demonstração criadas (esta mensagem aparece só uma vez):',
        ...demo.accounts.map((a) => `  ${a.tipo.padEnd(10)} ${a.email}  senha: ${a.senha}`),
        '',
      ];
      process.stdout.write(`${linhas.join('\n')}\n`);
    }
  }
  const app = createApp(deps, opcoes);
  return { app, deps };
}
