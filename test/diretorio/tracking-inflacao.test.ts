import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';
import { fakeBuild, httpClient, ORIGIN } from '../helpers/http.js';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

// Issue 21, item 3: without the tracking cookie every request used to get a brand-new session,
// so one address could count a supplier's view again and again.
describe('tracking: views without the tracking cookie (inflation)', () => {
  let t: TestDb;
  let dono: Awaited<ReturnType<typeof createUsuario>>;
  let forn: Awaited<ReturnType<typeof createFornecedor>>;

  beforeEach(async () => {
    t = await createTestDb();
    dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    forn = await createFornecedor(t.deps, dono.id, { slug: 'aurora' });
  });
  afterEach(() => t.cleanup());

  const views = () => t.deps.db.selectFrom('page_views').selectAll().orderBy('id').execute();
  const estatisticas = async () =>
    (await callerFor(t.deps, dono)).accessLogs.estatisticasFornecedor({ fornecedorId: forn.id });
  const viewFornecedor = { page_type: 'fornecedor' as const, object_id: 'aurora', url: '/solucao/aurora' };
  /** One cookieless request: a fresh context each time (a context keeps the cookie it was given). */
  const semCookie = async (
    ip: string,
    input: Parameters<Awaited<ReturnType<typeof callerFor>>['accessLogs']['pageView']>[0],
  ) => (await callerFor(t.deps, null, { ip, userAgent: CHROME })).accessLogs.pageView(input);

  it('50 cookieless posts for one supplier from one address count one view (total and unique); the flood is cut with 429', async () => {
    const { request } = httpClient(t.deps);
    const status: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 50; i++) {
      const res = await request('POST', '/api/access-logs/page-view', {
        body: { ...viewFornecedor, session_id: `sessao-do-cliente-${i}` },
        headers: { 'User-Agent': CHROME },
      });
      status.push(res.status);
      if (res.status === 429) retryAfter ??= res.headers.get('retry-after');
    }
    // RATE_LIMIT_TRACKING 300/60 by default: 30 cookieless events a minute per address.
    expect(status.filter((s) => s === 202)).toHaveLength(30);
    expect(status.filter((s) => s === 429)).toHaveLength(20);
    expect(Number(retryAfter)).toBeGreaterThan(0);

    const s = await estatisticas();
    expect(s.views).toEqual({ total: 1, unique: 1 });
    const rows = await views();
    expect(rows).toHaveLength(30);
    expect(rows.map((r) => r.motivo_descartado)).toEqual([null, ...Array(29).fill('repetido')]);
  });

  it('a tRPC batch of cookieless views counts one: the session created by its first call is no cookie', async () => {
    const { app } = httpClient(t.deps);
    // 3 × 10 events: exactly the 30 a minute one address may send without the cookie.
    const lote = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i, viewFornecedor]));
    for (let vez = 0; vez < 3; vez++) {
      const res = await app.request(
        `${ORIGIN}/trpc/${Array(10).fill('accessLogs.pageView').join(',')}?batch=1`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'User-Agent': CHROME },
          body: JSON.stringify(lote),
        },
      );
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie()).toHaveLength(1);
    }
    expect((await estatisticas()).views).toEqual({ total: 1, unique: 1 });
  });

  it('stores a keyed hash of the address, never the address itself', async () => {
    const ip = '203.0.113.77';
    await semCookie(ip, viewFornecedor);
    await semCookie(ip, { page_type: 'blog', url: '/blog' });
    const rows = await views();
    expect(rows).toHaveLength(2);
    const hash = rows[0].endereco_hash;
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/); // HMAC-SHA256, base64url
    expect(rows[1].endereco_hash).toBe(hash);
    for (const r of rows) expect(JSON.stringify(r)).not.toContain(ip);
    // A different server key gives a different hash: it is keyed, not a plain digest of the IP.
    const outro = await createTestDb();
    try {
      const c2 = await callerFor(outro.deps, null, { ip, userAgent: CHROME });
      await c2.accessLogs.pageView({ page_type: 'blog', url: '/blog' });
      const [r2] = await outro.deps.db.selectFrom('page_views').select('endereco_hash').execute();
      expect(r2.endereco_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(r2.endereco_hash).not.toBe(hash);
    } finally {
      await outro.cleanup();
    }
  });

  it('a visitor with the tracking cookie still counts once per day, and two such visitors behind one address count 2', async () => {
    const { request } = httpClient(t.deps);
    for (const sessao of ['0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a', '1a2b3c4d-5e6f-4a0b-9c8d-7e6f5a4b3c2d']) {
      for (let i = 0; i < 3; i++) {
        const res = await request('POST', '/api/access-logs/page-view', {
          body: viewFornecedor,
          headers: { 'User-Agent': CHROME, Cookie: `vs_rastreio=${sessao}` },
        });
        expect(res.status).toBe(202);
        expect(res.headers.get('set-cookie')).toBeNull();
      }
    }
    expect((await estatisticas()).views).toEqual({ total: 2, unique: 2 });
    const rows = await views();
    expect(rows.map((r) => r.motivo_descartado)).toEqual([
      null,
      'repetido',
      'repetido',
      null,
      'repetido',
      'repetido',
    ]);
    expect(rows.every((r) => r.endereco_hash === null)).toBe(true);
  });

  it('two different addresses count 2; one IPv6 /64 is one address', async () => {
    for (const ip of ['198.51.100.1', '198.51.100.2', '2001:db8:1:2::1', '2001:db8:1:2:ffff::9']) {
      for (let i = 0; i < 3; i++) await semCookie(ip, viewFornecedor);
    }
    expect((await estatisticas()).views).toEqual({ total: 3, unique: 3 });
  });

  it('cookieless views arriving together (still in the write queue) count once; other pages by their path', async () => {
    const ip = '198.51.100.9';
    await Promise.all(Array.from({ length: 5 }, () => semCookie(ip, viewFornecedor)));
    await Promise.all(Array.from({ length: 3 }, () => semCookie(ip, { page_type: 'blog', url: '/blog' })));
    await semCookie(ip, { page_type: 'home', url: '/' });
    const contadas = (await views()).filter((r) => r.contado === 1).map((r) => r.url);
    expect(contadas.sort()).toEqual(['/', '/blog', '/solucao/aurora']);
  });

  it("a page starts the visitor's session: two first-time browsers behind one address count two; minting is limited per address", async () => {
    const { request } = httpClient(t.deps, fakeBuild());
    /** A browser's first visit: the page, then its view with whatever cookie the page set. */
    const primeiraVisita = async () => {
      const pagina = await request('GET', '/solucao/aurora', { headers: { 'User-Agent': CHROME } });
      const cookie = pagina.headers.get('set-cookie')?.split(';')[0];
      const view = await request('POST', '/api/access-logs/page-view', {
        body: viewFornecedor,
        headers: { 'User-Agent': CHROME, ...(cookie ? { Cookie: cookie } : {}) },
      });
      return { cookie, status: view.status };
    };
    const a = await primeiraVisita();
    const b = await primeiraVisita();
    expect(a.cookie).toMatch(/^vs_rastreio=/);
    expect(b.cookie).toMatch(/^vs_rastreio=/);
    expect(a.cookie).not.toBe(b.cookie);
    expect((await estatisticas()).views).toEqual({ total: 2, unique: 2 });
    // a script fetching pages to mint sessions gets at most a tenth of RATE_LIMIT_TRACKING (30) a window,
    // then cookieless views that count once for the address
    for (let i = 0; i < 40; i++) await primeiraVisita();
    const s = await estatisticas();
    expect(s.views.total).toBe(2 + 28 + 1);
  });
});
