import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitForLink } from '../auth/outbox.js';
import { collectErrors, openBrowser } from './browser.js';
import { DEMO_PASSWORD, startServer } from './server.js';

// Accounts in Chromium against the real server (captcha on: the ALTCHA widget really solves).
describe('accounts in Chromium', () => {
  const baseURL = inject('baseURL');
  const dataDir = inject('dataDir');
  let browser: BrowserContext;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser?.close());

  async function preencherCadastro(page: Page, dados: { nome: string; email: string; senha: string }) {
    await page.goto(`${baseURL}/cadastro`);
    await page.getByLabel('Nome completo').fill(dados.nome);
    const ramo = page.getByRole('combobox', { name: 'Ramo de atividade' });
    await ramo.fill('Fotog');
    await expect.poll(() => page.getByRole('option').count()).toBeGreaterThan(0);
    await ramo.press('Tab');
    await expect.poll(() => ramo.inputValue()).toBe('Fotografia');
    await page.getByLabel('E-mail').fill(dados.email);
    await page.getByLabel('WhatsApp').pressSequentially('11987654321');
    await expect.poll(() => page.getByLabel('WhatsApp').inputValue()).toBe('(11) 98765-4321');
    await page.getByLabel('Senha', { exact: true }).fill(dados.senha);
    await page.getByLabel('Confirmar senha').fill(dados.senha);
  }

  async function resolverCaptcha(page: Page) {
    // the checkbox is covered by an SVG: click its label
    await page.locator('altcha-widget label').first().click();
    await page
      .locator('altcha-widget [data-state="verified"], altcha-widget .altcha[data-state="verified"]')
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(async () => {
        await expect
          .poll(() => page.locator('altcha-widget').textContent(), { timeout: 30_000 })
          .toContain('Verificado');
      });
  }

  /** axe-core in the page (evaluated: the CSP forbids inline scripts); serious and critical only. */
  async function violacoesGraves(page: Page): Promise<string[]> {
    // a dialog still fading in has half-transparent colours: judge the settled page
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    );
    await page.evaluate(axe.source);
    const violacoes = (await page.evaluate(async () => {
      // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global
      const r = await (window as any).axe.run(document, { resultTypes: ['violations'] });
      return r.violations;
    })) as { id: string; impact: string | null; nodes: { target: string[] }[] }[];
    return violacoes
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }

  async function entrar(page: Page, email: string, senha: string) {
    await page.goto(`${baseURL}/login`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(senha);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  }

  it('validates on submit with the spec messages, clears a field error on edit; branch autocomplete keys', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/cadastro`);
    await page.getByRole('button', { name: 'Criar minha conta' }).click();
    await expect.poll(() => page.getByText('O nome é obrigatório').count()).toBe(1);
    expect(await page.getByText('O e-mail é obrigatório').count()).toBe(1);
    expect(await page.getByText('O número de WhatsApp é obrigatório').count()).toBe(1);
    expect(await page.getByText('A senha é obrigatória').count()).toBe(1);
    expect(await page.getByText('Confirme sua senha').count()).toBe(1);
    expect(await page.getByText('Por favor, complete a verificação de segurança').count()).toBe(1);
    await page.getByLabel('Nome completo').fill('Jo');
    expect(await page.getByText('O nome é obrigatório').count()).toBe(0);

    // branch autocomplete: arrows move, Enter picks, Escape closes
    const ramo = page.getByRole('combobox', { name: 'Ramo de atividade' });
    await ramo.fill('cont');
    await ramo.press('ArrowDown');
    await ramo.press('ArrowDown');
    expect(await page.getByRole('option', { selected: true }).textContent()).toBe('Produção de Conteúdo');
    await ramo.press('Enter');
    expect(await ramo.inputValue()).toBe('Produção de Conteúdo');
    expect(await page.getByRole('listbox').count()).toBe(0);
    await ramo.fill('Adv');
    await page.getByRole('listbox').waitFor();
    await ramo.press('Escape');
    expect(await page.getByRole('listbox').count()).toBe(0);
    expect(await ramo.inputValue()).toBe('Adv');
    await page.close();
  });

  it('signs up through the real form, verifies from the outbox, logs in, survives a reload, renews after 45 min and logs out', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    const email = `e2e-cliente-${Date.now()}@exemplo.com.br`;
    const senha = 'senha-e2e-forte';
    await preencherCadastro(page, { nome: 'Cliente Ponta a Ponta', email, senha });
    await resolverCaptcha(page);
    await page.getByRole('button', { name: 'Criar minha conta' }).click();
    await page.waitForURL(`${baseURL}/login`);
    await expect
      .poll(() => page.getByText('Cadastro realizado com sucesso! Faça login para continuar.').count())
      .toBe(1);

    // not confirmed yet: the message and the offer to resend the link (not the recovery dialog)
    await entrar(page, email, senha);
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'confirme seu email' }).count())
      .toBe(1);
    await page.getByRole('button', { name: 'Reenviar link' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Recuperação de Senha' }).count()).toBe(0);

    const link = await waitForLink(dataDir, email, '/verificar-email');
    expect(link.startsWith(`${baseURL}/verificar-email?`)).toBe(true);
    // confirming lands on the login page, the e-mail filled in and the confirmation said there
    await page.goto(link);
    await page.waitForURL(`${baseURL}/login`);
    await page.getByText('E-mail confirmado.').waitFor();
    await expect.poll(() => page.getByLabel('E-mail').inputValue()).toBe(email);
    await expect.poll(() => page.getByText('Email verificado com sucesso!').count()).toBe(1);

    await entrar(page, email, senha);
    await page.waitForURL(`${baseURL}/fornecedores`);
    await expect.poll(() => page.getByText('Login realizado com sucesso!').count()).toBe(1);
    const usuario = page
      .getByRole('button', { name: 'Cliente', exact: false })
      .filter({ hasText: 'Cliente' });
    await usuario.first().waitFor();

    // survives a reload; the token never reaches local storage
    await page.clock.install();
    await page.reload();
    await usuario.first().waitFor();
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/\.[a-z0-9]{24}/);

    // after 45 minutes the session is renewed: a new cookie, still logged in
    const cookieAntes = (await browser.cookies(baseURL)).find((c) => c.name === 'sessao')?.value;
    expect(cookieAntes).toBeTruthy();
    await page.clock.fastForward(2_700_000);
    await expect
      .poll(async () => (await browser.cookies(baseURL)).find((c) => c.name === 'sessao')?.value, {
        timeout: 10_000,
      })
      .not.toBe(cookieAntes);
    await page.reload();
    await usuario.first().waitFor();

    await usuario.first().click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect.poll(() => page.getByText('Você saiu do sistema.').count()).toBe(1);
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Entrar' }).waitFor();
    await page.reload();
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Entrar' }).waitFor();
    expect(errors.filter((e) => !e.includes('401') && !e.includes('403'))).toEqual([]);
    await page.close();
  });

  it('an anunciante confirms the two checkboxes at sign-up and lands on /perfil/editar#vitrine', async () => {
    await browser.clearCookies();
    const page = await browser.newPage();
    const email = `e2e-anunciante-${Date.now()}@exemplo.com.br`;
    const senha = 'senha-anunciante-1';
    await preencherCadastro(page, { nome: 'Anunciante Ponta a Ponta', email, senha });

    // choosing Anunciante opens the confirmation first: the type is set only by 'Continuar'
    await page.getByLabel(/Quero Anunciar/).click();
    const modal = page.getByRole('dialog', { name: 'Confirmação para anunciantes' });
    await modal.waitFor();
    // cancel resets the type to empty and unticks the boxes
    await modal.getByRole('checkbox').nth(0).check();
    await modal.getByRole('button', { name: 'Cancelar' }).click();
    await modal.waitFor({ state: 'detached' });
    expect(await page.getByLabel(/Quero Anunciar/).isChecked()).toBe(false);
    expect(await page.getByLabel(/Sou Profissional de Eventos/).isChecked()).toBe(false);
    await page.getByLabel(/Quero Anunciar/).click();
    await modal.waitFor();
    expect(await modal.getByRole('checkbox').nth(0).isChecked()).toBe(false);
    // 'Continuar' needs both boxes
    await modal.getByRole('button', { name: 'Continuar' }).click();
    await modal.getByText('Marque as duas confirmações para continuar como anunciante.').waitFor();
    expect(await modal.isVisible()).toBe(true);
    const caixas = modal.getByRole('checkbox');
    await caixas.nth(0).check();
    await caixas.nth(1).check();
    await modal.getByRole('button', { name: 'Continuar' }).click();
    await modal.waitFor({ state: 'detached' });
    expect(await page.getByLabel(/Quero Anunciar/).isChecked()).toBe(true);

    await resolverCaptcha(page);
    await page.getByRole('button', { name: 'Criar minha conta' }).click();
    await page.waitForURL(`${baseURL}/login`);

    const link = await waitForLink(dataDir, email, '/verificar-email');
    await page.goto(link);
    await expect.poll(() => page.getByText('Email verificado com sucesso!').count()).toBe(1);

    await entrar(page, email, senha);
    await page.waitForURL(`${baseURL}/perfil/editar#vitrine`);
    await page.close();
  });

  it('the reset page without a valid link offers a new one, which opens the recovery dialog', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/redefinir-senha`);
    await expect.poll(() => page.getByText('Link inválido. Token ou email não fornecidos.').count()).toBe(1);
    await page.getByRole('button', { name: 'Solicitar Novo Link' }).click();
    await page.waitForURL(`${baseURL}/login`);
    const dialogo = page.getByRole('dialog', { name: 'Recuperação de Senha' });
    await dialogo.waitFor();
    await dialogo.getByLabel('E-mail').fill('ninguem@exemplo.com.br');
    await dialogo.getByRole('button', { name: 'Recuperar Senha' }).click();
    await page.getByRole('dialog', { name: 'Email Enviado' }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).last().click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // and from the link on the login page
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await page
      .getByRole('dialog', { name: 'Recuperação de Senha' })
      .getByRole('button', { name: 'Recuperar Senha' })
      .click();
    await page.getByText('Por favor, informe seu email.').waitFor();
    await page.close();
  });

  it('the account pages, their errors and dialogs have no serious axe violation', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(`${baseURL}/cadastro`);
    await page.getByRole('button', { name: 'Criar minha conta' }).click();
    await page.getByText('O nome é obrigatório').waitFor();
    await page.locator('altcha-widget label').first().waitFor();
    expect(await violacoesGraves(page), '/cadastro com erros').toEqual([]);
    await page.getByLabel(/Quero Anunciar/).click();
    await page.getByRole('dialog', { name: 'Confirmação para anunciantes' }).waitFor();
    expect(await violacoesGraves(page), 'modal do anunciante').toEqual([]);

    await page.goto(`${baseURL}/login`);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByText('O e-mail é obrigatório').waitFor();
    expect(await violacoesGraves(page), '/login com erros').toEqual([]);
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await page.getByRole('dialog', { name: 'Recuperação de Senha' }).waitFor();
    expect(await violacoesGraves(page), 'modal de recuperação').toEqual([]);

    await page.goto(`${baseURL}/verificar-email?token=invalido&email=ninguem%40exemplo.com.br`);
    await page.getByRole('button', { name: 'Reenviar Link' }).waitFor();
    expect(await violacoesGraves(page), '/verificar-email').toEqual([]);
    await page.goto(`${baseURL}/redefinir-senha?token=invalido&email=ninguem%40exemplo.com.br`);
    await page.getByRole('button', { name: 'Solicitar Novo Link' }).waitFor();
    expect(await violacoesGraves(page), '/redefinir-senha').toEqual([]);
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
    await page.close();
  });

  /** A verified cliente created through REST (the captcha solved here as the widget does). */
  async function contaVerificada(email: string, senha: string) {
    const challenge = await (await fetch(`${baseURL}/api/captcha/challenge`)).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    const recaptchaToken = Buffer.from(
      JSON.stringify({
        challenge: { parameters: challenge.parameters, signature: challenge.signature },
        solution,
      }),
    ).toString('base64');
    const res = await fetch(`${baseURL}/api/usuarios`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        nome: 'Pessoa Redefinição',
        email,
        senha,
        tipo: 'cliente',
        telefone: '11912345678',
        recaptchaToken,
      }),
    });
    expect(res.status).toBe(201);
    const link = new URL(await waitForLink(dataDir, email, '/verificar-email'));
    const v = await fetch(`${baseURL}/api/usuarios/verificar-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(Object.fromEntries(link.searchParams)),
    });
    expect(v.status).toBe(200);
  }

  it('resets the password from the e-mailed link, then logs in and returns to the guarded page', async () => {
    // the earlier tests leave sessions in this browser profile
    await browser.clearCookies();
    const page = await browser.newPage();
    const email = `e2e-reset-${Date.now()}@exemplo.com.br`;
    await contaVerificada(email, 'senha-antiga-1');

    await page.goto(`${baseURL}/login`);
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Recuperação de Senha' });
    await dialogo.getByLabel('E-mail').fill(email);
    await dialogo.getByRole('button', { name: 'Recuperar Senha' }).click();
    await page.getByRole('dialog', { name: 'Email Enviado' }).waitFor();

    await page.goto(await waitForLink(dataDir, email, '/redefinir-senha'));
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.getByText('A nova senha é obrigatória').waitFor();
    await page.getByLabel('Nova senha', { exact: true }).fill('senha-nova-22');
    await page.getByLabel('Confirmar nova senha').fill('senha-nova-2');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await page.getByText('As senhas não coincidem').waitFor();
    await page.getByLabel('Confirmar nova senha').fill('senha-nova-22');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await page
      .getByText('Senha redefinida com sucesso! Agora você pode fazer login com a nova senha.')
      .waitFor();
    // to /login after 3 s
    await page.waitForURL(`${baseURL}/login`, { timeout: 10_000 });

    // a guarded page sends to /login and, after login, back to it
    await page.goto(`${baseURL}/perfil/editar`);
    await page.waitForURL(`${baseURL}/login`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-antiga-1');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByText('Credenciais inválidas. Verifique seus dados.').waitFor();
    await page.getByLabel('Senha', { exact: true }).fill('senha-nova-22');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL(`${baseURL}/perfil/editar`);
    await page.close();
  });

  it('after too many failed logins for one account the login page shows the captcha, and the owner gets in with it', async () => {
    // its own server: the shared one has generous limits for the other tests
    const srv = await startServer({ RATE_LIMIT_LOGIN_EMAIL: '2/600', TRUST_PROXY: 'true' });
    const page = await browser.newPage();
    try {
      const email = 'camila.nogueira@vitrinedosim.com.br';
      await page.goto(`${srv.baseURL}/login`);
      await page.getByLabel('E-mail').fill(email);
      // guesses from other addresses (behind the trusted proxy) exhaust the account's allowance
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${srv.baseURL}/api/usuarios/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${i + 1}` },
          body: JSON.stringify({ email, senha: `chute-errado-${i}` }),
        });
        expect(res.status).toBe(401);
      }
      expect(await page.locator('altcha-widget').count()).toBe(0);
      await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.getByText('Complete a verificação de segurança para continuar.', { exact: false }).waitFor();
      await page.locator('altcha-widget').waitFor();
      // submitting without solving it says so, without a request
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.getByText('Por favor, complete a verificação de segurança').waitFor();
      await resolverCaptcha(page);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
    } finally {
      await page.close();
      await srv.stop();
    }
  });
});
