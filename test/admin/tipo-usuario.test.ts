// Changing a user's type: promoting to admin asks for the acting admin's own password, the change
// is audited and the person is told by e-mail.
import { TRPCError } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entregues } from '../auth/outbox.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createUsuario, loginAs, SENHA_PADRAO } from '../helpers/factories.js';
import { httpClient } from '../helpers/http.js';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.cleanup());

async function erro(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    if (err instanceof TRPCError) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error('esperava um erro');
}

const tipoDe = async (id: number) =>
  (await t.deps.db.selectFrom('usuarios').select('tipo').where('id', '=', id).executeTakeFirstOrThrow()).tipo;

describe('alterar o tipo de um usuário', () => {
  it('promoting to admin without the admin’s password, or with a wrong one, changes nothing', async () => {
    const admin = await createUsuario(t.deps, { tipo: 'admin' });
    const alvo = await createUsuario(t.deps, { tipo: 'cliente', nome: 'Bruna Alvo' });
    const c = await callerFor(t.deps, admin);
    expect(await erro(c.admin.alterarTipo({ id: alvo.id, tipo: 'admin' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Para tornar alguém administrador, digite a sua senha.',
    });
    expect(
      await erro(c.admin.alterarTipo({ id: alvo.id, tipo: 'admin', senha_admin: 'errada-123' })),
    ).toEqual({
      code: 'BAD_REQUEST',
      message: 'Senha incorreta. O tipo não foi alterado.',
    });
    expect(await tipoDe(alvo.id)).toBe('cliente');
    expect(await entregues(t)).toEqual([]);
    // the password of the target does not count: it is the acting admin's own
    expect(
      await erro(c.admin.alterarTipo({ id: alvo.id, tipo: 'admin', senha_admin: alvo.senha + 'x' })),
    ).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('with the admin’s own password the promotion applies, is audited and the person gets an e-mail', async () => {
    const admin = await createUsuario(t.deps, { tipo: 'admin' });
    const alvo = await createUsuario(t.deps, {
      tipo: 'anunciante',
      nome: 'Bruna Alvo',
      email: 'bruna@exemplo.com.br',
    });
    const c = await callerFor(t.deps, admin);
    const r = await c.admin.alterarTipo({ id: alvo.id, tipo: 'admin', senha_admin: SENHA_PADRAO });
    expect(r.tipo).toBe('admin');
    expect(await tipoDe(alvo.id)).toBe('admin');
    const trilha = await t.deps.db
      .selectFrom('auditoria')
      .select(['admin_id', 'acao', 'entidade_id', 'detalhes'])
      .where('acao', '=', 'alterar_tipo')
      .execute();
    expect(trilha).toHaveLength(1);
    expect(trilha[0]).toMatchObject({ admin_id: admin.id, entidade_id: String(alvo.id) });
    expect(JSON.parse(trilha[0].detalhes ?? '{}')).toEqual({ de: 'anunciante', para: 'admin' });
    const emails = await entregues(t);
    expect(emails).toHaveLength(1);
    expect(emails[0].to).toContain('bruna@exemplo.com.br');
    expect(emails[0].subject).toContain('Administrador');
    expect(emails[0].body).toContain('de Anunciante para Administrador');
  });

  it('other changes need no password and also send the e-mail; no change, no e-mail', async () => {
    const admin = await createUsuario(t.deps, { tipo: 'admin' });
    const alvo = await createUsuario(t.deps, { tipo: 'cliente', email: 'carlos@exemplo.com.br' });
    const c = await callerFor(t.deps, admin);
    await c.admin.alterarTipo({ id: alvo.id, tipo: 'anunciante' });
    await c.admin.alterarTipo({ id: alvo.id, tipo: 'anunciante' });
    const emails = await entregues(t);
    expect(emails).toHaveLength(1);
    expect(emails[0].body).toContain('de Profissional de eventos para Anunciante');
  });

  it('REST PUT /api/usuarios/{id}/tipo and the profile path ask for senha_admin too', async () => {
    const admin = await createUsuario(t.deps, { tipo: 'admin' });
    const alvo = await createUsuario(t.deps, { tipo: 'cliente' });
    const { token } = await loginAs(t.deps, admin);
    const http = httpClient(t.deps);
    const sem = await http.request('PUT', `/api/usuarios/${alvo.id}/tipo`, {
      token,
      body: { tipo: 'admin' },
    });
    expect(sem.status).toBe(400);
    expect(sem.json.errors).toEqual([
      { campo: 'senha_admin', mensagem: 'Para tornar alguém administrador, digite a sua senha.' },
    ]);
    const perfil = await http.request('PUT', `/api/usuarios/${alvo.id}`, { token, body: { tipo: 'admin' } });
    expect(perfil.status).toBe(400);
    expect(await tipoDe(alvo.id)).toBe('cliente');
    const com = await http.request('PUT', `/api/usuarios/${alvo.id}/tipo`, {
      token,
      body: { tipo: 'admin', senha_admin: SENHA_PADRAO },
    });
    expect(com.status).toBe(200);
    expect(await tipoDe(alvo.id)).toBe('admin');
  });
});
