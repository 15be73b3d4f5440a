/**
 * Responsive photo variants, shared by the server (which writes them) and the client (which
 * builds srcset from them). A photo stored at /uploads/fornecedores/{id}/{base}.{ext} has its
 * WebP variants beside it at {base}-w{largura}.webp; the database keeps the original URL and the
 * list of widths written (empty for media without variants: videos, animations, older uploads).
 */
export const LARGURAS_IMAGEM = [320, 640, 1280] as const;

const VARIANTE_RE = /^(.+)-w(\d+)\.webp$/;

/** The URL of a variant: the original's name without its extension, `-w{largura}.webp`. */
export function urlVariante(url: string, largura: number): string {
  const barra = url.lastIndexOf('/');
  const ponto = url.lastIndexOf('.');
  const base = ponto > barra ? url.slice(0, ponto) : url;
  return `${base}-w${largura}.webp`;
}

/** Whether a file name is a variant of the file whose name (without extension) is `base`. */
export function ehVarianteDe(nome: string, base: string): boolean {
  const m = VARIANTE_RE.exec(nome);
  return !!m && m[1] === base;
}

/** `srcset` for a photo with variants, or undefined (the plain src is then the only source). */
export function srcsetDe(url: string, larguras: readonly number[] | null | undefined): string | undefined {
  if (!larguras?.length || !url.startsWith('/uploads/')) return undefined;
  return larguras.map((w) => `${urlVariante(url, w)} ${w}w`).join(', ');
}

/**
 * The widths to write for an original `largura` pixels wide: each width of the ladder below it,
 * then one at min(largura, 1280). Never larger than the original; a 400-px photo gets 320 and
 * 400 (not just 320: a 2x phone would otherwise get a blurrier image than the original).
 */
export function largurasPara(largura: number): number[] {
  const topo = Math.min(largura, LARGURAS_IMAGEM[LARGURAS_IMAGEM.length - 1]);
  if (topo < 1) return [];
  return [...LARGURAS_IMAGEM.filter((w) => w < topo), topo];
}

/** Reads the stored list ("[320,640]"), tolerating null and junk (then: no variants). */
export function lerLarguras(texto: string | null | undefined): number[] {
  if (!texto) return [];
  try {
    const v: unknown = JSON.parse(texto);
    return Array.isArray(v) && v.every((n) => Number.isInteger(n) && n > 0) ? (v as number[]) : [];
  } catch {
    return [];
  }
}
