import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
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

export function ensureClientBuild(): void {
  if (!clientBuildIsStale()) return;
  process.stdout.write('Compilando a interface (vite build)...\n');
  // Always a production build, even when called from a test runner that sets NODE_ENV=test.
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
