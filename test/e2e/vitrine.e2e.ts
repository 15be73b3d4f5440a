import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, openBrowser } from './browser.js';

// The showcase editor in Chromium against the real server with the demo accounts.
describe('showcase editor in Chromium', () => {
  const baseURL = inject('baseURL');
  const demoPassword = inject('demoPassword');
  const contextos: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contextos) await c.close();
  });
  const abrir = async () => {
    const c = await openBrowser();
    contextos.push(c);
    return c;
  };

  async function entrar(page: Page, email: string) {
    await page.goto(`${baseURL}/login`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }

  const imagem = (w: number, h: number, cor: string) =>
    sharp({ create: { width: w, height: h, channels: 3, background: cor } })
      .jpeg({ quality: 95 })
      .toBuffer();

  let fornecedorId = 0;
  const nome = `Estúdio Sim ${Date.now() % 100000}`;

  it('an advertiser creates a showcase from the profile, crops a photo, adds gallery, link and rich text; autosave keeps it all', async () => {
    const browser = await abrir();
    const page = await browser.newPage();
    const erros = collectErrors(page);
    page.on('dialog', (d) => void d.accept());
    await entrar(page, 'anunciante@vitrinedosim.com.br');

    await page.goto(`${baseURL}/perfil/editar#vitrine`);
    await page.getByRole('button', { name: 'Criar nova vitrine' }).click();
    await page.waitForURL(/\/edita-vitrine-fornecedor\/\d+$/);
    fornecedorId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect.poll(() => page.locator('h1').textContent()).toBe('Editar Vitrine do Fornecedor');
    await page.getByText('Responsável atual:').waitFor();

    // company data: the counter follows, input past the limit is ignored
    const campoNome = page.getByLabel('Nome da Empresa');
    await campoNome.fill(nome);
    await page.getByLabel('Slogan').fill('Fotos que contam o seu sim');
    await page.getByLabel('Descrição Curta').fill('Fotografia de casamentos com olhar autoral.');
    await expect.poll(() => page.getByText(`${[...nome].length}/50 caracteres`).count()).toBe(1);

    // profile photo: circular crop, then optimised and sent with the progress widget
    await page.getByLabel('Escolher foto').setInputFiles({
      name: 'perfil.jpg',
      mimeType: 'image/jpeg',
      buffer: await imagem(1600, 1200, '#8e3a60'),
    });
    const dialogo = page.getByRole('dialog', { name: 'Recortar foto de perfil' });
    await dialogo.waitFor();
    await dialogo.getByLabel(/Zoom/).fill('1.5');
    await dialogo.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Concluído!').first().waitFor({ timeout: 30_000 });
    await page.getByText('Foto de perfil atualizada com sucesso!').waitFor();
    await expect
      .poll(() => page.getByAltText('Foto de perfil da vitrine').getAttribute('src'))
      .toMatch(/^\/uploads\/fornecedores\/\d+\//);

    // gallery image
    await page.getByLabel('Adicionar imagens ou vídeos (MP4)').setInputFiles({
      name: 'galeria.jpg',
      mimeType: 'image/jpeg',
      buffer: await imagem(800, 600, '#b8904a'),
    });
    await page.getByText('Imagem adicionada com sucesso!').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByAltText('Imagem 1 da galeria').count()).toBe(1);

    // link button, saved at once
    await page.getByLabel('Categoria do link').selectOption({ label: 'Instagram' });
    await page.getByLabel('URL do link').fill('https://instagram.com/estudiosim');
    await page.getByLabel('Texto do botão (opcional)').fill('Nosso Instagram');
    await page.getByRole('button', { name: 'Adicionar link' }).click();
    await page.getByText('Link adicionado com sucesso!').waitFor();

    // rich text in 'Conteúdo': bold through the toolbar
    const conteudo = page.getByRole('tabpanel', { name: 'Conteúdo' }).locator('.rt-conteudo');
    await conteudo.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
    await page
      .getByRole('toolbar', { name: 'Formatação: Conteúdo' })
      .getByRole('button', { name: 'Negrito' })
      .click();
    await page.keyboard.type('Atendemos todo o Brasil');
    await expect.poll(() => page.getByText('23/1500 caracteres').count()).toBe(1);

    // Enter in a plain input does not submit the form
    await campoNome.press('Enter');
    await expect.poll(() => page.getByText('Fornecedor atualizado com sucesso!').count()).toBe(0);

    // the autosave (5 s + 2 s) saves, then nothing is pending
    await page.getByText(/Salvo às/).waitFor({ timeout: 20_000 });

    await page.reload();
    await expect.poll(() => page.getByLabel('Nome da Empresa').inputValue(), { timeout: 15_000 }).toBe(nome);
    expect(await page.getByLabel('Slogan').inputValue()).toBe('Fotos que contam o seu sim');
    await expect
      .poll(() =>
        page.getByRole('tabpanel', { name: 'Conteúdo' }).locator('.rt-conteudo strong').textContent(),
      )
      .toBe('Atendemos todo o Brasil');
    await page.getByText('Nosso Instagram').waitFor();
    expect(await page.getByAltText('Imagem 1 da galeria').count()).toBe(1);
    expect(await page.getByAltText('Foto de perfil da vitrine').getAttribute('src')).toMatch(/^\/uploads\//);
    expect(erros).toEqual([]);

    // no serious or critical axe violation in the editor; at 360 px nothing overflows sideways
    await page.evaluate(axe.source);
    const graves = (await page.evaluate(async () => {
      // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global
      const r = await (window as any).axe.run(document.querySelector('main'), {
        resultTypes: ['violations'],
      });
      return r.violations
        .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v: { id: string; nodes: { target: string[] }[] }) =>
            `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
    })) as string[];
    expect(graves).toEqual([]);
    await page.setViewportSize({ width: 360, height: 800 });
    // Names what sticks out, so a failure says where.
    await expect
      .poll(() =>
        page.evaluate(() => {
          if (document.documentElement.scrollWidth <= window.innerWidth) return [];
          return [...document.querySelectorAll('body *')]
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`);
        }),
      )
      .toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    // leaving through a menu link right after a change still sends it
    await page.getByLabel('Slogan').fill('Fotos que contam o seu grande sim');
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Soluções' }).click();
    await page.waitForURL(`${baseURL}/fornecedores`);
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`${baseURL}/api/fornecedores/editar/${fornecedorId}`)).json())
            .frase_slogan,
      )
      .toBe('Fotos que contam o seu grande sim');

    // 'Visualizar Vitrine' saves, then opens the public page, which shows it
    await page.goto(`${baseURL}/editar-vitrine/${fornecedorId}`);
    await page.getByRole('button', { name: 'Visualizar Vitrine' }).click();
    await page.waitForURL(`${baseURL}/fornecedores/${fornecedorId}`);
    await expect.poll(() => page.getByText(nome).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.close();
  });

  it('a new showcase from /fornecedores/novo keeps its link, photo and gallery until Cadastrar, then opens /editar-vitrine/{id}', async () => {
    const browser = await abrir();
    const page = await browser.newPage();
    const erros = collectErrors(page);
    await entrar(page, 'anunciante@vitrinedosim.com.br');
    await page.goto(`${baseURL}/fornecedores/novo`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('Cadastrar Vitrine do Fornecedor');
    // required fields are checked before sending
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('O nome da empresa é obrigatório.').waitFor();
    const novoNome = `Contabilidade Sim ${Date.now() % 100000}`;
    await page.getByLabel('Nome da Empresa').fill(novoNome);
    await page.getByLabel('Descrição Curta').fill('Contabilidade para empresas de eventos.');
    await page.getByLabel('Categoria do link').selectOption({ label: 'Site' });
    await page.getByLabel('URL do link').fill('contabilidadesim.com.br');
    await page.getByLabel('Texto do botão (opcional)').fill('Nosso site');
    await page.getByRole('button', { name: 'Adicionar link' }).click();
    await page.getByText('Link adicionado. Será salvo quando você salvar o fornecedor.').waitFor();
    await page.getByLabel('Escolher foto').setInputFiles({
      name: 'logo.jpg',
      mimeType: 'image/jpeg',
      buffer: await imagem(900, 900, '#5b1f3a'),
    });
    await page
      .getByRole('dialog', { name: 'Recortar foto de perfil' })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    await page.getByText('A foto será enviada quando você salvar o fornecedor.').waitFor();
    await page.getByLabel('Adicionar imagens ou vídeos (MP4)').setInputFiles({
      name: 'escritorio.jpg',
      mimeType: 'image/jpeg',
      buffer: await imagem(1000, 700, '#e9d3a4'),
    });
    await expect.poll(() => page.getByAltText('Imagem 1 da galeria').count()).toBe(1);
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(/\/editar-vitrine\/\d+$/, { timeout: 30_000 });
    await page.getByText('Fornecedor cadastrado com sucesso!').waitFor();
    await expect.poll(() => page.getByLabel('Nome da Empresa').inputValue()).toBe(novoNome);
    await page.getByText('Nosso site').waitFor();
    await page.getByText('https://contabilidadesim.com.br').waitFor();
    expect(await page.getByAltText('Imagem 1 da galeria').getAttribute('src')).toMatch(/^\/uploads\//);
    expect(await page.getByAltText('Foto de perfil da vitrine').getAttribute('src')).toMatch(/^\/uploads\//);
    expect(await page.getByRole('button', { name: 'Atualizar' }).count()).toBe(1);
    expect(erros).toEqual([]);
    await page.close();
  });

  it('another advertiser is refused on that editor', async () => {
    expect(fornecedorId).toBeGreaterThan(0);
    const browser = await abrir();
    const page = await browser.newPage();
    await entrar(page, 'camila.nogueira@vitrinedosim.com.br');
    await page.goto(`${baseURL}/edita-vitrine-fornecedor/${fornecedorId}`);
    await page.getByText('Você não tem permissão para editar esta vitrine.').waitFor();
    expect(await page.getByLabel('Nome da Empresa').count()).toBe(0);
    const res = await page.request.get(`${baseURL}/api/fornecedores/editar/${fornecedorId}`);
    expect(res.status()).toBe(403);
    await page.close();
  });
});
