import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The one place that touches uploaded files. Local disk today; an S3-compatible store can
 * implement the same interface. Public URLs look like /uploads/fornecedores/{id}/{file}.
 */
export interface UploadStorage {
  readonly root: string;
  /** Writes bytes under fornecedores/{id}/ with a random name; returns the public URL. */
  saveFornecedorFile(fornecedorId: number, ext: string, data: Buffer): Promise<string>;
  /** Removes a file given its public URL; ignores URLs outside the uploads folder. */
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
    async removeByUrl(url) {
      if (!url.startsWith('/uploads/')) return;
      const full = resolveSafe(url.slice('/uploads/'.length));
      if (full) await rm(full, { force: true });
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
