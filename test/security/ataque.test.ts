// Findings of the attack pass: forwarded addresses, per-account guessing, `$` patterns in
// the server-rendered head.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { clientAddress, parseTrustProxy } from '../../server/http/client-ip.js';
import { readOutbox } from '../auth/outbox.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';
import { httpClient, resolverCaptcha } from '../helpers/http.js';

let t: TestDb;
afterEach(async () => {
  await t?.cleanup();
});

/** The app on a real socket (so the client address is the connection's), answered with fetch. */
async function servidor(deps: TestDb['deps']) {
  const server = serve({
    fetch: createApp(deps, { clientDir: 'dist/client' }).fetch,
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const post = async (url: string, body: unknown, xff?: string) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(xff ? { 'X-Forwarded-For': xff } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as { code?: string; message?: string } };
  };
  return { post, close: () => new Promise((r) => server.close(r)) };
}

describe('TRUST_PROXY: the client address is the rightmost one not written by the client', () => {
  it('parses hops, true and CIDR lists, and refuses nonsense at startup', () => {
    expect(parseTrustProxy(undefined)).toBeNull();
    expect(parseTrustProxy('false')).toBeNull();
    expect(parseTrustProxy('true')).toEqual({ hops: 1 });
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(() => parseTrustProxy('yes')).toThrow(/TRUST_PROXY inválido/);
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow(/TRUST_PROXY inválido/);
    const one = parseTrustProxy('true');
    // nginx's $proxy_add_x_forwarded_for: what the client sent, then the address nginx saw
    expect(clientAddress('127.0.0.1', '198.51.100.7, 203.0.113.9', one)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', undefined, one)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '198.51.100.7, 203.0.113.9', null)).toBe('127.0.0.1');
    const two = parseTrustProxy('2');
    expect(clientAddress('10.0.0.2', '198.51.100.7, 203.0.113.9, 10.0.0.1', two)).toBe('203.0.113.9');
    const list = parseTrustProxy('10.0.0.0/8, ::1');
    expect(clientAddress('::ffff:10.0.0.2', '198.51.100.7, 203.0.113.9, 10.0.0.1', list)).toBe('203.0.113.9');
    // a direct connection from outside the list: its own address, whatever the header says
    expect(clientAddress('192.0.2.5', '198.51.100.7', list)).toBe('192.0.2.5');
  });

  it('40 wrong logins behind a proxy that appends, each with a new first value, are cut at the limit', async () => {
    t = await createTestDb({ TRUST_PROXY: 'true', RATE_LIMIT_LOGIN_IP: '30/600' });
    const srv = await servidor(t.deps);
    try {
      const status: number[] = [];
      for (let i = 0; i < 40; i++) {
        // the client forged the first value; the proxy appended the address it really saw
        const res = await srv.post(
          '/api/usuarios/login',
          { email: `alvo${i}@exemplo.com.br`, senha: 'errada-123' },
          `198.51.100.${i}, 203.0.113.50`,
        );
        status.push(res.status);
      }
      expect(status.slice(0, 30).every((s) => s === 401)).toBe(true);
      expect(status.slice(30).every((s) => s === 429)).toBe(true);
    } finally {
      await srv.close();
    }
  });

  it('15 recovery requests with a rotating first value send at most the 5 e-mails the limit allows', async () => {
    t = await createTestDb({ TRUST_PROXY: 'true', RATE_LIMIT_RECOVERY: '5/900' });
    const conta = await createUsuario(t.deps, { email: 'vitima@exemplo.com.br' });
    const srv = await servidor(t.deps);
    try {
      const status: number[] = [];
      for (let i = 0; i < 15; i++) {
        const res = await srv.post(
          '/api/usuarios/esqueci-senha',
          { email: conta.email },
          `198.51.100.${i}, 203.0.113.50`,
        );
        status.push(res.status);
      }
      expect(status.filter((s) => s === 429)).toHaveLength(10);
      // the e-mails go out after the answer: polled, not a fixed sleep
      await expect.poll(() => readOutbox(t.dataDir).filter((m) => m.to.includes(conta.email)).length).toBe(5);
    } finally {
      await srv.close();
    }
  });
});

describe('per-account login guessing from many addresses', () => {
  it('after 10 failures from any addresses the account asks for a captcha; the owner still gets in with one', async () => {
    t = await createTestDb({
      CAPTCHA_DISABLED: 'false',
      TRUST_PROXY: 'true',
      RATE_LIMIT_LOGIN_EMAIL: '10/600',
      RATE_LIMIT_LOGIN_IP: '1000/600',
    });
    const dono = await createUsuario(t.deps, { email: 'dona@exemplo.com.br' });
    const { request } = httpClient(t.deps);
    const login = (body: Record<string, unknown>, ip: string) =>
      request('POST', '/api/usuarios/login', { body, headers: { 'X-Forwarded-For': ip } });

    // 4 addresses, 3 guesses each: under the per-address limit everywhere, 12 for the account
    const respostas = [];
    for (let ip = 1; ip <= 4; ip++) {
      for (let k = 0; k < 3; k++) {
        respostas.push(await login({ email: dono.email, senha: `chute-${ip}-${k}` }, `203.0.113.${ip}`));
      }
    }
    expect(respostas.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(401));
    for (const r of respostas.slice(10)) {
      expect(r.status).toBe(429);
      expect(r.json.code).toBe('CAPTCHA_REQUIRED');
      expect(r.json.message).toMatch(/verificação de segurança/);
    }
    // a fresh address is no way around it, not even with the right password
    const semCaptcha = await login({ email: dono.email, senha: dono.senha }, '198.51.100.77');
    expect(semCaptcha.status).toBe(429);
    expect(semCaptcha.json.code).toBe('CAPTCHA_REQUIRED');
    // a forged captcha is refused
    const forjado = await login(
      { email: dono.email, senha: dono.senha, recaptchaToken: 'abc' },
      '198.51.100.77',
    );
    expect(forjado.status).toBe(400);
    // the owner solves one and logs in
    const ok = await login(
      { email: dono.email, senha: dono.senha, recaptchaToken: await resolverCaptcha(request) },
      '198.51.100.77',
    );
    expect(ok.status).toBe(200);
    expect(ok.json.user.email).toBe(dono.email);
    // other accounts are untouched
    const outra = await createUsuario(t.deps, { email: 'outra@exemplo.com.br' });
    expect((await login({ email: outra.email, senha: outra.senha }, '203.0.113.1')).status).toBe(200);
  });

  it('an unknown e-mail asks for the captcha the same way (no hint that an account exists)', async () => {
    t = await createTestDb({ TRUST_PROXY: 'true', RATE_LIMIT_LOGIN_EMAIL: '3/600' });
    const { request } = httpClient(t.deps);
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const res = await request('POST', '/api/usuarios/login', {
        body: { email: 'ninguem@exemplo.com.br', senha: 'x1' },
        headers: { 'X-Forwarded-For': `203.0.113.${i}` },
      });
      codes.push(`${res.status} ${res.json.code}`);
    }
    expect(codes).toEqual([
      '401 INVALID_CREDENTIALS',
      '401 INVALID_CREDENTIALS',
      '401 INVALID_CREDENTIALS',
      '429 CAPTCHA_REQUIRED',
    ]);
  });
});

describe('server-rendered head: `$` patterns in data are text, not replacement patterns', () => {
  it("keeps $', $`, $& and $1 verbatim in every field that reaches the head", async () => {
    t = await createTestDb();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vs-build-dir-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<html><head><!--app-head--></head><body><div id="root"></div><script src="/assets/app.js"></script></body></html>',
    );
    const { request } = httpClient(t.deps, dir);
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    const perigoso = "Anu2 $' fim $` meio $& e $1";
    const f = await createFornecedor(t.deps, dono.id, {
      slug: 'anu2',
      nome_empresa: perigoso,
      frase_slogan: `Slogan ${perigoso}`,
      descricao_curta: `Descrição ${perigoso}`,
      telefone: "(11) $'$`$&",
      foto_perfil: "/uploads/fornecedores/1/$'.webp",
    });
    for (const url of ['/solucao/anu2', `/fornecedores/${f.id}`]) {
      const html = (await request('GET', url)).text;
      expect(html.match(/<div id="root">/g)).toHaveLength(1);
      expect(html.match(/<\/html>/g)).toHaveLength(1);
      expect(html).toContain(`<title>Anu2 $&#39; fim $\` meio $&amp; e $1 | Vitrine do Sim</title>`);
      const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]);
      expect(ld.name).toBe(perigoso);
      expect(ld.slogan).toBe(`Slogan ${perigoso}`);
      expect(ld.description).toBe(`Descrição ${perigoso}`);
      // The telephone reaches the head only as +55 digits: a value that is not a number stays out.
      expect(ld.telephone).toBeUndefined();
      // The photo reaches the head through JSON-LD (og:image is the showcase's share card).
      expect(ld.image).toMatch(/\/uploads\/fornecedores\/1\/\$'\.webp$/);
    }
  });
});
