// `npm run gen-data -- N`: adds N generated suppliers (benchmarks) to the database (PostgreSQL when
// DATABASE_URL is set, else DATA_DIR/app.db).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { abrirBanco, closeDb } from '../db/client.js';
import { migrateToLatest } from '../db/migrator.js';
import { generateFornecedores } from '../db/seed/gen-data.js';
import { seedReference } from '../db/seed/reference.js';
import { hashPassword } from '../server/auth/password.js';
import { readEnv } from '../server/env.js';

const n = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 10_000);
if (!Number.isInteger(n) || n <= 0) {
  process.stderr.write('Uso: npm run gen-data -- N (N inteiro positivo)\n');
  process.exit(1);
}

const env = readEnv();
mkdirSync(env.dataDir, { recursive: true });
const created = abrirBanco(env);
const arquivo = env.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : path.join(env.dataDir, 'app.db');
await migrateToLatest(created.db);
await seedReference(created.db);

process.stdout.write(`Gerando ${n} fornecedores em ${arquivo}\n`);
const inicio = Date.now();
const tty = process.stdout.isTTY;
let ultimo = 0;
await generateFornecedores(created.db, n, hashPassword, (feitos, total) => {
  const agora = Date.now();
  if (feitos < total && agora - ultimo < 250) return;
  ultimo = agora;
  const pct = Math.floor((feitos / total) * 100);
  const seg = ((agora - inicio) / 1000).toFixed(1);
  const linha = `  ${feitos}/${total} (${pct}%) em ${seg} s`;
  process.stdout.write(tty ? `\r${linha}` : `${linha}\n`);
});
if (tty) process.stdout.write('\n');
created.sqlite?.pragma('optimize');
await closeDb(created);
process.stdout.write(`Pronto: ${n} fornecedores em ${((Date.now() - inicio) / 1000).toFixed(1)} s.\n`);
