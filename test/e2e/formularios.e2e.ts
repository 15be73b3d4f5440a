import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { collectErrors, entrar, openBrowser, proximoQuadro } from './browser.js';

// Forms at 390×844 and 1366×850 in Chromium: file inputs, the editor's save bar, toasts, profile tabs.
const TAMANHOS = [
  { width: 390, height: 844 },
  { width: 1366, height: 850 },
] as const;

type Caixa = { top: number; bottom: number; left: number; right: number; width: number; height: number };

/** The element's box in the viewport. */
const caixaDe = (l: Locator) => l.evaluate((el) => el.getBoundingClientRect().toJSON() as Caixa);

const cruzam = (a: Caixa, b: Caixa) =>
  Math.min(a.right, b.right) > Math.max(a.left, b.left) &&
  Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top);

/** How a file input looks: its own box, the labels drawn around it and the text described by it. */
function medirCampoArquivo(input: Locator) {
  return input.evaluate((el: HTMLInputElement) => {
    const caixa = el.getBoundingClientRect();
    const rotulos = Array.from(el.labels ?? []).map((l) => {
      const r = l.getBoundingClientRect();
      const cs = getComputedStyle(l);
      return {
        texto: (l.textContent ?? '').trim(),
        altura: r.height,
        fundo: cs.backgroundColor,
        borda: Number.parseFloat(cs.borderTopWidth),
        cursor: cs.cursor,
      };
    });
    const descrito = el.getAttribute('aria-describedby');
    const nome = descrito ? document.getElementById(descrito) : null;
    return {
      largura: caixa.width,
      altura: caixa.height,
      opacidade: getComputedStyle(el).opacity,
      rotulos,
      nome: nome ? (nome.textContent ?? '').trim() : null,
      nomeVisivel: nome ? nome.getBoundingClientRect().height > 0 : false,
    };
  });
}

/** The file input is hidden; a label drawn as a button (its own background or border) in Portuguese opens it. */
function esperarBotaoDoApp(m: Awaited<ReturnType<typeof medirCampoArquivo>>, texto: RegExp) {
  // the browser's own "Choose File" control is not what people see
  expect(m.largura <= 1 || m.altura <= 1 || m.opacidade === '0').toBe(true);
  const botao = m.rotulos.find((r) => texto.test(r.texto));
  expect(botao, JSON.stringify(m.rotulos)).toBeDefined();
  expect(botao?.texto).not.toMatch(/choose|browse/i);
  expect(botao?.fundo !== 'rgba(0, 0, 0, 0)' || (botao?.borda ?? 0) > 0).toBe(true);
  expect(botao?.altura).toBeGreaterThanOrEqual(32);
  expect(botao?.cursor).toBe('pointer');
}

describe('forms in Chromium at 390 and 1366 px', () => {
  const baseURL = inject('baseURL');
  const dataDir = inject('dataDir');
  const demoPassword = inject('demoPassword');
  const contextos: BrowserContext[] = [];
  let fornecedorId = 0;

  beforeAll(() => {
    const sqlite = new Database(path.join(dataDir, 'app.db'), { readonly: true });
    const linha = sqlite
      .prepare(
        `select f.id from fornecedores f join usuarios u on u.id = f.usuario_id
         where u.email = 'anunciante@vitrinedosim.com.br' order by f.id limit 1`,
      )
      .get() as { id: number };
    sqlite.close();
    fornecedorId = linha.id;
  });
  afterAll(async () => {
    for (const c of contextos) await c.close();
  });

  async function abrirSessao(email: string): Promise<Page> {
    const c = await openBrowser({ viewport: TAMANHOS[0] });
    contextos.push(c);
    const page = await c.newPage();
    await entrar(page, baseURL, email, demoPassword);
    return page;
  }

  async function abrirEditor(page: Page) {
    await page.goto(`${baseURL}/edita-vitrine-fornecedor/${fornecedorId}`);
    await page.getByLabel('Nome da Empresa').waitFor();
    await expect.poll(() => page.getByLabel('Nome da Empresa').inputValue()).not.toBe('');
  }

  /** The editor's sticky save bar: the sticky box around the submit button. */
  const barraSalvar = (page: Page) =>
    page.getByRole('button', { name: 'Atualizar', exact: true }).evaluate((b) => {
      let el: HTMLElement | null = b as HTMLElement;
      while (el && getComputedStyle(el).position !== 'sticky') el = el.parentElement;
      if (!el) throw new Error('sem barra fixa');
      const r = el.getBoundingClientRect();
      const filhos = Array.from(el.children).map((c) => c.getBoundingClientRect());
      return {
        caixa: r.toJSON() as Caixa,
        linhas: new Set(filhos.filter((f) => f.height > 0).map((f) => Math.round(f.top + f.height / 2))).size,
        transborda: el.scrollWidth > el.clientWidth,
      };
    });

  // one signed-in advertiser for the tests below (each can also run alone)
  let sessao: Page | undefined;
  const doAnunciante = async () => {
    sessao ??= await abrirSessao('anunciante@vitrinedosim.com.br');
    return sessao;
  };
  it('file inputs in the editor are the app button with the chosen file name next to it', async () => {
    const anunciante = await doAnunciante();
    const erros = collectErrors(anunciante);
    for (const tamanho of TAMANHOS) {
      await anunciante.setViewportSize(tamanho);
      await abrirEditor(anunciante);
      const foto = anunciante.getByLabel(/(Escolher|Trocar) foto/);
      const galeria = anunciante.getByLabel(/Adicionar imagens ou vídeos/);
      const mFoto = await medirCampoArquivo(foto);
      esperarBotaoDoApp(mFoto, /^(Escolher|Trocar) foto$/);
      expect(mFoto.nome).toBe('Nenhum arquivo escolhido');
      expect(mFoto.nomeVisivel).toBe(true);
      const mGaleria = await medirCampoArquivo(galeria);
      esperarBotaoDoApp(mGaleria, /^Escolher arquivos$/);
      expect(mGaleria.nome).toBe('Nenhum arquivo escolhido');

      // keyboard: the hidden input takes the focus and the button shows the ring
      await foto.focus();
      const anel = await foto.evaluate((el) => {
        const botao = Array.from((el as HTMLInputElement).labels ?? []).at(-1) as HTMLElement;
        return { foco: document.activeElement === el, contorno: getComputedStyle(botao).outlineStyle };
      });
      expect(anel.foco).toBe(true);
      expect(anel.contorno).not.toBe('none');

      // a chosen file's name shows (a text file: refused with a toast, nothing is uploaded)
      await galeria.setInputFiles({
        name: 'roteiro-do-casamento.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('x'),
      });
      await expect.poll(async () => (await medirCampoArquivo(galeria)).nome).toBe('roteiro-do-casamento.txt');
      await anunciante.getByText('Arquivo não suportado', { exact: false }).first().waitFor();
    }
    expect(erros).toEqual([]);
  });

  it('the admin upload test page uses the same file field', async () => {
    const admin = await abrirSessao('admin@vitrinedosim.com.br');
    for (const tamanho of TAMANHOS) {
      await admin.setViewportSize(tamanho);
      await admin.goto(`${baseURL}/teste-upload`);
      const campo = admin.locator('input[type="file"]');
      await campo.waitFor({ state: 'attached' });
      const m = await medirCampoArquivo(campo);
      esperarBotaoDoApp(m, /^Escolher arquivo$/);
      expect(m.nome).toBe('Nenhum arquivo escolhido');
      await campo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
      await expect.poll(async () => (await medirCampoArquivo(campo)).nome).toBe('logo.png');
    }
  });

  it('the save bar is one compact row on a phone', async () => {
    const anunciante = await doAnunciante();
    await anunciante.setViewportSize(TAMANHOS[0]);
    await abrirEditor(anunciante);
    const barra = await barraSalvar(anunciante);
    expect(barra.caixa.height).toBeLessThanOrEqual(64);
    expect(barra.linhas).toBe(1);
    expect(barra.transborda).toBe(false);
    expect(barra.caixa.bottom).toBeLessThanOrEqual(TAMANHOS[0].height + 1);
    // the preview action is still there (its name kept for screen readers)
    await anunciante.getByRole('button', { name: 'Visualizar Vitrine' }).waitFor();
  });

  it('a toast shown while a field is focused covers neither that field nor the save bar', async () => {
    const anunciante = await doAnunciante();
    for (const tamanho of TAMANHOS) {
      await anunciante.setViewportSize(tamanho);
      await abrirEditor(anunciante);
      for (const onde of ['sob a navbar', 'sobre a barra'] as const) {
        const campo = anunciante.getByLabel('Nome da Empresa');
        // the field where the old toasts appeared: just under the navbar, or just above the save bar
        const alturaBarra = (await barraSalvar(anunciante)).caixa.height;
        await campo.evaluate(
          (el, { onde, alturaBarra }) => {
            const r = el.getBoundingClientRect();
            const alvo = onde === 'sob a navbar' ? 72 : window.innerHeight - alturaBarra - r.height - 12;
            // instant: the page scrolls smoothly by default
            window.scrollBy({ top: r.top - alvo, behavior: 'instant' });
            (el as HTMLInputElement).focus({ preventScroll: true });
          },
          { onde, alturaBarra },
        );
        await proximoQuadro(anunciante);
        await anunciante
          .getByLabel(/(Escolher|Trocar) foto/)
          .setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
        const toast = anunciante.getByRole('alert').filter({ hasText: 'Arquivo não suportado' }).first();
        await toast.waitFor();
        // measured where it stops: after its entry animation
        await toast.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
        expect(await campo.evaluate((el) => document.activeElement === el)).toBe(true);
        const c = await caixaDe(campo);
        const t = await caixaDe(toast);
        const barra = (await barraSalvar(anunciante)).caixa;
        const info = `${tamanho.width} ${onde}: toast ${JSON.stringify(t)} campo ${JSON.stringify(c)} barra ${JSON.stringify(barra)}`;
        expect(c.top >= 0 && c.bottom <= tamanho.height, info).toBe(true);
        expect(cruzam(t, c), info).toBe(false);
        expect(cruzam(t, barra), info).toBe(false);
        // inside the viewport
        expect(
          t.left >= 0 && t.right <= tamanho.width && t.top >= 0 && t.bottom <= tamanho.height,
          info,
        ).toBe(true);
        await toast.waitFor({ state: 'detached', timeout: 10_000 });
      }
    }
  });

  it('every Minha Conta tab shows its whole label and each can be reached', async () => {
    const anunciante = await doAnunciante();
    for (const tamanho of TAMANHOS) {
      await anunciante.setViewportSize(tamanho);
      await anunciante.goto(`${baseURL}/perfil/editar#dados_pessoais`);
      const lista = anunciante.getByRole('tablist', { name: 'Seções da conta' });
      await lista.waitFor();
      const abas = await lista.evaluate((el) => {
        const l = el.getBoundingClientRect();
        return Array.from(el.querySelectorAll<HTMLElement>('[role="tab"]')).map((a) => {
          const r = a.getBoundingClientRect();
          const cs = getComputedStyle(a);
          return {
            texto: (a.textContent ?? '').trim(),
            dentro:
              r.left >= l.left - 0.5 &&
              r.right <= l.right + 0.5 &&
              r.left >= 0 &&
              r.right <= window.innerWidth,
            cabe: a.scrollWidth <= a.clientWidth,
            reticencias: cs.textOverflow === 'ellipsis' && cs.overflow !== 'visible',
          };
        });
      });
      expect(abas.map((a) => a.texto)).toEqual(['Estatísticas', 'Vitrine', 'Orçamentos', 'Dados Pessoais']);
      for (const a of abas) {
        expect(a, `${tamanho.width}: ${JSON.stringify(abas)}`).toMatchObject({
          dentro: true,
          cabe: true,
          reticencias: false,
        });
      }
      for (const nome of ['Estatísticas', 'Vitrine', 'Dados Pessoais']) {
        await anunciante.getByRole('tab', { name: nome }).click();
        await expect
          .poll(() => anunciante.getByRole('tab', { name: nome }).getAttribute('aria-selected'))
          .toBe('true');
      }
    }
  });
});
