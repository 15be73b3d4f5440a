import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, entrar as entrarComo, openBrowser } from './browser.js';
import { registrarMudancaSql } from './server.js';

// Visible ratings and the moderation flow in Chromium against the real server (demo accounts plus
// a supplier and three testimonials of our own).
describe('avaliações e moderação no Chromium', () => {
  const baseURL = inject('baseURL');
  const dataDir = inject('dataDir');
  const demoPassword = inject('demoPassword');
  const sufixo = `${Date.now() % 1_000_000}`;
  const empresa = `Quintarela Eventos ${sufixo}`;
  const slug = `quintarela-eventos-${sufixo}`;
  const ABUSIVO = `Golpistas, fujam! ${sufixo}`;
  const abertos: BrowserContext[] = [];

  beforeAll(async () => {
    const sqlite = new Database(path.join(dataDir, 'app.db'));
    sqlite.pragma('busy_timeout = 5000');
    const agora = new Date().toISOString();
    const usuario = (nome: string, tipo: string) =>
      Number(
        sqlite
          .prepare(
            `insert into usuarios (nome, email, telefone, ramo_atividade, tipo, senha_hash, email_verificado_em, created_at, updated_at)
             values (?, ?, '(11) 98888-7777', 'Fotografia', ?, 'x', ?, ?, ?)`,
          )
          .run(
            nome,
            `${nome.toLowerCase().replace(/\s+/g, '-')}-${sufixo}@exemplo.com.br`,
            tipo,
            agora,
            agora,
            agora,
          ).lastInsertRowid,
      );
    const dono = usuario('Dono Quintarela', 'anunciante');
    const fornecedorId = Number(
      sqlite
        .prepare(
          `insert into fornecedores (slug, usuario_id, nome_empresa, frase_slogan, descricao_curta, created_at, updated_at)
           values (?, ?, ?, 'Eventos com calma', 'Cerimonial e assessoria para casamentos no interior.', ?, ?)`,
        )
        .run(slug, dono, empresa, agora, agora).lastInsertRowid,
    );
    for (const [nome, nota, comentario] of [
      ['Ana Bela', 5, 'Organização impecável.'],
      ['Bruno Reis', 4, 'Muito bom, recomendo.'],
      ['Caio Troll', 1, ABUSIVO],
    ] as const) {
      sqlite
        .prepare(
          'insert into depoimentos (fornecedor_id, usuario_id, nota, comentario, created_at, updated_at) values (?, ?, ?, ?, ?, ?)',
        )
        .run(fornecedorId, usuario(nome, 'cliente'), nota, comentario, agora, agora);
    }
    // Rows written straight here: the stored aggregate recounted as the service does.
    sqlite
      .prepare(
        `update fornecedores set
           avaliacao_total = (select count(*) from depoimentos d where d.fornecedor_id = fornecedores.id and d.oculto = 0),
           avaliacao_soma = (select coalesce(sum(nota), 0) from depoimentos d where d.fornecedor_id = fornecedores.id and d.oculto = 0)
         where id = ?`,
      )
      .run(fornecedorId);
    registrarMudancaSql(sqlite, fornecedorId);
    sqlite.close();
  });
  // Each test closes its browsers (several Chromium profiles at once slow the 2-core machine down).
  afterEach(async () => {
    for (const b of abertos.splice(0)) await b.close();
  });
  afterAll(async () => {
    for (const b of abertos.splice(0)) await b.close();
  });

  async function navegador() {
    const b = await openBrowser();
    abertos.push(b);
    return b;
  }

  const entrar = (page: Page, email: string) => entrarComo(page, baseURL, email, demoPassword);

  /** React attached its handlers to the server's markup (a click before that is lost). */
  const hidratada = (page: Page) =>
    page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
    );

  /**
   * Share of the left and the right half of each star's box painted differently from the card
   * (Chromium's pixels, not class names).
   */
  async function tintaDasEstrelas(estrelas: ReturnType<Page['locator']>) {
    const sharp = (await import('sharp')).default;
    const tinta: { esquerda: number; direita: number }[] = [];
    for (let i = 0; i < 5; i++) {
      const png = await estrelas.nth(i).screenshot();
      const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      // the background is the top-left pixel (the star's box corner is never painted)
      const [r0, g0, b0] = [data[0], data[1], data[2]];
      let esquerda = 0;
      let direita = 0;
      for (let p = 0; p < data.length; p += 3) {
        if (Math.abs(data[p] - r0) + Math.abs(data[p + 1] - g0) + Math.abs(data[p + 2] - b0) <= 90) continue;
        if ((p / 3) % info.width < info.width / 2) esquerda++;
        else direita++;
      }
      const metade = (info.width * info.height) / 2;
      tinta.push({ esquerda: esquerda / metade, direita: direita / metade });
    }
    return tinta;
  }

  it('a list card shows the server’s average with stars (half star) and the count, the same before and after hydration', async () => {
    const page = await (await navegador()).newPage();
    const erros = collectErrors(page);
    // No JavaScript first: the server's markup alone already carries the rating.
    const semJs = await openBrowser({ javaScriptEnabled: false });
    abertos.push(semJs);
    const pSemJs = await semJs.newPage();
    await pSemJs.goto(`${baseURL}/fornecedores?pesquisa=${encodeURIComponent(empresa)}`);
    const cartaoSemJs = pSemJs.locator('.lista-cartao', { hasText: empresa });
    expect(await cartaoSemJs.locator('.avaliacao').textContent()).toMatch(/3,3\s*3 depoimentos/);

    await page.goto(`${baseURL}/fornecedores?pesquisa=${encodeURIComponent(empresa)}`);
    const cartao = page.locator('.lista-cartao', { hasText: empresa });
    await cartao.waitFor();
    const avaliacao = cartao.getByRole('img', { name: 'Nota 3,3 de 5' });
    await avaliacao.waitFor();
    expect(await cartao.locator('.avaliacao').textContent()).toMatch(/3,3\s*3 depoimentos/);
    const estrelas = avaliacao.locator('svg');
    expect(await estrelas.count()).toBe(5);
    // Geometry: the stars sit inside the card, on one line, each of a readable size.
    const caixaCartao = await cartao.boundingBox();
    const caixas = await Promise.all([0, 1, 2, 3, 4].map((i) => estrelas.nth(i).boundingBox()));
    for (const c of caixas) {
      expect(c && caixaCartao).toBeTruthy();
      if (!c || !caixaCartao) continue;
      expect(c.width).toBeGreaterThanOrEqual(10);
      expect(c.x).toBeGreaterThanOrEqual(caixaCartao.x);
      expect(c.x + c.width).toBeLessThanOrEqual(caixaCartao.x + caixaCartao.width);
      expect(Math.abs(c.y - (caixas[0]?.y ?? 0))).toBeLessThan(2);
    }
    // 3,3: three filled stars, a half one, an empty (outline) one.
    // Measured large (64 px stars), where the half star's outline half is many pixels wide.
    await avaliacao.evaluate((el) => {
      (el as HTMLElement).style.fontSize = '64px';
    });
    const tinta = await tintaDasEstrelas(estrelas);
    const rotulo = `tinta (esquerda/direita): ${tinta.map((t) => `${t.esquerda.toFixed(2)}/${t.direita.toFixed(2)}`).join(', ')}`;
    const cheia = tinta[0];
    for (const i of [1, 2]) {
      expect(Math.abs(tinta[i].esquerda - cheia.esquerda), rotulo).toBeLessThan(0.05);
      expect(Math.abs(tinta[i].direita - cheia.direita), rotulo).toBeLessThan(0.05);
    }
    // the half star: its left half filled like a full star, its right half an outline like the empty one
    expect(Math.abs(tinta[3].esquerda - cheia.esquerda), rotulo).toBeLessThan(0.08);
    expect(tinta[3].direita, rotulo).toBeLessThan(0.8 * cheia.direita);
    // the empty star: an outline on both sides (drawn, but clearly less ink)
    expect(tinta[4].esquerda, rotulo).toBeLessThan(0.8 * cheia.esquerda);
    expect(tinta[4].direita, rotulo).toBeLessThan(0.8 * cheia.direita);
    expect(tinta[4].esquerda, rotulo).toBeGreaterThan(0.05);
    // The chooser of order and the rating filter live in the URL.
    await hidratada(page);
    await page.getByLabel('Ordenar por').selectOption('nota');
    await page.waitForURL(/ordem=nota/);
    await page.getByLabel('4 estrelas ou mais').check();
    await page.waitForURL(/nota_min=4/);
    await expect.poll(() => page.locator('.lista-cartao', { hasText: empresa }).count()).toBe(0);
    expect(erros.filter((e) => /hydrat|Minified React error #4[0-9]{2}/i.test(e))).toEqual([]);
  });

  it('a cliente reports, an admin hides: the testimonial is gone from the page and the average changes', async () => {
    const cliente = await (await navegador()).newPage();
    await entrar(cliente, 'cliente@vitrinedosim.com.br');
    await cliente.goto(`${baseURL}/solucao/${slug}`);
    await expect
      .poll(() => cliente.locator('.detalhe-cabecalho-avaliacao').textContent())
      .toMatch(/3,3\s*3 depoimentos/);
    await cliente.getByRole('tab', { name: /Depoimentos/ }).click();
    const abusivo = cliente.locator('.depoimento', { hasText: ABUSIVO });
    await abusivo.getByRole('button', { name: 'Denunciar' }).click();
    const modal = cliente.getByRole('dialog', { name: 'Denunciar depoimento' });
    await modal.getByRole('button', { name: 'Enviar denúncia' }).click();
    await expect.poll(() => modal.getByText('Escolha o motivo da denúncia.').count()).toBe(1);
    await modal.getByLabel('Ofensivo').check();
    await modal.getByLabel('Observação (opcional)').fill('Acusação sem prova.');
    await modal.getByRole('button', { name: 'Enviar denúncia' }).click();
    await expect.poll(() => cliente.getByText(/Denúncia enviada/).count()).toBeGreaterThan(0);
    await expect.poll(() => abusivo.getByRole('button', { name: 'Denunciado' }).isDisabled()).toBe(true);

    const admin = await (await navegador()).newPage();
    await entrar(admin, 'admin@vitrinedosim.com.br');
    await admin.goto(`${baseURL}/admin`);
    await admin.getByRole('tab', { name: 'Moderação' }).click();
    const item = admin.locator('.moderacao-item', { hasText: ABUSIVO });
    await item.waitFor();
    expect(await item.textContent()).toContain('Ofensivo (1)');
    expect(await item.textContent()).toContain('Caio Troll');
    expect(await item.textContent()).toContain(empresa);
    expect(await item.textContent()).toContain('Acusação sem prova.');
    await item.getByRole('button', { name: 'Ocultar' }).click();
    await expect.poll(() => admin.locator('.moderacao-item', { hasText: ABUSIVO }).count()).toBe(0);

    const visitante = await (await navegador()).newPage();
    await visitante.goto(`${baseURL}/solucao/${slug}`);
    expect(await visitante.locator('.detalhe-cabecalho-avaliacao').textContent()).toMatch(
      /4,5\s*2 depoimentos/,
    );
    // the sidebar's summary reads the same stored numbers
    expect(await visitante.locator('.detalhe-lateral .detalhe-avaliacao').textContent()).toMatch(
      /4,5\s*2 depoimentos/,
    );
    await visitante.getByRole('tab', { name: /Depoimentos/ }).click();
    await visitante.locator('.depoimento', { hasText: 'Organização impecável.' }).waitFor();
    expect(await visitante.locator('.depoimento', { hasText: ABUSIVO }).count()).toBe(0);
    // The cliente's page, reloaded, follows too.
    await cliente.reload();
    await expect
      .poll(() => cliente.locator('.detalhe-cabecalho-avaliacao').textContent())
      .toMatch(/4,5\s*2 depoimentos/);
  });

  // The attack pass: an admin's reply showed as the owner's ("Resposta de {empresa}").
  it('an admin replies; the reply shows under the testimonial as "Resposta da equipe", not as the owner\'s', async () => {
    const page = await (await navegador()).newPage();
    await entrar(page, 'admin@vitrinedosim.com.br');
    await page.goto(`${baseURL}/solucao/${slug}`);
    await page.getByRole('tab', { name: /Depoimentos/ }).click();
    const dep = page.locator('.depoimento', { hasText: 'Muito bom, recomendo.' });
    await dep.getByRole('button', { name: 'Responder' }).click();
    const modal = page.getByRole('dialog', { name: 'Responder ao depoimento' });
    await modal.getByLabel(/Resposta pública/).fill('Obrigado, Bruno!');
    await modal.getByRole('button', { name: 'Publicar resposta' }).click();
    await expect.poll(() => dep.locator('.depoimento-resposta').count()).toBe(1);
    expect(await dep.locator('.depoimento-resposta').textContent()).toContain('Resposta da equipe');
    expect(await dep.locator('.depoimento-resposta').textContent()).not.toContain(`Resposta de ${empresa}`);
    expect(await dep.locator('.depoimento-resposta').textContent()).toContain('Obrigado, Bruno!');
  });

  // A session that ends while the form is open: the server's 401 reads as the spec's text.
  it('a testimonial sent after the session ended says "Você precisa estar logado para deixar um depoimento."', async () => {
    const ctx = await navegador();
    const page = await ctx.newPage();
    await entrar(page, 'cliente@vitrinedosim.com.br');
    await page.goto(`${baseURL}/solucao/${slug}`);
    await page.getByRole('tab', { name: /Depoimentos/ }).click();
    await page.getByRole('button', { name: /Deixar Depoimento|Editar Depoimento/ }).click();
    const modal = page.getByRole('dialog');
    await modal.locator('textarea').fill('Equipe atenciosa do começo ao fim.');
    await ctx.clearCookies();
    await modal.getByRole('button', { name: /Publicar|Salvar/ }).click();
    // The toast says it (the 401 also ends the session on the page, which may close the form).
    await page.getByText('Você precisa estar logado para deixar um depoimento.').first().waitFor();
  });
});
