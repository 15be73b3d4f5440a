import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, entrar, openBrowser } from './browser.js';
import { paginasInstitucionais } from './paginas-publicas.js';

const CATEGORIAS = [
  'storymaker',
  'advogado',
  'blog-influencer',
  'marketing-digital',
  'contador',
  'cursos-mentoria',
  'designer',
];

async function resolverCaptcha(page: Page) {
  // the checkbox is covered by an SVG: click its label
  await page.locator('altcha-widget label').first().click();
  await expect
    .poll(() => page.locator('altcha-widget').textContent(), { timeout: 30_000 })
    .toContain('Verificado');
}

describe('institutional pages in Chromium', () => {
  const baseURL = inject('baseURL');
  let browser: BrowserContext;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser?.close());

  it('contact form: shows every required-field message, sends, clears the form and hides the banner after 5 s', async () => {
    const page = await browser.newPage();
    const erros = collectErrors(page);
    await page.goto(`${baseURL}/contato`);
    await page.getByRole('heading', { name: 'Fale Conosco', level: 1 }).waitFor();
    await expect.poll(() => page.getByText('Segunda a sexta, das 9h às 18h').count()).toBe(1);

    const nome = page.getByPlaceholder('Seu nome completo');
    const email = page.getByPlaceholder('Seu e-mail');
    const assunto = page.getByPlaceholder('Assunto da mensagem');
    const mensagem = page.getByPlaceholder('Sua mensagem');
    expect(await email.getAttribute('type')).toBe('email');
    expect(await mensagem.getAttribute('rows')).toBe('5');
    for (const campo of [nome, email, assunto, mensagem])
      expect(await campo.getAttribute('required')).not.toBeNull();
    // each control is reachable by its label
    await page.getByLabel('Nome').first().waitFor();

    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    for (const texto of [
      'O nome é obrigatório',
      'O e-mail é obrigatório',
      'O assunto é obrigatório',
      'A mensagem é obrigatória',
      'Por favor, complete a verificação de segurança',
    ]) {
      await page.getByText(texto).waitFor();
    }
    // the first invalid field gets the focus; typing clears its message
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('placeholder')))
      .toBe('Seu nome completo');
    await nome.fill('Marina Albuquerque');
    await expect.poll(() => page.getByText('O nome é obrigatório').count()).toBe(0);

    await email.fill('marina@');
    await assunto.fill('Quero anunciar minha assessoria');
    await mensagem.fill('Olá! Gostaria de saber como funciona o período grátis.');
    await resolverCaptcha(page);
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.getByText('Digite um e-mail válido').waitFor();

    await email.fill('marina@fotografiaflor.com.br');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.getByText('Mensagem enviada com sucesso!').waitFor({ timeout: 15_000 });
    expect(await nome.inputValue()).toBe('');
    expect(await mensagem.inputValue()).toBe('');
    // the banner goes away after 5000 ms
    await page.getByText('Mensagem enviada com sucesso!').waitFor({ state: 'detached', timeout: 8_000 });
    expect(erros).toEqual([]);
    await page.close();
  });

  it("contact form: the button reads 'Enviando...' and is disabled while sending; a failure shows the spec's error", async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/contato`);
    let liberar: () => void = () => {};
    const segurar = new Promise<void>((r) => {
      liberar = r;
    });
    await page.route('**/trpc/contato.enviar**', async (route) => {
      await segurar;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify([
          {
            error: {
              message: 'falha',
              code: -32603,
              data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
            },
          },
        ]),
      });
    });
    await page.getByPlaceholder('Seu nome completo').fill('Marina Albuquerque');
    await page.getByPlaceholder('Seu e-mail').fill('marina@fotografiaflor.com.br');
    await page.getByPlaceholder('Assunto da mensagem').fill('Dúvida');
    await page.getByPlaceholder('Sua mensagem').fill('Como atualizo meus dados?');
    await resolverCaptcha(page);
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    const enviando = page.getByRole('button', { name: 'Enviando...' });
    await enviando.waitFor();
    expect(await enviando.isDisabled()).toBe(true);
    liberar();
    await page.getByText('Ocorreu um erro ao enviar sua mensagem. Por favor, tente novamente.').waitFor();
    // what was typed is kept so the person can try again
    expect(await page.getByPlaceholder('Seu nome completo').inputValue()).toBe('Marina Albuquerque');
    await page.close();
  });

  it('the advertiser landing links to its seven category pages; each says 12 months, forbids ads for couples and leads to /cadastro', async () => {
    const page = await browser.newPage();
    const erros = collectErrors(page);
    await page.goto(`${baseURL}/seja-anunciante`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const texto = await page.locator('main').innerText();
    expect(texto).toContain('12 meses');
    expect(texto).toContain('Anúncios voltados para noivos e noivas são proibidos');
    for (const slug of CATEGORIAS) {
      expect(await page.locator(`main a[href="/seja-anunciante/${slug}"]`).count()).toBe(1);
    }
    for (const slug of CATEGORIAS) {
      await page.goto(`${baseURL}/seja-anunciante/${slug}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const corpo = await page.locator('main').innerText();
      expect(corpo, slug).toContain('12 meses');
      expect(corpo, slug).not.toMatch(/alguns meses/i);
      expect(corpo, slug).toContain('Anúncios voltados para noivos e noivas são proibidos');
      // every call to action (button-styled link) goes to the sign-up with "Quero Anunciar" chosen
      const ctas = await page.$$eval('main a.btn', (as) => as.map((a) => a.getAttribute('href')));
      expect(ctas.length, slug).toBeGreaterThan(0);
      expect(new Set(ctas), slug).toEqual(new Set(['/cadastro?tipo=anunciante']));
    }
    const blog = await page.goto(`${baseURL}/seja-anunciante/blog-influencer`);
    expect(blog?.status()).toBe(200);
    await page
      .getByText('Não exigimos número mínimo de seguidores', { exact: false })
      .first()
      .waitFor({ state: 'attached' });
    expect(erros).toEqual([]);
    await page.close();
  });

  it('an unknown advertiser category shows a not-found state with links to the real ones', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/seja-anunciante/astronauta`);
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    expect(await page.locator('main a[href^="/seja-anunciante/"]').count()).toBe(7);
    await page.close();
  });

  it('/anuncie and /anunciante show the same landing as /seja-anunciante', async () => {
    const page = await browser.newPage();
    for (const caminho of ['/anuncie', '/anunciante']) {
      await page.goto(`${baseURL}${caminho}`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Anuncie sua solução para quem faz o casamento acontecer');
    }
    await page.close();
  });

  it('terms and privacy: last update, ten sections, the couples rule, LGPD rights, cookies and the DPO', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/termos-de-uso`);
    await page.getByText('Última atualização: 20 de março de 2024').waitFor();
    expect(await page.locator('.legal-texto section').count()).toBe(10);
    const termos = await page.locator('main').innerText();
    expect(termos).toContain('Anúncios voltados para casais são proibidos');
    expect(termos).toContain('República Federativa do Brasil');
    expect(await page.locator('main a[href="/contato"]').count()).toBeGreaterThan(0);
    // the index jumps to a section
    await page
      .getByRole('navigation', { name: 'Índice' })
      .getByRole('link', { name: 'Lei aplicável e foro' })
      .click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#lei');

    await page.goto(`${baseURL}/politica-de-privacidade`);
    await page.getByText('Última atualização: 20 de março de 2024').waitFor();
    const privacidade = await page.locator('main').innerText();
    for (const t of [
      'artigo 18',
      'não gravamos nada no seu navegador',
      'o sal é apagado',
      'HttpOnly',
      '18 anos',
      'privacidade@vitrinedosim.com.br',
      'Transferência internacional',
    ]) {
      expect(privacidade).toContain(t);
    }
    expect(privacidade).not.toContain('vs_rastreio');
    await page.close();
  });

  it('/sobre: mission, four cards, founder, vision, how-to images and calls to /cadastro and /fornecedores', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/sobre`);
    await page.getByRole('heading', { name: 'Facilitar a vida de quem vive de celebrar' }).waitFor();
    expect(await page.locator('#o-que-fazemos ~ .grade-4 .cartao, .grade-4 .cartao').count()).toBe(4);
    for (const img of [
      '/images/como-funciona-1.svg',
      '/images/como-funciona-2.svg',
      '/images/como-funciona-3.svg',
    ]) {
      const alt = await page.locator(`main img[src="${img}"]`).getAttribute('alt');
      expect(alt?.length).toBeGreaterThan(10);
    }
    expect(await page.locator('main a[href="/cadastro"]').count()).toBeGreaterThan(0);
    expect(await page.locator('main a[href="/fornecedores"]').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('/padroes (admin) renders the live tokens read from the CSS (a changed variable shows up)', async () => {
    const admin = await openBrowser();
    const page = await admin.newPage();
    await entrar(page, baseURL, 'admin@vitrinedosim.com.br', inject('demoPassword'));
    await page.goto(`${baseURL}/padroes`);
    await page.getByText('--cor-marca-700').first().waitFor();
    const valor = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--cor-marca-700').trim(),
    );
    expect(await page.locator('.padroes-cor', { hasText: '--cor-marca-700' }).first().innerText()).toContain(
      valor,
    );
    // change the variable at runtime, leave and come back (no reload): the guide shows the new value
    await page.evaluate(() => document.documentElement.style.setProperty('--cor-marca-700', '#123456'));
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Sobre Nós' })
      .click();
    await page.getByRole('heading', { name: 'Facilitar a vida de quem vive de celebrar' }).waitFor();
    await page.goBack();
    await expect
      .poll(() => page.locator('.padroes-cor', { hasText: '--cor-marca-700' }).first().innerText())
      .toContain('#123456');
    await page.evaluate(() => document.documentElement.style.removeProperty('--cor-marca-700'));
    for (const t of [
      'Cores',
      'Tipografia',
      'Botões',
      'Cartões e selos',
      'Formulários',
      'Grade',
      'Flexbox',
      'Ícones',
    ]) {
      await page.getByRole('heading', { name: t, exact: true }).waitFor();
    }
    // the tabs demo works with the keyboard
    await page.getByRole('tab', { name: 'Conteúdo' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.getByRole('tab', { name: 'Depoimentos' }).getAttribute('aria-selected'))
      .toBe('true');
    // the modal traps focus and closes with Escape
    await page.getByRole('button', { name: 'Abrir modal' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await admin.close();
  });

  it('no institutional page scrolls sideways on a 360 px phone', async () => {
    const celular = await openBrowser({ viewport: { width: 360, height: 780 } });
    try {
      const page = await celular.newPage();
      const largas: string[] = [];
      for (const p of paginasInstitucionais) {
        await page.goto(`${baseURL}${p.caminho}`);
        await page.getByText(p.texto, { exact: false }).first().waitFor();
        const largura = await page.evaluate(() => document.documentElement.scrollWidth);
        if (largura > 360) largas.push(`${p.caminho}: ${largura}px`);
      }
      expect(largas).toEqual([]);
    } finally {
      await celular.close();
    }
  });
});
