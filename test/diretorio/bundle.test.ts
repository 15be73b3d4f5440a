import { existsSync, readFileSync } from 'node:fs';
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

const dir = path.resolve(process.env.CLIENT_DIST ?? 'dist/client');
const manifestPath = path.join(dir, '.vite/manifest.json');
const temBuild = existsSync(manifestPath);
if (!temBuild && !process.env.CI) {
  console.warn(`[bundle] sem build em ${manifestPath}: rode "npm run build" para medir o orçamento de JS.`);
}

type Chunk = { file: string; imports?: string[]; isEntry?: boolean; css?: string[] };

describe.skipIf(!temBuild && !process.env.CI)('public pages first-load JS (Vite manifest)', () => {
  it('stays within 150 KB gzip per public page, without tiptap, apexcharts, cropper or pica', () => {
    expect(temBuild, `manifest ausente em ${manifestPath}`).toBe(true);
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
    const entrada = Object.keys(manifest).find((k) => manifest[k].isEntry);
    expect(entrada).toBeTruthy();
    const entradaJs = readFileSync(path.join(dir, manifest[entrada as string].file), 'utf8');
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
        const code = readFileSync(path.join(dir, f));
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
