import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const raiz = path.resolve(import.meta.dirname, '../..');
const README = path.join(raiz, 'README.md');
const LIMITE_README = 10 * 1024;

/** Relative Markdown links to .md files, without the #anchor: `[texto](docs/x.md#secao)` → `docs/x.md`. */
function linksMd(texto: string): string[] {
  const links = [...texto.matchAll(/\]\(([^)\s]+?\.md)(?:#[^)]*)?\)/g)].map((m) => m[1]);
  return links.filter((l) => !/^[a-z]+:/i.test(l));
}

describe('README e docs/', () => {
  it('o README tem no máximo 10 KB', () => {
    expect(statSync(README).size).toBeLessThanOrEqual(LIMITE_README);
  });

  it('todo docs/*.md citado pelo README existe, e os quatro documentos da divisão são citados', () => {
    const links = linksMd(readFileSync(README, 'utf8'));
    for (const doc of ['decisions', 'operations', 'performance', 'architecture']) {
      expect(links).toContain(`docs/${doc}.md`);
    }
    const faltando = links.filter((l) => !existsSync(path.join(raiz, l)));
    expect(faltando).toEqual([]);
  });

  it('os links entre documentos de docs/ apontam para arquivos que existem', () => {
    const pasta = path.join(raiz, 'docs');
    const faltando: string[] = [];
    for (const arquivo of readdirSync(pasta).filter((f) => f.endsWith('.md'))) {
      for (const link of linksMd(readFileSync(path.join(pasta, arquivo), 'utf8'))) {
        if (!existsSync(path.resolve(pasta, link))) faltando.push(`docs/${arquivo} → ${link}`);
      }
    }
    expect(faltando).toEqual([]);
  });

  it('o README mostra os dois comandos de início (instalar e servir; testar)', () => {
    const texto = readFileSync(README, 'utf8');
    expect(texto).toContain('npm install && npm start');
    expect(texto).toContain('npm test');
  });
});
