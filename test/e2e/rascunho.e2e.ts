import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, entrar, openBrowser } from './browser.js';

// Issue 15 item 2: "Criar nova vitrine" makes a draft; it is public only after "Publicar".
describe('draft showcases in Chromium', () => {
  const baseURL = inject('baseURL');
  const demoPassword = inject('demoPassword');
  const contextos: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of contextos) await c.close();
  });
  const abrir = async () => {
    const c = await openBrowser({ viewport: { width: 1366, height: 850 } });
    contextos.push(c);
    return c;
  };

  const minhas = (page: Page) =>
    page.evaluate(
      async () =>
        (await (await fetch('/trpc/fornecedores.minhas')).json()).result.data as {
          id: number;
          publicado: number;
        }[],
    );

  /** The anonymous list searched for `nome`: the company names it shows. */
  async function naLista(visitante: Page, nome: string) {
    await visitante.goto(`${baseURL}/fornecedores?pesquisa=${encodeURIComponent(nome)}`);
    await visitante.locator('main').waitFor();
    await visitante.waitForLoadState('load');
    return visitante.getByRole('heading', { name: nome }).count();
  }

  it('an advertiser creates a showcase: a draft until it has a name, a description and WhatsApp, then public', async () => {
    const nome = `Buffet Zeferino ${Date.now() % 100000}`;
    const page = await (await abrir()).newPage();
    const erros = collectErrors(page);
    await entrar(page, baseURL, 'anunciante@vitrinedosim.com.br', demoPassword);
    await page.goto(`${baseURL}/perfil/editar#vitrine`);
    const antes = (await minhas(page)).length;

    // A double click makes one showcase.
    await page.getByRole('button', { name: 'Criar nova vitrine' }).dblclick();
    await page.waitForURL(/\/edita-vitrine-fornecedor\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await expect.poll(async () => (await minhas(page)).length).toBe(antes + 1);
    expect((await minhas(page)).find((f) => f.id === id)?.publicado).toBe(0);

    const barra = page.getByRole('region', { name: /Situação/ });
    await barra.getByText('Rascunho', { exact: true }).waitFor();
    await page.getByLabel('Nome da Empresa').fill(nome);

    // Publishing an empty showcase is refused, with the reasons at the fields.
    await barra.getByRole('button', { name: 'Publicar' }).click();
    const msgDescricao = page.getByText('Escreva uma descrição curta da empresa antes de publicar.');
    await msgDescricao.waitFor();
    // (The demo advertiser's profile phone came with the create: that is a way to be contacted.)
    // The name was saved before publishing: it is no longer a placeholder.
    expect(await page.getByText('Troque o nome provisório').count()).toBe(0);
    const campo = await page.getByLabel('Descrição Curta').boundingBox();
    const msg = await msgDescricao.boundingBox();
    expect(campo && msg).toBeTruthy();
    // Right below its field, not in a toast elsewhere.
    expect(msg!.y).toBeGreaterThanOrEqual(campo!.y + campo!.height - 1);
    expect(msg!.y - (campo!.y + campo!.height)).toBeLessThan(60);
    await barra.getByText('Rascunho', { exact: true }).waitFor();

    // Not public yet: the list does not find it, its page is a 404 for a visitor.
    const visitante = await (await abrir()).newPage();
    expect(await naLista(visitante, nome)).toBe(0);
    const pagina = await visitante.goto(`${baseURL}/fornecedores/${id}`);
    expect(pagina?.status()).toBe(404);
    await visitante.getByText('Fornecedor não encontrado', { exact: false }).first().waitFor();
    expect(await visitante.getByText(nome).count()).toBe(0);

    // Its owner sees it, with the draft banner.
    const propria = await (await page.context()).newPage();
    await propria.goto(`${baseURL}/fornecedores/${id}`);
    await propria.getByRole('heading', { name: nome, level: 1 }).waitFor({ timeout: 15_000 });
    await propria.getByText('só você e os administradores veem esta página', { exact: false }).waitFor();
    expect(
      await propria.getByRole('link', { name: 'Voltar ao editor para publicar' }).getAttribute('href'),
    ).toBe(`/editar-fornecedor/${id}`);
    await propria.close();

    // Description and a WhatsApp button, then it publishes.
    await page.getByLabel('Descrição Curta').fill('Buffet completo para casamentos e festas.');
    const categoria = page.getByLabel('Categoria do link');
    const whatsapp = await categoria
      .locator('option', { hasText: /whatsapp/i })
      .first()
      .getAttribute('value');
    await categoria.selectOption(whatsapp ?? '');
    await page.getByLabel('URL do link').fill('https://wa.me/5511912345678');
    await page.getByRole('button', { name: 'Adicionar link' }).click();
    await page.getByText('Link adicionado com sucesso!').waitFor();
    await barra.getByRole('button', { name: 'Publicar' }).click();
    await barra.getByText('Publicada', { exact: true }).waitFor();
    await barra.getByRole('button', { name: 'Despublicar' }).waitFor();
    expect(await msgDescricao.count()).toBe(0);

    // Public now: in the list and on its page.
    await expect.poll(() => naLista(visitante, nome), { timeout: 15_000 }).toBe(1);
    const publica = await visitante.goto(`${baseURL}/fornecedores/${id}`);
    expect(publica?.status()).toBe(200);
    await visitante.getByRole('heading', { name: nome, level: 1 }).waitFor();
    expect(await visitante.getByText('Rascunho', { exact: true }).count()).toBe(0);

    // The account list says so.
    await page.goto(`${baseURL}/perfil/editar#vitrine`);
    const linha = page.locator('.perfil-vitrine', { hasText: nome });
    await linha.getByText('Publicada', { exact: true }).waitFor();
    // The refused publish (400) and the visitor's 404 are expected answers.
    expect(erros.filter((e) => !/status of (400|404)/.test(e))).toEqual([]);
  });
});
