import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.js';
import { createBackup, restoreBackup } from '../../server/ops/backup.js';
import { saveFornecedorFile } from '../../server/uploads/storage.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';
import { httpClient } from '../helpers/http.js';

/** A JPEG's first bytes (the uploads route types by the bytes), then a recognisable text. */
const FOTO = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('imagem-de-teste')]);

describe('backup and restore', () => {
  let t: TestDb;
  afterEach(() => t?.cleanup());

  it('snapshots under write load and restores a data dir that serves the same data and media', async () => {
    t = await createTestDb();
    const dono = await createUsuario(t.deps, { tipo: 'anunciante', email: 'dono@exemplo.com.br' });
    const f = await createFornecedor(t.deps, dono.id, { nome_empresa: 'Contabilidade Aliança' });
    const fotoUrl = await saveFornecedorFile(t.deps.storage, f.id, 'jpg', FOTO);
    await t.deps.db
      .updateTable('fornecedores')
      .set({ foto_perfil: fotoUrl })
      .where('id', '=', f.id)
      .execute();

    // Keep writing while the snapshot runs: the copy must still be consistent.
    let writing = true;
    let written = 0;
    const load = (async () => {
      while (writing) {
        await t.deps.db
          .insertInto('mensagens_contato')
          .values({
            nome: 'Carga',
            email: 'carga@exemplo.com',
            assunto: 'a',
            mensagem: `m${written}`,
            created_at: new Date().toISOString(),
          })
          .execute();
        written++;
        await new Promise((r) => setImmediate(r));
      }
    })();
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'vs-bkp-out-'));
    const { archive, bytes } = await createBackup(t.dataDir, outDir, { databaseUrl: t.env.databaseUrl });
    writing = false;
    await load;
    expect(written).toBeGreaterThan(0);
    expect(bytes).toBeGreaterThan(0);
    expect(path.basename(archive)).toMatch(/^vitrine-backup-\d{4}-\d{2}-\d{2}T.*\.tar\.gz$/);

    const restoredDir = mkdtempSync(path.join(os.tmpdir(), 'vs-bkp-restore-'));
    await restoreBackup(archive, restoredDir);
    const restored = createDb(path.join(restoredDir, 'app.db'));
    expect(restored.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    const usuario = await restored.db
      .selectFrom('usuarios')
      .select(['email'])
      .where('id', '=', dono.id)
      .executeTakeFirst();
    expect(usuario?.email).toBe('dono@exemplo.com.br');
    const fornecedor = await restored.db
      .selectFrom('fornecedores')
      .select(['nome_empresa', 'foto_perfil'])
      .where('id', '=', f.id)
      .executeTakeFirst();
    expect(fornecedor).toEqual({ nome_empresa: 'Contabilidade Aliança', foto_perfil: fotoUrl });
    await restored.db.destroy();

    // The restored directory serves the same media through the real app.
    const served = await createTestDb({ DATA_DIR: restoredDir });
    const res = await httpClient(served.deps, mkdtempSync(path.join(os.tmpdir(), 'vs-nobuild-'))).request(
      'GET',
      fotoUrl,
    );
    expect(res.status).toBe(200);
    expect(res.text).toContain('imagem-de-teste');
    expect(readFileSync(path.join(restoredDir, fotoUrl.replace('/uploads/', 'uploads/')))).toEqual(FOTO);
  });

  it('refuses to overwrite an existing database without --force, and refuses a foreign archive', async () => {
    t = await createTestDb();
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'vs-bkp-out-'));
    const { archive } = await createBackup(t.dataDir, outDir, { databaseUrl: t.env.databaseUrl });
    const banco = { databaseUrl: t.env.databaseUrl };
    await expect(restoreBackup(archive, t.dataDir, banco)).rejects.toThrow(/--force/);
    await expect(restoreBackup(archive, t.dataDir, { ...banco, force: true })).resolves.toBeUndefined();
    if (!banco.databaseUrl) expect(existsSync(path.join(t.dataDir, 'app.db'))).toBe(true);
    await expect(restoreBackup(path.join(outDir, 'nao-existe.tar.gz'), t.dataDir)).rejects.toThrow(
      /não encontrado/,
    );
  });
});
