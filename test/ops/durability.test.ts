import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { startServer } from '../e2e/server.js';

const PROD = { NODE_ENV: 'production', RATE_LIMIT_TRACKING: '1000000/60', LOG_LEVEL: 'error' };

describe('durability', () => {
  it('keeps every acknowledged write across a SIGKILL mid-load', async () => {
    const first = await startServer(PROD);
    const acknowledged: string[] = [];
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const url = `/blog/duravel-${w}-${i}`;
        try {
          const res = await fetch(`${first.baseURL}/api/access-logs/page-view`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              page_type: 'artigo_blog',
              url,
              referrer: null,
              session_id: `duravel-${w}-${i}`,
            }),
          });
          if (res.status === 202) acknowledged.push(url);
        } catch {
          return; // the process is gone
        }
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    while (acknowledged.length < 300) await new Promise((r) => setTimeout(r, 20));
    const exited = new Promise((r) => first.process.once('exit', r));
    first.process.kill('SIGKILL');
    stop = true;
    await Promise.all(workers);
    await exited;

    const second = await startServer(PROD, { dataDir: first.dataDir });
    try {
      const health = await fetch(`${second.baseURL}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      await second.stop();
    }
    const db = new Database(path.join(first.dataDir, 'app.db'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = new Set(
        (
          db.prepare("select url from page_views where url like '/blog/duravel-%'").all() as { url: string }[]
        ).map((r) => r.url),
      );
      const lost = acknowledged.filter((u) => !stored.has(u));
      expect(acknowledged.length).toBeGreaterThanOrEqual(300);
      expect(lost).toEqual([]);
    } finally {
      db.close();
    }
  }, 90_000);
});
