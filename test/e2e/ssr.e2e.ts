import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, openBrowser, proximoQuadro } from './browser.js';

// Server-rendered public pages in Chromium: hydration without warnings or refetches, interactive
// afterwards, and readable with JavaScript turned off.
const PAGINAS = [
  '/',
  '/fornecedores',
  '/fornecedores?tag=Advogado',
  '/solucao/laco-juridico',
  '/blog',
  '/blog/1',
  '/sobre',
  '/seja-anunciante',
  '/seja-anunciante/contador',
  '/termos-de-uso',
  '/politica-de-privacidade',
  '/contato',
  '/login',
  '/cadastro',
];

/** The /trpc procedures the page asked for while loading. */
function chamadasTrpc(page: Page): string[] {
  const chamadas: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/trpc/')) chamadas.push(...u.pathname.slice(6).split(','));
  });
  return chamadas;
}

describe('server-rendered pages in Chromium', () => {
  const baseURL = inject('baseURL');
  let browser: BrowserContext;
  let semJs: BrowserContext;
  beforeAll(async () => {
    browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    semJs = await openBrowser({ javaScriptEnabled: false });
  });
  afterAll(async () => {
    await browser?.close();
    await semJs?.close();
  });

  it('hydrate without a warning and without asking again for the data they came with', async () => {
    for (const caminho of PAGINAS) {
      const page = await browser.newPage();
      const errors = collectErrors(page);
      const avisos: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning' || /hydrat/i.test(m.text())) avisos.push(m.text());
      });
      const chamadas = chamadasTrpc(page);
      await page.goto(`${baseURL}${caminho}`, { waitUntil: 'load' });
      // hydrated: React attached its handlers to the server's markup
      await page.waitForFunction(() => {
        const raiz = document.getElementById('root');
        return !!raiz && Object.keys(raiz).some((k) => k.startsWith('__reactContainer'));
      });
      // the navbar asks for the session right after hydration: any refetch would go in the same batch
      await expect.poll(() => chamadas.includes('auth.session'), { message: caminho }).toBe(true);
      await proximoQuadro(page);
      expect(errors, caminho).toEqual([]);
      expect(avisos, caminho).toEqual([]);
      // only the visitor's session (navbar) is asked after hydration (and the page view is
      // recorded); never the page's own data
      expect(
        chamadas.filter((c) => c !== 'auth.session' && c !== 'accessLogs.pageView'),
        caminho,
      ).toEqual([]);
      await page.close();
    }
  });

  it("fetch the app's code only after the first contentful paint (the content does not share the network with it)", async () => {
    for (const caminho of ['/', '/fornecedores', '/solucao/laco-juridico']) {
      const page = await browser.newPage();
      await page.goto(`${baseURL}${caminho}`, { waitUntil: 'load' });
      await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).length > 0);
      const { fcp, scripts } = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((r) => /\/assets\/[^/]+\.js$/.test(new URL(r.name).pathname))
          .map((r) => ({ url: new URL(r.name).pathname, inicio: r.startTime })),
      }));
      expect(fcp, caminho).toBeGreaterThan(0);
      // the entry, React and the page's own chunk all came, and none before the paint
      expect(scripts.length, caminho).toBeGreaterThanOrEqual(3);
      expect(
        scripts.filter((s) => s.inicio < fcp),
        `${caminho} FCP ${fcp} ${JSON.stringify(scripts)}`,
      ).toEqual([]);
      await page.close();
    }
  });

  it('before the app runs, a server-rendered form cannot be sent (no native GET with the password in the address)', async () => {
    const page = await browser.newPage();
    // the app never arrives: the page stays as the server sent it
    await page.route(/\/assets\/.+\.js$/, (r) => r.abort());
    await page.goto(`${baseURL}/login`, { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    const botao = page.getByRole('button', { name: 'Entrar', exact: true });
    expect(await botao.isDisabled()).toBe(true);
    await page.getByLabel('E-mail').fill('alguem@example.com');
    await page.getByLabel('Senha', { exact: true }).fill('segredo-que-nao-vai-na-url');
    await page.evaluate(() => {
      const w = window as unknown as { __envios: number };
      w.__envios = 0;
      document.addEventListener('submit', () => w.__envios++, true);
    });
    await page.getByLabel('Senha', { exact: true }).press('Enter');
    await proximoQuadro(page);
    // an implicit submission fires `submit` at once: none, so nothing can navigate later either
    expect(await page.evaluate(() => (window as unknown as { __envios: number }).__envios)).toBe(0);
    expect(page.url()).toBe(`${baseURL}/login`);
    await page.close();
  });

  it('the list is interactive after hydration: a filter chip changes the list without reloading', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/fornecedores`);
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).length > 0);
    await page.evaluate(() => {
      (window as unknown as { marca: number }).marca = 42;
    });
    await page.getByRole('button', { name: 'Abrir Filtros' }).click();
    await page.locator('.lista-tag', { hasText: 'Advogado' }).click();
    await page.waitForURL(/tag=Advogado/);
    await expect.poll(() => page.locator('.lista-cartao').count()).toBeGreaterThan(0);
    // the same document: the click was handled by the app, not a page load
    expect(await page.evaluate(() => (window as unknown as { marca?: number }).marca)).toBe(42);
    await page.close();
  });

  it('the search finds what people type: words and prefixes, without accents (issue 13)', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/fornecedores`);
    await page.getByRole('button', { name: 'Abrir Filtros' }).click();
    const nomes = () => page.locator('.lista-cartao h2').allTextContents();
    for (const [texto, esperado] of [
      ['album', 'Álbum Eterno'],
      ['fotografo', 'Escola do Fotógrafo de Casamento'],
      ['contab', 'Rota Contábil MEI'],
    ] as const) {
      await page.getByLabel('Nome da empresa').fill(texto);
      await page.waitForURL(new RegExp(`pesquisa=${texto}`));
      await expect
        .poll(async () => (await nomes()).some((n) => n.includes(esperado)), { timeout: 10_000 })
        .toBe(true);
    }
    await page.close();
  });

  it('the supplier page is interactive after hydration: the Depoimentos tab shows its panel', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/solucao/laco-juridico`);
    const painel = page.locator('#painel-depoimentos');
    await expect.poll(() => painel.isHidden()).toBe(true);
    await page.getByRole('tab', { name: /Depoimentos/ }).click();
    await expect.poll(() => painel.isVisible()).toBe(true);
    await page.close();
  });

  it('without JavaScript: the list, its filters and pages work as links and forms; the supplier shows everything', async () => {
    const page = await semJs.newPage();
    await page.goto(`${baseURL}/fornecedores`);
    expect(await page.locator('.lista-cartao').count()).toBeGreaterThan(0);
    const primeira = await page.locator('.lista-cartao h2').allTextContents();
    // a chip is a plain link to the filtered address
    await page.locator('.lista-tag', { hasText: 'Advogado' }).click();
    await page.waitForURL(/tag=Advogado/);
    const filtrada = await page.locator('.lista-cartao h2').allTextContents();
    expect(filtrada.length).toBeGreaterThan(0);
    expect(filtrada).not.toEqual(primeira);
    // the search box is a GET form
    await page.goto(`${baseURL}/fornecedores`);
    await page.getByLabel('Nome da empresa').fill('Laço');
    await page.getByLabel('Nome da empresa').press('Enter');
    await page.waitForURL(/pesquisa=La%C3%A7o|pesquisa=La%E7o|pesquisa=Laço/);
    expect(await page.locator('.lista-cartao h2').allTextContents()).toContain('Laço Jurídico');
    // paging is a link too
    await page.goto(`${baseURL}/fornecedores`);
    await page.getByRole('button', { name: 'Próximo →' }).first().click();
    await page.waitForURL(/pagina=2/);
    await expect
      .poll(() =>
        page
          .getByText(/Página 2 de/)
          .first()
          .isVisible(),
      )
      .toBe(true);

    await page.goto(`${baseURL}/solucao/laco-juridico`);
    // every tab's content and the FAQ answers are in view
    expect(await page.locator('#painel-depoimentos').isVisible()).toBe(true);
    expect(await page.locator('#painel-conteudo').isVisible()).toBe(true);
    // the tab buttons, which would do nothing, are hidden
    expect(await page.getByRole('tab', { name: /Depoimentos/ }).isVisible()).toBe(false);
    expect(await page.locator('.sanfona details').count()).toBeGreaterThan(0);
    await page.goto(`${baseURL}/blog/1`);
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(500);
    await page.close();
  });
});
