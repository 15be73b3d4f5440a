import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../e2e/server.js';
import { createPostgresTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario, type TestUser } from '../helpers/factories.js';
import { clienteJson, NAVEGADOR, resolverCaptcha } from '../helpers/http.js';

// Issue 19: two app processes on one PostgreSQL behave as one app. Each process has its own
// DATA_DIR (as on two machines); what they must share comes from the environment: the database,
// the public address (the tracking visitor hash and the e-mail links use it) and ALTCHA_HMAC_KEY
// (a challenge signed by one process is checked by the other).

const LIMITE_LOGIN = 4;
const AMBIENTE = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'http://vitrine.teste',
  ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'error',
  DATABASE_POOL_SIZE: '4',
  RATE_LIMIT_LOGIN_EMAIL: `${LIMITE_LOGIN}/600`,
};

let banco: TestDb;
let a: RunningServer;
let b: RunningServer;
let dono: TestUser;
let fornecedor: { id: number; slug: string };

beforeAll(async () => {
  banco = await createPostgresTestDb();
  dono = await createUsuario(banco.deps, { tipo: 'anunciante' });
  fornecedor = await createFornecedor(banco.deps, dono.id, { nome_empresa: 'Buffet Aurora Dourada' });
  // The addresses the click tests send: a click counts only towards the supplier's own links.
  const categoria = await banco.deps.db.selectFrom('categorias_link').select('id').executeTakeFirstOrThrow();
  await banco.deps.db
    .insertInto('fornecedor_links')
    .values(
      ['https://aurora.com.br', 'https://instagram.com/aurora', ...URLS_SIMULTANEAS].map((url) => ({
        fornecedor_id: fornecedor.id,
        categoria_id: categoria.id,
        url,
        created_at: new Date().toISOString(),
      })),
    )
    .execute();
  const ambiente = { ...AMBIENTE, DATABASE_URL: banco.env.databaseUrl as string };
  [a, b] = await Promise.all([startServer(ambiente), startServer(ambiente)]);
}, 60_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await banco?.cleanup();
});

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const URLS_SIMULTANEAS = Array.from({ length: 8 }, (_, i) => `https://aurora.com.br/ao-mesmo-tempo-${i}`);

describe('two app processes on one PostgreSQL', () => {
  it('a showcase renamed through A is found by its new name through B within 1 s', async () => {
    const naA = clienteJson(a.baseURL);
    const naB = clienteJson(b.baseURL);
    // B has answered with the old name first: its in-memory index must move, not be built fresh.
    const antes = await naB.request('GET', '/api/fornecedores/busca?q=aurora');
    expect(ids(antes.json.rows)).toEqual([fornecedor.id]);

    const login = await naA.request('POST', '/api/usuarios/login', {
      body: { email: dono.email, senha: dono.senha },
    });
    expect(login.status).toBe(200);
    const renomear = await naA.request('PUT', `/api/fornecedores/${fornecedor.id}/partial`, {
      body: { nome_empresa: 'Cerimonial Zimbório Lilás' },
    });
    expect(renomear.status).toBe(200);

    const confirmado = performance.now();
    let achadoEmMs: number | null = null;
    while (performance.now() - confirmado < 1000) {
      const busca = await naB.request('GET', '/api/fornecedores/busca?q=zimborio');
      if (ids(busca.json.rows).includes(fornecedor.id)) {
        achadoEmMs = performance.now() - confirmado;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    console.info(`renomeada em A, achada em B pelo nome novo em ${achadoEmMs?.toFixed(0) ?? '> 1000'} ms`);
    expect(achadoEmMs).not.toBeNull();
    expect(achadoEmMs).toBeLessThan(1000);
    expect((await naB.request('GET', '/api/fornecedores/busca?q=aurora')).json.total).toBe(0);
  });

  it('login attempts over both processes hit one limit', async () => {
    const alvo = await createUsuario(banco.deps, { tipo: 'cliente' });
    const clientes = [clienteJson(a.baseURL), clienteJson(b.baseURL)];
    const tentar = (i: number) =>
      clientes[i % 2].request('POST', '/api/usuarios/login', {
        body: { email: alvo.email, senha: 'chute-errado' },
      });
    // LIMITE_LOGIN wrong passwords in all, half on each process: under each one's own limit.
    for (let i = 0; i < LIMITE_LOGIN; i++) expect((await tentar(i)).status).toBe(401);
    // The account's failures are shared: the next try, on either process, must bring a captcha.
    for (const i of [LIMITE_LOGIN, LIMITE_LOGIN + 1]) {
      const res = await tentar(i);
      expect(res.status).toBe(429);
      expect(res.json.code).toBe('CAPTCHA_REQUIRED');
    }
    // With one, the shared per-address limit answers (counted only for tries that passed the captcha).
    const recaptchaToken = await resolverCaptcha(clientes[1].request);
    const res = await clientes[1].request('POST', '/api/usuarios/login', {
      body: { email: alvo.email, senha: 'chute-errado', recaptchaToken },
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.json.message).toMatch(
      /^Muitas tentativas em pouco tempo\. Aguarde \d+ minutos? e tente novamente\.$/,
    );
  });

  it('a captcha payload used on A is refused on B', async () => {
    const naA = clienteJson(a.baseURL);
    const naB = clienteJson(b.baseURL);
    const mensagem = (recaptchaToken: string) => ({
      body: {
        nome: 'Marina Albuquerque',
        email: 'marina@fotografiaflor.com.br',
        assunto: 'Parceria',
        mensagem: 'Gostaria de anunciar a minha assessoria.',
        recaptchaToken,
      },
    });
    // A challenge from A solves B's form: the processes share the key, so the refusal below is
    // the replay and not a foreign signature.
    const deA = await resolverCaptcha(naA.request);
    expect((await naB.request('POST', '/api/contato', mensagem(deA))).status).toBe(201);

    const payload = await resolverCaptcha(naA.request);
    expect((await naA.request('POST', '/api/contato', mensagem(payload))).status).toBe(201);
    const replay = await naB.request('POST', '/api/contato', mensagem(payload));
    expect(replay.status).toBe(400);
    expect(replay.json).toMatchObject({
      code: 'RECAPTCHA_VALIDATION_FAILED',
      message: 'Verificação de segurança falhou. Tente novamente.',
    });
    const guardadas = await banco.deps.db.selectFrom('mensagens_contato').select('id').execute();
    expect(guardadas).toHaveLength(2);
  });

  it('page views sent to both processes are counted once each', async () => {
    const visitante = { userAgent: `${NAVEGADOR} contagem` };
    const [naA, naB] = [clienteJson(a.baseURL, visitante), clienteJson(b.baseURL, visitante)];
    const vista = (pagina: string) => ({
      body: { page_type: 'artigo_blog', url: `/blog/${pagina}`, referrer: null },
    });
    const contado = async (cliente: typeof naA, pagina: string) => {
      const res = await cliente.request('POST', '/api/access-logs/page-view', vista(pagina));
      expect(res.status).toBe(202);
      return res.json.contado as boolean;
    };

    // The same visitor, page and day on A then on B: counted once.
    expect(await contado(naA, 'casamento-no-campo')).toBe(true);
    expect(await contado(naB, 'casamento-no-campo')).toBe(false);
    expect(await contado(naA, 'casamento-no-campo')).toBe(false);
    // Distinct pages, one on each: each counted.
    expect(await contado(naB, 'buffet-infantil')).toBe(true);
    expect(await contado(naA, 'decoracao-rustica')).toBe(true);
    // The same page by another visitor (another browser) on B: counted.
    const outro = clienteJson(b.baseURL, { userAgent: `${NAVEGADOR} outro` });
    expect(await contado(outro, 'casamento-no-campo')).toBe(true);

    const linhas = await banco.deps.db
      .selectFrom('page_views')
      .select(['url', 'contado', 'motivo_descartado'])
      .where('url', 'like', '/blog/%')
      .orderBy('id')
      .execute();
    const contadas = linhas.filter((l) => l.contado === 1).map((l) => l.url);
    expect(contadas.sort()).toEqual([
      '/blog/buffet-infantil',
      '/blog/casamento-no-campo',
      '/blog/casamento-no-campo',
      '/blog/decoracao-rustica',
    ]);
    expect(linhas.filter((l) => l.contado === 0).map((l) => l.motivo_descartado)).toEqual([
      'repetido',
      'repetido',
    ]);
  });

  it('a link click repeated on the other process within 2 s is not counted again', async () => {
    const visitante = { userAgent: `${NAVEGADOR} clique` };
    const [naA, naB] = [clienteJson(a.baseURL, visitante), clienteJson(b.baseURL, visitante)];
    const clique = (url: string) => ({
      body: { fornecedor_id: fornecedor.id, url, link_type: 'site', origem_page_type: 'fornecedor' },
    });
    const contado = async (cliente: typeof naA, url: string) => {
      const res = await cliente.request('POST', '/api/access-logs/link-click', clique(url));
      expect(res.status).toBe(202);
      return res.json.contado as boolean;
    };
    expect(await contado(naA, 'https://aurora.com.br')).toBe(true);
    expect(await contado(naB, 'https://aurora.com.br')).toBe(false);
    expect(await contado(naB, 'https://instagram.com/aurora')).toBe(true);
  });

  it('the same page view sent to both processes at the same moment is counted once', async () => {
    const visitante = { userAgent: `${NAVEGADOR} simultaneo` };
    const [naA, naB] = [clienteJson(a.baseURL, visitante), clienteJson(b.baseURL, visitante)];
    const paginas = Array.from({ length: 8 }, (_, i) => `/blog/ao-mesmo-tempo-${i}`);
    for (const url of paginas) {
      const corpo = { body: { page_type: 'artigo_blog', url, referrer: null } };
      const respostas = await Promise.all([
        naA.request('POST', '/api/access-logs/page-view', corpo),
        naB.request('POST', '/api/access-logs/page-view', corpo),
      ]);
      expect(respostas.map((r) => r.status)).toEqual([202, 202]);
    }
    const contadas = await banco.deps.db
      .selectFrom('page_views')
      .select('url')
      .where('url', 'like', '/blog/ao-mesmo-tempo-%')
      .where('contado', '=', 1)
      .execute();
    expect(contadas.map((l) => l.url).sort()).toEqual(paginas.sort());
  });

  it('the same link click sent to both processes at the same moment is counted once', async () => {
    const visitante = { userAgent: `${NAVEGADOR} clique simultaneo` };
    const [naA, naB] = [clienteJson(a.baseURL, visitante), clienteJson(b.baseURL, visitante)];
    const urls = [...URLS_SIMULTANEAS];
    for (const url of urls) {
      const corpo = { body: { fornecedor_id: fornecedor.id, url, link_type: 'site' } };
      const respostas = await Promise.all([
        naA.request('POST', '/api/access-logs/link-click', corpo),
        naB.request('POST', '/api/access-logs/link-click', corpo),
      ]);
      expect(respostas.map((r) => r.status)).toEqual([202, 202]);
    }
    const contados = await banco.deps.db
      .selectFrom('link_clicks')
      .select('url')
      .where('url', 'like', 'https://aurora.com.br/ao-mesmo-tempo-%')
      .where('contado', '=', 1)
      .execute();
    expect(contados.map((l) => l.url).sort()).toEqual(urls.sort());
  });
});
