import { execSync } from 'node:child_process';
import { ensureClientBuild } from './lib/build.js';

ensureClientBuild({ recusarAvisos: true });
execSync(`npx vitest run --config vitest.e2e.config.ts ${process.argv.slice(2).join(' ')}`, {
  stdio: 'inherit',
});
