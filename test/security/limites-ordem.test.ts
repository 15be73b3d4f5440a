import { afterEach, describe, expect, it } from 'vitest';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';
import { httpClient, resolverCaptcha } from '../helpers/http.js';

// Only requests that passed validation and the captcha count against a limit: counted before,
// captcha-less requests from many addresses locked a showcase's quote form (and an e-mail
// address) for an hour, and from one address used up its sign-up, contact and login tries.

let t: TestDb;
afterEach(async () => {
  await t?.cleanup();
});

const pedido = {
  nome: 'Marina Albuquerque',
  email: 'marina@fotografiaflor.com.br',
  telefone: '11987654321',
  ramo: 'Fotografia',
  cidade: 'Campinas',
  uf: 'SP',
  mensagem: 'Olá! Gostaria de um orçamento para um casamento de 150 convidados em março.',
  contato_preferido: 'email' as const,
  consentimento: true,
};

const de = (ip: string) => callerFor(t.deps, null, { ip });

async function mundo(env: Record<string, string>) {
  t = await createTestDb({ CAPTCHA_DISABLED: 'false', ...env });
  return httpClient(t.deps);
}

describe('limits count only requests that passed validation and the captcha', () => {
  it('quote requests: 50 captcha-less requests from 50 addresses lock neither the showcase nor the e-mail', async () => {
    const { request } = await mundo({ RATE_LIMIT_LEADS: '2/3600' });
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    const f = await createFornecedor(t.deps, dono.id);
    for (let i = 0; i < 50; i++) {
      await expect(
        (await de(`198.51.100.${i + 1}`)).orcamentos.enviar({ fornecedor_id: f.id, ...pedido }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    const recaptchaToken = await resolverCaptcha(request);
    const ok = await (await de('203.0.113.7')).orcamentos.enviar({
      fornecedor_id: f.id,
      ...pedido,
      recaptchaToken,
    });
    expect(ok.id).toEqual(expect.any(Number));
    // the limits still hold for requests that pass: the same e-mail a third time is refused
    for (const ip of ['203.0.113.8', '203.0.113.9']) {
      const token = await resolverCaptcha(request);
      const envio = (await de(ip)).orcamentos.enviar({
        fornecedor_id: f.id,
        ...pedido,
        recaptchaToken: token,
      });
      if (ip === '203.0.113.8') await expect(envio).resolves.toMatchObject({ id: expect.any(Number) });
      else await expect(envio).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    }
  });

  it('contact: captcha-less messages do not use up the address limit', async () => {
    const { request } = await mundo({ RATE_LIMIT_CONTACT: '2/3600' });
    const msg = { nome: 'Ana', email: 'ana@exemplo.com.br', assunto: 'Dúvida', mensagem: 'Olá, tudo bem?' };
    const eu = await de('203.0.113.20');
    for (let i = 0; i < 5; i++) {
      await expect(eu.contato.enviar(msg)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    const recaptchaToken = await resolverCaptcha(request);
    await expect(eu.contato.enviar({ ...msg, recaptchaToken })).resolves.toMatchObject({
      message: expect.stringContaining('Mensagem enviada'),
    });
  });

  it('sign-up: invalid and captcha-less sign-ups do not use up the address limit', async () => {
    const { request } = await mundo({ RATE_LIMIT_SIGNUP: '2/3600' });
    const cadastro = {
      nome: 'Marina Fotografia',
      senha: 'segredo-forte-1',
      tipo: 'cliente',
      telefone: '11987654321',
    };
    for (let i = 0; i < 3; i++) {
      const invalido = await request('POST', '/api/usuarios', {
        body: { nome: 'Ab', email: `x${i}@ex.com` },
      });
      expect(invalido.status).toBe(400);
      const semCaptcha = await request('POST', '/api/usuarios', {
        body: { ...cadastro, email: `y${i}@exemplo.com.br` },
      });
      expect(semCaptcha.json.code).toBe('RECAPTCHA_MISSING');
    }
    const recaptchaToken = await resolverCaptcha(request);
    const ok = await request('POST', '/api/usuarios', {
      body: { ...cadastro, email: 'marina@exemplo.com.br', recaptchaToken },
    });
    expect(ok.status).toBe(201);
  });

  it('login past the account limit: tries refused for a missing captcha do not use up the address limits', async () => {
    const { request } = await mundo({ RATE_LIMIT_LOGIN_EMAIL: '2/600', RATE_LIMIT_LOGIN_IP: '3/600' });
    const u = await createUsuario(t.deps);
    for (const ip of ['198.51.100.1', '198.51.100.2']) {
      await expect(
        (await de(ip)).auth.login({ email: u.email, senha: 'chute-errado' }),
      ).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      });
    }
    const dono = await de('203.0.113.30');
    for (let i = 0; i < 4; i++) {
      await expect(dono.auth.login({ email: u.email, senha: u.senha })).rejects.toMatchObject({
        message: expect.stringMatching(/verificação de segurança/),
      });
    }
    const recaptchaToken = await resolverCaptcha(request);
    await expect(dono.auth.login({ email: u.email, senha: u.senha, recaptchaToken })).resolves.toMatchObject({
      user: { id: u.id },
    });
  });

  it('recovery and resend: an invalid e-mail does not use up the address limit', async () => {
    const { request } = await mundo({ RATE_LIMIT_RECOVERY: '2/900' });
    for (const p of ['/api/usuarios/esqueci-senha', '/api/usuarios/reenviar-verificacao']) {
      for (let i = 0; i < 3; i++) {
        expect((await request('POST', p, { body: { email: 'nao-e-email' } })).status).toBe(400);
      }
    }
    expect(
      (await request('POST', '/api/usuarios/esqueci-senha', { body: { email: 'a@exemplo.com.br' } })).status,
    ).toBe(200);
  });
});
