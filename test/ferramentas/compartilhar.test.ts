// Share previews: every public page names a 1200×630 JPEG or PNG (never SVG or WebP) with its size
// and alt text; a showcase's is a card made from its photo, name and rating, kept in the upload
// store (disk or S3) under a version that changes with them.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dadosDoCartao, versaoDoCartao } from '../../server/seo/cartao-fornecedor.js';
import { listFornecedorFiles } from '../../server/uploads/storage.js';
import { artigos } from '../../shared/blog.js';
import * as entryServer from '../../src/entry-server.js';
import { paginasDeOutros, paginasInstitucionais } from '../e2e/paginas-publicas.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';
import { fakeBuild, httpClient, ORIGIN } from '../helpers/http.js';
import { iniciarS3, type S3DeTeste } from '../helpers/s3.js';

const PUBLIC = path.resolve(import.meta.dirname, '../../public');

function metaDe(html: string, propriedade: string): string | null {
  const m = html.match(new RegExp(`<meta (?:property|name)="${propriedade}" content="([^"]*)" />`));
  return m ? m[1].replace(/&amp;/g, '&').replace(/&quot;/g, '"') : null;
}

let t: TestDb;
afterEach(() => t?.cleanup());

/** A showcase with a red square photo in the store and one review of 4. */
async function vitrineComFoto() {
  const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
  const foto = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#d01010' } })
    .jpeg()
    .toBuffer();
  await t.deps.storage.put('fornecedores/900/foto.jpg', foto);
  const f = await createFornecedor(t.deps, dono.id, {
    nome_empresa: 'Contábil Aliança',
    slug: 'contabil-alianca',
    foto_perfil: '/uploads/fornecedores/900/foto.jpg',
  });
  const cliente = await createUsuario(t.deps);
  await (await callerFor(t.deps, cliente)).depoimentos.create({
    fornecedor_id: f.id,
    comentario: 'Bom',
    nota: 4,
  });
  return { dono, f };
}

async function imagemDaPagina(client: ReturnType<typeof httpClient>, caminho: string) {
  const html = (await client.request('GET', caminho)).text;
  return { html, url: metaDe(html, 'og:image')! };
}

describe('share images', () => {
  it('every public page names a 1200×630 JPEG or PNG with its size and alt text', async () => {
    t = await createTestDb();
    const client = httpClient(t.deps, fakeBuild(), entryServer);
    await vitrineComFoto();
    const caminhos = [
      ...paginasDeOutros.map((p) => p.caminho),
      ...paginasInstitucionais.map((p) => p.caminho),
      ...artigos.map((a) => `/blog/${a.id}`),
      '/solucao/contabil-alianca',
    ];
    for (const caminho of caminhos) {
      const { html, url } = await imagemDaPagina(client, caminho);
      expect(url, caminho).toMatch(new RegExp(`^${ORIGIN}/.+\\.(png|jpg)$`));
      expect(metaDe(html, 'og:image:width'), caminho).toBe('1200');
      expect(metaDe(html, 'og:image:height'), caminho).toBe('630');
      expect(metaDe(html, 'og:image:alt')?.length ?? 0, caminho).toBeGreaterThan(10);
      const local = url.slice(ORIGIN.length);
      // Static images from the build's public folder; the showcase's card from the app.
      const bytes = local.startsWith('/images/')
        ? await sharp(path.join(PUBLIC, local)).toBuffer()
        : Buffer.from(await (await client.app.request(`${ORIGIN}${local}`)).arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height, meta.format], caminho).toEqual([
        1200,
        630,
        local.endsWith('.png') ? 'png' : 'jpeg',
      ]);
    }
  });

  it('the institutional pages each have their own description', async () => {
    t = await createTestDb();
    const client = httpClient(t.deps, fakeBuild(), entryServer);
    const vistas = new Map<string, string>();
    for (const p of paginasInstitucionais.filter(
      (x) => !['/padroes', '/anuncie', '/anunciante'].includes(x.caminho),
    )) {
      const d = metaDe((await client.request('GET', p.caminho)).text, 'description')!;
      expect(vistas.get(d), `${p.caminho} repete a descrição de ${vistas.get(d)}`).toBeUndefined();
      vistas.set(d, p.caminho);
    }
    const home = metaDe((await client.request('GET', '/')).text, 'description')!;
    expect(vistas.has(home)).toBe(false);
  });

  it('a showcase card shows its photo, is kept in the store and changes with its name and rating', async () => {
    t = await createTestDb();
    const client = httpClient(t.deps, fakeBuild(), entryServer);
    const { dono, f } = await vitrineComFoto();
    const primeira = (await imagemDaPagina(client, '/solucao/contabil-alianca')).url;
    expect(primeira).toMatch(new RegExp(`^${ORIGIN}/compartilhar/fornecedores/${f.id}/[\\w-]+\\.jpg$`));
    const res = await client.app.request(primeira);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toContain('immutable');
    // the photo's red fills the left square
    const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const i = (315 * info.width + 280) * info.channels;
    expect([data[i] > 180, data[i + 1] < 60, data[i + 2] < 60]).toEqual([true, true, true]);
    const guardados = (await t.deps.storage.list(`fornecedores/${f.id}/`)).map((o) => o.key);
    expect(guardados).toEqual([
      expect.stringMatching(new RegExp(`^fornecedores/${f.id}/compartilhar/[\\w-]+\\.jpg$`)),
    ]);
    // not among the owner's files (data export, diagnostics)
    expect(await listFornecedorFiles(t.deps.storage, f.id)).toEqual([]);

    // a new name (and with it a new slug): a new address; the old one points to it; the old card
    // leaves the store
    await (await callerFor(t.deps, dono)).fornecedores.atualizarParcial({
      id: f.id,
      dados: { nome_empresa: 'Aliança Contábil' },
    });
    const pagina = `/fornecedores/${f.id}`;
    const segunda = (await imagemDaPagina(client, pagina)).url;
    expect(segunda).not.toBe(primeira);
    const antiga = await client.app.request(primeira);
    expect(antiga.status).toBe(302);
    expect(`${ORIGIN}${antiga.headers.get('location')}`).toBe(segunda);
    expect((await client.app.request(segunda)).status).toBe(200);
    const agora = (await t.deps.storage.list(`fornecedores/${f.id}/`)).map((o) => o.key);
    expect(agora).toHaveLength(1);
    expect(agora[0]).not.toBe(guardados[0]);

    // a new review changes the rating, hence the card
    const outro = await createUsuario(t.deps);
    await (await callerFor(t.deps, outro)).depoimentos.create({
      fornecedor_id: f.id,
      comentario: 'Ótimo',
      nota: 5,
    });
    expect((await imagemDaPagina(client, pagina)).url).not.toBe(segunda);
    // unknown showcase or malformed address: 404
    expect((await client.app.request(`${ORIGIN}/compartilhar/fornecedores/99999/abc.jpg`)).status).toBe(404);
    expect((await client.app.request(`${ORIGIN}/compartilhar/fornecedores/${f.id}/..%2Fx.jpg`)).status).toBe(
      404,
    );
  });

  it('the version changes with the photo, the name and the rating, and with nothing else', () => {
    const base = {
      nome_empresa: 'Lumen',
      foto_perfil: '/uploads/a.webp',
      avaliacao_total: 2,
      avaliacao_soma: 9,
    };
    const v = versaoDoCartao(dadosDoCartao(base), 'Vitrine do Sim');
    expect(versaoDoCartao(dadosDoCartao({ ...base }), 'Vitrine do Sim')).toBe(v);
    for (const mudanca of [
      { foto_perfil: '/uploads/b.webp' },
      { nome_empresa: 'Lumen 2' },
      { avaliacao_soma: 10 },
    ]) {
      expect(versaoDoCartao(dadosDoCartao({ ...base, ...mudanca }), 'Vitrine do Sim')).not.toBe(v);
    }
  });

  describe('with the uploads in an S3 bucket', () => {
    let s3: S3DeTeste;
    beforeAll(async () => {
      s3 = await iniciarS3('vitrine-cartoes');
    });
    afterAll(() => s3.parar());

    it('the card is made from the photo in the bucket and kept there', async () => {
      t = await createTestDb(s3.env);
      expect(t.deps.storage.tipo).toBe('s3');
      const client = httpClient(t.deps, fakeBuild(), entryServer);
      const { f } = await vitrineComFoto();
      const url = (await imagemDaPagina(client, '/solucao/contabil-alianca')).url;
      expect((await client.app.request(url)).status).toBe(200);
      const chaves = (await t.deps.storage.list(`fornecedores/${f.id}/`)).map((o) => o.key);
      expect(chaves).toEqual([expect.stringMatching(/\/compartilhar\/[\w-]+\.jpg$/)]);
    });
  });
});

describe('text in the card without system fonts', () => {
  it('the brand fonts draw the text the same with and without the machine’s fonts', () => {
    // A fontconfig with no font folder: what a CI runner or a slim container has.
    const pasta = mkdtempSync(path.join(os.tmpdir(), 'vs-sem-fontes-'));
    writeFileSync(
      path.join(pasta, 'fonts.conf'),
      `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><cachedir>${pasta}/cache</cachedir></fontconfig>`,
    );
    const script = `
      import sharp from 'sharp';
      import { fonteParaImagem } from './server/seo/fontes-imagem.ts';
      const larguras = [];
      for (const f of ['titulo', 'texto', 'destaque']) {
        const { arquivo, pango } = fonteParaImagem(f);
        const r = await sharp({ text: { text: 'Contábil Aliança · 4,5 avaliações', font: pango + ' 40', fontfile: arquivo, dpi: 72 } }).toBuffer({ resolveWithObject: true });
        larguras.push([r.info.width, r.info.height]);
      }
      console.log(JSON.stringify(larguras));`;
    const medir = (env: NodeJS.ProcessEnv) =>
      JSON.parse(
        execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
          cwd: path.resolve(import.meta.dirname, '../..'),
          env,
          encoding: 'utf8',
        }),
      ) as [number, number][];
    const semFontes = medir({ ...process.env, FONTCONFIG_FILE: path.join(pasta, 'fonts.conf') });
    const comFontes = medir(process.env);
    // Without fonts, a missing font would draw empty boxes about 12 px tall.
    for (const [, altura] of semFontes) expect(altura).toBeGreaterThan(35);
    // The same size (hinting settings may move a pixel): the machine's fonts (DejaVu here, some
    // 20% wider) never stood in for the brand's.
    comFontes.forEach(([largura, altura], i) => {
      expect(Math.abs(largura - semFontes[i][0]), `fonte ${i}`).toBeLessThanOrEqual(3);
      expect(Math.abs(altura - semFontes[i][1]), `fonte ${i}`).toBeLessThanOrEqual(3);
    });
    expect(existsSync(pasta)).toBe(true);
  });
});
