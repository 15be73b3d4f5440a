import { createHash } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashPassword } from '../../server/auth/password.js';
import { collectErrors, entrar, openBrowser, resolverCaptcha } from './browser.js';
import { registrarMudancaSql } from './server.js';

// Issue 17: a visitor asks for a quote on a supplier page; the owner sees it in Minha Conta.
describe('quote requests in Chromium', () => {
  const baseURL = inject('baseURL');
  const dataDir = inject('dataDir');
  const sufixo = `${Date.now() % 1_000_000}`;
  const slug = `vitrine-e2e-orcamento-${sufixo}`;
  const nome = `Buffet Orçamento ${sufixo}`;
  const donoEmail = `dono-orcamento-${sufixo}@exemplo.com.br`;
  const senha = 'senha-do-dono-123';
  const contextos: BrowserContext[] = [];
  const abrir = async () => {
    const c = await openBrowser({ viewport: { width: 1366, height: 850 } });
    contextos.push(c);
    return c;
  };

  beforeAll(async () => {
    const sqlite = new Database(path.join(dataDir, 'app.db'));
    sqlite.pragma('busy_timeout = 5000');
    const agora = new Date().toISOString();
    const dono = Number(
      sqlite
        .prepare(
          `insert into usuarios (nome, email, telefone, ramo_atividade, tipo, senha_hash, email_verificado_em, created_at, updated_at)
           values ('Dono do Buffet', ?, '(11) 97777-6666', 'Buffet', 'anunciante', ?, ?, ?, ?)`,
        )
        .run(donoEmail, await hashPassword(senha), agora, agora, agora).lastInsertRowid,
    );
    const id = Number(
      sqlite
        .prepare(
          `insert into fornecedores (slug, usuario_id, nome_empresa, descricao_curta, whatsapp, created_at, updated_at)
           values (?, ?, ?, 'Buffet para eventos corporativos.', '(11) 97777-6666', ?, ?)`,
        )
        .run(slug, dono, nome, agora, agora).lastInsertRowid,
    );
    registrarMudancaSql(sqlite, id);
    sqlite.close();
  });
  afterAll(async () => {
    for (const c of contextos) await c.close();
  });

  it('sends a request, the owner sees it with the navbar count, replies on WhatsApp and archives it', async () => {
    const visitante = await (await abrir()).newPage();
    const erros = collectErrors(visitante);
    await visitante.goto(`${baseURL}/solucao/${slug}`);
    // closed on the server: no dialog in the page until the button is clicked
    expect(await visitante.getByRole('dialog').count()).toBe(0);
    await visitante
      .getByRole('complementary', { name: 'Contato e avaliações' })
      .getByRole('button', { name: 'Solicitar orçamento' })
      .click();
    const dialogo = visitante.getByRole('dialog', { name: `Solicitar orçamento para ${nome}` });
    await dialogo.waitFor();
    await dialogo.getByRole('textbox', { name: /^Nome/ }).fill('Carla Mendes');
    await dialogo.getByRole('textbox', { name: 'E-mail' }).fill(`carla-${sufixo}@exemplo.com.br`);
    await dialogo.getByLabel('WhatsApp/telefone').pressSequentially('21998765432');
    expect(await dialogo.getByLabel('WhatsApp/telefone').inputValue()).toBe('(21) 99876-5432');
    await dialogo.getByLabel('Seu negócio').fill('Fotografia');
    await dialogo.getByLabel('Cidade', { exact: true }).fill('Niterói');
    await dialogo.getByLabel('UF', { exact: true }).selectOption('RJ');
    // a short message is refused in Portuguese before anything is sent
    await dialogo.getByLabel('Mensagem').fill('Curta.');
    await dialogo.getByRole('button', { name: 'Enviar pedido' }).click();
    await dialogo.getByText('A mensagem deve ter pelo menos 20 caracteres').waitFor();
    await dialogo
      .getByLabel('Mensagem')
      .fill('Preciso de buffet para um evento de lançamento com 80 convidados.');
    await dialogo.getByRole('radio', { name: 'WhatsApp' }).check();
    await dialogo
      .getByLabel(`Concordo em compartilhar estes dados com ${nome} para receber o orçamento`)
      .check();
    expect(await dialogo.getByRole('link', { name: 'Política de Privacidade' }).getAttribute('href')).toBe(
      '/politica-de-privacidade',
    );
    await resolverCaptcha(visitante);
    await dialogo.getByRole('button', { name: 'Enviar pedido' }).click();
    await dialogo.getByText('Pedido de orçamento enviado!').waitFor();
    expect(await dialogo.textContent()).toContain('link para excluir o pedido');
    // Said once (issue 29 §13: "Pedido enviado!" was followed by "Pedido de orçamento enviado!").
    expect((await dialogo.textContent())?.match(/enviado!/g)).toHaveLength(1);
    expect(erros).toEqual([]);

    const dono = await (await abrir()).newPage();
    await entrar(dono, baseURL, donoEmail, senha);
    const contador = dono.locator('.navbar-usuario-botao .navbar-contador');
    await contador.waitFor();
    expect((await contador.textContent())?.startsWith('1')).toBe(true);

    await dono.goto(`${baseURL}/perfil/editar#orcamentos`);
    const item = dono.getByRole('button', { name: /Carla Mendes/ });
    await item.waitFor();
    const peso = await item
      .locator('.orcamentos-item-nome')
      .evaluate((el) => Number(getComputedStyle(el).fontWeight));
    expect(peso).toBeGreaterThanOrEqual(600);
    await item.click();
    await dono.getByRole('heading', { name: 'Pedido de Carla Mendes' }).waitFor();
    const whatsapp = dono.getByRole('link', { name: 'Responder no WhatsApp' });
    const href = (await whatsapp.getAttribute('href')) ?? '';
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/5521998765432');
    expect(url.searchParams.get('text')).toBe(
      `Olá, Carla! Aqui é da ${nome}. Recebemos seu pedido de orçamento pela Vitrine do Sim e vamos te ajudar.`,
    );
    // opened in a new tab: stop it there (no network in tests), the inbox marks the request answered
    await dono.context().route('https://wa.me/**', (r) => r.fulfill({ status: 204, body: '' }));
    dono.context().on('page', (aba) => void aba.close());
    await whatsapp.click();
    await dono.locator('.orcamento-detalhe-topo').getByText('Respondida').waitFor();
    // read: the navbar count is gone
    await contador.waitFor({ state: 'detached' });

    await dono.getByRole('button', { name: 'Arquivar' }).click();
    await dono.locator('.orcamento-detalhe-topo').getByText('Arquivada').waitFor();
    await dono.getByRole('button', { name: 'Voltar aos pedidos' }).click();
    await dono.getByLabel('Situação').selectOption('arquivada');
    await dono.getByRole('button', { name: /Carla Mendes/ }).waitFor();
  });

  it('the sender’s link opens the privacy page with a delete button that removes the request', async () => {
    const sqlite = new Database(path.join(dataDir, 'app.db'));
    sqlite.pragma('busy_timeout = 5000');
    const token = `token-de-teste-${sufixo}-abcdefghij`;
    const agora = new Date().toISOString();
    const { fid } = sqlite.prepare('select id as fid from fornecedores where slug = ?').get(slug) as {
      fid: number;
    };
    const id = Number(
      sqlite
        .prepare(
          `insert into orcamentos (fornecedor_id, nome, email, mensagem, contato_preferido, consentimento_em, status, token_hash, created_at)
           values (?, 'Remetente', 'r@exemplo.com.br', 'Uma mensagem com vinte caracteres.', 'email', ?, 'nova', ?, ?)`,
        )
        .run(fid, agora, createHash('sha256').update(token).digest('hex'), agora).lastInsertRowid,
    );
    const page = await (await abrir()).newPage();
    const erros = collectErrors(page);
    await page.goto(`${baseURL}/politica-de-privacidade?excluir_orcamento=${id}&token=${token}`);
    await page.getByRole('button', { name: 'Excluir meu pedido' }).click();
    await page.getByText('Seu pedido de orçamento foi excluído.').waitFor();
    expect(sqlite.prepare('select count(*) as n from orcamentos where id = ?').get(id)).toEqual({ n: 0 });
    sqlite.close();
    expect(erros).toEqual([]);
  });
});
