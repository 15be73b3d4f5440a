/**
 * The shared image optimiser: pica resizes in the browser before upload. pica itself is loaded on
 * demand (dynamic import), so pages that never upload never download it.
 */
export interface OpcoesCompressao {
  /** Target size in bytes (default 1 MB). */
  maxBytes?: number;
  /** Longest side in pixels (default 1920). */
  maxLado?: number;
  /** Attempts lowering the quality, then the size (default 10). */
  maxIteracoes?: number;
  /** Initial quality (default 0.8). */
  qualidade?: number;
}

export const COMPRESSAO_PADRAO = { maxBytes: 1024 * 1024, maxLado: 1920, maxIteracoes: 10, qualidade: 0.8 };
/** The rich-text editor's image upload: 2 MB, 1920 px. */
export const COMPRESSAO_EDITOR = { ...COMPRESSAO_PADRAO, maxBytes: 2 * 1024 * 1024 };

const OTIMIZAVEIS = ['jpeg', 'jpg', 'png', 'gif', 'webp', 'bmp'];

/** Only jpeg, jpg, png, gif, webp and bmp are optimised; anything else is returned unchanged. */
export function otimizavel(file: { type: string; name: string }): boolean {
  const doTipo = file.type.startsWith('image/') ? file.type.slice(6).toLowerCase() : '';
  const daExt = file.name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  return OTIMIZAVEIS.includes(doTipo) || (!file.type && OTIMIZAVEIS.includes(daExt));
}

const EXT_POR_TIPO: Record<string, string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/x-msvideo': 'avi',
};

/** The extension a MIME type implies (jpeg, png, gif, webp, mp4, mov, avi). */
export function extensaoDoTipo(tipo: string): string | null {
  return EXT_POR_TIPO[tipo] ?? null;
}

/** Keeps or corrects the file name's extension for the type actually produced. */
export function corrigirExtensao(nome: string, tipo: string): string {
  const ext = extensaoDoTipo(tipo);
  if (!ext) return nome;
  const base = nome.replace(/\.[a-z0-9]+$/i, '') || 'imagem';
  return `${base}.${ext}`;
}

let webp: boolean | null = null;
export function suportaWebp(): boolean {
  if (webp !== null) return webp;
  try {
    const c = document.createElement('canvas');
    c.width = c.height = 1;
    webp = c.toDataURL('image/webp').startsWith('data:image/webp');
  } catch {
    webp = false;
  }
  return webp;
}

function paraBlob(canvas: HTMLCanvasElement, tipo: string, qualidade: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob falhou'))), tipo, qualidade),
  );
}

/**
 * Resizes to at most `maxLado` px and re-encodes (webp when the browser supports it, else
 * JPEG; PNG stays PNG without webp), lowering the quality and then the size for up to
 * `maxIteracoes` tries until it fits `maxBytes`. Any failure returns the original file.
 */
export async function comprimirImagem(file: File, opcoes: OpcoesCompressao = {}): Promise<File> {
  const o = { ...COMPRESSAO_PADRAO, ...opcoes };
  if (!otimizavel(file)) return file;
  try {
    const { default: pica } = await import('pica');
    const p = pica();
    const bitmap = await createImageBitmap(file);
    const origem = document.createElement('canvas');
    origem.width = bitmap.width;
    origem.height = bitmap.height;
    origem.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close?.();
    const tipo = suportaWebp() ? 'image/webp' : file.type === 'image/png' ? 'image/png' : 'image/jpeg';
    let escala = Math.min(1, o.maxLado / Math.max(origem.width, origem.height));
    let qualidade = o.qualidade;
    let blob: Blob | null = null;
    for (let i = 0; i < o.maxIteracoes; i++) {
      const destino = document.createElement('canvas');
      destino.width = Math.max(1, Math.round(origem.width * escala));
      destino.height = Math.max(1, Math.round(origem.height * escala));
      await p.resize(origem, destino);
      blob = await paraBlob(destino, tipo, qualidade);
      if (blob.size <= o.maxBytes) break;
      if (qualidade > 0.45) qualidade = Math.round((qualidade - 0.1) * 100) / 100;
      else escala *= 0.8;
    }
    if (!blob) return file;
    // Nothing gained on a file already within the limits: keep the original.
    if (blob.size >= file.size && file.size <= o.maxBytes && escala === 1) return file;
    return new File([blob], corrigirExtensao(file.name, tipo), { type: tipo, lastModified: Date.now() });
  } catch {
    return file;
  }
}
