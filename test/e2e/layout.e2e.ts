import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { entrar, openBrowser } from './browser.js';

/**
 * Page layout measured in Chromium: section edges on the home page,
 * grids that fill their row, illustration captions, list cards and the filter panel.
 */
describe('layout of the home, the list, the blog and the statistics in Chromium', () => {
  const baseURL = inject('baseURL');
  const demoPassword = inject('demoPassword');
  const navegadores = new Map<number, BrowserContext>();
  beforeAll(async () => {
    for (const w of [390, 1366])
      navegadores.set(w, await openBrowser({ viewport: { width: w, height: w === 390 ? 844 : 850 } }));
  });
  afterAll(async () => {
    for (const b of navegadores.values()) await b.close();
  });

  async function abrir(largura: number, caminho: string, texto: string): Promise<Page> {
    const page = await (navegadores.get(largura) as BrowserContext).newPage();
    await page.goto(`${baseURL}${caminho}`);
    await page.getByText(texto, { exact: false }).first().waitFor({ timeout: 15_000 });
    await page.evaluate(() => document.fonts.ready);
    return page;
  }

  /** Left edge of each home section's content (its first visible blocks), keyed by the section's heading. */
  const bordasDasSecoes = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('main.home > section')].map((s) => {
        const raiz = s.querySelector(':scope > .container') ?? s;
        const esquerdas = [...raiz.children]
          .filter((el) => !el.classList.contains('sr-only'))
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.width > 0)
          .map((r) => r.left);
        const titulo = s.querySelector('h2')?.textContent ?? '?';
        return { titulo, esquerda: Math.min(...esquerdas) };
      }),
    );

  /** For a grid: its right edge and the right edge of the last item in its first row. */
  const filaDaGrade = (page: Page, seletor: string) =>
    page.locator(seletor).evaluate((g) => {
      const itens = [...g.children].map((c) => c.getBoundingClientRect());
      const topo = itens[0]?.top ?? 0;
      const fila = itens.filter((r) => Math.abs(r.top - topo) < 2);
      return {
        direitaDaGrade: g.getBoundingClientRect().right,
        direitaDaFila: Math.max(...fila.map((r) => r.right)),
        itensNaFila: fila.length,
        itens: itens.length,
      };
    });

  it('gives every home section the same content left edge, at least 16 px from the screen edge on a phone', async () => {
    for (const w of [390, 1366]) {
      const page = await abrir(w, '/', 'Categorias de Soluções');
      await page.locator('.home-categorias .cartao').first().waitFor();
      const bordas = await bordasDasSecoes(page);
      expect(bordas.length, `${w}px: seções`).toBeGreaterThanOrEqual(6);
      const referencia = bordas[0].esquerda;
      for (const b of bordas)
        expect(Math.abs(b.esquerda - referencia), `${w}px: "${b.titulo}" em ${b.esquerda}px`).toBeLessThan(1);
      if (w === 390) expect(referencia).toBeGreaterThanOrEqual(16);
      await page.close();
    }
  }, 60_000);

  it('lets three-item grids on the home page and the blog list span the full row at 1366 px', async () => {
    const page = await abrir(1366, '/', 'Categorias de Soluções');
    for (const secao of ['como-funciona', 'como-ajudar', 'chamadas', 'dicas-artigos']) {
      const seletor = `section[aria-labelledby="${secao}"] .grade`;
      const f = await filaDaGrade(page, seletor);
      expect(f.itensNaFila, `${secao}: itens na primeira fila`).toBe(Math.min(f.itens, 3));
      expect(Math.abs(f.direitaDaGrade - f.direitaDaFila), `${secao}: ${JSON.stringify(f)}`).toBeLessThan(2);
    }
    await page.close();

    const blog = await abrir(1366, '/blog', 'Ler artigo completo');
    const f = await filaDaGrade(blog, 'main.blog .grade');
    expect(Math.abs(f.direitaDaGrade - f.direitaDaFila), `blog: ${JSON.stringify(f)}`).toBeLessThan(2);
    await blog.close();
  }, 60_000);

  it("fills the row with the advertiser's cards on the home page and the statistics cards in Minha Conta", async () => {
    const contexto = await openBrowser({ viewport: { width: 1366, height: 850 } });
    try {
      const page = await contexto.newPage();
      await entrar(page, baseURL, 'anunciante@vitrinedosim.com.br', demoPassword);

      await page.goto(`${baseURL}/`);
      await page.getByText('Área do Anunciante').waitFor();
      const area = await filaDaGrade(page, 'section[aria-labelledby="area-anunciante"] .grade');
      expect(Math.abs(area.direitaDaGrade - area.direitaDaFila), JSON.stringify(area)).toBeLessThan(2);

      await page.goto(`${baseURL}/perfil/editar#estatisticas`);
      await page.getByTestId('indicadores').waitFor({ timeout: 15_000 });
      const stats = await filaDaGrade(page, '[data-testid="indicadores"]');
      // every row full: no card alone on a last row beside empty columns
      expect(stats.itens % stats.itensNaFila, JSON.stringify(stats)).toBe(0);
      expect(Math.abs(stats.direitaDaGrade - stats.direitaDaFila), JSON.stringify(stats)).toBeLessThan(2);
    } finally {
      await contexto.close();
    }
  }, 60_000);

  it("captions the 'Como Funciona?' illustrations in the app's font, at least 14 px, with no text drawn inside the images", async () => {
    for (const w of [390, 1366]) {
      const page = await abrir(w, '/', 'Como Funciona?');
      const legendas = await page
        .locator('section[aria-labelledby="como-funciona"] figcaption')
        .evaluateAll((els) =>
          els.map((el) => {
            const st = getComputedStyle(el);
            const menor = Math.min(
              ...[el, ...el.querySelectorAll('*')].map((e) =>
                Number.parseFloat(getComputedStyle(e).fontSize),
              ),
            );
            return { texto: el.textContent, menor, fonte: st.fontFamily, tamanho: st.fontSize };
          }),
        );
      expect(legendas, `${w}px`).toHaveLength(3);
      const fonteDoApp = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      for (const l of legendas) {
        expect(l.menor, `${w}px: ${l.texto}`).toBeGreaterThanOrEqual(14);
        expect(l.fonte).toBe(fonteDoApp);
      }
      await page.close();
    }
    for (const n of [1, 2, 3]) {
      const svg = await (await fetch(`${baseURL}/images/como-funciona-${n}.svg`)).text();
      expect(svg, `como-funciona-${n}.svg`).not.toContain('<text');
    }
  }, 60_000);

  it('shows every tab of a supplier page whole in its row, on a phone too (no label cut at the edge)', async () => {
    for (const w of [390, 1366]) {
      const lista = await abrir(w, '/fornecedores', 'Mostrando');
      const href = await lista.locator('a[href^="/solucao/"]').first().getAttribute('href');
      await lista.close();
      const page = await abrir(w, href as string, 'Depoimentos');
      const abas = await page
        .locator('.abas')
        .first()
        .evaluate((row) => {
          const r = row.getBoundingClientRect();
          return {
            rolagem: row.scrollWidth - row.clientWidth,
            cortadas: [...row.querySelectorAll('[role="tab"]')]
              .filter((t) => t.getBoundingClientRect().right > r.right + 0.5)
              .map((t) => t.textContent),
            quantas: row.querySelectorAll('[role="tab"]').length,
          };
        });
      expect(abas.quantas, `${w}px`).toBe(3);
      expect(abas.cortadas, `${w}px`).toEqual([]);
      expect(abas.rolagem, `${w}px`).toBeLessThanOrEqual(0);
      await page.close();
    }
  });

  it('shows where each listed supplier works as one "Atende" line, and cards in a row have the same height', async () => {
    for (const w of [390, 1366]) {
      const page = await abrir(w, '/fornecedores?por_pagina=24', 'Mostrando');
      await page.locator('.lista-cartao').first().waitFor();
      const cartoes = await page.locator('.lista-cartao').evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return {
            topo: Math.round(r.top),
            altura: r.height,
            tags: [...el.querySelectorAll('.tag')].map((t) => (t.textContent ?? '').trim()),
            texto: el.textContent ?? '',
          };
        }),
      );
      expect(cartoes.length).toBeGreaterThan(3);
      for (const c of cartoes) {
        const soSigla = c.tags.filter((t) => /^[A-Z]{2}$/.test(t) || t === 'Brasil' || t === 'Online');
        expect(soSigla, `${w}px: tags de localidade num cartão`).toEqual([]);
      }
      expect(cartoes.filter((c) => /Atende(:| todo o Brasil| online)/.test(c.texto)).length).toBeGreaterThan(
        0,
      );
      const filas = new Map<number, number[]>();
      for (const c of cartoes) filas.set(c.topo, [...(filas.get(c.topo) ?? []), c.altura]);
      for (const [topo, alturas] of filas)
        expect(Math.max(...alturas) - Math.min(...alturas), `${w}px: fila em ${topo}px`).toBeLessThan(1);
      await page.close();
    }
    // the home page's supplier cards (Destaques, Soluções) say it the same way
    const home = await abrir(1366, '/', 'Destaques');
    await home.locator('.home-carrossel-item').first().waitFor();
    const tagsDaHome = await home
      .locator('.home-destaque .tag, .home-carrossel-item .tag')
      .evaluateAll((els) => els.map((t) => (t.textContent ?? '').trim()));
    expect(tagsDaHome.length).toBeGreaterThan(0);
    expect(tagsDaHome.filter((t) => /^[A-Z]{2}$/.test(t) || t === 'Brasil' || t === 'Online')).toEqual([]);
    await home.close();
  }, 60_000);

  it('aligns "Limpar Filtros" with the filter panel and shows every filter without a scroll box inside the panel', async () => {
    const page = await abrir(1366, '/fornecedores', 'O que você procura?');
    await page.locator('.lista-grupo').first().waitFor();
    const m = await page.evaluate(() => {
      const painel = document.querySelector('#painel-filtros') as HTMLElement;
      const botao = [...painel.querySelectorAll('button')].find((b) =>
        b.textContent?.includes('Limpar Filtros'),
      );
      const rotulo = painel.querySelector('label[for="filtro-pesquisa"]') as HTMLElement;
      const faixa = document.createRange();
      faixa.selectNodeContents(botao as HTMLElement);
      // the visible text's left edge (an icon, when present, starts the text)
      const textoEsquerda = Math.min(
        ...[...faixa.getClientRects()].filter((r) => r.width > 0).map((r) => r.left),
        ...[...(botao as HTMLElement).querySelectorAll('svg')].map((s) => s.getBoundingClientRect().left),
      );
      return {
        textoEsquerda,
        rotuloEsquerda: rotulo.getBoundingClientRect().left,
        rolagemInterna: painel.scrollHeight - painel.clientHeight,
      };
    });
    expect(Math.abs(m.textoEsquerda - m.rotuloEsquerda), JSON.stringify(m)).toBeLessThan(1);
    expect(m.rolagemInterna, 'o painel de filtros rola dentro de si').toBeLessThanOrEqual(1);
    await page.close();
  }, 60_000);

  it("draws the search box's clear button in the palette, not the browser's blue", async () => {
    for (const [caminho, campo, texto] of [
      ['/fornecedores', '#filtro-pesquisa', 'O que você procura?'],
      ['/', '#home-busca-campo', 'Como Funciona?'],
    ] as const) {
      const page = await abrir(1366, caminho, texto);
      const entrada = page.locator(campo);
      await entrada.click();
      await entrada.pressSequentially('zzz');
      await entrada.hover();
      const png = await entrada.screenshot();
      const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      let azuis = 0;
      for (let i = 0; i < data.length; i += info.channels) {
        const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
        if (b > r + 60 && b > g + 20) azuis++;
      }
      // the focus ring is gold and the text ink: a blue patch is the browser's default "×"
      expect(azuis, `${caminho}: pixels azuis no campo de busca`).toBeLessThan(5);
      // and a clear button is there (the custom one or the styled native one)
      const temLimpar = await entrada.evaluate(
        (el) => getComputedStyle(el, '::-webkit-search-cancel-button').display !== 'none',
      );
      expect(temLimpar).toBe(true);
      await page.close();
    }
  }, 60_000);
});
