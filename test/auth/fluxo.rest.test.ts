import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createUsuario } from '../helpers/factories.js';
import { httpClient, ORIGIN } from '../helpers/http.js';
import { entregues, waitForLink } from './outbox.js';

let t: TestDb;
afterEach(async () => {
  await t?.cleanup();
});

const cadastro = (email: string, extra: Record<string, unknown> = {}) => ({
  nome: 'Marina Fotografia',
  email,
  senha: 'segredo-forte-1',
  tipo: 'cliente',
  telefone: '11987654321',
  ramo_atividade: 'Fotografia',
  recaptchaToken: null,
  ...extra,
});

function queryOf(link: string) {
  const u = new URL(link);
  return { token: u.searchParams.get('token') ?? '', email: u.searchParams.get('email') ?? '' };
}

describe('REST account path', () => {
  it('sign-up → outbox → verify → login → check-token → renew (old token 401) → logout (401)', async () => {
    t = await createTestDb();
    const { request } = httpClient(t.deps);
    const email = 'Marina@Exemplo.com.br';

    const signup = await request('POST', '/api/usuarios', { body: cadastro(email) });
    expect(signup.status).toBe(201);
    expect(signup.json.message).toMatch(/Cadastro realizado com sucesso/);
    expect(signup.json.user).toMatchObject({
      email: 'marina@exemplo.com.br',
      tipo: 'cliente',
      telefone: '(11) 98765-4321',
    });
    expect(signup.json.user.senha_hash).toBeUndefined();

    // the message is in the outbox, in Portuguese, with the brand and a PUBLIC_URL link
    const msgs = await entregues(t);
    expect(msgs).toHaveLength(1);
    expect(msgs[0].subject).toContain('Vitrine do Sim');
    const link = await waitForLink(t.dataDir, 'marina@exemplo.com.br', '/verificar-email');
    expect(link.startsWith(`${ORIGIN}/verificar-email?`)).toBe(true);

    // unverified login: 403 with 'confirme seu email'
    const cedo = await request('POST', '/api/usuarios/login', {
      body: { email, senha: 'segredo-forte-1' },
    });
    expect(cedo.status).toBe(403);
    expect(cedo.json.message).toContain('confirme seu email');

    const verify = await request('POST', '/api/usuarios/verificar-email', { body: queryOf(link) });
    expect(verify.status).toBe(200);
    expect(verify.json.message).toBe('Email verificado com sucesso!');
    // single use
    const again = await request('POST', '/api/usuarios/verificar-email', { body: queryOf(link) });
    expect(again.status).toBe(400);

    const login = await request('POST', '/api/usuarios/login', { body: { email, senha: 'segredo-forte-1' } });
    expect(login.status).toBe(200);
    expect(login.json.token).toMatch(/^[a-z0-9]+\.[a-z0-9]+$/);
    expect(login.json.user).toMatchObject({ nome: 'Marina Fotografia', tipo: 'cliente' });
    expect(new Date(login.json.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const setCookie = login.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    const token1 = login.json.token as string;

    const check = await request('GET', '/api/usuarios/check-token', { token: token1 });
    expect(check.status).toBe(200);
    expect(check.json.user.email).toBe('marina@exemplo.com.br');

    const renew = await request('POST', '/api/usuarios/renovar-token', { token: token1 });
    expect(renew.status).toBe(200);
    const token2 = renew.json.token as string;
    expect(token2).not.toBe(token1);
    expect((await request('GET', '/api/usuarios/check-token', { token: token1 })).status).toBe(401);
    expect((await request('GET', '/api/usuarios/check-token', { token: token2 })).status).toBe(200);

    const logout = await request('POST', '/api/usuarios/logout', { token: token2 });
    expect(logout.status).toBe(200);
    expect(logout.json.message).toBe('Você saiu do sistema.');
    expect((await request('GET', '/api/usuarios/check-token', { token: token2 })).status).toBe(401);
  });

  it('a password reset ends every session of the user and the link works once', async () => {
    t = await createTestDb();
    const { request } = httpClient(t.deps);
    const u = await createUsuario(t.deps, { email: 'reset@exemplo.com.br' });
    const a = await request('POST', '/api/usuarios/login', { body: { email: u.email, senha: u.senha } });
    const b = await request('POST', '/api/usuarios/login', { body: { email: u.email, senha: u.senha } });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);

    const pedido = await request('POST', '/api/usuarios/esqueci-senha', { body: { email: u.email } });
    expect(pedido.status).toBe(200);
    const link = await waitForLink(t.dataDir, u.email, '/redefinir-senha');
    const { token, email } = queryOf(link);

    const fraca = await request('POST', '/api/usuarios/redefinir-senha', {
      body: { token, email, novaSenha: '123' },
    });
    expect(fraca.status).toBe(400);
    expect(fraca.json.errors).toContainEqual({
      campo: 'novaSenha',
      mensagem: 'A senha deve ter pelo menos 6 caracteres',
    });

    const ok = await request('POST', '/api/usuarios/redefinir-senha', {
      body: { token, email, novaSenha: 'nova-senha-42' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe(
      'Senha redefinida com sucesso! Agora você pode fazer login com a nova senha.',
    );
    for (const s of [a, b]) {
      expect((await request('GET', '/api/usuarios/check-token', { token: s.json.token })).status).toBe(401);
    }
    const reuse = await request('POST', '/api/usuarios/redefinir-senha', {
      body: { token, email, novaSenha: 'outra-senha-9' },
    });
    expect(reuse.status).toBe(400);
    expect(
      (await request('POST', '/api/usuarios/login', { body: { email: u.email, senha: u.senha } })).status,
    ).toBe(401);
    expect(
      (await request('POST', '/api/usuarios/login', { body: { email: u.email, senha: 'nova-senha-42' } }))
        .status,
    ).toBe(200);
  });

  it('recovery and resend answer identically for existing and unknown e-mails', async () => {
    t = await createTestDb();
    const { request } = httpClient(t.deps);
    const u = await createUsuario(t.deps, { email: 'existe@exemplo.com.br', verificado: false });
    for (const path of ['/api/usuarios/esqueci-senha', '/api/usuarios/reenviar-verificacao']) {
      const existe = await request('POST', path, { body: { email: u.email } });
      const naoExiste = await request('POST', path, { body: { email: 'ninguem@exemplo.com.br' } });
      expect(existe.status).toBe(200);
      expect(naoExiste.status).toBe(existe.status);
      expect(naoExiste.text).toBe(existe.text);
    }
    // only the real account received mail
    await waitForLink(t.dataDir, u.email, '/redefinir-senha');
    await waitForLink(t.dataDir, u.email, '/verificar-email');
    expect((await entregues(t)).every((m) => m.to.includes('existe@exemplo.com.br'))).toBe(true);
    const vazio = await request('POST', '/api/usuarios/esqueci-senha', { body: {} });
    expect(vazio.status).toBe(400);
    expect(vazio.json.message).toBe('Por favor, informe seu email.');
  });

  it('login: unknown e-mail and wrong password get the same 401; a deactivated account is refused', async () => {
    t = await createTestDb();
    const { request } = httpClient(t.deps);
    const u = await createUsuario(t.deps, { email: 'ativo@exemplo.com.br' });
    const errada = await request('POST', '/api/usuarios/login', {
      body: { email: u.email, senha: 'nao-e-essa' },
    });
    const desconhecido = await request('POST', '/api/usuarios/login', {
      body: { email: 'x@exemplo.com.br', senha: 'nao-e-essa' },
    });
    expect(errada.status).toBe(401);
    expect(desconhecido.status).toBe(401);
    expect(desconhecido.text).toBe(errada.text);
    // exactly as typed
    expect(
      (await request('POST', '/api/usuarios/login', { body: { email: u.email, senha: ` ${u.senha}` } }))
        .status,
    ).toBe(401);

    const d = await createUsuario(t.deps, { email: 'desativado@exemplo.com.br' });
    await t.deps.db
      .updateTable('usuarios')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', d.id)
      .execute();
    const recusado = await request('POST', '/api/usuarios/login', {
      body: { email: d.email, senha: d.senha },
    });
    expect(recusado.status).toBe(403);
    expect(recusado.json.message).toContain('desativada');
  });

  it('refuses a cross-origin POST authenticated by the session cookie (403) and accepts our origin', async () => {
    t = await createTestDb();
    const { request } = httpClient(t.deps);
    const u = await createUsuario(t.deps);
    const login = await request('POST', '/api/usuarios/login', { body: { email: u.email, senha: u.senha } });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const evil = await request('POST', '/api/usuarios/renovar-token', {
      headers: { Cookie: cookie, Origin: 'https://malicioso.example' },
    });
    expect(evil.status).toBe(403);
    const semOrigem = await request('POST', '/api/usuarios/logout', { headers: { Cookie: cookie } });
    expect(semOrigem.status).toBe(403);
    const proprio = await request('POST', '/api/usuarios/logout', {
      headers: { Cookie: cookie, Origin: ORIGIN },
    });
    expect(proprio.status).toBe(200);
    expect(proprio.headers.get('set-cookie')).toMatch(/Max-Age=0/);
  });

  it('answers 401 on authenticated paths without a valid session', async () => {
    t = await createTestDb();
    const { request } = httpClient(t.deps);
    for (const [m, p] of [
      ['GET', '/api/usuarios/check-token'],
      ['POST', '/api/usuarios/renovar-token'],
      ['POST', '/api/usuarios/logout'],
    ] as const) {
      expect((await request(m, p)).status).toBe(401);
      expect((await request(m, p, { token: 'abc.def' })).status).toBe(401);
    }
  });

  it('sign-up: EMAIL_ALREADY_EXISTS (400) and only cliente/anunciante', async () => {
    t = await createTestDb();
    const { request } = httpClient(t.deps);
    await createUsuario(t.deps, { email: 'ja@exemplo.com.br' });
    const dup = await request('POST', '/api/usuarios', { body: cadastro('JA@exemplo.com.br') });
    expect(dup.status).toBe(400);
    expect(dup.json.code).toBe('EMAIL_ALREADY_EXISTS');
    expect(dup.json.message).toBe(
      'Este e-mail já está cadastrado. Por favor, use outro e-mail ou faça login.',
    );
    const admin = await request('POST', '/api/usuarios', {
      body: cadastro('admin@exemplo.com.br', { tipo: 'admin' }),
    });
    expect(admin.status).toBe(400);
    expect(admin.json.code).toBe('VALIDATION_ERROR');
    expect(admin.json.errors).toContainEqual({
      campo: 'tipo',
      mensagem: 'Selecione o que deseja fazer na plataforma',
    });
    const anunciante = await request('POST', '/api/usuarios', {
      body: cadastro('anun@exemplo.com.br', { tipo: 'anunciante' }),
    });
    expect(anunciante.status).toBe(201);
    expect(anunciante.json.user.tipo).toBe('anunciante');
  });
});
