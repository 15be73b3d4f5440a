import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors.js';
import { duracaoMp4 } from './mp4.js';

/** An uploaded file as the services receive it (REST multipart turns File objects into this). */
export interface ArquivoEnviado {
  nome: string;
  tipoDeclarado: string;
  dados: Buffer;
}

export type TipoArquivo = 'imagem' | 'video';

/** Size caps per kind (bytes) and the per-supplier quota. Written down in docs/decisions/uploads-tipo-pelos-bytes-limites-e-cota.md. */
export const LIMITE_IMAGEM_BYTES = 10 * 1024 * 1024;
export const LIMITE_VIDEO_BYTES = 50 * 1024 * 1024;
export const COTA_FORNECEDOR_BYTES = 200 * 1024 * 1024;
/** Decompression-bomb guard: at most 40 megapixels per image (all frames of a GIF together). */
export const LIMITE_PIXELS = 40_000_000;

const MIME_IMAGEM: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
const EXT_IMAGEM = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp']);
const EXT_VIDEO = new Set(['mp4', 'mov', 'avi', 'webm', 'm4v']);

export const MSG_VIDEO_INVALIDO =
  'Este vídeo não pôde ser lido. Envie um arquivo MP4 completo, que toque no seu aparelho.';

export interface ArquivoDetectado {
  tipo: TipoArquivo;
  mime: string;
  ext: string;
}

function recusar(message: string, status: 'BAD_REQUEST' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE') {
  return new AppError(status, message, { appCode: 'ARQUIVO_RECUSADO' });
}

/**
 * Decides the file's type from its bytes (magic numbers), never from the name or the declared
 * Content-Type; refuses a name or declared type that claims another kind (an mp4 named .jpg),
 * files over the cap of their kind, and a "video" that is only a header (./mp4.ts).
 */
export async function detectarArquivo(
  arquivo: ArquivoEnviado,
  aceitos: readonly TipoArquivo[],
): Promise<ArquivoDetectado> {
  if (!arquivo.dados.length) throw recusar('O arquivo está vazio.', 'BAD_REQUEST');
  const detectado = await fileTypeFromBuffer(arquivo.dados);
  let resultado: ArquivoDetectado | null = null;
  if (detectado && MIME_IMAGEM[detectado.mime]) {
    resultado = { tipo: 'imagem', mime: detectado.mime, ext: MIME_IMAGEM[detectado.mime]! };
  } else if (detectado && detectado.mime === 'video/mp4') {
    resultado = { tipo: 'video', mime: 'video/mp4', ext: 'mp4' };
  }
  if (!resultado || !aceitos.includes(resultado.tipo)) {
    throw recusar(
      aceitos.includes('video')
        ? 'Arquivo não suportado. Envie uma imagem (JPEG, PNG, GIF ou WebP) ou um vídeo MP4.'
        : 'Arquivo não suportado. Envie uma imagem JPEG, PNG, GIF ou WebP.',
      'UNSUPPORTED_MEDIA_TYPE',
    );
  }
  const extNome = arquivo.nome.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
  const declaradoImagem = EXT_IMAGEM.has(extNome) || arquivo.tipoDeclarado.startsWith('image/');
  const declaradoVideo = EXT_VIDEO.has(extNome) || arquivo.tipoDeclarado.startsWith('video/');
  if ((resultado.tipo === 'video' && declaradoImagem) || (resultado.tipo === 'imagem' && declaradoVideo)) {
    throw recusar('O conteúdo do arquivo não corresponde ao tipo informado.', 'UNSUPPORTED_MEDIA_TYPE');
  }
  const limite = resultado.tipo === 'imagem' ? LIMITE_IMAGEM_BYTES : LIMITE_VIDEO_BYTES;
  if (arquivo.dados.length > limite) {
    throw recusar(
      `O arquivo excede o tamanho máximo de ${Math.round(limite / 1024 / 1024)} MB.`,
      'PAYLOAD_TOO_LARGE',
    );
  }
  if (resultado.tipo === 'video' && duracaoMp4(arquivo.dados) === null) {
    throw recusar(MSG_VIDEO_INVALIDO, 'UNSUPPORTED_MEDIA_TYPE');
  }
  return resultado;
}

/** Refuses an upload that would take the supplier past its media quota. */
export function verificarCota(usadoBytes: number, novoBytes: number, liberadoBytes = 0): void {
  if (usadoBytes - liberadoBytes + novoBytes > COTA_FORNECEDOR_BYTES) {
    throw recusar(
      `O espaço de mídia desta vitrine (${COTA_FORNECEDOR_BYTES / 1024 / 1024} MB) está cheio. Remova arquivos da galeria e tente novamente.`,
      'PAYLOAD_TOO_LARGE',
    );
  }
}
