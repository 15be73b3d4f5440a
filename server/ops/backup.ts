import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

export interface BackupResult {
  archive: string;
  bytes: number;
}

function integrityCheck(file: string): void {
  const db = new Database(file, { readonly: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`integrity_check falhou: ${String(result)}`);
  } finally {
    db.close();
  }
}

function timestamp(date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, '-').replace('Z', '');
}

/**
 * A consistent online snapshot: SQLite's backup API copies the database while the server keeps
 * writing (WAL), the copy is checked with integrity_check, then it is archived with the uploads.
 */
export async function createBackup(dataDir: string, outDir: string): Promise<BackupResult> {
  const dbFile = path.join(dataDir, 'app.db');
  if (!existsSync(dbFile)) throw new Error(`Banco de dados não encontrado em ${dbFile}`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'vs-backup-'));
  try {
    const source = new Database(dbFile, { readonly: true, fileMustExist: true });
    source.pragma('busy_timeout = 10000');
    try {
      await source.backup(path.join(work, 'app.db'));
    } finally {
      source.close();
    }
    integrityCheck(path.join(work, 'app.db'));
    const uploads = path.join(dataDir, 'uploads');
    if (existsSync(uploads)) cpSync(uploads, path.join(work, 'uploads'), { recursive: true });
    else mkdirSync(path.join(work, 'uploads'));
    mkdirSync(outDir, { recursive: true });
    const archive = path.resolve(outDir, `vitrine-backup-${timestamp()}.tar.gz`);
    execFileSync('tar', ['-czf', archive, '-C', work, 'app.db', 'uploads']);
    const bytes = Number(execFileSync('stat', ['-c', '%s', archive]).toString().trim());
    return { archive, bytes };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Restores an archive into a data directory (refuses to overwrite an existing database unless forced). */
export function restoreBackup(archive: string, dataDir: string, opts: { force?: boolean } = {}): void {
  if (!existsSync(archive)) throw new Error(`Arquivo não encontrado: ${archive}`);
  const dbFile = path.join(dataDir, 'app.db');
  if (existsSync(dbFile) && !opts.force) {
    throw new Error(`Já existe um banco em ${dbFile}. Use --force para substituí-lo.`);
  }
  const work = mkdtempSync(path.join(os.tmpdir(), 'vs-restore-'));
  try {
    execFileSync('tar', ['-xzf', path.resolve(archive), '-C', work]);
    const names = readdirSync(work);
    if (!names.includes('app.db'))
      throw new Error('O arquivo não contém app.db: não é um backup da Vitrine.');
    integrityCheck(path.join(work, 'app.db'));
    mkdirSync(dataDir, { recursive: true });
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbFile}${suffix}`, { force: true });
    renameSync(path.join(work, 'app.db'), dbFile);
    const uploads = path.join(dataDir, 'uploads');
    rmSync(uploads, { recursive: true, force: true });
    cpSync(path.join(work, 'uploads'), uploads, { recursive: true });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
