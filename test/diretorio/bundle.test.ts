import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/** First-load JS budget of the public pages (gzip), and libraries they must never load. */
export const ORCAMENTO_GZIP = 150 * 1024;
const PAGINAS_PUBLICAS = [
  'src/features/home/home-page.tsx',
  'src/features/fornecedores/lista-page.tsx',
  'src/features/fornecedores/detalhe-page.tsx',
  'src/features/fornecedores/nome-redirect-page.tsx',
  'src/features/blog/blog-page.tsx',
  'src/features/blog/artigo-page.tsx',
];
/** Markers that only these libraries' code carries. */
const PROIBIDOS: [string, RegExp][] = [
  ['tiptap', /tiptap|ProseMirror/],
  ['apexcharts', /apexcharts/i],
  ['cropper', /advanced-cropper|react-advanced-cropper/],
  ['pica', /multimath|pica\.resize|createResizeMetadata/],
];

const ROOT = path.resolve(import.meta.dirname, '../..');
const NO_CI = process.env.CI === 'true' || process.env.CI === '1';
const dirPadrao = path.resolve(process.env.CLIENT_DIST ?? 'dist/client');

function ehBuildDeProducao(d: string): boolean {
  const m = path.join(d, '.vite/manifest.json');
  if (!existsSync(m)) return false;
  const manifest = JSON.parse(readFileSync(m, 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
  const entrada = Object.values(manifest).find((c) => c.isEntry);
  // A build made with NODE_ENV other than production carries React's development runtime.
  return !!entrada && !/jsxDEV/.test(readFileSync(path.join(d, entrada.file), 'utf8'));
}

/** The build to measure: the existing production build, or (in CI only) a fresh one in a temp dir. */
function pastaDoBuild(): string | null {
  if (ehBuildDeProducao(dirPadrao)) return dirPadrao;
  if (!NO_CI) return null;
  const destino = mkdtempSync(path.join(os.tmpdir(), 'vs-bundle-'));
  execSync('npx vite build', {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', CLIENT_DIST: destino },
  });
  return destino;
}

const dir = pastaDoBuild();
if (!dir) {
  console.warn(
    `[bundle] sem build de produção em ${dirPadrao}: rode "npm run build" (NODE_ENV=production) para medir o orçamento de JS.`,
  );
}

type Chunk = { file: string; imports?: string[]; isEntry?: boolean; css?: string[] };

describe.skipIf(!dir)('public pages first-load JS (Vite manifest)', () => {
  it('stays within 150 KB gzip per public page, without tiptap, apexcharts, cropper or pica', () => {
    const pasta = dir as string;
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
    const relatorio: string[] = [];
    for (const pagina of PAGINAS_PUBLICAS) {
      expect(manifest[pagina], `${pagina} ausente do manifest`).toBeTruthy();
      const arquivos = new Set<string>();
      const visitar = (chave: string) => {
        const c = manifest[chave];
        if (!c || arquivos.has(c.file)) return;
        arquivos.add(c.file);
        for (const i of c.imports ?? []) visitar(i);
      };
      visitar(entrada as string);
      visitar(pagina);
      let total = 0;
      for (const f of arquivos) {
        if (!f.endsWith('.js')) continue;
        const code = readFileSync(path.join(pasta, f));
        total += gzipSync(code).length;
        const texto = code.toString('utf8');
        for (const [nome, re] of PROIBIDOS) {
          expect(re.test(texto) || f.toLowerCase().includes(nome), `${pagina} carrega ${nome} em ${f}`).toBe(
            false,
          );
        }
      }
      relatorio.push(`${pagina}: ${(total / 1024).toFixed(1)} KB gzip`);
      expect(total, `${pagina}: ${(total / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(ORCAMENTO_GZIP);
    }
    console.info(relatorio.join('\n'));
  });
});
