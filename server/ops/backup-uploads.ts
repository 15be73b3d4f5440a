import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { UploadStorage } from '../uploads/storage.js';

/**
 * The uploads part of a backup. The archive always holds an `uploads/` folder whose paths are the
 * storage keys (fornecedores/{id}/{file}), whichever store they came from: one archive restores
 * onto the disk or into a bucket (which is also how an installation moves from one to the other).
 */
export interface OpcoesDosUploads {
  dataDir: string;
  /** The configured storage; absent or on the disk, DATA_DIR/uploads is copied as a folder. */
  storage?: UploadStorage;
}

const noBucket = (o: OpcoesDosUploads): o is OpcoesDosUploads & { storage: UploadStorage } =>
  o.storage?.tipo === 's3';

/** A few objects at a time: a bucket of thousands of photos without thousands of sockets. */
async function emLotes<T>(itens: readonly T[], fazer: (item: T) => Promise<void>, porVez = 8) {
  for (let i = 0; i < itens.length; i += porVez) await Promise.all(itens.slice(i, i + porVez).map(fazer));
}

/** Every file under `dir`, as '/'-separated paths relative to it. */
function arquivosEm(dir: string, prefixo = ''): string[] {
  const saida: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) saida.push(...arquivosEm(path.join(dir, e.name), `${prefixo}${e.name}/`));
    else if (e.isFile()) saida.push(`${prefixo}${e.name}`);
  }
  return saida;
}

/**
 * Writes into the folder `destino` (which must not exist) the files `chaves`: those the database
 * snapshot refers to (server/uploads/referencias.ts), so the archive holds neither a file written
 * after the snapshot nor an orphan. Answers the keys that were missing from the store (removed
 * after the snapshot was taken, or lost before it).
 */
export async function salvarUploads(
  destino: string,
  opcoes: OpcoesDosUploads,
  chaves: ReadonlySet<string>,
): Promise<string[]> {
  mkdirSync(destino, { recursive: true });
  const ausentes: string[] = [];
  const alvo = (key: string) => {
    const arquivo = path.join(destino, ...key.split('/'));
    mkdirSync(path.dirname(arquivo), { recursive: true });
    return arquivo;
  };
  if (noBucket(opcoes)) {
    const { storage } = opcoes;
    await emLotes([...chaves], async (key) => {
      const dados = await storage.get(key);
      if (dados) writeFileSync(alvo(key), dados);
      else ausentes.push(key);
    });
    return ausentes.sort();
  }
  const uploads = path.join(opcoes.dataDir, 'uploads');
  for (const key of chaves) {
    const origem = path.join(uploads, ...key.split('/'));
    if (existsSync(origem)) copyFileSync(origem, alvo(key));
    else ausentes.push(key);
  }
  return ausentes.sort();
}

/**
 * Before anything is replaced: the bucket answers (a HEAD of a key that need not exist), so a
 * bucket that is down stops the restore before the database is touched.
 */
export async function conferirDestinoDosUploads(opcoes: OpcoesDosUploads): Promise<void> {
  if (noBucket(opcoes)) await opcoes.storage.stat('.verificacao/restore');
}

/**
 * Puts the archive's uploads (the folder `origem`) in place of the installation's: on the disk the
 * folder is replaced; in a bucket every file is written and the objects the archive does not hold
 * are removed, so the bucket ends as the archive was.
 */
export async function restaurarUploads(origem: string, opcoes: OpcoesDosUploads): Promise<void> {
  const arquivos = existsSync(origem) ? arquivosEm(origem) : [];
  if (noBucket(opcoes)) {
    const { storage } = opcoes;
    await emLotes(arquivos, (key) => storage.put(key, readFileSync(path.join(origem, ...key.split('/')))));
    const noArquivo = new Set(arquivos);
    const sobras = (await storage.list('')).filter((o) => !noArquivo.has(o.key));
    await emLotes(sobras, (o) => storage.delete(o.key));
    return;
  }
  const uploads = path.join(opcoes.dataDir, 'uploads');
  rmSync(uploads, { recursive: true, force: true });
  if (existsSync(origem)) cpSync(origem, uploads, { recursive: true });
  else mkdirSync(uploads, { recursive: true });
}
