import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashPassword } from '../../server/auth/password.js';
import { readOutbox } from '../auth/outbox.js';
import { collectErrors, openBrowser, proximoQuadro, resolverCaptcha } from './browser.js';

// Issue 15, items 3 to 5 in Chromium: what to do after sign-up, an unconfirmed login, bad addresses,
// and the contact messages in the admin panel.
describe('account next steps, not-found pages and the contact inbox in Chromium', () => {
  const baseURL = inject('baseURL');
  const dataDir = inject('dataDir');
  const demoPassword = inject('demoPassword');
  const sufixo = `${Date.now() % 1_000_000}`;
  let browser: BrowserContext;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser?.close());

  const paraOEmail = (email: string) => readOutbox(dataDir).filter((m) => m.to.includes(email));

  /** The server-rendered form has React's handlers (a click before that would submit natively). */
  const formularioPronto = (page: Page) =>
    page.waitForFunction(() => {
      const botao = document.querySelector('main form button[type="submit"]');
      return !!botao && Object.keys(botao).some((k) => k.startsWith('__reactProps'));
    });

  async function entrar(page: Page, email: string, senha: string) {
    await page.goto(`${baseURL}/login`);
    await formularioPronto(page);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(senha);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  }

  it('after sign-up the login page says where the link went, and "Reenviar link" sends another', async () => {
    await browser.clearCookies();
    const page = await browser.newPage();
    const errors = collectErrors(page);
    const email = `e2e-confirma-${sufixo}@exemplo.com.br`;
    await page.goto(`${baseURL}/cadastro`);
    await formularioPronto(page);
    await page.getByLabel('Nome completo').fill('Pessoa Que Confirma');
    const ramo = page.getByRole('combobox', { name: 'Ramo de atividade' });
    await ramo.fill('Fotog');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    await ramo.press('Tab');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('WhatsApp').pressSequentially('11987654321');
    await page.getByLabel('Senha', { exact: true }).fill('senha-confirma-1');
    await page.getByLabel('Confirmar senha').fill('senha-confirma-1');
    await resolverCaptcha(page);
    await page.getByRole('button', { name: 'Criar minha conta' }).click();
    await page.waitForURL(`${baseURL}/login`);

    await page.getByText('Cadastro realizado com sucesso! Faça login para continuar.').waitFor();
    await page
      .getByText(`Enviamos um link de confirmação para ${email}. Confirme seu e-mail para entrar.`)
      .waitFor();
    expect(await page.getByLabel('E-mail').inputValue()).toBe(email);
    await expect.poll(() => paraOEmail(email).length, { timeout: 10_000 }).toBe(1);

    await page.getByRole('button', { name: 'Reenviar link' }).click();
    await page.getByRole('status').filter({ hasText: 'novo link de verificação' }).waitFor();
    await expect.poll(() => paraOEmail(email).length, { timeout: 10_000 }).toBe(2);
    expect(paraOEmail(email)[1].body).toContain('/verificar-email?');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a login refused for an unconfirmed e-mail says so and offers the resend, not the recovery dialog', async () => {
    const email = `e2e-nao-confirmado-${sufixo}@exemplo.com.br`;
    const sqlite = new Database(path.join(dataDir, 'app.db'));
    sqlite.pragma('busy_timeout = 5000');
    const agora = new Date().toISOString();
    sqlite
      .prepare(
        `insert into usuarios (nome, email, telefone, ramo_atividade, tipo, senha_hash, email_verificado_em, created_at, updated_at)
         values (?, ?, ?, ?, 'cliente', ?, null, ?, ?)`,
      )
      .run(
        'Sem Confirmação',
        email,
        '(11) 97777-6666',
        'Fotografia',
        await hashPassword('senha-sem-1'),
        agora,
        agora,
      );
    sqlite.close();

    await browser.clearCookies();
    const page = await browser.newPage();
    const errors = collectErrors(page);
    // the page's timers run on a clock the test moves, so "not within a second" is checked exactly
    await page.clock.install();
    await entrar(page, email, 'senha-sem-1');
    await page.getByRole('alert').filter({ hasText: 'confirme seu email' }).waitFor();
    await page
      .getByText(`Enviamos um link de confirmação para ${email}. Confirme seu e-mail para entrar.`)
      .waitFor();
    // the recovery dialog used to open 500 ms after this error: every timer of the next second fires
    await page.clock.runFor(1000);
    await proximoQuadro(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByText('Esqueci minha senha".').count()).toBe(0);

    await page.getByRole('button', { name: 'Reenviar link' }).click();
    await page.getByRole('status').filter({ hasText: 'novo link de verificação' }).waitFor();
    await expect.poll(() => paraOEmail(email).length, { timeout: 10_000 }).toBe(1);
    if (process.env.SCREENSHOTS_DIR) {
      await page.screenshot({
        path: path.join(process.env.SCREENSHOTS_DIR, 'login-nao-confirmado-1280.png'),
      });
    }
    expect(errors.filter((e) => !e.includes('403'))).toEqual([]);
    await page.close();
  });

  it('bad supplier and article addresses show the navbar and the not-found page with the way back', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    for (const caminho of ['/fornecedores/abc', '/fornecedores/-1', '/fornecedores/987654321', '/blog/abc']) {
      await page.goto(`${baseURL}${caminho}`);
      const principal = page.getByRole('navigation', { name: 'Principal' });
      await principal.waitFor();
      expect(await principal.isVisible(), caminho).toBe(true);
      await page.getByRole('heading', { level: 1, name: /não encontrad/ }).waitFor();
      const main = page.locator('main');
      expect(await main.getByRole('link', { name: 'Voltar para o Início' }).getAttribute('href')).toBe('/');
      expect(await main.getByRole('link', { name: 'Ver soluções' }).getAttribute('href')).toBe(
        '/fornecedores',
      );
      expect(await page.getByText('Parâmetros de rota inválidos').count(), caminho).toBe(0);
    }
    // the way back works
    await page.goto(`${baseURL}/fornecedores/abc`);
    await page.locator('main').getByRole('link', { name: 'Voltar para o Início' }).click();
    await page.waitForURL(`${baseURL}/`);
    // hydrated without a mismatch (the 404 of the page itself is the only console line)
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await page.close();
  });

  it('a message sent through /contato reaches the admin panel; opening it lowers the unread count', async () => {
    await browser.clearCookies();
    const page = await browser.newPage();
    const errors = collectErrors(page);
    const assunto = `Quero anunciar ${sufixo}`;
    await page.goto(`${baseURL}/contato`);
    await formularioPronto(page);
    await page.getByPlaceholder('Seu nome completo').fill('Marina Albuquerque');
    await page.getByPlaceholder('Seu e-mail').fill('marina@fotografiaflor.com.br');
    await page.getByPlaceholder('Assunto da mensagem').fill(assunto);
    await page.getByPlaceholder('Sua mensagem').fill('Olá! Como funciona o período grátis?');
    await resolverCaptcha(page);
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await page.getByText('Mensagem enviada com sucesso!').waitFor({ timeout: 15_000 });

    await entrar(page, 'admin@vitrinedosim.com.br', demoPassword);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${baseURL}/admin`);
    const aba = page.getByRole('tab', { name: /Mensagens de contato/ });
    await aba.waitFor();
    const contador = aba.locator('.aba-contador');
    const naoLidas = async () =>
      (await contador.count()) ? Number((await contador.textContent())?.match(/\d+/)?.[0] ?? 0) : 0;
    await expect.poll(naoLidas).toBeGreaterThan(0);
    const antes = await naoLidas();
    // on a phone the tab strip scrolls by itself: the count does not widen the page
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      )
      .toBe(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await aba.click();
    const cartao = page.getByRole('listitem').filter({ hasText: assunto });
    await cartao.waitFor();
    expect(await cartao.getByText('Não lida', { exact: true }).count()).toBe(1);
    await cartao.getByRole('button', { name: new RegExp(assunto) }).click();
    await cartao.getByText('Olá! Como funciona o período grátis?').waitFor();
    await expect.poll(naoLidas).toBe(antes - 1);
    await expect.poll(() => cartao.getByText('Não lida', { exact: true }).count()).toBe(0);
    const responder = cartao.getByRole('link', { name: 'Responder por e-mail' });
    expect(await responder.getAttribute('href')).toBe(
      `mailto:marina@fotografiaflor.com.br?subject=${encodeURIComponent(`Re: ${assunto}`)}`,
    );
    await cartao.getByRole('button', { name: 'Marcar como respondida' }).click();
    await cartao.getByText('Respondida', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
