import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, esperarAssentar, openBrowser } from './browser.js';
import {
  type PaginaPublica,
  paginaDeFornecedor,
  paginasDeOutros,
  paginasInstitucionais,
} from './paginas-publicas.js';

interface Violacao {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page (evaluated, because the CSP forbids inline scripts) and keeps serious and critical. */
async function violacoesGraves(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  const violacoes = (await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global
    const r = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return r.violations;
  })) as Violacao[];
  return violacoes
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} em ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('every public page in Chromium: key text, no console errors, no serious axe violation', () => {
  const baseURL = inject('baseURL');
  let browser: BrowserContext;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser?.close());

  async function verificar(p: PaginaPublica) {
    const page = await browser.newPage();
    const erros = collectErrors(page);
    await page.goto(`${baseURL}${p.caminho}`);
    await page.getByText(p.texto, { exact: false }).first().waitFor({ timeout: 15_000 });
    // some pages keep a request open (tracking, polling): wait for load and a still page instead of networkidle
    await page.waitForLoadState('load');
    await esperarAssentar(page, { indicadores: !p.mostraCarregando });
    expect(await page.locator('html').getAttribute('lang')).toBe('pt-BR');
    expect(await page.locator('h1').count()).toBeGreaterThanOrEqual(1);
    // every image has its size set, so nothing shifts as it loads
    const semTamanho = await page.$$eval('main img', (imgs) =>
      imgs
        .filter((i) => !i.getAttribute('width') || !i.getAttribute('height'))
        .map((i) => i.getAttribute('src')),
    );
    expect(semTamanho, `imagens sem width/height em ${p.caminho}`).toEqual([]);
    const graves = await violacoesGraves(page);
    expect(graves, `axe em ${p.caminho}`).toEqual([]);
    expect(erros, `erros no console em ${p.caminho}`).toEqual([]);
    await page.close();
  }

  describe('institutional pages', () => {
    for (const p of paginasInstitucionais) {
      it(`${p.caminho}`, () => verificar(p));
    }
  });

  describe('pages of the directory and accounts areas', () => {
    for (const p of paginasDeOutros) {
      it(`${p.caminho}`, () => verificar(p));
    }
    it('a supplier page', async () => {
      const p = await paginaDeFornecedor(baseURL);
      expect(p, 'a lista pública de fornecedores não trouxe nenhum fornecedor').not.toBeNull();
      await verificar(p as PaginaPublica);
    });
  });
});
