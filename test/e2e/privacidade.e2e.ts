import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { unzipSync } from 'fflate';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashPassword } from '../../server/auth/password.js';
import { collectErrors, entrar, openBrowser } from './browser.js';

// Issue 20 (LGPD art. 18) in Chromium: a person downloads their data and deletes their account.
describe('Privacidade in Minha Conta (Chromium)', () => {
  const baseURL = inject('baseURL');
  const dataDir = inject('dataDir');
  const email = `e2e-privacidade-${Date.now() % 1_000_000}@exemplo.com.br`;
  const senha = 'senha-privacidade-1';
  let browser: BrowserContext;

  beforeAll(async () => {
    browser = await openBrowser();
    const sqlite = new Database(path.join(dataDir, 'app.db'));
    sqlite.pragma('busy_timeout = 5000');
    const agora = new Date().toISOString();
    sqlite
      .prepare(
        `insert into usuarios (nome, email, telefone, ramo_atividade, tipo, senha_hash, email_verificado_em, created_at, updated_at)
         values (?, ?, ?, ?, 'cliente', ?, ?, ?, ?)`,
      )
      .run(
        'Iolanda Privacidade',
        email,
        '(11) 96666-5555',
        'Fotografia',
        await hashPassword(senha),
        agora,
        agora,
        agora,
      );
    sqlite.close();
  });
  afterAll(() => browser?.close());

  it('downloads the data as a ZIP, then deletes the account with the password: logged out, login refused', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await entrar(page, baseURL, email, senha);
    await page.goto(`${baseURL}/perfil/editar#dados_pessoais`);
    const secao = page.getByRole('region', { name: 'Privacidade' });
    await secao.waitFor();

    // Baixar meus dados: a download event with a non-empty ZIP holding the JSON
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      secao.getByRole('link', { name: 'Baixar meus dados' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^meus-dados-\d+-[\d-]+\.zip$/);
    const arquivo = await download.path();
    const bytes = readFileSync(arquivo);
    expect(bytes.length).toBeGreaterThan(100);
    const dados = JSON.parse(new TextDecoder().decode(unzipSync(new Uint8Array(bytes))['dados.json']));
    expect(dados.conta).toMatchObject({ nome: 'Iolanda Privacidade', email });

    // Excluir minha conta: the dialog says what happens and asks for the password
    await secao.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Excluir minha conta' });
    await dialogo.getByText('Não dá para desfazer.').waitFor();
    await dialogo.getByText('nunca seu nome ou e-mail').waitFor();
    const campoSenha = dialogo.getByLabel('Digite sua senha para confirmar');
    expect(await campoSenha.getAttribute('type')).toBe('password');
    await dialogo.getByRole('button', { name: 'Excluir minha conta' }).click();
    await dialogo.getByText('Digite sua senha para confirmar a exclusão da conta.').waitFor();
    await campoSenha.fill('senha-errada-1');
    await dialogo.getByRole('button', { name: 'Excluir minha conta' }).click();
    await dialogo.getByText('Senha incorreta. Sua conta não foi excluída.').waitFor();
    await campoSenha.fill(senha);
    await dialogo.getByRole('button', { name: 'Excluir minha conta' }).click();

    await page.waitForURL(`${baseURL}/`);
    await page.getByText('Sua conta foi excluída.', { exact: false }).first().waitFor();
    // logged out: the cookie is gone and Minha Conta sends to the login
    expect((await browser.cookies(baseURL)).filter((c) => /sess/i.test(c.name))).toEqual([]);
    await page.goto(`${baseURL}/perfil/editar`);
    await page.waitForURL(/\/login/);

    // and the old credentials no longer open anything
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(senha);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByRole('alert').first().waitFor();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/login');
    // the only console errors are the refused requests themselves (wrong password, failed login)
    expect(errors.filter((e) => !/status of 40[01]/.test(e))).toEqual([]);
    await page.close();
  });
});
