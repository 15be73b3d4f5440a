import type { NivelDeAcesso } from '../services/permissoes.js';

export type Access = NivelDeAcesso;
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-JSON answer (a ZIP download, an image, an HTML page), documented by media type. */
export interface RespostaBinaria {
  binario: 'application/zip' | 'image/*' | 'text/html';
  descricao: string;
}

/** One multipart field: text (maybe JSON-encoded) or a file. */
export interface CampoMultipart {
  arquivo?: boolean;
  /** Several files under the same name. */
  multiplo?: boolean;
  descricao: string;
}
