import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryUsedPayloadStore, loadHmacKey } from '../../server/auth/captcha.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { httpClient, resolverCaptcha } from '../helpers/http.js';

let t: TestDb;
afterEach(async () => {
  await t?.cleanup();
});

const cadastro = (email: string, recaptchaToken?: string | null) => ({
  nome: 'Pessoa com Captcha',
  email,
  senha: 'segredo-forte-1',
  tipo: 'cliente',
  telefone: '(21) 99876-5432',
  ramo_atividade: '',
  recaptchaToken,
});

describe('ALTCHA captcha on sign-up (captcha on)', () => {
  it('serves a signed challenge that expires in 10 minutes; the key is generated into DATA_DIR (mode 600)', async () => {
    t = await createTestDb({ CAPTCHA_DISABLED: 'false' });
    const { request } = httpClient(t.deps);
    const res = await request('GET', '/api/captcha/challenge');
    expect(res.status).toBe(200);
    expect(res.json.signature).toMatch(/^[0-9a-f]{64}$/);
    const ttl = res.json.parameters.expiresAt * 1000 - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(10 * 60 * 1000);
    const keyFile = path.join(t.dataDir, 'altcha.key');
    expect(existsSync(keyFile)).toBe(true);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    // the same key on the next start
    expect(loadHmacKey(t.env)).toBe(t.deps.captcha.hmacKey);
  });

  it('refuses a missing payload (RECAPTCHA_MISSING) and an invalid one (RECAPTCHA_VALIDATION_FAILED)', async () => {
    t = await createTestDb({ CAPTCHA_DISABLED: 'false' });
    const { request } = httpClient(t.deps);
    const semCaptcha = await request('POST', '/api/usuarios', { body: cadastro('sem@exemplo.com.br', null) });
    expect(semCaptcha.status).toBe(400);
    expect(semCaptcha.json.code).toBe('RECAPTCHA_MISSING');

    for (const lixo of ['nao-e-base64', Buffer.from('{"challenge":{},"solution":{}}').toString('base64')]) {
      const res = await request('POST', '/api/usuarios', { body: cadastro('lixo@exemplo.com.br', lixo) });
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('RECAPTCHA_VALIDATION_FAILED');
      expect(res.json.message).toBe('Verificação de segurança falhou. Tente novamente.');
    }

    // a tampered solution
    const payload = JSON.parse(Buffer.from(await resolverCaptcha(request), 'base64').toString());
    payload.solution.counter += 1;
    const adulterado = Buffer.from(JSON.stringify(payload)).toString('base64');
    const res = await request('POST', '/api/usuarios', {
      body: cadastro('adulterado@exemplo.com.br', adulterado),
    });
    expect(res.json.code).toBe('RECAPTCHA_VALIDATION_FAILED');

    // a challenge signed with another key
    const outro = await createTestDb({ CAPTCHA_DISABLED: 'false' });
    try {
      const estranho = await resolverCaptcha(httpClient(outro.deps).request);
      const r2 = await request('POST', '/api/usuarios', {
        body: cadastro('estranho@exemplo.com.br', estranho),
      });
      expect(r2.json.code).toBe('RECAPTCHA_VALIDATION_FAILED');
    } finally {
      await outro.cleanup();
    }
    expect(
      await t.deps.db
        .selectFrom('usuarios')
        .select('id')
        .where('email', 'like', '%@exemplo.com.br')
        .execute(),
    ).toEqual([]);
  });

  it('accepts a solved payload once and refuses its replay', async () => {
    t = await createTestDb({ CAPTCHA_DISABLED: 'false' });
    const { request } = httpClient(t.deps);
    const payload = await resolverCaptcha(request);
    const ok = await request('POST', '/api/usuarios', { body: cadastro('primeiro@exemplo.com.br', payload) });
    expect(ok.status).toBe(201);
    const replay = await request('POST', '/api/usuarios', {
      body: cadastro('segundo@exemplo.com.br', payload),
    });
    expect(replay.status).toBe(400);
    expect(replay.json.code).toBe('RECAPTCHA_VALIDATION_FAILED');
  });

  it('the used-payload store is bounded and forgets entries when their challenge expires', async () => {
    const store = createMemoryUsedPayloadStore(3);
    const now = 1_000_000;
    expect(await store.claim('a', now + 100, now)).toBe(true);
    expect(await store.claim('a', now + 100, now)).toBe(false);
    expect(await store.claim('a', now + 100, now + 200)).toBe(true); // expired: forgotten
    for (const k of ['b', 'c', 'd', 'e']) expect(await store.claim(k, now + 10_000, now)).toBe(true);
    expect(await store.claim('e', now + 10_000, now)).toBe(false);
  });
});
