// `npm test`: typecheck, unit and integration tests (vitest), then the Chromium end-to-end suite.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureClientBuild } from './lib/build.js';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(title: string, command: string) {
  process.stdout.write(`\n▶ ${title}\n`);
  execSync(command, { stdio: 'inherit' });
}

run('Checagem de tipos (tsc)', 'npx tsc --noEmit -p tsconfig.json');
run('Testes de unidade e integração (vitest)', 'npx vitest run');
if (!existsSync(chromium)) {
  if (process.env.CI === 'true') {
    process.stderr.write(
      `Chromium não encontrado em ${chromium}: o conjunto de testes no navegador é obrigatório no CI.\n`,
    );
    process.exit(1);
  }
  process.stdout.write(
    `\n⚠ Chromium não encontrado em ${chromium}: testes no navegador pulados (instale o pacote chromium).\n`,
  );
  process.exit(0);
}
ensureClientBuild();
run('Testes ponta a ponta no Chromium (Playwright)', 'npx vitest run --config vitest.e2e.config.ts');
