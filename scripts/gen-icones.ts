// Generates the app's icon sprite (no icon font, no icon CSS):
//   src/components/icones.svg            one <symbol id="fas-star"> per Font Awesome Free icon used
//   src/components/icones.generated.ts   the NomeIcone type (the symbol names), for <Icone nome>
// The icons are found in src as quoted names: 'fas-star' (solid), 'far-star' (regular),
// 'fab-whatsapp' (brands), read from @fortawesome/fontawesome-free/svgs/{solid,regular,brands}/.
// Run `npx tsx scripts/gen-icones.ts` after using a new icon; test/diretorio/icones.test.ts fails
// while the generated files are stale.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');
export const ARQUIVO_SPRITE = path.join(SRC, 'components/icones.svg');
export const ARQUIVO_TIPOS = path.join(SRC, 'components/icones.generated.ts');
const PACOTE = path.join(ROOT, 'node_modules/@fortawesome/fontawesome-free');
const ESTILOS = { fas: 'solid', far: 'regular', fab: 'brands' } as const;
const NOME_RE = /['"`](fa[srb]-[a-z0-9]+(?:-[a-z0-9]+)*)['"`]/g;

function arquivosFonte(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const f = path.join(dir, n);
    if (statSync(f).isDirectory()) return arquivosFonte(f);
    return /\.tsx?$/.test(n) && f !== ARQUIVO_TIPOS ? [f] : [];
  });
}

/** The sprite and the type module for the icons named in src (sorted: stable output). */
export function gerarIcones(): { sprite: string; tipos: string } {
  const usados = new Set<string>();
  for (const f of arquivosFonte(SRC))
    for (const m of readFileSync(f, 'utf8').matchAll(NOME_RE)) usados.add(m[1]);
  const { version } = JSON.parse(readFileSync(path.join(PACOTE, 'package.json'), 'utf8')) as {
    version: string;
  };
  const nomes = [...usados].sort();
  const simbolos = nomes.map((nome) => {
    const estilo = ESTILOS[nome.slice(0, 3) as keyof typeof ESTILOS];
    const arquivo = path.join(PACOTE, 'svgs', estilo, `${nome.slice(4)}.svg`);
    let svg: string;
    try {
      svg = readFileSync(arquivo, 'utf8');
    } catch {
      throw new Error(`${nome}: ícone inexistente no Font Awesome Free (${path.relative(ROOT, arquivo)})`);
    }
    const caixa = /viewBox="([\d ]+)"/.exec(svg);
    const caminhos = [...svg.matchAll(/<path[^>]* d="([^"]+)"/g)];
    if (!caixa || caminhos.length !== 1) throw new Error(`${nome}: SVG inesperado (${arquivo})`);
    return `<symbol id="${nome}" viewBox="${caixa[1]}"><path fill="currentColor" d="${caminhos[0][1]}"/></symbol>`;
  });
  const atribuicao = `Font Awesome Free ${version} by @fontawesome - https://fontawesome.com - License (icons): CC BY 4.0 https://fontawesome.com/license/free - Copyright Fonticons, Inc.`;
  const sprite = [
    `<svg xmlns="http://www.w3.org/2000/svg"><!-- Gerado por scripts/gen-icones.ts. ${atribuicao} -->`,
    ...simbolos,
    '</svg>',
    '',
  ].join('\n');
  const tipos = [
    '// Gerado por scripts/gen-icones.ts: não editar à mão.',
    `// ${atribuicao}`,
    '',
    '/** The symbols of src/components/icones.svg: fas- solid, far- regular (outline), fab- brands. */',
    'export type NomeIcone =',
    ...nomes.map((n, i) => `  | '${n}'${i === nomes.length - 1 ? ';' : ''}`),
    '',
  ].join('\n');
  return { sprite, tipos };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { sprite, tipos } = gerarIcones();
  writeFileSync(ARQUIVO_SPRITE, sprite);
  writeFileSync(ARQUIVO_TIPOS, tipos);
  console.log(`${path.relative(ROOT, ARQUIVO_SPRITE)}: ${sprite.split('<symbol').length - 1} ícones`);
}
