import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { largurasPara, srcsetDe, urlVariante } from '../../server/schemas/imagens.js';
import { gerarVariantesFaltantes } from '../../server/services/vitrine.variantes.service.js';
import { saveFornecedorFile, type UploadStorage } from '../../server/uploads/storage.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { httpClient } from '../helpers/http.js';
import {
  arquivo,
  arquivosDe,
  enviosDoDono,
  jpegComExif,
  mp4Falso,
  multipart,
  type Pessoas,
  pessoas,
  png,
} from './setup.js';

/** Width and format of a stored file, read back with sharp. */
async function medir(t: TestDb, url: string) {
  const m = await sharp(path.join(t.dataDir, url)).metadata();
  return { largura: m.width, formato: m.format };
}

const base = (url: string) => path.basename(url, path.extname(url));

describe('responsive variants of uploaded photos', () => {
  let t: TestDb;
  let p: Pessoas;
  let client: ReturnType<typeof httpClient>;
  beforeEach(async () => {
    t = await createTestDb();
    p = await pessoas(t);
    client = httpClient(t.deps);
  });
  afterEach(() => t.cleanup());

  const galeria = (f: File) => enviosDoDono(client, p).galeria(f);
  const fotoPerfil = (f: File) => enviosDoDono(client, p).fotoPerfil(f);
  const detalhe = async () => (await callerFor(t.deps)).fornecedores.detail({ id: p.fornecedorId });

  it('widths: the ladder below the original, then one at min(original, 1280); never upscaled', () => {
    expect(largurasPara(1920)).toEqual([320, 640, 1280]);
    expect(largurasPara(1280)).toEqual([320, 640, 1280]);
    expect(largurasPara(800)).toEqual([320, 640, 800]);
    expect(largurasPara(400)).toEqual([320, 400]);
    expect(largurasPara(320)).toEqual([320]);
    expect(largurasPara(50)).toEqual([50]);
    expect(urlVariante('/uploads/fornecedores/3/ab12.jpg', 640)).toBe(
      '/uploads/fornecedores/3/ab12-w640.webp',
    );
    expect(srcsetDe('/uploads/fornecedores/3/ab12.jpg', [320, 640])).toBe(
      '/uploads/fornecedores/3/ab12-w320.webp 320w, /uploads/fornecedores/3/ab12-w640.webp 640w',
    );
    expect(srcsetDe('/uploads/fornecedores/3/ab12.jpg', [])).toBeUndefined();
    expect(srcsetDe('/images/placeholder.jpg', [320])).toBeUndefined();
  });

  it('an uploaded profile photo and gallery image get WebP variants at their widths, listed by the API', async () => {
    const res = await fotoPerfil(arquivo(await jpegComExif(1600, 1000), 'grande.jpg', 'image/jpeg'));
    expect(res.status).toBe(200);
    const url = res.json.fornecedor.foto_perfil as string;
    for (const w of [320, 640, 1280])
      expect(await medir(t, urlVariante(url, w))).toEqual({ largura: w, formato: 'webp' });
    // The original stays as uploaded (re-encoded, 1600 wide); the variants sit beside it.
    expect(await medir(t, url)).toEqual({ largura: 1600, formato: 'jpeg' });
    expect(arquivosDe(t, p.fornecedorId).sort()).toEqual(
      [`${base(url)}.jpg`, ...[1280, 320, 640].map((w) => `${base(url)}-w${w}.webp`)].sort(),
    );

    const g = await galeria(arquivo(await png(500, 300), 'media.png', 'image/png'));
    expect(g.status).toBe(200);
    const gUrl = g.json.midia.midia_url as string;
    expect(await medir(t, urlVariante(gUrl, 320))).toEqual({ largura: 320, formato: 'webp' });
    expect(await medir(t, urlVariante(gUrl, 500))).toEqual({ largura: 500, formato: 'webp' });

    const d = await detalhe();
    expect(d.foto_perfil).toBe(url);
    expect(d.foto_perfil_larguras).toEqual([320, 640, 1280]);
    expect(d.galeria.map((m) => m.larguras)).toEqual([[320, 500]]);
    const lista = await (await callerFor(t.deps)).fornecedores.list({});
    expect(lista.itens.find((c) => c.id === p.fornecedorId)?.foto_perfil_larguras).toEqual([320, 640, 1280]);
  });

  it('replacing the photo, removing a gallery item and deleting the showcase leave no variant behind', async () => {
    const a = await fotoPerfil(arquivo(await png(700, 700), 'a.png', 'image/png'));
    const urlA = a.json.fornecedor.foto_perfil as string;
    const g = await galeria(arquivo(await png(900, 600), 'g.png', 'image/png'));
    expect(arquivosDe(t, p.fornecedorId)).toHaveLength(2 + 3 + 3);

    const b = await fotoPerfil(arquivo(await png(300, 300), 'b.png', 'image/png'));
    const urlB = b.json.fornecedor.foto_perfil as string;
    expect(arquivosDe(t, p.fornecedorId).filter((n) => n.startsWith(base(urlA)))).toEqual([]);
    expect(
      arquivosDe(t, p.fornecedorId)
        .filter((n) => n.startsWith(base(urlB)))
        .sort(),
    ).toEqual([`${base(urlB)}-w300.webp`, `${base(urlB)}.png`]);

    const del = await client.request('DELETE', `/api/galerias/${g.json.midia.id}`, { token: p.tokens.dono });
    expect(del.status).toBe(200);
    expect(arquivosDe(t, p.fornecedorId).sort()).toEqual([`${base(urlB)}-w300.webp`, `${base(urlB)}.png`]);

    const fim = await client.request('DELETE', `/api/fornecedores/${p.fornecedorId}`, {
      token: p.tokens.admin,
    });
    expect(fim.status).toBe(200);
    expect(arquivosDe(t, p.fornecedorId)).toEqual([]);
  });

  it('videos, animations and rich-text images get no variants (the original is the only source)', async () => {
    const v = await galeria(arquivo(mp4Falso(), 'v.mp4', 'video/mp4'));
    expect(v.status).toBe(200);
    // Two 400x300 frames: wide enough for variants if it were a still image.
    const quadros = Buffer.alloc(400 * 600 * 3, 90);
    quadros.fill(200, 0, 400 * 300 * 3);
    const animado = await sharp(quadros, { raw: { width: 400, height: 600, channels: 3, pageHeight: 300 } })
      .gif({ loop: 0, delay: [100, 100] })
      .toBuffer();
    const a = await galeria(arquivo(animado, 'a.gif', 'image/gif'));
    expect(a.status).toBe(200);
    const form = new FormData();
    form.append('imagem', arquivo(await png(800, 600), 'c.png', 'image/png'));
    const c = await multipart(
      client,
      'POST',
      `/api/fornecedores/${p.fornecedorId}/imagens`,
      form,
      p.tokens.dono,
    );
    expect(c.status).toBe(201);
    expect(arquivosDe(t, p.fornecedorId).filter((n) => n.includes('-w'))).toEqual([]);
    expect((await detalhe()).galeria.map((m) => m.larguras)).toEqual([[], []]);
  });

  it('a failure while writing the variants removes the original and the variants already written', async () => {
    const real = t.deps.storage;
    // The original and its first variant are written; the second variant fails.
    let escritas = 0;
    const falha: UploadStorage = {
      ...real,
      async put(key, dados) {
        if (++escritas === 3) throw new Error('disco cheio');
        return real.put(key, dados);
      },
    };
    t.deps = { ...t.deps, storage: falha };
    client = httpClient(t.deps);
    const res = await galeria(arquivo(await png(900, 600), 'g.png', 'image/png'));
    expect(res.status).toBe(500);
    expect(escritas).toBe(3);
    expect(arquivosDe(t, p.fornecedorId)).toEqual([]);
    expect((await detalhe()).galeria).toEqual([]);
  });

  it('images:variantes writes the missing variants of older uploads once, and the pages list them', async () => {
    // Uploads from before migration 017: files on disk, no widths recorded.
    const antiga = await saveFornecedorFile(
      t.deps.storage,

      p.fornecedorId,
      'jpg',
      await jpegComExif(1000, 800),
    );
    const antigaGaleria = await saveFornecedorFile(
      t.deps.storage,
      p.fornecedorId,
      'png',
      await png(600, 400),
    );
    await t.deps.db
      .updateTable('fornecedores')
      .set({ foto_perfil: antiga })
      .where('id', '=', p.fornecedorId)
      .execute();
    await t.deps.db
      .insertInto('galeria_midias')
      .values({
        fornecedor_id: p.fornecedorId,
        midia_url: antigaGaleria,
        tipo: 'imagem',
        tamanho_bytes: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
    const antes = await detalhe();
    expect(antes.foto_perfil_larguras).toEqual([]);

    expect(await gerarVariantesFaltantes(t.deps)).toEqual({ fotos: 1, galeria: 1, falhas: 0 });
    expect(await medir(t, urlVariante(antiga, 1000))).toEqual({ largura: 1000, formato: 'webp' });
    expect(await medir(t, urlVariante(antigaGaleria, 600))).toEqual({ largura: 600, formato: 'webp' });
    const depois = await detalhe();
    expect(depois.foto_perfil_larguras).toEqual([320, 640, 1000]);
    expect(depois.galeria.map((m) => m.larguras)).toEqual([[320, 600]]);

    const arquivos = arquivosDe(t, p.fornecedorId).sort();
    expect(await gerarVariantesFaltantes(t.deps)).toEqual({ fotos: 0, galeria: 0, falhas: 0 });
    expect(arquivosDe(t, p.fornecedorId).sort()).toEqual(arquivos);
  });
});
