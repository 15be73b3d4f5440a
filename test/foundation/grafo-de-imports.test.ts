// The import graph of server/: every file has a layer, no import runs from a lower layer back up
// to a higher one, and no files import each other (directly or around a circle), except the few
// named below, each with its reason and listed in docs/architecture.md ("Camadas do servidor").
// Type-only imports count: a type borrowed from a higher layer ties the layers all the same.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const RAIZ = path.resolve(import.meta.dirname, '../..');

/**
 * The layers, from the bottom. A file belongs to the first entry naming it (a file before its
 * folder); a file that no entry names fails the test, so a new folder is placed on purpose.
 */
const CAMADAS: { nome: string; arquivos: string[] }[] = [
  {
    nome: 'base',
    arquivos: [
      'env.ts',
      'logger.ts',
      'falhas.ts',
      'errors.ts',
      'escapar-html.ts',
      'slug.ts',
      'lru.ts',
      'sanitize.ts',
      'prontidao.ts',
      // Pure (node:net only): env.ts reads TRUST_PROXY with it.
      'http/client-ip.ts',
    ],
  },
  { nome: 'schemas', arquivos: ['schemas/'] },
  { nome: 'infra', arquivos: ['auth/', 'mail/', 'uploads/', 'rate-limit.ts'] },
  { nome: 'deps', arquivos: ['deps.ts'] },
  // The directory's index, search and counts: read by the services, never reading one.
  { nome: 'diretorio', arquivos: ['diretorio/'] },
  { nome: 'servicos', arquivos: ['services/', 'ops/'] },
  // The edges: HTTP helpers (session, error boundary, static files), pages' head and feeds, tRPC,
  // REST (its documentation page borrows the pages' HTML helpers), the server render (calls tRPC).
  { nome: 'http', arquivos: ['http/'] },
  { nome: 'seo', arquivos: ['seo/'] },
  { nome: 'trpc', arquivos: ['trpc/', 'routers/'] },
  { nome: 'rest', arquivos: ['rest/'] },
  { nome: 'ssr', arquivos: ['ssr/'] },
  { nome: 'app', arquivos: ['app.ts'] },
  {
    nome: 'processo',
    arquivos: [
      'boot.ts',
      'servidor.ts',
      'cluster.ts',
      'distribuidor.ts',
      'trabalhador-compilado.ts',
      'index.ts',
    ],
  },
];

/** Upward imports still allowed, `de → para` (paths under server/), each with why. */
const SUBIDAS_PERMITIDAS: { de: string; para: string; motivo: string }[] = [];

/** Circles still allowed (their files, sorted), each with why. */
const CIRCULOS_PERMITIDOS: { arquivos: string[]; motivo: string }[] = [];

const IMPORT =
  /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The relative imports of a file's source (static, re-exports, side effects, dynamic), as written. */
function importsDe(fonte: string): string[] {
  return [...fonte.matchAll(IMPORT)]
    .map((m) => m[1] ?? m[2] ?? m[3])
    .filter((s) => s.startsWith('./') || s.startsWith('../'));
}

function camadaDe(arquivo: string): number {
  const exato = CAMADAS.findIndex((c) => c.arquivos.includes(arquivo));
  if (exato >= 0) return exato;
  return CAMADAS.findIndex((c) => c.arquivos.some((a) => a.endsWith('/') && arquivo.startsWith(a)));
}

/** The server file (`server/a/b.ts`) an import names; '' outside server/, null when it does not resolve. */
function resolver(arquivo: string, especificador: string, existe: (p: string) => boolean): string | null {
  const alvo = path.posix.normalize(path.posix.join(path.posix.dirname(arquivo), especificador));
  if (!alvo.startsWith('server/')) return ''; // db, shared: the biome rules cover those
  const semJs = alvo.replace(/\.js$/, '');
  for (const c of [`${semJs}.ts`, `${semJs}/index.ts`]) if (existe(c)) return c;
  return null;
}

interface Problemas {
  semCamada: string[];
  naoResolvidos: string[];
  subidas: string[];
  circulos: string[];
}

/** Checks a set of server files (path under server/ → source). */
function verificar(fontes: Map<string, string>): Problemas {
  const p: Problemas = { semCamada: [], naoResolvidos: [], subidas: [], circulos: [] };
  const arestas = new Map<string, string[]>();
  for (const [arquivo, fonte] of fontes) {
    if (camadaDe(arquivo) < 0) p.semCamada.push(arquivo);
    const destinos: string[] = [];
    for (const esp of importsDe(fonte)) {
      const alvo = resolver(`server/${arquivo}`, esp, (c) => fontes.has(c.slice('server/'.length)));
      if (alvo === null) p.naoResolvidos.push(`${arquivo}: ${esp}`);
      else if (alvo) destinos.push(alvo.slice('server/'.length));
    }
    arestas.set(arquivo, [...new Set(destinos)]);
  }
  for (const [de, destinos] of arestas) {
    for (const para of destinos) {
      const [a, b] = [camadaDe(de), camadaDe(para)];
      if (a < 0 || b < 0 || a >= b) continue;
      if (SUBIDAS_PERMITIDAS.some((s) => s.de === de && s.para === para)) continue;
      p.subidas.push(`${de} (${CAMADAS[a].nome}) → ${para} (${CAMADAS[b].nome})`);
    }
  }
  for (const componente of componentesFortes(arestas)) {
    const nomes = componente.sort();
    const circular = nomes.length > 1 || (arestas.get(nomes[0]) ?? []).includes(nomes[0]);
    if (!circular) continue;
    if (CIRCULOS_PERMITIDOS.some((c) => c.arquivos.join() === nomes.join())) continue;
    p.circulos.push(nomes.join(' ↔ '));
  }
  return p;
}

/** Tarjan's strongly connected components: a component of more than one file is a circle. */
function componentesFortes(arestas: Map<string, string[]>): string[][] {
  let indice = 0;
  const ordem = new Map<string, number>();
  const baixo = new Map<string, number>();
  const pilha: string[] = [];
  const naPilha = new Set<string>();
  const saida: string[][] = [];
  const visitar = (v: string) => {
    ordem.set(v, indice);
    baixo.set(v, indice++);
    pilha.push(v);
    naPilha.add(v);
    for (const w of arestas.get(v) ?? []) {
      if (!ordem.has(w)) {
        visitar(w);
        baixo.set(v, Math.min(baixo.get(v)!, baixo.get(w)!));
      } else if (naPilha.has(w)) baixo.set(v, Math.min(baixo.get(v)!, ordem.get(w)!));
    }
    if (baixo.get(v) === ordem.get(v)) {
      const comp: string[] = [];
      let w: string;
      do {
        w = pilha.pop()!;
        naPilha.delete(w);
        comp.push(w);
      } while (w !== v);
      saida.push(comp);
    }
  };
  for (const v of arestas.keys()) if (!ordem.has(v)) visitar(v);
  return saida;
}

function fontesDoServidor(): Map<string, string> {
  const fontes = new Map<string, string>();
  const visitar = (dir: string) => {
    for (const nome of readdirSync(dir)) {
      const p = path.join(dir, nome);
      if (statSync(p).isDirectory()) visitar(p);
      else if (nome.endsWith('.ts') && !nome.endsWith('.d.ts'))
        fontes.set(
          path.relative(path.join(RAIZ, 'server'), p).split(path.sep).join('/'),
          readFileSync(p, 'utf8'),
        );
    }
  };
  visitar(path.join(RAIZ, 'server'));
  return fontes;
}

describe('grafo de imports do server', () => {
  it('every file has a layer; nothing runs back up or round a circle but the named exceptions', () => {
    const fontes = fontesDoServidor();
    expect(fontes.size).toBeGreaterThan(100);
    expect(verificar(fontes)).toEqual({ semCamada: [], naoResolvidos: [], subidas: [], circulos: [] });
  });

  it('each allowed exception is still needed, and docs/architecture.md names it', () => {
    const fontes = fontesDoServidor();
    const doc = readFileSync(path.join(RAIZ, 'docs/architecture.md'), 'utf8');
    for (const s of SUBIDAS_PERMITIDAS) {
      const alvos = importsDe(fontes.get(s.de) ?? '').map((e) =>
        resolver(`server/${s.de}`, e, (c) => fontes.has(c.slice('server/'.length))),
      );
      expect(alvos, `${s.de} → ${s.para} já não existe: tire-a da lista`).toContain(`server/${s.para}`);
      expect(doc).toContain(`${s.de} → ${s.para}`);
    }
    for (const c of CIRCULOS_PERMITIDOS) expect(doc).toContain(c.arquivos.join(' ↔ '));
  });

  it('fails on an upward import, a circle, a file without a layer and an import that does not resolve', () => {
    const sonda = new Map([
      ['env.ts', "import { x } from './services/a.service.js';\n"],
      ['services/a.service.ts', "import type { Y } from './b.service.js';\nexport const x = 1;\n"],
      ['services/b.service.ts', "export { x } from './a.service.js';\nexport type Y = number;\n"],
      ['mail/m.ts', "import { escapeHtml } from '../seo/html.js';\nimport '../nada.js';\n"],
      ['seo/html.ts', 'export const escapeHtml = (s: string) => s;\n'],
      ['novo/z.ts', "const m = await import('../env.js');\n"],
    ]);
    expect(verificar(sonda)).toEqual({
      semCamada: ['novo/z.ts'],
      naoResolvidos: ['mail/m.ts: ../nada.js'],
      subidas: ['env.ts (base) → services/a.service.ts (servicos)', 'mail/m.ts (infra) → seo/html.ts (seo)'],
      circulos: ['services/a.service.ts ↔ services/b.service.ts'],
    });
  });
});
