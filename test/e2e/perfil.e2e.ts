import path from 'node:path';
import axe from 'axe-core';
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashPassword } from '../../server/auth/password.js';
import { agenteUnico, collectErrors, openBrowser } from './browser.js';

/** Serious and critical axe-core violations on the page (axe evaluated: the CSP forbids inline scripts). */
async function violacoesGraves(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  const violacoes = (await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global
    const r = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return r.violations;
  })) as { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
  return violacoes
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} em ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// Minha Conta in Chromium against the real server with the demo data.
describe('Minha Conta in Chromium', () => {
  const baseURL = inject('baseURL');
  const dataDir = inject('dataDir');
  const demoPassword = inject('demoPassword');
  const contextos: BrowserContext[] = [];
  const abrir = async (opcoes: Parameters<typeof openBrowser>[0] = {}) => {
    const c = await openBrowser(opcoes);
    contextos.push(c);
    return c;
  };
  afterAll(async () => {
    for (const c of contextos) await c.close();
  });

  async function entrar(page: Page, email: string, senha: string) {
    await page.goto(`${baseURL}/login`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(senha);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }

  /** An account of its own, written straight into the server's database. */
  async function criarConta(
    tipo: 'cliente' | 'anunciante',
    nome: string,
    senha: string,
    telefone: string | null,
  ) {
    const email = `${tipo}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;
    const sqlite = new Database(path.join(dataDir, 'app.db'));
    sqlite.pragma('busy_timeout = 5000');
    const agora = new Date().toISOString();
    sqlite
      .prepare(
        `insert into usuarios (nome, email, telefone, ramo_atividade, tipo, senha_hash, email_verificado_em, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(nome, email, telefone, 'Fotografia', tipo, await hashPassword(senha), agora, agora, agora);
    sqlite.close();
    return email;
  }

  /** The number shown on a statistics card, by its label. */
  async function cartao(page: Page, rotulo: string): Promise<number> {
    const valor = page
      .locator('.perfil-indicador')
      .filter({ has: page.getByText(rotulo, { exact: true }) })
      .locator('.perfil-indicador-valor');
    const texto = (await valor.textContent()) ?? '';
    return Number(texto.replace(/\D/g, ''));
  }

  async function abrirEstatisticas(page: Page, fornecedorId: number) {
    // a fresh document each time (a hash-only goto would keep the cached numbers)
    await page.goto('about:blank');
    await page.goto(`${baseURL}/perfil/editar#estatisticas`);
    const seletor = page.getByLabel('Vitrine', { exact: true });
    await seletor.waitFor();
    await seletor.selectOption(String(fornecedorId));
    await page.getByTestId('indicadores').getByText('Visualizações', { exact: true }).waitFor();
    // wait for this showcase's numbers (not the previous one's placeholder)
    await expect.poll(() => page.locator('.perfil-estatisticas-corpo[aria-busy="false"]').count()).toBe(1);
  }

  let anunciante: BrowserContext;
  beforeAll(async () => {
    anunciante = await abrir();
  });

  it('counts exactly one more view and one more click after a visitor opens a showcase and clicks a link, and draws the chart', async () => {
    const page = await anunciante.newPage();
    const erros = collectErrors(page);
    await entrar(page, 'anunciante@vitrinedosim.com.br', demoPassword);
    // the demo advertiser's first published showcase with a web link (opened in a new tab when
    // clicked); not the newest: other files create (and leave as drafts) showcases of this account
    const sqlite = new Database(path.join(dataDir, 'app.db'), { readonly: true });
    const alvo = sqlite
      .prepare(
        `select f.id, f.slug from fornecedores f
           join usuarios u on u.id = f.usuario_id
           join fornecedor_links l on l.fornecedor_id = f.id
          where u.email = ? and f.deleted_at is null and f.publicado = 1 and l.url like 'http%'
          order by f.id limit 1`,
      )
      .get('anunciante@vitrinedosim.com.br') as { id: number; slug: string } | undefined;
    sqlite.close();
    expect(alvo, 'o anunciante de demonstração não tem vitrine com link').toBeDefined();
    const { id: fornecedorId, slug } = alvo as { id: number; slug: string };

    await abrirEstatisticas(page, fornecedorId);
    const viewsAntes = await cartao(page, 'Visualizações');
    const cliquesAntes = await cartao(page, 'Cliques em links');
    // the chart library is loaded on this tab and draws
    await page.locator('.perfil-grafico .apexcharts-canvas svg').first().waitFor({ timeout: 30_000 });
    expect(await violacoesGraves(page), 'axe na aba Estatísticas').toEqual([]);

    // a visitor on another device (own cookies, own user agent) opens the showcase at the address
    // the directory links to and clicks one of its links
    const visitante = await abrir({ userAgent: agenteUnico() });
    const vp = await visitante.newPage();
    await vp.goto(`${baseURL}/solucao/${slug}`);
    const botao = vp.locator('main a[data-tipo-link][target="_blank"]:visible').first();
    await botao.waitFor({ timeout: 30_000 });
    const popup = visitante.waitForEvent('page', { timeout: 10_000 }).catch(() => null);
    await botao.click();
    (await popup)?.close().catch(() => {});

    await expect
      .poll(
        async () => {
          await abrirEstatisticas(page, fornecedorId);
          return [await cartao(page, 'Visualizações'), await cartao(page, 'Cliques em links')];
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toEqual([viewsAntes + 1, cliquesAntes + 1]);
    await page.locator('.perfil-grafico .apexcharts-canvas svg').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('.perfil-grafico .apexcharts-area-series path').count()).toBeGreaterThan(0);
    expect(erros).toEqual([]);
    await page.close();
  });

  it('shows a cliente only the personal-data tab, labelled Fornecedor de Casamento', async () => {
    const ctx = await abrir();
    const page = await ctx.newPage();
    const erros = collectErrors(page);
    await entrar(page, 'cliente@vitrinedosim.com.br', demoPassword);
    await page.goto(`${baseURL}/perfil/editar#estatisticas`);
    await page.getByRole('heading', { name: 'Dados Pessoais' }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await page.getByText('Fornecedor de Casamento').count()).toBe(1);
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#dados_pessoais');
    // the chart library is never fetched outside the statistics tab
    const scripts: string[] = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name),
    );
    expect(scripts.some((s) => /apexcharts/i.test(s))).toBe(false);
    // confirmation disabled until a password is typed; the rules' messages show and clear
    expect(await page.getByLabel('Confirmar nova senha').isDisabled()).toBe(true);
    await page.getByLabel('Nova senha (opcional)').fill('123');
    expect(await page.getByLabel('Confirmar nova senha').isDisabled()).toBe(false);
    await page.getByLabel('Nome', { exact: true }).fill('Jo');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('O nome deve ter pelo menos 3 caracteres').waitFor();
    expect(await page.getByText('A senha deve ter pelo menos 6 caracteres').count()).toBe(1);
    await page.getByLabel('Nome', { exact: true }).fill('Joana');
    expect(await page.getByText('O nome deve ter pelo menos 3 caracteres').count()).toBe(0);
    expect(await violacoesGraves(page), 'axe na aba Dados Pessoais').toEqual([]);
    expect(erros).toEqual([]);
    await page.close();
  });

  it('logs the user out 2 s after an e-mail change', async () => {
    const senha = 'senha-da-troca-123';
    const email = await criarConta('cliente', 'Rita Ramos', senha, '(11) 91234-5678');
    const ctx = await abrir();
    const page = await ctx.newPage();
    const erros = collectErrors(page);
    await entrar(page, email, senha);
    await page.goto(`${baseURL}/perfil/editar#dados_pessoais`);
    const campoEmail = page.getByLabel('E-mail');
    await expect.poll(() => campoEmail.inputValue()).toBe(email);
    await campoEmail.fill(`novo-${email}`);
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page
      .locator('.alerta-sucesso', { hasText: 'Seu e-mail foi alterado. Por favor, faça login novamente.' })
      .waitFor();
    const inicio = Date.now();
    await page.waitForURL(`${baseURL}/login`, { timeout: 10_000 });
    expect(Date.now() - inicio).toBeGreaterThan(1000);
    const sessao = await page.evaluate(
      async () => (await (await fetch('/trpc/auth.session')).json()).result.data,
    );
    expect(sessao).toBeNull();
    expect(erros.filter((e) => !/401|Unauthorized/i.test(e))).toEqual([]);
    await page.close();
  });

  it('creates a showcase from the profile page and lets an admin find and delete it', async () => {
    const senha = 'senha-da-vitrine-123';
    const email = await criarConta('anunciante', 'Marina Lopes', senha, null);
    const ctx = await abrir();
    const page = await ctx.newPage();
    const erros = collectErrors(page);
    await entrar(page, email, senha);
    await page.goto(`${baseURL}/perfil/editar#vitrine`);
    await page.getByText('Você ainda não tem uma vitrine.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Criar nova vitrine' }).click();
    await page.waitForURL(/\/edita-vitrine-fornecedor\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByText('Vitrine criada com sucesso!').first().waitFor();
    const criada = await page.evaluate(
      async () => (await (await fetch('/trpc/fornecedores.minhas')).json()).result.data,
    );
    expect(criada).toEqual([
      // starts empty: no "Empresa de {nome}", no "." and no made-up phone (issue 29)
      expect.objectContaining({ id, nome_empresa: '', descricao_curta: '', telefone: null }),
    ]);
    await page.goto(`${baseURL}/perfil/editar#vitrine`);
    const linha = page.locator('.perfil-vitrine', { hasText: 'Nova vitrine (sem nome)' });
    await linha.waitFor();
    expect(await linha.getByRole('link', { name: /Editar/ }).getAttribute('href')).toBe(
      `/editar-fornecedor/${id}`,
    );
    const ver = linha.getByRole('link', { name: /Visualizar/ });
    expect(await ver.getAttribute('href')).toBe(`/fornecedores/${id}`);
    expect(await ver.getAttribute('target')).toBe('_blank');
    expect(await linha.getByRole('button', { name: /Excluir/ }).count()).toBe(0);
    expect(await violacoesGraves(page), 'axe na aba Vitrine').toEqual([]);
    expect(erros).toEqual([]);

    const adminCtx = await abrir();
    const admin = await adminCtx.newPage();
    const errosAdmin = collectErrors(admin);
    await entrar(admin, 'admin@vitrinedosim.com.br', demoPassword);
    await admin.goto(`${baseURL}/perfil/editar#vitrine`);
    await admin.getByLabel('Buscar vitrines').fill('Marina Lopes');
    const linhaAdmin = admin.locator('.perfil-vitrine', { hasText: 'Nova vitrine (sem nome)' });
    await linhaAdmin.waitFor();
    await expect.poll(() => admin.locator('.perfil-vitrine').count()).toBe(1);
    expect(await linhaAdmin.textContent()).toContain('Responsável: Marina Lopes');
    await linhaAdmin.getByRole('button', { name: /Excluir/ }).click();
    const dialogo = admin.getByRole('dialog');
    await dialogo
      .getByText('Tem certeza que deseja excluir este fornecedor? Esta ação não pode ser desfeita.')
      .waitFor();
    await dialogo.getByRole('button', { name: 'Excluir' }).click();
    await admin.getByText('Fornecedor excluído com sucesso!').first().waitFor();
    await expect.poll(() => admin.locator('.perfil-vitrine').count()).toBe(0);
    expect(errosAdmin).toEqual([]);
    await page.close();
    await admin.close();
  });
});
