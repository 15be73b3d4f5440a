import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashPassword } from '../../server/auth/password.js';
import { collectErrors, entrar, openBrowser } from './browser.js';
import { registrarMudancaSql } from './server.js';

/**
 * Issue 29 in Chromium: the editor's link section (placeholder and hint by category, normalized
 * addresses, edit and reorder), the admin's deactivation with a reason, what the owner and the
 * public then see. Screenshots at 390 and 1366 px go to SCREENSHOTS_DIR (default
 * /tmp/shots-links-desativar).
 */
describe('link editor and deactivation notices in Chromium', () => {
  const baseURL = inject('baseURL');
  const dataDir = inject('dataDir');
  const demoPassword = inject('demoPassword');
  const fotos = process.env.SCREENSHOTS_DIR ?? '/tmp/shots-links-desativar';
  const sufixo = `${Date.now() % 1_000_000}`;
  const empresa = `Clara Contas ${sufixo}`;
  const slug = `clara-contas-${sufixo}`;
  const email = `clara-${sufixo}@exemplo.com.br`;
  const senha = 'senha-da-clara-123';
  const motivo = 'O telefone e o e-mail de contato não funcionam.';
  let fornecedorId = 0;
  const contextos: BrowserContext[] = [];

  beforeAll(async () => {
    mkdirSync(fotos, { recursive: true });
    const sqlite = new Database(path.join(dataDir, 'app.db'));
    sqlite.pragma('busy_timeout = 5000');
    const agora = new Date().toISOString();
    const dono = sqlite
      .prepare(
        `insert into usuarios (nome, email, telefone, ramo_atividade, tipo, senha_hash, email_verificado_em, created_at, updated_at)
         values ('Clara Souza', ?, '(31) 99123-4567', 'Contabilidade', 'anunciante', ?, ?, ?, ?)`,
      )
      .run(email, await hashPassword(senha), agora, agora, agora);
    fornecedorId = Number(
      sqlite
        .prepare(
          `insert into fornecedores (slug, usuario_id, nome_empresa, descricao_curta, created_at, updated_at)
           values (?, ?, ?, 'Contabilidade para quem faz eventos.', ?, ?)`,
        )
        .run(slug, Number(dono.lastInsertRowid), empresa, agora, agora).lastInsertRowid,
    );
    registrarMudancaSql(sqlite, fornecedorId);
    sqlite.close();
  });
  afterAll(async () => {
    for (const c of contextos) await c.close();
  });

  async function pagina(largura = 1366, altura = 900): Promise<Page> {
    const c = await openBrowser({ viewport: { width: largura, height: altura } });
    contextos.push(c);
    return c.newPage();
  }
  const secaoLinks = (page: Page) =>
    page.locator('section', { has: page.getByRole('heading', { name: 'Botões de link' }) });
  const urlsDaLista = (page: Page) => secaoLinks(page).locator('.item-link small').allTextContents();

  it('the link section follows the category, stores what the button opens, edits and reorders', async () => {
    const page = await pagina();
    const erros = collectErrors(page);
    await entrar(page, baseURL, email, senha);
    await page.goto(`${baseURL}/editar-fornecedor/${fornecedorId}`);
    const secao = secaoLinks(page);
    await secao.waitFor();
    const categoria = secao.getByLabel('Categoria do link');
    const campo = secao.getByLabel('URL do link');

    await categoria.selectOption({ label: 'WhatsApp' });
    expect(await campo.getAttribute('placeholder')).toBe('(31) 99123-4567');
    expect(await campo.getAttribute('type')).toBe('tel');
    await secao.getByText('O número do WhatsApp com DDD').waitFor();
    // a number without DDD: the category's own message, nothing added
    await campo.fill('99123-4567');
    await secao.getByRole('button', { name: 'Adicionar link' }).click();
    await secao.getByText('Informe o WhatsApp com DDD').waitFor();
    expect(await urlsDaLista(page)).toEqual([]);

    await campo.fill('31 99123-4567');
    await secao.getByRole('button', { name: 'Adicionar link' }).click();
    await page.getByText('Link adicionado com sucesso!').first().waitFor();
    await expect.poll(() => urlsDaLista(page)).toEqual(['https://wa.me/5531991234567']);

    await categoria.selectOption({ label: 'E-mail' });
    expect(await campo.getAttribute('placeholder')).toBe('contato@suaempresa.com.br');
    await campo.fill('contato@claracontas.com.br');
    await secao.getByRole('button', { name: 'Adicionar link' }).click();
    await expect.poll(() => urlsDaLista(page)).toHaveLength(2);

    await categoria.selectOption({ label: 'Instagram' });
    expect(await campo.getAttribute('placeholder')).toBe('@suaempresa');
    await campo.fill('@claracontas.financeiro');
    await secao.getByRole('button', { name: 'Adicionar link' }).click();
    await expect
      .poll(() => urlsDaLista(page))
      .toEqual([
        'https://wa.me/5531991234567',
        'mailto:contato@claracontas.com.br',
        'https://instagram.com/claracontas.financeiro',
      ]);

    // the screenshot of the section with a category chosen (placeholder and hint)
    await categoria.selectOption({ label: 'Telefone' });
    await secao.screenshot({ path: path.join(fotos, 'editor-links-1366.png') });

    // reorder by keyboard: Instagram one place up, then it stays after a reload
    await secao.getByRole('button', { name: 'Mover Instagram para cima' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => urlsDaLista(page))
      .toEqual([
        'https://wa.me/5531991234567',
        'https://instagram.com/claracontas.financeiro',
        'mailto:contato@claracontas.com.br',
      ]);

    // edit the e-mail link: category, address and text
    await secao.getByRole('button', { name: 'Editar link E-mail' }).click();
    const edicao = secao.locator('.item-link-editando');
    await edicao.getByLabel('Categoria do link').selectOption({ label: 'Telefone' });
    await edicao.getByLabel('URL do link').fill('(31) 3222-4567');
    await edicao.getByLabel('Texto do botão (opcional)').fill('Escritório');
    await edicao.getByRole('button', { name: 'Salvar link' }).click();
    await page.getByText('Link alterado.').first().waitFor();

    await page.reload();
    await secaoLinks(page).locator('.item-link').first().waitFor();
    expect(await urlsDaLista(page)).toEqual([
      'https://wa.me/5531991234567',
      'https://instagram.com/claracontas.financeiro',
      'tel:+553132224567',
    ]);
    expect(await secaoLinks(page).locator('.item-link strong').allTextContents()).toEqual([
      'WhatsApp',
      'Instagram',
      'Escritório',
    ]);
    expect(erros).toEqual([]);

    const celular = await pagina(390, 844);
    await entrar(celular, baseURL, email, senha);
    await celular.goto(`${baseURL}/editar-fornecedor/${fornecedorId}`);
    const secaoCel = secaoLinks(celular);
    await secaoCel.locator('.item-link').first().waitFor();
    await secaoCel.getByLabel('Categoria do link').selectOption({ label: 'WhatsApp' });
    // nothing overflows the phone's width
    const larguraDoc = await celular.evaluate(() => document.documentElement.scrollWidth);
    expect(larguraDoc).toBeLessThanOrEqual(390);
    await secaoCel.screenshot({ path: path.join(fotos, 'editor-links-390.png') });
  });

  it('the public page prefills the WhatsApp greeting with the page address', async () => {
    const page = await pagina(390, 844);
    await page.goto(`${baseURL}/solucao/${slug}`);
    const whatsapp = page.locator('a[data-tipo-link="whatsapp"]').first();
    const esperado = `https://wa.me/5531991234567?text=${encodeURIComponent(
      `Olá! Vi sua vitrine no Vitrine do Sim: ${baseURL}/solucao/${slug}`,
    )}`;
    await expect.poll(() => whatsapp.getAttribute('href')).toBe(esperado);
  });

  it('the admin deactivates with a reason; the owner and the public are told', async () => {
    // on the phone the dialog is only looked at (cancelled); on the desktop it deactivates
    for (const largura of [390, 1366]) {
      const admin = await pagina(largura, largura === 390 ? 844 : 900);
      await entrar(admin, baseURL, 'admin@vitrinedosim.com.br', demoPassword);
      await admin.goto(`${baseURL}/admin`);
      await admin.getByRole('tab', { name: 'Fornecedores' }).click();
      await admin.getByLabel('Buscar fornecedores').fill(empresa);
      await expect.poll(() => admin.locator('[role="tabpanel"] tbody tr').count()).toBe(1);
      const linha = admin.locator('tr', { hasText: empresa });
      const menu = linha.getByRole('button', { name: `Ações de ${empresa}` });
      if (await menu.isVisible()) await menu.click();
      await admin.getByRole('button', { name: `Desativar ${empresa}` }).click();
      const dialogo = admin.getByRole('dialog', { name: 'Desativar fornecedor' });
      // the reason is required
      await dialogo.getByRole('button', { name: 'Desativar' }).click();
      await dialogo.getByText('Informe o motivo da desativação').waitFor();
      await dialogo.getByLabel(/Motivo/).fill(motivo);
      await dialogo.screenshot({ path: path.join(fotos, `admin-desativar-${largura}.png`) });
      if (largura === 390) {
        await dialogo.getByRole('button', { name: 'Cancelar' }).click();
        continue;
      }
      await dialogo.getByRole('button', { name: 'Desativar' }).click();
      await expect.poll(() => linha.locator('.admin-status').textContent()).toBe('Inativo');
    }

    for (const largura of [1366, 390]) {
      const dono = await pagina(largura, largura === 390 ? 844 : 900);
      const erros = collectErrors(dono);
      await entrar(dono, baseURL, email, senha);
      await dono.goto(`${baseURL}/perfil/editar#vitrine`);
      const aviso = dono.locator('.perfil-vitrine .aviso-desativada');
      await aviso.waitFor();
      expect(await aviso.textContent()).toContain(`Desativada pelo administrador: ${motivo}`);
      expect(await aviso.getByRole('link', { name: 'fale com a equipe' }).getAttribute('href')).toBe(
        '/contato',
      );
      expect(await dono.locator('.perfil-vitrine').getByText('Publicada', { exact: true }).count()).toBe(0);
      await dono.locator('.perfil-vitrine', { hasText: empresa }).screenshot({
        path: path.join(fotos, `painel-desativada-${largura}.png`),
      });

      await dono.goto(`${baseURL}/editar-fornecedor/${fornecedorId}`);
      const barra = dono.locator('.editor-publicacao');
      await barra.locator('.aviso-desativada').waitFor();
      expect(await barra.textContent()).toContain(`Desativada pelo administrador: ${motivo}`);
      expect(await barra.textContent()).not.toContain('Visível para todos no diretório');
      await barra.screenshot({ path: path.join(fotos, `editor-desativada-${largura}.png`) });

      const publico = await pagina(largura, largura === 390 ? 844 : 900);
      const resposta = await publico.goto(`${baseURL}/solucao/${slug}`);
      expect(resposta?.status()).toBe(404);
      await publico.getByRole('heading', { name: 'Vitrine indisponível' }).waitFor();
      expect(await publico.locator('main').textContent()).toContain('foi desativada');
      expect(await publico.locator('main').textContent()).not.toContain(motivo);
      await publico.screenshot({
        path: path.join(fotos, `publica-desativada-${largura}.png`),
        fullPage: true,
      });
      expect(erros.filter((e) => !/404/.test(e))).toEqual([]);
    }
  });
});
