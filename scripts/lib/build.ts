import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { lerClientDist } from '../../server/env.js';
import { ssrDistDe } from '../../server/ssr/dist.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const s = statSync(target);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, name)));
  return newest;
}

/** True when dist/client is missing or older than anything the client is built from. */
export function clientBuildIsStale(): boolean {
  const clientDir = lerClientDist(process.env, ROOT);
  const index = path.join(clientDir, 'index.html');
  if (!existsSync(index) || !existsSync(path.join(ssrDistDe(clientDir), 'entry-server.js'))) return true;
  const built = statSync(index).mtimeMs;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'server/schemas'];
  return sources.some((s) => newestMtime(path.join(ROOT, s)) > built);
}

/**
 * The lines of a build's output that warn: a deprecation, Vite's "(!)" notices (e.g. a config the
 * native loader cannot read), Rolldown's `WARN` lines and its `[CHECK_NAME]` checks. Colors removed.
 */
export function avisosDoBuild(saida: string): string[] {
  return saida
    .split('\n')
    .map((l) => stripVTControlCharacters(l).trim())
    .filter((l) => /deprecat/i.test(l) || /^\(!\)/.test(l) || /^WARN\b/.test(l) || /^\[[A-Z_]+\]/.test(l));
}

/**
 * Builds the client and the server render when stale. `recusarAvisos` (the test runners): a build
 * that prints a warning (avisosDoBuild) fails, so a deprecation is fixed when it appears.
 */
export function ensureClientBuild({ recusarAvisos = false } = {}): void {
  if (!clientBuildIsStale()) return;
  process.stdout.write('Compilando a interface (vite build)...\n');
  // Always a production build, even when called from a test runner that sets NODE_ENV=test.
  const r = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  process.stdout.write(r.stdout ?? '');
  process.stderr.write(r.stderr ?? '');
  if (r.status !== 0) throw new Error(`npm run build falhou (código ${r.status ?? r.signal})`);
  const avisos = avisosDoBuild(`${r.stdout}\n${r.stderr}`);
  if (recusarAvisos && avisos.length > 0)
    throw new Error(`npm run build imprimiu ${avisos.length} aviso(s):\n${avisos.join('\n')}`);
}
