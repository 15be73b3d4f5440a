import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { Db, Motor } from '../db/client.js';
import { type Captcha, createCaptcha, createDbUsedPayloadStore } from './auth/captcha.js';
import type { Env } from './env.js';
import type { Logger } from './logger.js';
import { criarFilaEmails, type FilaEmails } from './mail/fila.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { criarProntidao, type Prontidao } from './prontidao.js';
import { createDbRateLimiter, createMemoryRateLimiter, type RateLimiter } from './rate-limit.js';
import { createS3Storage } from './uploads/s3.js';
import { createLocalStorage, type UploadStorage } from './uploads/storage.js';

/** Everything a request may need, built once per process (or per test) and passed down. */
export interface AppDeps {
  db: Db;
  /** The engine (dialect branches and process-shared state choose by it). */
  motor: Motor;
  /** The SQLite handle for the synchronous fast paths; null on PostgreSQL. */
  sqlite: Database.Database | null;
  env: Env;
  logger: Logger;
  /** The transport (SMTP or the outbox folder): only the queue's sender calls it. */
  mail: Mailer;
  /** The e-mail queue every service writes to, and its sender (server/mail/fila.ts). */
  emails: FilaEmails;
  limiter: RateLimiter;
  storage: UploadStorage;
  /** ALTCHA: the HMAC key and the store of used payloads (replay refusal). */
  captcha: Captcha;
  /** Process start, for the health answer. */
  startedAt: number;
  /** Warming, ready or draining: what GET /api/health answers (server/prontidao.ts). */
  prontidao: Prontidao;
  /** The clock of day-based rules (tracking's São Paulo day, the daily job); tests pass their own. */
  agora: () => Date;
}

/** Where uploads live: the S3-compatible bucket of S3_* when set, else DATA_DIR/uploads. */
export function criarStorage(env: Pick<Env, 'dataDir' | 's3'>, logger?: Logger): UploadStorage {
  if (env.s3) return createS3Storage(env.s3, logger);
  const uploads = path.join(env.dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  return createLocalStorage(uploads);
}

export function createDeps(
  parts: { db: Db; sqlite: Database.Database | null; env: Env; logger: Logger } & Partial<AppDeps>,
): AppDeps {
  const motor = parts.motor ?? (parts.sqlite ? 'sqlite' : 'postgres');
  // Rate limits and used captcha payloads: shared in the database on PostgreSQL (several processes
  // serve one address), in memory on SQLite (one process;
  // docs/decisions/limites-e-captcha-usados-no-banco-no-postgresql-em-memoria.md).
  const compartilhado = motor === 'postgres';
  const captchasUsados = compartilhado ? createDbUsedPayloadStore(parts.db) : undefined;
  const deps: Omit<AppDeps, 'emails'> & { emails?: FilaEmails } = {
    mail: parts.mail ?? createMailer(parts.env, parts.logger),
    limiter: parts.limiter ?? (compartilhado ? createDbRateLimiter(parts.db) : createMemoryRateLimiter()),
    storage: parts.storage ?? criarStorage(parts.env, parts.logger),
    captcha: parts.captcha ?? createCaptcha(parts.env, captchasUsados),
    startedAt: Date.now(),
    prontidao: criarProntidao(),
    agora: () => new Date(),
    motor: parts.sqlite ? 'sqlite' : 'postgres',
    ...parts,
  };
  // The sender reads deps.mail when it sends (a test may swap the transport after this).
  deps.emails ??= criarFilaEmails(deps);
  return deps as AppDeps;
}
