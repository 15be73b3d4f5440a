import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { Logger } from './logger.js';

/** Where the bundles go: two folders below the root, like server/<area>/ (see below). */
const PASTA = path.resolve(import.meta.dirname, '../dist/trabalhador');
const UM_DIA_MS = 24 * 60 * 60 * 1000;

/**
 * A new cluster worker takes no connection before its modules are loaded, and under tsx each of
 * its hundreds of modules goes through the TypeScript loader's hooks. The primary bundles the
 * entry it runs (the same file a worker would run) once per start with esbuild, packages left in
 * node_modules, and forks the workers on the bundle with no loader: about half the loading time
 * (docs/performance.md). The file sits two folders below the root, as server/<area>/*.ts do, so
 * code that finds files from its own folder (`import.meta.dirname`, createRequire) finds the same
 * ones; test/ops/trabalhadores.test.ts serves through bundled workers. The name is the content's
 * hash, written whole and renamed, so servers started together from one checkout never read a
 * half-written file. Any failure: null, and the workers run under tsx as before.
 */
export async function compilarTrabalhador(entrada: string, logger: Logger): Promise<string | null> {
  const inicio = performance.now();
  try {
    const r = await build({
      entryPoints: [entrada],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      write: false,
      logLevel: 'silent',
    });
    const codigo = r.outputFiles[0]!.contents;
    const hash = createHash('sha256').update(codigo).digest('hex').slice(0, 16);
    mkdirSync(PASTA, { recursive: true });
    const destino = path.join(PASTA, `servidor-${hash}.mjs`);
    const temporario = `${destino}.${process.pid}.tmp`;
    writeFileSync(temporario, codigo);
    renameSync(temporario, destino);
    apagarAntigos(destino);
    logger.info(
      { arquivo: path.relative(process.cwd(), destino), ms: Math.round(performance.now() - inicio) },
      'trabalhadores compilados',
    );
    return destino;
  } catch (err) {
    logger.warn({ err }, 'não foi possível compilar os trabalhadores; eles rodam com tsx');
    return null;
  }
}

/** Bundles of earlier sources, untouched for a day (another server may still be forking on one). */
function apagarAntigos(atual: string): void {
  for (const nome of readdirSync(PASTA)) {
    const arquivo = path.join(PASTA, nome);
    if (arquivo === atual) continue;
    try {
      if (Date.now() - statSync(arquivo).mtimeMs > UM_DIA_MS) rmSync(arquivo, { force: true });
    } catch {
      // removed by another server meanwhile
    }
  }
}

/** The primary's Node flags minus the TypeScript loader (tsx's --import/--require pair). */
export function flagsSemTsx(execArgv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const a = execArgv[i]!;
    if ((a === '--import' || a === '--require' || a === '--loader') && execArgv[i + 1]?.includes('tsx')) {
      i++;
      continue;
    }
    if (/^--(import|require|loader)=.*tsx/.test(a)) continue;
    out.push(a);
  }
  return out;
}
