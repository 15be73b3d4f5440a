import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashPassword } from '../../server/auth/password.js';
import { entrar, esperarAssentar, openBrowser } from './browser.js';
import { registrarMudancaSql } from './server.js';

/**
 * Screenshots (390 px and 1366 px) of the states added for the advertiser's way in and the admin's
 * type change: sign-up as each type, a cliente converting the account, the confirmation of a new
 * type, the showcase as its owner, the profile and the login after confirming the e-mail. Kept apart
 * from screenshots.e2e.ts so the captures of each change stay in their own file. Skipped unless
 * SCREENSHOTS_DIR is set.
 */
const DIR = process.env.SCREENSHOTS_DIR;

describe.skipIf(!DIR)(
  'screenshots: advertiser sign-up, type change, owner, profile (SCREENSHOTS_DIR)',
  () => {
    const baseURL = inject('baseURL');
    const dataDir = inject('dataDir');
    const larguras = [390, 1366] as const;
    const sufixo = `${Date.now() % 1_000_000}`;
    const SENHA = 'senha-das-capturas';
    const email = (quem: string) => `${quem}-cap-${sufixo}@exemplo.com.br`;
    let slug = '';

    beforeAll(async () => {
      mkdirSync(DIR as string, { recursive: true });
      const sqlite = new Database(path.join(dataDir, 'app.db'));
      sqlite.pragma('busy_timeout = 5000');
      const agora = new Date().toISOString();
      const hash = await hashPassword(SENHA);
      const inserir = sqlite.prepare(
        `insert into usuarios (nome, email, telefone, ramo_atividade, tipo, senha_hash, email_verificado_em, created_at, updated_at)
       values (?, ?, '(31) 99123-4567', 'Fotografia', ?, ?, ?, ?, ?)`,
      );
      for (const w of larguras) {
        inserir.run(`Paula Cliente ${w}`, email(`cliente${w}`), 'cliente', hash, agora, agora, agora);
        inserir.run(`Roberto Candidato ${w}`, email(`alvo${w}`), 'cliente', hash, agora, agora, agora);
      }
      inserir.run('Admin das Capturas', email('admin'), 'admin', hash, agora, agora, agora);
      const dono = inserir.run('Dona das Capturas', email('dona'), 'anunciante', hash, agora, agora, agora);
      slug = `contabilidade-das-capturas-${sufixo}`;
      const f = sqlite
        .prepare(
          `insert into fornecedores (slug, usuario_id, nome_empresa, frase_slogan, descricao_curta, descricao_longa, conteudo, telefone, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          slug,
          Number(dono.lastInsertRowid),
          'Contabilidade das Capturas',
          'Impostos em dia para quem vive de eventos',
          'Contabilidade para fotógrafos, buffets e cerimonialistas.',
          '<p>Abrimos e cuidamos da sua empresa.</p>',
          '<p>Atendimento online para todo o Brasil.</p>',
          '(31) 99123-4567',
          agora,
          agora,
        );
      registrarMudancaSql(sqlite, Number(f.lastInsertRowid));
      sqlite.close();
    });

    const navegadores: BrowserContext[] = [];
    afterAll(async () => {
      for (const b of navegadores) await b.close();
    });

    async function capturar(page: Page, nome: string, w: number, salvos: string[], inteira = true) {
      await esperarAssentar(page);
      const arquivo = path.join(DIR as string, `${nome}-${w}.png`);
      await page.screenshot({ path: arquivo, fullPage: inteira });
      salvos.push(arquivo);
    }

    it('saves each state at both widths', async () => {
      const salvos: string[] = [];
      for (const w of larguras) {
        const viewport = { width: w, height: w === 390 ? 844 : 850 };
        const visitante = await openBrowser({ viewport });
        navegadores.push(visitante);
        let page = await visitante.newPage();

        await page.goto(`${baseURL}/cadastro`);
        await page.getByRole('button', { name: 'Criar minha conta' }).waitFor();
        await capturar(page, 'cadastro-profissional', w, salvos);

        await page.goto(`${baseURL}/cadastro?tipo=anunciante`);
        await page.getByRole('dialog', { name: 'Confirmação para anunciantes' }).waitFor();
        await capturar(page, 'cadastro-anunciante-confirmacao', w, salvos, false);
        const modal = page.getByRole('dialog', { name: 'Confirmação para anunciantes' });
        await modal.getByRole('checkbox').nth(0).check();
        await modal.getByRole('checkbox').nth(1).check();
        await modal.getByRole('button', { name: 'Continuar' }).click();
        await modal.waitFor({ state: 'detached' });
        await capturar(page, 'cadastro-anunciante', w, salvos);

        // the login after confirming the e-mail (the state /verificar-email leaves)
        await page.goto(`${baseURL}/login`);
        await page.evaluate((e) => window.history.replaceState({ confirmado: e }, ''), email(`cliente${w}`));
        await page.reload();
        await page.getByText('E-mail confirmado.').waitFor();
        await capturar(page, 'login-email-confirmado', w, salvos);
        await page.close();

        // a signed-in cliente: the conversion, then the profile
        const cliente = await openBrowser({ viewport });
        navegadores.push(cliente);
        page = await cliente.newPage();
        await entrar(page, baseURL, email(`cliente${w}`), SENHA);
        await page.goto(`${baseURL}/cadastro?tipo=anunciante`);
        await page.getByRole('heading', { name: 'Anunciar com a sua conta' }).waitFor();
        await capturar(page, 'cadastro-conta-existente', w, salvos);
        await page.goto(`${baseURL}/perfil/editar#dados_pessoais`);
        await page.getByRole('combobox', { name: 'Ramo de atividade' }).waitFor();
        await expect
          .poll(() => page.getByRole('combobox', { name: 'Ramo de atividade' }).inputValue())
          .toBe('Fotografia');
        await capturar(page, 'perfil-dados', w, salvos);
        await page.close();

        // the owner on her own showcase (no "Deixar Depoimento")
        const dona = await openBrowser({ viewport });
        navegadores.push(dona);
        page = await dona.newPage();
        await entrar(page, baseURL, email('dona'), SENHA);
        await page.goto(`${baseURL}/solucao/${slug}`);
        await page.getByRole('tab', { name: /Depoimentos/ }).click();
        await page.getByText('Nenhum depoimento ainda.').waitFor();
        await capturar(page, 'vitrine-como-dona', w, salvos);
        await page.close();

        // the admin: users, then the confirmation of a promotion
        const admin = await openBrowser({ viewport });
        navegadores.push(admin);
        page = await admin.newPage();
        await entrar(page, baseURL, email('admin'), SENHA);
        await page.goto(`${baseURL}/admin`);
        await page.getByLabel('Buscar usuários').fill(email(`alvo${w}`));
        const select = page.getByLabel(`Tipo de Roberto Candidato ${w}`);
        await select.waitFor();
        await capturar(page, 'admin-usuarios', w, salvos);
        await select.selectOption('admin');
        const dialogo = page.getByRole('dialog', { name: 'Tornar administrador' });
        await dialogo.getByRole('button', { name: 'Tornar administrador' }).click();
        await dialogo.getByText('Para tornar alguém administrador, digite a sua senha.').waitFor();
        await capturar(page, 'admin-usuarios-confirmacao', w, salvos, false);
        await dialogo.getByRole('button', { name: 'Cancelar' }).click();
        await dialogo.waitFor({ state: 'detached' });
        await page.getByRole('tab', { name: 'Fornecedores' }).click();
        await page.getByRole('columnheader', { name: 'Selos' }).waitFor();
        await capturar(page, 'admin-fornecedores-selos', w, salvos);
        await page.close();
      }
      expect(salvos).toHaveLength(larguras.length * 10);
    }, 300_000);
  },
);
