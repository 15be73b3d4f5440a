// `npm run restore <arquivo.tar.gz> [--force]`: restores a backup into DATA_DIR, the database into
// DATABASE_URL when set (server stopped).

import { readEnv } from '../server/env.js';
import { restoreBackup } from '../server/ops/backup.js';

const args = process.argv.slice(2);
const archive = args.find((a) => !a.startsWith('--'));
if (!archive) {
  process.stderr.write('Uso: npm run restore -- <arquivo.tar.gz> [--force]\n');
  process.exit(2);
}
const env = readEnv();
try {
  await restoreBackup(archive, env.dataDir, {
    force: args.includes('--force'),
    databaseUrl: env.databaseUrl,
  });
} catch (erro) {
  process.stderr.write(`${erro instanceof Error ? erro.message : String(erro)}\n`);
  process.exit(1);
}
const banco = env.databaseUrl ? 'no PostgreSQL de DATABASE_URL' : `em ${env.dataDir}`;
process.stdout.write(`Backup restaurado (banco ${banco}). Inicie o servidor com npm start.\n`);
