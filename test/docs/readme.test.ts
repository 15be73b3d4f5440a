import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const raiz = path.resolve(import.meta.dirname, '../..');
const README = path.join(raiz, 'README.md');
const LIMITE_README = 10 * 1024;
const DECISOES = path.join(raiz, 'docs', 'decisions');

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
    for (const doc of ['decisions/README', 'operations', 'performance', 'architecture']) {
      expect(links).toContain(`docs/${doc}.md`);
    }
    const faltando = links.filter((l) => !existsSync(path.join(raiz, l)));
    expect(faltando).toEqual([]);
  });

  it('os links entre documentos de docs/ (e de docs/decisions/) apontam para arquivos que existem', () => {
    const faltando: string[] = [];
    for (const pasta of [path.join(raiz, 'docs'), DECISOES]) {
      for (const arquivo of readdirSync(pasta).filter((f) => f.endsWith('.md'))) {
        for (const link of linksMd(readFileSync(path.join(pasta, arquivo), 'utf8'))) {
          if (!existsSync(path.resolve(pasta, link))) faltando.push(`${arquivo} → ${link}`);
        }
      }
    }
    expect(faltando).toEqual([]);
  });

  it('cada decisão é um arquivo com título, Contexto, Decisão e Consequências, listado no índice', () => {
    const indice = linksMd(readFileSync(path.join(DECISOES, 'README.md'), 'utf8'));
    const problemas: string[] = [];
    for (const arquivo of readdirSync(DECISOES).filter((f) => f.endsWith('.md') && f !== 'README.md')) {
      const texto = readFileSync(path.join(DECISOES, arquivo), 'utf8');
      if (!texto.startsWith('# ')) problemas.push(`${arquivo}: sem título na primeira linha`);
      for (const parte of ['Contexto', 'Decisão', 'Consequências']) {
        if (!texto.includes(parte)) problemas.push(`${arquivo}: sem ${parte}`);
      }
      if (!indice.includes(arquivo)) problemas.push(`${arquivo}: fora do índice (docs/decisions/README.md)`);
    }
    expect(problemas).toEqual([]);
  });

  it('o README mostra os dois comandos de início (instalar e servir; testar)', () => {
    const texto = readFileSync(README, 'utf8');
    expect(texto).toContain('npm install && npm start');
    expect(texto).toContain('npm test');
  });
});
