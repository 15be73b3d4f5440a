import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, openBrowser, proximoQuadro } from './browser.js';
import { registrarMudancaSql } from './server.js';

/** Share of each half (left, right) of a star's box painted, not background: a half star's right half is mostly empty. */
async function tintaDaEstrela(estrela: Locator): Promise<[number, number]> {
  const png = await estrela.screenshot();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [r0, g0, b0] = [data[0], data[1], data[2]];
  const opacos = [0, 0];
  for (let p = 0; p < data.length; p += 3) {
    const x = (p / 3) % info.width;
    if (Math.abs(data[p] - r0) + Math.abs(data[p + 1] - g0) + Math.abs(data[p + 2] - b0) > 90)
      opacos[x < info.width / 2 ? 0 : 1]++;
  }
  const metade = (info.width * info.height) / 2;
  return [opacos[0] / metade, opacos[1] / metade];
}

/** Hydrated: React has taken over the page's share button (its handlers are attached). */
async function hidratada(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const botao = [...document.querySelectorAll('main button')].find((b) =>
        b.textContent?.includes('Compartilhar'),
      );
      return !!botao && Object.keys(botao).some((k) => k.startsWith('__reactFiber'));
    },
    undefined,
    { timeout: 30_000 },
  );
  // the effects of the first render (the Web Share API check) and the render they cause
  await proximoQuadro(page);
}

// Issue 15 items 12 and 14: the supplier page's sidebar and bottom bar, and the share button.
describe('supplier page sidebar, contact bar and sharing in Chromium', () => {
  const baseURL = inject('baseURL');
  const dataDir = inject('dataDir');
  const sufixo = `${Date.now() % 1_000_000}`;
  const slug = `vitrine-e2e-lateral-${sufixo}`;
  const nome = `Vitrine E2E Lateral ${sufixo}`;
  let mediaDoBanco = 0;
  let totalDoBanco = 0;
  const abertos: BrowserContext[] = [];
  const abrir = async (viewport: { width: number; height: number }) => {
    const b = await openBrowser({ viewport });
    abertos.push(b);
    return b;
  };

  beforeAll(() => {
    const sqlite = new Database(path.join(dataDir, 'app.db'));
    sqlite.pragma('busy_timeout = 5000');
    const agora = new Date().toISOString();
    const usuario = (i: number) =>
      Number(
        sqlite
          .prepare(
            `insert into usuarios (nome, email, telefone, ramo_atividade, tipo, senha_hash, email_verificado_em, created_at, updated_at)
             values (?, ?, '(11) 98888-7777', 'Consultoria', ?, 'x', ?, ?, ?)`,
          )
          .run(
            `Pessoa ${i}`,
            `lateral-${i}-${sufixo}@exemplo.com.br`,
            i === 0 ? 'anunciante' : 'cliente',
            agora,
            agora,
            agora,
          ).lastInsertRowid,
      );
    const dono = usuario(0);
    // long content, so the page scrolls far below the sidebar's height
    const conteudo = Array.from(
      { length: 60 },
      (_, i) => `<p>Parágrafo ${i + 1} do conteúdo da vitrine.</p>`,
    ).join('');
    const fornecedorId = Number(
      sqlite
        .prepare(
          `insert into fornecedores (slug, usuario_id, nome_empresa, frase_slogan, descricao_curta, descricao_longa, conteudo, telefone, site, whatsapp, verificado, created_at, updated_at)
           values (?, ?, ?, 'Contratos sem dor de cabeça', 'Assessoria para buffets.', ?, '<p>Conteúdo.</p>', '(11) 3333-4444', 'www.exemplo.com.br', '(11) 98888-7777', 1, ?, ?)`,
        )
        .run(slug, dono, nome, conteudo, agora, agora).lastInsertRowid,
    );
    for (const [i, nota] of [5, 5, 4, 4].entries()) {
      sqlite
        .prepare(
          `insert into depoimentos (fornecedor_id, usuario_id, nota, comentario, created_at, updated_at) values (?, ?, ?, 'Muito bom.', ?, ?)`,
        )
        .run(fornecedorId, usuario(i + 1), nota, agora, agora);
    }
    const r = sqlite
      .prepare('select count(*) as n, avg(nota) as m from depoimentos where fornecedor_id = ?')
      .get(fornecedorId) as { n: number; m: number };
    totalDoBanco = r.n;
    mediaDoBanco = Math.round(r.m * 10) / 10;
    // written around the service: keep its stored aggregate as the service would
    sqlite
      .prepare(
        `update fornecedores set
           avaliacao_total = (select count(*) from depoimentos d where d.fornecedor_id = fornecedores.id and d.oculto = 0),
           avaliacao_soma = (select coalesce(sum(d.nota), 0) from depoimentos d where d.fornecedor_id = fornecedores.id and d.oculto = 0)
         where id = ?`,
      )
      .run(fornecedorId);
    registrarMudancaSql(sqlite, fornecedorId);
    sqlite.close();
  });
  afterAll(async () => {
    for (const b of abertos) await b.close();
  });

  it('at 1366×850 shows a sticky sidebar beside the main column with the contacts and the server-side rating', async () => {
    const page = await (await abrir({ width: 1366, height: 850 })).newPage();
    const erros = collectErrors(page);
    await page.goto(`${baseURL}/solucao/${slug}`);
    await hidratada(page);
    const lateral = page.getByRole('complementary', { name: 'Contato e avaliações' });
    await lateral.waitFor();
    const principal = page.locator('.detalhe-corpo');
    const [l, p] = [await lateral.boundingBox(), await principal.boundingBox()];
    expect(l && p && l.x > p.x + p.width, `lateral ${JSON.stringify(l)} principal ${JSON.stringify(p)}`).toBe(
      true,
    );
    expect(l?.y ?? 999).toBeLessThan(400);

    // the contact buttons: WhatsApp, telefone and site from the showcase's own fields
    for (const rotulo of ['WhatsApp', 'Telefone', 'Site'])
      expect(await lateral.getByRole('link', { name: rotulo }).isVisible(), rotulo).toBe(true);
    // the number, with the greeting that tells the supplier where the contact came from
    const whatsapp = new URL(
      (await lateral.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')) ?? '',
    );
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/5511988887777');
    expect(whatsapp.searchParams.get('text')).toMatch(/^Olá! Vi sua vitrine no Vitrine do Sim: http/);

    // the rating summary is the average and count the database gives
    const media = mediaDoBanco.toFixed(1).replace('.', ',');
    const resumo = lateral.getByRole('button', { name: new RegExp(`${totalDoBanco} depoimentos`) });
    expect(((await resumo.textContent()) ?? '').replace(/\s+/g, ' ').trim()).toBe(
      `${media} ${totalDoBanco} depoimentos`,
    );
    // 4,5: four filled stars and a half one, by the pixels painted
    const estrelas = resumo.getByRole('img', { name: `Nota ${media} de 5` }).locator('svg');
    expect(await estrelas.count()).toBe(5);
    const tinta: [number, number][] = [];
    for (let i = 0; i < 5; i++) tinta.push(await tintaDaEstrela(estrelas.nth(i)));
    const msg = `tinta (esquerda/direita) por estrela: ${tinta.map(([e, d]) => `${e.toFixed(2)}/${d.toFixed(2)}`).join(', ')}`;
    const [esquerdaCheia, direitaCheia] = tinta[0];
    for (let i = 1; i < 4; i++) {
      expect(tinta[i][0], msg).toBeGreaterThan(0.9 * esquerdaCheia);
      expect(tinta[i][1], msg).toBeGreaterThan(0.9 * direitaCheia);
    }
    // the fifth is half: its left half filled like the others, its right half only outlined
    expect(tinta[4][0], msg).toBeGreaterThan(0.85 * esquerdaCheia);
    expect(tinta[4][1], msg).toBeLessThan(0.8 * direitaCheia);
    expect(tinta[4][1], msg).toBeGreaterThan(0.05);

    // it opens the Depoimentos tab
    await resumo.click();
    await expect
      .poll(() => page.getByRole('tab', { name: /Depoimentos/ }).getAttribute('aria-selected'))
      .toBe('true');

    // sticky: still in view after scrolling far down
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight - window.innerHeight - 900, behavior: 'instant' }),
    );
    await proximoQuadro(page);
    const depois = await lateral.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, scrollY: window.scrollY, altura: window.innerHeight };
    });
    expect(depois.scrollY, JSON.stringify(depois)).toBeGreaterThan(1500);
    expect(depois.top, JSON.stringify(depois)).toBeGreaterThanOrEqual(0);
    expect(depois.bottom, JSON.stringify(depois)).toBeLessThanOrEqual(depois.altura);
    expect(await page.locator('.detalhe-barra-contato').isVisible()).toBe(false);
    expect(erros).toEqual([]);
  });

  it('at 390×844 puts the contacts in a bar at the bottom that hides none of the page', async () => {
    const page = await (await abrir({ width: 390, height: 844 })).newPage();
    await page.goto(`${baseURL}/solucao/${slug}`);
    await hidratada(page);
    const barra = page.getByRole('navigation', { name: 'Contato rápido' });
    await barra.waitFor();
    for (const rotulo of ['WhatsApp', 'Telefone', 'Site'])
      expect(await barra.getByRole('link', { name: rotulo }).isVisible(), rotulo).toBe(true);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await proximoQuadro(page);
    const m = await page.evaluate(() => {
      const barra = document.querySelector('nav[aria-label="Contato rápido"]') as HTMLElement;
      const b = barra.getBoundingClientRect();
      // the last thing on the page: the footer's last element with text
      const textos = [...document.querySelectorAll('footer *')].filter(
        (e) => e.children.length === 0 && (e.textContent ?? '').trim(),
      );
      const ultimo = textos[textos.length - 1].getBoundingClientRect();
      const ultimoMain = document.querySelector('main')?.lastElementChild?.previousElementSibling;
      return {
        altura: window.innerHeight,
        barraTop: b.top,
        barraBottom: b.bottom,
        ultimoBottom: ultimo.bottom,
        corpoBottom: ultimoMain?.getBoundingClientRect().bottom ?? 0,
      };
    });
    const msg = JSON.stringify(m);
    expect(m.barraBottom, msg).toBeLessThanOrEqual(m.altura + 0.5);
    expect(m.barraBottom, msg).toBeGreaterThan(m.altura - 2);
    expect(m.barraTop, msg).toBeGreaterThan(m.altura - 120);
    expect(m.ultimoBottom, msg).toBeLessThanOrEqual(m.barraTop + 0.5);
    // no floating back-to-top button on the phone (it covered text and the captcha, issue 29): the
    // footer's link, above the bar, does it
    expect(await page.getByRole('button', { name: 'Voltar ao topo' }).isVisible()).toBe(false);
    const topo = await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Voltar ao topo' })
      .boundingBox();
    expect(topo, 'Voltar ao topo').not.toBeNull();
    expect((topo?.y ?? 0) + (topo?.height ?? 0), msg).toBeLessThanOrEqual(m.barraTop);
    // the sidebar's contact card is not repeated on the phone (the bar carries it)
    expect(await page.getByRole('heading', { name: `Fale com ${nome}` }).isVisible()).toBe(false);
  });

  for (const alvo of ['fornecedor', 'artigo'] as const) {
    it(`shares the ${alvo} page by WhatsApp and by copying the link when navigator.share is absent`, async () => {
      const ctx = await abrir({ width: 1366, height: 850 });
      await ctx.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
        const copiados: string[] = [];
        (window as unknown as { __copiados: string[] }).__copiados = copiados;
        Object.defineProperty(navigator, 'clipboard', {
          configurable: true,
          value: { writeText: async (t: string) => void copiados.push(t) },
        });
      });
      const page = await ctx.newPage();
      const erros = collectErrors(page);
      const caminho = alvo === 'fornecedor' ? `/solucao/${slug}` : '/blog/1';
      const url = `${baseURL}${caminho}`;
      await page.goto(url);
      await hidratada(page);
      await page.getByRole('button', { name: 'Compartilhar' }).click();
      const wa = page.locator('a[href^="https://wa.me/?text="]');
      await wa.waitFor();
      expect(await wa.textContent()).toContain('WhatsApp');
      const href = (await wa.getAttribute('href')) as string;
      expect(href).toContain(encodeURIComponent(url));
      expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toContain(url);

      await page.getByRole('button', { name: 'Copiar link' }).click();
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __copiados: string[] }).__copiados))
        .toEqual([url]);
      await page.getByText('Link copiado').waitFor();
      expect(erros).toEqual([]);
    });
  }

  it('uses the Web Share API where the browser has it', async () => {
    const ctx = await abrir({ width: 390, height: 844 });
    await ctx.addInitScript(() => {
      const partilhas: unknown[] = [];
      (window as unknown as { __partilhas: unknown[] }).__partilhas = partilhas;
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (dados: unknown) => void partilhas.push(dados),
      });
    });
    const page = await ctx.newPage();
    await page.goto(`${baseURL}/blog/1`);
    await page.waitForLoadState('load');
    const titulo = await page.locator('main h1').textContent();
    await hidratada(page);
    await page.getByRole('button', { name: 'Compartilhar' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __partilhas: unknown[] }).__partilhas.length))
      .toBe(1);
    expect(
      await page.evaluate(() => (window as unknown as { __partilhas: unknown[] }).__partilhas[0]),
    ).toEqual({
      title: titulo,
      url: `${baseURL}/blog/1`,
    });
    expect(await page.getByRole('button', { name: 'Copiar link' }).count()).toBe(0);
  });
});
