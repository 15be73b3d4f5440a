// The scene, for real: the server (SQLite) with DATA_DIR on a 30 MB tmpfs, the disk then
// filled to the last byte. Writes answer 507 INSUFFICIENT_STORAGE (never a 500), reads keep
// working, health answers 503, a failed upload leaves no file (no zero-byte one), the log has the
// real error and no "cannot rollback"; freeing space brings everything back. Needs root (mount).
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, rmSync, statSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, createDb } from '../../db/client.js';
import { migrateToLatest } from '../../db/migrator.js';
import { seedReference } from '../../db/seed/reference.js';
import { createDeps } from '../../server/deps.js';
import { createLogger } from '../../server/logger.js';
import { envDeTeste } from '../helpers/db.js';
import { createFornecedor, createUsuario, loginAs } from '../helpers/factories.js';
import { iniciarServidor, type ServidorDeTeste } from '../helpers/servidor.js';

const comoRoot = process.getuid?.() === 0;

/** Every file under `dir` with its size (an absent folder: none). */
function arquivos(dir: string): { nome: string; bytes: number }[] {
  let entradas: import('node:fs').Dirent[];
  try {
    entradas = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entradas.flatMap((e) =>
    e.isDirectory()
      ? arquivos(path.join(dir, e.name)).map((a) => ({ ...a, nome: `${e.name}/${a.nome}` }))
      : [{ nome: e.name, bytes: statSync(path.join(dir, e.name)).size }],
  );
}

/** Writes `arquivo` until the file system refuses another byte. */
function encher(arquivo: string) {
  const fd = openSync(arquivo, 'w');
  try {
    for (const tamanho of [1024 * 1024, 64 * 1024, 4096, 512, 1]) {
      const bloco = Buffer.alloc(tamanho, 1);
      for (;;) {
        try {
          writeSync(fd, bloco);
        } catch (err) {
          if ((err as { code?: string }).code !== 'ENOSPC') throw err;
          break;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
}

describe.runIf(comoRoot)('full disk, for real (30 MB tmpfs, SQLite)', () => {
  let ponto: string;
  let dataDir: string;
  let s: ServidorDeTeste;
  let token: string;
  let usuarioId: number;
  let fornecedorId: number;

  beforeAll(async () => {
    ponto = mkdtempSync(path.join(os.tmpdir(), 'vs-cheio-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=30m', 'tmpfs', ponto]);
    dataDir = path.join(ponto, 'dados');
    const env = envDeTeste(dataDir);
    const { mkdirSync } = await import('node:fs');
    mkdirSync(dataDir);
    const { db, sqlite } = createDb(path.join(dataDir, 'app.db'));
    const deps = createDeps({ db, sqlite, motor: 'sqlite', env, logger: createLogger('silent') });
    await migrateToLatest(db);
    await seedReference(db);
    const dono = await createUsuario(deps, { tipo: 'anunciante' });
    usuarioId = dono.id;
    fornecedorId = (await createFornecedor(deps, dono.id)).id;
    token = (await loginAs(deps, dono)).token;
    await closeDb({ db, sqlite });
    s = await iniciarServidor({ dataDir, env: { HEALTH_MIN_FREE_MB: '5' } });
  }, 120_000);

  afterAll(async () => {
    await s?.parar();
    if (ponto) {
      execFileSync('umount', [ponto]);
      rmSync(ponto, { recursive: true, force: true });
    }
  }, 60_000);

  const pedir = async (metodo: string, caminho: string, corpo?: unknown) => {
    const res = await fetch(`${s.url}${caminho}`, {
      method: metodo,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(corpo instanceof FormData || corpo === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: corpo instanceof FormData ? corpo : corpo === undefined ? undefined : JSON.stringify(corpo),
    });
    const texto = await res.text();
    let json: unknown = null;
    try {
      json = JSON.parse(texto);
    } catch {
      json = texto;
    }
    return { status: res.status, json };
  };

  it('writes 507, reads 200, health 503, no empty upload, the real error in the log; space back, all back', async () => {
    expect((await pedir('PUT', `/api/usuarios/${usuarioId}`, { nome: 'Antes de Encher' })).status).toBe(200);
    const enchimento = path.join(ponto, 'enchimento');
    encher(enchimento);

    // Writes until one needs space the database files do not have yet (the WAL reuses its own).
    const respostas: { status: number; json: unknown }[] = [];
    for (let i = 0; i < 3000 && !respostas.some((r) => r.status === 507); i++)
      respostas.push(await pedir('PUT', `/api/usuarios/${usuarioId}`, { nome: `Pessoa Número ${i}` }));
    const outras = respostas.filter((r) => r.status !== 200 && r.status !== 507);
    expect(outras.slice(0, 3)).toEqual([]);
    const recusa = respostas.find((r) => r.status === 507);
    expect(recusa?.json).toEqual({
      error: 'INSUFFICIENT_STORAGE',
      message: 'Sem espaço para gravar agora. Tente novamente mais tarde.',
      code: 'INSUFFICIENT_STORAGE',
    });

    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#7a2' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('midia', new File([new Uint8Array(png)], 'foto.png', { type: 'image/png' }));
    const upload = await pedir('PUT', `/api/galerias/${fornecedorId}`, form);
    expect(upload.status).toBe(507);
    expect(arquivos(path.join(dataDir, 'uploads'))).toEqual([]);

    expect((await pedir('GET', '/api/fornecedores')).status).toBe(200);
    expect((await pedir('GET', '/api/usuarios/check-token')).status).toBe(200);
    expect((await pedir('GET', `/api/usuarios/${usuarioId}`)).status).toBe(200);
    const saude = await pedir('GET', '/api/health');
    expect(saude).toMatchObject({ status: 503, json: { code: 'INSUFFICIENT_STORAGE' } });

    const logs = s.logs();
    expect(logs.filter((l) => l.msg === 'sem espaço em disco: gravação recusada').length).toBeGreaterThan(0);
    expect(s.saida()).not.toContain('cannot rollback');
    expect(logs.filter((l) => l.msg === 'erro na requisição')).toEqual([]);

    rmSync(enchimento);
    expect((await pedir('GET', '/api/health')).status).toBe(200);
    expect((await pedir('PUT', `/api/usuarios/${usuarioId}`, { nome: 'Depois de Liberar' })).status).toBe(
      200,
    );
    const depois = await pedir('PUT', `/api/galerias/${fornecedorId}`, form);
    expect(depois.status).toBe(200);
    expect(arquivos(path.join(dataDir, 'uploads')).every((a) => a.bytes > 0)).toBe(true);
  }, 180_000);
});
