import { execFileSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { criarOuPromoverAdmin } from '../../server/services/auth.service.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createUsuario } from '../helpers/factories.js';
import { httpClient } from '../helpers/http.js';

let t: TestDb;
afterEach(async () => {
  await t?.cleanup();
});

describe('create-admin', () => {
  it('creates a verified admin who can log in, and promotes (and reactivates) an existing account', async () => {
    t = await createTestDb();
    const { request } = httpClient(t.deps);
    const novo = await criarOuPromoverAdmin(t.deps.db, {
      email: 'Chefe@Exemplo.com.br',
      nome: 'Chefe Geral',
      senha: 'senha-admin-1',
    });
    expect(novo.criado).toBe(true);
    const login = await request('POST', '/api/usuarios/login', {
      body: { email: 'chefe@exemplo.com.br', senha: 'senha-admin-1' },
    });
    expect(login.status).toBe(200);
    expect(login.json.user.tipo).toBe('admin');

    const u = await createUsuario(t.deps, { email: 'cliente@exemplo.com.br', verificado: false });
    await t.deps.db
      .updateTable('usuarios')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', u.id)
      .execute();
    const promovido = await criarOuPromoverAdmin(t.deps.db, {
      email: u.email,
      nome: 'Cliente Promovido',
      senha: 'outra-senha-2',
    });
    expect(promovido).toEqual({ id: u.id, criado: false });
    const l2 = await request('POST', '/api/usuarios/login', {
      body: { email: u.email, senha: 'outra-senha-2' },
    });
    expect(l2.status).toBe(200);
    expect(l2.json.user).toMatchObject({ tipo: 'admin', nome: 'Cliente Promovido' });

    await expect(
      criarOuPromoverAdmin(t.deps.db, { email: 'x', nome: 'A', senha: '1' }),
    ).rejects.toMatchObject({
      appCode: 'VALIDATION_ERROR',
    });
  });

  it('reads e-mail, name and password from stdin lines (non-interactive)', async () => {
    t = await createTestDb();
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/create-admin.ts'], {
      input: 'admin2@exemplo.com.br\nAdmin Dois\nsenha-admin-22\n',
      env: {
        ...process.env,
        DATA_DIR: t.dataDir,
        LOG_LEVEL: 'silent',
        ...(t.env.databaseUrl ? { DATABASE_URL: t.env.databaseUrl } : {}),
      },
      encoding: 'utf8',
    });
    expect(out).toContain('Administrador criado');
    const row = await t.deps.db
      .selectFrom('usuarios')
      .select(['tipo', 'email_verificado_em'])
      .where('email', '=', 'admin2@exemplo.com.br')
      .executeTakeFirst();
    expect(row?.tipo).toBe('admin');
    expect(row?.email_verificado_em).not.toBeNull();
  });
});
