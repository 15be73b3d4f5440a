// `npm run images:variantes`: writes the responsive WebP variants (320/640/1280 px) of photos
// uploaded before they existed (migration 017) and records their widths. Idempotent: photos
// that already have theirs are skipped, so it can run again at any time, with the server up.
import { mkdirSync } from 'node:fs';
import { abrirBanco, closeDb } from '../db/client.js';
import { migrateToLatest } from '../db/migrator.js';
import { createDeps } from '../server/deps.js';
import { readEnv } from '../server/env.js';
import { createLogger } from '../server/logger.js';
import { gerarVariantesFaltantes } from '../server/services/vitrine.variantes.service.js';

const env = readEnv();
mkdirSync(env.dataDir, { recursive: true });
// PostgreSQL when DATABASE_URL is set, else DATA_DIR/app.db (as the server).
const created = abrirBanco(env);
await migrateToLatest(created.db);
const deps = createDeps({ ...created, env, logger: createLogger(env.logLevel) });
const inicio = performance.now();
const r = await gerarVariantesFaltantes(deps);
process.stdout.write(
  `Variantes geradas: ${r.fotos} foto(s) de perfil e ${r.galeria} imagem(ns) de galeria` +
    ` em ${((performance.now() - inicio) / 1000).toFixed(1)} s; ${r.falhas} falha(s).\n`,
);
await closeDb(created);
if (r.falhas) process.exitCode = 1;
