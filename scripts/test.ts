// `npm test`: typecheck, lint (layers and dead code), unit and integration tests (vitest) on SQLite
// and then on an embedded PostgreSQL (TEST_DB=postgres, nothing to install), then the Chromium
// end-to-end suite.
// Ends with one summary line "N passed, N failed" over all the vitest runs, with each run's counts.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureClientBuild } from './lib/build.js';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reports = mkdtempSync(path.join(os.tmpdir(), 'vs-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each vitest run's counts, for the summary line. */
const porRodada: string[] = [];
let failed = false;

function run(title: string, command: string, report?: string, env: Record<string, string> = {}, rotulo = '') {
  process.stdout.write(`\n▶ ${title}\n`);
  const inicio = Date.now();
  try {
    execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } });
  } catch {
    failed = true;
  }
  if (report) process.stdout.write(`  (${title}: ${Math.round((Date.now() - inicio) / 1000)} s)\n`);
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
    if (rotulo)
      porRodada.push(
        `${rotulo} ${r.numPassedTests}/${r.numFailedTests}${r.numPendingTests + r.numTodoTests ? `/${r.numPendingTests + r.numTodoTests}` : ''}`,
      );
  } else if (report && rotulo) {
    porRodada.push(`${rotulo}: sem relatório`);
    failed = true;
  }
}

function finish(): never {
  process.stdout.write(
    `\nTestes: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}` +
      `${porRodada.length ? ` (passed/failed/skipped: ${porRodada.join('; ')})` : ''}\n`,
  );
  process.exit(failed || totals.failed > 0 ? 1 : 0);
}

run('Checagem de tipos (tsc)', 'npx tsc --noEmit -p tsconfig.json');
// Biome (format, rules, the import rules between layers in biome.json) and knip (dead code): a
// violation fails the run like a failing test.
run('Lint: Biome (camadas) e knip (código morto)', 'npm run lint');
// Built before vitest: the bundle budget test (test/diretorio/bundle.test.ts) measures this build
// instead of making its own, and the Chromium suite below reuses it.
ensureClientBuild({ recusarAvisos: true });
// The same suite on both engines: each test gets a fresh database of the engine under test
// (test/helpers/db.ts); the PostgreSQL run starts one embedded server for itself.
const vitest = (report: string) =>
  `npx vitest run --reporter=default --reporter=json --outputFile.json=${report}`;
const sqliteReport = path.join(reports, 'unit-sqlite.json');
run(
  'Testes de unidade e integração no SQLite (vitest)',
  vitest(sqliteReport),
  sqliteReport,
  { TEST_DB: 'sqlite' },
  'SQLite',
);
const postgresReport = path.join(reports, 'unit-postgres.json');
run(
  'Testes de unidade e integração no PostgreSQL embutido (vitest, TEST_DB=postgres)',
  vitest(postgresReport),
  postgresReport,
  { TEST_DB: 'postgres' },
  'PostgreSQL',
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
  {},
  'Chromium',
);
finish();
