import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { clientBuildIsStale } from '../../scripts/lib/build';

/**
 * First-load budgets of the public pages (gzip): "a light first load". 111 KB since issue 29: the
 * showcase page was 8 bytes under 110 KB and gained the on-page gallery swipe, the WhatsApp
 * greeting and the "Vitrine indisponível" page (docs/decisions/orcamento-de-js-da-vitrine-111-kb.md).
 * 112 KB since issue 30: the showcase page was 48 bytes under 111 KB and the entry carries the
 * route table (src/rotas.ts, +0.6 KB; docs/decisions/tabela-de-rotas.md).
 */
const ORCAMENTO_GZIP = 112 * 1024;
const ORCAMENTO_CSS_GZIP = 20 * 1024;
const PAGINAS_PUBLICAS = [
  'src/features/home/home-page.tsx',
  'src/features/fornecedores/lista-page.tsx',
  'src/features/fornecedores/detalhe-page.tsx',
  'src/features/fornecedores/nome-redirect-page.tsx',
  'src/features/blog/blog-page.tsx',
  'src/features/blog/artigo-page.tsx',
  'src/features/institucional/sobre-page.tsx',
  'src/features/institucional/seja-anunciante-page.tsx',
  'src/features/institucional/categoria-anunciante-page.tsx',
  'src/features/institucional/termos-page.tsx',
  'src/features/institucional/privacidade-page.tsx',
  'src/features/institucional/contato-page.tsx',
  'src/features/auth/login-page.tsx',
  'src/features/auth/cadastro-page.tsx',
  'src/features/nao-encontrado/nao-encontrado-page.tsx',
];
/** Markers that only these libraries' code carries. */
const PROIBIDOS: [string, RegExp][] = [
  ['tiptap', /tiptap|ProseMirror/],
  ['apexcharts', /apexcharts/i],
  ['cropper', /advanced-cropper|react-advanced-cropper/],
  ['pica', /multimath|pica\.resize|createResizeMetadata/],
  // The whole icon font: public pages draw their icons as inline SVG (src/components/icone.tsx).
  ['Font Awesome', /Font Awesome 7|fa-solid-900|fa-brands-400/],
];

const ROOT = path.resolve(import.meta.dirname, '../..');
const dirPadrao = path.resolve(ROOT, process.env.CLIENT_DIST ?? 'dist/client');

function ehBuildDeProducao(d: string): boolean {
  const m = path.join(d, '.vite/manifest.json');
  if (!existsSync(m)) return false;
  const manifest = JSON.parse(readFileSync(m, 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
  const entrada = Object.values(manifest).find((c) => c.isEntry);
  // A build made with NODE_ENV other than production carries React's development runtime.
  return !!entrada && !/jsxDEV/.test(readFileSync(path.join(d, entrada.file), 'utf8'));
}

/**
 * The build to measure: dist/client when it is a production build newer than the sources (npm test
 * builds it first), else a fresh production build in a temp dir (a few seconds), so the budget is
 * always checked against the code under test and never skipped.
 */
function pastaDoBuild(): string {
  if (!clientBuildIsStale() && ehBuildDeProducao(dirPadrao)) return dirPadrao;
  const destino = mkdtempSync(path.join(os.tmpdir(), 'vs-bundle-'));
  execSync('npx vite build', {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', CLIENT_DIST: destino },
  });
  return destino;
}

type Chunk = { file: string; imports?: string[]; isEntry?: boolean; css?: string[] };

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB gzip`;

describe('public pages first load (Vite manifest)', () => {
  it('stays within 110 KB gzip of JS and 20 KB gzip of CSS per public page, without tiptap, apexcharts, cropper, pica or the icon font', () => {
    const pasta = pastaDoBuild();
    const manifest = JSON.parse(readFileSync(path.join(pasta, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      Chunk
    >;
    const entrada = Object.keys(manifest).find((k) => manifest[k].isEntry);
    expect(entrada).toBeTruthy();
    const entradaJs = readFileSync(path.join(pasta, manifest[entrada as string].file), 'utf8');
    expect(
      /jsxDEV/.test(entradaJs),
      'o build é de desenvolvimento (NODE_ENV diferente de production na compilação): rode "NODE_ENV=production npm run build"',
    ).toBe(false);
    const gzip = new Map<string, number>();
    const tamanho = (f: string) => {
      if (!gzip.has(f)) gzip.set(f, gzipSync(readFileSync(path.join(pasta, f))).length);
      return gzip.get(f) as number;
    };
    const relatorio: string[] = [];
    for (const pagina of PAGINAS_PUBLICAS) {
      expect(manifest[pagina], `${pagina} ausente do manifest`).toBeTruthy();
      // Everything the first load fetches: the entry and the page chunk with their static imports and CSS.
      const arquivos = new Set<string>();
      const visitar = (chave: string) => {
        const c = manifest[chave];
        if (!c || arquivos.has(c.file)) return;
        arquivos.add(c.file);
        for (const css of c.css ?? []) arquivos.add(css);
        for (const i of c.imports ?? []) visitar(i);
      };
      visitar(entrada as string);
      visitar(pagina);
      let js = 0;
      let css = 0;
      for (const f of arquivos) {
        const texto = readFileSync(path.join(pasta, f), 'utf8');
        for (const [nome, re] of PROIBIDOS) {
          expect(re.test(texto) || f.toLowerCase().includes(nome), `${pagina} carrega ${nome} em ${f}`).toBe(
            false,
          );
        }
        if (f.endsWith('.js')) js += tamanho(f);
        else if (f.endsWith('.css')) css += tamanho(f);
      }
      relatorio.push(`${pagina}: JS ${kb(js)}, CSS ${kb(css)}`);
      expect(js, `${pagina}: JS ${kb(js)}`).toBeLessThanOrEqual(ORCAMENTO_GZIP);
      expect(css, `${pagina}: CSS ${kb(css)}`).toBeLessThanOrEqual(ORCAMENTO_CSS_GZIP);
    }
    console.info(relatorio.join('\n'));
  }, 120_000);
});
