// vitest globalSetup: with TEST_DB=postgres, one embedded PostgreSQL for the whole run and a template
// database migrated and seeded once; each test then copies the template (test/helpers/db.ts).
import type { TestProject } from 'vitest/node';
import { createPostgresDb } from '../../db/client.js';
import { migrateToLatest } from '../../db/migrator.js';
import { seedReference } from '../../db/seed/reference.js';
import { iniciarPostgresEmbutido } from '../../scripts/lib/postgres-embutido.js';

export const BANCO_MODELO = 'vs_modelo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** postgres://… of the run's server, without the database name (see urlDoTeste). */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_DB !== 'postgres') return undefined;
  const pg = await iniciarPostgresEmbutido({ banco: BANCO_MODELO });
  const modelo = createPostgresDb(pg.url, 2);
  await migrateToLatest(modelo.db);
  await seedReference(modelo.db);
  // CREATE DATABASE … TEMPLATE refuses a template with open connections.
  await modelo.db.destroy();
  project.provide('postgresUrl', pg.urlDe(''));
  return () => pg.parar();
}
