// package.json's engines says which Node versions run the app (Node 20 from 20.19, Node 22 from
// 22.13, Node 24; Node 20 leaves support in April 2026). Every installed package must accept the lowest
// version of each of those lines, or a pin blocks it (jsdom, under isomorphic-dompurify, wants 22.13+:
// 22.0–22.12 were wrongly allowed by ">=20.19"). Optional packages are left out: they are the other
// platforms' binaries and WebAssembly fallbacks, never installed here.
// A small reader of npm's version ranges (the forms in package-lock.json), not a full semver.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const RAIZ = path.resolve(import.meta.dirname, '../..');
type V = [number, number, number];

const cmp = (a: V, b: V) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** '20', '22.x', 'v12.22.7', '10.*' → the numbers given (x and * end it). */
function partes(texto: string): number[] {
  const out: number[] = [];
  for (const p of texto.replace(/^v/, '').split('.')) {
    if (p === 'x' || p === '*' || p === '') break;
    out.push(Number(p));
  }
  return out;
}
const cheia = (p: number[]): V => [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0];
/** The first version after a partial one: 20 → 21.0.0, 22.1 → 22.2.0. */
function depois(p: number[]): V {
  if (p.length === 0) return [Infinity, 0, 0];
  const v = cheia(p);
  v[p.length - 1] += 1;
  for (let i = p.length; i < 3; i++) v[i] = 0;
  return v;
}

function comparador(c: string, v: V): boolean {
  const m = /^(>=|<=|>|<|=|\^|~)?(.*)$/.exec(c) as RegExpExecArray;
  const p = partes(m[2]);
  const base = cheia(p);
  switch (m[1]) {
    case '>=':
      return cmp(v, base) >= 0;
    case '>':
      return cmp(v, p.length < 3 ? depois(p) : base) >= (p.length < 3 ? 0 : 1);
    case '<':
      return cmp(v, base) < 0;
    case '<=':
      return p.length < 3 ? cmp(v, depois(p)) < 0 : cmp(v, base) <= 0;
    case '^':
      return cmp(v, base) >= 0 && cmp(v, depois(base[0] > 0 ? [base[0]] : [0, base[1]])) < 0;
    case '~':
      return cmp(v, base) >= 0 && cmp(v, depois(p.length > 1 ? [base[0], base[1]] : [base[0]])) < 0;
    default:
      return cmp(v, base) >= 0 && (p.length === 3 ? cmp(v, base) === 0 : cmp(v, depois(p)) < 0);
  }
}

/** Whether version `v` satisfies an npm range (alternatives by ||, comparators by spaces). */
function aceita(faixa: string, versao: string): boolean {
  const v = cheia(partes(versao));
  return faixa.split('||').some((alt) => {
    const cs = alt
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    return cs.every((c) => comparador(c, v));
  });
}

/** The lowest version of each line a range allows: '^20.19.0 || >=22.13.0' → ['20.19.0', '22.13.0']. */
function minimos(faixa: string): string[] {
  return faixa.split('||').map((alt) => cheia(partes(alt.trim().replace(/^[\^~>=]+\s*/, ''))).join('.'));
}

interface Pacote {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
}

function recusam(versao: string): string[] {
  const lock = JSON.parse(readFileSync(path.join(RAIZ, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, Pacote>;
  };
  return Object.entries(lock.packages)
    .filter(([nome, p]) => nome && !p.optional && !Array.isArray(p.engines) && p.engines?.node)
    .filter(([, p]) => !aceita((p.engines as { node: string }).node, versao))
    .map(
      ([nome, p]) =>
        `${nome.replace(/^node_modules\//, '')}@${p.version} (node ${(p.engines as { node: string }).node})`,
    );
}

describe('versões do Node (package.json engines)', () => {
  const engines = (
    JSON.parse(readFileSync(path.join(RAIZ, 'package.json'), 'utf8')) as { engines: { node: string } }
  ).engines.node;

  it('aceita Node 20, 22 e 24 (23 não: o jsdom o recusa)', () => {
    expect(minimos(engines).map((v) => v.split('.')[0])).toEqual(['20', '22', '24']);
  });

  it('todo pacote instalado aceita a menor versão de cada linha que o package.json promete', () => {
    for (const v of minimos(engines)) expect(recusam(v), `Node ${v}`).toEqual([]);
  });

  it('lê as faixas do npm e reprova uma versão que um pacote recusa (sonda: Node 22.12)', () => {
    expect(aceita('^20.19.0 || ^22.13.0 || >=24.0.0', '22.13.0')).toBe(true);
    expect(aceita('^20.19.0 || ^22.13.0 || >=24.0.0', '22.12.0')).toBe(false);
    expect(aceita('^20.19.0 || ^22.13.0 || >=24.0.0', '23.1.0')).toBe(false);
    expect(aceita('20.x || 22.x || 23.x', '22.13.0')).toBe(true);
    expect(aceita('>= 10.x', '22.13.0')).toBe(true);
    expect(aceita('>=6 <7 || >=8', '6.5.0')).toBe(true);
    expect(aceita('>=6 <7 || >=8', '7.1.0')).toBe(false);
    expect(aceita('>=16 || 14 >=14.17', '14.16.0')).toBe(false);
    expect(aceita('18 || 20 || >=22', '21.0.0')).toBe(false);
    expect(aceita('>=v12.22.7', '20.19.0')).toBe(true);
    expect(aceita('~8.3.1', '8.4.0')).toBe(false);
    expect(aceita('*', '22.13.0')).toBe(true);
    expect(recusam('22.12.0').some((p) => p.startsWith('jsdom@'))).toBe(true);
  });
});
