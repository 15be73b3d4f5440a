import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { largurasPara, urlVariante } from '../../server/schemas/imagens';
import { collectErrors, entrar, openBrowser, proximoQuadro } from './browser.js';
import { registrarMudancaSql } from './server.js';

type Caixa = { left: number; top: number; right: number; bottom: number; width: number; height: number };

/**
 * The gallery's full-screen viewer in Chromium, on a supplier of our own whose
 * gallery has a landscape photo, a tall portrait and a wide panorama: at 1366×850 and 390×844 the
 * media and its controls stay inside the viewport; keys, swipe, focus and the counter work.
 */
describe('gallery full-screen viewer in Chromium', () => {
  const baseURL = inject('baseURL');
  const dataDir = inject('dataDir');
  const sufixo = `${Date.now() % 1_000_000}`;
  const slug = `vitrine-e2e-galeria-${sufixo}`;
  // [width, height]: landscape 4:3, tall portrait, wide panorama, another landscape
  const IMAGENS = [
    [1600, 1200, '#8e3a60'],
    [600, 1800, '#b8904a'],
    [3200, 640, '#2f5d62'],
    [1200, 800, '#5b1f3a'],
  ] as const;
  const N = IMAGENS.length;
  const contextos: BrowserContext[] = [];
  let fornecedorId = 0;
  const demoPassword = inject('demoPassword');

  beforeAll(async () => {
    const sqlite = new Database(path.join(dataDir, 'app.db'));
    sqlite.pragma('busy_timeout = 5000');
    const agora = new Date().toISOString();
    const dono = sqlite
      .prepare(`select id from usuarios where email = 'anunciante@vitrinedosim.com.br'`)
      .get() as { id: number };
    const id = Number(
      sqlite
        .prepare(
          `insert into fornecedores (slug, usuario_id, nome_empresa, frase_slogan, descricao_curta, descricao_longa, conteudo, created_at, updated_at)
           values (?, ?, ?, 'Fotos de todos os jeitos', 'Fotografia em retrato e panorama.', '<p>Descrição longa.</p>', '<p>Conteúdo.</p>', ?, ?)`,
        )
        .run(slug, dono.id, `Galeria E2E ${sufixo}`, agora, agora).lastInsertRowid,
    );
    // Originals and their WebP variants, laid out as the uploads are (server/schemas/imagens.ts).
    const pasta = path.join(dataDir, 'uploads', 'fornecedores', String(id));
    mkdirSync(pasta, { recursive: true });
    for (const [w, h, cor] of IMAGENS) {
      const base = sharp({ create: { width: w, height: h, channels: 3, background: cor } });
      const nome = `${randomBytes(16).toString('hex')}.jpg`;
      const url = `/uploads/fornecedores/${id}/${nome}`;
      const original = await base.clone().jpeg().toBuffer();
      writeFileSync(path.join(pasta, nome), original);
      const larguras = largurasPara(w);
      for (const lw of larguras) {
        const dados = await base.clone().resize({ width: lw }).webp().toBuffer();
        writeFileSync(path.join(dataDir, urlVariante(url, lw)), dados);
      }
      sqlite
        .prepare(
          `insert into galeria_midias (fornecedor_id, midia_url, tipo, tamanho_bytes, larguras, created_at) values (?, ?, 'imagem', ?, ?, ?)`,
        )
        .run(id, url, original.length, JSON.stringify(larguras), agora);
    }
    registrarMudancaSql(sqlite, id);
    fornecedorId = id;
    sqlite.close();
  });
  afterAll(async () => {
    for (const c of contextos) await c.close();
  });

  /** Where the image's pixels are drawn (object-fit: contain letterboxes inside the element's box). */
  const pintada = (page: Page) =>
    page.locator('[role="dialog"] img').evaluate((el: HTMLImageElement): Caixa => {
      const r = el.getBoundingClientRect();
      if (getComputedStyle(el).objectFit !== 'contain' || !el.naturalWidth) return r.toJSON();
      const s = Math.min(r.width / el.naturalWidth, r.height / el.naturalHeight);
      const width = el.naturalWidth * s;
      const height = el.naturalHeight * s;
      const left = r.left + (r.width - width) / 2;
      const top = r.top + (r.height - height) / 2;
      return { left, top, width, height, right: left + width, bottom: top + height };
    });

  const caixa = (page: Page, nome: string) =>
    page
      .getByRole('dialog')
      .getByRole('button', { name: nome, exact: true })
      .evaluate((el) => el.getBoundingClientRect().toJSON() as Caixa);

  const dentro = (c: Caixa, w: number, h: number) =>
    c.width > 0 &&
    c.height > 0 &&
    c.left >= -0.5 &&
    c.top >= -0.5 &&
    c.right <= w + 0.5 &&
    c.bottom <= h + 0.5;
  const cruza = (a: Caixa, b: Caixa) =>
    a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

  const contador = (page: Page) =>
    page.getByRole('dialog').locator('[aria-live="polite"]').first().textContent({ timeout: 2000 });

  /** React attached its handlers to the server's markup. */
  const hidratada = (page: Page) =>
    page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
    );

  const imagemCarregada = (page: Page) =>
    page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[role="dialog"] img');
      return !!img && img.complete && img.naturalWidth > 0;
    });

  for (const [largura, altura] of [
    [1366, 850],
    [390, 844],
  ] as const) {
    it(`at ${largura}×${altura}: every media and the controls inside the viewport; keys, Tab, Escape and focus`, async () => {
      const browser = await openBrowser({ viewport: { width: largura, height: altura } });
      contextos.push(browser);
      const page = await browser.newPage();
      const erros = collectErrors(page);
      await page.goto(`${baseURL}/solucao/${slug}`);
      await hidratada(page);
      const abrir = page.getByRole('button', { name: 'Abrir em tela cheia' });
      await abrir.scrollIntoViewIfNeeded();
      await abrir.click();
      const dialogo = page.getByRole('dialog');
      await dialogo.waitFor();

      // covers the viewport, page scroll locked
      const fundo = await dialogo.evaluate((el) => el.getBoundingClientRect().toJSON() as Caixa);
      expect([fundo.left, fundo.top, fundo.width, fundo.height]).toEqual([0, 0, largura, altura]);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

      for (let i = 1; i <= N; i++) {
        expect(await contador(page)).toBe(`${i} de ${N}`);
        await imagemCarregada(page);
        const midia = await pintada(page);
        const controles = await Promise.all(
          ['← Anterior', 'Próximo →', 'Fechar'].map((nome) => caixa(page, nome)),
        );
        const [w, h] = IMAGENS[i - 1]!;
        const onde = `${largura}px, mídia ${i} (${w}×${h}): ${JSON.stringify(midia)}`;
        expect(dentro(midia, largura, altura), onde).toBe(true);
        for (const c of controles) {
          expect(dentro(c, largura, altura), `controle ${JSON.stringify(c)}`).toBe(true);
          expect(c.height, 'controle numa linha só').toBeLessThan(56);
          expect(cruza(c, midia), `controle sobre a mídia: ${onde}`).toBe(false);
        }
        // the media fills the space: the limiting side uses most of the viewport
        const proporcao = Math.max(midia.width / largura, midia.height / altura);
        expect(proporcao, onde).toBeGreaterThan(0.75);
        if (i === 1 && largura < 600) expect(midia.width, onde).toBeGreaterThanOrEqual(0.9 * largura);
        // the largest variant that fits the viewport, not the original
        expect(
          await page.locator('[role="dialog"] img').evaluate((el: HTMLImageElement) => el.currentSrc),
        ).toMatch(/-w\d+\.webp$/);
        if (process.env.SCREENSHOTS_DIR) {
          mkdirSync(process.env.SCREENSHOTS_DIR, { recursive: true });
          await page.screenshot({
            path: path.join(process.env.SCREENSHOTS_DIR, `visor-${i}-${largura}.png`),
          });
        }
        await page.keyboard.press('ArrowRight');
      }
      expect(await contador(page)).toBe(`1 de ${N}`);
      await page.keyboard.press('ArrowLeft');
      expect(await contador(page)).toBe(`${N} de ${N}`);
      await page.keyboard.press('ArrowRight');

      // Tab and Shift+Tab stay inside
      for (const tecla of ['Tab', 'Shift+Tab']) {
        for (let k = 0; k < 6; k++) {
          await page.keyboard.press(tecla);
          expect(
            await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')),
            `${tecla} ${k + 1}`,
          ).toBe(true);
        }
      }

      // Escape closes; focus back on what opened the viewer; scroll unlocked
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(await abrir.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

      // opened from a thumbnail (double click), focus returns to that thumbnail
      const miniatura = page.getByRole('button', { name: `Mídia 2 de ${N}` });
      await miniatura.dblclick();
      await dialogo.waitFor();
      expect(await contador(page)).toBe(`2 de ${N}`);
      await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(await miniatura.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(erros).toEqual([]);
      await page.close();
    });
  }

  it('a horizontal swipe on a touch screen moves; a vertical one does not', async () => {
    const browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    contextos.push(browser);
    const page = await browser.newPage();
    await page.goto(`${baseURL}/solucao/${slug}`);
    await hidratada(page);
    await page.getByRole('button', { name: 'Abrir em tela cheia' }).click();
    await page.getByRole('dialog').waitFor();
    const cdp = await browser.newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    const arrastar = async (x0: number, y0: number, x1: number, y1: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y: y0 }] });
      for (let k = 1; k <= 5; k++)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: x0 + ((x1 - x0) * k) / 5, y: y0 + ((y1 - y0) * k) / 5 }],
        });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    expect(await contador(page)).toBe(`1 de ${N}`);
    await arrastar(320, 420, 60, 430); // right to left: next
    await expect.poll(() => contador(page)).toBe(`2 de ${N}`);
    await arrastar(60, 420, 320, 410); // left to right: previous
    await expect.poll(() => contador(page)).toBe(`1 de ${N}`);
    await arrastar(200, 300, 215, 600); // mostly vertical: stays
    await proximoQuadro(page);
    expect(await contador(page)).toBe(`1 de ${N}`);
    await page.close();
  });

  /** Which thumbnail is the current one on the page ("Mídia 2 de 4"). */
  const atualNaPagina = (page: Page) =>
    page.locator('.galeria-miniatura[aria-current="true"]').getAttribute('aria-label', { timeout: 2000 });

  it('on a phone, the gallery swipes on the page too, and a swipe does not open the viewer (issue 29)', async () => {
    const browser = await openBrowser({ viewport: { width: 390, height: 844 } });
    contextos.push(browser);
    const page = await browser.newPage();
    await page.goto(`${baseURL}/solucao/${slug}`);
    await hidratada(page);
    const cdp = await browser.newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    await page.locator('.galeria-principal').scrollIntoViewIfNeeded();
    const caixaAgora = await page
      .locator('.galeria-principal')
      .evaluate((el) => el.getBoundingClientRect().toJSON() as Caixa);
    const y = caixaAgora.top + caixaAgora.height / 2;
    const arrastar = async (x0: number, x1: number, dy = 0) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y }] });
      for (let k = 1; k <= 5; k++)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: x0 + ((x1 - x0) * k) / 5, y: y + (dy * k) / 5 }],
        });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    expect(await atualNaPagina(page)).toBe(`Mídia 1 de ${N}`);
    await arrastar(330, 60); // right to left: next
    await expect.poll(() => atualNaPagina(page)).toBe(`Mídia 2 de ${N}`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await arrastar(60, 330); // back
    await expect.poll(() => atualNaPagina(page)).toBe(`Mídia 1 de ${N}`);
    await page.locator('.galeria').screenshot({
      path: path.join(process.env.SCREENSHOTS_DIR ?? '/tmp/shots-links-desativar', 'galeria-390.png'),
    });
    await page.close();
  });

  it('the owner picks the cover and the order in the editor; the page follows (issue 29)', async () => {
    for (const [largura, altura] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      const browser = await openBrowser({ viewport: { width: largura, height: altura } });
      contextos.push(browser);
      const page = await browser.newPage();
      const erros = collectErrors(page);
      await entrar(page, baseURL, 'anunciante@vitrinedosim.com.br', demoPassword);
      await page.goto(`${baseURL}/editar-fornecedor/${fornecedorId}`);
      const secao = page.locator('section', {
        has: page.getByRole('heading', { name: 'Galeria de imagens e vídeos' }),
      });
      await secao.locator('.galeria-item').first().waitFor();
      const srcs = () =>
        secao.locator('.galeria-item img').evaluateAll((els) => els.map((e) => e.getAttribute('src')));
      const antes = await srcs();
      if (largura === 1366) {
        await secao.getByRole('button', { name: 'Usar item 3 como capa' }).click();
        await page.getByText('Capa da galeria definida.').first().waitFor();
        await expect.poll(srcs).toEqual([antes[2], antes[0], antes[1], antes[3]]);
        await secao.getByRole('button', { name: 'Mover item 4 para antes' }).click();
        await expect.poll(srcs).toEqual([antes[2], antes[0], antes[3], antes[1]]);
        // the public page opens with the cover and keeps the order
        const publico = await browser.newPage();
        await publico.goto(`${baseURL}/solucao/${slug}`);
        const naPagina = await publico
          .locator('.galeria-miniatura img')
          .evaluateAll((els) => els.map((e) => (e as HTMLImageElement).currentSrc || e.getAttribute('src')));
        const base = (u: string | null) =>
          (u ?? '').replace(/^https?:\/\/[^/]+/, '').replace(/(-w\d+\.webp|\.jpg)$/, '');
        expect(naPagina.map(base)).toEqual([antes[2], antes[0], antes[3], antes[1]].map(base));
        await publico.close();
      }
      await secao.screenshot({
        path: path.join(
          process.env.SCREENSHOTS_DIR ?? '/tmp/shots-links-desativar',
          `editor-galeria-${largura}.png`,
        ),
      });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(largura);
      expect(erros).toEqual([]);
      await page.close();
    }
  });
});
