import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashPassword } from '../../server/auth/password.js';
import { collectErrors, entrar, openBrowser } from './browser.js';
import { registrarMudancaSql } from './server.js';

// The admin panel in Chromium against the real server (demo admin account, own test data).
describe('Painel de Administração in Chromium', () => {
  const baseURL = inject('baseURL');
  const dataDir = inject('dataDir');
  const demoPassword = inject('demoPassword');
  let browser: BrowserContext;
  const sufixo = `${Date.now() % 1_000_000}`;
  const empresa = `Zimbraluz Consultoria ${sufixo}`;
  let fornecedorId = 0;

  beforeAll(async () => {
    browser = await openBrowser();
    // An advertiser and an active supplier of its own, written straight into the database.
    const sqlite = new Database(path.join(dataDir, 'app.db'));
    sqlite.pragma('busy_timeout = 5000');
    const agora = new Date().toISOString();
    const dono = sqlite
      .prepare(
        `insert into usuarios (nome, email, telefone, ramo_atividade, tipo, senha_hash, email_verificado_em, created_at, updated_at)
         values (?, ?, ?, ?, 'anunciante', ?, ?, ?, ?)`,
      )
      .run(
        'Helena Prado',
        `helena-${sufixo}@exemplo.com.br`,
        '(11) 98888-7777',
        'Consultoria',
        await hashPassword('senha-da-helena'),
        agora,
        agora,
        agora,
      );
    const forn = sqlite
      .prepare(
        `insert into fornecedores (slug, usuario_id, nome_empresa, frase_slogan, descricao_curta, descricao_longa, conteudo, telefone, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        `zimbraluz-consultoria-${sufixo}`,
        Number(dono.lastInsertRowid),
        empresa,
        'Gestão financeira para quem vive de casamentos',
        'Consultoria financeira para fotógrafos, decoradores e buffets.',
        '<p>Organizamos as finanças do seu negócio de eventos.</p>',
        '<p>Planilhas, fluxo de caixa e precificação.</p>',
        '(11) 98888-7777',
        agora,
        agora,
      );
    fornecedorId = Number(forn.lastInsertRowid);
    registrarMudancaSql(sqlite, fornecedorId);
    sqlite.close();
  });
  afterAll(() => browser?.close());

  async function entrarComoAdmin(page: Page) {
    await entrar(page, baseURL, 'admin@vitrinedosim.com.br', demoPassword);
  }

  /** Opens the public directory searching for `termo` and waits for the answer. */
  async function diretorio(page: Page, termo: string) {
    await page.goto(`${baseURL}/fornecedores?pesquisa=${encodeURIComponent(termo)}`);
    await page.locator('.lista-contador').first().waitFor();
  }

  async function abaFornecedores(page: Page) {
    await page.goto(`${baseURL}/admin`);
    await page.getByRole('heading', { name: 'Painel de Administração', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Fornecedores' }).click();
    await page.getByLabel('Buscar fornecedores').fill('Zimbraluz');
    await page.locator('tr', { hasText: empresa }).waitFor();
  }

  it('an admin deactivates a supplier, sees it vanish from /fornecedores, and restores it', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await entrarComoAdmin(page);

    await diretorio(page, 'Zimbraluz');
    await expect.poll(() => page.getByText(empresa).count()).toBeGreaterThan(0);

    await abaFornecedores(page);
    // the overview, the memory indicator and the chart (or its empty text) are there
    await expect.poll(() => page.getByText('Heap usado').count()).toBe(1);
    await expect
      .poll(
        async () =>
          (await page.locator('.admin-grafico').count()) +
          (await page.getByText('Nenhum acesso registrado no período').count()),
      )
      .toBeGreaterThan(0);

    const linha = page.locator('tr', { hasText: empresa });
    await linha.getByRole('button', { name: `Desativar ${empresa}` }).click();
    const dialogo = page.getByRole('dialog', { name: 'Desativar fornecedor' });
    await dialogo.getByLabel(/Motivo/).fill('Dados de contato desatualizados.');
    await dialogo.getByRole('button', { name: 'Desativar' }).click();
    await expect.poll(() => linha.locator('.admin-status').textContent()).toBe('Inativo');

    await diretorio(page, 'Zimbraluz');
    expect(await page.getByText(empresa).count()).toBe(0);
    const pagina = await page.request.get(
      `${baseURL}/api/fornecedores/solucao/zimbraluz-consultoria-${sufixo}`,
    );
    expect(pagina.status()).toBe(404);

    await abaFornecedores(page);
    await page
      .locator('tr', { hasText: empresa })
      .getByRole('button', { name: `Restaurar ${empresa}` })
      .click();
    await expect
      .poll(() => page.locator('tr', { hasText: empresa }).locator('.admin-status').textContent())
      .toBe('Ativo');

    await diretorio(page, 'Zimbraluz');
    await expect.poll(() => page.getByText(empresa).count()).toBeGreaterThan(0);

    // the audit trail shows both actions
    await page.goto(`${baseURL}/admin`);
    await page.getByRole('tab', { name: 'Registro de ações' }).click();
    await expect.poll(() => page.getByText('Desativou fornecedor').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Restaurou fornecedor').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('an admin creates a tag in a type and finds it in the directory filter panel', async () => {
    const page = await browser.newPage();
    // Errors of the admin panel itself (the directory page is another area's, checked by its tests).
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && new URL(page.url()).pathname === '/admin') errors.push(m.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await entrarComoAdmin(page);
    await page.goto(`${baseURL}/admin`);
    await page.getByRole('tab', { name: 'Tags e categorias' }).click();

    const nomeTag = `Filmagem aérea ${sufixo}`;
    await page.getByLabel('Nome da tag').fill(nomeTag);
    await page.getByRole('button', { name: 'Adicionar tag' }).click();
    await expect.poll(() => page.getByText('Selecione um tipo de tag').count()).toBe(1);

    await page.getByLabel('Tipo de tag', { exact: true }).selectOption({ label: 'Atividade' });
    await page.getByRole('button', { name: 'Adicionar tag' }).click();
    await expect
      .poll(() => page.getByRole('list', { name: 'Tags cadastradas' }).getByText(nomeTag).count())
      .toBe(1);

    await page.goto(`${baseURL}/fornecedores`);
    const painel = page.locator('#painel-filtros');
    await expect.poll(() => painel.getByRole('button', { name: new RegExp(nomeTag) }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a tag type in use cannot be deleted: the confirmation ends with a clear message', async () => {
    const page = await browser.newPage();
    await entrarComoAdmin(page);
    await page.goto(`${baseURL}/admin`);
    await page.getByRole('tab', { name: 'Tags e categorias' }).click();
    await page
      .getByRole('list', { name: 'Tipos de tag cadastrados' })
      .getByRole('button', { name: 'Excluir Atividade' })
      .click();
    await page
      .getByRole('dialog', { name: 'Excluir tipo de tag' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect.poll(() => page.getByText(/não pode ser excluído/).count()).toBeGreaterThan(0);
    await page.close();
  });

  it('/teste-upload: asks for a supplier and a file, uploads, shows file info, list and folder health', async () => {
    const page = await browser.newPage();
    await entrarComoAdmin(page);
    await page.goto(`${baseURL}/teste-upload`);
    await page.getByRole('button', { name: 'Enviar arquivo de teste' }).click();
    await expect.poll(() => page.getByText('Por favor, selecione um fornecedor').count()).toBe(1);
    await page.getByLabel('Buscar fornecedor').fill('Zimbraluz');
    const opcao = page.locator('#teste-fornecedor option', { hasText: empresa });
    await opcao.waitFor({ state: 'attached' });
    await page
      .getByLabel('Fornecedor', { exact: true })
      .selectOption({ label: (await opcao.textContent()) ?? '' });
    await page.getByRole('button', { name: 'Enviar arquivo de teste' }).click();
    await expect.poll(() => page.getByText('Por favor, selecione um arquivo').count()).toBe(1);
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 91, g: 31, b: 58 } },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel('Arquivo', { exact: true })
      .setInputFiles({ name: 'teste.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Enviar arquivo de teste' }).click();
    const info = page.locator('section', {
      has: page.getByRole('heading', { name: 'Informações do arquivo' }),
    });
    await expect.poll(() => info.locator('dd').first().textContent(), { timeout: 20_000 }).toBe('Sim');
    const arquivos = page.getByRole('list', { name: 'Arquivos enviados' });
    await expect.poll(() => arquivos.locator('li').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('A pasta de uploads existe e aceita gravação.').count()).toBe(1);
    await page.close();
  });

  it('/teste-upload for an advertiser: no upload folders section and no error (check-uploads is admin only)', async () => {
    const ctx = await openBrowser();
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    const pedidos: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('checkUploads') || r.url().includes('check-uploads')) pedidos.push(r.url());
    });
    await entrar(page, baseURL, 'anunciante@vitrinedosim.com.br', demoPassword);
    await page.goto(`${baseURL}/teste-upload`);
    await page.getByRole('button', { name: 'Enviar arquivo de teste' }).waitFor();
    await page.getByRole('heading', { name: 'Arquivos do fornecedor' }).waitFor();
    expect(await page.getByRole('heading', { name: /Pastas de upload|Bucket de uploads/ }).count()).toBe(0);
    expect(await page.locator('.alerta-erro').count()).toBe(0);
    expect(pedidos).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('/exemplo-tracking (admin) records a sample click as an example, never counted', async () => {
    const ctx = await openBrowser();
    await ctx.route('https://www.exemplo.com.br/**', (r) => r.fulfill({ status: 200, body: 'ok' }));
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    await entrar(page, baseURL, 'admin@vitrinedosim.com.br', demoPassword);
    await page.goto(`${baseURL}/exemplo-tracking?fornecedor=${fornecedorId}`);
    await page.getByRole('heading', { name: 'Exemplo de Tracking', level: 1 }).waitFor();
    for (const tipo of ['site', 'whatsapp', 'email', 'telefone', 'interno']) {
      expect(await page.locator('.tracking-links .tag', { hasText: tipo }).count(), tipo).toBe(1);
    }
    const popup = ctx.waitForEvent('page');
    await page.getByRole('link', { name: 'Visitar o site' }).click();
    await (await popup).close();
    const cliques = () => {
      const sqlite = new Database(path.join(dataDir, 'app.db'), { readonly: true });
      sqlite.pragma('busy_timeout = 5000');
      const rows = sqlite
        .prepare('select link_type, url, contado, motivo_descartado from link_clicks where fornecedor_id = ?')
        .all(fornecedorId);
      sqlite.close();
      return rows;
    };
    // Logged, and not counted: the sample address is not one of this supplier's links.
    await expect
      .poll(cliques)
      .toEqual([
        { link_type: 'site', url: 'https://www.exemplo.com.br', contado: 0, motivo_descartado: 'exemplo' },
      ]);
    await expect
      .poll(() =>
        page.locator('li', { hasText: 'registrado como exemplo (não entra nas estatísticas)' }).count(),
      )
      .toBe(1);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('sends a non-admin to the home page', async () => {
    const ctx = await openBrowser();
    const page = await ctx.newPage();
    await page.goto(`${baseURL}/login`);
    await page.getByLabel('E-mail').fill(`helena-${sufixo}@exemplo.com.br`);
    await page.getByLabel('Senha', { exact: true }).fill('senha-da-helena');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${baseURL}/admin`);
    await page.waitForURL(`${baseURL}/`);
    await ctx.close();
  });
});
