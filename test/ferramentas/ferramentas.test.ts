// What tools written by others read: robots.txt, /favicon.ico, the blog's RSS feed, a showcase's
// JSON-LD, and where the blog's call to action leads.
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TAGS_POR_CATEGORIA } from '../../db/seed/taxonomy.js';
import { telefoneInternacional } from '../../server/seo/json-ld.js';
import { artigos } from '../../shared/blog.js';
import * as entryServer from '../../src/entry-server.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';
import { fakeBuild, httpClient, ORIGIN } from '../helpers/http.js';

let t: TestDb;
let client: ReturnType<typeof httpClient>;
beforeEach(async () => {
  t = await createTestDb();
  client = httpClient(t.deps, fakeBuild(), entryServer);
});
afterEach(() => t.cleanup());

/** Whether a robots.txt forbids a path to every crawler (longest matching rule wins, as Google reads it). */
function bloqueado(robots: string, caminho: string): boolean {
  const regras = robots
    .split('\n')
    .map((l) => l.match(/^(Allow|Disallow):\s*(\S*)/))
    .filter((m): m is RegExpMatchArray => !!m && m[2] !== '')
    .filter((m) => caminho.startsWith(m[2]))
    .sort((a, b) => b[2].length - a[2].length);
  return regras[0]?.[1] === 'Disallow';
}

describe('robots.txt', () => {
  it('closes the private areas and tools themselves, not only below them, and leaves the public pages open', async () => {
    const robots = (await client.request('GET', '/robots.txt')).text;
    for (const p of [
      '/perfil',
      '/perfil/editar',
      '/admin',
      '/admin/usuarios',
      '/padroes',
      '/exemplo-tracking',
      '/teste-upload',
      '/fornecedores/novo',
      '/fornecedores/editar/3',
      '/edita-vitrine-fornecedor',
      '/api/fornecedores',
    ]) {
      expect(bloqueado(robots, p), p).toBe(true);
    }
    for (const p of [
      '/',
      '/fornecedores',
      '/fornecedores/12',
      '/solucao/lumen',
      '/blog/1',
      '/blog/feed.xml',
      '/sobre',
    ]) {
      expect(bloqueado(robots, p), p).toBe(false);
    }
  });
});

describe('/favicon.ico', () => {
  it('answers an icon with 16, 32 and 48 px images', async () => {
    const app = httpClient(t.deps, path.resolve(import.meta.dirname, '../../public')).app;
    const res = await app.request(`${ORIGIN}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/x-icon');
    const ico = Buffer.from(await res.arrayBuffer());
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const tamanhos = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico.readUInt8(6 + 16 * i));
    expect(tamanhos).toEqual([16, 32, 48]);
    const primeiro = ico.readUInt32LE(6 + 12);
    expect(ico.subarray(primeiro, primeiro + 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
  });
});

describe('the blog feed', () => {
  it('is RSS 2.0 with absolute links, RFC 822 dates, guids and the channel fields, linked from the blog', async () => {
    const res = await client.request('GET', '/blog/feed.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(XMLValidator.validate(res.text)).toBe(true);
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(res.text);
    expect(xml.rss['@version']).toBe('2.0');
    const canal = xml.rss.channel;
    expect(canal.title).toBe('Blog | Vitrine do Sim');
    expect(canal.link).toBe(`${ORIGIN}/blog`);
    expect(canal.description.length).toBeGreaterThan(20);
    expect(canal.language).toBe('pt-BR');
    expect(canal['atom:link']).toMatchObject({ '@href': `${ORIGIN}/blog/feed.xml`, '@rel': 'self' });
    const rfc822 =
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
    expect(canal.lastBuildDate).toMatch(rfc822);
    expect(canal.item).toHaveLength(artigos.length);
    for (const item of canal.item) {
      const artigo = artigos.find((a) => item.link === `${ORIGIN}/blog/${a.id}`);
      expect(artigo, item.link).toBeDefined();
      expect(item.title).toBe(artigo!.title);
      expect(item.guid).toMatchObject({ '#text': item.link, '@isPermaLink': 'true' });
      expect(item.pubDate).toMatch(rfc822);
      // midnight in Brasília of the article's day
      expect(new Date(item.pubDate).toISOString()).toBe(new Date(`${artigo!.date}T03:00:00Z`).toISOString());
      expect(item.description.length).toBeGreaterThan(50);
    }
    // newest first
    const datas = canal.item.map((i: { pubDate: string }) => Date.parse(i.pubDate));
    expect([...datas].sort((a, b) => b - a)).toEqual(datas);

    const alternativo = `<link rel="alternate" type="application/rss+xml" title="Blog | Vitrine do Sim" href="${ORIGIN}/blog/feed.xml" />`;
    for (const p of ['/blog', '/blog/1'])
      expect((await client.request('GET', p)).text, p).toContain(alternativo);
  });
});

describe('JSON-LD of a showcase', () => {
  async function ldDe(caminho: string) {
    const html = (await client.request('GET', caminho)).text;
    return JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]);
  }

  it('has the address from its state tags and the telephone in +55 form from its links', async () => {
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    const f = await createFornecedor(t.deps, dono.id, {
      slug: 'contabil-mg',
      telefone: null,
      tags: ['Contador', 'MG', 'SP', 'Online'],
    });
    const wa = await t.deps.db
      .selectFrom('categorias_link')
      .select('id')
      .where('nome', '=', 'whatsapp')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('fornecedor_links')
      .values({
        fornecedor_id: f.id,
        categoria_id: wa.id,
        url: 'https://wa.me/5531991234567',
        texto_tela: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const ld = await ldDe(`/fornecedores/${f.id}`);
    expect(ld.address).toEqual({ '@type': 'PostalAddress', addressCountry: 'BR', addressRegion: 'MG' });
    expect(ld.areaServed).toEqual([
      { '@type': 'State', name: 'Minas Gerais' },
      { '@type': 'State', name: 'São Paulo' },
    ]);
    expect(ld.telephone).toBe('+55 31 99123-4567');

    const nacional = await createFornecedor(t.deps, dono.id, {
      telefone: '(11) 3222-4567',
      tags: ['Brasil'],
    });
    const ld2 = await ldDe(`/fornecedores/${nacional.id}`);
    expect(ld2.address).toEqual({ '@type': 'PostalAddress', addressCountry: 'BR' });
    expect(ld2.areaServed).toEqual({ '@type': 'Country', name: 'Brasil' });
    expect(ld2.telephone).toBe('+55 11 3222-4567');
  });

  it('reads the usual Brazilian forms of a number and refuses what is not one', () => {
    for (const [entrada, saida] of [
      ['tel:+553132224567', '+55 31 3222-4567'],
      ['tel:(31) 3222-4567', '+55 31 3222-4567'],
      ['https://api.whatsapp.com/send?phone=5531991234567&text=Oi', '+55 31 99123-4567'],
      ['31 99123-4567', '+55 31 99123-4567'],
      ['031 99123-4567', '+55 31 99123-4567'],
      ['+55 (21) 98888-7777', '+55 21 98888-7777'],
    ]) {
      expect(telefoneInternacional(entrada), entrada).toBe(saida);
    }
    for (const ruim of [
      '123',
      'https://instagram.com/5531991234567',
      '00 91234-5678',
      '(31) 1234-5678',
      null,
    ]) {
      expect(telefoneInternacional(ruim), String(ruim)).toBeNull();
    }
  });
});

describe('the blog call to action', () => {
  it('opens the list filtered by the article’s subject, an activity tag of the taxonomy', async () => {
    for (const a of artigos) {
      expect(TAGS_POR_CATEGORIA.Atividade).toContain(a.ctaTag);
      const html = (await client.request('GET', `/blog/${a.id}`)).text;
      const cta = html.slice(html.indexOf('artigo-cta'));
      const href = cta.match(/<a [^>]*href="([^"]+)"/)![1].replace(/&amp;/g, '&');
      expect(href, `artigo ${a.id}`).toBe(`/fornecedores?tag=${encodeURIComponent(a.ctaTag)}`);
    }
  });
});

describe('the Terms of Use index', () => {
  it('each index link names exactly one element, its own section (not the page’s main content)', async () => {
    const html = (await client.request('GET', '/termos-de-uso')).text;
    const indice = [...html.matchAll(/<li><a href="#([\w-]+)">([^<]+)<\/a><\/li>/g)];
    expect(indice.map((m) => m[2])).toContain('Conteúdo do usuário');
    for (const [, id, titulo] of indice) {
      expect(html.split(`id="${id}"`).length - 1, titulo).toBe(1);
      expect(html, titulo).toMatch(new RegExp(`<section id="${id}" aria-labelledby="${id}-titulo"`));
    }
  });
});
