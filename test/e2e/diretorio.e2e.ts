import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, openBrowser } from './browser.js';
import { registrarMudancaSql } from './server.js';

// The public directory in Chromium against the real server (demo data plus a supplier of our own).
describe('public directory in Chromium', () => {
  const baseURL = inject('baseURL');
  const dataDir = inject('dataDir');
  const demoPassword = inject('demoPassword');
  let browser: BrowserContext;
  const sufixo = `${Date.now() % 1_000_000}`;
  const slug = `vitrine-e2e-diretorio-${sufixo}`;
  const slugAntigo = `vitrine-e2e-nome-antigo-${sufixo}`;
  let fornecedorId = 0;

  beforeAll(async () => {
    browser = await openBrowser();
    const sqlite = new Database(path.join(dataDir, 'app.db'));
    sqlite.pragma('busy_timeout = 5000');
    const agora = new Date().toISOString();
    const dono = sqlite
      .prepare(`select id from usuarios where email = 'anunciante@vitrinedosim.com.br'`)
      .get() as { id: number } | undefined;
    const donoId =
      dono?.id ??
      Number(
        sqlite
          .prepare(
            `insert into usuarios (nome, email, telefone, ramo_atividade, tipo, senha_hash, email_verificado_em, created_at, updated_at)
             values ('Dono E2E', ?, '(11) 98888-7777', 'Consultoria', 'anunciante', 'x', ?, ?, ?)`,
          )
          .run(`dono-e2e-${sufixo}@exemplo.com.br`, agora, agora, agora).lastInsertRowid,
      );
    fornecedorId = Number(
      sqlite
        .prepare(
          `insert into fornecedores (slug, usuario_id, nome_empresa, frase_slogan, descricao_curta, descricao_longa, conteudo, created_at, updated_at)
           values (?, ?, ?, 'Contratos sem dor de cabeça', 'Assessoria jurídica para buffets e fotógrafos.', '<p>Descrição longa.</p>', '<p>Conteúdo da vitrine.</p>', ?, ?)`,
        )
        .run(slug, donoId, `Vitrine E2E Diretório ${sufixo}`, agora, agora).lastInsertRowid,
    );
    sqlite
      .prepare(
        `insert into depoimentos (fornecedor_id, usuario_id, nota, comentario, created_at, updated_at) values (?, ?, 3, 'Três estrelas, honestas.', ?, ?)`,
      )
      .run(fornecedorId, donoId, agora, agora);
    for (const url of ['/images/placeholder.jpg', '/images/compartilhar.png']) {
      sqlite
        .prepare(
          `insert into galeria_midias (fornecedor_id, midia_url, tipo, tamanho_bytes, created_at) values (?, ?, 'imagem', 1000, ?)`,
        )
        .run(fornecedorId, url, agora);
    }
    // An earlier address of this showcase (as a rename leaves it).
    sqlite
      .prepare('insert into fornecedor_slugs_antigos (slug, fornecedor_id, created_at) values (?, ?, ?)')
      .run(slugAntigo, fornecedorId, agora);
    registrarMudancaSql(sqlite, fornecedorId);
    sqlite.close();
  });
  afterAll(() => browser?.close());

  it('a 3-star testimonial draws 3 filled and 2 empty (outline) stars', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/solucao/${slug}`);
    await page.getByRole('tab', { name: /Depoimentos/ }).click();
    const estrelas = page
      .locator('.depoimento', { hasText: 'Três estrelas, honestas.' })
      .getByRole('img', { name: 'Nota 3 de 5' })
      .locator('svg');
    await estrelas.first().waitFor();
    expect(await estrelas.count()).toBe(5);
    // Ink per star, from the pixels Chromium painted (not from class names): an outline star
    // paints far less of its box than a filled one.
    const tinta: number[] = [];
    for (let i = 0; i < 5; i++) {
      const png = await estrelas.nth(i).screenshot();
      const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      // the card's background is the top-left pixel (the star's box corner is never painted)
      const [r0, g0, b0] = [data[0], data[1], data[2]];
      let opacos = 0;
      for (let p = 0; p < data.length; p += 3) {
        if (Math.abs(data[p] - r0) + Math.abs(data[p + 1] - g0) + Math.abs(data[p + 2] - b0) > 90) opacos++;
      }
      tinta.push(opacos / (info.width * info.height));
    }
    // filled: the most ink; outline: clearly less, but not nothing (the star's outline is drawn)
    const cheia = Math.max(...tinta);
    const tipos = tinta.map((t) =>
      t > 0.9 * cheia ? 'cheia' : t > 0.05 && t < 0.75 * cheia ? 'vazia' : '?',
    );
    expect(tipos, `tinta por estrela: ${tinta.map((t) => t.toFixed(2)).join(', ')}`).toEqual([
      'cheia',
      'cheia',
      'cheia',
      'vazia',
      'vazia',
    ]);
    await page.close();
  });

  it('choosing a state with no specific supplier shows the nationwide fallback', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/fornecedores`);
    await page.getByLabel('Localidade de atuação').selectOption('AC');
    await expect
      .poll(() =>
        page
          .getByText(
            'Não há fornecedores específicos para AC. Exibindo apenas fornecedores com atuação nacional.',
          )
          .count(),
      )
      .toBe(1);
    expect(page.url()).toContain('tag=AC');
    await page.close();
  });

  it('the filter panel shows, for each tag, the count of matching suppliers the server sent', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${baseURL}/fornecedores?tag=Fotografia`);
    const botao = page.locator('.lista-tag', { hasText: 'Fotografia' });
    await botao.waitFor();
    expect(await botao.getAttribute('aria-pressed')).toBe('true');
    // the same filter through the API: the button's "(n)" is that tag's count
    const input = encodeURIComponent(JSON.stringify({ 0: { tags: ['Fotografia'], semente: 1 } }));
    const [res] = (await (
      await fetch(`${baseURL}/trpc/fornecedores.list?batch=1&input=${input}`)
    ).json()) as {
      result: { data: { total: number; contagens: Record<string, number> } };
    }[];
    const [tags] = (await (await fetch(`${baseURL}/trpc/fornecedores.tags?batch=1&input=%7B%7D`)).json()) as {
      result: { data: { id: number; nome: string }[] };
    }[];
    const id = tags.result.data.find((t) => t.nome === 'Fotografia')?.id ?? -1;
    const esperado = res.result.data.contagens[id] ?? 0;
    expect(esperado).toBeGreaterThan(0);
    await expect
      .poll(async () => (await botao.textContent())?.replace(/\s+/g, ' ').trim())
      .toBe(`Fotografia (${esperado})`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('paging through the list never shows a supplier twice', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${baseURL}/fornecedores`);
    await page.locator('.lista-cartao').first().waitFor();
    const rotulo = (await page.locator('.paginacao span').first().textContent()) ?? '';
    const total = Number(rotulo.match(/de (\d+)/)?.[1] ?? 1);
    const vistos: string[] = [];
    const paginas = Math.min(total, 4);
    for (let p = 1; p <= paginas; p++) {
      await expect
        .poll(() => page.locator('.paginacao span').first().textContent())
        .toBe(`Página ${p} de ${total}`);
      await expect.poll(() => page.locator('.lista-sobreposicao').count()).toBe(0);
      const ids = await page
        .locator('.lista-cartao')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-fornecedor-id') ?? ''));
      vistos.push(...ids);
      if (p < paginas) await page.getByRole('button', { name: 'Próximo →' }).first().click();
    }
    expect(vistos.length).toBeGreaterThan(6);
    expect(new Set(vistos).size).toBe(vistos.length);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens a supplier by id (redirected to its slug), opens the viewer and closes it with Escape', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/fornecedores/${fornecedorId}`);
    await page.waitForURL(`${baseURL}/solucao/${slug}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(`Vitrine E2E Diretório ${sufixo}`);
    await page.getByRole('button', { name: 'Abrir em tela cheia' }).click();
    const dialogo = page.getByRole('dialog');
    await dialogo.waitFor();
    expect(await dialogo.textContent()).toContain('1 de 2');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await page.close();
  });

  it('an earlier slug lands on the current address: 301 from the server, history replaced in the app', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/solucao/${slugAntigo}?origem=e2e`);
    expect(page.url()).toBe(`${baseURL}/solucao/${slug}?origem=e2e`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(`Vitrine E2E Diretório ${sufixo}`);
    // Reached inside the app (no server round trip): the page replaces the URL without a reload.
    await page.goto(`${baseURL}/fornecedores`);
    await page.evaluate(() => {
      (window as unknown as { semRecarga: boolean }).semRecarga = true;
    });
    await page.evaluate((antigo) => {
      history.pushState(null, '', `/solucao/${antigo}`);
      dispatchEvent(new PopStateEvent('popstate'));
    }, slugAntigo);
    await page.waitForURL(`${baseURL}/solucao/${slug}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(`Vitrine E2E Diretório ${sufixo}`);
    expect(await page.evaluate(() => (window as unknown as { semRecarga?: boolean }).semRecarga)).toBe(true);
    await page.goBack();
    await page.waitForURL(`${baseURL}/fornecedores`);
    await page.close();
  });

  it('as a cliente, leaves, edits and deletes a testimonial', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/login`);
    await page.getByLabel('E-mail').fill('cliente@vitrinedosim.com.br');
    await page.getByLabel('Senha', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));

    await page.goto(`${baseURL}/solucao/${slug}`);
    await page.getByRole('tab', { name: /Depoimentos/ }).click();
    await page.getByRole('button', { name: 'Deixar Depoimento' }).click();
    const modal = page.getByRole('dialog', { name: 'Deixe seu Depoimento' });
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Publicar' }).click();
    await expect.poll(() => modal.getByText('O comentário não pode estar vazio.').count()).toBe(1);
    await modal.getByLabel(/Comentário/).fill('Atendimento rápido e contrato claro.');
    await modal.getByLabel('4 estrelas').check();
    await modal.getByRole('button', { name: 'Publicar' }).click();
    await expect.poll(() => page.getByText('Depoimento publicado com sucesso!').count()).toBeGreaterThan(0);
    const meu = page.locator('.depoimento', { hasText: 'Atendimento rápido e contrato claro.' });
    await meu.waitFor();
    expect(await meu.locator('.selo', { hasText: 'você' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Deixar Depoimento' }).count()).toBe(0);

    await meu.getByRole('button', { name: 'Editar' }).click();
    const editar = page.getByRole('dialog', { name: 'Editar Depoimento' });
    await editar.waitFor();
    expect(await editar.getByLabel(/Comentário/).inputValue()).toBe('Atendimento rápido e contrato claro.');
    await editar.getByLabel(/Comentário/).fill('Atendimento rápido, contrato claro e ótimo preço.');
    await editar.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.getByText('Depoimento atualizado com sucesso!').count()).toBeGreaterThan(0);
    await page.locator('.depoimento', { hasText: 'ótimo preço' }).waitFor();

    await page
      .locator('.depoimento', { hasText: 'ótimo preço' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    const confirmar = page.getByRole('dialog', { name: 'Excluir depoimento' });
    expect(await confirmar.textContent()).toContain('Tem certeza que deseja excluir seu depoimento?');
    await confirmar.getByRole('button', { name: 'Excluir' }).click();
    await expect.poll(() => page.getByText('Depoimento excluído com sucesso!').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.depoimento', { hasText: 'ótimo preço' }).count()).toBe(0);
    await page.close();
  });
});
