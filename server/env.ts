import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './http/client-ip.js';

export interface Env {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  siteName: string;
  smtpUrl: string | null;
  contactEmail: string | null;
  demoPassword: string | null;
  altchaHmacKey: string | null;
  logLevel: string;
  /** TRUST_PROXY: who may say, in X-Forwarded-For, which address the client has. */
  trustProxy: TrustProxy;
  /** Rate limits: "count/seconds" per key. Tests and the benchmark set their own. */
  rateLimits: {
    loginIp: RateLimitSetting;
    loginEmail: RateLimitSetting;
    signup: RateLimitSetting;
    recovery: RateLimitSetting;
    contact: RateLimitSetting;
    tracking: RateLimitSetting;
    /** Quote requests: the same limit per IP, per sender e-mail and per showcase. */
    leads: RateLimitSetting;
  };
  /** LEAD_RETENTION_DAYS: quote requests older than this are deleted by the daily job. */
  leadRetentionDays: number;
  /** EMAIL_RETENTION_DAYS: sent e-mails of the queue are deleted this many days after delivery. */
  emailRetentionDays: number;
  /** The Vite build folder (CLIENT_DIST): parallel test runs build into their own. */
  clientDist: string;
  /** When false (tests only), the captcha is accepted without proof of work. */
  captchaRequired: boolean;
  /** DATABASE_URL (postgres://…): PostgreSQL instead of the SQLite file in dataDir. */
  databaseUrl: string | null;
  /** DATABASE_POOL_SIZE: connections per process in the PostgreSQL pool (default 10). */
  databasePoolSize: number;
  /** S3_*: uploads in an S3-compatible bucket instead of dataDir/uploads (null: the disk). */
  s3: S3Config | null;
  /** WORKERS: app processes on this machine (PostgreSQL only; default 1). */
  workers: number;
  /**
   * WORKERS_SPARE (default 1 with WORKERS > 1; 0: none): warm processes beyond WORKERS that get no
   * connections until one of the WORKERS dies or recycles (server/cluster.ts).
   */
  reservas: number;
  /** SHUTDOWN_TIMEOUT (seconds, default 10): how long SIGTERM waits for in-flight requests. */
  prazoEncerramentoMs: number;
  /** HEALTH_MIN_FREE_MB (default 100; 0 turns it off): below this free space under dataDir, health answers 503. */
  saudeMinimoLivreMb: number;
  /**
   * SHUTDOWN_DRAIN_S (seconds, default 5; 0: none): after SIGTERM the process keeps accepting
   * connections this long, /api/health answering 503, so a load balancer sees it leave before
   * the listener closes.
   */
  drenagemMs: number;
  /** Node's HTTP server limits (docs/operations.md, "Conexões lentas ou caladas"). */
  http: PrazosHttp;
}

export interface PrazosHttp {
  /** HTTP_HEADERS_TIMEOUT_S (default 15): a request's headers must arrive within this. */
  headersTimeoutMs: number;
  /**
   * HTTP_REQUEST_TIMEOUT_S (default 30): the whole request (headers and body) must arrive within
   * this; also how long a socket may stay silent (nothing sent nor received) before it is closed.
   */
  requestTimeoutMs: number;
  /** HTTP_KEEPALIVE_TIMEOUT_S (default 5): an idle keep-alive connection closes after this. */
  keepAliveTimeoutMs: number;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

function lerS3(source: NodeJS.ProcessEnv): S3Config | null {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = source;
  if (!S3_BUCKET) return null;
  return {
    endpoint: S3_ENDPOINT ?? '',
    bucket: S3_BUCKET,
    region: S3_REGION || 'us-east-1',
    accessKeyId: S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: S3_SECRET_ACCESS_KEY ?? '',
  };
}

export interface RateLimitSetting {
  max: number;
  windowMs: number;
}

function parseLimit(value: string | undefined, fallback: string): RateLimitSetting {
  const [max, seconds] = (value ?? fallback).split('/').map(Number);
  if (!Number.isFinite(max) || !Number.isFinite(seconds) || max <= 0 || seconds <= 0) {
    return parseLimit(undefined, fallback);
  }
  return { max, windowMs: seconds * 1000 };
}

function inteiroNaoNegativo(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 0 ? n : fallback;
}

function inteiroPositivo(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : fallback;
}

/** The Vite build folder (CLIENT_DIST, default dist/client), resolved from `raiz`. */
export function lerClientDist(source: NodeJS.ProcessEnv = process.env, raiz = process.cwd()): string {
  return path.resolve(raiz, source.CLIENT_DIST ?? 'dist/client');
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const nodeEnv = source.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const port = Number(source.PORT ?? 3000);
  return {
    nodeEnv,
    isProduction,
    port,
    host: source.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(source.DATA_DIR ?? './data'),
    publicUrl: (source.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    siteName: source.SITE_NAME ?? 'Vitrine do Sim',
    smtpUrl: source.SMTP_URL || null,
    contactEmail: source.CONTACT_EMAIL || null,
    demoPassword: source.DEMO_PASSWORD || null,
    altchaHmacKey: source.ALTCHA_HMAC_KEY || null,
    logLevel: source.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: parseTrustProxy(source.TRUST_PROXY),
    rateLimits: {
      loginIp: parseLimit(source.RATE_LIMIT_LOGIN_IP, '30/600'),
      loginEmail: parseLimit(source.RATE_LIMIT_LOGIN_EMAIL, '10/600'),
      signup: parseLimit(source.RATE_LIMIT_SIGNUP, '10/3600'),
      recovery: parseLimit(source.RATE_LIMIT_RECOVERY, '5/900'),
      contact: parseLimit(source.RATE_LIMIT_CONTACT, '5/3600'),
      tracking: parseLimit(source.RATE_LIMIT_TRACKING, '300/60'),
      leads: parseLimit(source.RATE_LIMIT_LEADS, '5/3600'),
    },
    leadRetentionDays: inteiroPositivo(source.LEAD_RETENTION_DAYS, 730),
    emailRetentionDays: inteiroPositivo(source.EMAIL_RETENTION_DAYS, 7),
    clientDist: lerClientDist(source),
    captchaRequired: source.CAPTCHA_DISABLED !== 'true' || isProduction,
    databaseUrl: source.DATABASE_URL || null,
    databasePoolSize: inteiroPositivo(source.DATABASE_POOL_SIZE, 10),
    s3: lerS3(source),
    workers: inteiroPositivo(source.WORKERS, 1),
    reservas: inteiroNaoNegativo(source.WORKERS_SPARE, 1),
    prazoEncerramentoMs: inteiroPositivo(source.SHUTDOWN_TIMEOUT, 10) * 1000,
    saudeMinimoLivreMb: inteiroNaoNegativo(source.HEALTH_MIN_FREE_MB, 100),
    drenagemMs: inteiroNaoNegativo(source.SHUTDOWN_DRAIN_S, 5) * 1000,
    http: {
      headersTimeoutMs: inteiroPositivo(source.HTTP_HEADERS_TIMEOUT_S, 15) * 1000,
      requestTimeoutMs: inteiroPositivo(source.HTTP_REQUEST_TIMEOUT_S, 30) * 1000,
      keepAliveTimeoutMs: inteiroPositivo(source.HTTP_KEEPALIVE_TIMEOUT_S, 5) * 1000,
    },
  };
}
