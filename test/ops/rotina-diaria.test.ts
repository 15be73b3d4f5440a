import type { Insertable } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countPageViewsPorDia } from '../../db/queries/admin.queries.js';
import * as xq from '../../db/queries/privacidade.exclusao.queries.js';
import * as pq from '../../db/queries/privacidade.queries.js';
import type { LinkClicksTable, PageViewsTable } from '../../db/schema/estatisticas.js';
import { SESSION_ABSOLUTE_MS, SESSION_INACTIVITY_MS } from '../../server/auth/session.js';
import { DIA_MS } from '../../server/services/orcamentos.service.js';
import {
  agendarRotinaDiaria,
  executarRotinaDiaria,
  inicioDaRetencao,
  msAteMeiaNoite,
} from '../../server/services/rotina-diaria.service.js';
import { diaSaoPaulo } from '../../shared/dia-sao-paulo.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';

const AGORA = new Date('2026-11-26T15:00:00Z');
const HOJE = '2026-11-26';

function somarDias(dia: string, n: number): string {
  const d = new Date(`${dia}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

describe('the daily job: retention of raw events, expired sessions and tokens', () => {
  let t: TestDb;
  let dono: Awaited<ReturnType<typeof createUsuario>>;
  let admin: Awaited<ReturnType<typeof createUsuario>>;
  let forn: Awaited<ReturnType<typeof createFornecedor>>;
  let links: number[];

  beforeEach(async () => {
    t = await createTestDb();
    t.deps.agora = () => AGORA;
    dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    admin = await createUsuario(t.deps, { tipo: 'admin' });
    forn = await createFornecedor(t.deps, dono.id, { slug: 'aurora' });
    const cat = await t.deps.db
      .selectFrom('categorias_link')
      .select('id')
      .where('nome', '=', 'whatsapp')
      .executeTakeFirstOrThrow();
    links = [];
    for (const url of ['wa.me/5511999999999', 'wa.me/5511888888888']) {
      const r = await t.deps.db
        .insertInto('fornecedor_links')
        .values({
          fornecedor_id: forn.id,
          categoria_id: cat.id,
          url,
          texto_tela: 'WhatsApp',
          created_at: AGORA.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      links.push(r.id);
    }
  });
  afterEach(() => t.cleanup());

  /** 26 months of raw events: several visitors a day, repeats, uncounted rows, other pages. */
  async function semearEventos() {
    const views: Insertable<PageViewsTable>[] = [];
    const clicks: Insertable<LinkClicksTable>[] = [];
    for (let i = 0; i < 800; i += 3) {
      const dia = somarDias(HOJE, -i);
      const created_at = `${dia}T15:00:00.000Z`;
      for (let v = 0; v < 1 + (i % 4); v++) {
        const session_id = `visitante-${v}-${i % 2 ? 'a' : 'b'}`; // the same ids on other days
        const base = { usuario_id: null, user_agent: 'x', dia, created_at, session_id };
        views.push(
          {
            ...base,
            page_type: 'fornecedor',
            object_id: 'aurora',
            fornecedor_id: forn.id,
            url: '/solucao/aurora',
            motivo_descartado: null,
            contado: 1,
          },
          {
            ...base,
            page_type: 'fornecedor',
            object_id: String(forn.id),
            fornecedor_id: forn.id,
            url: `/fornecedores/${forn.id}`,
            motivo_descartado: v % 2 ? null : 'repetido',
            contado: v % 2,
          },
          {
            ...base,
            page_type: 'blog',
            object_id: null,
            fornecedor_id: null,
            url: '/blog',
            motivo_descartado: null,
            contado: 1,
          },
          {
            ...base,
            page_type: 'artigo_blog',
            object_id: 'noivas',
            fornecedor_id: null,
            url: '/blog/noivas',
            motivo_descartado: null,
            contado: 1,
          },
          {
            ...base,
            page_type: 'home',
            object_id: null,
            fornecedor_id: null,
            url: '/',
            motivo_descartado: 'bot',
            contado: 0,
          },
        );
        const clique = {
          ...base,
          fornecedor_id: forn.id,
          link_type: 'whatsapp',
          origem_page_type: 'fornecedor',
        };
        clicks.push(
          {
            ...clique,
            link_id: links[v % 2],
            url: 'https://wa.me/1',
            link_text: 'WhatsApp',
            motivo_descartado: null,
            contado: 1,
          },
          {
            ...clique,
            link_id: links[0],
            url: 'https://wa.me/1',
            link_text: 'WhatsApp',
            motivo_descartado: null,
            contado: 1,
          },
          {
            ...clique,
            link_id: null,
            link_type: 'site',
            url: 'https://aurora.com.br',
            link_text: i % 5 ? 'Site' : null,
            motivo_descartado: null,
            contado: 1,
          },
          {
            ...clique,
            link_id: null,
            link_type: 'site',
            url: 'https://aurora.com.br',
            link_text: 'Site',
            motivo_descartado: 'dono',
            contado: 0,
          },
        );
      }
    }
    for (let i = 0; i < views.length; i += 400)
      await t.deps.db
        .insertInto('page_views')
        .values(views.slice(i, i + 400))
        .execute();
    for (let i = 0; i < clicks.length; i += 400)
      await t.deps.db
        .insertInto('link_clicks')
        .values(clicks.slice(i, i + 400))
        .execute();
  }

  /** Every statistic the pages show, over windows before, across and after the 25-month line. */
  async function todasAsEstatisticas() {
    const c = await callerFor(t.deps, dono);
    const a = await callerFor(t.deps, admin);
    const janelas = [
      { start_date: somarDias(HOJE, -799), end_date: somarDias(HOJE, -760) },
      { start_date: somarDias(HOJE, -790), end_date: somarDias(HOJE, -700) },
      { start_date: somarDias(HOJE, -730), end_date: HOJE },
      { start_date: somarDias(HOJE, -100), end_date: HOJE },
    ];
    const out: unknown[] = [];
    for (const j of janelas) {
      out.push(await c.accessLogs.estatisticasFornecedor({ fornecedorId: forn.id, ...j }));
      out.push(await c.accessLogs.topLinks({ fornecedorId: forn.id, ...j }));
      out.push(await c.accessLogs.relatorioCliquesLink({ fornecedorId: forn.id, ...j }));
      for (const period of ['day', 'week', 'month'] as const) {
        out.push(
          await c.accessLogs.relatorioPeriodo({
            period,
            page_type: 'fornecedor',
            object_id: String(forn.id),
            ...j,
          }),
        );
        out.push(await a.accessLogs.relatorioPeriodo({ period, page_type: 'blog', ...j }));
        out.push(
          await a.accessLogs.relatorioPeriodo({
            period,
            page_type: 'artigo_blog',
            object_id: 'noivas',
            ...j,
          }),
        );
        out.push(await a.accessLogs.relatorioPeriodo({ period, ...j }));
      }
    }
    out.push(await countPageViewsPorDia(t.deps.db, 'blog', somarDias(HOJE, -800)));
    return out;
  }

  it('raw events older than 25 months become daily counts and every statistic stays the same', async () => {
    await semearEventos();
    const antes = await todasAsEstatisticas();
    const limite = inicioDaRetencao(HOJE);
    expect(limite).toBe('2024-10-26');
    const velhos = await t.deps.db.selectFrom('page_views').select('id').where('dia', '<', limite).execute();
    expect(velhos.length).toBeGreaterThan(0);

    const r = await executarRotinaDiaria(t.deps);
    expect(r.pageViews).toBe(velhos.length);
    expect(r.linkClicks).toBeGreaterThan(0);
    const restantes = await t.deps.db
      .selectFrom('page_views')
      .select((eb) => eb.fn.min('dia').as('dia'))
      .executeTakeFirstOrThrow();
    expect(restantes.dia! >= limite).toBe(true);
    expect(
      await t.deps.db.selectFrom('link_clicks').select('id').where('dia', '<', limite).execute(),
    ).toEqual([]);
    expect((await t.deps.db.selectFrom('page_views_diarios').select('id').execute()).length).toBeGreaterThan(
      0,
    );

    const depois = await todasAsEstatisticas();
    expect(depois).toEqual(antes);
    // some window really read the rollups: the oldest one has views
    expect((antes[0] as { views: { total: number } }).views.total).toBeGreaterThan(0);

    // idempotent: a second run moves nothing and changes nothing
    const segunda = await executarRotinaDiaria(t.deps);
    expect([segunda.pageViews, segunda.linkClicks]).toEqual([0, 0]);
    expect(await todasAsEstatisticas()).toEqual(antes);
  });

  it("a person's export keeps the rolled-up days, and deleting the showcase's traces deletes them too", async () => {
    await semearEventos();
    const ordenar = (xs: unknown[]) => xs.map((x) => JSON.stringify(x)).sort();
    const antes = [
      await pq.countVisualizacoesPorDia(t.deps.db, [forn.id]),
      await pq.countCliquesPorDia(t.deps.db, [forn.id]),
    ];
    await executarRotinaDiaria(t.deps);
    const depois = [
      await pq.countVisualizacoesPorDia(t.deps.db, [forn.id]),
      await pq.countCliquesPorDia(t.deps.db, [forn.id]),
    ];
    expect(ordenar(depois[0])).toEqual(ordenar(antes[0]));
    expect(ordenar(depois[1])).toEqual(ordenar(antes[1]));
    await xq.deleteRastrosDasVitrines(t.deps.db, [forn.id]);
    for (const tabela of [
      'page_views_diarios',
      'link_clicks_diarios',
      'fornecedor_visitas_diarias',
    ] as const) {
      expect(
        await t.deps.db.selectFrom(tabela).select('dia').where('fornecedor_id', '=', forn.id).execute(),
      ).toEqual([]);
    }
  });

  it('two processes running it at once move each event once', async () => {
    await semearEventos();
    const antes = await todasAsEstatisticas();
    const [r1, r2] = await Promise.all([executarRotinaDiaria(t.deps), executarRotinaDiaria(t.deps)]);
    expect(r1.pageViews + r2.pageViews).toBeGreaterThan(0);
    expect(Math.min(r1.pageViews, r2.pageViews)).toBe(0);
    expect(await todasAsEstatisticas()).toEqual(antes);
  });

  it('purges expired sessions, e-mail tokens a day past expiry and past days\u2019 tracking salts', async () => {
    const t0 = AGORA.getTime();
    const sessoes = [
      { id: 'ativa', created_at: t0 - 10 * DIA_MS, last_used_at: t0 - DIA_MS },
      { id: 'inativa', created_at: t0 - 40 * DIA_MS, last_used_at: t0 - SESSION_INACTIVITY_MS - 1000 },
      { id: 'velha', created_at: t0 - SESSION_ABSOLUTE_MS - 1000, last_used_at: t0 - 1000 },
    ];
    for (const s of sessoes) {
      await t.deps.db
        .insertInto('sessoes')
        .values({ ...s, usuario_id: dono.id, secret_hash: 'a'.repeat(64) })
        .execute();
    }
    const tokens = [
      ['valido', t0 + DIA_MS],
      ['expirou-agora', t0 - 1000],
      ['expirado', t0 - 2 * DIA_MS],
    ] as const;
    for (const [email, expira] of tokens) {
      await t.deps.db
        .insertInto('tokens_email')
        .values({
          usuario_id: dono.id,
          tipo: 'verificacao',
          token_hash: email.padEnd(64, '0'),
          email,
          expires_at: new Date(expira).toISOString(),
          used_at: null,
          created_at: new Date(t0 - 3 * DIA_MS).toISOString(),
        })
        .execute();
    }
    await t.deps.db
      .insertInto('rastreio_sal')
      .values([
        { dia: '2026-11-25', sal: 'x' },
        { dia: HOJE, sal: 'y' },
      ])
      .execute();

    const r = await executarRotinaDiaria(t.deps);
    expect([r.sessoes, r.tokens]).toEqual([2, 1]);
    expect((await t.deps.db.selectFrom('sessoes').select('id').execute()).map((s) => s.id)).toEqual([
      'ativa',
    ]);
    expect(
      (await t.deps.db.selectFrom('tokens_email').select('email').orderBy('email').execute()).map(
        (x) => x.email,
      ),
    ).toEqual(['expirou-agora', 'valido']);
    expect(await t.deps.db.selectFrom('rastreio_sal').select('dia').execute()).toEqual([{ dia: HOJE }]);
    const rotina = await t.deps.db.selectFrom('rotinas').selectAll().executeTakeFirstOrThrow();
    expect(rotina).toEqual({ nome: 'diaria', executada_em: AGORA.toISOString() });
  });

  it('the scheduler runs at once and then again, with the injected clock; the first wait ends just after midnight in São Paulo', async () => {
    expect(msAteMeiaNoite(new Date('2026-11-26T02:58:00Z'))).toBe(3 * 60 * 1000); // 23:58 → 00:01
    expect(diaSaoPaulo(new Date(AGORA.getTime() + msAteMeiaNoite(AGORA)))).toBe('2026-11-27');
    let relogio = AGORA;
    t.deps.agora = () => relogio;
    await t.deps.db.insertInto('rastreio_sal').values({ dia: HOJE, sal: 'y' }).execute();
    const parar = agendarRotinaDiaria(t.deps, { intervaloMs: 30 });
    try {
      await expect
        .poll(
          async () =>
            (await t.deps.db.selectFrom('rotinas').select('executada_em').executeTakeFirst())?.executada_em,
        )
        .toBe(AGORA.toISOString());
      relogio = new Date('2026-11-27T03:01:00Z');
      await expect
        .poll(async () => await t.deps.db.selectFrom('rastreio_sal').select('dia').execute())
        .toEqual([]);
    } finally {
      parar();
    }
  });

  it('inicioDaRetencao counts calendar months and clamps to the month end', () => {
    expect(inicioDaRetencao('2026-11-26')).toBe('2024-10-26');
    expect(inicioDaRetencao('2027-03-31', 1)).toBe('2027-02-28');
    expect(inicioDaRetencao('2026-01-15', 25)).toBe('2023-12-15');
  });
});
