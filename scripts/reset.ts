// `npm run db:reset`: erases the database (SQLite: deletes DATA_DIR/app.db and its WAL files;
// PostgreSQL, when DATABASE_URL is set: drops and recreates the schema public), the uploads
// (DATA_DIR/uploads, or the app's keys in the S3 bucket when S3_BUCKET is set) and outbox/.
// Refuses in production unless --force is given. The next start recreates everything.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { createPostgresDb } from '../db/client.js';
import { readEnv } from '../server/env.js';
import { createS3Storage } from '../server/uploads/s3.js';
import { PASTA_FORNECEDORES } from '../server/uploads/storage.js';

const env = readEnv();
const force = process.argv.includes('--force');

if (env.isProduction && !force) {
  process.stderr.write(
    'NODE_ENV=production: recusado. Isto apagaria o banco e os arquivos enviados. ' +
      'Use `npm run db:reset -- --force` se tiver certeza (faça um backup antes).\n',
  );
  process.exit(1);
}

if (env.databaseUrl) {
  const { db } = createPostgresDb(env.databaseUrl, 1);
  try {
    const banco = new URL(env.databaseUrl).pathname.slice(1);
    process.stdout.write(`Apagando as tabelas do PostgreSQL (banco ${banco}, schema public).\n`);
    // One transaction: a failure leaves the schema as it was.
    await db.transaction().execute(async (trx) => {
      await sql`drop schema public cascade`.execute(trx);
      await sql`create schema public`.execute(trx);
    });
  } finally {
    await db.destroy();
  }
}

if (env.s3) {
  // Only the app's own keys: the bucket may hold other things.
  process.stdout.write(`Apagando os arquivos enviados do bucket ${env.s3.bucket} (${PASTA_FORNECEDORES}).\n`);
  await createS3Storage(env.s3).deletePrefix(PASTA_FORNECEDORES);
}

const alvos = [
  ...(existsSync(env.dataDir) ? readdirSync(env.dataDir) : [])
    .filter((nome) => !env.databaseUrl && /^app\.db(-wal|-shm|-journal)?$/.test(nome))
    .map((nome) => path.join(env.dataDir, nome)),
  path.join(env.dataDir, 'uploads'),
  path.join(env.dataDir, 'outbox'),
].filter((alvo) => existsSync(alvo));

if (alvos.length === 0 && !env.databaseUrl && !env.s3) {
  process.stdout.write(`Nada a apagar em ${env.dataDir}.\n`);
  process.exit(0);
}
if (alvos.length) process.stdout.write(`Apagando dados de ${env.dataDir}:\n`);
for (const alvo of alvos) {
  process.stdout.write(`  - ${path.relative(process.cwd(), alvo) || alvo}\n`);
  rmSync(alvo, { recursive: true, force: true });
}
process.stdout.write(
  'Pronto. O próximo `npm start` (ou `npm run db:seed`) recria o banco e a demonstração.\n',
);
