// The disk store writes an upload under a temporary name and renames it: a write cut short by a
// full disk leaves no file at all (it used to leave a zero-byte one under the real name). Injected
// (a write that creates the file and then fails with ENOSPC) and, as root, on a real 1 MB tmpfs.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalStorage } from '../../server/uploads/storage.js';

const falhar = vi.hoisted(() => ({ proxima: false }));

vi.mock('node:fs/promises', async (original) => {
  const real = await original<typeof import('node:fs/promises')>();
  return {
    ...real,
    // As a full disk does: the file is created, the bytes do not fit.
    writeFile: async (...args: Parameters<typeof real.writeFile>) => {
      if (!falhar.proxima) return real.writeFile(...args);
      falhar.proxima = false;
      await real.writeFile(args[0], '');
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
        code: 'ENOSPC',
        syscall: 'write',
      });
    },
  };
});

/** Every file under `dir`, with its size. */
function arquivos(dir: string, prefixo = ''): { nome: string; bytes: number }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? arquivos(path.join(dir, e.name), `${prefixo}${e.name}/`)
      : [{ nome: `${prefixo}${e.name}`, bytes: statSync(path.join(dir, e.name)).size }],
  );
}

const pastas: string[] = [];
afterEach(() => {
  for (const p of pastas.splice(0)) rmSync(p, { recursive: true, force: true });
});

describe('disk store writes', () => {
  it('a write that fails for space leaves no file, partial or empty, and says ENOSPC', async () => {
    const raiz = mkdtempSync(path.join(os.tmpdir(), 'vs-up-'));
    pastas.push(raiz);
    const storage = createLocalStorage(raiz);
    await storage.put('fornecedores/1/inteira.jpg', Buffer.from('bytes inteiros'));

    falhar.proxima = true;
    await expect(storage.put('fornecedores/1/cortada.jpg', Buffer.alloc(4096, 1))).rejects.toMatchObject({
      code: 'ENOSPC',
    });
    expect(arquivos(raiz)).toEqual([{ nome: 'fornecedores/1/inteira.jpg', bytes: 14 }]);
    expect(await storage.get('fornecedores/1/cortada.jpg')).toBeNull();
  });

  it('replacing a file keeps the old bytes until the new ones are complete', async () => {
    const raiz = mkdtempSync(path.join(os.tmpdir(), 'vs-up-'));
    pastas.push(raiz);
    const storage = createLocalStorage(raiz);
    await storage.put('fornecedores/1/foto-w320.webp', Buffer.from('antiga'));
    falhar.proxima = true;
    await expect(storage.put('fornecedores/1/foto-w320.webp', Buffer.from('nova'))).rejects.toThrow();
    expect((await storage.get('fornecedores/1/foto-w320.webp'))?.toString()).toBe('antiga');
    expect(arquivos(raiz)).toHaveLength(1);
  });

  const comoRoot = process.getuid?.() === 0;
  it.runIf(comoRoot)('on a real 1 MB tmpfs: a 2 MB upload fails with ENOSPC and leaves nothing', async () => {
    const ponto = mkdtempSync(path.join(os.tmpdir(), 'vs-tmpfs-'));
    mkdirSync(ponto, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', ponto]);
    try {
      const storage = createLocalStorage(path.join(ponto, 'uploads'));
      await expect(
        storage.put('fornecedores/7/grande.mp4', Buffer.alloc(2 * 1024 * 1024, 7)),
      ).rejects.toMatchObject({ code: 'ENOSPC' });
      expect(arquivos(path.join(ponto, 'uploads'))).toEqual([]);
      // The space is back: the next write that fits works.
      await storage.put('fornecedores/7/pequena.jpg', Buffer.alloc(1024, 1));
      expect(arquivos(path.join(ponto, 'uploads'))).toEqual([
        { nome: 'fornecedores/7/pequena.jpg', bytes: 1024 },
      ]);
    } finally {
      execFileSync('umount', [ponto]);
      rmSync(ponto, { recursive: true, force: true });
    }
  });
});
