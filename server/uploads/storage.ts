import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ehVarianteDe, urlVariante } from '../schemas/imagens.js';

/**
 * The one place that touches uploaded files. Local disk today; an S3-compatible store can
 * implement the same interface. Public URLs look like /uploads/fornecedores/{id}/{file}.
 */
export interface UploadStorage {
  readonly root: string;
  /** Writes bytes under fornecedores/{id}/ with a random name; returns the public URL. */
  saveFornecedorFile(fornecedorId: number, ext: string, data: Buffer): Promise<string>;
  /**
   * Writes the WebP variants of a stored photo beside it (names from server/schemas/imagens.ts),
   * replacing any earlier copy of the same variant; returns their URLs.
   */
  saveVariantes(url: string, variantes: readonly { largura: number; dados: Buffer }[]): Promise<string[]>;
  /** The bytes of a stored file given its public URL; null when missing or outside the uploads. */
  readByUrl(url: string): Promise<Buffer | null>;
  /** Removes a file given its public URL, and its variants; ignores URLs outside the uploads folder. */
  removeByUrl(url: string): Promise<void>;
  removeFornecedorFolder(fornecedorId: number): Promise<void>;
  /** Resolves a path relative to the uploads root, or null when it would escape it. */
  resolveSafe(relative: string): string | null;
  listFornecedorFiles(fornecedorId: number): Promise<{ name: string; size: number; path: string }[]>;
}

export function createLocalStorage(uploadsRoot: string): UploadStorage {
  const root = path.resolve(uploadsRoot);

  function resolveSafe(relative: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(relative);
    } catch {
      return null;
    }
    if (decoded.includes('\0') || decoded.includes('\\') || path.isAbsolute(decoded)) return null;
    if (decoded.split('/').some((part) => part === '..')) return null;
    const full = path.resolve(root, decoded);
    return full === root || full.startsWith(root + path.sep) ? full : null;
  }

  return {
    root,
    resolveSafe,
    async saveFornecedorFile(fornecedorId, ext, data) {
      const safeExt = ext.replace(/[^a-z0-9]/gi, '').toLowerCase();
      const dir = path.join(root, 'fornecedores', String(fornecedorId));
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${safeExt}`;
      await writeFile(path.join(dir, name), data, { flag: 'wx' });
      return `/uploads/fornecedores/${fornecedorId}/${name}`;
    },
    async readByUrl(url) {
      const full = url.startsWith('/uploads/') ? resolveSafe(url.slice('/uploads/'.length)) : null;
      if (!full) return null;
      try {
        return await readFile(full);
      } catch {
        return null;
      }
    },
    async saveVariantes(url, variantes) {
      const escritos: string[] = [];
      for (const v of variantes) {
        const destino = urlVariante(url, v.largura);
        const full = destino.startsWith('/uploads/') ? resolveSafe(destino.slice('/uploads/'.length)) : null;
        if (!full) throw new Error(`URL de upload inválida: ${url}`);
        await writeFile(full, v.dados);
        escritos.push(destino);
      }
      return escritos;
    },
    async removeByUrl(url) {
      if (!url.startsWith('/uploads/')) return;
      const full = resolveSafe(url.slice('/uploads/'.length));
      if (!full) return;
      await rm(full, { force: true });
      // Its variants: every {base}-w{n}.webp in the same folder (random bases never collide).
      const base = path.basename(full, path.extname(full));
      let nomes: string[] = [];
      try {
        nomes = await readdir(path.dirname(full));
      } catch {
        return;
      }
      for (const nome of nomes)
        if (ehVarianteDe(nome, base)) await rm(path.join(path.dirname(full), nome), { force: true });
    },
    async removeFornecedorFolder(fornecedorId) {
      await rm(path.join(root, 'fornecedores', String(fornecedorId)), { recursive: true, force: true });
    },
    async listFornecedorFiles(fornecedorId) {
      const dir = path.join(root, 'fornecedores', String(fornecedorId));
      let names: string[] = [];
      try {
        names = await readdir(dir);
      } catch {
        return [];
      }
      const files = [];
      for (const name of names) {
        const s = await stat(path.join(dir, name));
        if (s.isFile())
          files.push({ name, size: s.size, path: `/uploads/fornecedores/${fornecedorId}/${name}` });
      }
      return files;
    },
  };
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
  const url = await storage.saveFornecedorFile(fornecedorId, midia.ext, midia.dados);
  escritos.push(url);
  if (!midia.variantes.length) return { url, larguras: null };
  await storage.saveVariantes(url, midia.variantes);
  return { url, larguras: JSON.stringify(midia.variantes.map((v) => v.largura)) };
}
