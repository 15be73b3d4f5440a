import { gerarFornecedoresBench } from '../../scripts/bench/gerar.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb } from '../helpers/db.js';

const n = Number(process.argv[2] ?? 100000);
const t = await createTestDb();
let s = performance.now();
await gerarFornecedoresBench(t.deps.db, n);
console.log('gen', n, Math.round(performance.now() - s), 'ms');
const c = await callerFor(t.deps);
for (const input of [
  {},
  { tags: ['Fotografia'] },
  { tags: ['Fotografia', 'SP', 'Contador'] },
  { pesquisa: 'digital' },
  { tags: ['AC'] },
]) {
  for (let i = 0; i < 3; i++) {
    s = performance.now();
    const r = await c.fornecedores.list({ ...input, semente: i });
    console.log(JSON.stringify(input), r.total, Math.round(performance.now() - s), 'ms');
  }
}
s = performance.now();
await c.fornecedores.home();
console.log('home', Math.round(performance.now() - s));
s = performance.now();
await c.fornecedores.home();
console.log('home', Math.round(performance.now() - s));
s = performance.now();
await c.fornecedores.detail({ id: 500 });
console.log('detail', Math.round(performance.now() - s));
await t.cleanup();
