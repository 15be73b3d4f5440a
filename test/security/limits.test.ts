import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { operacoesDe } from '../../server/rest/operacao.js';
import { TRPC_MAX_BATCH } from '../../src/lib/trpc.js';
import { colunasDe, TABELAS_DE_CONTROLE, tabelasDe } from '../helpers/db.js';
import { ORIGIN } from '../helpers/http.js';
import { operacoesRest } from '../helpers/rest-operacoes.js';
import { REST_EXPECTATIONS } from './access-expectations.js';
import { createWorld, type World } from './fixtures.js';

const MB = 1024 * 1024;
const worlds: World[] = [];
afterEach(async () => {
  for (const w of worlds.splice(0)) await w.db.cleanup();
});
async function world() {
  const w = await createWorld();
  worlds.push(w);
  return w;
}

/** Row counts of every table and the column list of each: "nothing changed" means these are equal. */
async function snapshot(w: World) {
  const db = w.deps.db;
  const out: Record<string, unknown> = {};
  for (const name of await tabelasDe(db)) {
    if (TABELAS_DE_CONTROLE.includes(name)) continue;
    const { n } = await db
      .selectFrom(name as 'usuarios')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[name] = { rows: Number(n), cols: await colunasDe(db, name) };
  }
  out.fornecedor = await db
    .selectFrom('fornecedores')
    .selectAll()
    .where('id', '=', w.fx.fornecedorId)
    .executeTakeFirst();
  out.usuarios = await db
    .selectFrom('usuarios')
    .select(['id', 'nome', 'email', 'tipo', 'deleted_at'])
    .orderBy('id')
    .execute();
  return out;
}

const fillPath = (p: string, w: World, key: string) => {
  const params = REST_EXPECTATIONS[key]?.params?.(w.fx) ?? {};
  return p.replace(/:(\w+)(\{[^}]*\})?/g, (_m, n: string) => String(params[n] ?? w.fx.fornecedorId));
};

describe('body-size limits', () => {
  it('a 2 MB JSON body to every non-upload POST/PUT/PATCH/DELETE route answers 413 and changes nothing', async () => {
    const w = await world();
    const app = createApp(w.deps, { clientDir: '/nonexistent' });
    const big = JSON.stringify({ nome: 'x'.repeat(2 * MB) });
    const before = await snapshot(w);
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const r of operacoesDe(app)) {
      if (r.method === 'GET') continue;
      if ((r.maxBodyBytes ?? MB) > 2 * MB) continue; // upload routes: their own cap, below
      const key = `${r.method} ${r.path.replace(/\{[^}]*\}/g, '')}`;
      const res = await app.request(`${ORIGIN}${fillPath(r.path, w, key)}`, {
        method: r.method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${w.tokens.admin}` },
        body: big,
      });
      checked.push(key);
      if (res.status !== 413) wrong.push(`${key}: ${res.status}`);
    }
    expect(checked.length).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
    expect(await snapshot(w)).toEqual(before);
  });

  it('the limit holds without a Content-Length (chunked) and against a lying Content-Length', async () => {
    const w = await world();
    const app = createApp(w.deps, { clientDir: '/nonexistent' });
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    const stream = () =>
      new ReadableStream<Uint8Array>({
        start(ctrl) {
          ctrl.enqueue(new TextEncoder().encode('{"nome":"'));
          for (let i = 0; i < 40; i++) ctrl.enqueue(chunk);
          ctrl.enqueue(new TextEncoder().encode('"}'));
          ctrl.close();
        },
      });
    for (const url of ['/api/usuarios', '/trpc/auth.cadastrar']) {
      const res = await app.request(`${ORIGIN}${url}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: stream(),
        duplex: 'half',
      } as RequestInit);
      expect(res.status, url).toBe(413);
    }
    const before = await snapshot(w);
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    try {
      const { port } = server.address() as AddressInfo;
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/usuarios',
            headers: { 'Content-Type': 'application/json', 'Content-Length': '10' },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', () => resolve(-1)); // the server may also cut the connection: no write either way
        req.end(`{"nome":"${'x'.repeat(2 * MB)}"}`);
        setTimeout(() => reject(new Error('timeout')), 10_000);
      });
      expect([400, 413, -1]).toContain(status);
    } finally {
      server.close();
    }
    expect(await snapshot(w)).toEqual(before);
  });

  it('upload routes have their own caps: every route declares a bounded limit and a bigger body is 413', async () => {
    for (const r of operacoesRest)
      expect(r.maxBodyBytes ?? MB, `${r.method} ${r.path}`).toBeLessThanOrEqual(110 * MB);
    const w = await world();
    const app = createApp(w.deps, { clientDir: '/nonexistent' });
    const route = operacoesRest.find((r) => r.path === '/api/fornecedores/:id/imagens');
    expect(route?.maxBodyBytes).toBeGreaterThan(MB);
    const form = new FormData();
    form.append(
      'imagem',
      new Blob([new Uint8Array((route?.maxBodyBytes ?? 0) + 1024)], { type: 'image/jpeg' }),
      'a.jpg',
    );
    const res = await app.request(`${ORIGIN}/api/fornecedores/${w.fx.fornecedorId}/imagens`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${w.tokens.anuncianteDono}` },
      body: form,
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/excede o tamanho permitido/);
  });

  it('a 2 MB tRPC body answers 413', async () => {
    const w = await world();
    const app = createApp(w.deps, { clientDir: '/nonexistent' });
    const res = await app.request(`${ORIGIN}/trpc/fornecedores.atualizarParcial`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${w.tokens.anuncianteDono}` },
      body: JSON.stringify({ id: w.fx.fornecedorId, dados: { frase_slogan: 'x'.repeat(2 * MB) } }),
    });
    expect(res.status).toBe(413);
  });
});

describe('tRPC batch size', () => {
  it('the server refuses more than 20 procedures in one batch (GET and POST) and accepts 20', async () => {
    const w = await world();
    const app = createApp(w.deps, { clientDir: '/nonexistent' });
    const batch = (n: number) => Array.from({ length: n }, () => 'fornecedores.tags').join(',');
    const ok = await app.request(`${ORIGIN}/trpc/${batch(20)}?batch=1`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toHaveLength(20);
    const tooMany = await app.request(`${ORIGIN}/trpc/${batch(21)}?batch=1`);
    expect(tooMany.status).toBe(413);
    // percent-encoded commas are commas to tRPC: they count too (this bypassed the limit before)
    for (const sep of ['%2C', '%2c']) {
      const encoded = await app.request(`${ORIGIN}/trpc/${batch(30).replaceAll(',', sep)}?batch=1`);
      expect(encoded.status, sep).toBe(413);
    }
    const malformed = await app.request(`${ORIGIN}/trpc/fornecedores.tags%E0%A4%A?batch=1`);
    expect(malformed.status).toBe(400);
    const input = Object.fromEntries(
      Array.from({ length: 21 }, (_, i) => [i, { page_type: 'home', url: '/' }]),
    );
    const post = await app.request(
      `${ORIGIN}/trpc/${Array(21).fill('accessLogs.pageView').join(',')}?batch=1`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(input),
      },
    );
    expect(post.status).toBe(413);
    const pageViews = await w.deps.db
      .selectFrom('page_views')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(pageViews.n)).toBe(0);
  });

  it("the client's largest batch is one the server accepts", async () => {
    const w = await world();
    const app = createApp(w.deps, { clientDir: '/nonexistent' });
    const lote = Array.from({ length: TRPC_MAX_BATCH }, () => 'fornecedores.tags').join(',');
    const res = await app.request(`${ORIGIN}/trpc/${lote}?batch=1`);
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveLength(TRPC_MAX_BATCH);
  });
});

const POISON_KEYS = ['__proto__', 'constructor', 'prototype'];
function expectPrototypeClean() {
  const probe = {} as Record<string, unknown>;
  for (const k of ['tipo', 'admin', 'isAdmin', 'verificado', 'premium', 'usuario_id', 'polluted']) {
    expect(probe[k], `Object.prototype.${k}`).toBeUndefined();
  }
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(
    Object.getOwnPropertyNames(Object.getPrototypeOf({})).sort(),
  );
  expect(Object.keys(Object.prototype)).toEqual([]);
}

/** A JSON text with the poison keys spelled literally (JSON.stringify would drop __proto__). */
function poisoned(fields: Record<string, unknown>, payload: Record<string, unknown>): string {
  const inner = JSON.stringify(payload);
  const own = JSON.stringify(fields).slice(1, -1);
  return `{${own}${own ? ',' : ''}"__proto__":${inner},"constructor":{"prototype":${inner}},"prototype":${inner}}`;
}

describe('prototype-pollution keys change nothing', () => {
  const evil = { tipo: 'admin', isAdmin: true, verificado: 1, premium: 1, usuario_id: 1, polluted: 'sim' };

  it('sign-up (REST and tRPC) with __proto__/constructor/prototype never makes an admin or an extra field', async () => {
    const w = await world();
    const app = createApp(w.deps, { clientDir: '/nonexistent' });
    const cols = await colunasDe(w.deps.db, 'usuarios');
    const base = {
      nome: 'Pessoa Nova',
      telefone: '(11) 98765-4321',
      tipo: 'cliente',
      senha: 'senha-segura-123',
    };
    const rest = await app.request(`${ORIGIN}/api/usuarios`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: poisoned({ ...base, email: 'proto1@exemplo.com.br' }, evil),
    });
    expect(rest.status).toBeLessThan(300);
    const trpc = await app.request(`${ORIGIN}/trpc/auth.cadastrar`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: poisoned({ ...base, email: 'proto2@exemplo.com.br' }, evil),
    });
    expect(trpc.status).toBeLessThan(300);
    const rows = await w.deps.db
      .selectFrom('usuarios')
      .select(['email', 'tipo'])
      .where('email', 'like', 'proto%')
      .orderBy('email')
      .execute();
    expect(rows).toEqual([
      { email: 'proto1@exemplo.com.br', tipo: 'cliente' },
      { email: 'proto2@exemplo.com.br', tipo: 'cliente' },
    ]);
    expect(await colunasDe(w.deps.db, 'usuarios')).toEqual(cols);
    expectPrototypeClean();
  });

  it('profile update (REST PUT and tRPC) with poison keys keeps the role and the other users', async () => {
    const w = await world();
    const app = createApp(w.deps, { clientDir: '/nonexistent' });
    const before = await snapshot(w);
    const auth = { 'Content-Type': 'application/json', Authorization: `Bearer ${w.tokens.cliente}` };
    const put = await app.request(`${ORIGIN}/api/usuarios/${w.fx.clienteId}`, {
      method: 'PUT',
      headers: auth,
      body: poisoned({ nome: 'Nome Trocado' }, evil),
    });
    expect(put.status).toBe(200);
    const trpc = await app.request(`${ORIGIN}/trpc/auth.atualizarPerfil`, {
      method: 'POST',
      headers: auth,
      body: `{"dados":${poisoned({ nome: 'Nome Trocado', email: w.fx.clienteEmail, telefone: '(11) 98765-4321' }, evil)}}`,
    });
    expect(trpc.status).toBe(200);
    const after = await snapshot(w);
    const users = after.usuarios as { id: number; nome: string; tipo: string }[];
    expect(users.find((u) => u.id === w.fx.clienteId)).toMatchObject({
      nome: 'Nome Trocado',
      tipo: 'cliente',
    });
    expect(users.map((u) => u.tipo)).toEqual((before.usuarios as { tipo: string }[]).map((u) => u.tipo));
    // the accepted new name is logged for the page caches (migration 013), nothing else moved
    expect({ ...after, usuarios: null, vitrine_mudancas: null }).toEqual({
      ...before,
      usuarios: null,
      vitrine_mudancas: null,
    });
    expectPrototypeClean();
  });

  it('testimonial and editor partial update (JSON and multipart) with poison keys change only the allowed fields', async () => {
    const w = await world();
    const app = createApp(w.deps, { clientDir: '/nonexistent' });
    const dep = await app.request(`${ORIGIN}/api/depoimentos`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${w.tokens.anuncianteOutro}` },
      body: poisoned(
        { fornecedor_id: w.fx.fornecedorId, comentario: 'Recomendo.', nota: 5 },
        { ...evil, usuario_id: w.fx.clienteId, nota: 1 },
      ),
    });
    expect(dep.status).toBe(201);
    expect(
      await w.deps.db
        .selectFrom('depoimentos')
        .select(['usuario_id', 'nota'])
        .where('comentario', '=', 'Recomendo.')
        .executeTakeFirst(),
    ).toEqual({ usuario_id: w.users.anuncianteOutro.id, nota: 5 });

    const fornecedorAntes = await w.deps.db
      .selectFrom('fornecedores')
      .selectAll()
      .where('id', '=', w.fx.fornecedorId)
      .executeTakeFirstOrThrow();
    const ownerAuth = { Authorization: `Bearer ${w.tokens.anuncianteDono}` };
    const json = await app.request(`${ORIGIN}/api/fornecedores/${w.fx.fornecedorId}/partial`, {
      method: 'PUT',
      headers: { ...ownerAuth, 'Content-Type': 'application/json' },
      body: poisoned({ frase_slogan: 'Slogan novo' }, { ...evil, usuario_id: w.users.anuncianteOutro.id }),
    });
    expect(json.status).toBe(200);

    const form = new FormData();
    form.append('descricao_curta', 'Descrição nova pelo formulário.');
    for (const k of POISON_KEYS) form.append(k, JSON.stringify(evil));
    form.append('__proto__[tipo]', 'admin');
    form.append('constructor[prototype][verificado]', '1');
    form.append('faqs', `[${poisoned({ pergunta: 'Atende aos sábados?', resposta: 'Sim.' }, evil)}]`);
    form.append('verificado', '1');
    form.append('premium', '1');
    const multipart = await app.request(`${ORIGIN}/api/fornecedores/${w.fx.fornecedorId}/partial`, {
      method: 'PUT',
      headers: ownerAuth,
      body: form,
    });
    expect(multipart.status).toBe(200);

    const trpc = await app.request(`${ORIGIN}/trpc/fornecedores.atualizarParcial`, {
      method: 'POST',
      headers: { ...ownerAuth, 'Content-Type': 'application/json' },
      body: `{"id":${w.fx.fornecedorId},"dados":${poisoned({ site: 'https://exemplo.com.br' }, evil)}}`,
    });
    expect(trpc.status).toBe(200);

    const depois = await w.deps.db
      .selectFrom('fornecedores')
      .selectAll()
      .where('id', '=', w.fx.fornecedorId)
      .executeTakeFirstOrThrow();
    expect(Object.keys(depois)).toEqual(Object.keys(fornecedorAntes));
    expect(depois).toMatchObject({
      usuario_id: w.users.anuncianteDono.id,
      verificado: 0,
      premium: 0,
      frase_slogan: 'Slogan novo',
      descricao_curta: 'Descrição nova pelo formulário.',
    });
    expect(
      await w.deps.db
        .selectFrom('faqs')
        .select(['pergunta', 'resposta'])
        .where('fornecedor_id', '=', w.fx.fornecedorId)
        .execute(),
    ).toEqual([{ pergunta: 'Atende aos sábados?', resposta: 'Sim.' }]);
    const admins = await w.deps.db
      .selectFrom('usuarios')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tipo', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(Number(admins.n)).toBe(1);
    expectPrototypeClean();
  });
});

describe('path tricks never leave the build folder or the uploads folder', () => {
  it('static files and /uploads answer nothing outside their folder, over a real socket (no URL normalization)', async () => {
    const w = await world();
    const root = mkdtempSync(path.join(os.tmpdir(), 'vs-sec-paths-'));
    const dist = path.join(root, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><!--app-head--></head><body>APP</body></html>',
    );
    writeFileSync(path.join(dist, 'assets/app.js'), 'console.log(1)');
    const SECRET = 'SEGREDO-FORA-DA-PASTA';
    for (const f of ['segredo.js', 'segredo.jpg', 'segredo.txt']) writeFileSync(path.join(root, f), SECRET);
    const uploads = path.join(w.db.dataDir, 'uploads');
    for (const f of ['segredo.jpg', 'segredo.js', 'segredo.txt'])
      writeFileSync(path.join(w.db.dataDir, f), SECRET);
    mkdirSync(path.join(uploads, 'fornecedores', '1'), { recursive: true });
    // A JPEG's first bytes, then text: served because the bytes say JPEG.
    writeFileSync(
      path.join(uploads, 'fornecedores', '1', 'ok.jpg'),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JPEGDATA')]),
    );

    const app = createApp(w.deps, { clientDir: dist });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;
    const get = (p: string) =>
      new Promise<{ status: number; body: string }>((resolve) => {
        const req = http.request({ host: '127.0.0.1', port, method: 'GET', path: p }, (res) => {
          let body = '';
          res.on('data', (d) => {
            body += d;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', () => resolve({ status: -1, body: '' }));
        req.end();
      });

    const tricks = (prefix: string, name: string, absDir: string) => [
      `${prefix}../${name}`,
      `${prefix}../../${name}`,
      `${prefix}./../${name}`,
      `${prefix}%2e%2e/${name}`,
      `${prefix}%2E%2E/${name}`,
      `${prefix}.%2e/${name}`,
      `${prefix}..%2f${name}`,
      `${prefix}..%2F${name}`,
      `${prefix}%2e%2e%2f${name}`,
      `${prefix}..%5c${name}`,
      `${prefix}..%5C${name}`,
      `${prefix}..\\${name}`,
      `${prefix}..%252f${name}`,
      `${prefix}%252e%252e%252f${name}`,
      `${prefix}..%c0%af${name}`,
      `${prefix}..%00/${name}`,
      `${prefix}assets/../../${name}`,
      `${prefix}fornecedores/1/../../../${name}`,
      `${prefix}fornecedores/1/..%2f..%2f..%2f${name}`,
      `${prefix}/${name}`,
      `${prefix}/..//${name}`,
      `${prefix}${absDir}/${name}`,
      `${prefix}/${absDir}/${name}`,
      `${prefix}${encodeURIComponent(`${absDir}/${name}`)}`,
      `${prefix}%2F${absDir.slice(1)}/${name}`,
      `${prefix}%5C..%5C${name}`,
      `//${absDir.slice(1)}/${name}`,
    ];
    try {
      // sanity: the legit files are served
      expect((await get('/assets/app.js')).body).toBe('console.log(1)');
      expect((await get('/uploads/fornecedores/1/ok.jpg')).body).toContain('JPEGDATA');
      const leaks: string[] = [];
      const paths = [
        ...['segredo.js', 'segredo.txt'].flatMap((n) => tricks('/', n, root)),
        ...['segredo.js', 'segredo.txt'].flatMap((n) => tricks('/assets/', n, root)),
        ...['segredo.jpg', 'segredo.txt', 'app.db'].flatMap((n) => tricks('/uploads/', n, w.db.dataDir)),
      ];
      for (const p of paths) {
        const res = await get(p);
        if (res.body.includes(SECRET) || res.body.startsWith('SQLite format'))
          leaks.push(`${p} -> ${res.status}`);
      }
      expect(paths.length).toBeGreaterThan(100);
      expect(leaks).toEqual([]);
    } finally {
      server.close();
    }
  });
});

describe('session fixation', () => {
  it('a session cookie set before login is never the one after login; every login issues a new token', async () => {
    const w = await world();
    const app = createApp(w.deps, { clientDir: '/nonexistent' });
    const login = (
      cookie: string,
      url = '/api/usuarios/login',
      body: unknown = { email: w.fx.clienteEmail, senha: w.fx.clienteSenha },
    ) =>
      app.request(`${ORIGIN}${url}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: ORIGIN, Cookie: cookie },
        body: JSON.stringify(body),
      });
    const tokenOf = (res: Response) => res.headers.get('set-cookie')?.match(/sessao=([^;]+)/)?.[1] ?? null;

    // 1. an attacker-chosen value planted in the victim's browser
    const planted = 'aaaaaaaaaaaaaaaaaaaaaaaa.bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
    const r1 = await login(`sessao=${planted}`);
    expect(r1.status).toBe(200);
    const t1 = tokenOf(r1);
    expect(t1).toBeTruthy();
    expect(t1).not.toBe(planted);
    const check = (token: string) =>
      app.request(`${ORIGIN}/api/usuarios/check-token`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await check(planted)).status).toBe(401);

    // 2. the attacker's own valid session planted: logging in as the victim never upgrades it
    const attacker = w.tokens.anuncianteOutro;
    const r2 = await login(`sessao=${attacker}`);
    const t2 = tokenOf(r2);
    expect(t2).not.toBe(attacker);
    const still = await check(attacker);
    expect(still.status).toBe(200);
    expect(JSON.stringify(await still.json())).not.toContain(w.fx.clienteEmail);

    // 3. a signed-in victim logging in again also gets a fresh token (REST and tRPC)
    const r3 = await login(`sessao=${t2}`);
    const t3 = tokenOf(r3);
    const r4 = await login(`sessao=${t3}`, '/trpc/auth.login');
    expect(r4.status).toBe(200);
    const t4 = tokenOf(r4);
    const all = [planted, attacker, t1, t2, t3, t4];
    expect(new Set(all).size).toBe(all.length);
    expect((await check(t4 as string)).status).toBe(200);
  });
});
