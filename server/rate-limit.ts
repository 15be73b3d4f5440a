import type { RateLimitSetting } from './env.js';
import { AppError } from './errors.js';

/**
 * Short-lived protective state behind one small interface, so a shared store (Redis) can
 * replace the in-memory one when the product runs on more than one process.
 */
export interface RateLimiter {
  /** Counts one hit for `key`; returns seconds to wait when over the limit, else 0. */
  hit(key: string, setting: RateLimitSetting, now?: number): number;
  /** Hits counted for `key` in its current window (0 when none or expired); counts nothing. */
  peek(key: string, now?: number): number;
  reset(key?: string): void;
  /** Keys currently tracked (bounded). */
  size(): number;
}

export function createMemoryRateLimiter(maxKeys = 100_000): RateLimiter {
  const buckets = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  /**
   * Room for a new key when the map is full, in amortized constant time: expired buckets are swept
   * at most once a second, and if that frees nothing the oldest 1% of keys go at once. (Sweeping
   * on every new key would make each request of a flood of fresh keys walk all 100,000.)
   */
  const makeRoom = (now: number) => {
    if (now >= nextSweep) {
      nextSweep = now + 1000;
      for (const [k, b] of buckets) if (b.resetAt <= now) buckets.delete(k);
    }
    if (buckets.size < maxKeys) return;
    let evict = Math.max(1, Math.ceil(maxKeys / 100));
    for (const k of buckets.keys()) {
      buckets.delete(k);
      if (--evict === 0) break;
    }
  };
  return {
    hit(key, { max, windowMs }, now = Date.now()) {
      let bucket = buckets.get(key);
      if (!bucket || bucket.resetAt <= now) {
        if (bucket) buckets.delete(key);
        else if (buckets.size >= maxKeys) makeRoom(now);
        bucket = { count: 0, resetAt: now + windowMs };
        buckets.set(key, bucket);
      }
      bucket.count += 1;
      return bucket.count > max ? Math.ceil((bucket.resetAt - now) / 1000) : 0;
    },
    peek(key, now = Date.now()) {
      const bucket = buckets.get(key);
      return bucket && bucket.resetAt > now ? bucket.count : 0;
    },
    reset(key) {
      if (key === undefined) buckets.clear();
      else buckets.delete(key);
    },
    size: () => buckets.size,
  };
}

/** Throws the Portuguese 429 (with Retry-After) when `key` is over its limit. */
export function enforceRateLimit(limiter: RateLimiter, key: string, setting: RateLimitSetting): void {
  const wait = limiter.hit(key, setting);
  if (wait > 0) {
    const minutos = Math.max(1, Math.ceil(wait / 60));
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Muitas tentativas em pouco tempo. Aguarde ${minutos} minuto${minutos > 1 ? 's' : ''} e tente novamente.`,
      { appCode: 'RATE_LIMITED', retryAfter: wait },
    );
  }
}
