import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../server/ops/backup.js';
import { executarRotinaDiaria } from '../../server/services/rotina-diaria.service.js';
import { IDADE_MINIMA_ORFAO_MS } from '../../server/uploads/referencias.js';
import { saveFornecedorFile, saveVariantes, type UploadStorage } from '../../server/uploads/storage.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createFornecedor, createUsuario } from '../helpers/factories.js';
import { iniciarS3, type S3DeTeste } from '../helpers/s3.js';

// A kill -9 between an upload's file write and its commit leaves a file no row names; a backup
// used to take whatever the store held when it got there. Both stores, the same rules.

let s3: S3DeTeste;
beforeAll(async () => {
  s3 = await iniciarS3('vitrine-orfaos');
});
afterAll(() => s3?.parar());

let t: TestDb;
const pastas: string[] = [];
afterEach(async () => {
  await t?.cleanup();
  for (const p of pastas.splice(0)) rmSync(p, { recursive: true, force: true });
  if (s3) for (const o of await s3Storage().list('')) await s3Storage().delete(o.key);
});
let s3Storage: () => UploadStorage;

const chave = (url: string) => url.slice('/uploads/'.length);
const chaves = async (storage: UploadStorage) => (await storage.list('')).map((o) => o.key).sort();

/**
 * A showcase whose files are all named by rows (photo and its variants, a gallery item, an image
 * inside the long description), plus one file no row names: what an upload killed before its
 * commit leaves.
 */
async function mundo(env: Record<string, string>) {
  t = await createTestDb(env);
  s3Storage = () => t.deps.storage;
  const { storage, db } = t.deps;
  const dono = await createUsuario(t.deps, { tipo: 'anunciante' });
  const f = await createFornecedor(t.deps, dono.id);
  const foto = await saveFornecedorFile(storage, f.id, 'jpg', Buffer.from('foto'));
  const variantes = await saveVariantes(storage, foto, [{ largura: 320, dados: Buffer.from('v320') }]);
  const galeria = await saveFornecedorFile(storage, f.id, 'mp4', Buffer.from('video'));
  const noTexto = await saveFornecedorFile(storage, f.id, 'png', Buffer.from('texto'));
  await db
    .updateTable('fornecedores')
    .set({
      foto_perfil: foto,
      foto_perfil_larguras: '[320]',
      descricao_longa: `<p>Nosso salão</p><p><img src="${noTexto}" alt="salão"></p>`,
    })
    .where('id', '=', f.id)
    .execute();
  await db
    .insertInto('galeria_midias')
    .values({
      fornecedor_id: f.id,
      midia_url: galeria,
      tipo: 'video',
      tamanho_bytes: 5,
      larguras: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  const orfao = await saveFornecedorFile(storage, f.id, 'jpg', Buffer.from('sem linha'));
  const referenciadas = [foto, ...variantes, galeria, noTexto].map(chave).sort();
  return { f, orfao: chave(orfao), referenciadas };
}

const lojas: [string, () => Record<string, string>][] = [
  ['disk', () => ({})],
  ['S3 (s3rver)', () => s3.env],
];

describe.each(lojas)('orphan upload files (%s)', (_nome, env) => {
  it('the daily job removes files no row names once they are an hour old, and nothing else', async () => {
    const { orfao, referenciadas } = await mundo(env());
    // Young: an upload may still be on its way to the commit.
    expect((await executarRotinaDiaria(t.deps, new Date())).arquivosOrfaos).toBe(0);
    expect(await chaves(t.deps.storage)).toEqual([...referenciadas, orfao].sort());

    const depois = new Date(Date.now() + IDADE_MINIMA_ORFAO_MS + 60_000);
    expect((await executarRotinaDiaria(t.deps, depois)).arquivosOrfaos).toBe(1);
    expect(await chaves(t.deps.storage)).toEqual(referenciadas);
    // A second run finds nothing more.
    expect((await executarRotinaDiaria(t.deps, depois)).arquivosOrfaos).toBe(0);
  });

  it("a live showcase's share card stays (it is rebuilt, not referenced); a deleted showcase's goes", async () => {
    const { f, orfao, referenciadas } = await mundo(env());
    const { storage, db } = t.deps;
    const cartao = `fornecedores/${f.id}/compartilhar/abc123.jpg`;
    await storage.put(cartao, Buffer.from('cartão'));
    const outro = await createFornecedor(t.deps, (await createUsuario(t.deps, { tipo: 'anunciante' })).id);
    const cartaoDoApagado = `fornecedores/${outro.id}/compartilhar/def456.jpg`;
    await storage.put(cartaoDoApagado, Buffer.from('cartão'));
    await db.deleteFrom('fornecedores').where('id', '=', outro.id).execute();

    const depois = new Date(Date.now() + IDADE_MINIMA_ORFAO_MS + 60_000);
    expect((await executarRotinaDiaria(t.deps, depois)).arquivosOrfaos).toBe(2);
    const restantes = await chaves(storage);
    expect(restantes).toEqual([...referenciadas, cartao].sort());
    expect(restantes).not.toContain(orfao);
  });

  it('a backup holds exactly the files its database snapshot names', async () => {
    const { f, referenciadas } = await mundo(env());
    // Named by the database but gone from the store: reported, not invented.
    const perdida = `fornecedores/${f.id}/perdida.jpg`;
    await t.deps.db
      .insertInto('galeria_midias')
      .values({
        fornecedor_id: f.id,
        midia_url: `/uploads/${perdida}`,
        tipo: 'imagem',
        tamanho_bytes: 1,
        larguras: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const out = mkdtempSync(path.join(os.tmpdir(), 'vs-orfaos-bkp-'));
    pastas.push(out);
    const r = await createBackup(t.dataDir, out, { databaseUrl: t.env.databaseUrl, storage: t.deps.storage });
    const noArquivo = execFileSync('tar', ['-tzf', r.archive])
      .toString()
      .split('\n')
      .filter((l) => l.startsWith('uploads/') && !l.endsWith('/'))
      .map((l) => l.slice('uploads/'.length))
      .sort();
    expect(noArquivo).toEqual(referenciadas);
    expect(r.arquivos).toBe(referenciadas.length);
    expect(r.ausentes).toEqual([perdida]);
  });
});
