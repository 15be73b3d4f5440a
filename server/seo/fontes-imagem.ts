import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { woffParaSfnt } from './woff.js';

/**
 * The brand's fonts for text drawn in images (share cards): the same @fontsource files the site
 * uses, as TrueType files sharp can load by path. No system font is needed, so the card looks the
 * same on a server or CI runner without fonts (Debian's slim images have none). Each family name
 * is the one inside the file (fc-scan), which the Pango font description must name exactly, or
 * Pango silently falls back to another font; the comma ends the family, so "SemiBold" in
 * "Inter SemiBold" is read as part of the name, not as a weight.
 */
const FONTES = {
  titulo: {
    arquivo: '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff',
    pango: 'Playfair Display, Bold',
  },
  texto: { arquivo: '@fontsource/inter/files/inter-latin-400-normal.woff', pango: 'Inter,' },
  destaque: { arquivo: '@fontsource/inter/files/inter-latin-600-normal.woff', pango: 'Inter SemiBold,' },
} as const;

export type Fonte = keyof typeof FONTES;

const require = createRequire(import.meta.url);
const prontas = new Map<Fonte, string>();

/**
 * The TrueType file of a font (converted from the package's WOFF once per content, in the system's
 * temporary folder) and its Pango family. Written to a temporary name and renamed, so processes
 * starting together never read half a file.
 */
export function fonteParaImagem(fonte: Fonte): { arquivo: string; pango: string } {
  const def = FONTES[fonte];
  let arquivo = prontas.get(fonte);
  if (!arquivo) {
    const woff = readFileSync(require.resolve(def.arquivo));
    const hash = createHash('sha1').update(woff).digest('hex').slice(0, 16);
    const pasta = path.join(os.tmpdir(), 'vitrine-fontes');
    arquivo = path.join(pasta, `${path.basename(def.arquivo, '.woff')}-${hash}.ttf`);
    if (!existsSync(arquivo)) {
      mkdirSync(pasta, { recursive: true });
      const temporario = `${arquivo}.${process.pid}.tmp`;
      writeFileSync(temporario, woffParaSfnt(woff));
      renameSync(temporario, arquivo);
    }
    prontas.set(fonte, arquivo);
  }
  return { arquivo, pango: def.pango };
}
