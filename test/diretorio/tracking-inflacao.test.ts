import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { abrirBanco } from '../../db/client.js';
import { createDeps } from '../../server/deps.js';
import { createLogger } from '../../server/logger.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';
import { fakeBuild, httpClient, ORIGIN } from '../helpers/http.js';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

// Visitors are counted without a cookie: the day's visitor is a salted hash of (address, browser,
// site), so one address cannot count a supplier's view again and again and nothing is
// stored in the browser.
describe('tracking without a cookie: the day visitor', () => {
  let t: TestDb;
  let dono: Awaited<ReturnType<typeof createUsuario>>;
  let forn: Awaited<ReturnType<typeof createFornecedor>>;
  let relogio: Date;

  beforeEach(async () => {
    t = await createTestDb();
    // 15:00 in São Paulo (UTC-3)
    relogio = new Date('2026-06-15T18:00:00Z');
    t.deps.agora = () => relogio;
    dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    forn = await createFornecedor(t.deps, dono.id, { slug: 'aurora' });
  });
  afterEach(() => t.cleanup());

  const views = () => t.deps.db.selectFrom('page_views').selectAll().orderBy('id').execute();
  const sais = () => t.deps.db.selectFrom('rastreio_sal').select('dia').execute();
  const viewFornecedor = { page_type: 'fornecedor' as const, object_id: 'aurora', url: '/solucao/aurora' };
  const visita = async (
    ip: string,
    input: Parameters<Awaited<ReturnType<typeof callerFor>>['accessLogs']['pageView']>[0],
    userAgent = CHROME,
  ) => (await callerFor(t.deps, null, { ip, userAgent })).accessLogs.pageView(input);

  it('50 posts for one supplier from one address, each with its own session_id, count one view and set no cookie', async () => {
    const { request } = httpClient(t.deps);
    for (let i = 0; i < 50; i++) {
      const res = await request('POST', '/api/access-logs/page-view', {
        body: { ...viewFornecedor, session_id: `sessao-do-cliente-${i}` },
        headers: { 'User-Agent': CHROME },
      });
      expect(res.status).toBe(202);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    const rows = await views();
    expect(rows).toHaveLength(50);
    expect(rows.map((r) => r.motivo_descartado)).toEqual([null, ...Array(49).fill('repetido')]);
    expect(new Set(rows.map((r) => r.session_id)).size).toBe(1);
  });

  it('a tRPC batch of views from one browser counts one and sets no cookie', async () => {
    const { app } = httpClient(t.deps);
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
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const contadas = (await views()).filter((r) => r.contado === 1);
    expect(contadas).toHaveLength(1);
  });

  it('pages set no tracking cookie; two browsers behind one address count two, the same browser once', async () => {
    const { request } = httpClient(t.deps, fakeBuild());
    for (const ua of [CHROME, FIREFOX, CHROME]) {
      const pagina = await request('GET', '/solucao/aurora', { headers: { 'User-Agent': ua } });
      expect(pagina.headers.get('set-cookie')).toBeNull();
      const view = await request('POST', '/api/access-logs/page-view', {
        body: viewFornecedor,
        headers: { 'User-Agent': ua },
      });
      expect(view.status).toBe(202);
    }
    expect((await views()).map((r) => r.contado)).toEqual([1, 1, 0]);
  });

  it('stores a hash of the day visitor, never the address, the browser string as the id, or the salt', async () => {
    const ip = '203.0.113.77';
    await visita(ip, viewFornecedor);
    await visita(ip, { page_type: 'blog', url: '/blog' });
    const rows = await views();
    const hash = rows[0].session_id;
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/); // HMAC-SHA256, base64url
    expect(rows[1].session_id).toBe(hash);
    for (const r of rows) expect(JSON.stringify(r)).not.toContain(ip);
    expect(rows.every((r) => r.endereco_hash === null)).toBe(true);
    // another database has another salt: the same address and browser give another hash
    const outro = await createTestDb();
    try {
      outro.deps.agora = () => relogio;
      await (await callerFor(outro.deps, null, { ip, userAgent: CHROME })).accessLogs.pageView({
        page_type: 'blog',
        url: '/blog',
      });
      const [r2] = await outro.deps.db.selectFrom('page_views').select('session_id').execute();
      expect(r2.session_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(r2.session_id).not.toBe(hash);
    } finally {
      await outro.cleanup();
    }
  });

  it('a restart within the day keeps counting the same visitor (the salt is in the database for the day)', async () => {
    const ip = '198.51.100.20';
    await visita(ip, viewFornecedor);
    // a second process on the same database file: nothing in its memory
    const outro = abrirBanco(t.env);
    const deps2 = createDeps({ ...outro, env: t.env, logger: createLogger('silent'), agora: () => relogio });
    try {
      const r = await (await callerFor(deps2, null, { ip, userAgent: CHROME })).accessLogs.pageView(
        viewFornecedor,
      );
      expect([r.contado, r.motivo]).toEqual([false, 'repetido']);
    } finally {
      await outro.db.destroy();
    }
    const rows = await views();
    expect(rows[1].session_id).toBe(rows[0].session_id);
  });

  it('across midnight in São Paulo the visitor is counted again and the previous day salt is gone', async () => {
    const ip = '198.51.100.30';
    relogio = new Date('2026-06-16T02:59:00Z'); // 23:59 on June 15 in São Paulo
    expect((await visita(ip, viewFornecedor)).contado).toBe(true);
    relogio = new Date('2026-06-16T02:59:59Z');
    expect((await visita(ip, viewFornecedor)).motivo).toBe('repetido');
    expect(await sais()).toEqual([{ dia: '2026-06-15' }]);

    relogio = new Date('2026-06-16T03:01:00Z'); // 00:01 on June 16 in São Paulo
    expect((await visita(ip, viewFornecedor)).contado).toBe(true);
    expect((await visita(ip, viewFornecedor)).motivo).toBe('repetido');
    expect(await sais()).toEqual([{ dia: '2026-06-16' }]);

    const rows = await views();
    expect(rows.map((r) => r.dia)).toEqual(['2026-06-15', '2026-06-15', '2026-06-16', '2026-06-16']);
    // two hashes, one per day, that nothing links
    expect(rows[0].session_id).toBe(rows[1].session_id);
    expect(rows[2].session_id).toBe(rows[3].session_id);
    expect(rows[2].session_id).not.toBe(rows[0].session_id);
    // unique visitors are visitor-days: one person on two days counts 2
    const s = await (await callerFor(t.deps, dono)).accessLogs.estatisticasFornecedor({
      fornecedorId: forn.id,
      start_date: '2026-06-15',
      end_date: '2026-06-16',
    });
    expect(s.views).toEqual({ total: 2, unique: 2 });
  });

  it('two different addresses count 2; one IPv6 /64 is one address', async () => {
    for (const ip of ['198.51.100.1', '198.51.100.2', '2001:db8:1:2::1', '2001:db8:1:2:ffff::9']) {
      for (let i = 0; i < 3; i++) await visita(ip, viewFornecedor);
    }
    expect((await views()).filter((r) => r.contado === 1).map((r) => r.fornecedor_id)).toEqual([
      forn.id,
      forn.id,
      forn.id,
    ]);
  });

  it('views arriving together (still in the write queue) count once; other pages by their path', async () => {
    const ip = '198.51.100.9';
    await Promise.all(Array.from({ length: 5 }, () => visita(ip, viewFornecedor)));
    await Promise.all(Array.from({ length: 3 }, () => visita(ip, { page_type: 'blog', url: '/blog' })));
    await visita(ip, { page_type: 'home', url: '/' });
    const contadas = (await views()).filter((r) => r.contado === 1).map((r) => r.url);
    expect(contadas.sort()).toEqual(['/', '/blog', '/solucao/aurora']);
  });

  it('later the same São Paulo day, the same visitor and page is still a repeat', async () => {
    await visita('198.51.100.40', viewFornecedor);
    relogio = new Date(relogio.getTime() + 8 * 60 * 60 * 1000); // 23:00 the same day
    expect((await visita('198.51.100.40', viewFornecedor)).motivo).toBe('repetido');
  });
});
