// `npm run db:reset`: deletes DATA_DIR/app.db (and its WAL files), uploads/ and outbox/.
// Refuses in production unless --force is given. The next start recreates everything.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { readEnv } from '../server/env.js';

const env = readEnv();
const force = process.argv.includes('--force');

if (env.isProduction && !force) {
  process.stderr.write(
    'NODE_ENV=production: recusado. Isto apagaria o banco e os arquivos enviados. ' +
      'Use `npm run db:reset -- --force` se tiver certeza (faça um backup antes).\n',
  );
  process.exit(1);
}

const alvos = [
  ...(existsSync(env.dataDir) ? readdirSync(env.dataDir) : [])
    .filter((nome) => /^app\.db(-wal|-shm|-journal)?$/.test(nome))
    .map((nome) => path.join(env.dataDir, nome)),
  path.join(env.dataDir, 'uploads'),
  path.join(env.dataDir, 'outbox'),
].filter((alvo) => existsSync(alvo));

if (alvos.length === 0) {
  process.stdout.write(`Nada a apagar em ${env.dataDir}.\n`);
  process.exit(0);
}
process.stdout.write(`Apagando dados de ${env.dataDir}:\n`);
for (const alvo of alvos) {
  process.stdout.write(`  - ${path.relative(process.cwd(), alvo) || alvo}\n`);
  rmSync(alvo, { recursive: true, force: true });
}
process.stdout.write(
  'Pronto. O próximo `npm start` (ou `npm run db:seed`) recria o banco e a demonstração.\n',
);
