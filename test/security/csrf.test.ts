import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { ORIGIN } from '../helpers/http.js';
import { createWorld, type World } from './fixtures.js';

const worlds: World[] = [];
afterEach(async () => {
  for (const w of worlds.splice(0)) await w.db.cleanup();
});

describe('cross-site requests', () => {
  it('login CSRF: a text/plain form from another site posting JSON is refused and sets no session', async () => {
    const w = await createWorld();
    worlds.push(w);
    const app = createApp(w.deps, { clientDir: '/nonexistent' });
    // what <form enctype="text/plain"> on evil.example can send: a JSON-looking body, no cookie
    const body = `{"email":"${w.fx.clienteEmail}","senha":"${w.fx.clienteSenha}","x":"="}`;
    for (const url of ['/api/usuarios/login', '/trpc/auth.login']) {
      const res = await app.request(`${ORIGIN}${url}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', Origin: 'https://malicioso.example' },
        body,
      });
      expect(res.status, url).toBe(403);
      expect(res.headers.get('set-cookie'), url).toBeNull();
    }
    const signup = await app.request(`${ORIGIN}/api/usuarios`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: 'null' },
      body: '{"nome":"Forjado"}',
    });
    expect(signup.status).toBe(403);
  });

  it('same-origin browsers and non-browser clients (no Origin) still log in; Bearer writes need no Origin', async () => {
    const w = await createWorld();
    worlds.push(w);
    const app = createApp(w.deps, { clientDir: '/nonexistent' });
    const body = JSON.stringify({ email: w.fx.clienteEmail, senha: w.fx.clienteSenha });
    const own = await app.request(`${ORIGIN}/api/usuarios/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
      body,
    });
    expect(own.status).toBe(200);
    const api = await app.request(`${ORIGIN}/api/usuarios/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(api.status).toBe(200);
    const bearer = await app.request(`${ORIGIN}/api/usuarios/${w.fx.clienteId}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${w.tokens.cliente}` },
      body: JSON.stringify({ nome: 'Nome Via Api' }),
    });
    expect(bearer.status).toBe(200);
  });

  it('a cookie-authenticated write without Origin or from another origin is refused and changes nothing', async () => {
    const w = await createWorld();
    worlds.push(w);
    const app = createApp(w.deps, { clientDir: '/nonexistent' });
    for (const headers of [{}, { Origin: 'https://malicioso.example' }] as Record<string, string>[]) {
      const res = await app.request(`${ORIGIN}/api/usuarios/${w.fx.clienteId}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'text/plain', Cookie: `sessao=${w.tokens.cliente}`, ...headers },
        body: JSON.stringify({ nome: 'Nome Forjado' }),
      });
      expect(res.status).toBe(403);
    }
    const row = await w.deps.db
      .selectFrom('usuarios')
      .select('nome')
      .where('id', '=', w.fx.clienteId)
      .executeTakeFirstOrThrow();
    expect(row.nome).not.toBe('Nome Forjado');
  });
});
