import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { httpClient } from '../helpers/http.js';

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vs-build-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<html><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  const js = 'console.log("vitrine");'.repeat(100);
  writeFileSync(path.join(dir, 'assets/index-abc123.js'), js);
  writeFileSync(path.join(dir, 'assets/index-abc123.js.br'), brotliCompressSync(js));
  return dir;
}

describe('HTTP surface', () => {
  let t: TestDb;
  let client: ReturnType<typeof httpClient>;
  beforeEach(async () => {
    t = await createTestDb();
    client = httpClient(t.deps, fakeBuild());
  });
  afterEach(() => t.cleanup());

  it('answers the health check', async () => {
    const res = await client.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.json.status).toBe('ok');
  });

  it('answers an unknown /api path with a 404 JSON body', async () => {
    const res = await client.request('GET', '/api/nao-existe');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.json).toEqual({ message: 'Rota não encontrada.', code: 'NOT_FOUND' });
  });

  it('falls back to index.html with head tags for page routes, never cached', async () => {
    const res = await client.request('GET', '/fornecedores/qualquer');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
    expect(res.text).toContain('<meta property="og:site_name" content="Vitrine do Sim" />');
    // no tracking cookie: visitors are counted without one, so the page is the same for everyone
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('serves hashed assets immutable and brotli-compressed when asked', async () => {
    const res = await client.request('GET', '/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
  });

  it('answers a real 404 for a missing asset, favicon-like file, /trpc or /uploads path', async () => {
    for (const p of ['/assets/nao-existe.js', '/favicon.ico', '/uploads/nada.jpg', '/trpc']) {
      const res = await client.request('GET', p);
      expect(res.status, p).toBe(404);
      expect(res.text, p).not.toContain('<div id="root">');
    }
  });

  it('sets the security headers on every answer', async () => {
    for (const p of ['/', '/api/health', '/assets/index-abc123.js']) {
      const res = await client.request('GET', p);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('never lets /uploads escape its folder', async () => {
    writeFileSync(path.join(t.dataDir, 'segredo.jpg'), 'x');
    for (const p of [
      '/uploads/../segredo.jpg',
      '/uploads/%2e%2e/segredo.jpg',
      '/uploads/..%2fsegredo.jpg',
      '/uploads/..%5csegredo.jpg',
    ]) {
      const res = await client.request('GET', p);
      expect(res.status, p).toBe(404);
    }
  });

  it('serves the reference taxonomy through tRPC and REST alike', async () => {
    const rest = await client.request('GET', '/api/tags');
    expect(rest.status).toBe(200);
    const trpc = await client.request('GET', '/trpc/fornecedores.tags');
    expect(trpc.json.result.data).toEqual(rest.json);
    const paraTodos = rest.json.find((t: { nome: string }) => t.nome === 'para Todos');
    expect(paraTodos.CategoriaTag.nome).toBe('Público');
  });
});
