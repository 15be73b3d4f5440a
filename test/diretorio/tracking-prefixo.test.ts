import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VISITANTES_POR_PREFIXO } from '../../server/schemas/estatisticas.schema.js';
import { cliqueCorresponde, prefixoDeRede } from '../../server/services/tracking.prefixo.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

// The attack pass: 50 addresses gave a showcase 50 views, and 20 clicks with https://evil.example
// for a real link_id were counted.
describe('tracking: clicks must point where the link points; one network adds a capped number of visitors', () => {
  let t: TestDb;
  let dono: Awaited<ReturnType<typeof createUsuario>>;
  let forn: Awaited<ReturnType<typeof createFornecedor>>;
  let linkId: number;

  beforeEach(async () => {
    t = await createTestDb();
    t.deps.agora = () => new Date('2026-06-15T18:00:00Z');
    dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    forn = await createFornecedor(t.deps, dono.id, { slug: 'aurora' });
    await t.deps.db
      .updateTable('fornecedores')
      .set({ site: 'www.aurora.com.br', whatsapp: '(11) 98765-4321' })
      .where('id', '=', forn.id)
      .execute();
    const cat = await t.deps.db.selectFrom('categorias_link').select('id').limit(1).executeTakeFirstOrThrow();
    const link = await t.deps.db
      .insertInto('fornecedor_links')
      .values({
        fornecedor_id: forn.id,
        categoria_id: cat.id,
        url: 'instagram.com/aurora',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    linkId = link.id;
  });
  afterEach(() => t.cleanup());

  const de = (ip: string) => callerFor(t.deps, null, { ip, userAgent: CHROME });
  const clique = (url: string, link_id: number | null = linkId) => ({
    fornecedor_id: forn.id,
    link_id,
    link_type: 'site',
    url,
    link_text: 'Link',
    origem_page_type: 'fornecedor' as const,
  });
  const contados = async (tabela: 'page_views' | 'link_clicks') =>
    (await t.deps.db.selectFrom(tabela).select('contado').where('contado', '=', 1).execute()).length;
  const motivos = async (tabela: 'page_views' | 'link_clicks') =>
    (await t.deps.db.selectFrom(tabela).select('motivo_descartado').orderBy('id').execute()).map(
      (r) => r.motivo_descartado,
    );

  it('20 clicks on a real link with another url count nothing; the link\u2019s own url counts', async () => {
    for (let i = 0; i < 20; i++) {
      await (await de(`203.0.${i}.7`)).accessLogs.linkClick(clique(`https://evil.example/${i}`));
    }
    expect(await contados('link_clicks')).toBe(0);
    expect(new Set(await motivos('link_clicks'))).toEqual(new Set(['destino']));
    const ok = await (await de('198.51.100.1')).accessLogs.linkClick(clique('https://instagram.com/aurora'));
    expect(ok).toMatchObject({ contado: true });
  });

  it('clicks without a link id count only towards the supplier\u2019s site, numbers and links', async () => {
    const urls: [string, boolean][] = [
      ['https://www.aurora.com.br/', true],
      ['https://wa.me/5511987654321?text=Ol%C3%A1', true],
      ['tel:+5511987654321', true],
      ['https://instagram.com/aurora', true],
      ['https://evil.example/aurora', false],
      ['https://wa.me/5511900000000', false],
    ];
    let i = 0;
    for (const [url, conta] of urls) {
      const r = await (await de(`203.0.${++i}.7`)).accessLogs.linkClick(clique(url, null));
      expect(r.contado, url).toBe(conta);
    }
  });

  it(`50 addresses of one /24 count ${VISITANTES_POR_PREFIXO} views of a showcase; the rest are 'prefixo', and another network still counts`, async () => {
    const view = { page_type: 'fornecedor' as const, object_id: 'aurora', url: '/solucao/aurora' };
    // One visitor of the network first, then 49 more at once, as a script would send them: the
    // cap holds inside one write batch too.
    await (await de('198.51.100.200')).accessLogs.pageView(view);
    await Promise.all(
      Array.from({ length: 49 }, async (_, i) => (await de(`198.51.100.${i + 1}`)).accessLogs.pageView(view)),
    );
    expect(await contados('page_views')).toBe(VISITANTES_POR_PREFIXO);
    expect((await motivos('page_views')).filter((m) => m === 'prefixo')).toHaveLength(
      50 - VISITANTES_POR_PREFIXO,
    );
    // A counted visitor of that network coming back is a repeat, not a new one.
    await (await de('198.51.100.200')).accessLogs.pageView(view);
    expect((await motivos('page_views')).at(-1)).toBe('repetido');
    await (await de('192.0.2.1')).accessLogs.pageView(view);
    expect(await contados('page_views')).toBe(VISITANTES_POR_PREFIXO + 1);

    // IPv6: one /48 is one network, whatever its /64s.
    for (let i = 0; i < 15; i++)
      await (await de(`2001:db8:7:${i.toString(16)}::1`)).accessLogs.pageView(view);
    expect(await contados('page_views')).toBe(2 * VISITANTES_POR_PREFIXO + 1);

    // The statistics say how many were left out; no address is stored, only hashes.
    const stats = await (await callerFor(t.deps, dono)).accessLogs.estatisticasFornecedor({
      fornecedorId: forn.id,
      start_date: '2026-06-15',
      end_date: '2026-06-15',
    });
    expect(stats.views.unique).toBe(2 * VISITANTES_POR_PREFIXO + 1);
    expect(stats.excluidos_por_excesso).toBe(50 - VISITANTES_POR_PREFIXO + 5);
    const linhas = JSON.stringify(await t.deps.db.selectFrom('page_views').selectAll().execute());
    expect(linhas).not.toMatch(/198\.51\.100|2001:db8/);
  });

  it(`clicks from one /24 count at most ${VISITANTES_POR_PREFIXO} visitors a day`, async () => {
    for (let i = 0; i < 15; i++) {
      await (await de(`198.51.100.${i + 1}`)).accessLogs.linkClick(clique('https://instagram.com/aurora'));
    }
    expect(await contados('link_clicks')).toBe(VISITANTES_POR_PREFIXO);
    expect((await motivos('link_clicks')).filter((m) => m === 'prefixo')).toHaveLength(
      15 - VISITANTES_POR_PREFIXO,
    );
  });

  it('prefixes: IPv4 /24, IPv6 /48, mapped IPv4 as IPv4; URL matching ignores scheme, www, query', () => {
    expect(prefixoDeRede('198.51.100.77')).toBe('198.51.100.0/24');
    expect(prefixoDeRede('::ffff:198.51.100.77')).toBe('198.51.100.0/24');
    expect(prefixoDeRede('2001:db8:7:1234::1')).toBe('2001:db8:7::/48');
    expect(prefixoDeRede('2001:0db8:0007::')).toBe('2001:db8:7::/48');
    expect(cliqueCorresponde('http://aurora.com.br?utm=x', ['https://www.aurora.com.br/'])).toBe(true);
    expect(cliqueCorresponde('https://aurora.com.br.evil.example', ['aurora.com.br'])).toBe(false);
    expect(cliqueCorresponde('https://api.whatsapp.com/send?phone=5511987654321', [], ['11987654321'])).toBe(
      true,
    );
  });
});
