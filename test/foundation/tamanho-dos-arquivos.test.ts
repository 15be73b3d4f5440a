// docs/conventions.md: about 400 lines per source file, split where a reader gains. Content data
// (the demo's texts) is the exception, named here with its reason.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const RAIZ = path.resolve(import.meta.dirname, '../..');
const LIMITE = 400;
/** Files that are content, not code. */
const DADOS = new Set(['db/seed/demo-content.ts']);

function fontes(pasta: string): string[] {
  return readdirSync(path.join(RAIZ, pasta), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.relative(RAIZ, path.join(e.parentPath, e.name)));
}

describe('source file size', () => {
  it(`no .ts/.tsx file in src/, server/, db/ or shared/ is over ${LIMITE} lines (content data excepted)`, () => {
    const grandes = ['src', 'server', 'db', 'shared']
      .flatMap(fontes)
      .filter((f) => !DADOS.has(f))
      .map((f) => ({ f, linhas: readFileSync(path.join(RAIZ, f), 'utf8').split('\n').length }))
      .filter((x) => x.linhas > LIMITE + 1)
      .map((x) => `${x.f}: ${x.linhas}`);
    expect(grandes).toEqual([]);
  });

  it('the exceptions still exist (a renamed data file does not leave a stale entry)', () => {
    for (const f of DADOS) expect(fontes(path.dirname(f))).toContain(f);
  });
});
