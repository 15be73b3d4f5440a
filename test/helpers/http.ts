import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
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

/** What `httpClient(...).request` and `clienteJson(...).request` answer. */
export interface RespostaJson {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers field by field
  json: any;
  text: string;
}
type Requisitar = (method: string, path: string) => Promise<Pick<RespostaJson, 'status' | 'json'>>;

/** A browser's user agent: tracking does not count known bots and HTTP tools (undici among them). */
export const NAVEGADOR = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/**
 * A JSON client of a real server (another process) that keeps its cookies as a browser would and
 * names its origin on writes (the session middleware refuses a cookie write without it). Same
 * shape as `httpClient(...).request`.
 */
export function clienteJson(baseUrl: string, opts: { userAgent?: string } = {}) {
  const cookies = new Map<string, string>();
  async function request(
    method: string,
    path: string,
    req: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<RespostaJson> {
    const headers: Record<string, string> = { 'User-Agent': opts.userAgent ?? NAVEGADOR, ...req.headers };
    if (req.body !== undefined) headers['Content-Type'] = 'application/json';
    if (req.token) headers.Authorization = `Bearer ${req.token}`;
    if (method !== 'GET' && method !== 'HEAD') headers.Origin = new URL(baseUrl).origin;
    if (cookies.size) headers.Cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
    });
    for (const linha of res.headers.getSetCookie()) {
      const [par] = linha.split(';');
      const i = par.indexOf('=');
      const [nome, valor] = [par.slice(0, i).trim(), par.slice(i + 1).trim()];
      if (valor) cookies.set(nome, valor);
      else cookies.delete(nome);
    }
    const text = await res.text();
    let json: RespostaJson['json'] = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, headers: res.headers, json, text };
  }
  return { baseUrl, request };
}

/** Fetches a challenge from GET /api/captcha/challenge and solves it as the ALTCHA widget does: the payload for `recaptchaToken`. */
export async function resolverCaptcha(request: Requisitar): Promise<string> {
  const res = await request('GET', '/api/captcha/challenge');
  if (res.status !== 200) throw new Error(`desafio do captcha: HTTP ${res.status}`);
  const challenge = res.json;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('desafio do captcha sem solução');
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
}
