import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSession } from '../../server/auth/session.js';
import { createContextInner } from '../../server/services/contexto.js';
import {
  bucketDe,
  dataValida,
  estatisticasFornecedor,
  inicioDaSemana,
  relatorioPeriodo,
  resolverJanela,
} from '../../server/services/estatisticas.service.js';
import { diaSaoPaulo } from '../../shared/dia-sao-paulo.js';
import { taxaEngajamento } from '../../src/features/perfil/estatisticas-calculo.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario, loginAs, type TestUser } from '../helpers/factories.js';
import { httpClient } from '../helpers/http.js';
import { insertClick, insertLink, insertView } from './fixtures.js';

describe('São Paulo calendar days and report windows (pure)', () => {
  it('puts an instant on its São Paulo day, not its UTC day', () => {
    expect(diaSaoPaulo(new Date('2026-03-01T02:59:59Z'))).toBe('2026-02-28');
    expect(diaSaoPaulo(new Date('2026-03-01T03:00:00Z'))).toBe('2026-03-01');
  });

  it('defaults to the last 30 days ending today in São Paulo (30 days, today included)', () => {
    // 23:30 in São Paulo on 28 Feb while UTC is already 1 March
    const agora = new Date('2026-03-01T02:30:00Z');
    expect(resolverJanela(undefined, undefined, 30, agora)).toEqual({
      inicio: '2026-01-30',
      fim: '2026-02-28',
    });
    expect(resolverJanela(null, null, 7, agora)).toEqual({ inicio: '2026-02-22', fim: '2026-02-28' });
  });

  it('falls back to the defaults for dates that are not YYYY-MM-DD or not real dates', () => {
    const agora = new Date('2026-06-15T12:00:00Z');
    const padrao = resolverJanela(undefined, undefined, 30, agora);
    for (const ruim of ['2026-02-30', '15/06/2026', 'ontem', '2026-6-1', '2026-13-01', '']) {
      expect(resolverJanela(ruim, ruim, 30, agora), ruim).toEqual(padrao);
    }
    expect(dataValida('2024-02-29')).toBe(true);
    expect(dataValida('2026-02-29')).toBe(false);
    // one valid date keeps it: a valid end with an invalid start → 30 days ending there
    expect(resolverJanela('xx', '2026-03-10', 30, agora)).toEqual({
      inicio: '2026-02-09',
      fim: '2026-03-10',
    });
  });

  it('swaps reversed dates and caps a window at 731 days', () => {
    expect(resolverJanela('2026-03-10', '2026-03-01', 30)).toEqual({
      inicio: '2026-03-01',
      fim: '2026-03-10',
    });
    expect(resolverJanela('2000-01-01', '2026-03-01', 30).inicio).toBe('2024-03-01');
  });

  it('starts weeks on Monday and names months YYYY-MM', () => {
    expect(inicioDaSemana('2026-03-01')).toBe('2026-02-23'); // Sunday → previous Monday
    expect(inicioDaSemana('2026-02-23')).toBe('2026-02-23'); // Monday stays
    expect(bucketDe('2026-02-28', 'month')).toBe('2026-02');
    expect(bucketDe('2026-02-28', 'day')).toBe('2026-02-28');
  });

  it('rounds the engagement rate to one decimal and says 0% without views', () => {
    expect(taxaEngajamento(0, 0)).toBe('0%');
    expect(taxaEngajamento(5, 0)).toBe('0%');
    expect(taxaEngajamento(1, 3)).toBe('33,3%');
    expect(taxaEngajamento(2, 3)).toBe('66,7%');
    expect(taxaEngajamento(1, 8)).toBe('12,5%');
    expect(taxaEngajamento(3, 3)).toBe('100,0%');
    expect(taxaEngajamento(0, 7)).toBe('0,0%');
  });
});

describe('statistics of a supplier on fixtures', () => {
  let t: TestDb;
  let dono: TestUser;
  let fornecedorId: number;
  let linkWhats: number;
  let linkSite: number;

  beforeEach(async () => {
    t = await createTestDb();
    dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    fornecedorId = (await createFornecedor(t.deps, dono.id)).id;
    linkWhats = await insertLink(t.deps, fornecedorId, {
      url: 'https://wa.me/5511987654321',
      texto: 'Fale no WhatsApp',
      categoria: 'whatsapp',
    });
    linkSite = await insertLink(t.deps, fornecedorId, {
      url: 'https://exemplo.com.br',
      texto: null,
      categoria: 'site',
    });
    const d = t.deps;
    const f = fornecedorId;
    // 1 March (São Paulo): three counted views by two sessions, one by a bot, one by the owner
    await insertView(d, { fornecedorId: f, em: '2026-03-01T12:00:00Z', sessao: 's1' });
    await insertView(d, { fornecedorId: f, em: '2026-03-01T13:00:00Z', sessao: 's1' });
    await insertView(d, { fornecedorId: f, em: '2026-03-01T14:00:00Z', sessao: 's2' });
    await insertView(d, {
      fornecedorId: f,
      em: '2026-03-01T15:00:00Z',
      sessao: 'bot',
      contado: false,
      motivo: 'bot',
      userAgent: 'WhatsApp/2.23',
    });
    await insertView(d, {
      fornecedorId: f,
      em: '2026-03-01T16:00:00Z',
      sessao: 'dono',
      contado: false,
      motivo: 'dono',
      usuarioId: dono.id,
    });
    // 23:30 on 1 March in São Paulo = 02:30 UTC on 2 March: still 1 March
    await insertView(d, { fornecedorId: f, em: '2026-03-02T02:30:00Z', sessao: 's3' });
    // 3 March: one view
    await insertView(d, { fornecedorId: f, em: '2026-03-03T12:00:00Z', sessao: 's1' });
    // outside the window and another supplier's view
    await insertView(d, { fornecedorId: f, em: '2026-02-20T12:00:00Z', sessao: 's9' });
    const outro = await createFornecedor(d, dono.id);
    await insertView(d, { fornecedorId: outro.id, em: '2026-03-01T12:00:00Z', sessao: 's1' });

    // clicks: whatsapp twice by s1 and once by s2, site once by s2, one bot click and one repeat
    await insertClick(d, { fornecedorId: f, linkId: linkWhats, em: '2026-03-01T12:05:00Z', sessao: 's1' });
    await insertClick(d, { fornecedorId: f, linkId: linkWhats, em: '2026-03-01T12:09:00Z', sessao: 's1' });
    await insertClick(d, { fornecedorId: f, linkId: linkWhats, em: '2026-03-03T12:09:00Z', sessao: 's2' });
    await insertClick(d, {
      fornecedorId: f,
      linkId: linkSite,
      em: '2026-03-01T14:05:00Z',
      sessao: 's2',
      tipo: 'site',
      url: 'https://exemplo.com.br',
      texto: null,
    });
    await insertClick(d, {
      fornecedorId: f,
      linkId: linkWhats,
      em: '2026-03-01T15:05:00Z',
      sessao: 'bot',
      contado: false,
      motivo: 'bot',
    });
    await insertClick(d, {
      fornecedorId: f,
      linkId: linkWhats,
      em: '2026-03-01T12:05:01Z',
      sessao: 's1',
      contado: false,
      motivo: 'repetido',
    });
  });
  afterEach(() => t.cleanup());

  it('counts totals, unique visitors, clicks per link and every day of the window', async () => {
    const caller = await callerFor(t.deps, dono);
    const s = await caller.accessLogs.estatisticasFornecedor({
      fornecedorId,
      start_date: '2026-02-28',
      end_date: '2026-03-04',
    });
    // unique visitors are per day, added up (a visitor id lives one day): a visitor back on
    // 03-03 counts again (views and clicks: s2 clicked on 03-01 and 03-03)
    expect(s.views).toEqual({ total: 5, unique: 4 });
    expect(s.link_clicks.total).toBe(4);
    expect(s.link_clicks.unique).toBe(3);
    expect(s.link_clicks.by_link).toEqual([
      {
        link_id: linkWhats,
        link_texto: 'Fale no WhatsApp',
        link_url: 'https://wa.me/5511987654321',
        link_type: 'whatsapp',
        total_clicks: 3,
      },
      // without a text on screen, the category's label names the link
      {
        link_id: linkSite,
        link_texto: 'Site',
        link_url: 'https://exemplo.com.br',
        link_type: 'site',
        total_clicks: 1,
      },
    ]);
    expect(s.daily_stats).toEqual([
      { date: '2026-02-28', total_views: 0, orcamentos: 0 },
      { date: '2026-03-01', total_views: 4, orcamentos: 0 },
      { date: '2026-03-02', total_views: 0, orcamentos: 0 },
      { date: '2026-03-03', total_views: 1, orcamentos: 0 },
      { date: '2026-03-04', total_views: 0, orcamentos: 0 },
    ]);
    expect(s.start_date).toBe('2026-02-28');
    expect(s.end_date).toBe('2026-03-04');
  });

  it('does not count bots, the owner or repeats, yet keeps those events for audit', async () => {
    const caller = await callerFor(t.deps, dono);
    const s = await caller.accessLogs.estatisticasFornecedor({
      fornecedorId,
      start_date: '2026-03-01',
      end_date: '2026-03-01',
    });
    expect(s.views.total).toBe(4);
    expect(s.link_clicks.total).toBe(3);
    const descartados = await t.deps.db
      .selectFrom('page_views')
      .select(['motivo_descartado'])
      .where('contado', '=', 0)
      .orderBy('id')
      .execute();
    expect(descartados.map((r) => r.motivo_descartado)).toEqual(['bot', 'dono']);
  });

  it('uses the last 30 days by default and zero-fills them', async () => {
    const ctx = createContextInner(t.deps, {
      user: dono,
      session: (await createSession(t.deps.db, dono.id)).session,
    });
    const s = await estatisticasFornecedor(ctx, { fornecedorId }, new Date('2026-03-05T12:00:00Z'));
    expect(s.daily_stats).toHaveLength(30);
    expect(s.daily_stats[0].date).toBe('2026-02-04');
    expect(s.daily_stats[29].date).toBe('2026-03-05');
    // 20 Feb is inside the default window
    expect(s.views.total).toBe(6);
    expect(s.daily_stats.filter((d) => d.total_views > 0).map((d) => d.date)).toEqual([
      '2026-02-20',
      '2026-03-01',
      '2026-03-03',
    ]);
    // invalid dates: same as the defaults
    const ruim = await estatisticasFornecedor(
      ctx,
      { fornecedorId, start_date: '2026-02-31', end_date: 'amanhã' },
      new Date('2026-03-05T12:00:00Z'),
    );
    expect(ruim).toEqual(s);
  });

  it('reports views by day, by week from Monday and by month across a month boundary', async () => {
    const caller = await callerFor(t.deps, dono);
    const base = {
      page_type: 'fornecedor',
      object_id: String(fornecedorId),
      start_date: '2026-02-20',
      end_date: '2026-03-03',
    };
    const dia = await caller.accessLogs.relatorioPeriodo({ ...base, period: 'day' });
    expect(dia).toHaveLength(12);
    expect(dia.filter((r) => r.total_views > 0)).toEqual([
      { data_stats: '2026-02-20', total_views: 1, total_orcamentos: 0 },
      { data_stats: '2026-03-01', total_views: 4, total_orcamentos: 0 },
      { data_stats: '2026-03-03', total_views: 1, total_orcamentos: 0 },
    ]);
    const semana = await caller.accessLogs.relatorioPeriodo({ ...base, period: 'week' });
    // 20 Feb is a Friday (week of 16 Feb); 1 March a Sunday (week of 23 Feb); 3 March a Tuesday
    expect(semana).toEqual([
      { data_stats: '2026-02-16', total_views: 1, total_orcamentos: 0 },
      { data_stats: '2026-02-23', total_views: 4, total_orcamentos: 0 },
      { data_stats: '2026-03-02', total_views: 1, total_orcamentos: 0 },
    ]);
    const mes = await caller.accessLogs.relatorioPeriodo({ ...base, period: 'month' });
    expect(mes).toEqual([
      { data_stats: '2026-02', total_views: 1, total_orcamentos: 0 },
      { data_stats: '2026-03', total_views: 5, total_orcamentos: 0 },
    ]);
  });

  it('defaults the period report to the last 7 days', async () => {
    const ctx = createContextInner(t.deps, {
      user: dono,
      session: (await createSession(t.deps.db, dono.id)).session,
    });
    const rows = await relatorioPeriodo(
      ctx,
      { period: 'day', page_type: 'fornecedor', object_id: String(fornecedorId) },
      new Date('2026-03-04T01:00:00Z'), // 22:00 on 3 March in São Paulo
    );
    expect(rows.map((r) => r.data_stats)).toEqual([
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
    ]);
    expect(rows.reduce((n, r) => n + r.total_views, 0)).toBe(5);
  });

  it('answers a bad period and a missing supplier id with their messages (REST)', async () => {
    const { token } = await loginAs(t.deps, dono);
    const http = httpClient(t.deps);
    const ruim = await http.request(
      'GET',
      `/api/access-logs/reports/period?period=year&object_id=${fornecedorId}`,
      {
        token,
      },
    );
    expect(ruim.status).toBe(400);
    expect(ruim.json.message).toBe('Período inválido. Use day, week ou month.');
    for (const p of [
      '/api/access-logs/stats/fornecedor',
      '/api/access-logs/stats/fornecedor/abc',
      '/api/access-logs/reports/link-clicks/0',
    ]) {
      const res = await http.request('GET', p, { token });
      expect(res.status, p).toBe(400);
      expect(res.json.message, p).toBe('ID do fornecedor é obrigatório');
    }
  });

  it('serves the summary, top links and link-click report over REST', async () => {
    const { token } = await loginAs(t.deps, dono);
    const http = httpClient(t.deps);
    const q = 'start_date=2026-03-01&end_date=2026-03-03';
    const resumo = await http.request('GET', `/api/access-logs/stats/fornecedor/${fornecedorId}?${q}`, {
      token,
    });
    expect(resumo.status).toBe(200);
    expect(resumo.json.views.total).toBe(5);
    expect(resumo.json.daily_stats).toHaveLength(3);

    const top = await http.request('GET', `/api/access-logs/reports/top-links/${fornecedorId}?${q}&limit=1`, {
      token,
    });
    expect(top.status).toBe(200);
    expect(top.json).toHaveLength(1);
    expect(top.json[0]).toMatchObject({ link_id: linkWhats, total_clicks: 3, unique_clicks: 2 });

    const cliques = await http.request('GET', `/api/access-logs/reports/link-clicks/${fornecedorId}?${q}`, {
      token,
    });
    expect(cliques.status).toBe(200);
    expect(cliques.json).toEqual([
      {
        link_type: 'whatsapp',
        link_texto: 'WhatsApp',
        link_url: 'https://wa.me/5511987654321',
        total_clicks: 3,
        unique_clicks: 2,
      },
      {
        link_type: 'site',
        link_texto: null,
        link_url: 'https://exemplo.com.br',
        total_clicks: 1,
        unique_clicks: 1,
      },
    ]);
  });
});

describe('who may see a supplier’s statistics', () => {
  let t: TestDb;
  let dono: TestUser;
  let fornecedorId: number;
  beforeEach(async () => {
    t = await createTestDb();
    dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    fornecedorId = (await createFornecedor(t.deps, dono.id)).id;
  });
  afterEach(() => t.cleanup());

  it('refuses another anunciante and a cliente, over tRPC and REST, with the spec message', async () => {
    const outroAnunciante = await createUsuario(t.deps, { tipo: 'anunciante' });
    await createFornecedor(t.deps, outroAnunciante.id);
    const cliente = await createUsuario(t.deps, { tipo: 'cliente' });
    const http = httpClient(t.deps);
    for (const u of [outroAnunciante, cliente]) {
      const caller = await callerFor(t.deps, u);
      await expect(caller.accessLogs.estatisticasFornecedor({ fornecedorId })).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Você não tem permissão para visualizar estas estatísticas.',
      });
      await expect(
        caller.accessLogs.relatorioPeriodo({
          period: 'day',
          page_type: 'fornecedor',
          object_id: String(fornecedorId),
        }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(caller.accessLogs.topLinks({ fornecedorId })).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(caller.accessLogs.relatorioCliquesLink({ fornecedorId })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      // site-wide reports are for admins only
      await expect(
        caller.accessLogs.relatorioPeriodo({ period: 'day', page_type: 'home' }),
      ).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      const { token } = await loginAs(t.deps, u);
      for (const p of [
        `/api/access-logs/stats/fornecedor/${fornecedorId}`,
        `/api/access-logs/reports/top-links/${fornecedorId}`,
        `/api/access-logs/reports/link-clicks/${fornecedorId}`,
        `/api/access-logs/reports/period?period=day&page_type=fornecedor&object_id=${fornecedorId}`,
      ]) {
        const res = await http.request('GET', p, { token });
        expect(res.status, p).toBe(403);
        expect(res.json.message, p).toBe('Você não tem permissão para visualizar estas estatísticas.');
      }
    }
  });

  it('lets the owner and an admin in, and asks anonymous callers to log in', async () => {
    const admin = await createUsuario(t.deps, { tipo: 'admin' });
    for (const u of [dono, admin]) {
      const caller = await callerFor(t.deps, u);
      const s = await caller.accessLogs.estatisticasFornecedor({ fornecedorId });
      expect(s.views.total).toBe(0);
      expect(s.daily_stats).toHaveLength(30);
    }
    const adminCaller = await callerFor(t.deps, admin);
    await insertView(t.deps, {
      fornecedorId: null,
      em: new Date().toISOString(),
      sessao: 'h1',
      pageType: 'home',
    });
    const home = await adminCaller.accessLogs.relatorioPeriodo({ period: 'day', page_type: 'home' });
    expect(home.reduce((n, r) => n + r.total_views, 0)).toBe(1);
    const res = await httpClient(t.deps).request('GET', `/api/access-logs/stats/fornecedor/${fornecedorId}`);
    expect(res.status).toBe(401);
  });

  it('answers 404 for a supplier that does not exist', async () => {
    const caller = await callerFor(t.deps, dono);
    await expect(caller.accessLogs.estatisticasFornecedor({ fornecedorId: 999999 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('bot and owner filtering through the real tracker', () => {
  let t: TestDb;
  afterEach(() => t.cleanup());

  it('does not count a crawler’s or the owner’s view or click; a visitor’s counts once', async () => {
    t = await createTestDb();
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    const f = await createFornecedor(t.deps, dono.id);
    const linkId = await insertLink(t.deps, f.id, {
      url: 'https://wa.me/5511900000000',
      texto: 'WhatsApp',
      categoria: 'whatsapp',
    });
    const visita = {
      page_type: 'fornecedor' as const,
      object_id: String(f.id),
      url: `/fornecedores/${f.id}`,
    };
    const clique = {
      fornecedor_id: f.id,
      link_id: linkId,
      url: 'https://wa.me/5511900000000',
      origem_page_type: 'fornecedor' as const,
    };
    const navegador =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

    for (const ua of [
      'facebookexternalhit/1.1',
      'WhatsApp/2.24.1 A',
      'Mozilla/5.0 (compatible; Googlebot/2.1)',
    ]) {
      const robo = await callerFor(t.deps, null, { userAgent: ua, ip: '203.0.113.1' });
      await robo.accessLogs.pageView(visita);
      await robo.accessLogs.linkClick(clique);
    }
    const proprio = await callerFor(t.deps, dono, {
      userAgent: navegador,
      ip: '203.0.113.2',
    });
    await proprio.accessLogs.pageView(visita);
    await proprio.accessLogs.linkClick(clique);
    const visitante = await callerFor(t.deps, null, {
      userAgent: navegador,
      ip: '203.0.113.3',
    });
    await visitante.accessLogs.pageView(visita);
    await visitante.accessLogs.linkClick(clique);

    const s = await (await callerFor(t.deps, dono)).accessLogs.estatisticasFornecedor({ fornecedorId: f.id });
    expect(s.views).toEqual({ total: 1, unique: 1 });
    expect(s.link_clicks.total).toBe(1);
    expect(s.link_clicks.by_link).toEqual([
      {
        link_id: linkId,
        link_texto: 'WhatsApp',
        link_url: 'https://wa.me/5511900000000',
        link_type: 'whatsapp',
        total_clicks: 1,
      },
    ]);
    expect(s.daily_stats.reduce((n, d) => n + d.total_views, 0)).toBe(1);
    const guardados = await t.deps.db
      .selectFrom('page_views')
      .select(['motivo_descartado'])
      .where('fornecedor_id', '=', f.id)
      .orderBy('id')
      .execute();
    expect(guardados.map((r) => r.motivo_descartado)).toEqual(['bot', 'bot', 'bot', 'dono', null]);
  });
});
