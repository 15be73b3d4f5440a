import { afterEach, describe, expect, it } from 'vitest';
import { hashSecret } from '../../server/auth/session.js';
import { createContextInner } from '../../server/services/contexto.js';
import { createCaller } from '../../server/trpc/root.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createUsuario } from '../helpers/factories.js';
import { httpClient } from '../helpers/http.js';
import { waitForLink } from './outbox.js';

let t: TestDb;
afterEach(async () => {
  await t?.cleanup();
});

describe('rate limits answer 429 in Portuguese with Retry-After', () => {
  it.each([
    [
      'login per IP',
      { RATE_LIMIT_LOGIN_IP: '3/600' },
      (i: number): [string, object] => [
        '/api/usuarios/login',
        { email: `x${i}@exemplo.com.br`, senha: 'errada1' },
      ],
    ],
    [
      'login per e-mail',
      { RATE_LIMIT_LOGIN_EMAIL: '3/600' },
      // past the account's failures a captcha is asked first (any payload passes with the captcha off)
      (): [string, object] => [
        '/api/usuarios/login',
        { email: 'alvo@exemplo.com.br', senha: 'errada1', recaptchaToken: 'resolvido' },
      ],
    ],
    [
      'sign-up',
      { RATE_LIMIT_SIGNUP: '3/3600' },
      (i: number): [string, object] => [
        '/api/usuarios',
        {
          nome: 'Marina',
          email: `c${i}@exemplo.com.br`,
          senha: 'segredo-forte-1',
          tipo: 'cliente',
          telefone: '11987654321',
        },
      ],
    ],
    [
      'recovery',
      { RATE_LIMIT_RECOVERY: '3/900' },
      (): [string, object] => ['/api/usuarios/esqueci-senha', { email: 'a@exemplo.com.br' }],
    ],
    [
      'resend',
      { RATE_LIMIT_RECOVERY: '3/900' },
      (): [string, object] => ['/api/usuarios/reenviar-verificacao', { email: 'a@exemplo.com.br' }],
    ],
  ] as const)('%s', async (_nome, env, req) => {
    t = await createTestDb(env);
    const { request } = httpClient(t.deps);
    for (let i = 0; i < 3; i++) {
      const [p, body] = req(i);
      expect((await request('POST', p, { body })).status).not.toBe(429);
    }
    const [p, body] = req(99);
    const res = await request('POST', p, { body });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.json.message).toMatch(
      /^Muitas tentativas em pouco tempo\. Aguarde \d+ minutos? e tente novamente\.$/,
    );
  });

  it('the per-e-mail login limit cannot lock the owner out from another address (past the account limit, with a captcha)', async () => {
    t = await createTestDb({ RATE_LIMIT_LOGIN_EMAIL: '2/600' });
    const u = await createUsuario(t.deps);
    const atacante = createCaller(createContextInner(t.deps, { req: { ip: '203.0.113.9' } }));
    for (let i = 0; i < 3; i++)
      await atacante.auth.login({ email: u.email, senha: 'chute-errado' }).catch(() => {});
    await expect(atacante.auth.login({ email: u.email, senha: u.senha })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    const dono = createCaller(createContextInner(t.deps, { req: { ip: '198.51.100.7' } }));
    // the account saw 2 failures: the owner is asked for the captcha, never locked out
    await expect(dono.auth.login({ email: u.email, senha: u.senha })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/verificação de segurança/),
    });
    await expect(
      dono.auth.login({ email: u.email, senha: u.senha, recaptchaToken: 'payload-resolvido' }),
    ).resolves.toMatchObject({ user: { id: u.id } });
  });
});

describe('auth through tRPC', () => {
  it('login sets the httpOnly cookie and keeps the token out of the answer; session gives { user, expiresAt }', async () => {
    t = await createTestDb();
    const u = await createUsuario(t.deps, { tipo: 'anunciante' });
    const cookies: string[] = [];
    const caller = createCaller(createContextInner(t.deps, { cookies: { append: (c) => cookies.push(c) } }));
    const res = await caller.auth.login({ email: u.email.toUpperCase(), senha: u.senha });
    expect(res).not.toHaveProperty('token');
    expect(res.user).toMatchObject({ id: u.id, tipo: 'anunciante' });
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^sessao=[a-z0-9]+\.[a-z0-9]+; Path=\/; HttpOnly; SameSite=Lax; Expires=/);
    // only the hash of the secret is stored
    const [id, secret] = cookies[0].split(';')[0].split('=')[1].split('.');
    const row = await t.deps.db
      .selectFrom('sessoes')
      .select(['secret_hash'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(hashSecret(secret));

    const authed = await callerFor(t.deps, u);
    const sessao = await authed.auth.session();
    expect(sessao?.user.id).toBe(u.id);
    expect(new Date(sessao?.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(await (await callerFor(t.deps)).auth.session()).toBeNull();
  });

  it('unverified login is refused with 403 containing "confirme seu email"; sign-up via tRPC sends the e-mail', async () => {
    t = await createTestDb();
    const anon = await callerFor(t.deps);
    const res = await anon.auth.cadastrar({
      nome: 'Rita Decoração',
      email: 'rita@exemplo.com.br',
      senha: 'segredo-123',
      tipo: 'anunciante',
      telefone: '(31) 3456-7890',
      ramo_atividade: 'Decoração',
      recaptchaToken: null,
    });
    expect(res.user.telefone).toBe('(31) 3456-7890');
    await waitForLink(t.dataDir, 'rita@exemplo.com.br', '/verificar-email');
    await expect(
      anon.auth.login({ email: 'rita@exemplo.com.br', senha: 'segredo-123' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringContaining('confirme seu email'),
    });
    await expect(
      anon.auth.cadastrar({ nome: 'X', email: 'y', senha: '1', tipo: 'admin', telefone: '1' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('a verification token expires after 48 h and a reset token after 1 h', async () => {
    t = await createTestDb();
    const anon = await callerFor(t.deps);
    const u = await createUsuario(t.deps, { verificado: false });
    await anon.auth.reenviarVerificacao({ email: u.email });
    await anon.auth.esqueciSenha({ email: u.email });
    const link1 = await waitForLink(t.dataDir, u.email, '/verificar-email');
    const link2 = await waitForLink(t.dataDir, u.email, '/redefinir-senha');
    const tokens = await t.deps.db
      .selectFrom('tokens_email')
      .select(['tipo', 'created_at', 'expires_at'])
      .execute();
    for (const tk of tokens) {
      const horas = (Date.parse(tk.expires_at) - Date.parse(tk.created_at)) / 3_600_000;
      expect(Math.round(horas)).toBe(tk.tipo === 'verificacao' ? 48 : 1);
    }
    await t.deps.db
      .updateTable('tokens_email')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const q = (l: string) => Object.fromEntries(new URL(l).searchParams) as { token: string; email: string };
    await expect(anon.auth.verificarEmail(q(link1))).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await anon.auth.validarLinkRedefinicao(q(link2))).toEqual({ valido: false });
    await expect(anon.auth.redefinirSenha({ ...q(link2), novaSenha: 'outra-senha' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
