// `npm run restore <arquivo.tar.gz> [--force]`: restores a backup into DATA_DIR, the database into
// DATABASE_URL when set and the uploads into the S3 bucket when S3_* is set (server stopped).

import { criarStorage } from '../server/deps.js';
import { readEnv } from '../server/env.js';
import { restoreBackup } from '../server/ops/backup.js';
import { ArmazenamentoIndisponivel } from '../server/uploads/storage.js';

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
    storage: criarStorage(env),
  });
} catch (erro) {
  const motivo = erro instanceof ArmazenamentoIndisponivel ? ` (${erro.motivo})` : '';
  process.stderr.write(`${erro instanceof Error ? erro.message : String(erro)}${motivo}\n`);
  process.exit(1);
}
const banco = env.databaseUrl ? 'no PostgreSQL de DATABASE_URL' : `em ${env.dataDir}`;
const arquivos = env.s3 ? `; arquivos no bucket ${env.s3.bucket}` : '';
process.stdout.write(`Backup restaurado (banco ${banco}${arquivos}). Inicie o servidor com npm start.\n`);
