// A signed-in Profissional de eventos (cliente) turns the same account into an advertiser.
import { TRPCError } from '@trpc/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateSessionToken } from '../../server/auth/session.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createUsuario, loginAs } from '../helpers/factories.js';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.cleanup());

const CONFIRMA = { confirma_b2b: true, confirma_gratis: true } as const;

async function erro(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    if (err instanceof TRPCError) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error('esperava um erro');
}

const linha = (id: number) =>
  t.deps.db
    .selectFrom('usuarios')
    .select(['tipo', 'email', 'email_verificado_em'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('auth.tornarAnunciante', () => {
  it('a cliente becomes anunciante in the same account, same session, no new e-mail; audited', async () => {
    const cliente = await createUsuario(t.deps, { tipo: 'cliente', email: 'prof@exemplo.com.br' });
    const antes = await linha(cliente.id);
    const { token } = await loginAs(t.deps, cliente);
    const c = await callerFor(t.deps, cliente);
    const r = await c.auth.tornarAnunciante(CONFIRMA);
    expect(r.tipo).toBe('anunciante');
    expect(await linha(cliente.id)).toEqual({ ...antes, tipo: 'anunciante' });
    // the open session goes on, now as an advertiser
    const sessao = await validateSessionToken(t.deps.db, token);
    expect(sessao?.user.tipo).toBe('anunciante');
    const trilha = await t.deps.db
      .selectFrom('auditoria')
      .select(['admin_id', 'acao', 'entidade_id'])
      .where('acao', '=', 'tornar_anunciante')
      .execute();
    expect(trilha).toEqual([
      { admin_id: cliente.id, acao: 'tornar_anunciante', entidade_id: String(cliente.id) },
    ]);
    // and may now create a showcase
    const comoAnunciante = await callerFor(t.deps, { ...cliente, tipo: 'anunciante' });
    await expect(comoAnunciante.fornecedores.minhas()).resolves.toBeDefined();
  });

  it('both confirmations are required: without them nothing changes', async () => {
    const cliente = await createUsuario(t.deps, { tipo: 'cliente' });
    const c = await callerFor(t.deps, cliente);
    expect(
      await erro(c.auth.tornarAnunciante({ confirma_b2b: true } as unknown as typeof CONFIRMA)),
    ).toMatchObject({ code: 'BAD_REQUEST' });
    expect((await linha(cliente.id)).tipo).toBe('cliente');
  });

  it('only cliente → anunciante: an anunciante or an admin is refused, an anonymous caller gets 401', async () => {
    const anunciante = await createUsuario(t.deps, { tipo: 'anunciante' });
    const admin = await createUsuario(t.deps, { tipo: 'admin' });
    expect(await erro((await callerFor(t.deps, anunciante)).auth.tornarAnunciante(CONFIRMA))).toEqual({
      code: 'FORBIDDEN',
      message: 'Sua conta já é de anunciante.',
    });
    expect(await erro((await callerFor(t.deps, admin)).auth.tornarAnunciante(CONFIRMA))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await linha(admin.id)).tipo).toBe('admin');
    expect(await erro((await callerFor(t.deps)).auth.tornarAnunciante(CONFIRMA))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
