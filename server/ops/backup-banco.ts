import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { closeDb, createDb, createPostgresDb } from '../../db/client.js';
import { AppError } from '../errors.js';
import { copiarBanco } from './copia.js';

/**
 * The database part of a backup. The archive always holds a SQLite `app.db`, whatever the engine:
 * on PostgreSQL it is written by the engine copy (server/ops/copia.ts), so no pg_dump is needed and
 * one archive restores into either engine.
 */
export interface OpcoesDoBanco {
  dataDir: string;
  /** DATABASE_URL: the installation runs on PostgreSQL. */
  databaseUrl?: string | null;
}

function conferirIntegridade(arquivo: string): void {
  const db = new Database(arquivo, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok')
      throw new AppError('INTERNAL_SERVER_ERROR', `integrity_check falhou: ${String(result)}`);
  } finally {
    db.close();
  }
}

/**
 * A consistent snapshot of the installation's database into the SQLite file `arquivo` (which must
 * not exist), checked with integrity_check. SQLite: its backup API, online (the server may keep
 * writing). PostgreSQL: the engine copy, read in one repeatable-read snapshot (online too).
 */
export async function salvarBanco(arquivo: string, opcoes: OpcoesDoBanco): Promise<void> {
  if (opcoes.databaseUrl) {
    const origem = createPostgresDb(opcoes.databaseUrl, 2);
    try {
      const destino = createDb(arquivo);
      try {
        await copiarBanco(origem.db, destino.db);
        destino.sqlite.pragma('journal_mode = DELETE');
      } finally {
        await closeDb(destino);
      }
    } finally {
      await closeDb(origem);
    }
  } else {
    const dbFile = path.join(opcoes.dataDir, 'app.db');
    if (!existsSync(dbFile)) throw new AppError('NOT_FOUND', `Banco de dados não encontrado em ${dbFile}`);
    const source = new Database(dbFile, { readonly: true, fileMustExist: true });
    source.pragma('busy_timeout = 10000');
    try {
      await source.backup(arquivo);
    } finally {
      source.close();
    }
  }
  conferirIntegridade(arquivo);
}

/**
 * Puts the snapshot `arquivo` (a checked SQLite app.db) back as the installation's database.
 * SQLite: it becomes DATA_DIR/app.db. PostgreSQL: it is copied into DATABASE_URL's database
 * (migrated first). An existing database with data is replaced only with `force`.
 */
export async function restaurarBanco(
  arquivo: string,
  opcoes: OpcoesDoBanco & { force?: boolean },
): Promise<void> {
  conferirIntegridade(arquivo);
  if (opcoes.databaseUrl) {
    const origem = createDb(arquivo);
    try {
      const destino = createPostgresDb(opcoes.databaseUrl, 2);
      try {
        await copiarBanco(origem.db, destino.db, { substituir: opcoes.force, opcaoSubstituir: '--force' });
      } finally {
        await closeDb(destino);
      }
    } finally {
      await closeDb(origem);
    }
    return;
  }
  const dbFile = path.join(opcoes.dataDir, 'app.db');
  if (existsSync(dbFile) && !opcoes.force)
    throw new AppError('CONFLICT', `Já existe um banco em ${dbFile}. Use --force para substituí-lo.`);
  mkdirSync(opcoes.dataDir, { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbFile}${suffix}`, { force: true });
  copyFileSync(arquivo, dbFile);
}
