import { mkdirSync } from 'node:fs';
import { abrirBanco } from '../db/client.js';
import { migrateToLatest } from '../db/migrator.js';
import { seedReference } from '../db/seed/reference.js';
import { type CreateAppOptions, createApp } from './app.js';
import { type AppDeps, createDeps } from './deps.js';
import type { Env } from './env.js';
import { registrarVoltaDoBanco } from './falhas.js';
import { createLogger, type Logger } from './logger.js';
import { seedDemo } from './ops/demo.js';
import { criarProntidao } from './prontidao.js';

/**
 * Opens the data directory and the database and builds this process's deps, readiness
 * `aquecendo` (server/prontidao.ts). `poolSize` overrides DATABASE_POOL_SIZE (the cluster's
 * primary needs only a couple of connections).
 */
export function abrirDeps(env: Env, logger: Logger = createLogger(env.logLevel), poolSize?: number): AppDeps {
  mkdirSync(env.dataDir, { recursive: true });
  const { db, sqlite, motor } = abrirBanco({
    ...env,
    databasePoolSize: poolSize ?? env.databasePoolSize,
    aoConectar: () => registrarVoltaDoBanco(logger),
  });
  return createDeps({ db, sqlite, motor, env, logger, prontidao: criarProntidao('aquecendo') });
}

/**
 * Once per deployment, before any process serves: migrations, the reference taxonomy and, in an
 * empty database outside production, the demo data (its passwords printed once).
 */
export async function prepararBanco(deps: AppDeps): Promise<void> {
  await migrateToLatest(deps.db);
  await seedReference(deps.db);
  if (deps.env.isProduction) return;
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

/**
 * Opens the database, prepares it (unless `preparar` is false: a cluster worker, whose primary
 * already did) and builds the app: everything but listening and warming.
 */
export async function boot(
  env: Env,
  opcoes: CreateAppOptions = {},
  { preparar = true, logger }: { preparar?: boolean; logger?: Logger } = {},
) {
  const deps = abrirDeps(env, logger);
  if (preparar) await prepararBanco(deps);
  const app = createApp(deps, opcoes);
  return { app, deps };
}
