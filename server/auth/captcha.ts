import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Db } from '../../db/client.js';
import * as pq from '../../db/queries/protecao.queries.js';
import type { Env } from '../env.js';
import { AppError } from '../errors.js';

// ALTCHA (self-hosted proof of work) in place of reCAPTCHA: the widget fetches a signed challenge
// from GET /api/captcha/challenge, solves it in a worker and the solved payload travels in the
// documented field `recaptchaToken`.

export const CAPTCHA_VALIDADE_MS = 10 * 60 * 1000;
const ALGORITMO = 'SHA-256';
/** The solver tries counters from 0: about this many SHA-256 rounds on average (under a second). */
const CONTADOR_MIN = 5_000;
const CONTADOR_MAX = 40_000;

export const CAPTCHA_MSG = {
  ausente: 'Por favor, complete a verificação de segurança',
  falhou: 'Verificação de segurança falhou. Tente novamente.',
} as const;

/**
 * Payloads already accepted, so a solved challenge works once: in this process's memory (SQLite,
 * one process) or in the database, shared by every process (PostgreSQL).
 */
export interface UsedPayloadStore {
  /** Records `id` until `expiresAtMs`; false when it was already there (a replay). */
  claim(id: string, expiresAtMs: number, now?: number): Promise<boolean>;
}

export function createMemoryUsedPayloadStore(maxEntries = 50_000): UsedPayloadStore {
  const used = new Map<string, number>();
  return {
    async claim(id, expiresAtMs, now = Date.now()) {
      const seen = used.get(id);
      if (seen !== undefined && seen > now) return false;
      if (used.size >= maxEntries) {
        for (const [k, exp] of used) if (exp <= now) used.delete(k);
        // Still full: drop the oldest. Its challenge is the nearest to expiring anyway.
        while (used.size >= maxEntries) used.delete(used.keys().next().value as string);
      }
      used.set(id, expiresAtMs);
      return true;
    },
  };
}

/**
 * The store shared by every process on one database (table `captcha_usados`, migration 023): one
 * insert-if-absent per claim, so of two processes given the same payload only the first accepts it.
 * Expired rows are deleted by the daily job.
 */
export function createDbUsedPayloadStore(db: Db, relogio: () => number = Date.now): UsedPayloadStore {
  return {
    claim: (id, expiresAtMs, now = relogio()) => pq.markCaptchaUsado(db, id, expiresAtMs, now),
  };
}

export interface Captcha {
  hmacKey: string;
  used: UsedPayloadStore;
}

/** ALTCHA_HMAC_KEY, or a key generated once into DATA_DIR/altcha.key (mode 600). */
export function loadHmacKey(env: Env): string {
  if (env.altchaHmacKey) return env.altchaHmacKey;
  const file = path.join(env.dataDir, 'altcha.key');
  if (existsSync(file)) {
    const key = readFileSync(file, 'utf8').trim();
    if (key.length >= 32) return key;
  }
  mkdirSync(env.dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return key;
}

export function createCaptcha(env: Env, used: UsedPayloadStore = createMemoryUsedPayloadStore()): Captcha {
  return { hmacKey: loadHmacKey(env), used };
}

/** A new signed challenge, valid for 10 minutes. */
export async function criarDesafio(deps: { captcha: Captcha }): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITMO,
    cost: 1,
    counter: randomInt(CONTADOR_MAX, CONTADOR_MIN),
    deriveKey,
    expiresAt: new Date(Date.now() + CAPTCHA_VALIDADE_MS),
    hmacSignatureSecret: deps.captcha.hmacKey,
  });
}

function decode(payload: string): { challenge: Challenge; solution: Solution } | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (!parsed || typeof parsed !== 'object') return null;
    const { challenge, solution } = parsed as { challenge?: unknown; solution?: unknown };
    if (!challenge || typeof challenge !== 'object' || !solution || typeof solution !== 'object') return null;
    const c = challenge as Challenge;
    if (!c.parameters || typeof c.parameters !== 'object' || typeof c.signature !== 'string') return null;
    return {
      challenge: { parameters: c.parameters, signature: c.signature },
      solution: solution as Solution,
    };
  } catch {
    return null;
  }
}

/**
 * Verifies the solved ALTCHA payload (signature, expiry, solution) and refuses a replay.
 * Skipped only when the environment turns the captcha off (tests and development).
 */
export async function verifyCaptcha(
  deps: { captcha: Captcha; env: Pick<Env, 'captchaRequired'> },
  payload: string | undefined | null,
): Promise<void> {
  if (!deps.env.captchaRequired) return;
  if (!payload?.trim()) {
    throw new AppError('BAD_REQUEST', CAPTCHA_MSG.ausente, { appCode: 'RECAPTCHA_MISSING' });
  }
  const falhou = () =>
    new AppError('BAD_REQUEST', CAPTCHA_MSG.falhou, { appCode: 'RECAPTCHA_VALIDATION_FAILED' });
  const decoded = payload.length <= 20_000 ? decode(payload.trim()) : null;
  if (!decoded || decoded.challenge.parameters.algorithm !== ALGORITMO) throw falhou();
  let ok = false;
  try {
    const result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: deps.captcha.hmacKey,
    });
    // A challenge without expiry was not made here.
    ok = result.verified && typeof decoded.challenge.parameters.expiresAt === 'number';
  } catch {
    ok = false;
  }
  if (!ok) throw falhou();
  const expiresAtMs = (decoded.challenge.parameters.expiresAt as number) * 1000;
  if (!(await deps.captcha.used.claim(decoded.challenge.signature as string, expiresAtMs))) throw falhou();
}
