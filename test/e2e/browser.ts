import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with nothing that reaches the network on its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A user agent of its own. Visitors are counted without a cookie, by (address, user agent) per
 * day: every browser of the suite shares 127.0.0.1, so a context standing for another person
 * (another device) needs its own agent to be another visitor.
 */
export const agenteUnico = () =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 e2e-${randomUUID()}`;

/** A fresh Chromium profile (its own cookies and storage): one per simulated person. */
export async function openBrowser(
  opts: {
    viewport?: { width: number; height: number };
    javaScriptEnabled?: boolean;
    userAgent?: string;
  } = {},
): Promise<BrowserContext> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'vs-chromium-'));
  const javaScriptEnabled = opts.javaScriptEnabled ?? true;
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: opts.viewport ?? { width: 1280, height: 900 },
    javaScriptEnabled,
    userAgent: opts.userAgent,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    args: CHROMIUM_ARGS,
  });
  if (javaScriptEnabled) {
    for (const page of context.pages()) esperarAppNaNavegacao(page);
    const newPage = context.newPage.bind(context);
    context.newPage = async () => esperarAppNaNavegacao(await newPage());
  }
  return context;
}

/**
 * A server-rendered page is readable before the app runs (public/iniciar.js fetches it after the
 * first paint, and the load event can come first): `goto` and `reload` return once the page has
 * hydrated (`<html data-pronto>`, src/components/pronto.tsx), as a person sees it ready to use.
 * Pages the browser renders have no server state and return at once, as before; so does
 * `goto(url, { waitUntil: 'commit' })`, for a test about the page before the app runs.
 */
function esperarAppNaNavegacao(page: Page): Page {
  const pronto = async () => {
    await page
      .waitForFunction(
        () =>
          !document.getElementById('estado-inicial') || document.documentElement.hasAttribute('data-pronto'),
        undefined,
        { timeout: 15_000 },
      )
      .catch((erro: unknown) => {
        // Navigated away or closed meanwhile: the test's own next step says what happened. A page
        // that never becomes ready fails here, so no test goes on to pass on an empty page.
        if (!page.isClosed() && erro instanceof Error && erro.name === 'TimeoutError')
          throw new Error(`a página não ficou pronta (html[data-pronto]) em 15 s: ${page.url()}`);
      });
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const resposta = await goto(url, options);
    if (options?.waitUntil !== 'commit') await pronto();
    return resposta;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const resposta = await reload(options);
    await pronto();
    return resposta;
  };
  return page;
}

/**
 * One frame and one task more: what the page's last event queued (a React render after an
 * effect's setState, an image's error handler, a scroll listener) has run. A sync point, not a sleep.
 */
export async function proximoQuadro(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
}

/**
 * Waits until the page is still, instead of a fixed sleep (too short on a busy machine, wasted on
 * an idle one): the data came (no loading indicator), the fonts and every eager image loaded or
 * failed, and no finite animation or transition is running. Fails when that never happens.
 * `indicadores: false` for a page that shows a loading indicator on purpose (the style guide).
 */
export async function esperarAssentar(
  page: Page,
  { indicadores = true, timeout = 15_000 }: { indicadores?: boolean; timeout?: number } = {},
): Promise<void> {
  await page.waitForFunction(
    (indicadores) =>
      !(indicadores && document.querySelector('.carregando, .spinner, [aria-busy="true"]')) &&
      document.fonts.status === 'loaded' &&
      Array.from(document.images).every((img) => img.complete || img.loading === 'lazy') &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    indicadores,
    { timeout },
  );
  await proximoQuadro(page);
}

/** Collects console errors and uncaught page errors, so a test can assert there were none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Signs in through the login form and waits to leave /login. */
export async function entrar(page: Page, baseURL: string, email: string, senha: string): Promise<void> {
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Solves the ALTCHA widget on the page as a person does (the checkbox sits under an SVG: click its label). */
export async function resolverCaptcha(page: Page): Promise<void> {
  await page.locator('altcha-widget label').first().click();
  await page.waitForFunction(
    () => document.querySelector('altcha-widget')?.textContent?.includes('Verificado'),
    null,
    {
      timeout: 30_000,
    },
  );
}
