/**
 * The web font files the first screen of a public page paints with (body text: Inter 400; titles:
 * Playfair Display 700), both latin: the ones the server render should preload
 * (<link rel="preload" as="font" type="font/woff2" crossorigin>). Vite fingerprints them, so the
 * URL comes from the build's manifest: fontesAcimaDaDobra(manifest) finds them by file name.
 */
export const FONTES_ACIMA_DA_DOBRA = ['inter-latin-400-normal', 'playfair-display-latin-700-normal'] as const;

/** '/assets/inter-latin-400-normal-<hash>.woff2'… from a Vite manifest (dist/client/.vite/manifest.json). */
export function fontesAcimaDaDobra(manifest: Record<string, { file: string }>): string[] {
  const arquivos = Object.values(manifest).map((c) => c.file);
  return FONTES_ACIMA_DA_DOBRA.flatMap((nome) => {
    const f = arquivos.find((a) => new RegExp(`(^|/)${nome}-[\\w-]+\\.woff2$`).test(a));
    return f ? [`/${f}`] : [];
  });
}
