import type { Db } from '../db/client.js';
import * as pq from '../db/queries/protecao.queries.js';
import type { RateLimitSetting } from './env.js';
import { AppError } from './errors.js';

/**
 * Short-lived protective state behind one small interface: in this process's memory (SQLite, one
 * process) or in the database (PostgreSQL, where several processes serve one address and must
 * share one count). Asynchronous because the shared one is.
 */
export interface RateLimiter {
  /** Counts one hit for `key`; resolves to the seconds to wait when over the limit, else 0. */
  hit(key: string, setting: RateLimitSetting, now?: number): Promise<number>;
  /** Hits counted for `key` in its current window (0 when none or expired); counts nothing. */
  peek(key: string, now?: number): Promise<number>;
  reset(key?: string): Promise<void>;
  /** Keys currently tracked (bounded in memory; in the database until the daily job). */
  size(): Promise<number>;
}

/** Seconds to wait when the bucket is over `max`, else 0. */
const espera = (contagem: number, max: number, fim: number, now: number) =>
  contagem > max ? Math.ceil((fim - now) / 1000) : 0;

export function createMemoryRateLimiter(maxKeys = 100_000): RateLimiter {
  const buckets = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  /** Expired buckets go, at most once a second (a walk of at most `maxKeys` entries). */
  const sweep = (now: number) => {
    if (now < nextSweep) return;
    nextSweep = now + 1000;
    for (const [k, b] of buckets) if (b.resetAt <= now) buckets.delete(k);
  };
  /**
   * Room for a new key when the map is full, in amortized constant time: if the sweep frees
   * nothing the oldest 1% of keys go at once. (Sweeping on every new key would make each request
   * of a flood of fresh keys walk all 100,000.)
   */
  const makeRoom = (now: number) => {
    sweep(now);
    if (buckets.size < maxKeys) return;
    let evict = Math.max(1, Math.ceil(maxKeys / 100));
    for (const k of buckets.keys()) {
      buckets.delete(k);
      if (--evict === 0) break;
    }
  };
  return {
    async hit(key, { max, windowMs }, now = Date.now()) {
      let bucket = buckets.get(key);
      if (!bucket || bucket.resetAt <= now) {
        if (bucket) buckets.delete(key);
        // Expired keys are forgotten as time passes, not only once the map is full: a stream of
        // one-off keys (each page view's visitor) otherwise grew the heap up to `maxKeys`.
        else if (buckets.size >= maxKeys) makeRoom(now);
        else sweep(now);
        bucket = { count: 0, resetAt: now + windowMs };
        buckets.set(key, bucket);
      }
      bucket.count += 1;
      return espera(bucket.count, max, bucket.resetAt, now);
    },
    async peek(key, now = Date.now()) {
      const bucket = buckets.get(key);
      return bucket && bucket.resetAt > now ? bucket.count : 0;
    },
    async reset(key) {
      if (key === undefined) buckets.clear();
      else buckets.delete(key);
    },
    size: async () => buckets.size,
  };
}

/**
 * The limiter shared by every process on one database (table `limites`, migration 023): each hit
 * is one atomic upsert that answers the count, so hits from any number of processes at once are
 * each counted exactly once. `relogio` is the default clock (tests pass their own). Expired buckets
 * are deleted by the daily job.
 */
export function createDbRateLimiter(db: Db, relogio: () => number = Date.now): RateLimiter {
  return {
    async hit(key, { max, windowMs }, now = relogio()) {
      const b = await pq.recordHit(db, key, now, windowMs);
      return espera(b.contagem, max, b.expira_em, now);
    },
    peek: (key, now = relogio()) => pq.countHitsNaJanela(db, key, now),
    reset: (key) => pq.deleteLimites(db, key),
    size: () => pq.countLimites(db),
  };
}

/** Throws the Portuguese 429 (with Retry-After) when `key` is over its limit. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  key: string,
  setting: RateLimitSetting,
): Promise<void> {
  const wait = await limiter.hit(key, setting);
  if (wait > 0) {
    const minutos = Math.max(1, Math.ceil(wait / 60));
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Muitas tentativas em pouco tempo. Aguarde ${minutos} minuto${minutos > 1 ? 's' : ''} e tente novamente.`,
      { appCode: 'RATE_LIMITED', retryAfter: wait },
    );
  }
}
