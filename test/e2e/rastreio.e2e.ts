import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { agenteUnico, collectErrors, openBrowser } from './browser.js';

/** Every tracking request the page sends, by edge: tRPC procedure or REST path. */
function envios(page: Page) {
  const trpc: { caminho: string; corpo: Record<string, unknown> }[] = [];
  const rest: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/trpc/accessLogs.'))
      trpc.push({ caminho: u.pathname.slice('/trpc/'.length), corpo: r.postDataJSON() });
    if (u.pathname.startsWith('/api/access-logs/')) rest.push(u.pathname);
  });
  return { trpc, rest };
}

/**
 * A browser string of its own, so other files' visits (same address, same day: the same visitor
 * hash) are not this browser's.
 */
// The browser's tracking goes through one edge, tRPC (src/lib/tracking.ts); the REST paths stay
// for other clients.
describe('tracking from the browser', () => {
  const baseURL = inject('baseURL');
  const dataDir = inject('dataDir');
  const userAgent = agenteUnico();
  let ctx: BrowserContext;
  beforeAll(async () => {
    ctx = await openBrowser({ userAgent });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** The page views recorded for this browser (its own user agent; there is no tracking cookie). */
  const views = async () => {
    const sqlite = new Database(path.join(dataDir, 'app.db'), { readonly: true });
    sqlite.pragma('busy_timeout = 5000');
    const rows = sqlite
      .prepare('select page_type, url, usuario_id from page_views where user_agent = ? order by id')
      .all(userAgent);
    sqlite.close();
    return rows;
  };

  it('records the page views of a visit through accessLogs.pageView, none through REST', async () => {
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    const { trpc, rest } = envios(page);
    await page.goto(`${baseURL}/`);
    // a navigation inside the app is a page view too
    await page.evaluate(() => {
      window.history.pushState({}, '', '/fornecedores');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(views).toEqual([
      { page_type: 'home', url: '/', usuario_id: null },
      { page_type: 'lista_fornecedores', url: '/fornecedores', usuario_id: null },
    ]);
    expect(trpc.map((e) => e.caminho)).toEqual(['accessLogs.pageView', 'accessLogs.pageView']);
    // only what the server reads: no user id (the session says who it is), no session id
    expect(Object.keys(trpc[0].corpo).sort()).toEqual(['object_id', 'page_type', 'referrer', 'url']);
    expect(rest).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('sends a link click through accessLogs.linkClick without usuario_id, none through REST', async () => {
    // a showcase's link button (the /exemplo-tracking demo is the admin's and never counts)
    await ctx.route(
      (u) => !u.href.startsWith(baseURL),
      (r) => r.fulfill({ status: 200, body: 'ok' }),
    );
    const page = await ctx.newPage();
    const { trpc, rest } = envios(page);
    await page.goto(`${baseURL}/fornecedores/1`);
    const botao = page.locator('a.link-botao[target="_blank"]:visible').first();
    await botao.waitFor();
    const href = await botao.getAttribute('href');
    const popup = ctx.waitForEvent('page');
    await botao.click();
    await (await popup).close();
    await expect.poll(() => trpc.filter((e) => e.caminho === 'accessLogs.linkClick').length).toBe(1);
    const clique = trpc.find((e) => e.caminho === 'accessLogs.linkClick')?.corpo ?? {};
    expect(clique).toMatchObject({ fornecedor_id: 1, url: href });
    expect(clique).not.toHaveProperty('usuario_id');
    expect(rest).toEqual([]);
    await page.close();
  });
});

// Analytics without a tracking cookie: the browser keeps nothing, the server counts the day's visitor.
describe('page views from the browser, without a tracking cookie', () => {
  const baseURL = inject('baseURL');
  const dataDir = inject('dataDir');
  const userAgent = agenteUnico();
  let browser: BrowserContext;
  let sqlite: Database.Database;
  beforeAll(async () => {
    browser = await openBrowser({ userAgent });
    sqlite = new Database(path.join(dataDir, 'app.db'), { readonly: true });
    sqlite.pragma('busy_timeout = 5000');
  });
  afterAll(async () => {
    sqlite?.close();
    await browser?.close();
  });

  const visitas = () =>
    sqlite
      .prepare(
        "SELECT contado, motivo_descartado, session_id FROM page_views WHERE user_agent = ? AND url = '/blog' ORDER BY id",
      )
      .all(userAgent) as { contado: number; motivo_descartado: string | null; session_id: string }[];

  it('a view is counted, no cookie is set, and a second view the same day is not a new visitor', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/blog`);
    await expect.poll(() => visitas().length, { timeout: 10_000 }).toBe(1);
    expect(visitas()[0]).toMatchObject({ contado: 1, motivo_descartado: null });
    // nothing stored in the browser for tracking (an anonymous visitor has no cookie at all)
    expect(await browser.cookies()).toEqual([]);

    await page.reload();
    await expect.poll(() => visitas().length, { timeout: 10_000 }).toBe(2);
    const [primeira, segunda] = visitas();
    expect(segunda).toMatchObject({ contado: 0, motivo_descartado: 'repetido' });
    expect(segunda.session_id).toBe(primeira.session_id);
    expect(await browser.cookies()).toEqual([]);
    await page.close();
  });
});
