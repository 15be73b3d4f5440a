// `npm test`: typecheck, lint (layers and dead code), unit and integration tests (vitest), then the
// Chromium end-to-end suite.
// Ends with one summary line "N passed, N failed" over both vitest runs.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureClientBuild } from './lib/build.js';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reports = mkdtempSync(path.join(os.tmpdir(), 'vs-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failed = false;

function run(title: string, command: string, report?: string) {
  process.stdout.write(`\n▶ ${title}\n`);
  try {
    execSync(command, { stdio: 'inherit' });
  } catch {
    failed = true;
  }
  if (report && existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
    };
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
  }
}

function finish(): never {
  process.stdout.write(
    `\nTestes: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`,
  );
  process.exit(failed || totals.failed > 0 ? 1 : 0);
}

run('Checagem de tipos (tsc)', 'npx tsc --noEmit -p tsconfig.json');
// Biome (format, rules, the import rules between layers in biome.json) and knip (dead code): a
// violation fails the run like a failing test.
run('Lint: Biome (camadas) e knip (código morto)', 'npm run lint');
// Built before vitest: the bundle budget test (test/diretorio/bundle.test.ts) measures this build
// instead of making its own, and the Chromium suite below reuses it.
ensureClientBuild();
const unitReport = path.join(reports, 'unit.json');
run(
  'Testes de unidade e integração (vitest)',
  `npx vitest run --reporter=default --reporter=json --outputFile.json=${unitReport}`,
  unitReport,
);

if (!existsSync(chromium)) {
  if (process.env.CI === 'true') {
    process.stderr.write(
      `Chromium não encontrado em ${chromium}: o conjunto de testes no navegador é obrigatório no CI.\n`,
    );
    failed = true;
    finish();
  }
  process.stdout.write(
    `\n⚠ Chromium não encontrado em ${chromium}: testes no navegador pulados (instale o pacote chromium).\n`,
  );
  finish();
}
const e2eReport = path.join(reports, 'e2e.json');
run(
  'Testes ponta a ponta no Chromium (Playwright)',
  `npx vitest run --config vitest.e2e.config.ts --reporter=default --reporter=json --outputFile.json=${e2eReport}`,
  e2eReport,
);
finish();
