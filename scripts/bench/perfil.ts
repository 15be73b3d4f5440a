/**
 * Top frames of a V8 .cpuprofile (from BENCH_CPU_PROF=<dir> npm run bench): self time and total
 * time per function. `tsx scripts/bench/perfil.ts <file.cpuprofile> [n]`.
 */
import { readFileSync } from 'node:fs';

interface No {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const [arquivo, nArg] = process.argv.slice(2);
const p = JSON.parse(readFileSync(arquivo, 'utf8')) as {
  nodes: No[];
  samples: number[];
  timeDeltas: number[];
};
const porId = new Map(p.nodes.map((n) => [n.id, n]));
const pai = new Map<number, number>();
for (const n of p.nodes) for (const c of n.children ?? []) pai.set(c, n.id);
const proprio = new Map<number, number>();
for (let i = 0; i < p.samples.length; i++) {
  const id = p.samples[i];
  proprio.set(id, (proprio.get(id) ?? 0) + (p.timeDeltas[i] ?? 0));
}
const nome = (n: No) =>
  `${n.callFrame.functionName || '(anônima)'} ${n.callFrame.url.replace(/^.*\/(node_modules\/)?/, '')}:${n.callFrame.lineNumber + 1}`;
const self = new Map<string, number>();
const total = new Map<string, number>();
let soma = 0;
for (const [id, t] of proprio) {
  soma += t;
  const n = porId.get(id) as No;
  self.set(nome(n), (self.get(nome(n)) ?? 0) + t);
  const vistos = new Set<string>();
  for (let x: number | undefined = id; x !== undefined; x = pai.get(x)) {
    const k = nome(porId.get(x) as No);
    if (vistos.has(k)) continue;
    vistos.add(k);
    total.set(k, (total.get(k) ?? 0) + t);
  }
}
const n = Number(nArg ?? 25);
const imprimir = (titulo: string, m: Map<string, number>) => {
  process.stdout.write(`\n${titulo}\n`);
  for (const [k, t] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n))
    process.stdout.write(`${((t / soma) * 100).toFixed(1).padStart(5)}%  ${k}\n`);
};
imprimir('tempo próprio', self);
imprimir('tempo total (inclusivo)', total);
