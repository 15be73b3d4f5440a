import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AppPlugin, createApp } from '../../server/app.js';
import type { AppDeps } from '../../server/deps.js';
import type { ModuloSsr } from '../../server/ssr/render.js';
import { conferindoDocumentacao } from './rest-doc.js';

export const ORIGIN = 'http://localhost:3000';

/**
 * The whole HTTP app over a test database; `request` sends JSON with an optional Bearer token.
 * Every /api answer is checked against its documented operation (test/helpers/rest-doc.ts).
 */
export function httpClient(deps: AppDeps, clientDir = 'dist/client', ssr?: ModuloSsr, plugins?: AppPlugin[]) {
  const app = conferindoDocumentacao(createApp(deps, { clientDir, ssr, plugins }));
  async function request(
    method: string,
    path: string,
    opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    const res = await app.request(`${ORIGIN}${path}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers field by field
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, headers: res.headers, json, text };
  }
  return { app, request };
}

/** A client build folder with only an index.html (page routes answer it with their head tags). */
export function fakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vs-build-dir-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<html><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  return dir;
}
