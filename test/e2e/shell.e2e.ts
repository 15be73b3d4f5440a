import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, openBrowser } from './browser.js';

describe('the app shell in Chromium', () => {
  const baseURL = inject('baseURL');
  let browser: BrowserContext;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser?.close());

  it('renders the home page and the navbar reaches /fornecedores and /blog', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${baseURL}/`);
    await expect
      .poll(() => page.locator('h1').first().textContent())
      .toContain('Encontre soluções para seu negócio de casamento!');
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Soluções' }).click();
    await page.waitForURL(`${baseURL}/fornecedores`);
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL(`${baseURL}/blog`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the not-found page for an unknown route', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/rota-que-nao-existe`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Página não encontrada');
    await page.close();
  });
});
