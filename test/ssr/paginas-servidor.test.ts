// Server-rendered public pages: the raw HTML, with no browser, carries each page's real
// content; data in it cannot break out of its script; it is the same for every visitor (ETag/304).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pluginBench } from '../../scripts/bench/plugin.js';
import { SEMENTES_POR_JANELA } from '../../server/ssr/render.js';
import * as entryServer from '../../src/entry-server.js';
import { ID_ESTADO_INICIAL } from '../../src/lib/estado-inicial.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario, loginAs } from '../helpers/factories.js';
import { fakeBuild, httpClient } from '../helpers/http.js';

const XSS = '</script><script>alert(1)</script><!--';

let t: TestDb;
let client: ReturnType<typeof httpClient>;
let dono: Awaited<ReturnType<typeof createUsuario>>;

beforeEach(async () => {
  t = await createTestDb();
  client = httpClient(t.deps, fakeBuild(), entryServer);
  dono = await createUsuario(t.deps, { tipo: 'anunciante', nome: 'Dona da Vitrine' });
});
afterEach(() => t.cleanup());

/** The JSON the client hydrates from, parsed as the browser would read it. */
function estadoDaPagina(html: string) {
  const m = html.match(
    new RegExp(`<script type="application/json" id="${ID_ESTADO_INICIAL}">(.*?)</script>`, 's'),
  );
  expect(m, 'estado inicial na página').not.toBeNull();
  return JSON.parse(m![1]);
}

/** The page's visible markup (inside #root), without the hydration state. */
function raiz(html: string): string {
  return html.slice(html.indexOf('<div id="root">'), html.indexOf(`<script type="application/json"`));
}

describe('server-rendered public pages', () => {
  it('the home page and the list carry the suppliers, with their data ready for the client', async () => {
    await createFornecedor(t.deps, dono.id, {
      nome_empresa: 'Contábil Aliança',
      tags: ['Contador', 'para Todos'],
    });
    await createFornecedor(t.deps, dono.id, { nome_empresa: 'Laço Jurídico', tags: ['Advogado', 'Brasil'] });

    const home = await client.request('GET', '/');
    expect(home.status).toBe(200);
    expect(raiz(home.text)).toContain('Contábil Aliança');
    const lista = await client.request('GET', '/fornecedores');
    expect(lista.status).toBe(200);
    expect(raiz(lista.text)).toContain('Contábil Aliança');
    expect(raiz(lista.text)).toContain('Laço Jurídico');
    // the list query and the taxonomy are in the page, under the keys the client asks for
    const chaves = estadoDaPagina(lista.text).consultas.queries.map((q: { queryKey: unknown }) =>
      JSON.stringify(q.queryKey),
    );
    expect(chaves.some((k: string) => k.includes('"list"'))).toBe(true);
    expect(chaves.some((k: string) => k.includes('"tags"'))).toBe(true);
  });

  it('a filtered list from the address shows only the matches, with the right count', async () => {
    await createFornecedor(t.deps, dono.id, { nome_empresa: 'Contábil Aliança', tags: ['Contador'] });
    await createFornecedor(t.deps, dono.id, { nome_empresa: 'Rota Contábil MEI', tags: ['Contador'] });
    await createFornecedor(t.deps, dono.id, { nome_empresa: 'Laço Jurídico', tags: ['Advogado'] });
    const res = await client.request('GET', '/fornecedores?tag=Contador');
    const html = raiz(res.text);
    expect(html).toContain('Contábil Aliança');
    expect(html).toContain('Rota Contábil MEI');
    expect(html).not.toContain('Laço Jurídico');
    expect(html).toMatch(/Mostrando (<!-- -->)?2(<!-- -->)? de (<!-- -->)?2/);
  });

  it('a supplier page carries the description, the FAQ answers and the testimonials', async () => {
    const f = await createFornecedor(t.deps, dono.id, {
      nome_empresa: 'Estúdio Aurora Contratos',
      slug: 'estudio-aurora',
      descricao_curta: 'Contratos para fotógrafos e buffets.',
      conteudo: '<p>Modelos de contrato revisados por advogadas especialistas em eventos.</p>',
    });
    await t.deps.db
      .insertInto('faqs')
      .values({
        fornecedor_id: f.id,
        pergunta: 'Vocês atendem fora de São Paulo?',
        resposta: 'Sim, atendemos todo o Brasil por videochamada.',
        ordem: 1,
      })
      .execute();
    const cliente = await createUsuario(t.deps, { nome: 'Marina Fotógrafa' });
    await (await callerFor(t.deps, cliente)).depoimentos.create({
      fornecedor_id: f.id,
      nota: 4,
      comentario: 'Contrato claro e entregue em dois dias.',
    });
    for (const url of ['/solucao/estudio-aurora', `/fornecedores/${f.id}`]) {
      const res = await client.request('GET', url);
      expect(res.status).toBe(200);
      const html = raiz(res.text);
      expect(html).toContain('Estúdio Aurora Contratos');
      expect(html).toContain('Modelos de contrato revisados por advogadas especialistas em eventos.');
      expect(html).toContain('Sim, atendemos todo o Brasil por videochamada.');
      expect(html).toContain('Contrato claro e entregue em dois dias.');
    }
  });

  it('the blog article, institutional pages, login and sign-up are rendered too', async () => {
    const artigo = await client.request('GET', '/blog/1');
    expect(artigo.status).toBe(200);
    expect(raiz(artigo.text)).toMatch(/<article|<h1/);
    for (const [url, texto] of [
      ['/sobre', '<h1'],
      ['/login', 'Entrar'],
      ['/cadastro', 'Criar minha conta'],
      ['/contato', 'Fale Conosco'],
      ['/seja-anunciante/advogado', '<h1'],
    ] as const) {
      const res = await client.request('GET', url);
      expect(res.status, url).toBe(200);
      expect(raiz(res.text), url).toContain(texto);
    }
  });

  it('unknown pages and suppliers answer 404 with the app around them; signed-in areas stay client-rendered', async () => {
    for (const url of ['/nao-existe', '/solucao/nao-existe', '/fornecedores/999999']) {
      const res = await client.request('GET', url);
      expect(res.status, url).toBe(404);
      expect(raiz(res.text), url).toContain('Início');
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
    }
    const perfil = await client.request('GET', '/perfil/editar');
    expect(perfil.status).toBe(200);
    expect(perfil.text).toContain('<div id="root"></div>');
  });

  it('bad or unknown addresses answer 404 with the navbar and the not-found page, never a bare parameter error', async () => {
    const enderecos = [
      '/fornecedores/abc',
      '/fornecedores/-1',
      '/fornecedores/0',
      '/fornecedores/1.5',
      '/fornecedores/99999999999999999999',
      '/fornecedores/424242',
      '/solucao/nao-existe',
      '/solucao/%E0%A4%A',
      '/blog/abc',
      '/blog/999',
      '/pagina/que/nao/existe',
    ];
    for (const url of enderecos) {
      const res = await client.request('GET', url);
      const html = raiz(res.text);
      expect(res.status, url).toBe(404);
      expect(html, url).toMatch(/<nav[^>]*aria-label="Principal"/);
      expect(html, url).toContain('class="nao-encontrado-codigo"');
      expect(html, url).toMatch(/<a href="\/" class="btn btn-primario">Voltar para o Início<\/a>/);
      expect(html, url).toMatch(/<a href="\/fornecedores" class="btn btn-secundario">Ver soluções<\/a>/);
      expect(html, url).not.toContain('Parâmetros de rota inválidos');
      expect(html, url).not.toContain('Carregando');
      expect(res.text, url).toContain('<meta name="robots" content="noindex" />');
    }
    // What ends like a file name is a file's 404 (no page for a missing asset).
    const arquivo = await client.request('GET', '/fornecedores/logo.png');
    expect(arquivo.status).toBe(404);
    expect(arquivo.text).toBe('Arquivo não encontrado.');
    const categoria = await client.request('GET', '/seja-anunciante/nao-existe');
    expect(categoria.status).toBe(404);
    expect(raiz(categoria.text)).toContain('Página não encontrada');
  });

  it('script-breaking strings in a supplier stay inert in the markup and in the hydration state', async () => {
    await createFornecedor(t.deps, dono.id, {
      nome_empresa: `Estúdio ${XSS}`,
      slug: 'estudio-xss',
      frase_slogan: XSS,
      descricao_curta: `Descrição ${XSS}`,
    });
    for (const url of ['/solucao/estudio-xss', '/fornecedores', '/']) {
      const res = await client.request('GET', url);
      // the only <script> tags are the app's own: the loader and the JSON state
      const scripts = res.text.match(/<script\b[^>]*>/g) ?? [];
      expect(
        scripts.every(
          (s) => s === '<script defer src="/iniciar.js">' || /type="application\/(ld\+)?json"/.test(s),
        ),
        url,
      ).toBe(true);
      expect(res.text, url).not.toContain('<script>alert(1)');
      const estado = estadoDaPagina(res.text);
      expect(JSON.stringify(estado), url).toContain(XSS);
    }
  });

  it('public HTML carries an ETag and answers 304; a signed-in visitor gets the same bytes as anyone', async () => {
    const admin = await createUsuario(t.deps, {
      tipo: 'admin',
      nome: 'Administradora Secreta',
      email: 'adm@exemplo.com.br',
    });
    await createFornecedor(t.deps, dono.id, {
      nome_empresa: 'Laço Jurídico',
      slug: 'laco',
      tags: ['Advogado'],
    });
    const { token } = await loginAs(t.deps, admin);
    for (const url of ['/solucao/laco', '/sobre', '/blog/1']) {
      const anonimo = await client.request('GET', url);
      const etag = anonimo.headers.get('etag');
      expect(etag, url).toMatch(/^"[\w-]{22}"$/);
      const logado = await client.request('GET', url, { headers: { Cookie: `sessao=${token}` } });
      expect(logado.headers.get('etag'), url).toBe(etag);
      expect(logado.text, url).toBe(anonimo.text);
      expect(logado.text).not.toContain('Administradora Secreta');
      expect(logado.text).not.toContain('adm@exemplo.com.br');
      const again = await client.request('GET', url, { headers: { 'If-None-Match': etag! } });
      expect(again.status, url).toBe(304);
      expect(again.text).toBe('');
    }
  });

  it('repeat views come from the page cache, compressed, and a committed write shows at once', async () => {
    const f = await createFornecedor(t.deps, dono.id, { nome_empresa: 'Laço Jurídico', slug: 'laco' });
    const primeira = await client.request('GET', '/solucao/laco');
    const br = await client.app.request('http://localhost:3000/solucao/laco', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('etag')).toBe(primeira.headers.get('etag'));
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')).toBe(primeira.text);
    // a rename through the service moves the content version: the next view is the new page
    await (await callerFor(t.deps, dono)).fornecedores.atualizarParcial({
      id: f.id,
      dados: { frase_slogan: 'Contratos revisados em 48 horas' },
    });
    const depois = await client.request('GET', '/solucao/laco');
    expect(raiz(depois.text)).toContain('Contratos revisados em 48 horas');
    expect(depois.headers.get('etag')).not.toBe(primeira.headers.get('etag'));
  });

  it('only the bench plugin can skip the page cache, and its HTML floor answers the same bytes', async () => {
    await createFornecedor(t.deps, dono.id, { nome_empresa: 'Laço Jurídico', slug: 'laco' });
    let renders = 0;
    const contando = {
      ...entryServer,
      renderizar: (...a: Parameters<typeof entryServer.renderizar>) => {
        renders++;
        return entryServer.renderizar(...a);
      },
    };
    const semCache = { headers: { 'X-Bench-Sem-Cache': '1' } };
    // a visitor sending the header still gets the cached page, and there is no floor route
    const visitante = httpClient(t.deps, fakeBuild(), contando);
    await visitante.request('GET', '/solucao/laco', semCache);
    await visitante.request('GET', '/solucao/laco', semCache);
    expect(renders).toBe(1);
    expect((await visitante.request('GET', '/__bench/piso-html/detalhe')).status).toBe(404);

    {
      renders = 0;
      const bench = httpClient(t.deps, fakeBuild(), contando, [pluginBench()]);
      const pagina = await bench.app.request('http://localhost:3000/solucao/laco', {
        headers: { 'Accept-Encoding': 'br, gzip' },
      });
      await bench.request('GET', '/solucao/laco', semCache);
      await bench.request('GET', '/solucao/laco', semCache);
      expect(renders).toBe(3);
      // the bypass leaves the cached page in place
      await bench.request('GET', '/solucao/laco');
      expect(renders).toBe(3);

      const corpo = Buffer.from(await pagina.arrayBuffer());
      const cabecalhos = ['content-type', 'content-encoding', 'etag', 'vary', 'cache-control'];
      const registro = await bench.app.request('http://localhost:3000/__bench/piso-html/detalhe', {
        method: 'POST',
        headers: Object.fromEntries(cabecalhos.map((h) => [`x-piso-${h}`, pagina.headers.get(h) ?? ''])),
        body: corpo,
      });
      expect(registro.status).toBe(204);
      const piso = await bench.app.request('http://localhost:3000/__bench/piso-html/detalhe');
      expect(Buffer.from(await piso.arrayBuffer()).equals(corpo)).toBe(true);
      for (const h of cabecalhos) expect(piso.headers.get(h), h).toBe(pagina.headers.get(h));
      expect(piso.headers.get('content-encoding')).toBe('br');
      expect(renders).toBe(3);
    }
  });

  it('the list draws its order from a small pool of seeds per 10 minutes, carried in the page', async () => {
    for (let i = 0; i < 8; i++) await createFornecedor(t.deps, dono.id, { nome_empresa: `Fornecedor ${i}` });
    const sementes = new Set<number>();
    for (let i = 0; i < 40; i++)
      sementes.add(estadoDaPagina((await client.request('GET', '/fornecedores')).text).semente);
    expect(sementes.size).toBeGreaterThan(1);
    expect(sementes.size).toBeLessThanOrEqual(SEMENTES_POR_JANELA);
  });
});
