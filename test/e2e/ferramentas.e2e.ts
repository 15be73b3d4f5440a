import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { artigos } from '../../shared/blog.js';
import { collectErrors, esperarAssentar, openBrowser } from './browser.js';

/** Where the screenshots of the articles' call to action go (only with SCREENSHOTS_DIR). */
const DIR = process.env.SCREENSHOTS_DIR;

describe('blog call to action and Terms index in Chromium', () => {
  const baseURL = inject('baseURL');
  const navegadores = new Map<number, BrowserContext>();
  beforeAll(async () => {
    for (const w of [390, 1366])
      navegadores.set(w, await openBrowser({ viewport: { width: w, height: w === 390 ? 844 : 850 } }));
  });
  afterAll(async () => {
    for (const b of navegadores.values()) await b.close();
  });

  it('each article’s button opens the list filtered by its subject, at both widths', async () => {
    if (DIR) mkdirSync(DIR, { recursive: true });
    for (const [largura, navegador] of navegadores) {
      for (const a of artigos) {
        const page = await navegador.newPage();
        const erros = collectErrors(page);
        await page.goto(`${baseURL}/blog/${a.id}`);
        const botao = page.locator('.artigo-cta').getByRole('link', { name: a.ctaBotao });
        await botao.waitFor();
        if (DIR) {
          await botao.scrollIntoViewIfNeeded();
          await esperarAssentar(page);
          await page.screenshot({ path: path.join(DIR, `artigo-${a.id}-cta-${largura}.png`) });
        }
        await botao.click();
        await page.waitForURL(
          (u) => u.pathname === '/fornecedores' && u.searchParams.get('tag') === a.ctaTag,
        );
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(erros).toEqual([]);
        await page.close();
      }
    }
  });

  it('the Terms index link "Conteúdo do usuário" brings its section into view, at both widths', async () => {
    for (const [largura, navegador] of navegadores) {
      const page = await navegador.newPage();
      await page.goto(`${baseURL}/termos-de-uso`);
      await page.getByRole('link', { name: 'Conteúdo do usuário' }).click();
      const titulo = page.getByRole('heading', { name: /Conteúdo do usuário/, level: 2 });
      // the heading settles near the top of the screen (below the sticky header), not the page top
      await expect
        .poll(() => titulo.evaluate((h) => Math.round(h.getBoundingClientRect().top)), { timeout: 5000 })
        .toBeGreaterThan(0);
      await expect
        .poll(
          async () => {
            const topo = await titulo.evaluate((h) => h.getBoundingClientRect().top);
            const rolagem = await page.evaluate(() => window.scrollY);
            return topo < 300 && rolagem > 400;
          },
          { timeout: 5000 },
        )
        .toBe(true);
      if (DIR) {
        await esperarAssentar(page);
        await page.screenshot({ path: path.join(DIR, `termos-conteudo-${largura}.png`) });
      }
      await page.close();
    }
  });
});
