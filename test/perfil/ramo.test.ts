// The business branch (ramo de atividade) given at sign-up is read and changed in the profile.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createUsuario, loginAs } from '../helpers/factories.js';
import { httpClient } from '../helpers/http.js';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.cleanup());

describe('ramo de atividade no perfil', () => {
  it('the profile returns the branch and saves a new one (tRPC), empty clears it', async () => {
    const u = await createUsuario(t.deps, {
      tipo: 'cliente',
      nome: 'Paula Perfil',
      telefone: '(31) 99123-4567',
    });
    await t.deps.db
      .updateTable('usuarios')
      .set({ ramo_atividade: 'Fotografia' })
      .where('id', '=', u.id)
      .execute();
    const c = await callerFor(t.deps, u);
    expect((await c.auth.perfil()).ramo_atividade).toBe('Fotografia');
    const dados = { nome: 'Paula Perfil', email: u.email, telefone: '(31) 99123-4567' };
    await c.auth.atualizarPerfil({ dados: { ...dados, ramo_atividade: '  Cerimonial  ' } });
    expect((await c.auth.perfil()).ramo_atividade).toBe('Cerimonial');
    await c.auth.atualizarPerfil({ dados: { ...dados, ramo_atividade: '' } });
    expect((await c.auth.perfil()).ramo_atividade).toBeNull();
    // absent: unchanged
    await c.auth.atualizarPerfil({ dados: { ...dados, ramo_atividade: 'Buffet' } });
    await c.auth.atualizarPerfil({ dados });
    expect((await c.auth.perfil()).ramo_atividade).toBe('Buffet');
  });

  it('REST PUT /api/usuarios/{id} takes ramo_atividade; too long is a 400 that changes nothing', async () => {
    const u = await createUsuario(t.deps, { tipo: 'cliente' });
    const { token } = await loginAs(t.deps, u);
    const http = httpClient(t.deps);
    const ok = await http.request('PUT', `/api/usuarios/${u.id}`, {
      token,
      body: { ramo_atividade: 'Decoração' },
    });
    expect(ok.status).toBe(200);
    const longo = await http.request('PUT', `/api/usuarios/${u.id}`, {
      token,
      body: { ramo_atividade: 'x'.repeat(101) },
    });
    expect(longo.status).toBe(400);
    const get = await http.request('GET', `/api/usuarios/${u.id}`, { token });
    expect(get.json.ramo_atividade).toBe('Decoração');
  });
});
