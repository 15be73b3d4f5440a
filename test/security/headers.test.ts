import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { createUsuario, loginAs } from '../helpers/factories.js';
import { httpClient, ORIGIN } from '../helpers/http.js';
import { operacoesRest } from '../helpers/rest-operacoes.js';
import { REST_EXPECTATIONS } from './access-expectations.js';
import { createWorld, fakeBuild, type World } from './fixtures.js';

/** A JPEG's first bytes: the uploads route types by the bytes (and never as HTML). */
function placeUpload(t: TestDb): string {
  const dir = path.join(t.dataDir, 'uploads', 'fornecedores', '1');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'abc.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]));
  return '/uploads/fornecedores/1/abc.jpg';
}

function expectSecurityHeaders(h: Headers, label: string) {
  const csp = h.get('content-security-policy') ?? '';
  const directives = Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name, values];
      }),
  ) as Record<string, string[]>;
  const scriptSrc = directives['script-src'] ?? directives['default-src'] ?? [];
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${label}: script-src`).not.toContain("'unsafe-eval'");
  expect(scriptSrc.length, `${label}: script-src present`).toBeGreaterThan(0);
  expect(directives['object-src'], `${label}: object-src`).toEqual(["'none'"]);
  expect(directives['frame-ancestors'], `${label}: frame-ancestors`).toEqual(["'none'"]);
  expect(directives['base-uri'], `${label}: base-uri`).toBeDefined();
  expect(h.get('x-content-type-options'), `${label}: nosniff`).toBe('nosniff');
  expect(h.get('referrer-policy'), `${label}: Referrer-Policy`).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  expect(h.get('permissions-policy'), `${label}: Permissions-Policy`).toMatch(/camera=\(\)/);
}

let t: TestDb | null = null;
let w: World | null = null;
afterEach(async () => {
  await t?.cleanup();
  await w?.db.cleanup();
  t = null;
  w = null;
});

async function everyKind(envOverrides: Record<string, string> = {}) {
  t = await createTestDb(envOverrides);
  const { request, app } = httpClient(t.deps, fakeBuild());
  const user = await createUsuario(t.deps);
  const { token } = await loginAs(t.deps, user);
  const upload = placeUpload(t);
  const form = new FormData();
  form.append('midia', new Blob([Buffer.from('nada')], { type: 'image/jpeg' }), 'x.jpg');
  const answers: [string, Headers, number][] = [];
  const add = async (label: string, p: Promise<{ headers: Headers; status: number }> | Response) => {
    const r = await p;
    answers.push([label, r.headers, r.status]);
  };
  await add('page /', request('GET', '/'));
  await add('page /fornecedores', request('GET', '/fornecedores'));
  await add('asset', request('GET', '/assets/index-abc.js'));
  await add('api json', request('GET', '/api/health'));
  await add('api authed', request('GET', '/api/usuarios/check-token', { token }));
  await add('api 401', request('GET', '/api/usuarios/check-token'));
  await add('trpc', request('GET', '/trpc/fornecedores.tags'));
  await add('trpc authed', request('GET', '/trpc/auth.session', { token }));
  await add('upload file', request('GET', upload));
  await add(
    'upload post (multipart)',
    app.request(`${ORIGIN}/api/galerias/1`, {
      method: 'PUT',
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    }),
  );
  await add('404 file', request('GET', '/nao-existe.png'));
  await add('404 api', request('GET', '/api/nao-existe'));
  await add('404 upload', request('GET', '/uploads/nao-existe.jpg'));
  await add('sitemap', request('GET', '/sitemap.xml'));
  return answers;
}

describe('security headers on every answer', () => {
  it('page, asset, /api JSON, tRPC, upload, 401 and 404 all carry CSP, nosniff, Referrer-Policy and Permissions-Policy', async () => {
    const answers = await everyKind();
    expect(answers.find(([l]) => l === 'upload file')?.[2]).toBe(200);
    expect(answers.find(([l]) => l === 'page /')?.[2]).toBe(200);
    for (const [label, h] of answers) expectSecurityHeaders(h, label);
  });

  it('no HSTS over plain http; HSTS of at least a year on every answer when PUBLIC_URL is https', async () => {
    for (const [label, h] of await everyKind()) {
      expect(h.get('strict-transport-security'), label).toBeNull();
    }
    await t?.cleanup();
    t = null;
    for (const [label, h] of await everyKind({ PUBLIC_URL: 'https://vitrinedosim.com.br' })) {
      const hsts = h.get('strict-transport-security') ?? '';
      expect(Number(hsts.match(/max-age=(\d+)/)?.[1] ?? 0), label).toBeGreaterThanOrEqual(31536000);
    }
  });

  it('the page shell references scripts only from /assets (no inline script the CSP would have to allow)', async () => {
    t = await createTestDb();
    const { request } = httpClient(t.deps, fakeBuild());
    const page = await request('GET', '/');
    const inline = [...page.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      ([, attrs, body]) =>
        !/\bsrc=/.test(attrs ?? '') && !/type="application\/(ld\+)?json"/.test(attrs ?? '') && body?.trim(),
    );
    expect(inline.map(([s]) => s)).toEqual([]);
  });
});

describe('authenticated API answers are never cacheable by shared caches', () => {
  it('every GET REST route answered to a signed-in admin says no-store (or private)', async () => {
    w = await createWorld();
    const { app } = httpClient(w.deps, '/nonexistent');
    const bad: string[] = [];
    for (const r of operacoesRest.filter((x) => x.method === 'GET')) {
      const key = `${r.method} ${r.path.replace(/\{[^}]*\}/g, '')}`;
      const e = REST_EXPECTATIONS[key];
      const params = e?.params?.(w.fx) ?? {};
      const url = r.path.replace(/:(\w+)(\{[^}]*\})?/g, (_m, n: string) => String(params[n] ?? 1));
      const q = e?.query?.(w.fx);
      const res = await app.request(`${ORIGIN}${url}${q ? `?${q}` : ''}`, {
        headers: { Authorization: `Bearer ${w.tokens.admin}` },
      });
      const cc = res.headers.get('cache-control') ?? '';
      if (!/no-store|private/.test(cc) || /public|s-maxage/.test(cc))
        bad.push(`${key}: ${res.status} "${cc}"`);
    }
    expect(bad).toEqual([]);
  });

  it('signed-in tRPC answers (cookie and Bearer) and login answers carrying Set-Cookie say no-store', async () => {
    w = await createWorld();
    const { request } = httpClient(w.deps, '/nonexistent');
    const bearer = await request('GET', '/trpc/auth.session,fornecedores.minhas?batch=1&input={}', {
      token: w.tokens.cliente,
    });
    expect(bearer.status).toBe(200);
    expect(bearer.headers.get('cache-control')).toBe('no-store');
    const cookie = await request('GET', '/trpc/auth.session', {
      headers: { Cookie: `sessao=${w.tokens.cliente}` },
    });
    expect(cookie.json.result.data.user.id).toBe(w.users.cliente.id);
    expect(cookie.headers.get('cache-control')).toBe('no-store');
    const login = await request('POST', '/api/usuarios/login', {
      body: { email: w.fx.clienteEmail, senha: w.fx.clienteSenha },
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('set-cookie')).toBeTruthy();
    expect(login.headers.get('cache-control')).toBe('no-store');
  });
});
