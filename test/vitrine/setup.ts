import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario, loginAs, type TestUser } from '../helpers/factories.js';
import { type httpClient, ORIGIN } from '../helpers/http.js';

export interface Pessoas {
  cliente: TestUser;
  dono: TestUser;
  outro: TestUser;
  admin: TestUser;
  tokens: Record<'cliente' | 'dono' | 'outro' | 'admin', string>;
  fornecedorId: number;
}

/** A cliente, an advertiser who owns one showcase, another advertiser, an admin, with tokens. */
export async function pessoas(t: TestDb): Promise<Pessoas> {
  const cliente = await createUsuario(t.deps, { tipo: 'cliente' });
  const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
  const outro = await createUsuario(t.deps, { tipo: 'anunciante' });
  const admin = await createUsuario(t.deps, { tipo: 'admin' });
  const f = await createFornecedor(t.deps, dono.id);
  const tokens = {
    cliente: (await loginAs(t.deps, cliente)).token,
    dono: (await loginAs(t.deps, dono)).token,
    outro: (await loginAs(t.deps, outro)).token,
    admin: (await loginAs(t.deps, admin)).token,
  };
  return { cliente, dono, outro, admin, tokens, fornecedorId: f.id };
}

/** Sends a multipart form through the whole app with a Bearer token. */
export async function multipart(
  client: ReturnType<typeof httpClient>,
  method: string,
  url: string,
  form: FormData,
  token?: string,
) {
  const res = await client.app.request(`${ORIGIN}${url}`, {
    method,
    body: form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: test answers are read loosely
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, json };
}

export function arquivo(dados: Buffer | Uint8Array, nome: string, tipo: string): File {
  return new File([new Uint8Array(dados)], nome, { type: tipo });
}

/** A JPEG with EXIF (camera and GPS) written by sharp. */
export function jpegComExif(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 120, g: 30, b: 60 } } })
    .jpeg()
    .withMetadata({
      exif: {
        IFD0: { Make: 'CameraSecreta', Model: 'Modelo X', Copyright: 'Fulano' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '23/1 33/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '46/1 38/1 0/1',
        },
      },
    })
    .toBuffer();
}

export function png(width = 32, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 200, b: 90 } } })
    .png()
    .toBuffer();
}

/** One MP4 box: 32-bit size, four-character type, content. */
export function caixaMp4(tipo: string, ...conteudo: Buffer[]): Buffer {
  const corpo = Buffer.concat(conteudo);
  const cabecalho = Buffer.alloc(8);
  cabecalho.writeUInt32BE(corpo.length + 8);
  cabecalho.write(tipo, 4, 'latin1');
  return Buffer.concat([cabecalho, corpo]);
}

/** An `mvhd` (version 0) content with this timescale and duration. */
export function mvhd(escala: number, duracao: number): Buffer {
  const c = Buffer.alloc(100);
  c.writeUInt32BE(escala, 12);
  c.writeUInt32BE(duracao, 16);
  return c;
}

/** The MP4 `ftyp` box (isom). */
export const FTYP = caixaMp4('ftyp', Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2'));

/**
 * The smallest MP4 the server accepts: ftyp, a moov whose mvhd says 1 s and one trak, then the
 * media data (filler).
 */
export function mp4Falso(): Buffer {
  const moov = caixaMp4(
    'moov',
    caixaMp4('mvhd', mvhd(1000, 1000)),
    caixaMp4('trak', caixaMp4('tkhd', Buffer.alloc(84))),
  );
  return Buffer.concat([FTYP, moov, caixaMp4('mdat', Buffer.alloc(64))]);
}

/** Every file currently under DATA_DIR/uploads/fornecedores/{id}. */
export function arquivosDe(t: TestDb, fornecedorId: number): string[] {
  try {
    return readdirSync(path.join(t.dataDir, 'uploads', 'fornecedores', String(fornecedorId)));
  } catch {
    return [];
  }
}

/** What an upload can change on a supplier: its files, gallery rows, photo, slogan, bytes and date. */
export async function estadoDoFornecedor(t: TestDb, fornecedorId: number) {
  return {
    arquivos: arquivosDe(t, fornecedorId),
    midias: await t.deps.db
      .selectFrom('galeria_midias')
      .select('id')
      .where('fornecedor_id', '=', fornecedorId)
      .execute(),
    f: await t.deps.db
      .selectFrom('fornecedores')
      .select(['foto_perfil', 'frase_slogan', 'midia_bytes', 'updated_at'])
      .where('id', '=', fornecedorId)
      .executeTakeFirstOrThrow(),
  };
}

/** The owner's uploads through REST: a gallery item (field midia) and the profile photo (partial save). */
export function enviosDoDono(client: ReturnType<typeof httpClient>, p: Pessoas) {
  return {
    galeria(f: File) {
      const form = new FormData();
      form.append('midia', f);
      return multipart(client, 'PUT', `/api/galerias/${p.fornecedorId}`, form, p.tokens.dono);
    },
    fotoPerfil(f: File) {
      const form = new FormData();
      form.append('foto_perfil', f);
      form.append('usuario_id', String(p.dono.id));
      return multipart(client, 'PUT', `/api/fornecedores/${p.fornecedorId}/partial`, form, p.tokens.dono);
    },
  };
}
