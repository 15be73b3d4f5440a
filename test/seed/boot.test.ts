// Integration: the real server process (server/index.ts) seeding an empty DATA_DIR.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.js';
import { freePort } from '../helpers/servidor.js';

const raiz = path.resolve(import.meta.dirname, '../..');
const pastas: string[] = [];
afterAll(() => {
  for (const p of pastas) rmSync(p, { recursive: true, force: true });
});

function novaPasta(): string {
  const p = mkdtempSync(path.join(os.tmpdir(), 'vs-boot-'));
  pastas.push(p);
  return p;
}

/** Starts the server until /api/health answers, stops it with SIGTERM and returns its output. */
async function iniciarEParar(dataDir: string, env: Record<string, string>): Promise<string> {
  const port = await freePort();
  let saida = '';
  const filho = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: raiz,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD: '',
      SHUTDOWN_DRAIN_S: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  filho.stdout.on('data', (d) => {
    saida += d;
  });
  filho.stderr.on('data', (d) => {
    saida += d;
  });
  const saiu = new Promise<number | null>((resolve) => filho.once('exit', (code) => resolve(code)));
  try {
    const limite = Date.now() + 90_000;
    for (;;) {
      if (filho.exitCode !== null) throw new Error(`O servidor terminou ao iniciar:\n${saida}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      if (Date.now() > limite) throw new Error(`O servidor não respondeu:\n${saida}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  } finally {
    if (filho.exitCode === null) filho.kill('SIGTERM');
  }
  const codigo = await saiu;
  expect(codigo, saida).toBe(0);
  return saida;
}

async function contagens(dataDir: string) {
  const { db } = createDb(path.join(dataDir, 'app.db'));
  try {
    const n = async (t: 'usuarios' | 'fornecedores' | 'tags' | 'categorias_tag' | 'categorias_link') =>
      Number(
        (
          await db
            .selectFrom(t)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      usuarios: await n('usuarios'),
      fornecedores: await n('fornecedores'),
      tags: await n('tags'),
      categorias_tag: await n('categorias_tag'),
      categorias_link: await n('categorias_link'),
    };
  } finally {
    await db.destroy();
  }
}

describe('server start and seeding', () => {
  it('with NODE_ENV=production on an empty DATA_DIR seeds the taxonomy, no users and prints no credentials', async () => {
    const dataDir = novaPasta();
    const saida = await iniciarEParar(dataDir, {
      NODE_ENV: 'production',
      DEMO_PASSWORD: 'nao-deve-aparecer',
    });
    const c = await contagens(dataDir);
    expect(c.categorias_tag).toBe(5);
    expect(c.tags).toBeGreaterThan(40);
    expect(c.categorias_link).toBeGreaterThan(5);
    expect(c.usuarios).toBe(0);
    expect(c.fornecedores).toBe(0);
    expect(saida).not.toMatch(/senha|vitrinedosim\.com\.br|nao-deve-aparecer/i);
  }, 120_000);

  it('a normal start prints the demo credentials once; a second start on the same DATA_DIR prints none', async () => {
    const dataDir = novaPasta();
    const primeira = await iniciarEParar(dataDir, { NODE_ENV: 'development' });
    const senha = /admin@vitrinedosim\.com\.br\s+senha: (\S+)/.exec(primeira)?.[1];
    expect(senha, primeira).toMatch(/^sim-/);
    expect(primeira).toContain('anunciante@vitrinedosim.com.br');
    expect(primeira).toContain('cliente@vitrinedosim.com.br');
    const depois = await contagens(dataDir);
    expect(depois.fornecedores).toBeGreaterThanOrEqual(40);

    const segunda = await iniciarEParar(dataDir, { NODE_ENV: 'development' });
    expect(segunda).not.toMatch(/senha|@vitrinedosim\.com\.br/);
    expect(segunda).not.toContain(senha!);
    expect(await contagens(dataDir)).toEqual(depois);
  }, 180_000);
});
