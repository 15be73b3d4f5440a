import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser } from './browser.js';

interface Lcp {
  url: string;
  loading: string | null;
  fetchpriority: string | null;
  currentSrc: string;
}

/** The page's largest-contentful-paint image, read with a PerformanceObserver set before load. */
async function lcpDe(page: Page, url: string): Promise<Lcp> {
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp?: Element | null };
    new PerformanceObserver((lista) => {
      for (const e of lista.getEntries())
        w.__lcp = (e as PerformanceEntry & { element: Element | null }).element;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url);
  await page.waitForLoadState('load');
  // under load the image's entry can come after the text's: wait for it (every caller expects an image)
  await page.waitForFunction(
    () => (window as unknown as { __lcp?: Element | null }).__lcp instanceof HTMLImageElement,
    null,
    { timeout: 10_000 },
  );
  return page.evaluate(() => {
    const el = (window as unknown as { __lcp?: Element | null }).__lcp;
    if (!(el instanceof HTMLImageElement))
      return { url: '', loading: null, fetchpriority: null, currentSrc: '' };
    return {
      url: el.getAttribute('src') ?? '',
      loading: el.getAttribute('loading'),
      fetchpriority: el.getAttribute('fetchpriority'),
      currentSrc: el.currentSrc,
    };
  });
}

/** Every other upload image in main: lazy, with srcset, sizes, width and height. */
async function outrasImagens(page: Page, lcpSrc: string) {
  return page.$$eval(
    'main img[src^="/uploads/"]',
    (imgs, lcp) =>
      imgs
        .filter((i) => i.getAttribute('src') !== lcp)
        .map((i) => ({
          loading: i.getAttribute('loading'),
          fetchpriority: i.getAttribute('fetchpriority'),
          srcset: !!i.getAttribute('srcset') && !!i.getAttribute('sizes'),
          tamanho: !!i.getAttribute('width') && !!i.getAttribute('height'),
        })),
    lcpSrc,
  );
}

describe('responsive photos on a 390-px phone: the LCP image comes first and small, the rest lazy', () => {
  const baseURL = inject('baseURL');
  let browser: BrowserContext;
  beforeAll(async () => {
    browser = await openBrowser({ viewport: { width: 390, height: 844 } });
  });
  afterAll(() => browser?.close());

  async function verificar(caminho: string, exigirOutras = true) {
    const page = await browser.newPage();
    const lcp = await lcpDe(page, `${baseURL}${caminho}`);
    expect(lcp.url, `LCP de ${caminho}`).toMatch(/^\/uploads\/fornecedores\/\d+\/[0-9a-f]{32}\.webp$/);
    expect(lcp.fetchpriority).toBe('high');
    expect(lcp.loading).toBe('eager');
    // The browser took a variant sized for the phone, not the original.
    expect(lcp.currentSrc).toMatch(/-w(320|640)\.webp$/);
    const outras = await outrasImagens(page, lcp.url);
    if (exigirOutras) expect(outras.length).toBeGreaterThan(0);
    for (const o of outras)
      expect(o).toEqual({ loading: 'lazy', fetchpriority: null, srcset: true, tamanho: true });
    await page.close();
  }

  it('/: the LCP image (the first "Como funciona" picture) has high priority and is not lazy', async () => {
    const page = await browser.newPage();
    const lcp = await lcpDe(page, `${baseURL}/`);
    expect(lcp.url).toBe('/images/como-funciona-1.svg');
    expect([lcp.fetchpriority, lcp.loading]).toEqual(['high', 'eager']);
    const lazy = await page.$$eval(
      'main img',
      (imgs) => imgs.filter((i) => i.getAttribute('loading') !== 'lazy').length,
    );
    expect(lazy).toBe(1);
    await page.close();
  });

  /** A demo supplier with an uploaded photo (other e2e files add suppliers without one). */
  async function comFoto(): Promise<{ slug: string; nome_empresa: string }> {
    const todos = (await (await fetch(`${baseURL}/api/fornecedores`)).json()) as {
      slug: string;
      nome_empresa: string;
      foto_perfil_larguras?: number[] | null;
    }[];
    const f = todos.find((x) => x.foto_perfil_larguras?.length && /^[\p{L} ]+$/u.test(x.nome_empresa));
    expect(f, 'um fornecedor de demonstração com foto').toBeTruthy();
    return f!;
  }

  it('/fornecedores: the first card photo', async () => {
    // its exact name ranks it first
    await verificar(`/fornecedores?pesquisa=${encodeURIComponent((await comFoto()).nome_empresa)}`, false);
    // on the whole list, every photo after the first card is lazy
    const page = await browser.newPage();
    await page.goto(`${baseURL}/fornecedores`);
    const fotos = await page.$$eval('.lista-cartao img', (imgs) =>
      imgs.map((i) => i.getAttribute('loading')),
    );
    expect(fotos.length).toBeGreaterThan(1);
    expect(fotos.slice(1).every((l) => l === 'lazy')).toBe(true);
    await page.close();
  });

  it('/solucao/{slug}: the header photo', async () => {
    await verificar(`/solucao/${(await comFoto()).slug}`);
  });
});
