/**
 * npm run bench: generates suppliers into a temporary DATA_DIR, starts the production server with
 * the benchmark floors on (BENCH_FLOORS=1), and drives it with autocannon from a separate process
 * over loopback. Each endpoint is printed beside its floor measured in the same run (a tRPC
 * procedure, or a plain Hono route for REST paths, answering a precomputed body of the same size
 * from memory), with the ratio. Then the list is timed again at 100,000 suppliers.
 *
 * Env: BENCH_N (default 10000), BENCH_N_GRANDE (100000), BENCH_SEGUNDOS (5), BENCH_CONEXOES (32).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../db/client.js';
import { migrateToLatest } from '../db/migrator.js';
import { generateFornecedores } from '../db/seed/gen-data.js';
import { seedReference } from '../db/seed/reference.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const N = Number(process.env.BENCH_N ?? 10_000);
const N_GRANDE = Number(process.env.BENCH_N_GRANDE ?? 100_000);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 5);
const CONEXOES = Number(process.env.BENCH_CONEXOES ?? 32);
const AUTOCANNON = path.join(ROOT, 'node_modules/autocannon/autocannon.js');

interface Medida {
  rps: number;
  p50: number;
  p99: number;
  media: number;
  erros: number;
}

function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function gerar(dataDir: string, n: number): Promise<void> {
  const { db, sqlite } = createDb(path.join(dataDir, 'app.db'));
  await migrateToLatest(db);
  await seedReference(db);
  await generateFornecedores(db, n);
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  await db.destroy();
}

/** autocannon in its own process (never in the server's event loop). */
function medir(url: string, conexoes = CONEXOES, segundos = SEGUNDOS): Medida {
  const out = execFileSync(
    process.execPath,
    [AUTOCANNON, '-c', String(conexoes), '-d', String(segundos), '-j', url],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  const r = JSON.parse(out.trim().split('\n').pop() as string);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    media: r.latency.average,
    erros: r.errors + r.non2xx + r.timeouts,
  };
}

function aquecer(url: string): void {
  medir(url, 8, 1);
}

const trpcUrl = (base: string, proc: string, input: unknown) =>
  `${base}/trpc/${proc}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;

async function tamanho(url: string): Promise<number> {
  for (let tentativa = 0; ; tentativa++) {
    try {
      const res = await fetch(url, { headers: { Connection: 'close' } });
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      return (await res.arrayBuffer()).byteLength;
    } catch (err) {
      // A keep-alive socket closed by the server under load: try again.
      if (tentativa >= 4) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** A floor URL whose answer has the same byte size as the real endpoint's. */
async function pisoTrpc(base: string, alvo: number): Promise<string> {
  let bytes = alvo;
  for (let i = 0; i < 3; i++) {
    const t = await tamanho(trpcUrl(base, 'fornecedores.pisoBench', { bytes }));
    if (t === alvo) break;
    bytes = Math.max(0, bytes + (alvo - t));
  }
  return trpcUrl(base, 'fornecedores.pisoBench', { bytes });
}

async function pisoHono(base: string, alvo: number): Promise<string> {
  let bytes = alvo;
  for (let i = 0; i < 3; i++) {
    const t = await tamanho(`${base}/api/__piso/${bytes}`);
    if (t === alvo) break;
    bytes = Math.max(0, bytes + (alvo - t));
  }
  return `${base}/api/__piso/${bytes}`;
}

async function iniciarServidor(dataDir: string, porta: number): Promise<ChildProcess> {
  const filho = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/index.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(porta),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${porta}`,
      BENCH_FLOORS: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${porta}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return filho;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  filho.kill('SIGKILL');
  throw new Error('o servidor não subiu em 20 s');
}

const fmt = (m: Medida) =>
  `${m.rps.toFixed(0).padStart(7)} req/s  p50 ${String(m.p50).padStart(4)} ms  p99 ${String(m.p99).padStart(4)} ms${m.erros ? `  (${m.erros} erros)` : ''}`;

async function main() {
  const inicio = Date.now();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vs-bench-'));
  let servidor: ChildProcess | null = null;
  try {
    process.stdout.write(
      `Máquina: ${os.cpus()[0]?.model ?? '?'} × ${os.cpus().length}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}\n`,
    );
    process.stdout.write(`Gerando ${N} fornecedores em ${dataDir}...\n`);
    await gerar(dataDir, N);
    const porta = await portaLivre();
    servidor = await iniciarServidor(dataDir, porta);
    const base = `http://127.0.0.1:${porta}`;

    const listaInput = { tags: ['Fotografia', 'SP'], pagina: 2, porPagina: 12, semente: 12345 };
    const listaUrl = trpcUrl(base, 'fornecedores.list', listaInput);
    const homeUrl = `${base}/trpc/fornecedores.home?batch=1&input=${encodeURIComponent('{}')}`;
    const primeiro = await (await fetch(listaUrl, { headers: { Connection: 'close' } })).json();
    const slug: string = primeiro[0].result.data.itens[0].slug;
    const detalheUrl = trpcUrl(base, 'fornecedores.detail', { slug });
    const restUrl = `${base}/api/fornecedores/solucao/${encodeURIComponent(slug)}`;

    const casos: { nome: string; url: string; piso: string; tipoPiso: string }[] = [];
    for (const [nome, url] of [
      ['lista filtrada (tRPC)', listaUrl],
      ['dados da home (tRPC)', homeUrl],
      ['detalhe (tRPC)', detalheUrl],
    ] as const) {
      casos.push({ nome, url, piso: await pisoTrpc(base, await tamanho(url)), tipoPiso: 'tRPC' });
    }
    const tamanhoRest = await tamanho(restUrl);
    casos.push({
      nome: 'detalhe (REST)',
      url: restUrl,
      piso: await pisoHono(base, tamanhoRest),
      tipoPiso: 'Hono',
    });

    process.stdout.write(`\n${N} fornecedores, ${CONEXOES} conexões, ${SEGUNDOS} s por medida\n`);
    const linhas: string[] = [];
    for (const c of casos) {
      aquecer(c.url);
      const real = medir(c.url);
      aquecer(c.piso);
      const piso = medir(c.piso);
      const linha = `${c.nome.padEnd(24)} ${fmt(real)}\n${`  piso ${c.tipoPiso}`.padEnd(24)} ${fmt(piso)}\n${''.padEnd(24)} razão ${((real.rps / piso.rps) * 100).toFixed(0)}% do piso; meta ≥ 60%, p99 ≤ 25 ms: ${real.rps / piso.rps >= 0.6 && real.p99 <= 25 ? 'ok' : 'NÃO'}`;
      process.stdout.write(`${linha}\n`);
      linhas.push(linha);
    }
    const pisoTrpcRest = await pisoTrpc(base, tamanhoRest);
    aquecer(pisoTrpcRest);
    const t = medir(pisoTrpcRest);
    const h = medir(casos[3].piso);
    process.stdout.write(
      `custo do framework: piso tRPC ${fmt(t)}\n${''.padEnd(21)}piso Hono ${fmt(h)}\n${''.padEnd(21)}tRPC = ${((t.rps / h.rps) * 100).toFixed(0)}% do Hono\n`,
    );

    // List time at N vs N_GRANDE (one connection: time per request).
    aquecer(listaUrl);
    const pequeno = medir(listaUrl, 1, 3);
    const semFiltroUrl = trpcUrl(base, 'fornecedores.list', { semente: 7 });
    aquecer(semFiltroUrl);
    const pequenoSemFiltro = medir(semFiltroUrl, 1, 3);
    process.stdout.write(`\nGerando mais ${N_GRANDE - N} fornecedores (total ${N_GRANDE})...\n`);
    await generateFornecedoresNoMesmoBanco(dataDir, N_GRANDE - N);
    await tamanho(listaUrl); // rebuilds the index once (version moved)
    aquecer(listaUrl);
    const grande = medir(listaUrl, 1, 3);
    aquecer(semFiltroUrl);
    const grandeSemFiltro = medir(semFiltroUrl, 1, 3);
    const grande32 = medir(listaUrl);
    process.stdout.write(
      `lista filtrada, 1 conexão: ${N}: média ${pequeno.media.toFixed(2)} ms; ${N_GRANDE}: média ${grande.media.toFixed(2)} ms; razão ${(grande.media / pequeno.media).toFixed(2)}× (meta ≤ 3×)\n` +
        `lista sem filtro, 1 conexão: ${N}: média ${pequenoSemFiltro.media.toFixed(2)} ms; ${N_GRANDE}: média ${grandeSemFiltro.media.toFixed(2)} ms; razão ${(grandeSemFiltro.media / pequenoSemFiltro.media).toFixed(2)}×\n` +
        `lista filtrada com ${N_GRANDE}, ${CONEXOES} conexões: ${fmt(grande32)}\n`,
    );
    process.stdout.write(`\nTempo total: ${((Date.now() - inicio) / 1000).toFixed(0)} s\n`);
  } finally {
    servidor?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** More suppliers written while the server runs (another connection, WAL): the index notices the version. */
async function generateFornecedoresNoMesmoBanco(dataDir: string, n: number): Promise<void> {
  const { db } = createDb(path.join(dataDir, 'app.db'));
  await generateFornecedores(db, n);
  await db.destroy();
}

await main();
