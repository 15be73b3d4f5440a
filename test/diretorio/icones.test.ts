import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIAS_LINK } from '../../db/seed/taxonomy';
import { ARQUIVO_SPRITE, ARQUIVO_TIPOS, gerarIcones } from '../../scripts/gen-icones';
import { fontesAcimaDaDobra } from '../../server/ssr/fontes.js';
import { iconeDaClasse } from '../../src/components/icone-fa';
import { ICONE_PADRAO, ICONES } from '../../src/lib/link-buttons';

const SRC = path.resolve(import.meta.dirname, '../../src');
function arquivos(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const f = path.join(dir, n);
    return statSync(f).isDirectory() ? arquivos(f) : /\.tsx?$/.test(n) ? [f] : [];
  });
}

describe('icon sprite (issue 14: no icon font on the first load)', () => {
  it('the committed sprite and its type module are what scripts/gen-icones.ts generates from src', () => {
    const { sprite, tipos } = gerarIcones();
    expect(readFileSync(ARQUIVO_SPRITE, 'utf8'), 'rode "npx tsx scripts/gen-icones.ts"').toBe(sprite);
    expect(readFileSync(ARQUIVO_TIPOS, 'utf8'), 'rode "npx tsx scripts/gen-icones.ts"').toBe(tipos);
    expect(sprite).toContain('CC BY 4.0');
  });

  it('draws the regular (outline) star apart from the solid one', () => {
    const { sprite } = gerarIcones();
    const caminho = (id: string) =>
      new RegExp(`<symbol id="${id}"[^>]*><path [^>]*d="([^"]+)"`).exec(sprite)?.[1];
    expect(caminho('fas-star')).toBeTruthy();
    expect(caminho('far-star')).toBeTruthy();
    expect(caminho('far-star')).not.toBe(caminho('fas-star'));
  });

  it('no component renders a Font Awesome class outside the link-category path', () => {
    const permitidos = new Set([
      'components/icone-fa.tsx',
      'lib/link-buttons.ts',
      'features/vitrine-editor/secoes.tsx',
      'features/admin/admin-catalogo-secoes.tsx',
    ]);
    const restantes = arquivos(SRC)
      .filter((f) => !permitidos.has(path.relative(SRC, f)))
      .filter((f) => /\bfa-(solid|regular|brands)\b|className="fa |'fa fa-/.test(readFileSync(f, 'utf8')));
    expect(restantes.map((f) => path.relative(SRC, f))).toEqual([]);
  });

  it('maps every seeded link category and link type to a sprite icon, and nothing else', () => {
    for (const c of CATEGORIAS_LINK) expect(iconeDaClasse(c.icone), c.icone).not.toBeNull();
    for (const classe of Object.values(ICONES)) expect(iconeDaClasse(classe), classe).not.toBeNull();
    expect(iconeDaClasse(ICONE_PADRAO)).toBe('fas-link');
    expect(iconeDaClasse('fas fa-phone')).toBe('fas-phone');
    expect(iconeDaClasse('fa fa-whatsapp')).toBe('fab-whatsapp');
    // Outside the subset, or with modifiers: the full Font Awesome CSS is loaded lazily instead.
    expect(iconeDaClasse('fa-solid fa-cake-candles')).toBeNull();
    expect(iconeDaClasse('fa-brands fa-whatsapp fa-2x')).toBeNull();
    expect(iconeDaClasse('fa-regular fa-phone')).toBeNull();
  });
});

describe('above-the-fold fonts (for the server render preload)', () => {
  it('finds the hashed woff2 of Inter 400 latin and Playfair 700 latin in a Vite manifest', () => {
    const manifest = {
      'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2': {
        file: 'assets/inter-latin-400-normal-C38fXH4l.woff2',
      },
      'node_modules/@fontsource/inter/files/inter-latin-ext-400-normal.woff2': {
        file: 'assets/inter-latin-ext-400-normal-C1nco2VV.woff2',
      },
      'node_modules/@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2': {
        file: 'assets/playfair-display-latin-700-normal-CuDiGg7c.woff2',
      },
    };
    expect(fontesAcimaDaDobra(manifest)).toEqual([
      '/assets/inter-latin-400-normal-C38fXH4l.woff2',
      '/assets/playfair-display-latin-700-normal-CuDiGg7c.woff2',
    ]);
  });
});
