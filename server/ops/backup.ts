import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closeDb, createDb } from '../../db/client.js';
import { chavesReferenciadas } from '../uploads/referencias.js';
import type { UploadStorage } from '../uploads/storage.js';
import { restaurarBanco, salvarBanco } from './backup-banco.js';
import { conferirDestinoDosUploads, restaurarUploads, salvarUploads } from './backup-uploads.js';

export interface BackupResult {
  archive: string;
  bytes: number;
  /** Upload files in the archive: exactly those its database refers to. */
  arquivos: number;
  /** Keys the database refers to that the store no longer had (removed after the snapshot). */
  ausentes: string[];
}

function timestamp(date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, '-').replace('Z', '');
}

/**
 * A consistent online snapshot: the database as a checked SQLite app.db (server/ops/backup-banco.ts:
 * SQLite's backup API, or the engine copy on PostgreSQL) archived with exactly the upload files
 * that snapshot refers to (server/ops/backup-uploads.ts: from DATA_DIR/uploads, or from the S3
 * bucket when `storage` is one).
 */
export async function createBackup(
  dataDir: string,
  outDir: string,
  opts: { databaseUrl?: string | null; storage?: UploadStorage } = {},
): Promise<BackupResult> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'vs-backup-'));
  try {
    await salvarBanco(path.join(work, 'app.db'), { dataDir, databaseUrl: opts.databaseUrl });
    // The files are chosen by the snapshot, not by what the store holds now.
    const snapshot = createDb(path.join(work, 'app.db'));
    let chaves: Set<string>;
    try {
      ({ chaves } = await chavesReferenciadas(snapshot.db));
    } finally {
      await closeDb(snapshot);
    }
    const ausentes = await salvarUploads(
      path.join(work, 'uploads'),
      { dataDir, storage: opts.storage },
      chaves,
    );
    mkdirSync(outDir, { recursive: true });
    const archive = path.resolve(outDir, `vitrine-backup-${timestamp()}.tar.gz`);
    execFileSync('tar', ['-czf', archive, '-C', work, 'app.db', 'uploads']);
    const bytes = Number(execFileSync('stat', ['-c', '%s', archive]).toString().trim());
    return { archive, bytes, arquivos: chaves.size - ausentes.length, ausentes };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Restores an archive: the database into DATA_DIR/app.db or, with `databaseUrl`, into PostgreSQL
 * (either way an existing database with data is replaced only when forced), then the uploads into
 * DATA_DIR/uploads or, with an S3 `storage`, into its bucket.
 */
export async function restoreBackup(
  archive: string,
  dataDir: string,
  opts: { force?: boolean; databaseUrl?: string | null; storage?: UploadStorage } = {},
): Promise<void> {
  if (!existsSync(archive)) throw new Error(`Arquivo não encontrado: ${archive}`);
  const dbFile = path.join(dataDir, 'app.db');
  if (!opts.databaseUrl && existsSync(dbFile) && !opts.force) {
    throw new Error(`Já existe um banco em ${dbFile}. Use --force para substituí-lo.`);
  }
  const work = mkdtempSync(path.join(os.tmpdir(), 'vs-restore-'));
  try {
    execFileSync('tar', ['-xzf', path.resolve(archive), '-C', work]);
    const names = readdirSync(work);
    if (!names.includes('app.db'))
      throw new Error('O arquivo não contém app.db: não é um backup da Vitrine.');
    const { storage, ...banco } = opts;
    await conferirDestinoDosUploads({ dataDir, storage });
    await restaurarBanco(path.join(work, 'app.db'), { dataDir, ...banco });
    await restaurarUploads(path.join(work, 'uploads'), { dataDir, storage });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
