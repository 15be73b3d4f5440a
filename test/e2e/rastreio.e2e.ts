import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, openBrowser } from './browser.js';

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

// The browser's tracking goes through one edge, tRPC (src/lib/tracking.ts); the REST paths stay
// for other clients.
describe('tracking from the browser', () => {
  const baseURL = inject('baseURL');
  const dataDir = inject('dataDir');
  let ctx: BrowserContext;
  beforeAll(async () => {
    ctx = await openBrowser();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** The page views recorded for this browser's tracking session (its vs_rastreio cookie). */
  const views = async () => {
    const sessao = (await ctx.cookies()).find((c) => c.name === 'vs_rastreio')?.value ?? '';
    const sqlite = new Database(path.join(dataDir, 'app.db'), { readonly: true });
    sqlite.pragma('busy_timeout = 5000');
    const rows = sqlite
      .prepare('select page_type, url, usuario_id from page_views where session_id = ? order by id')
      .all(sessao);
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
    await ctx.route('https://www.exemplo.com.br/**', (r) => r.fulfill({ status: 200, body: 'ok' }));
    const page = await ctx.newPage();
    const { trpc, rest } = envios(page);
    await page.goto(`${baseURL}/exemplo-tracking?fornecedor=1`);
    await page.getByRole('heading', { name: 'Exemplo de Tracking', level: 1 }).waitFor();
    const popup = ctx.waitForEvent('page');
    await page.getByRole('link', { name: 'Visitar o site' }).click();
    await (await popup).close();
    await expect.poll(() => trpc.filter((e) => e.caminho === 'accessLogs.linkClick').length).toBe(1);
    const clique = trpc.find((e) => e.caminho === 'accessLogs.linkClick')?.corpo ?? {};
    expect(clique).toMatchObject({ fornecedor_id: 1, link_type: 'site', url: 'https://www.exemplo.com.br' });
    expect(clique).not.toHaveProperty('usuario_id');
    expect(rest).toEqual([]);
    await page.close();
  });
});
