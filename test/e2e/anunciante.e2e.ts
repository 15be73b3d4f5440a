import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashPassword } from '../../server/auth/password.js';
import { readOutbox } from '../auth/outbox.js';
import { entrar, openBrowser } from './browser.js';
import { registrarMudancaSql } from './server.js';

// The advertiser's way in, the admin's type change, the owner's own showcase, the panel's
// counters and the admin-only pages, in Chromium against the real server.
describe('anunciante, tipo de conta e painel (Chromium)', () => {
  const baseURL = inject('baseURL');
  const dataDir = inject('dataDir');
  const sufixo = `${Date.now() % 1_000_000}`;
  const SENHA = 'senha-do-teste-e2e';
  const contas = {
    rita: { nome: `Rita Conversão ${sufixo}`, email: `rita-${sufixo}@exemplo.com.br`, tipo: 'cliente' },
    otavio: { nome: `Otávio Promovido ${sufixo}`, email: `otavio-${sufixo}@exemplo.com.br`, tipo: 'cliente' },
    admin: { nome: `Admin Confirma ${sufixo}`, email: `admin-${sufixo}@exemplo.com.br`, tipo: 'admin' },
    dono: { nome: `Dona da Vitrine ${sufixo}`, email: `dona-${sufixo}@exemplo.com.br`, tipo: 'anunciante' },
    clara: { nome: `Clara Avaliadora ${sufixo}`, email: `clara-${sufixo}@exemplo.com.br`, tipo: 'cliente' },
  } as const;
  const ids: Record<keyof typeof contas, number> = { rita: 0, otavio: 0, admin: 0, dono: 0, clara: 0 };
  let slug = '';
  let fornecedorId = 0;
  let browser: BrowserContext;

  const banco = () => {
    const sqlite = new Database(path.join(dataDir, 'app.db'));
    sqlite.pragma('busy_timeout = 5000');
    return sqlite;
  };
  const tipoDe = (id: number) => {
    const sqlite = banco();
    const r = sqlite.prepare('select tipo from usuarios where id = ?').get(id) as { tipo: string };
    sqlite.close();
    return r.tipo;
  };

  beforeAll(async () => {
    browser = await openBrowser();
    const sqlite = banco();
    const agora = new Date().toISOString();
    const hash = await hashPassword(SENHA);
    const inserir = sqlite.prepare(
      `insert into usuarios (nome, email, telefone, ramo_atividade, tipo, senha_hash, email_verificado_em, created_at, updated_at)
       values (?, ?, '(31) 99123-4567', 'Fotografia', ?, ?, ?, ?, ?)`,
    );
    for (const [chave, c] of Object.entries(contas) as [
      keyof typeof contas,
      (typeof contas)[keyof typeof contas],
    ][]) {
      ids[chave] = Number(inserir.run(c.nome, c.email, c.tipo, hash, agora, agora, agora).lastInsertRowid);
    }
    slug = `estudio-propria-vitrine-${sufixo}`;
    fornecedorId = Number(
      sqlite
        .prepare(
          `insert into fornecedores (slug, usuario_id, nome_empresa, frase_slogan, descricao_curta, descricao_longa, conteudo, telefone, created_at, updated_at)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          slug,
          ids.dono,
          `Estúdio Própria Vitrine ${sufixo}`,
          'Contabilidade para fotógrafos',
          'Contabilidade para quem vive de eventos.',
          '<p>Impostos, notas e pró-labore.</p>',
          '<p>Atendemos todo o Brasil.</p>',
          '(31) 99123-4567',
          agora,
          agora,
        ).lastInsertRowid,
    );
    registrarMudancaSql(sqlite, fornecedorId);
    sqlite.close();
  });
  afterAll(() => browser?.close());

  async function novaSessao(): Promise<Page> {
    await browser.clearCookies();
    return browser.newPage();
  }

  it('"Quero anunciar grátis" opens the sign-up with "Quero Anunciar" chosen and its confirmation', async () => {
    const page = await novaSessao();
    await page.goto(`${baseURL}/seja-anunciante`);
    await page.getByRole('link', { name: 'Quero anunciar grátis' }).click();
    await page.waitForURL(`${baseURL}/cadastro?tipo=anunciante`);
    const modal = page.getByRole('dialog', { name: 'Confirmação para anunciantes' });
    await modal.waitFor();
    expect(await page.getByLabel(/Quero Anunciar/).isChecked()).toBe(true);
    expect(await page.getByLabel(/Sou Profissional de Eventos/).isChecked()).toBe(false);
    await modal.getByRole('checkbox').nth(0).check();
    await modal.getByRole('checkbox').nth(1).check();
    await modal.getByRole('button', { name: 'Continuar' }).click();
    await modal.waitFor({ state: 'detached' });
    expect(await page.getByLabel(/Quero Anunciar/).isChecked()).toBe(true);
    // the category pages' "Criar minha vitrine grátis" too
    await page.goto(`${baseURL}/seja-anunciante/contador`);
    await page.getByRole('link', { name: 'Criar minha vitrine grátis' }).first().click();
    await page.waitForURL(`${baseURL}/cadastro?tipo=anunciante`);
    await page.getByRole('dialog', { name: 'Confirmação para anunciantes' }).waitFor();
    await page.close();
  });

  it('a signed-in cliente turns the same account into an advertiser, with the two confirmations and no e-mail', async () => {
    const page = await novaSessao();
    await entrar(page, baseURL, contas.rita.email, SENHA);
    await page.goto(`${baseURL}/seja-anunciante`);
    await page.getByRole('link', { name: 'Quero anunciar grátis' }).click();
    await page.getByRole('heading', { name: 'Anunciar com a sua conta' }).waitFor();
    expect(await page.getByRole('button', { name: 'Criar minha conta' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Quero anunciar com esta conta' }).click();
    await page.getByText('Marque as duas confirmações para continuar como anunciante.').waitFor();
    expect(tipoDe(ids.rita)).toBe('cliente');
    const caixas = page.getByRole('checkbox');
    await caixas.nth(0).check();
    await caixas.nth(1).check();
    await page.getByRole('button', { name: 'Quero anunciar com esta conta' }).click();
    await page.waitForURL(`${baseURL}/perfil/editar#vitrine`);
    expect(tipoDe(ids.rita)).toBe('anunciante');
    expect(readOutbox(dataDir).filter((m) => m.to.includes(contas.rita.email))).toEqual([]);
    await page.close();
  });

  it('changing a type asks first, naming the person and the type; admin needs the admin’s password; e-mail sent', async () => {
    const page = await novaSessao();
    await entrar(page, baseURL, contas.admin.email, SENHA);
    await page.goto(`${baseURL}/admin`);
    await page.getByLabel('Buscar usuários').fill(contas.otavio.email);
    const select = page.getByLabel(`Tipo de ${contas.otavio.nome}`);
    await select.waitFor();
    expect(await page.getByRole('cell', { name: contas.otavio.email }).count()).toBe(1);

    // a select alone changes nothing: it asks, and Cancelar leaves everything as it was
    await select.selectOption('anunciante');
    const pergunta = page.getByRole('dialog', { name: 'Alterar tipo de usuário' });
    await pergunta.waitFor();
    const texto = await pergunta.textContent();
    expect(texto).toContain(contas.otavio.nome);
    expect(texto).toContain('de Profissional de eventos para Anunciante');
    expect(tipoDe(ids.otavio)).toBe('cliente');
    await pergunta.getByRole('button', { name: 'Cancelar' }).click();
    await pergunta.waitFor({ state: 'detached' });
    expect(await select.inputValue()).toBe('cliente');
    expect(tipoDe(ids.otavio)).toBe('cliente');

    await select.selectOption('admin');
    const promover = page.getByRole('dialog', { name: 'Tornar administrador' });
    await promover.waitFor();
    expect(await promover.textContent()).toContain(contas.otavio.nome);
    await promover.getByRole('button', { name: 'Tornar administrador' }).click();
    await promover.getByText('Para tornar alguém administrador, digite a sua senha.').waitFor();
    await promover.getByLabel('Sua senha, para confirmar').fill('senha-errada-123');
    await promover.getByRole('button', { name: 'Tornar administrador' }).click();
    await promover.getByText('Senha incorreta. O tipo não foi alterado.').waitFor();
    expect(tipoDe(ids.otavio)).toBe('cliente');
    await promover.getByLabel('Sua senha, para confirmar').fill(SENHA);
    await promover.getByRole('button', { name: 'Tornar administrador' }).click();
    await promover.waitFor({ state: 'detached' });
    await expect.poll(() => select.inputValue()).toBe('admin');
    expect(tipoDe(ids.otavio)).toBe('admin');
    await expect
      .poll(() => readOutbox(dataDir).filter((m) => m.to.includes(contas.otavio.email)).length, {
        timeout: 10_000,
      })
      .toBe(1);
    await page.close();
  });

  it('the admin’s counters follow new data on focus: a new contact message shows without a reload', async () => {
    const page = await novaSessao();
    await entrar(page, baseURL, contas.admin.email, SENHA);
    const mensagensCarregadas = page.waitForResponse((r) => r.url().includes('admin.mensagens'));
    await page.goto(`${baseURL}/admin`);
    await mensagensCarregadas;
    const aba = page.getByRole('tab', { name: /Mensagens de contato/ });
    await aba.waitFor();
    // the unread count on the tab (no badge: none unread)
    const naoLidas = async () => {
      const [texto] = await aba.locator('.aba-contador').allTextContents();
      return Number(texto?.match(/\d+/)?.[0] ?? 0);
    };
    await page.locator('.admin-cartoes').waitFor();
    const antes = await naoLidas();
    const sqlite = banco();
    const agora = new Date().toISOString();
    sqlite
      .prepare(
        `insert into mensagens_contato (nome, email, assunto, mensagem, enviado_em, created_at)
         values ('Visitante', 'visitante@exemplo.com.br', 'Dúvida', 'Como anuncio?', ?, ?)`,
      )
      .run(agora, agora);
    sqlite.close();
    // the window loses and regains focus (another tab, the phone's lock screen)
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    await expect.poll(naoLidas, { timeout: 10_000 }).toBe(antes + 1);
    await page.close();
  });

  it('the owner is not offered "Deixar Depoimento" on her showcase; a refusal shows the server’s message', async () => {
    const dona = await novaSessao();
    await entrar(dona, baseURL, contas.dono.email, SENHA);
    await dona.goto(`${baseURL}/solucao/${slug}`);
    await dona.getByRole('tab', { name: /Depoimentos/ }).click();
    await dona.getByText('Nenhum depoimento ainda.').waitFor();
    expect(await dona.getByRole('button', { name: 'Deixar Depoimento' }).count()).toBe(0);
    await dona.close();

    const clara = await novaSessao();
    await entrar(clara, baseURL, contas.clara.email, SENHA);
    await clara.goto(`${baseURL}/solucao/${slug}`);
    await clara.getByRole('tab', { name: /Depoimentos/ }).click();
    await clara.getByRole('button', { name: 'Deixar Depoimento' }).click();
    const modal = clara.getByRole('dialog', { name: 'Deixe seu Depoimento' });
    await modal.getByLabel(/Comentário/).fill('Atendimento excelente e prazos cumpridos.');
    // meanwhile the showcase passes to Clara: the server refuses, and says why
    const sqlite = banco();
    sqlite.prepare('update fornecedores set usuario_id = ? where id = ?').run(ids.clara, fornecedorId);
    registrarMudancaSql(sqlite, fornecedorId);
    sqlite.close();
    await modal.getByRole('button', { name: 'Publicar' }).click();
    await modal.getByText('Você não pode deixar um depoimento na sua própria vitrine.').waitFor();
    expect(await modal.getByText('Erro ao enviar depoimento. Tente novamente.').count()).toBe(0);
    const sqlite2 = banco();
    sqlite2.prepare('update fornecedores set usuario_id = ? where id = ?').run(ids.dono, fornecedorId);
    registrarMudancaSql(sqlite2, fornecedorId);
    sqlite2.close();
    await clara.close();
  });

  it('/padroes and /exemplo-tracking are the admin’s: others are sent away', async () => {
    const page = await novaSessao();
    await page.goto(`${baseURL}/padroes`);
    await page.waitForURL((u) => u.pathname === '/login');
    await entrar(page, baseURL, contas.clara.email, SENHA);
    for (const caminho of ['/padroes', '/exemplo-tracking']) {
      await page.goto(`${baseURL}${caminho}`);
      await page.waitForURL(`${baseURL}/`);
    }
    await page.close();
    const admin = await novaSessao();
    await entrar(admin, baseURL, contas.admin.email, SENHA);
    await admin.goto(`${baseURL}/padroes`);
    await admin.getByRole('heading', { name: 'Guia de Padrões Visuais' }).waitFor();
    await admin.goto(`${baseURL}/exemplo-tracking`);
    await admin.getByRole('heading', { name: 'Exemplo de Tracking' }).waitFor();
    // the click is recorded; the browser does not follow the external address
    await admin.evaluate(() =>
      document.addEventListener('click', (e) => e.preventDefault(), { capture: true }),
    );
    await admin.getByRole('link', { name: 'Visitar o site' }).click();
    await admin.getByText('registrado como exemplo (não entra nas estatísticas)').waitFor();
    await admin.close();
  });

  it('one name for the list in both menus (Soluções); the Tab hint only where there is a keyboard', async () => {
    const celular = await openBrowser({ viewport: { width: 390, height: 844 } });
    try {
      const page = await celular.newPage();
      await page.goto(`${baseURL}/`);
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Principal' });
      await menu.getByRole('link', { name: 'Soluções', exact: true }).waitFor();
      expect(await menu.getByRole('link', { name: 'Fornecedores', exact: true }).count()).toBe(0);

      // a touch screen: no "Tab completa a sugestão" under the branch field
      const cdp = await celular.newCDPSession(page);
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
      await page.goto(`${baseURL}/cadastro`);
      await expect
        .poll(() => page.evaluate(() => window.matchMedia('(hover: none) and (pointer: coarse)').matches))
        .toBe(true);
      await page.getByText('Comece a digitar e escolha uma sugestão').waitFor();
      await expect.poll(() => page.getByText('Tab completa a sugestão.').count()).toBe(0);
    } finally {
      await celular.close();
    }
    const page = await novaSessao();
    await page.goto(`${baseURL}/cadastro`);
    await page.getByText('Tab completa a sugestão.').waitFor();
    await page.close();
  });

  it('the quote form fills "Seu negócio" from the profile, where the branch is editable', async () => {
    const page = await novaSessao();
    await entrar(page, baseURL, contas.clara.email, SENHA);
    await page.goto(`${baseURL}/perfil/editar#dados_pessoais`);
    const ramo = page.getByRole('combobox', { name: 'Ramo de atividade' });
    await expect.poll(() => ramo.inputValue(), { timeout: 10_000 }).toBe('Fotografia');
    await ramo.fill('Cerimonial');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByText('Perfil atualizado com sucesso!').first().waitFor();
    const sqlite = banco();
    const linha = sqlite.prepare('select ramo_atividade from usuarios where id = ?').get(ids.clara);
    sqlite.close();
    expect(linha).toEqual({ ramo_atividade: 'Cerimonial' });

    await page.goto(`${baseURL}/solucao/${slug}`);
    await page.getByRole('button', { name: 'Solicitar orçamento' }).first().click();
    const modal = page.getByRole('dialog', { name: /Solicitar orçamento para/ });
    await modal.waitFor();
    await expect
      .poll(() => modal.getByRole('combobox', { name: 'Seu negócio' }).inputValue(), { timeout: 10_000 })
      .toBe('Cerimonial');
    await page.close();
  });

  it('the admin: "Selos" says which badges are on; an erased account offers no "Restaurar"', async () => {
    const sqlite = banco();
    const agora = new Date().toISOString();
    const apagada = Number(
      sqlite
        .prepare(
          `insert into usuarios (nome, email, telefone, ramo_atividade, tipo, senha_hash, email_verificado_em, created_at, updated_at, deleted_at)
           values ('Conta excluída', ?, null, null, 'cliente', 'x', null, ?, ?, ?)`,
        )
        .run(`provisoria-${sufixo}@exemplo.com.br`, agora, agora, agora).lastInsertRowid,
    );
    sqlite
      .prepare('update usuarios set email = ? where id = ?')
      .run(`excluida-${apagada}@conta-excluida.invalid`, apagada);
    const desativada = Number(
      sqlite
        .prepare(
          `insert into usuarios (nome, email, telefone, ramo_atividade, tipo, senha_hash, email_verificado_em, created_at, updated_at, deleted_at)
           values (?, ?, null, null, 'cliente', 'x', ?, ?, ?, ?)`,
        )
        .run(`Desativada Comum ${sufixo}`, `desativada-${sufixo}@exemplo.com.br`, agora, agora, agora, agora)
        .lastInsertRowid,
    );
    sqlite.close();

    const page = await novaSessao();
    await entrar(page, baseURL, contas.admin.email, SENHA);
    await page.goto(`${baseURL}/admin`);
    const busca = page.getByLabel('Buscar usuários');
    await busca.fill(`desativada-${sufixo}`);
    await page
      .getByRole('button', { name: `Restaurar Desativada Comum ${sufixo}` })
      .waitFor({ state: 'attached' });
    await busca.fill(`excluida-${apagada}@`);
    await page.getByLabel('Tipo de Conta excluída').waitFor();
    expect(await page.getByRole('button', { name: 'Restaurar Conta excluída' }).count()).toBe(0);
    expect(desativada).toBeGreaterThan(0);

    await page.getByRole('tab', { name: 'Fornecedores' }).click();
    await page.getByLabel('Buscar fornecedores').fill(`Estúdio Própria Vitrine ${sufixo}`);
    const linha = page.getByRole('row', { name: new RegExp(`Estúdio Própria Vitrine ${sufixo}`) });
    await linha.getByText('Nenhum selo ligado').waitFor();
    // the checkbox follows the server's answer (controlled): click, then wait for the words
    await linha.getByRole('checkbox', { name: 'Verificado' }).click();
    await linha.getByText('Selo ligado: Verificado').waitFor();
    await linha.getByRole('checkbox', { name: 'Verificado' }).click();
    await linha.getByText('Nenhum selo ligado').waitFor();
    await page.close();
  });
});
