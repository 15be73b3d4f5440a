/**
 * Times the directory index and its search on an existing database (e.g. after
 * `DATA_DIR=/tmp/x npm run gen-data -- 100000`): `DATA_DIR=/tmp/x npx tsx scripts/bench/busca.ts`.
 * Prints the full build time, one incremental update, and list() with fresh search texts and
 * filter states (filter caches emptied before each call: matches, relevance and the counts of
 * every option computed anew).
 */
import path from 'node:path';
import { createDb } from '../../db/client.js';
import { createDeps } from '../../server/deps.js';
import { indiceAtual } from '../../server/diretorio/indice.js';
import { readEnv } from '../../server/env.js';
import { createLogger } from '../../server/logger.js';
import { createContextInner } from '../../server/services/contexto.js';
import * as fornecedores from '../../server/services/fornecedores.service.js';

const env = readEnv({ ...process.env, LOG_LEVEL: 'silent' });
const arquivo = path.join(env.dataDir, 'app.db');

function abrir() {
  const { db, sqlite } = createDb(arquivo);
  return createDeps({ db, sqlite, env, logger: createLogger('silent') });
}

const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];

// Full builds: a new connection each time (the index is cached per connection).
const builds: number[] = [];
const cpus: number[] = [];
let deps = abrir();
for (let k = 0; k < 4; k++) {
  deps = abrir();
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const ind = await indiceAtual(deps);
  const cpu = process.cpuUsage(c0);
  builds.push(performance.now() - t0);
  cpus.push((cpu.user + cpu.system) / 1000);
  if (k === 0) process.stdout.write(`fornecedores no índice: ${ind.n}\n`);
}
process.stdout.write(
  `construção completa: mediana ${mediana(builds).toFixed(0)} ms (${builds.map((b) => b.toFixed(0)).join(', ')})\n`,
);

// One incremental update after a rename.
const alvo = await deps.db
  .selectFrom('fornecedores')
  .select('id')
  .orderBy('id')
  .limit(1)
  .executeTakeFirstOrThrow();
await deps.db
  .updateTable('fornecedores')
  .set({ nome_empresa: `Renomeado ${Date.now()}`, updated_at: new Date().toISOString() })
  .where('id', '=', alvo.id)
  .execute();
const t1 = performance.now();
const c1 = process.cpuUsage();
await indiceAtual(deps);
const cpu1 = process.cpuUsage(c1);
process.stdout.write(
  `atualização incremental (1 fornecedor): ${(performance.now() - t1).toFixed(1)} ms (CPU ${((cpu1.user + cpu1.system) / 1000).toFixed(1)} ms)\n`,
);

const ctx = createContextInner(deps);
const consultas = [
  '', // no text: the fair shuffle, and the counts of every option
  'foto',
  'contab',
  'advogado',
  'contrato',
  'casamento',
  'album',
  'a',
  'studio aurora',
  'contabio',
  'fotografo',
  'assessoria juridica',
  'sites rapidos',
  'marketing',
  'mentoria',
  'xyzw',
];
let semente = 1;
for (const tags of [[], ['Fotografia'], ['SP', 'Contratos']]) {
  const tempos: number[] = [];
  const totais: string[] = [];
  for (let rodada = 0; rodada < 5; rodada++) {
    for (const texto of consultas) {
      // A distinct text per round (trailing spaces are trimmed by the schema, so vary the case):
      // the filter cache is keyed by the normalized words, so vary the seed and clear the caches.
      const ind = await indiceAtual(deps);
      ind.cacheFiltros = new (
        ind.cacheFiltros.constructor as new (
          a: number,
          b: number,
        ) => typeof ind.cacheFiltros
      )(256, 4_000_000);
      ind.cachePaginas = new (ind.cachePaginas.constructor as new (a: number) => typeof ind.cachePaginas)(
        256,
      );
      const t0 = performance.now();
      const r = await fornecedores.list(ctx, {
        pesquisa: texto,
        tags,
        pagina: 1,
        porPagina: 24,
        semente: semente++,
        ordem: 'relevancia',
      });
      tempos.push(performance.now() - t0);
      if (rodada === 0) totais.push(`${texto}=${r.total}`);
    }
  }
  process.stdout.write(
    `list com pesquisa nova, tags [${tags.join(', ')}]: mediana ${mediana(tempos).toFixed(2)} ms, p95 ${p(tempos, 0.95).toFixed(2)} ms, máx ${Math.max(...tempos).toFixed(2)} ms\n  ${totais.join(' ')}\n`,
  );
}
const buscas: number[] = [];
for (let rodada = 0; rodada < 5; rodada++)
  for (const texto of consultas) {
    const t0 = performance.now();
    await fornecedores.search(ctx, { texto });
    buscas.push(performance.now() - t0);
  }
process.stdout.write(
  `busca ao vivo (home): mediana ${mediana(buscas).toFixed(2)} ms, máx ${Math.max(...buscas).toFixed(2)} ms\n`,
);
process.stdout.write(`heap usado: ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB\n`);
