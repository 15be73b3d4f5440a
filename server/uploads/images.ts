import sharp from 'sharp';
import { AppError } from '../errors.js';
import { type ArquivoEnviado, detectarArquivo, LIMITE_PIXELS, type TipoArquivo } from './validate.js';

/** Longest side of a stored image, in pixels. */
export const LADO_MAXIMO_PX = 1920;

export interface MidiaPronta {
  tipo: TipoArquivo;
  ext: string;
  dados: Buffer;
}

/**
 * Re-encodes an image with sharp: orientation applied, then every metadata block (EXIF, GPS,
 * ICC, XMP) dropped, at most 1920 px on either side, the pixel count limited before decoding.
 * Anything sharp cannot decode (a polyglot, truncated bytes) is refused.
 */
export async function reencodarImagem(dados: Buffer, ext: string): Promise<Buffer> {
  const animado = ext === 'gif' || ext === 'webp';
  try {
    const meta = await sharp(dados, { limitInputPixels: LIMITE_PIXELS, animated: animado }).metadata();
    const largura = meta.width ?? 0;
    const altura = meta.pageHeight ?? meta.height ?? 0;
    const paginas = meta.pages ?? 1;
    if (!largura || !altura) throw new Error('sem dimensões');
    if (largura * altura * paginas > LIMITE_PIXELS) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'A imagem tem pixels demais. Envie uma imagem menor.', {
        appCode: 'ARQUIVO_RECUSADO',
      });
    }
    let img = sharp(dados, { limitInputPixels: LIMITE_PIXELS, animated: animado, failOn: 'error' })
      .rotate()
      .resize({ width: LADO_MAXIMO_PX, height: LADO_MAXIMO_PX, fit: 'inside', withoutEnlargement: true });
    if (ext === 'jpg') img = img.jpeg({ quality: 85, mozjpeg: true });
    else if (ext === 'png') img = img.png({ compressionLevel: 9 });
    else if (ext === 'webp') img = img.webp({ quality: 82 });
    else img = img.gif();
    return await img.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof Error && /pixel limit/i.test(err.message)) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'A imagem tem pixels demais. Envie uma imagem menor.', {
        appCode: 'ARQUIVO_RECUSADO',
      });
    }
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Erro ao processar a imagem', {
      appCode: 'ARQUIVO_RECUSADO',
    });
  }
}

/** Checks and prepares a file for storage: images re-encoded, mp4 kept as sent (checked by its bytes). */
export async function prepararMidia(
  arquivo: ArquivoEnviado,
  aceitos: readonly TipoArquivo[],
): Promise<MidiaPronta> {
  const detectado = await detectarArquivo(arquivo, aceitos);
  if (detectado.tipo === 'video') return { tipo: 'video', ext: 'mp4', dados: arquivo.dados };
  return { tipo: 'imagem', ext: detectado.ext, dados: await reencodarImagem(arquivo.dados, detectado.ext) };
}
