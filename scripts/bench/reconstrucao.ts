/**
 * Issue 13 measurements (not part of the test suite; times vary by machine):
 *  1. the event-loop delay (monitorEventLoopDelay: max and p99) while the directory index is built
 *     and rebuilt at N suppliers: first build, a taxonomy change (full rebuild in the background),
 *     a bulk edit the index patches (≤ 5,000 suppliers) and one it rebuilds (> 5,000); and the
 *     same full rebuild unsliced, for comparison;
 *  2. a filtered list's tag counts in memory (filtrar + contarTags) against indexed SQL.
 *
 *   npx tsx scripts/bench/reconstrucao.ts [N=100000]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createDb } from '../../db/client.js';
import { migrateToLatest } from '../../db/migrator.js';
import { recordMudanca } from '../../db/queries/mudancas.queries.js';
import { seedReference } from '../../db/seed/reference.js';
import { RECONSTRUCAO } from '../../server/diretorio/construcao.js';
import { contarTags, filtrar, indiceAtual, indiceAtualizado } from '../../server/diretorio/indice.js';
import { gerarFornecedoresBench } from './gerar.js';

const N = Number(process.argv[2] ?? 100_000);
const dir = mkdtempSync(path.join(os.tmpdir(), 'vs-reconstrucao-'));
const deps = createDb(path.join(dir, 'app.db'));
const { db } = deps;

const ms = (ns: number) => (ns / 1e6).toFixed(1);

/**
 * Runs `escrita` (not measured: the write itself), then `f` while sampling the loop (1 ms
 * resolution) and counting the index answers served meanwhile.
 */
async function medir(nome: string, f: () => Promise<unknown>, escrita?: () => Promise<unknown>) {
  await escrita?.();
  const h = monitorEventLoopDelay({ resolution: 1 });
  h.enable();
  // A second probe: the longest gap between two runs of a 1 ms interval (what a request waits),
  // and the process CPU time spent in that gap (the gap minus time the OS gave to others: on a
  // loaded machine the gap grows while the CPU time stays what the code itself blocked).
  let ultimo = performance.now();
  let cpuAntes = process.cpuUsage();
  let maiorIntervalo = 0;
  let maiorCpu = 0;
  const sonda = setInterval(() => {
    const agora = performance.now();
    const cpu = process.cpuUsage(cpuAntes);
    maiorIntervalo = Math.max(maiorIntervalo, agora - ultimo);
    maiorCpu = Math.max(maiorCpu, (cpu.user + cpu.system) / 1000);
    ultimo = agora;
    cpuAntes = process.cpuUsage();
  }, 1);
  let respostas = 0;
  let parar = false;
  // Requests keep coming (every 2 ms) from the start of the measured window.
  const pedidos = (async () => {
    while (!parar) {
      await indiceAtual(deps);
      respostas++;
      await new Promise((r) => setTimeout(r, 2));
    }
  })();
  const t0 = performance.now();
  await f();
  const duracao = performance.now() - t0;
  // A delay is recorded when the sampling timer finally runs: give it a few turns.
  await new Promise((r) => setTimeout(r, 20));
  h.disable();
  clearInterval(sonda);
  parar = true;
  await pedidos;
  console.log(
    `${nome.padEnd(58)} ${duracao.toFixed(0).padStart(5)} ms | atraso (monitorEventLoopDelay): máx ${ms(h.max).padStart(6)}, p99 ${ms(h.percentile(99)).padStart(6)} ms | maior intervalo ${maiorIntervalo.toFixed(1).padStart(6)} ms, maior CPU num intervalo ${maiorCpu.toFixed(1).padStart(6)} ms | respostas: ${respostas}`,
  );
}

async function editarEmMassa(quantos: number) {
  await db.transaction().execute(async (trx) => {
    const ids = (
      await trx.selectFrom('fornecedores').select('id').orderBy('id').limit(quantos).execute()
    ).map((r) => r.id);
    for (let i = 0; i < ids.length; i += 500)
      await trx
        .updateTable('fornecedores')
        .set({ updated_at: new Date().toISOString() })
        .where('id', 'in', ids.slice(i, i + 500))
        .execute();
    await recordMudanca(trx, { fornecedorIds: ids });
  });
}

async function main() {
  await migrateToLatest(db);
  await seedReference(db);
  const t0 = performance.now();
  await gerarFornecedoresBench(db, N);
  console.log(`carga da máquina (1 min): ${os.loadavg()[0].toFixed(2)} em ${os.cpus().length} núcleos`);
  console.log(`${N} fornecedores gerados em ${((performance.now() - t0) / 1000).toFixed(1)} s (${dir})`);

  console.log('\n1. Atraso do laço de eventos durante a construção do índice');
  await medir('primeira construção (aguardada, em fatias)', () => indiceAtual(deps));
  const taxonomia = () => db.transaction().execute((trx) => recordMudanca(trx, { taxonomia: true }));
  const atualizado = () => indiceAtualizado(deps);
  await medir('mudança de taxonomia: reconstrução completa em 2º plano', atualizado, taxonomia);
  await medir('edição em massa de 3.000 fornecedores (atualização incremental)', atualizado, () =>
    editarEmMassa(3000),
  );
  await medir('edição em massa de 20.000 fornecedores (reconstrução completa)', atualizado, () =>
    editarEmMassa(20_000),
  );
  const fatiada = { ...RECONSTRUCAO };
  RECONSTRUCAO.paginaLinhas = 10_000_000;
  RECONSTRUCAO.fatiaMs = Number.POSITIVE_INFINITY;
  await medir('comparação: a mesma reconstrução sem fatias', atualizado, taxonomia);
  Object.assign(RECONSTRUCAO, fatiada);

  console.log('\n2. Lista filtrada com contagem por tag: em memória × SQL com índices (mediana de 15)');
  await sql`ANALYZE`.execute(db);
  const ind = await indiceAtualizado(deps);
  const tag = (nome: string) => ind.taxonomia.find((t) => t.nome === nome)?.id ?? -1;
  // The list's groups: a state also matches 'Brasil', an audience also matches 'para Todos'.
  const estados: [string, number[][]][] = [
    ['sem filtro', []],
    ['SP', [[tag('SP'), tag('Brasil')]]],
    [
      'SP + Fotografia',
      [
        [tag('SP'), tag('Brasil')],
        [tag('Fotografia'), tag('para Todos')],
      ],
    ],
    [
      'SP + Fotografia + Designer',
      [[tag('SP'), tag('Brasil')], [tag('Fotografia'), tag('para Todos')], [tag('Designer')]],
    ],
  ];
  const mediana = async (f: () => unknown) => {
    const tempos: number[] = [];
    for (let i = 0; i < 15; i++) {
      const t = performance.now();
      await f();
      tempos.push(performance.now() - t);
    }
    return tempos.sort((a, b) => a - b)[7].toFixed(2);
  };
  for (const [nome, grupos] of estados) {
    // Without the per-version caches (the product keeps each filter's answer for its version).
    const memoria = await mediana(() =>
      grupos.length ? contarTags(ind, filtrar(ind, grupos).posicoes) : contarTags(ind, null),
    );
    // Matching ids: one indexed lookup per tag group (fornecedor_tags_tag), intersected.
    const grupo = (g: number[]) =>
      sql`SELECT fornecedor_id FROM fornecedor_tags WHERE tag_id IN (${sql.join(g)})`;
    const casam = grupos.length ? sql`AND f.id IN (${sql.join(grupos.map(grupo), sql` INTERSECT `)})` : sql``;
    const base = sql`FROM fornecedores f JOIN usuarios u ON u.id = f.usuario_id
      WHERE f.deleted_at IS NULL AND u.deleted_at IS NULL ${casam}`;
    const sqlContagens = await mediana(() =>
      sql`SELECT ft.tag_id, count(*) AS n FROM fornecedor_tags ft
          WHERE ft.fornecedor_id IN (SELECT f.id ${base}) GROUP BY ft.tag_id`.execute(db),
    );
    const sqlTotalPagina = await mediana(async () => {
      await sql`SELECT count(*) ${base}`.execute(db);
      await sql`SELECT f.id, f.nome_empresa ${base} ORDER BY f.id LIMIT 12`.execute(db);
    });
    const total = filtrar(ind, grupos).posicoes.length;
    console.log(
      `${nome.padEnd(28)} (${String(total).padStart(6)}) memória ${memoria.padStart(7)} ms   SQL contagens por tag ${sqlContagens.padStart(7)} ms   SQL total + página ${sqlTotalPagina.padStart(7)} ms`,
    );
  }
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}

await main();
