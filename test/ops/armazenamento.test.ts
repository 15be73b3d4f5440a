import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { criarStorage } from '../../server/deps.js';
import { createBackup, restoreBackup } from '../../server/ops/backup.js';
import { createS3Storage } from '../../server/uploads/s3.js';
import {
  ArmazenamentoIndisponivel,
  listFornecedorFiles,
  MSG_ARMAZENAMENTO_INDISPONIVEL,
  readByUrl,
  removeByUrl,
  removeFornecedorFolder,
  saveFornecedorFile,
  saveVariantes,
  type UploadStorage,
} from '../../server/uploads/storage.js';
import { callerFor } from '../helpers/callers.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';
import { httpClient } from '../helpers/http.js';
import { iniciarS3, type S3DeTeste } from '../helpers/s3.js';
import { arquivo, enviosDoDono, mp4Falso, pessoas, png } from '../vitrine/setup.js';

let s3: S3DeTeste;
beforeAll(async () => {
  s3 = await iniciarS3();
});
afterAll(() => s3?.parar());

/** Every object of a store, sorted by key. */
const chaves = async (storage: UploadStorage, prefixo = '') =>
  (await storage.list(prefixo)).map((o) => o.key).sort();

/** Empties the shared bucket between tests (the disk gets a fresh folder each time). */
async function esvaziar(storage: UploadStorage) {
  for (const o of await storage.list('')) await storage.delete(o.key);
}

const pastas: string[] = [];
afterAll(() => {
  for (const p of pastas) rmSync(p, { recursive: true, force: true });
});
function pastaTemporaria(nome: string) {
  const p = mkdtempSync(path.join(os.tmpdir(), nome));
  pastas.push(p);
  return p;
}

const lojas: [string, () => Promise<UploadStorage>][] = [
  // criarStorage without S3_*: createLocalStorage on DATA_DIR/uploads, the folder created.
  ['disk (DATA_DIR/uploads)', async () => criarStorage({ dataDir: pastaTemporaria('vs-disco-'), s3: null })],
  [
    'S3-compatible bucket (s3rver)',
    async () => {
      const storage = createS3Storage(s3.config);
      await esvaziar(storage);
      return storage;
    },
  ],
];

describe.each(lojas)('storage contract: %s', (_nome, criar) => {
  let storage: UploadStorage;
  afterEach(async () => {
    if (storage) await esvaziar(storage);
  });

  it('put, get, stat, replace and delete an object by key', async () => {
    storage = await criar();
    expect(await storage.get('fornecedores/1/a.jpg')).toBeNull();
    expect(await storage.stat('fornecedores/1/a.jpg')).toBeNull();
    await storage.put('fornecedores/1/a.jpg', Buffer.from('primeiro'));
    expect((await storage.get('fornecedores/1/a.jpg'))?.toString()).toBe('primeiro');
    const info = await storage.stat('fornecedores/1/a.jpg');
    expect(info?.tamanho).toBe(8);
    expect(info?.criado).toBeInstanceOf(Date);
    await storage.put('fornecedores/1/a.jpg', Buffer.from('segundo!!'));
    expect((await storage.get('fornecedores/1/a.jpg'))?.toString()).toBe('segundo!!');
    await storage.delete('fornecedores/1/a.jpg');
    expect(await storage.get('fornecedores/1/a.jpg')).toBeNull();
    // Deleting what is not there is not an error.
    await storage.delete('fornecedores/1/a.jpg');
  });

  it('reads a byte range as a stream, with the whole size; past the end is empty; missing is null', async () => {
    storage = await criar();
    await storage.put('fornecedores/1/a.jpg', Buffer.from('abcdefghij'));
    const texto = async (inicio: number, fim: number) => {
      const f = await storage.lerFaixa('fornecedores/1/a.jpg', inicio, fim);
      return f && { tamanho: f.tamanho, texto: await new Response(f.corpo).text() };
    };
    expect(await texto(0, 3)).toEqual({ tamanho: 10, texto: 'abcd' });
    expect(await texto(5, 100)).toEqual({ tamanho: 10, texto: 'fghij' });
    expect(await texto(9, 9)).toEqual({ tamanho: 10, texto: 'j' });
    expect(await texto(10, 20)).toEqual({ tamanho: 10, texto: '' });
    expect(await storage.lerFaixa('fornecedores/1/b.jpg', 0, 10)).toBeNull();
    expect(await storage.lerFaixa('../x.jpg', 0, 10)).toBeNull();
  });

  it('lists by folder at any depth with sizes, and removes one folder without touching its neighbours', async () => {
    storage = await criar();
    await storage.put('fornecedores/1/a.jpg', Buffer.from('aa'));
    await storage.put('fornecedores/1/sub/b.jpg', Buffer.from('bbb'));
    await storage.put('fornecedores/10/c.jpg', Buffer.from('c'));
    await storage.put('outro.png', Buffer.from('o'));
    expect(await storage.list('fornecedores/1/')).toEqual(
      expect.arrayContaining([
        { key: 'fornecedores/1/a.jpg', tamanho: 2, modificado: expect.any(Date) },
        { key: 'fornecedores/1/sub/b.jpg', tamanho: 3, modificado: expect.any(Date) },
      ]),
    );
    expect(await chaves(storage, 'fornecedores/1/')).toHaveLength(2);
    expect(await chaves(storage)).toEqual([
      'fornecedores/1/a.jpg',
      'fornecedores/1/sub/b.jpg',
      'fornecedores/10/c.jpg',
      'outro.png',
    ]);
    expect(await storage.list('fornecedores/99/')).toEqual([]);
    await storage.deletePrefix('fornecedores/1/');
    expect(await chaves(storage)).toEqual(['fornecedores/10/c.jpg', 'outro.png']);
  });

  it('refuses keys that would leave the store, however they are written', async () => {
    storage = await criar();
    for (const key of [
      '../x.jpg',
      'a/../../x.jpg',
      '/etc/passwd',
      'a\\..\\x',
      'a//b.jpg',
      './a.jpg',
      'a\0.jpg',
      '',
    ]) {
      expect(await storage.get(key), key).toBeNull();
      expect(await storage.stat(key), key).toBeNull();
      // A programming error, not a store that is down (never a 503).
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/Chave de upload inválida/);
      await expect(storage.delete(key), key).rejects.toThrow(/Chave de upload inválida/);
    }
    await expect(storage.deletePrefix('')).rejects.toThrow();
    expect(await readByUrl(storage, '/uploads/%2e%2e/app.db')).toBeNull();
    expect(await readByUrl(storage, '/outra/fornecedores/1/a.jpg')).toBeNull();
  });

  it("the app's files: random names per supplier, variants beside them, removed together", async () => {
    storage = await criar();
    const url = await saveFornecedorFile(storage, 7, 'JPG', Buffer.from('original'));
    expect(url).toMatch(/^\/uploads\/fornecedores\/7\/[0-9a-f]{32}\.jpg$/);
    const outra = await saveFornecedorFile(storage, 7, 'png', Buffer.from('outra'));
    const variantes = await saveVariantes(storage, url, [
      { largura: 320, dados: Buffer.from('v320') },
      { largura: 640, dados: Buffer.from('v640') },
    ]);
    expect(variantes).toEqual([url.replace('.jpg', '-w320.webp'), url.replace('.jpg', '-w640.webp')]);
    expect((await readByUrl(storage, variantes[1]!))?.toString()).toBe('v640');
    expect((await listFornecedorFiles(storage, 7)).map((f) => f.path).sort()).toEqual(
      [url, outra, ...variantes].sort(),
    );
    await removeByUrl(storage, url);
    expect((await listFornecedorFiles(storage, 7)).map((f) => f.path)).toEqual([outra]);
    await removeFornecedorFolder(storage, 7);
    expect(await listFornecedorFiles(storage, 7)).toEqual([]);
  });

  it('says the store exists and accepts writes', async () => {
    storage = await criar();
    const locais = await storage.verificar();
    expect(locais[0]).toMatchObject({ exists: true, writable: true });
    // The write probe leaves nothing behind.
    expect(await chaves(storage)).toEqual([]);
    // The top-level entries, as the diagnostics page shows them: the suppliers' folder, on both.
    await saveFornecedorFile(storage, 7, 'png', Buffer.from('x'));
    expect((await storage.verificar())[0]).toMatchObject({ exists: true, writable: true, itens: 1 });
  });
});

/**
 * /uploads over both stores: ranges (phone video players ask for them and do not play a video
 * served without), HEAD, and files streamed rather than read whole.
 */
describe.each([
  ['disk', () => ({})],
  ['S3 bucket', () => s3.env],
])('/uploads with byte ranges (%s)', (_nome, env) => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
    await esvaziar(createS3Storage(s3.config));
  });

  it('answers 200 with Accept-Ranges, 206 for a range (start-end, open end, suffix), 416 past the end', async () => {
    t = await createTestDb(env());
    // An MP4 header and 200 KB after it: past the first read, so the parts are streamed.
    const video = Buffer.concat([mp4Falso(), Buffer.alloc(200_000, 7), Buffer.from('fim')]);
    const url = await saveFornecedorFile(t.deps.storage, 5, 'mp4', video);
    const { app } = httpClient(t.deps);
    const pedir = (headers: Record<string, string> = {}, method = 'GET') =>
      app.request(`http://localhost:3000${url}`, { method, headers });
    const bytes = async (r: Response) => Buffer.from(await r.arrayBuffer());

    const inteiro = await pedir();
    expect(inteiro.status).toBe(200);
    expect(inteiro.headers.get('content-type')).toBe('video/mp4');
    expect(inteiro.headers.get('accept-ranges')).toBe('bytes');
    expect(inteiro.headers.get('content-length')).toBe(String(video.length));
    expect(await bytes(inteiro)).toEqual(video);

    // What Safari asks first: the first two bytes.
    const dois = await pedir({ Range: 'bytes=0-1' });
    expect(dois.status).toBe(206);
    expect(dois.headers.get('content-range')).toBe(`bytes 0-1/${video.length}`);
    expect(dois.headers.get('content-length')).toBe('2');
    expect(dois.headers.get('content-type')).toBe('video/mp4');
    expect(await bytes(dois)).toEqual(video.subarray(0, 2));

    const meio = await pedir({ Range: 'bytes=100000-100009' });
    expect(meio.status).toBe(206);
    expect(meio.headers.get('content-range')).toBe(`bytes 100000-100009/${video.length}`);
    expect(await bytes(meio)).toEqual(video.subarray(100_000, 100_010));

    const ateOFim = await pedir({ Range: `bytes=${video.length - 5}-` });
    expect(ateOFim.status).toBe(206);
    expect((await bytes(ateOFim)).toString('latin1')).toBe('\x07\x07fim');

    const sufixo = await pedir({ Range: 'bytes=-3' });
    expect(sufixo.status).toBe(206);
    expect(sufixo.headers.get('content-range')).toBe(
      `bytes ${video.length - 3}-${video.length - 1}/${video.length}`,
    );
    expect((await bytes(sufixo)).toString()).toBe('fim');

    // An end past the file is cut at the file's end.
    const alem = await pedir({ Range: `bytes=${video.length - 1}-${video.length + 50}` });
    expect(alem.status).toBe(206);
    expect(await bytes(alem)).toEqual(Buffer.from('m'));

    const fora = await pedir({ Range: `bytes=${video.length}-` });
    expect(fora.status).toBe(416);
    expect(fora.headers.get('content-range')).toBe(`bytes */${video.length}`);
    expect(await fora.text()).toBe('A faixa de bytes pedida está fora do arquivo.');

    // Several ranges, a malformed one, or If-Range (no validator to compare): the whole file.
    const inteiros: Record<string, string>[] = [
      { Range: 'bytes=0-1,5-6' },
      { Range: 'linhas=0-1' },
      { Range: 'bytes=9-2' },
      { Range: 'bytes=0-1', 'If-Range': '"x"' },
    ];
    for (const headers of inteiros) {
      const r = await pedir(headers);
      expect(r.status, JSON.stringify(headers)).toBe(200);
      expect((await bytes(r)).length).toBe(video.length);
    }

    const cabeca = await pedir({ Range: 'bytes=0-1' }, 'HEAD');
    expect(cabeca.status).toBe(206);
    expect(cabeca.headers.get('content-length')).toBe('2');
    expect((await bytes(cabeca)).length).toBe(0);
  });

  it('never reads a file whole to serve it (the store is asked for parts only)', async () => {
    t = await createTestDb(env());
    const video = Buffer.concat([mp4Falso(), Buffer.alloc(300_000, 1)]);
    const url = await saveFornecedorFile(t.deps.storage, 6, 'mp4', video);
    const pedidas: [number, number][] = [];
    const storage = t.deps.storage;
    const espiao: UploadStorage = {
      ...storage,
      get: () => Promise.reject(new Error('lido inteiro')),
      lerFaixa: (key, inicio, fim) => {
        pedidas.push([inicio, fim]);
        return storage.lerFaixa(key, inicio, fim);
      },
    };
    const { app } = httpClient({ ...t.deps, storage: espiao });
    const r = await app.request(`http://localhost:3000${url}`);
    expect(r.status).toBe(200);
    expect(Buffer.from(await r.arrayBuffer())).toEqual(video);
    // The first read (the type, and whole small images) is bounded; the rest is one stream.
    expect(pedidas.length).toBe(2);
    expect(pedidas[0][1] - pedidas[0][0]).toBeLessThan(100_000);

    // A small image fits in the first read: one read only.
    const foto = await png(20, 20);
    const urlFoto = await saveFornecedorFile(storage, 6, 'png', foto);
    pedidas.length = 0;
    const f = await app.request(`http://localhost:3000${urlFoto}`);
    expect(Buffer.from(await f.arrayBuffer())).toEqual(foto);
    expect(pedidas.length).toBe(1);
  });
});

describe('the app on an S3 bucket', () => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.cleanup();
    t = undefined;
    await esvaziar(createS3Storage(s3.config));
  });

  it('S3_* in the env selects the bucket: uploads go there, not to DATA_DIR/uploads', async () => {
    t = await createTestDb(s3.env);
    expect(t.deps.storage.tipo).toBe('s3');
    expect(criarStorage({ dataDir: t.dataDir, s3: null }).tipo).toBe('disco');
    const p = await pessoas(t);
    const client = httpClient(t.deps);
    const res = await enviosDoDono(client, p).galeria(arquivo(await png(700, 500), 'g.png', 'image/png'));
    expect(res.status).toBe(200);
    const url: string = res.json.midia.midia_url;
    const bucket = createS3Storage(s3.config);
    // The original and its variants (320, 640, 700) are in the bucket.
    expect(await chaves(bucket, `fornecedores/${p.fornecedorId}/`)).toHaveLength(4);
    expect(existsSync(path.join(t.dataDir, 'uploads', 'fornecedores'))).toBe(false);

    const servida = await client.request('GET', url);
    expect(servida.status).toBe(200);
    expect(servida.headers.get('content-type')).toBe('image/png');

    // Removing the supplier empties its folder in the bucket.
    await (await callerFor(t.deps, p.admin)).fornecedores.excluir({ id: p.fornecedorId });
    expect(await chaves(bucket, `fornecedores/${p.fornecedorId}/`)).toEqual([]);
  });

  it('/uploads from the bucket: type from the bytes, nosniff, a year of cache for random names, 404 when missing', async () => {
    t = await createTestDb(s3.env);
    const client = httpClient(t.deps);
    const pngBytes = await png(10, 10);
    // PNG bytes under a .jpg name: the answer says what the bytes are.
    const url = await saveFornecedorFile(t.deps.storage, 3, 'jpg', pngBytes);
    const res = await client.request('GET', url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const corpo = await client.app.request(`http://localhost:3000${url}`);
    expect(Buffer.from(await corpo.arrayBuffer())).toEqual(pngBytes);

    // A name the app did not give (placed by hand) is cached for a day only.
    await t.deps.storage.put('fornecedores/3/logo.png', pngBytes);
    expect(
      (await client.request('GET', '/uploads/fornecedores/3/logo.png')).headers.get('cache-control'),
    ).toBe('public, max-age=86400');
    // HTML bytes under an image name are never served.
    await t.deps.storage.put('fornecedores/3/falsa.png', Buffer.from('<html><script>alert(1)</script>'));
    expect((await client.request('GET', '/uploads/fornecedores/3/falsa.png')).status).toBe(404);
    expect((await client.request('GET', '/uploads/fornecedores/3/nao-existe.png')).status).toBe(404);
    expect((await client.request('GET', '/uploads/fornecedores/3/..%2f..%2fapp.db')).status).toBe(404);
  });

  it('a bucket that does not answer gives 503 with a clear message, and the log holds no secret', async () => {
    const fora = await iniciarS3('vitrine-fora');
    const SEGREDO = 'segredo-que-nao-vai-para-o-log';
    t = await createTestDb({ ...fora.env, S3_SECRET_ACCESS_KEY: SEGREDO });
    const p = await pessoas(t);
    await fora.parar();
    const logs: unknown[] = [];
    const logger = t.deps.logger as unknown as Record<string, (...a: unknown[]) => void>;
    for (const nivel of ['warn', 'error', 'info']) logger[nivel] = (...a: unknown[]) => logs.push(a);
    const client = httpClient(t.deps);
    const res = await client.request('GET', `/uploads/fornecedores/1/${'a'.repeat(32)}.png`);
    expect(res.status).toBe(503);
    expect(res.text).toBe(MSG_ARMAZENAMENTO_INDISPONIVEL);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(logs.length).toBeGreaterThan(0);
    expect(JSON.stringify(logs)).not.toContain(SEGREDO);
    await expect(t.deps.storage.get('fornecedores/1/a.png')).rejects.toBeInstanceOf(
      ArmazenamentoIndisponivel,
    );
    // An upload says the same (503, JSON, through the one error type) and leaves no row behind.
    const envio = await enviosDoDono(client, p).galeria(arquivo(await png(50, 50), 'g.png', 'image/png'));
    expect(envio.status).toBe(503);
    expect(envio.json.message).toBe(MSG_ARMAZENAMENTO_INDISPONIVEL);
    expect(
      await t.deps.db
        .selectFrom('galeria_midias')
        .select('id')
        .where('fornecedor_id', '=', p.fornecedorId)
        .execute(),
    ).toEqual([]);
    // The diagnostics page says the bucket is not there instead of failing.
    expect((await t.deps.storage.verificar())[0]).toMatchObject({ exists: false, writable: false });
  });

  it('deleting a supplier while the bucket is down: deleted and answered as such, the orphan folder logged', async () => {
    const fora = await iniciarS3('vitrine-fora');
    t = await createTestDb(fora.env);
    const p = await pessoas(t);
    await fora.parar();
    const erros: unknown[][] = [];
    (t.deps.logger as unknown as Record<string, (...a: unknown[]) => void>).error = (...a) => erros.push(a);
    const res = await (await callerFor(t.deps, p.admin)).fornecedores.excluir({ id: p.fornecedorId });
    expect(res).toEqual({ message: 'Fornecedor excluído com sucesso!' });
    expect(
      await t.deps.db.selectFrom('fornecedores').select('id').where('id', '=', p.fornecedorId).execute(),
    ).toEqual([]);
    expect(erros).toHaveLength(1);
    expect(erros[0][0]).toMatchObject({
      fornecedorId: p.fornecedorId,
      pasta: `fornecedores/${p.fornecedorId}/`,
    });
    expect(erros[0][1]).toBe('exclusão de vitrine: pasta de uploads não removida (órfã)');
  });

  it('backup exports the bucket into the archive and restore puts it back into another bucket', async () => {
    t = await createTestDb(s3.env);
    const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
    const f = await createFornecedor(t.deps, dono.id);
    const foto = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c05' } })
      .jpeg()
      .toBuffer();
    const url = await saveFornecedorFile(t.deps.storage, f.id, 'jpg', foto);
    await t.deps.db.updateTable('fornecedores').set({ foto_perfil: url }).where('id', '=', f.id).execute();

    const { archive } = await createBackup(t.dataDir, pastaTemporaria('vs-s3-bkp-'), {
      databaseUrl: t.env.databaseUrl,
      storage: t.deps.storage,
    });
    const conteudo = execFileSync('tar', ['-tzf', archive]).toString().split('\n');
    expect(conteudo).toContain(`uploads/${url.slice('/uploads/'.length)}`);

    // A bucket that does not answer stops the restore before the database is written.
    const semBanco = pastaTemporaria('vs-s3-restore-fora-');
    await expect(
      restoreBackup(archive, semBanco, {
        storage: createS3Storage({ ...s3.config, endpoint: 'http://127.0.0.1:1' }),
      }),
    ).rejects.toBeInstanceOf(ArmazenamentoIndisponivel);
    expect(readdirSync(semBanco)).toEqual([]);

    // Another installation: a new data dir and a bucket holding an object the archive does not have.
    const outro = await iniciarS3('vitrine-restaurada');
    try {
      const destino = createS3Storage(outro.config);
      await destino.put('fornecedores/999/sobra.jpg', Buffer.from('x'));
      const dataDir = pastaTemporaria('vs-s3-restore-');
      await restoreBackup(archive, dataDir, { storage: destino });
      expect(await chaves(destino)).toEqual([url.slice('/uploads/'.length)]);
      // Nothing went to the disk: the uploads live in the bucket.
      expect(readdirSync(dataDir)).toEqual(['app.db']);

      const servida = await createTestDb({ DATA_DIR: dataDir, ...outro.env });
      try {
        const res = await httpClient(servida.deps).app.request(`http://localhost:3000${url}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/jpeg');
        expect(Buffer.from(await res.arrayBuffer())).toEqual(foto);
      } finally {
        await servida.cleanup();
      }
    } finally {
      await outro.parar();
    }
  });
});
