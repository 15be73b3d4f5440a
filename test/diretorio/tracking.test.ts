import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ehBot } from '../../server/services/tracking.service.js';
import { diaSaoPaulo } from '../../shared/dia-sao-paulo.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, motorDoTeste, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';
import { httpClient } from '../helpers/http.js';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('tracking: classification when written', () => {
  let t: TestDb;
  let dono: Awaited<ReturnType<typeof createUsuario>>;
  let forn: Awaited<ReturnType<typeof createFornecedor>>;
  let linkId: number;
  let relogio: Date;

  beforeEach(async () => {
    t = await createTestDb({ RATE_LIMIT_TRACKING: '5/60' });
    relogio = new Date('2026-06-15T15:00:00Z');
    t.deps.agora = () => relogio;
    dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    forn = await createFornecedor(t.deps, dono.id, { slug: 'aurora' });
    const cat = await t.deps.db
      .selectFrom('categorias_link')
      .select('id')
      .where('nome', '=', 'whatsapp')
      .executeTakeFirstOrThrow();
    linkId = (
      await t.deps.db
        .insertInto('fornecedor_links')
        .values({
          fornecedor_id: forn.id,
          categoria_id: cat.id,
          url: 'wa.me/5511999999999',
          texto_tela: 'WhatsApp',
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterEach(() => t.cleanup());

  const views = () => t.deps.db.selectFrom('page_views').selectAll().orderBy('id').execute();
  const clicks = () => t.deps.db.selectFrom('link_clicks').selectAll().orderBy('id').execute();

  it('counts the first view of a path, marks the same session and path again as repetido', async () => {
    const c = await callerFor(t.deps, null, { userAgent: CHROME });
    await c.accessLogs.pageView({ page_type: 'fornecedor', object_id: 'aurora', url: '/solucao/aurora?x=1' });
    await c.accessLogs.pageView({
      page_type: 'fornecedor',
      object_id: String(forn.id),
      url: '/solucao/aurora',
    });
    await c.accessLogs.pageView({ page_type: 'home', url: '/' });
    const rows = await views();
    expect(rows.map((r) => [r.url, r.contado, r.motivo_descartado])).toEqual([
      ['/solucao/aurora', 1, null],
      ['/solucao/aurora', 0, 'repetido'],
      ['/', 1, null],
    ]);
    expect(rows[0].fornecedor_id).toBe(forn.id);
    expect(rows[1].fornecedor_id).toBe(forn.id);
    expect(rows[0].dia).toBe('2026-06-15');
    expect(Object.keys(rows[0])).not.toContain('ip');
  });

  it('views of one batch (same event-loop turn) are classified together: the first of each page counts, the others and later ones are repetido', async () => {
    const ips = ['198.51.100.1', '198.51.100.2'];
    const callers = await Promise.all(ips.map((ip) => callerFor(t.deps, null, { ip, userAgent: CHROME })));
    // Sent together: one group commit, one repeat check for all of them.
    const respostas = await Promise.all(
      callers.flatMap((c) => [
        c.accessLogs.pageView({ page_type: 'fornecedor', object_id: 'aurora', url: '/solucao/aurora' }),
        c.accessLogs.pageView({
          page_type: 'fornecedor',
          object_id: String(forn.id),
          url: `/fornecedores/${forn.id}`,
        }),
        c.accessLogs.pageView({ page_type: 'home', url: '/' }),
        c.accessLogs.pageView({ page_type: 'home', url: '/?utm=x' }),
      ]),
    );
    const classificacao = respostas.map((r) => JSON.stringify([r.contado, r.motivo]));
    const umContaOOutroRepete = [JSON.stringify([false, 'repetido']), JSON.stringify([true, null])];
    if (motorDoTeste === 'sqlite') {
      // SQLite: the queries before the queue answer at once, so the batch keeps the call order.
      expect(classificacao).toEqual(Array(4).fill(umContaOOutroRepete.toReversed()).flat());
    } else {
      // PostgreSQL: the flood limit and the supplier lookup are queries, so the views reach the
      // queue in the order those answer, not the call order: per visitor and page (the supplier by
      // slug and by id; '/' with and without a query string), one counts and the other repeats.
      for (let i = 0; i < classificacao.length; i += 2)
        expect(classificacao.slice(i, i + 2).sort()).toEqual(umContaOOutroRepete);
    }
    // A later batch sees what the earlier one committed.
    const depois = await callers[1].accessLogs.pageView({ page_type: 'home', url: '/' });
    expect([depois.contado, depois.motivo]).toEqual([false, 'repetido']);
    const rows = await views();
    // Supplier views wait for the supplier lookup, so rows are compared per visitor and page; the
    // visitor of the later view (the last row) is 1.
    const segundo = rows.at(-1)?.session_id;
    const porPagina = rows
      .map((r) => [r.session_id === segundo ? 1 : 0, r.fornecedor_id ? 'aurora' : r.url, r.contado])
      .sort((a, b) => String(a).localeCompare(String(b)));
    expect(porPagina).toEqual([
      [0, '/', 0],
      [0, '/', 1],
      [0, 'aurora', 0],
      [0, 'aurora', 1],
      [1, '/', 0],
      [1, '/', 0],
      [1, '/', 1],
      [1, 'aurora', 0],
      [1, 'aurora', 1],
    ]);
  });

  it('a visit by id redirected to the slug address counts once (same supplier, same day)', async () => {
    const c = await callerFor(t.deps, null, { userAgent: CHROME });
    await c.accessLogs.pageView({
      page_type: 'fornecedor',
      object_id: String(forn.id),
      url: `/fornecedores/${forn.id}`,
    });
    await c.accessLogs.pageView({ page_type: 'fornecedor', object_id: 'aurora', url: '/solucao/aurora' });
    const rows = await views();
    expect(rows.map((r) => [r.url, r.contado, r.motivo_descartado])).toEqual([
      [`/fornecedores/${forn.id}`, 1, null],
      ['/solucao/aurora', 0, 'repetido'],
    ]);
  });

  it('bots and link-preview fetchers are kept but not counted', async () => {
    for (const ua of [
      'WhatsApp/2.23.20.0 A',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (compatible; Googlebot/2.1)',
      'curl/8.5.0',
      'TelegramBot (like TwitterBot)',
    ]) {
      expect(ehBot(ua)).toBe(true);
    }
    expect(ehBot(CHROME)).toBe(false);
    const c = await callerFor(t.deps, null, { userAgent: 'WhatsApp/2.23.20.0 A' });
    await c.accessLogs.pageView({ page_type: 'fornecedor', object_id: 'aurora', url: '/solucao/aurora' });
    expect((await views()).map((r) => [r.contado, r.motivo_descartado])).toEqual([[0, 'bot']]);
  });

  it("the owner's own views and clicks are marked dono", async () => {
    const c = await callerFor(t.deps, dono, { userAgent: CHROME });
    await c.accessLogs.pageView({ page_type: 'fornecedor', object_id: 'aurora', url: '/solucao/aurora' });
    await c.accessLogs.linkClick({
      fornecedor_id: forn.id,
      link_id: linkId,
      url: 'https://wa.me/5511999999999',
      origem_page_type: 'fornecedor',
    });
    expect((await views())[0].motivo_descartado).toBe('dono');
    expect((await clicks())[0].motivo_descartado).toBe('dono');
  });

  it('skips uploads addresses, unknown suppliers and internal profile links', async () => {
    const c = await callerFor(t.deps, null, { userAgent: CHROME });
    await c.accessLogs.pageView({ page_type: 'blog', url: '/uploads/fornecedores/1/a.jpg' });
    await c.accessLogs.pageView({
      page_type: 'fornecedor',
      object_id: 'nao-existe',
      url: '/solucao/nao-existe',
    });
    await c.accessLogs.linkClick({
      fornecedor_id: forn.id,
      url: '/solucao/outro',
      origem_page_type: 'fornecedor',
    });
    await c.accessLogs.linkClick({
      fornecedor_id: forn.id,
      url: 'http://x/fornecedores/3',
      origem_page_type: 'fornecedor',
    });
    expect(await views()).toEqual([]);
    expect(await clicks()).toEqual([]);
  });

  it('a repeated click on the same supplier, link and url within 2000 ms is repetido; link_type from the category', async () => {
    const c = await callerFor(t.deps, null, { userAgent: CHROME });
    const click = {
      fornecedor_id: forn.id,
      link_id: linkId,
      link_type: 'site',
      url: 'https://wa.me/5511999999999',
      link_text: 'WhatsApp',
      origem_page_type: 'fornecedor' as const,
    };
    await c.accessLogs.linkClick(click);
    await c.accessLogs.linkClick(click);
    // Another number for the same link: not where the link points, kept and not counted.
    await c.accessLogs.linkClick({ ...click, url: 'https://wa.me/5511888888888' });
    // Past the window (the injected clock moves past 2 s): counted again.
    relogio = new Date(relogio.getTime() + 2001);
    await c.accessLogs.linkClick(click);
    const rows = await clicks();
    expect(rows.map((r) => [r.contado, r.motivo_descartado])).toEqual([
      [1, null],
      [0, 'repetido'],
      [0, 'destino'],
      [1, null],
    ]);
    expect(rows[0].link_type).toBe('whatsapp');
  });

  it('a flooding session stops being counted (limite) and one address is eventually refused', async () => {
    const c = await callerFor(t.deps, null, { userAgent: CHROME, ip: '10.0.0.9' });
    for (let i = 0; i < 8; i++) await c.accessLogs.pageView({ page_type: 'blog', url: `/blog/${i}` });
    const rows = await views();
    expect(rows.filter((r) => r.contado === 1)).toHaveLength(5);
    expect(rows.filter((r) => r.motivo_descartado === 'limite')).toHaveLength(3);
    for (let i = 0; i < 42; i++)
      await c.accessLogs.pageView({ page_type: 'blog', url: `/blog/x${i}` }).catch(() => {});
    await expect(c.accessLogs.pageView({ page_type: 'blog', url: '/blog/y' })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });

  it('REST answers 202 and sets no cookie; a session_id in the body is accepted and stored nowhere', async () => {
    const { request } = httpClient(t.deps);
    const res = await request('POST', '/api/access-logs/page-view', {
      body: { page_type: 'home', url: '/', referrer: '', session_id: 'sessao-do-cliente', usuario_id: 999 },
      headers: { 'User-Agent': CHROME },
    });
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ registrado: true, contado: true, motivo: null });
    expect(res.headers.get('set-cookie')).toBeNull();
    const row = (await views())[0];
    expect(row.usuario_id).toBeNull();
    expect(JSON.stringify(row)).not.toContain('sessao-do-cliente');
    const click = await request('POST', '/api/access-logs/link-click', {
      body: {
        fornecedor_id: forn.id,
        link_id: linkId,
        link_type: 'whatsapp',
        url: 'https://wa.me/1',
        link_text: 'x',
        origem_page_type: 'fornecedor',
        usuario_id: null,
      },
      headers: { 'User-Agent': CHROME },
    });
    expect(click.status).toBe(202);
    expect(click.headers.get('set-cookie')).toBeNull();
    // the same address and browser on the same day: the same visitor for views and clicks
    expect((await clicks())[0].session_id).toBe(row.session_id);
    const ruim = await request('POST', '/api/access-logs/page-view', {
      body: { page_type: 'admin', url: '/admin' },
    });
    expect(ruim.status).toBe(400);
  });

  it('dia is the calendar day in America/Sao_Paulo', () => {
    expect(diaSaoPaulo(new Date('2026-03-01T02:30:00Z'))).toBe('2026-02-28');
    expect(diaSaoPaulo(new Date('2026-03-01T03:30:00Z'))).toBe('2026-03-01');
  });
});
