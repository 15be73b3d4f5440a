import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const RAIZ = path.resolve(import.meta.dirname, '../..');

function arquivos(dir: string): string[] {
  return readdirSync(path.join(RAIZ, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return arquivos(rel);
    return /\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

describe('configuration', () => {
  it('every environment variable of the app runtime is read in server/env.ts', () => {
    const leitores = ['server', 'db']
      .flatMap(arquivos)
      .filter((f) => f !== path.join('server', 'env.ts'))
      .filter((f) => /process\.env\b/.test(readFileSync(path.join(RAIZ, f), 'utf8')));
    expect(leitores).toEqual([]);
  });
});
