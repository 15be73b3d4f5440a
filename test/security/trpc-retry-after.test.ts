import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { httpClient, ORIGIN } from '../helpers/http.js';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const CONTATO = {
  nome: 'Ana',
  email: 'ana@exemplo.com.br',
  assunto: 'Dúvida',
  mensagem: 'Olá!',
  recaptchaToken: null,
};

let t: TestDb;
afterEach(async () => {
  await t?.cleanup();
});

// Issue 21, item 6b: REST 429 answers carried Retry-After, tRPC's did not.
describe('tRPC 429 answers carry Retry-After, like REST', () => {
  async function trpc(app: ReturnType<typeof httpClient>['app'], path: string, body: unknown) {
    return app.request(`${ORIGIN}/trpc/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': CHROME },
      body: JSON.stringify(body),
    });
  }

  it('a call over the contact limit answers 429 with Retry-After', async () => {
    t = await createTestDb({ RATE_LIMIT_CONTACT: '1/3600' });
    const { app } = httpClient(t.deps);
    const ok = await trpc(app, 'contato.enviar', CONTATO);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('retry-after')).toBeNull();
    const res = await trpc(app, 'contato.enviar', CONTATO);
    expect(res.status).toBe(429);
    const espera = Number(res.headers.get('retry-after'));
    expect(espera).toBeGreaterThan(3500);
    expect(espera).toBeLessThanOrEqual(3600);
    expect((await res.json()).error.data.code).toBe('TOO_MANY_REQUESTS');
  });

  it('a batch with a call over the tracking limit carries it too', async () => {
    t = await createTestDb({ RATE_LIMIT_TRACKING: '1/60' });
    const { app } = httpClient(t.deps);
    const view = { page_type: 'blog', url: '/blog' };
    // One address may send ten times the per-visitor limit (1/60) before it is refused.
    for (let i = 0; i < 10; i++) expect((await trpc(app, 'accessLogs.pageView', view)).status).toBe(200);
    const res = await trpc(app, 'accessLogs.pageView,accessLogs.pageView?batch=1', { 0: view, 1: view });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
