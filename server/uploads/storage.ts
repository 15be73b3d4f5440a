import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { AppError } from '../errors.js';
import type { Logger } from '../logger.js';
import { ehVarianteDe, urlVariante } from '../schemas/imagens.js';

/**
 * The one place that touches uploaded files: a store of keys (`fornecedores/{id}/{file}`), on the
 * local disk (DATA_DIR/uploads, below) or in an S3-compatible bucket (./s3.ts). What the app does
 * with them (random names, variants, a supplier's folder) is written once, in the functions
 * further down, over this interface. Public URLs are `/uploads/{key}`.
 */
export interface UploadStorage {
  /** 'disco' or 's3': which store answers (the diagnostics page says it). */
  readonly tipo: 'disco' | 's3';
  /** Writes (or replaces) an object. */
  put(key: string, data: Buffer): Promise<void>;
  /** The object's bytes; null when it does not exist or the key is not a valid one. */
  get(key: string): Promise<Buffer | null>;
  /**
   * Bytes `inicio`..`fim` (inclusive; `fim` clamped to the object) as a stream, with the object's
   * whole size: what /uploads serves (ranges for video players) without holding a file in memory.
   * Null when it does not exist or the key is not a valid one.
   */
  lerFaixa(key: string, inicio: number, fim: number): Promise<Faixa | null>;
  /** Size and dates of an object, or null when it does not exist. */
  stat(key: string): Promise<InfoObjeto | null>;
  /** Removes an object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefixo` (a folder: '' or ending in '/'), any depth. */
  list(prefixo: string): Promise<ObjetoListado[]>;
  /** Removes every object under `prefixo` (a folder, ending in '/'). */
  deletePrefix(prefixo: string): Promise<void>;
  /** Whether the store answers and accepts writes (the upload diagnostics page). */
  verificar(): Promise<LocalDoArmazenamento[]>;
}

export interface InfoObjeto {
  tamanho: number;
  /** Creation time when the store knows it (disk), else the last write. */
  criado: Date | null;
  /** Unix permission bits in octal ("644"), on the disk only. */
  permissoes: string | null;
}

export interface Faixa {
  /** The whole object's size in bytes. */
  tamanho: number;
  corpo: ReadableStream<Uint8Array>;
}

export interface ObjetoListado {
  key: string;
  tamanho: number;
  /** Last write (null when the store does not say): the orphan sweep leaves young files alone. */
  modificado: Date | null;
}

/** A folder or bucket as the diagnostics page shows it. */
export interface LocalDoArmazenamento {
  path: string;
  exists: boolean;
  writable: boolean;
  permissions: string | null;
  itens: number;
}

export const MSG_ARMAZENAMENTO_INDISPONIVEL =
  'O armazenamento de arquivos está indisponível no momento. Tente novamente em instantes.';

/**
 * The store did not answer (a bucket down, refused credentials): a 503 with a clear message for
 * the person (REST and tRPC alike), never "file not found". `motivo` (a code such as ECONNREFUSED
 * or an S3 error name, no keys) is for the logs and the CLI.
 */
export class ArmazenamentoIndisponivel extends AppError {
  readonly motivo: string;
  constructor(motivo: string) {
    super('SERVICE_UNAVAILABLE', MSG_ARMAZENAMENTO_INDISPONIVEL, { retryAfter: 5 });
    this.name = 'ArmazenamentoIndisponivel';
    this.motivo = motivo;
  }
}

/**
 * A key as the stores accept it: relative, '/'-separated, no empty, '.' or '..' segment, no
 * backslash or NUL. Anything else is refused by both stores (null), however it was encoded.
 */
export function chaveValida(key: string): boolean {
  if (!key || key.length > 1024 || key.includes('\0') || key.includes('\\')) return false;
  return key.split('/').every((parte) => parte !== '' && parte !== '.' && parte !== '..');
}

/** The key of a public URL (/uploads/…, percent-decoded once), or null when it is not a valid one. */
export function chaveDaUrl(url: string): string | null {
  if (!url.startsWith('/uploads/')) return null;
  let key: string;
  try {
    key = decodeURIComponent(url.slice('/uploads/'.length));
  } catch {
    return null;
  }
  return chaveValida(key) ? key : null;
}

export const urlDaChave = (key: string) => `/uploads/${key}`;

/** The body of an empty range (a range that starts at or past the end of the object). */
export const corpoVazio = () =>
  new ReadableStream<Uint8Array>({
    start(c) {
      c.close();
    },
  });

/** The prefix of every key the app writes (its suppliers' folders). */
export const PASTA_FORNECEDORES = 'fornecedores/';
const pastaDoFornecedor = (fornecedorId: number) => `${PASTA_FORNECEDORES}${fornecedorId}/`;

function chaveOuErro(key: string): string {
  if (!chaveValida(key)) throw new Error(`Chave de upload inválida: ${JSON.stringify(key)}`);
  return key;
}

/** What a file being written is called until it is complete (`{name}.parcial-{random}`). */
export const SUFIXO_TEMPORARIO = '.parcial-';

/** DATA_DIR/uploads: keys are paths under the folder (never outside it). */
export function createLocalStorage(uploadsRoot: string): UploadStorage {
  const root = path.resolve(uploadsRoot);
  const arquivo = (key: string) => {
    const full = path.resolve(root, key);
    return full.startsWith(root + path.sep) ? full : null;
  };
  const caminho = (key: string) => {
    const full = arquivo(chaveOuErro(key));
    if (!full) throw new Error(`Chave de upload inválida: ${JSON.stringify(key)}`);
    return full;
  };

  async function percorrer(dir: string, prefixo: string, saida: ObjetoListado[]) {
    let entradas: import('node:fs').Dirent[];
    try {
      entradas = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entradas) {
      if (e.isDirectory()) await percorrer(path.join(dir, e.name), `${prefixo}${e.name}/`, saida);
      else if (e.isFile()) {
        const s = await stat(path.join(dir, e.name)).catch(() => null);
        if (s) saida.push({ key: `${prefixo}${e.name}`, tamanho: s.size, modificado: s.mtime });
      }
    }
  }

  async function pasta(relativo: string): Promise<LocalDoArmazenamento> {
    const full = relativo ? path.join(root, relativo) : root;
    const nome = relativo ? `uploads/${relativo}` : 'uploads';
    try {
      const s = await stat(full);
      const writable = await access(full, constants.W_OK).then(
        () => true,
        () => false,
      );
      return {
        path: nome,
        exists: s.isDirectory(),
        writable,
        permissions: (s.mode & 0o777).toString(8),
        itens: s.isDirectory() ? (await readdir(full)).length : 0,
      };
    } catch {
      return { path: nome, exists: false, writable: false, permissions: null, itens: 0 };
    }
  }

  return {
    tipo: 'disco',
    async put(key, data) {
      const full = caminho(key);
      await mkdir(path.dirname(full), { recursive: true });
      // Written under a temporary name, then renamed: a write cut short (a full disk, a crash)
      // never leaves a partial or empty file under the real name, and the temporary one is removed.
      const temporario = `${full}${SUFIXO_TEMPORARIO}${randomBytes(6).toString('hex')}`;
      try {
        await writeFile(temporario, data);
        await rename(temporario, full);
      } catch (err) {
        await rm(temporario, { force: true }).catch(() => {});
        throw err;
      }
    },
    async get(key) {
      const full = chaveValida(key) ? arquivo(key) : null;
      if (!full) return null;
      try {
        return await readFile(full);
      } catch {
        return null;
      }
    },
    async lerFaixa(key, inicio, fim) {
      const full = chaveValida(key) ? arquivo(key) : null;
      if (!full) return null;
      const arq = await open(full).catch(() => null);
      if (!arq) return null;
      const s = await arq.stat().catch(() => null);
      if (!s?.isFile() || inicio >= s.size) {
        await arq.close();
        return s?.isFile() ? { tamanho: s.size, corpo: corpoVazio() } : null;
      }
      // The stream owns the handle from here: closed at its end, on error or when cancelled.
      const leitura = arq.createReadStream({ start: inicio, end: Math.min(fim, s.size - 1) });
      return { tamanho: s.size, corpo: Readable.toWeb(leitura) as ReadableStream<Uint8Array> };
    },
    async stat(key) {
      const full = chaveValida(key) ? arquivo(key) : null;
      if (!full) return null;
      try {
        const s = await stat(full);
        if (!s.isFile()) return null;
        return {
          tamanho: s.size,
          criado: s.birthtimeMs > 0 ? s.birthtime : s.ctime,
          permissoes: (s.mode & 0o777).toString(8),
        };
      } catch {
        return null;
      }
    },
    async delete(key) {
      const full = caminho(key);
      await rm(full, { force: true });
    },
    async list(prefixo) {
      const saida: ObjetoListado[] = [];
      if (prefixo && !prefixo.endsWith('/')) throw new Error('O prefixo é uma pasta (termina em /).');
      const dir = prefixo ? caminho(prefixo.slice(0, -1)) : root;
      await percorrer(dir, prefixo, saida);
      return saida;
    },
    async deletePrefix(prefixo) {
      if (!prefixo.endsWith('/')) throw new Error('O prefixo é uma pasta (termina em /).');
      const dir = caminho(prefixo.slice(0, -1));
      await rm(dir, { recursive: true, force: true });
    },
    async verificar() {
      return [await pasta(''), await pasta('fornecedores')];
    },
  };
}

// ——— What the app stores, over any UploadStorage ———

/** Writes bytes under fornecedores/{id}/ with a random name; returns the public URL. */
export async function saveFornecedorFile(
  storage: UploadStorage,
  fornecedorId: number,
  ext: string,
  data: Buffer,
): Promise<string> {
  const safeExt = ext.replace(/[^a-z0-9]/gi, '').toLowerCase();
  const key = `${pastaDoFornecedor(fornecedorId)}${randomBytes(16).toString('hex')}.${safeExt}`;
  await storage.put(key, data);
  return urlDaChave(key);
}

/**
 * Writes the WebP variants of a stored photo beside it (names from server/schemas/imagens.ts),
 * replacing any earlier copy of the same variant; returns their URLs.
 */
export async function saveVariantes(
  storage: UploadStorage,
  url: string,
  variantes: readonly { largura: number; dados: Buffer }[],
): Promise<string[]> {
  const escritos: string[] = [];
  for (const v of variantes) {
    const destino = urlVariante(url, v.largura);
    const key = chaveDaUrl(destino);
    if (!key) throw new Error(`URL de upload inválida: ${url}`);
    await storage.put(key, v.dados);
    escritos.push(destino);
  }
  return escritos;
}

/** The bytes of a stored file given its public URL; null when missing or not an upload URL. */
export async function readByUrl(storage: UploadStorage, url: string): Promise<Buffer | null> {
  const key = chaveDaUrl(url);
  return key ? storage.get(key) : null;
}

/** Removes a file given its public URL, and its variants; ignores URLs outside the uploads. */
export async function removeByUrl(storage: UploadStorage, url: string): Promise<void> {
  const key = chaveDaUrl(url);
  if (!key) return;
  await storage.delete(key);
  // Its variants: every {base}-w{n}.webp in the same folder (random bases never collide).
  const barra = key.lastIndexOf('/');
  const pastaDoArquivo = key.slice(0, barra + 1);
  const nome = key.slice(barra + 1);
  const base = nome.includes('.') ? nome.slice(0, nome.lastIndexOf('.')) : nome;
  if (!pastaDoArquivo) return;
  for (const o of await storage.list(pastaDoArquivo)) {
    const resto = o.key.slice(pastaDoArquivo.length);
    if (!resto.includes('/') && ehVarianteDe(resto, base)) await storage.delete(o.key);
  }
}

export function removeFornecedorFolder(storage: UploadStorage, fornecedorId: number): Promise<void> {
  return storage.deletePrefix(pastaDoFornecedor(fornecedorId));
}

/**
 * The upload folders of suppliers whose rows are already deleted (committed). A store that fails
 * here neither undoes nor fails the deletion the user asked for: the folder is logged as orphaned
 * (with its key prefix), to be removed by hand.
 */
export async function removerPastasDeExcluidos(
  storage: UploadStorage,
  logger: Logger,
  fornecedorIds: readonly number[],
  acao: string,
): Promise<void> {
  for (const fornecedorId of fornecedorIds) {
    try {
      await removeFornecedorFolder(storage, fornecedorId);
    } catch (err) {
      logger.error(
        { err, fornecedorId, pasta: pastaDoFornecedor(fornecedorId) },
        `${acao}: pasta de uploads não removida (órfã)`,
      );
    }
  }
}

/** The files directly in a supplier's folder, with their public URLs. */
export async function listFornecedorFiles(
  storage: UploadStorage,
  fornecedorId: number,
): Promise<{ name: string; size: number; path: string }[]> {
  const prefixo = pastaDoFornecedor(fornecedorId);
  return (await storage.list(prefixo))
    .map((o) => ({ name: o.key.slice(prefixo.length), size: o.tamanho, path: urlDaChave(o.key) }))
    .filter((f) => !f.name.includes('/'));
}

/**
 * Stores prepared media and its variants (the one write path of the services and the demo
 * seed). The original's URL goes into `escritos` before the variants are written, so whoever
 * cleans up after a failure removes both (removeByUrl takes the variants along). `larguras` is
 * what the database keeps: the widths as JSON, null when there are none.
 */
export async function gravarMidia(
  storage: UploadStorage,
  fornecedorId: number,
  midia: { ext: string; dados: Buffer; variantes: readonly { largura: number; dados: Buffer }[] },
  escritos: string[],
): Promise<{ url: string; larguras: string | null }> {
  const url = await saveFornecedorFile(storage, fornecedorId, midia.ext, midia.dados);
  escritos.push(url);
  if (!midia.variantes.length) return { url, larguras: null };
  await saveVariantes(storage, url, midia.variantes);
  return { url, larguras: JSON.stringify(midia.variantes.map((v) => v.largura)) };
}
