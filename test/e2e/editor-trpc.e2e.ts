import type { BrowserContext, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, entrar, openBrowser } from './browser.js';

/** The editor's writes (save, autosave, files) travel through tRPC, with the upload's real progress. */
describe('showcase editor through tRPC in Chromium', () => {
  const baseURL = inject('baseURL');
  const demoPassword = inject('demoPassword');
  const contextos: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contextos) await c.close();
  });

  /** Picks a photo and confirms the crop dialog as it opens. */
  async function escolherFoto(page: Page, rotulo: string, buffer: Buffer) {
    await page.getByLabel(rotulo).setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer });
    await page
      .getByRole('dialog', { name: 'Recortar foto de perfil' })
      .getByRole('button', { name: 'Confirmar' })
      .click();
  }

  /** A JPEG of random pixels: it stays large after the editor's optimisation. */
  const ruido = (w: number, h: number) =>
    sharp(Buffer.from(Array.from({ length: w * h * 3 }, () => Math.floor(Math.random() * 256))), {
      raw: { width: w, height: h, channels: 3 },
    })
      .jpeg({ quality: 95 })
      .toBuffer();

  /** Every write the page sends to the server: method, path, kind (xhr or fetch) and content type. */
  function gravarEscritas(page: Page) {
    const escritas: { metodo: string; caminho: string; tipo: string; conteudo: string; corpo: string }[] = [];
    page.on('request', (r: Request) => {
      if (r.method() === 'GET') return;
      const url = new URL(r.url());
      escritas.push({
        metodo: r.method(),
        caminho: url.pathname,
        tipo: r.resourceType(),
        conteudo: r.headers()['content-type'] ?? '',
        corpo: r.postDataBuffer()?.subarray(0, 2000).toString('latin1') ?? '',
      });
    });
    return escritas;
  }

  /** Every value the upload bars take (aria-valuenow), recorded in the page as it changes. */
  async function gravarProgresso(page: Page) {
    await page.evaluate(() => {
      const w = window as unknown as { progresso: number[] };
      w.progresso = [];
      const ler = () => {
        for (const b of document.querySelectorAll('[role="progressbar"][aria-label="Progresso do envio"]')) {
          const n = Number(b.getAttribute('aria-valuenow'));
          if (w.progresso.at(-1) !== n) w.progresso.push(n);
        }
      };
      new MutationObserver(ler).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    return () => page.evaluate(() => (window as unknown as { progresso: number[] }).progresso);
  }

  /** The editor's own REST routes, which the app no longer calls (tracking and others may use /api). */
  const restDoEditor = /^\/api\/(fornecedores|galerias)(\/|$)/;

  it('create, photo and gallery uploads (with progress), autosave and save all hit /trpc, never the REST routes', async () => {
    const browser = await openBrowser();
    contextos.push(browser);
    const page = await browser.newPage();
    const erros = collectErrors(page);
    page.on('dialog', (d) => void d.accept());
    await entrar(page, baseURL, 'anunciante@vitrinedosim.com.br', demoPassword);
    const escritas = gravarEscritas(page);

    // a new showcase with a pending photo goes out as one multipart tRPC call
    await page.goto(`${baseURL}/fornecedores/novo`);
    await page.getByLabel('Nome da Empresa').fill(`Edge Sim ${Date.now() % 100000}`);
    await page.getByLabel('Descrição Curta').fill('Fotografia de eventos.');
    await escolherFoto(page, 'Escolher foto', await ruido(300, 300));
    await page.getByText('A foto será enviada quando você salvar o fornecedor.').waitFor();
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(/\/editar-vitrine\/\d+$/, { timeout: 30_000 });
    await page.getByText('Fornecedor cadastrado com sucesso!').waitFor();
    const criar = escritas.find((e) => e.caminho === '/trpc/fornecedores.criarComArquivos');
    expect(criar?.metodo).toBe('POST');
    expect(criar?.conteudo).toMatch(/^multipart\/form-data/);

    // the gallery upload, slowed down so its progress is seen between 'Enviando' and 'Concluído'
    const cdp = await browser.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });
    const progresso = await gravarProgresso(page);
    await page.getByLabel('Adicionar imagens ou vídeos (MP4)').setInputFiles({
      name: 'ruido.jpg',
      mimeType: 'image/jpeg',
      buffer: await ruido(1400, 1000),
    });
    await page.getByText('Enviando para o servidor...').waitFor();
    await page.getByText('Imagem adicionada com sucesso!').waitFor({ timeout: 60_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const valores = await progresso();
    // optimising (0-50), then the bytes sent (50-100): the bar moves through the upload
    expect(valores.at(-1)).toBe(100);
    expect(
      valores.some((v) => v > 50 && v < 100),
      valores.join(','),
    ).toBe(true);
    const midia = escritas.find((e) => e.caminho === '/trpc/fornecedores.adicionarMidia');
    expect(midia?.tipo).toBe('xhr');
    expect(midia?.conteudo).toMatch(/^multipart\/form-data/);

    // the profile photo of an existing showcase: at once, through tRPC
    await escolherFoto(page, 'Trocar foto', await ruido(400, 400));
    await page.getByText('Foto de perfil atualizada com sucesso!').waitFor({ timeout: 30_000 });
    const foto = escritas.find((e) => e.caminho === '/trpc/fornecedores.atualizarParcialComArquivos');
    expect(foto?.conteudo).toMatch(/^multipart\/form-data/);

    // the autosave sends the typed partial update (JSON), alone
    await page.getByLabel('Slogan').fill('Salvo pelo tRPC');
    await page.getByText(/Salvo às/).waitFor({ timeout: 20_000 });
    const autosave = escritas.find((e) => e.caminho === '/trpc/fornecedores.atualizarParcial');
    expect(autosave?.conteudo).toMatch(/^application\/json/);
    expect(JSON.parse(autosave?.corpo ?? '{}').dados).toMatchObject({
      frase_slogan: 'Salvo pelo tRPC',
      tags: expect.any(Array),
    });

    // the whole save
    await page.getByLabel('Slogan').fill('Atualizado pelo tRPC');
    await page.getByRole('button', { name: 'Atualizar', exact: true }).click();
    await page.getByText('Fornecedor atualizado com sucesso!').waitFor();
    expect(escritas.some((e) => e.caminho === '/trpc/fornecedores.atualizar')).toBe(true);

    await page.reload();
    await expect
      .poll(() => page.getByLabel('Slogan').inputValue(), { timeout: 15_000 })
      .toBe('Atualizado pelo tRPC');
    expect(await page.getByAltText('Imagem 1 da galeria').count()).toBe(1);

    expect(escritas.filter((e) => restDoEditor.test(e.caminho))).toEqual([]);
    expect(erros).toEqual([]);
    await page.close();
  });
});
