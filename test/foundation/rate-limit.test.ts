import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../../server/rate-limit.js';

const MINUTO = { max: 3, windowMs: 60_000 };

describe('in-memory rate limiter', () => {
  it('counts hits per key inside the window and answers the seconds left past the limit', async () => {
    const limiter = createMemoryRateLimiter();
    const t = 1_000_000;
    expect(await Promise.all([1, 2, 3].map(() => limiter.hit('a', MINUTO, t)))).toEqual([0, 0, 0]);
    expect(await limiter.hit('a', MINUTO, t + 15_000)).toBe(45);
    expect(await limiter.hit('b', MINUTO, t + 15_000)).toBe(0);
    // a new window starts from zero
    expect(await limiter.hit('a', MINUTO, t + 60_000)).toBe(0);
  });

  it('stays bounded under a flood of fresh keys, forgetting the oldest 1% at once', async () => {
    const limiter = createMemoryRateLimiter(1000);
    const t = 1_000_000;
    for (let i = 0; i < 1000; i++) await limiter.hit(`k${i}`, MINUTO, t);
    for (let i = 0; i < 3; i++) await limiter.hit('k999', MINUTO, t); // k999 is now over its limit
    expect(await limiter.size()).toBe(1000);
    await limiter.hit('novo-1', MINUTO, t + 1);
    expect(await limiter.size()).toBe(991); // 10 oldest evicted, one added
    for (let i = 2; i <= 10; i++) await limiter.hit(`novo-${i}`, MINUTO, t + 1);
    expect(await limiter.size()).toBe(1000); // the next 9 fresh keys needed no eviction
    // the oldest keys were forgotten (counting restarts), a recent one still counts
    for (let i = 0; i < 3; i++) expect(await limiter.hit('k0', MINUTO, t + 2)).toBe(0);
    expect(await limiter.hit('k999', MINUTO, t + 2)).toBeGreaterThan(0);
  });

  it('sweeps expired keys first when full, keeping the live ones', async () => {
    const limiter = createMemoryRateLimiter(100);
    const t = 1_000_000;
    for (let i = 0; i < 50; i++) await limiter.hit(`curta${i}`, { max: 1, windowMs: 1000 }, t);
    for (let i = 0; i < 50; i++) await limiter.hit(`longa${i}`, MINUTO, t);
    for (let i = 0; i < 4; i++) await limiter.hit('longa0', MINUTO, t);
    await limiter.hit('depois', MINUTO, t + 5000);
    expect(await limiter.size()).toBe(51); // the 50 expired went, nothing live was evicted
    expect(await limiter.hit('longa0', MINUTO, t + 5000)).toBeGreaterThan(0);
  });

  it('forgets expired keys as time passes, long before the map is full (one-off keys do not pile up)', async () => {
    const limiter = createMemoryRateLimiter();
    const t = 1_000_000;
    // a stream of one-off keys (each page view's visitor), a minute's window each
    for (let s = 0; s < 5; s++)
      for (let i = 0; i < 1000; i++) await limiter.hit(`visitante-${s}-${i}`, MINUTO, t + s * 60_000);
    // only the last minute's keys are still live (the old code kept all 5,000 until 100,000)
    expect(await limiter.size()).toBe(1000);
    expect(await limiter.peek('visitante-4-0', t + 4 * 60_000)).toBe(1);
  });
});
