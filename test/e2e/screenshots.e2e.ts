import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { entrar, esperarAssentar, openBrowser } from './browser.js';
import { inserirEmailsComProblema } from './emails-fila.js';
import {
  type PaginaPublica,
  paginaDeFornecedor,
  paginasDeOutros,
  paginasInstitucionais,
} from './paginas-publicas.js';
import { registrarMudancaSql } from './server.js';

/**
 * A screenshot of every public page at 390 px and 1366 px, saved into SCREENSHOTS_DIR so a person can
 * look at the design. Skipped unless SCREENSHOTS_DIR is set.
 */
const DIR = process.env.SCREENSHOTS_DIR;

describe.skipIf(!DIR)('screenshots of every public page (SCREENSHOTS_DIR)', () => {
  const baseURL = inject('baseURL');
  const larguras = [390, 1366] as const;
  const navegadores = new Map<number, BrowserContext>();
  beforeAll(async () => {
    mkdirSync(DIR as string, { recursive: true });
    for (const w of larguras)
      navegadores.set(w, await openBrowser({ viewport: { width: w, height: w === 390 ? 844 : 850 } }));
  });
  afterAll(async () => {
    for (const b of navegadores.values()) await b.close();
  });

  it('saves both widths of each page', async () => {
    const fornecedor = await paginaDeFornecedor(baseURL);
    const paginas: PaginaPublica[] = [
      ...paginasDeOutros,
      ...(fornecedor ? [fornecedor] : []),
      ...paginasInstitucionais,
    ];
    const salvos: string[] = [];
    for (const p of paginas) {
      for (const w of larguras) {
        const page = await (navegadores.get(w) as BrowserContext).newPage();
        await page.goto(`${baseURL}${p.caminho}`);
        // attached, not visible: at 390 px some proving texts sit in a closed panel
        await page
          .getByText(p.texto, { exact: false })
          .first()
          .waitFor({ state: 'attached', timeout: 15_000 });
        // the full-page capture shows every image: lazy ones load now (esperarAssentar waits for them)
        await page.evaluate(() => {
          for (const img of Array.from(document.images)) img.loading = 'eager';
        });
        // some pages keep a request open (tracking, polling): wait for load and a still page instead of networkidle
        await page.waitForLoadState('load');
        await esperarAssentar(page, { indicadores: !p.mostraCarregando });
        const arquivo = path.join(DIR as string, `${p.nome}-${w}.png`);
        await page.screenshot({ path: arquivo, fullPage: true });
        salvos.push(arquivo);
        // the supplier's gallery open in the full-screen viewer
        if (p === fornecedor) {
          await page.getByRole('button', { name: 'Abrir em tela cheia' }).click();
          await page.waitForFunction(() => {
            const img = document.querySelector<HTMLImageElement>('[role="dialog"] img');
            return !!img && img.complete && img.naturalWidth > 0;
          });
          await esperarAssentar(page);
          const visor = path.join(DIR as string, `${p.nome}-visor-${w}.png`);
          await page.screenshot({ path: visor });
          salvos.push(visor);
        }
        await page.close();
      }
    }
    expect(salvos).toHaveLength(paginas.length * 2 + (fornecedor ? 2 : 0));
  }, 300_000);

  it('saves the admin panel, one capture per tab, and the upload diagnostics, at both widths', async () => {
    const abas = ['Usuários', 'Fornecedores', 'Tags e categorias', 'Registro de ações'];
    const salvos: string[] = [];
    for (const w of larguras) {
      // Its own profile: the admin session must not leak into the public captures.
      const navegador = await openBrowser({ viewport: { width: w, height: w === 390 ? 844 : 850 } });
      const page = await navegador.newPage();
      await entrar(page, baseURL, 'admin@vitrinedosim.com.br', inject('demoPassword'));
      await page.goto(`${baseURL}/admin`);
      await page.getByRole('heading', { name: 'Painel de Administração', level: 1 }).waitFor();
      for (const [i, aba] of abas.entries()) {
        await page.getByRole('tab', { name: aba }).click();
        await page.waitForLoadState('load');
        await esperarAssentar(page);
        const arquivo = path.join(DIR as string, `admin-${i + 1}-${w}.png`);
        await page.screenshot({ path: arquivo, fullPage: true });
        salvos.push(arquivo);
        if (w === 390 && i === 0) {
          // a row's actions menu, open
          const botao = page.getByRole('button', { name: /^Ações de/ }).nth(1);
          await botao.click();
          await botao.evaluate((b) => b.scrollIntoView({ block: 'center' }));
          await page.screenshot({ path: path.join(DIR as string, 'admin-menu-acoes-390.png') });
          await page.keyboard.press('Escape');
        }
      }
      // The upload diagnostics page, with the storage's health loaded.
      await page.goto(`${baseURL}/teste-upload`);
      await page.getByText('existe e aceita gravação', { exact: false }).first().waitFor();
      await esperarAssentar(page);
      const diagnostico = path.join(DIR as string, `teste-upload-${w}.png`);
      await page.screenshot({ path: diagnostico, fullPage: true });
      salvos.push(diagnostico);
      await navegador.close();
    }
    expect(salvos).toHaveLength((abas.length + 1) * 2);
  }, 120_000);

  // Signed-in pages: the showcase editor (whole page, and the first screen with its sticky save bar)
  // and Minha Conta, as the demo advertiser.
  it('saves both widths of the editor and Minha Conta', async () => {
    const sqlite = new Database(path.join(inject('dataDir'), 'app.db'));
    sqlite.pragma('busy_timeout = 5000');
    const { id } = sqlite
      .prepare(
        `select f.id from fornecedores f join usuarios u on u.id = f.usuario_id
         where u.email = 'anunciante@vitrinedosim.com.br' order by f.id limit 1`,
      )
      .get() as { id: number };
    // Views left out for excess (one network over its cap): the statistics say how many.
    const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const excesso = sqlite.prepare(
      `insert into page_views (page_type, object_id, fornecedor_id, url, session_id, motivo_descartado, contado, dia, created_at, prefixo)
       values ('fornecedor', ?, ?, '/solucao/x', ?, 'prefixo', 0, ?, ?, 'rede-de-teste')`,
    );
    const vitrines = sqlite
      .prepare(
        `select f.id from fornecedores f join usuarios u on u.id = f.usuario_id
         where u.email = 'anunciante@vitrinedosim.com.br'`,
      )
      .all() as { id: number }[];
    for (const v of vitrines)
      for (let i = 0; i < 7; i++)
        excesso.run(String(v.id), v.id, `visitante-${i}`, hoje, new Date().toISOString());
    sqlite.close();
    const salvos: string[] = [];
    for (const w of larguras) {
      // Its own profile, like the admin's: no session in the public captures.
      const navegador = await openBrowser({ viewport: { width: w, height: w === 390 ? 844 : 850 } });
      const page = await navegador.newPage();
      await entrar(page, baseURL, 'anunciante@vitrinedosim.com.br', inject('demoPassword'));
      const capturar = async (nome: string, fullPage = true) => {
        // the whole page shows every image (the gallery's thumbnails are lazy), each one loaded
        if (fullPage)
          await page.evaluate(() => {
            for (const img of Array.from(document.images)) img.loading = 'eager';
          });
        await esperarAssentar(page);
        if (fullPage)
          expect(
            await page.evaluate(() =>
              Array.from(document.images)
                .filter((img) => !img.naturalWidth)
                .map((img) => img.src),
            ),
            nome,
          ).toEqual([]);
        const arquivo = path.join(DIR as string, `${nome}-${w}.png`);
        await page.screenshot({ path: arquivo, fullPage });
        salvos.push(arquivo);
      };
      await page.goto(`${baseURL}/edita-vitrine-fornecedor/${id}`);
      await page.getByLabel('Nome da Empresa').waitFor();
      await capturar('editor-tela', false);
      await capturar('editor', true);
      await page.goto(`${baseURL}/perfil/editar#dados_pessoais`);
      await page.getByRole('tablist').waitFor();
      await capturar('minha-conta');
      // the statistics tab: its cards fill the row
      await page.goto(`${baseURL}/perfil/editar#estatisticas`);
      await page.getByTestId('indicadores').waitFor({ timeout: 15_000 });
      await page.locator('.perfil-grafico .apexcharts-canvas svg').first().waitFor({ timeout: 30_000 });
      await page.getByTestId('excluidos-por-excesso').waitFor();
      await capturar('minha-conta-estatisticas');
      await navegador.close();
    }
    expect(salvos).toHaveLength(larguras.length * 4);
  }, 120_000);

  // Issue 29 §4, §8, §13 and the phone-filter frictions: the list with filters closed and open, the
  // chips, an empty result with its suggestions, a showcase's top and its review form, and the
  // editor's notice when a location tag unchecks others.
  it('saves the list states, a showcase top with the review form and the location tags notice (issue 29)', async () => {
    // A showcase of its own (the editor's autosave must not change the demo data other captures use).
    const sqlite = new Database(path.join(inject('dataDir'), 'app.db'));
    sqlite.pragma('busy_timeout = 5000');
    const agora = new Date().toISOString();
    const slug = `capturas-localizacao-${Date.now() % 1_000_000}`;
    const dono = sqlite
      .prepare(`select id from usuarios where email = 'anunciante@vitrinedosim.com.br'`)
      .get() as { id: number };
    const id = Number(
      sqlite
        .prepare(
          `insert into fornecedores (slug, usuario_id, nome_empresa, frase_slogan, descricao_curta, descricao_longa, conteudo, avaliacao_total, avaliacao_soma, created_at, updated_at)
           values (?, ?, 'Clara Contas Eventos', 'Contabilidade sem susto', 'Contabilidade para buffets, cerimoniais e fotógrafos.', '<p>Descrição.</p>', '<p>Conteúdo.</p>', 0, 0, ?, ?)`,
        )
        .run(slug, dono.id, agora, agora).lastInsertRowid,
    );
    for (const tag of ['para Todos', 'Contador', 'Financeiro', 'SP', 'RJ'])
      sqlite
        .prepare('insert into fornecedor_tags (fornecedor_id, tag_id) select ?, id from tags where nome = ?')
        .run(id, tag);
    registrarMudancaSql(sqlite, id);
    // The top of a showcase with ratings (the rating shows once on a phone).
    const comNotas = sqlite
      .prepare(
        'select slug from fornecedores where avaliacao_total > 0 and deleted_at is null order by id limit 1',
      )
      .get() as { slug: string } | undefined;
    sqlite.close();
    const salvos: string[] = [];
    for (const w of larguras) {
      const navegador = await openBrowser({ viewport: { width: w, height: w === 390 ? 844 : 850 } });
      const page = await navegador.newPage();
      const capturar = async (nome: string, fullPage = true) => {
        await esperarAssentar(page);
        const arquivo = path.join(DIR as string, `${nome}-${w}.png`);
        await page.screenshot({ path: arquivo, fullPage });
        salvos.push(arquivo);
      };
      await page.goto(`${baseURL}/fornecedores?tag=Contador&tag=SP`);
      await page.getByRole('list', { name: 'Filtros ativos' }).waitFor();
      await capturar('lista-chips', false);
      if (w === 390) {
        await page.getByRole('button', { name: 'Abrir Filtros' }).click();
        await page.getByRole('heading', { name: 'O que você procura?' }).waitFor();
        await page.locator('#grupo-Serviços').scrollIntoViewIfNeeded();
        await capturar('lista-filtros-abertos', false);
      }
      await page.goto(`${baseURL}/fornecedores?pesquisa=xyzzyq&tag=Contador&tag=SP`);
      await page.getByText('Nenhum fornecedor encontrado.').waitFor();
      await capturar('lista-vazia-sugestoes', false);
      await page.goto(`${baseURL}/solucao/${comNotas?.slug ?? slug}`);
      await page.locator('h1').waitFor();
      await capturar('vitrine-topo', false);
      await entrar(page, baseURL, 'cliente@vitrinedosim.com.br', inject('demoPassword'));
      await page.goto(`${baseURL}/solucao/${slug}`);
      await page.getByRole('tab', { name: /Depoimentos/ }).click();
      await page.getByRole('button', { name: 'Deixar Depoimento' }).click();
      const grupo = page.getByRole('group', { name: 'Nota' });
      await grupo.waitFor();
      await grupo.getByRole('radio', { name: '4 estrelas' }).focus();
      await page.keyboard.press('ArrowLeft');
      await capturar('depoimento-estrelas', false);
      await navegador.close();

      const editor = await openBrowser({ viewport: { width: w, height: w === 390 ? 844 : 850 } });
      const ed = await editor.newPage();
      await entrar(ed, baseURL, 'anunciante@vitrinedosim.com.br', inject('demoPassword'));
      await ed.goto(`${baseURL}/edita-vitrine-fornecedor/${id}`);
      const localidade = ed.getByRole('group', { name: 'Localidade' });
      await localidade.waitFor();
      // 'Brasil' over the states, or a state over 'Brasil' (when the autosave kept the first width's choice).
      const temBrasil = await localidade.getByLabel('Brasil', { exact: true }).isChecked();
      await localidade.getByLabel(temBrasil ? 'MG' : 'Brasil', { exact: true }).check();
      await localidade.getByRole('status').waitFor();
      await localidade.scrollIntoViewIfNeeded();
      await capturar2(ed, `editor-aviso-localidade-${w}.png`, salvos);
      await ed.locator('.editor-tipos').scrollIntoViewIfNeeded();
      await capturar2(ed, `editor-tipo-fornecedor-${w}.png`, salvos);
      await editor.close();
    }
    expect(salvos).toHaveLength(larguras.length * 6 + 1); // the open panel: phone only
  }, 180_000);

  async function capturar2(pagina: import('playwright-core').Page, arquivo: string, salvos: string[]) {
    await esperarAssentar(pagina);
    const caminho = path.join(DIR as string, arquivo);
    await pagina.screenshot({ path: caminho });
    salvos.push(caminho);
  }

  // Issue 15 items 12 and 14: the supplier page scrolled (sticky sidebar / contact bar) and the
  // share menu open, as the screen shows them (not full page: fixed and sticky parts in place).
  it('saves the supplier page scrolled and the share menu open', async () => {
    const fornecedor = await paginaDeFornecedor(baseURL);
    const salvos: string[] = [];
    for (const w of larguras) {
      const ctx = navegadores.get(w) as BrowserContext;
      const page = await ctx.newPage();
      await page.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }),
      );
      if (fornecedor) {
        await page.goto(`${baseURL}${fornecedor.caminho}`);
        // the numeric address moves to /solucao/{slug} (and to the top) first
        await page.waitForURL(/\/solucao\//);
        await page.getByText(fornecedor.texto).first().waitFor({ timeout: 15_000 });
        await page.waitForLoadState('load');
        await esperarAssentar(page);
        await page.evaluate(() =>
          window.scrollTo({ top: document.body.scrollHeight / 2, behavior: 'instant' }),
        );
        await esperarAssentar(page);
        salvos.push(path.join(DIR as string, `fornecedor-rolado-${w}.png`));
        await page.screenshot({ path: salvos[salvos.length - 1] });
      }
      await page.goto(`${baseURL}/blog/1`);
      await page.waitForLoadState('load');
      await expect
        .poll(async () => {
          await page.getByRole('button', { name: 'Compartilhar' }).click();
          return page.getByRole('button', { name: 'Copiar link' }).isVisible();
        })
        .toBe(true);
      await esperarAssentar(page);
      salvos.push(path.join(DIR as string, `artigo-compartilhar-${w}.png`));
      await page.screenshot({ path: salvos[salvos.length - 1] });
      await page.close();
    }
    expect(salvos.length).toBeGreaterThanOrEqual(2);
  }, 120_000);

  it('saves the not-found page and the admin contact messages at both widths', async () => {
    const sqlite = new Database(path.join(inject('dataDir'), 'app.db'));
    sqlite.pragma('busy_timeout = 5000');
    const inserir = sqlite.prepare(
      `insert into mensagens_contato (nome, email, assunto, mensagem, created_at) values (?, ?, ?, ?, ?)`,
    );
    inserir.run(
      'Marina Albuquerque',
      'marina@fotografiaflor.com.br',
      'Parceria para o meu estúdio de fotografia de casamentos',
      'Olá! Gostaria de saber como anunciar a minha assessoria.\nObrigada.',
      new Date(Date.now() - 3_600_000).toISOString(),
    );
    inserir.run(
      'Rafael Costa',
      'rafael@buffetcosta.com.br',
      'Dúvida sobre o período grátis',
      'Quanto tempo dura o período grátis para anunciantes?',
      new Date().toISOString(),
    );
    sqlite.close();
    for (const w of larguras) {
      const publica = await (navegadores.get(w) as BrowserContext).newPage();
      await publica.goto(`${baseURL}/fornecedores/abc`);
      await publica.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
      await publica.evaluate(() => document.fonts.ready);
      await publica.screenshot({ path: path.join(DIR as string, `nao-encontrado-${w}.png`), fullPage: true });
      await publica.close();

      // Its own profile: the admin session must not leak into the public captures.
      const navegador = await openBrowser({ viewport: { width: w, height: w === 390 ? 844 : 850 } });
      const page = await navegador.newPage();
      await entrar(page, baseURL, 'admin@vitrinedosim.com.br', inject('demoPassword'));
      await page.goto(`${baseURL}/admin`);
      await page.getByRole('tab', { name: /Mensagens de contato/ }).click();
      await page.getByRole('button', { name: /Dúvida sobre o período grátis/ }).click();
      await page.getByText('Quanto tempo dura').waitFor();
      await esperarAssentar(page);
      const painel = page.getByRole('tabpanel');
      await painel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(DIR as string, `admin-mensagens-${w}.png`), fullPage: true });
      await navegador.close();
    }
  }, 120_000);

  it('saves the admin E-mails tab (a failed e-mail and one being retried) at both widths', async () => {
    inserirEmailsComProblema(inject('dataDir'), 'captura');
    for (const w of larguras) {
      // Its own profile: the admin session must not leak into the public captures.
      const navegador = await openBrowser({ viewport: { width: w, height: w === 390 ? 844 : 850 } });
      const page = await navegador.newPage();
      await entrar(page, baseURL, 'admin@vitrinedosim.com.br', inject('demoPassword'));
      await page.goto(`${baseURL}/admin`);
      await page.getByRole('tab', { name: /E-mails/ }).click();
      await page.getByText('Greeting never received').first().waitFor();
      await esperarAssentar(page);
      await page.getByRole('tabpanel').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(DIR as string, `admin-emails-${w}.png`), fullPage: true });
      // the tab's panel alone, at full size (the whole page is scaled down on a phone)
      await page
        .getByRole('tabpanel')
        .screenshot({ path: path.join(DIR as string, `admin-emails-painel-${w}.png`) });
      await navegador.close();
    }
  }, 120_000);

  it('saves the showcase editor of a draft (publication bar, refusals at the fields) and its page with the banner', async () => {
    const salvos: string[] = [];
    for (const w of larguras) {
      // Its own profile: the advertiser's session must not leak into the public captures.
      const navegador = await openBrowser({ viewport: { width: w, height: w === 390 ? 844 : 850 } });
      const page = await navegador.newPage();
      await entrar(page, baseURL, 'anunciante@vitrinedosim.com.br', inject('demoPassword'));
      await page.goto(`${baseURL}/perfil/editar#vitrine`);
      await page.getByRole('button', { name: 'Criar nova vitrine' }).click();
      await page.waitForURL(/\/edita-vitrine-fornecedor\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      await page
        .getByRole('region', { name: /Situação/ })
        .getByRole('button', { name: 'Publicar' })
        .click();
      await page.getByText('Escreva uma descrição curta', { exact: false }).waitFor();
      await esperarAssentar(page);
      for (const [nome, caminho] of [
        ['editor-rascunho', null],
        ['vitrine-rascunho', `/fornecedores/${id}`],
      ] as const) {
        if (caminho) {
          await page.goto(`${baseURL}${caminho}`);
          await page.getByText('Rascunho', { exact: true }).waitFor({ timeout: 15_000 });
          await page.waitForLoadState('load');
          await esperarAssentar(page);
        }
        const arquivo = path.join(DIR as string, `${nome}-${w}.png`);
        await page.screenshot({ path: arquivo, fullPage: true });
        salvos.push(arquivo);
      }
      await navegador.close();
    }
    expect(salvos).toHaveLength(4);
  }, 120_000);
  it('saves the rating pages: ordered list, testimonials with a reply, the moderation queue (issue 16)', async () => {
    const demoPassword = inject('demoPassword');
    const token = async (email: string) => {
      const r = await fetch(`${baseURL}/api/usuarios/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: baseURL },
        body: JSON.stringify({ email, senha: demoPassword }),
      });
      return ((await r.json()) as { token: string }).token;
    };
    // The most reviewed supplier: one reply and one report on its first testimonial.
    const busca = (await (
      await fetch(`${baseURL}/api/fornecedores/busca?ordem=total&per_page=1`)
    ).json()) as {
      rows: { id: number; slug: string }[];
    };
    const f = busca.rows[0];
    const detalhe = (await (await fetch(`${baseURL}/api/fornecedores/${f.id}`)).json()) as {
      depoimentos: { id: number; usuario_id: number }[];
    };
    const dep = detalhe.depoimentos[0];
    const admin = await token('admin@vitrinedosim.com.br');
    await fetch(`${baseURL}/api/depoimentos/${dep.id}/resposta`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin}` },
      body: JSON.stringify({ resposta: 'Muito obrigado pelo carinho! Foi um prazer trabalhar com vocês.' }),
    });
    await fetch(`${baseURL}/api/depoimentos/${dep.id}/denuncias`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin}` },
      body: JSON.stringify({ motivo: 'falso', observacao: 'Parece uma avaliação combinada.' }),
    });
    const salvos: string[] = [];
    for (const w of larguras) {
      const b = navegadores.get(w) as BrowserContext;
      const lista = await b.newPage();
      await lista.goto(`${baseURL}/fornecedores?ordem=nota&nota_min=4`);
      await lista.locator('.lista-cartao').first().waitFor();
      await esperarAssentar(lista);
      salvos.push(path.join(DIR as string, `avaliacoes-lista-${w}.png`));
      await lista.screenshot({ path: salvos[salvos.length - 1], fullPage: true });
      await lista.close();

      const pagina = await b.newPage();
      await pagina.goto(`${baseURL}/solucao/${f.slug}#depoimento-${dep.id}`);
      await pagina.locator('.depoimento-resposta').first().waitFor();
      await esperarAssentar(pagina);
      salvos.push(path.join(DIR as string, `avaliacoes-depoimentos-${w}.png`));
      await pagina.screenshot({ path: salvos[salvos.length - 1], fullPage: true });
      await pagina.close();
    }
    // The admin's queue (signed in through the login page, so the session cookie is the browser's own).
    for (const w of larguras) {
      const ctx = await openBrowser({ viewport: { width: w, height: w === 390 ? 844 : 850 } });
      const page = await ctx.newPage();
      await entrar(page, baseURL, 'admin@vitrinedosim.com.br', demoPassword);
      await page.goto(`${baseURL}/admin`);
      await page.getByRole('tab', { name: 'Moderação' }).click();
      await page.locator('.moderacao-item').first().waitFor();
      salvos.push(path.join(DIR as string, `avaliacoes-moderacao-${w}.png`));
      await page.screenshot({ path: salvos[salvos.length - 1], fullPage: true });
      await ctx.close();
    }
    expect(salvos).toHaveLength(6);
  }, 300_000);

  // Issue 17: the quote form open on a supplier page, and the advertiser's inbox (list and detail).
  it('saves the supplier page with the quote form open and the quote inbox at both widths', async () => {
    const sqlite = new Database(path.join(inject('dataDir'), 'app.db'));
    sqlite.pragma('busy_timeout = 5000');
    const { id, slug } = sqlite
      .prepare(
        `select f.id, f.slug from fornecedores f join usuarios u on u.id = f.usuario_id
         where u.email = 'anunciante@vitrinedosim.com.br' and f.publicado = 1 and f.deleted_at is null
         order by f.id limit 1`,
      )
      .get() as { id: number; slug: string };
    const inserir = sqlite.prepare(
      `insert into orcamentos (fornecedor_id, nome, email, telefone, ramo, cidade, uf, mensagem, contato_preferido,
         consentimento_em, status, lida_em, token_hash, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const agora = Date.now();
    for (const [i, [nome, status, lida]] of (
      [
        ['Renata Figueiredo', 'respondida', true],
        ['Bruno Azevedo', 'nova', true],
        ['Marina Albuquerque', 'nova', false],
      ] as const
    ).entries()) {
      const quando = new Date(agora - (3 - i) * 3_600_000).toISOString();
      inserir.run(
        id,
        nome,
        `${nome.split(' ')[0].toLowerCase()}@exemplo.com.br`,
        '(21) 99876-5432',
        'Fotografia',
        'Niterói',
        'RJ',
        'Olá! Gostaria de um orçamento para um casamento de 150 convidados em março, com cerimônia e festa no mesmo local. Vocês atendem em Niterói?',
        i === 2 ? 'whatsapp' : 'email',
        quando,
        status,
        lida ? quando : null,
        'a'.repeat(64),
        quando,
      );
    }
    const naoLida = sqlite.prepare(
      `update orcamentos set lida_em = null, status = 'nova' where fornecedor_id = ? and nome = 'Marina Albuquerque'`,
    );
    const salvos: string[] = [];
    for (const w of larguras) {
      // unread again at each width (the previous width opened it)
      naoLida.run(id);
      const visitante = await (navegadores.get(w) as BrowserContext).newPage();
      await visitante.goto(`${baseURL}/solucao/${slug}`);
      await visitante.waitForLoadState('load');
      const botao =
        w === 390
          ? visitante
              .getByRole('navigation', { name: 'Contato rápido' })
              .getByRole('button', { name: 'Orçamento' })
          : visitante.getByRole('button', { name: 'Solicitar orçamento' });
      await botao.click();
      await visitante.getByRole('dialog').waitFor();
      await esperarAssentar(visitante);
      salvos.push(path.join(DIR as string, `fornecedor-orcamento-${w}.png`));
      await visitante.screenshot({ path: salvos[salvos.length - 1] });
      await visitante.close();

      const navegador = await openBrowser({ viewport: { width: w, height: w === 390 ? 844 : 850 } });
      const page = await navegador.newPage();
      await entrar(page, baseURL, 'anunciante@vitrinedosim.com.br', inject('demoPassword'));
      await page.goto(`${baseURL}/perfil/editar#orcamentos`);
      await page.getByRole('button', { name: /Marina Albuquerque/ }).waitFor();
      await esperarAssentar(page);
      salvos.push(path.join(DIR as string, `minha-conta-orcamentos-${w}.png`));
      await page.screenshot({ path: salvos[salvos.length - 1], fullPage: true });
      await page.getByRole('button', { name: /Marina Albuquerque/ }).click();
      await page.getByRole('heading', { name: 'Pedido de Marina Albuquerque' }).waitFor();
      await esperarAssentar(page);
      salvos.push(path.join(DIR as string, `minha-conta-orcamento-${w}.png`));
      await page.screenshot({ path: salvos[salvos.length - 1], fullPage: true });
      await navegador.close();
    }
    sqlite.close();
    expect(salvos).toHaveLength(larguras.length * 3);
  }, 120_000);

  // Issue 20 (LGPD): the Privacidade section of Minha Conta, the deletion dialog (nothing deleted),
  // and the admin's export/delete actions on a user row.
  it('saves the Privacidade section, its deletion dialog and the admin user actions at both widths', async () => {
    const salvos: string[] = [];
    for (const w of larguras) {
      const navegador = await openBrowser({ viewport: { width: w, height: w === 390 ? 844 : 850 } });
      const page = await navegador.newPage();
      await entrar(page, baseURL, 'anunciante@vitrinedosim.com.br', inject('demoPassword'));
      await page.goto(`${baseURL}/perfil/editar#dados_pessoais`);
      const secao = page.getByRole('region', { name: 'Privacidade' });
      await secao.waitFor();
      // the login toast goes first; the section's top just under the fixed header
      await page.getByText('Login realizado com sucesso!').waitFor({ state: 'detached', timeout: 15_000 });
      await secao.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      salvos.push(path.join(DIR as string, `minha-conta-privacidade-${w}.png`));
      await page.screenshot({ path: salvos[salvos.length - 1] });
      await secao.getByRole('button', { name: 'Excluir minha conta' }).click();
      const dialogo = page.getByRole('dialog', { name: 'Excluir minha conta' });
      await dialogo
        .getByText('sai do ar', { exact: false })
        .or(dialogo.getByText('saem do ar', { exact: false }))
        .waitFor();
      await page.waitForTimeout(300);
      salvos.push(path.join(DIR as string, `minha-conta-privacidade-excluir-${w}.png`));
      await page.screenshot({ path: salvos[salvos.length - 1] });
      await dialogo.getByRole('button', { name: 'Cancelar' }).click();
      await navegador.close();

      const admin = await openBrowser({ viewport: { width: w, height: w === 390 ? 844 : 850 } });
      const painel = await admin.newPage();
      await entrar(painel, baseURL, 'admin@vitrinedosim.com.br', inject('demoPassword'));
      await painel.goto(`${baseURL}/admin`);
      await painel.getByRole('tab', { name: 'Usuários' }).click();
      // a row that is not the admin's own (that one has no delete action)
      const linha = painel
        .locator('tbody tr')
        .filter({ hasNot: painel.getByText('admin@vitrinedosim.com.br') })
        .first();
      await linha.waitFor();
      const botao = linha.getByRole('button', { name: /^Ações de/ });
      if (await botao.isVisible()) await botao.click();
      await linha.getByRole('button', { name: /^Dados pessoais de .* \(LGPD\)$/ }).click();
      const lgpd = painel.getByRole('dialog', { name: /\(LGPD\)$/ });
      await lgpd.waitFor();
      await painel.waitForTimeout(300);
      salvos.push(path.join(DIR as string, `admin-lgpd-${w}.png`));
      await painel.screenshot({ path: salvos[salvos.length - 1] });
      await lgpd.getByRole('button', { name: 'Excluir conta…' }).click();
      await painel.getByRole('dialog', { name: 'Excluir conta e dados' }).waitFor();
      await painel.waitForTimeout(300);
      salvos.push(path.join(DIR as string, `admin-excluir-conta-${w}.png`));
      await painel.screenshot({ path: salvos[salvos.length - 1] });
      await admin.close();
    }
    expect(salvos).toHaveLength(larguras.length * 4);
  }, 120_000);

  it('saves the REST API reference (/api/docs), closed and with an operation open, at both widths', async () => {
    const salvos: string[] = [];
    for (const w of larguras) {
      const page = await (navegadores.get(w) as BrowserContext).newPage();
      await page.goto(`${baseURL}/api/docs`);
      await page.getByRole('heading', { name: 'Vitrine do Sim: API REST' }).waitFor();
      // Reads on a phone: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
      salvos.push(path.join(DIR as string, `api-docs-${w}.png`));
      await page.screenshot({ path: salvos[salvos.length - 1] });
      const login = page.locator('details#post_usuarios_login');
      await login.locator('summary').click();
      await login.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
      salvos.push(path.join(DIR as string, `api-docs-operacao-${w}.png`));
      await login.screenshot({ path: salvos[salvos.length - 1] });
      await page.close();
    }
    expect(salvos).toHaveLength(larguras.length * 2);
  }, 120_000);
});
