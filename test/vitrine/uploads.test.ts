import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { urlVariante } from '../../server/schemas/imagens.js';
import { COTA_FORNECEDOR_BYTES, MSG_VIDEO_INVALIDO } from '../../server/uploads/validate.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { httpClient } from '../helpers/http.js';
import {
  arquivo,
  arquivosDe,
  caixaMp4,
  enviosDoDono,
  estadoDoFornecedor,
  FTYP,
  jpegComExif,
  mp4Falso,
  multipart,
  mvhd,
  type Pessoas,
  pessoas,
  png,
} from './setup.js';

describe('showcase uploads', () => {
  let t: TestDb;
  let p: Pessoas;
  let client: ReturnType<typeof httpClient>;
  beforeEach(async () => {
    t = await createTestDb();
    p = await pessoas(t);
    client = httpClient(t.deps);
  });
  afterEach(() => t.cleanup());

  const estado = () => estadoDoFornecedor(t, p.fornecedorId);
  const galeria = (f: File) => enviosDoDono(client, p).galeria(f);
  const fotoPerfil = (f: File) => enviosDoDono(client, p).fotoPerfil(f);
  const lerUpload = (url: string) => readFileSync(path.join(t.dataDir, url));

  it('refuses bad files and writes nothing: wrong bytes, polyglots, oversize, too many pixels, mp4 renamed .jpg', async () => {
    const antes = await estado();
    const jpeg = await jpegComExif();
    const grande = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const pngValido = await png();
    const ruins: [string, File, number][] = [
      [
        'texto com nome de imagem',
        arquivo(Buffer.from('isto não é uma imagem'), 'foto.jpg', 'image/jpeg'),
        415,
      ],
      [
        'html com nome de imagem',
        arquivo(Buffer.from('<html><script>alert(1)</script></html>'), 'foto.png', 'image/png'),
        415,
      ],
      [
        'svg',
        arquivo(
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
          'x.svg',
          'image/svg+xml',
        ),
        415,
      ],
      [
        'poliglota JPEG + HTML',
        arquivo(
          Buffer.concat([
            jpeg.subarray(0, 20),
            Buffer.from('<html><script>alert(1)</script></html>'),
            Buffer.alloc(200),
          ]),
          'p.jpg',
          'image/jpeg',
        ),
        415,
      ],
      [
        'poliglota GIF + JS',
        arquivo(Buffer.from('GIF89a/*\x01\x00\x01\x00*/=alert(1)//;'), 'p.gif', 'image/gif'),
        415,
      ],
      ['imagem truncada', arquivo(pngValido.subarray(0, 40), 't.png', 'image/png'), 415],
      [
        'grande demais',
        arquivo(Buffer.concat([pngValido, Buffer.alloc(11 * 1024 * 1024)]), 'g.png', 'image/png'),
        413,
      ],
      ['pixels demais', arquivo(grande, 'bomba.png', 'image/png'), 413],
      ['mp4 renomeado .jpg', arquivo(mp4Falso(), 'video.jpg', 'image/jpeg'), 415],
    ];
    for (const [nome, file, status] of ruins) {
      const res = await galeria(file);
      expect(res.status, nome).toBe(status);
      expect(res.json.message, nome).toBeTruthy();
      expect(await estado(), nome).toEqual(antes);
    }
    // the profile photo takes images only: an mp4, even named as such, is refused
    for (const [nome, file] of [
      ['mp4 como foto', arquivo(mp4Falso(), 'video.mp4', 'video/mp4')],
      ['mp4 renomeado .jpg como foto', arquivo(mp4Falso(), 'foto.jpg', 'image/jpeg')],
      ['texto como foto', arquivo(Buffer.from('não'), 'foto.jpg', 'image/jpeg')],
    ] as const) {
      const res = await fotoPerfil(file);
      expect(res.status, nome).toBe(415);
      expect(await estado(), nome).toEqual(antes);
    }
    // a body past the route's cap is refused before reading
    const enorme = await fotoPerfil(arquivo(Buffer.alloc(13 * 1024 * 1024), 'enorme.jpg', 'image/jpeg'));
    expect(enorme.status).toBe(413);
    expect(await estado()).toEqual(antes);
  });

  it('re-encodes a good image without EXIF or GPS, at most 1920 px, served with nosniff', async () => {
    const jpeg = await jpegComExif(2400, 1000);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    expect(jpeg.includes(Buffer.from('CameraSecreta'))).toBe(true);
    const res = await galeria(arquivo(jpeg, 'IMG_0001.JPG', 'image/jpeg'));
    expect(res.status).toBe(200);
    expect(res.json.midia).toMatchObject({
      id: expect.any(Number),
      midia_url: expect.stringMatching(/^\/uploads\/fornecedores\/\d+\/[0-9a-f]{32}\.jpg$/),
    });
    const salvo = lerUpload(res.json.midia.midia_url);
    const meta = await sharp(salvo).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(1920);
    expect(salvo.includes(Buffer.from('CameraSecreta'))).toBe(false);
    expect(salvo.includes(Buffer.from('GPS'))).toBe(false);
    const depois = await estado();
    expect(depois.f.midia_bytes).toBe(salvo.length);
    const servido = await client.app.request(`http://localhost:3000${res.json.midia.midia_url}`);
    expect(servido.status).toBe(200);
    expect(servido.headers.get('content-type')).toBe('image/jpeg');
    expect(servido.headers.get('x-content-type-options')).toBe('nosniff');
    // the upload test page's field name works too
    const form = new FormData();
    form.append('foto_perfil', arquivo(await png(), 'teste.png', 'image/png'));
    const teste = await multipart(client, 'PUT', `/api/galerias/${p.fornecedorId}`, form, p.tokens.dono);
    expect(teste.status).toBe(200);
    expect(teste.json.midia.midia_url).toMatch(/\.png$/);
  });

  it('accepts an mp4 in the gallery by its bytes, and says "Vídeo adicionado"', async () => {
    const res = await galeria(arquivo(mp4Falso(), 'video.mp4', 'video/mp4'));
    expect(res.status).toBe(200);
    expect(res.json.midia.midia_url).toMatch(/\.mp4$/);
    expect(res.json.midia.tipo).toBe('video');
    expect(res.json.message).toBe('Vídeo adicionado com sucesso!');
  });

  it('refuses a "video" that is only a header: 415 in Portuguese, nothing stored', async () => {
    const antes = await estado();
    const moov = (m: Buffer) => caixaMp4('moov', caixaMp4('mvhd', m), caixaMp4('trak', Buffer.alloc(8)));
    const ruins: [string, Buffer][] = [
      ['ftyp e <script>', Buffer.concat([FTYP, Buffer.from('<script>alert(1)</script>')])],
      ['ftyp e 20 MB de zeros', Buffer.concat([FTYP, Buffer.alloc(20 * 1024 * 1024)])],
      ['sem moov', Buffer.concat([FTYP, caixaMp4('mdat', Buffer.alloc(64))])],
      ['duração zero', Buffer.concat([FTYP, moov(mvhd(1000, 0)), caixaMp4('mdat', Buffer.alloc(8))])],
      ['escala zero', Buffer.concat([FTYP, moov(mvhd(0, 1000))])],
      ['caixa maior que o arquivo', Buffer.concat([FTYP, moov(mvhd(1000, 1000)), Buffer.from([0, 0, 9, 9])])],
      [
        'moov sem trak',
        Buffer.concat([FTYP, caixaMp4('moov', caixaMp4('mvhd', mvhd(1000, 1000))), caixaMp4('mdat')]),
      ],
    ];
    for (const [nome, dados] of ruins) {
      const res = await galeria(arquivo(dados, 'video.mp4', 'video/mp4'));
      expect(res.status, nome).toBe(415);
      expect(res.json.message, nome).toBe(MSG_VIDEO_INVALIDO);
      expect(await estado(), nome).toEqual(antes);
    }
  });

  it('replacing the profile photo removes the old file and keeps the quota right', async () => {
    const a = await fotoPerfil(arquivo(await png(50, 50), 'a.png', 'image/png'));
    expect(a.status).toBe(200);
    const urlA = a.json.fornecedor.foto_perfil as string;
    // Each photo with its one WebP variant (at its own width: test/vitrine/variantes.test.ts).
    const comVariante = (url: string, w: number) =>
      [path.basename(url), path.basename(urlVariante(url, w))].sort();
    expect(arquivosDe(t, p.fornecedorId).sort()).toEqual(comVariante(urlA, 50));
    const b = await fotoPerfil(arquivo(await jpegComExif(), 'b.jpg', 'image/jpeg'));
    expect(b.status).toBe(200);
    const urlB = b.json.fornecedor.foto_perfil as string;
    expect(urlB).not.toBe(urlA);
    expect(arquivosDe(t, p.fornecedorId).sort()).toEqual(comVariante(urlB, 64));
    expect((await estado()).f.midia_bytes).toBe(lerUpload(urlB).length);
  });

  it('removing a gallery item deletes its file; the per-supplier quota refuses uploads past it', async () => {
    const res = await galeria(arquivo(await png(), 'a.png', 'image/png'));
    const del = await client.request('DELETE', `/api/galerias/${res.json.midia.id}`, {
      token: p.tokens.dono,
    });
    expect(del.json.message).toBe('Imagem removida com sucesso!');
    expect(arquivosDe(t, p.fornecedorId)).toEqual([]);
    expect((await estado()).f.midia_bytes).toBe(0);
    await t.deps.db
      .updateTable('fornecedores')
      .set({ midia_bytes: COTA_FORNECEDOR_BYTES - 10 })
      .where('id', '=', p.fornecedorId)
      .execute();
    const antes = await estado();
    const cheio = await galeria(arquivo(await png(), 'b.png', 'image/png'));
    expect(cheio.status).toBe(413);
    expect(await estado()).toEqual(antes);
  });

  it('a failure after the file was written leaves no file and no row', async () => {
    const original = t.deps.db.transaction.bind(t.deps.db);
    (t.deps.db as { transaction: unknown }).transaction = () => ({
      execute: async () => {
        throw new Error('falha simulada do banco');
      },
    });
    try {
      const antes = await estado();
      const res = await galeria(arquivo(await png(), 'a.png', 'image/png'));
      expect(res.status).toBe(500);
      const foto = await fotoPerfil(arquivo(await png(), 'b.png', 'image/png'));
      expect(foto.status).toBe(500);
      expect(await estado()).toEqual(antes);
    } finally {
      (t.deps.db as { transaction: unknown }).transaction = original;
    }
  });
});

describe('body caps of the form routes', () => {
  it('a JSON body past 1 MiB is refused on the routes whose cap is raised for files', async () => {
    const t = await createTestDb();
    try {
      const p = await pessoas(t);
      const client = httpClient(t.deps);
      const res = await client.request('PUT', `/api/fornecedores/${p.fornecedorId}/partial`, {
        token: p.tokens.dono,
        body: { frase_slogan: 'x', lixo: 'a'.repeat(2 * 1024 * 1024) },
      });
      expect(res.status).toBe(413);
    } finally {
      await t.cleanup();
    }
  });
});
