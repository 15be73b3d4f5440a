import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { COLLATOR_PT_BR } from '../../shared/ordem-nomes.js';
import { collectErrors, entrar, openBrowser, proximoQuadro } from './browser.js';
import { registrarMudancaSql } from './server.js';

// Issue 29 §4, §8, §12, §13 and the phone-filters/cards/reviews frictions, in Chromium.
describe('location, phone filters, pages without JavaScript and phone layout (issue 29)', () => {
  const baseURL = inject('baseURL');
  const dataDir = inject('dataDir');
  const demoPassword = inject('demoPassword');
  const sufixo = `${Date.now() % 1_000_000}`;
  const nome = `Contas Paulistas E2E ${sufixo}`;
  const slug = `contas-paulistas-e2e-${sufixo}`;
  let fornecedorId = 0;
  const abertos: BrowserContext[] = [];
  const abrir = async (opts: Parameters<typeof openBrowser>[0]) => {
    const ctx = await openBrowser(opts);
    abertos.push(ctx);
    return ctx;
  };

  beforeAll(() => {
    // A showcase of the demo advertiser: audience 'para Todos', an activity, a service and two states.
    const sqlite = new Database(path.join(dataDir, 'app.db'));
    sqlite.pragma('busy_timeout = 5000');
    const agora = new Date().toISOString();
    const dono = sqlite
      .prepare(`select id from usuarios where email = 'anunciante@vitrinedosim.com.br'`)
      .get() as { id: number };
    fornecedorId = Number(
      sqlite
        .prepare(
          `insert into fornecedores (slug, usuario_id, nome_empresa, frase_slogan, descricao_curta, descricao_longa, conteudo, created_at, updated_at)
           values (?, ?, ?, 'Impostos em dia', 'Contabilidade para quem faz eventos.', '<p>Descrição.</p>', '<p>Conteúdo.</p>', ?, ?)`,
        )
        .run(slug, dono.id, nome, agora, agora).lastInsertRowid,
    );
    for (const tag of ['para Todos', 'CRM', 'Contador', 'SP', 'RJ']) {
      sqlite
        .prepare('insert into fornecedor_tags (fornecedor_id, tag_id) select ?, id from tags where nome = ?')
        .run(fornecedorId, tag);
    }
    registrarMudancaSql(sqlite, fornecedorId);
    sqlite.close();
  });
  afterAll(async () => {
    for (const ctx of abertos) await ctx.close();
  });

  describe('without JavaScript (§12)', () => {
    let page: Page;
    beforeAll(async () => {
      page = await (
        await abrir({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false })
      ).newPage();
    });

    it('"Abrir Filtros" opens the filter panel of /fornecedores', async () => {
      await page.goto(`${baseURL}/fornecedores`);
      const titulo = page.getByRole('heading', { name: 'O que você procura?' });
      expect(await titulo.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Abrir Filtros' }).click();
      await page.waitForURL(/#painel-filtros$/);
      expect(await titulo.isVisible()).toBe(true);
      expect(await page.getByLabel('Localidade de atuação').isVisible()).toBe(true);
    });

    it('the phone menu opens', async () => {
      await page.goto(`${baseURL}/blog`);
      const menu = page.getByRole('navigation', { name: 'Principal' });
      expect(await menu.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.waitForURL(/#menu-principal$/);
      expect(await menu.isVisible()).toBe(true);
      expect(await menu.getByRole('link', { name: 'Sobre Nós' }).isVisible()).toBe(true);
    });

    it('"Orçamento" leads to the contact options of a showcase', async () => {
      await page.goto(`${baseURL}/solucao/${slug}`);
      const contato = page.getByRole('heading', { name: `Fale com ${nome}` });
      expect(await contato.isVisible()).toBe(false);
      await page
        .getByRole('navigation', { name: 'Contato rápido' })
        .getByRole('button', { name: 'Orçamento' })
        .click();
      await page.waitForURL(/#fale-com$/);
      expect(await contato.isVisible()).toBe(true);
    });
  });

  describe('phone, with JavaScript', () => {
    let page: Page;
    let erros: string[];
    beforeAll(async () => {
      page = await (await abrir({ viewport: { width: 390, height: 844 } })).newPage();
      erros = collectErrors(page);
    });
    afterAll(() => expect(erros).toEqual([]));

    it('shows the active filters as removable chips, also after arriving from a home tag', async () => {
      await page.goto(`${baseURL}/fornecedores?tag=Contador&tag=SP`);
      const chips = page.getByRole('list', { name: 'Filtros ativos' });
      await chips.getByRole('link', { name: 'Remover filtro São Paulo' }).waitFor();
      expect(await chips.getByRole('link').allTextContents()).toEqual(['Contador ×', 'São Paulo ×']);
      // A state also lists who serves online and the whole country: never "Nenhum fornecedor".
      await expect.poll(() => page.locator('.lista-cartao').count()).toBeGreaterThan(0);
      await chips.getByRole('link', { name: 'Remover filtro São Paulo' }).click();
      await page.waitForURL(`${baseURL}/fornecedores?tag=Contador`);
      expect(await chips.getByRole('link').allTextContents()).toEqual(['Contador ×']);
    });

    it('the open panel keeps a "Ver N resultados" button in reach, that goes back to the list', async () => {
      await page.goto(`${baseURL}/fornecedores?tag=Contador`);
      await page.getByRole('button', { name: 'Abrir Filtros' }).click();
      const ver = page.getByRole('link', { name: /^Ver \d+ resultados?$/ });
      await ver.waitFor();
      const total = async () => Number((await ver.textContent())?.match(/\d+/)?.[0]);
      const contador = async () =>
        Number((await page.locator('.lista-contador').textContent())?.match(/de (\d+)/)?.[1]);
      expect(await total()).toBe(await contador());
      // Scrolled into the middle of the long panel: the button is still on screen.
      await page.locator('#grupo-Serviços').scrollIntoViewIfNeeded();
      await proximoQuadro(page);
      const caixa = await ver.boundingBox();
      expect(caixa).not.toBeNull();
      expect((caixa?.y ?? 0) + (caixa?.height ?? 0)).toBeLessThanOrEqual(844);
      expect(caixa?.y ?? -1).toBeGreaterThanOrEqual(0);
      // A choice in the panel updates the number.
      await page.locator('.lista-tag', { hasText: 'CRM' }).click();
      await page.waitForURL(/tag=CRM/);
      await expect.poll(async () => (await total()) === (await contador())).toBe(true);
      await ver.click();
      await expect
        .poll(() => page.getByRole('heading', { name: 'O que você procura?' }).isVisible())
        .toBe(false);
      expect(await page.getByRole('button', { name: 'Abrir Filtros' }).isVisible()).toBe(true);
    });

    it('an empty result lists the filters to remove with the count each gives', async () => {
      await page.goto(`${baseURL}/fornecedores?pesquisa=xyzzyq&tag=Contador`);
      await page.getByText('Nenhum fornecedor encontrado.').waitFor();
      const remover = page.getByRole('link', { name: /^Remover a busca “xyzzyq” \(\d+\)$/ });
      await remover.waitFor();
      const n = Number((await remover.textContent())?.match(/\((\d+)\)/)?.[1]);
      expect(n).toBeGreaterThan(0);
      expect(await page.getByRole('link', { name: /^Remover todos os filtros \(\d+\)$/ }).count()).toBe(1);
      await remover.click();
      await page.waitForURL(`${baseURL}/fornecedores?tag=Contador`);
      await expect.poll(async () => page.locator('.lista-contador').textContent()).toContain(`de ${n} `);
    });

    it('typing a state name finds the suppliers serving it', async () => {
      await page.goto(
        `${baseURL}/fornecedores?pesquisa=${encodeURIComponent('contas paulistas e2e são paulo')}`,
      );
      await expect.poll(() => page.locator('.lista-cartao h2').allTextContents()).toContain(nome);
    });

    it('the back-to-top control never floats over the captcha or the text', async () => {
      await page.goto(`${baseURL}/cadastro`);
      const captcha = page.locator('altcha-widget');
      await captcha.waitFor();
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      await proximoQuadro(page);
      await captcha.scrollIntoViewIfNeeded();
      await proximoQuadro(page);
      // Scrolled far enough for the floating button to exist: on a phone it is not shown.
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
      const flutuante = page.locator('button.voltar-topo');
      await expect.poll(() => flutuante.count()).toBe(1);
      expect(await flutuante.isVisible()).toBe(false);
      // Nothing fixed sits over the captcha: the point under its centre belongs to it.
      const livre = await captcha.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const x = r.right - 10;
        const y = r.top + r.height / 2;
        return el.contains(document.elementFromPoint(x, y));
      });
      expect(livre).toBe(true);
      expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Voltar ao topo' }).count()).toBe(
        1,
      );
    });

    it('a showcase shows its rating once at the top', async () => {
      await page.goto(`${baseURL}/solucao/${slug}`);
      await page.locator('h1').waitFor();
      const visiveis = await page
        .locator('.detalhe-cabecalho-avaliacao, .detalhe-lateral .detalhe-avaliacao')
        .evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length);
      expect(visiveis).toBe(1);
    });
  });

  it('cards: activity first, audience after "Ideal para:", "para Todos" reads "Todos os públicos"', async () => {
    const page = await (await abrir({ viewport: { width: 1366, height: 900 } })).newPage();
    await page.goto(`${baseURL}/fornecedores?pesquisa=${encodeURIComponent(nome)}`);
    const cartao = page.locator('.lista-cartao', { hasText: nome });
    await cartao.waitFor();
    expect(await cartao.locator('.lista-ideal').textContent()).toBe('Ideal para: Todos os públicos');
    expect(await cartao.locator('.lista-cartao-corpo .lista-tags .tag').allTextContents()).toEqual([
      'Contador',
      'CRM',
    ]);
  });

  describe('the editor (§8, §13)', () => {
    let page: Page;
    beforeAll(async () => {
      page = await (await abrir({ viewport: { width: 390, height: 844 } })).newPage();
      await entrar(page, baseURL, 'anunciante@vitrinedosim.com.br', demoPassword);
      await page.goto(`${baseURL}/editar-fornecedor/${fornecedorId}`);
      await page.getByRole('group', { name: 'Localidade' }).waitFor();
    });

    it('says where it happens when "Brasil" unchecks the states, and when a state unchecks "Brasil"', async () => {
      const grupo = page.getByRole('group', { name: 'Localidade' });
      const aviso = grupo.getByRole('status');
      expect(await aviso.isVisible()).toBe(false);
      await grupo.getByLabel('Brasil', { exact: true }).check();
      await expect
        .poll(() => aviso.textContent())
        .toBe(
          '“RJ” e “SP” foram desmarcadas: “Brasil” já inclui todos os estados e não se combina com outras tags de Localidade.',
        );
      expect(await aviso.isVisible()).toBe(true);
      expect(await grupo.getByLabel('SP', { exact: true }).isChecked()).toBe(false);
      await grupo.getByLabel('MG', { exact: true }).check();
      await expect
        .poll(() => aviso.textContent())
        .toBe('“Brasil” foi desmarcada: “Brasil” não se combina com outras tags de Localidade.');
      // An ordinary choice clears the notice.
      await grupo.getByLabel('AM', { exact: true }).check();
      await expect.poll(() => aviso.isVisible()).toBe(false);
    });

    it('"Tipo de fornecedor" keeps its heading and options inside the card', async () => {
      const medidas = await page.locator('.editor-tipos').evaluate((secao) => {
        const caixa = secao.getBoundingClientRect();
        const legenda = secao.querySelector('legend')?.getBoundingClientRect();
        const opcoes = [...secao.querySelectorAll('.opcao-tag')].map((o) => o.getBoundingClientRect());
        return {
          caixa: { top: caixa.top, left: caixa.left, right: caixa.right },
          legenda: legenda && { top: legenda.top, left: legenda.left },
          direitaMax: Math.max(...opcoes.map((o) => o.right)),
          n: opcoes.length,
        };
      });
      const msg = JSON.stringify(medidas);
      expect(medidas.n, msg).toBeGreaterThan(0);
      expect(medidas.legenda?.top ?? 0, msg).toBeGreaterThan(medidas.caixa.top + 4);
      expect(medidas.legenda?.left ?? 0, msg).toBeGreaterThan(medidas.caixa.left + 4);
      expect(medidas.direitaMax, msg).toBeLessThanOrEqual(medidas.caixa.right - 4);
    });

    it('tag names are in pt-BR order ("Álbuns e Impressos" among the A, "Contratos" before "CRM")', async () => {
      const nomes = await page
        .getByRole('group', { name: 'Serviços' })
        .locator('.opcao-tag')
        .allTextContents();
      expect(nomes.length).toBeGreaterThan(3);
      expect(nomes).toEqual([...nomes].sort(COLLATOR_PT_BR.compare));
      expect(nomes.indexOf('Álbuns e Impressos')).toBeLessThan(nomes.indexOf('Anúncios no Google'));
    });
  });

  it('reviews: the rating is a star radio group for the keyboard', async () => {
    const page = await (await abrir({ viewport: { width: 1366, height: 900 } })).newPage();
    await entrar(page, baseURL, 'cliente@vitrinedosim.com.br', demoPassword);
    await page.goto(`${baseURL}/solucao/${slug}`);
    await page.getByRole('tab', { name: /Depoimentos/ }).click();
    await page.getByRole('button', { name: 'Deixar Depoimento' }).click();
    const modal = page.getByRole('dialog', { name: 'Deixe seu Depoimento' });
    const grupo = modal.getByRole('group', { name: 'Nota' });
    await grupo.waitFor();
    const radios = grupo.getByRole('radio');
    expect(await radios.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual([
      '1 estrela',
      '2 estrelas',
      '3 estrelas',
      '4 estrelas',
      '5 estrelas',
    ]);
    expect(await grupo.getByRole('radio', { name: '5 estrelas' }).isChecked()).toBe(true);
    // Keyboard: Tab reaches the chosen star, arrows move the choice; the focus is visible.
    await modal.getByLabel(/Comentário/).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('5 estrelas');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await grupo.getByRole('radio', { name: '3 estrelas' }).isChecked()).toBe(true);
    const estrela = grupo.locator('.escolha-estrela', {
      has: page.getByRole('radio', { name: '3 estrelas' }),
    });
    expect(await estrela.evaluate((e) => getComputedStyle(e).outlineStyle)).toBe('solid');
    // Stars up to the chosen one are solid.
    expect(await grupo.locator('.escolha-estrela.cheia').count()).toBe(3);
  });
});
