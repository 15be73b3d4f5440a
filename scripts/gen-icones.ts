// Generates src/components/icones/: one module per Font Awesome Free icon the app uses (its SVG
// path), so pages draw inline SVG instead of loading the icon font and its CSS (issue 14). One
// module per icon lets the bundler put each icon only in the chunks that use it.
// The icons are found by name in src: `fasStar` (solid), `farStar` (regular), `fabWhatsapp`
// (brands), read from @fortawesome/fontawesome-free/svgs/{solid,regular,brands}/<name>.svg and
// imported from src/components/icones/<fas-star>.ts. Run `npx tsx scripts/gen-icones.ts` after
// using a new icon; test/diretorio/icones.test.ts fails while the folder is stale.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');
export const PASTA_ICONES = path.join(SRC, 'components/icones');
const PACOTE = path.join(ROOT, 'node_modules/@fortawesome/fontawesome-free');
const ESTILOS = { fas: 'solid', far: 'regular', fab: 'brands' } as const;
const NOME_RE = /\b(fas|far|fab)([A-Z][A-Za-z0-9]*)\b/g;

function arquivosFonte(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const f = path.join(dir, n);
    if (f === PASTA_ICONES) return [];
    if (statSync(f).isDirectory()) return arquivosFonte(f);
    return /\.tsx?$/.test(n) ? [f] : [];
  });
}

/** fabXTwitter -> fab-x-twitter */
function kebab(id: string): string {
  return id
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** File name -> module source, for every icon named in src. */
export function gerarIcones(): Map<string, string> {
  const usados = new Set<string>();
  for (const f of arquivosFonte(SRC))
    for (const m of readFileSync(f, 'utf8').matchAll(NOME_RE)) usados.add(m[0]);
  const { version } = JSON.parse(readFileSync(path.join(PACOTE, 'package.json'), 'utf8')) as {
    version: string;
  };
  const saida = new Map<string, string>();
  for (const id of [...usados].sort()) {
    const estilo = ESTILOS[id.slice(0, 3) as keyof typeof ESTILOS];
    const arquivo = path.join(PACOTE, 'svgs', estilo, `${kebab(id).slice(4)}.svg`);
    let svg: string;
    try {
      svg = readFileSync(arquivo, 'utf8');
    } catch {
      throw new Error(`${id}: ícone inexistente no Font Awesome Free (${path.relative(ROOT, arquivo)})`);
    }
    const caixa = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
    const caminhos = [...svg.matchAll(/<path[^>]* d="([^"]+)"/g)];
    if (!caixa || caminhos.length !== 1) throw new Error(`${id}: SVG inesperado (${arquivo})`);
    saida.set(
      `${kebab(id)}.ts`,
      [
        '// Gerado por scripts/gen-icones.ts: não editar à mão.',
        `// Font Awesome Free ${version} by @fontawesome - https://fontawesome.com (${estilo}/${kebab(id).slice(4)}.svg)`,
        '// Licença do ícone: CC BY 4.0 (https://fontawesome.com/license/free), Copyright Fonticons, Inc.',
        "import type { DadosIcone } from '../icone';",
        '',
        `export const ${id}: DadosIcone = [${caixa[1]}, ${caixa[2]}, '${caminhos[0][1]}'];`,
        '',
      ].join('\n'),
    );
  }
  return saida;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const icones = gerarIcones();
  mkdirSync(PASTA_ICONES, { recursive: true });
  for (const f of readdirSync(PASTA_ICONES)) if (!icones.has(f)) rmSync(path.join(PASTA_ICONES, f));
  for (const [f, codigo] of icones) writeFileSync(path.join(PASTA_ICONES, f), codigo);
  console.log(`${path.relative(ROOT, PASTA_ICONES)}: ${icones.size} ícones`);
}
