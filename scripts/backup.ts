// `npm run backup [pasta-destino]`: online snapshot of the database (SQLite or DATABASE_URL) plus uploads
// (DATA_DIR/uploads, or the S3 bucket of S3_*), as a .tar.gz.
import path from 'node:path';
import { criarStorage } from '../server/deps.js';
import { readEnv } from '../server/env.js';
import { createBackup } from '../server/ops/backup.js';

const env = readEnv();
const outDir = path.resolve(process.argv[2] ?? path.join(env.dataDir, '..', 'backups'));
const { archive, bytes, arquivos, ausentes } = await createBackup(env.dataDir, outDir, {
  databaseUrl: env.databaseUrl,
  storage: criarStorage(env),
});
process.stdout.write(
  `Backup criado: ${archive} (${(bytes / 1024 / 1024).toFixed(2)} MB, ${arquivos} arquivo(s) de upload)\n`,
);
for (const key of ausentes)
  process.stdout.write(`Arquivo citado pelo banco e ausente do armazenamento: ${key}\n`);
