import { TRPCError } from '@trpc/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { appRouter } from '../../server/trpc/root.js';
import { callerFor } from '../helpers/callers.js';
import { linhasDe, TABELAS_DE_CONTROLE, tabelasDe } from '../helpers/db.js';
import { ORIGIN } from '../helpers/http.js';
import { operacoesRest } from '../helpers/rest-operacoes.js';
import {
  type Expectation,
  expectedOutcome,
  type Outcome,
  REST_EXPECTATIONS,
  type Role,
  TRPC_EXPECTATIONS,
} from './access-expectations.js';
import { createWorld, type World } from './fixtures.js';

const ROLES: Role[] = ['anonimo', 'cliente', 'anuncianteOutro', 'anuncianteDono', 'admin'];

const procedures = Object.entries(
  (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })._def
    .procedures,
).map(([path, p]) => ({ path, type: p._def.type }));
const routeKey = (r: { method: string; path: string }) => `${r.method} ${r.path.replace(/\{[^}]*\}/g, '')}`;
const routes = operacoesRest.map((r) => ({ key: routeKey(r), method: r.method, path: r.path }));

function expected(e: Expectation, role: Role): Outcome {
  return e.except?.[role] ?? expectedOutcome(e.level, role);
}

const worlds: World[] = [];
// Each test's worlds are dropped after it: kept to the end, their pools would exhaust PostgreSQL's connections.
afterEach(async () => {
  for (const w of worlds.splice(0)) await w.db.cleanup();
});

async function world() {
  const w = await createWorld();
  worlds.push(w);
  return w;
}

/** Every row of every table but the request bookkeeping (sessions, limits): what "changed nothing" compares. */
async function dataOf(w: World): Promise<string> {
  const tabelas = (await tabelasDe(w.deps.db)).filter((t) => !TABELAS_DE_CONTROLE.includes(t));
  const dados: [string, unknown][] = [];
  for (const t of tabelas) dados.push([t, await linhasDe(w.deps.db, t)]);
  return JSON.stringify(dados);
}

/**
 * Denied calls must change nothing, so they share one database with the first allowed caller; each
 * further allowed caller of a mutation gets a fresh database (an earlier allowed call may have
 * removed the object, which would hide a wrong 403 behind a 404).
 */
async function runMatrix(
  e: Expectation,
  mutates: boolean,
  call: (w: World, role: Role) => Promise<{ outcome: Outcome; status: number; detail: string }>,
) {
  const results: string[] = [];
  const failures: string[] = [];
  let shared: World | null = null;
  let sharedMutated = false;
  const isolate = mutates && e.level !== 'public';
  const allowedLast = [...ROLES].sort(
    (a, b) => Number(expected(e, a) === 'allow') - Number(expected(e, b) === 'allow'),
  );
  let before: string | null = null;
  for (const role of allowedLast) {
    const want = expected(e, role);
    if (want === 'allow' && shared && before !== null && !sharedMutated) {
      // every refused call left the database as it was
      expect(await dataOf(shared), `refused calls changed data (${results.join(', ')})`).toBe(before);
    }
    let w: World;
    if (want === 'allow' && isolate && sharedMutated) w = await world();
    else {
      w = shared ??= await world();
      if (want === 'allow') sharedMutated = true;
    }
    if (before === null && w === shared) before = await dataOf(w);
    const got = await call(w, role);
    results.push(`${role}: ${got.status}`);
    const ok = got.status < 500 && (want === 'allow' ? got.outcome === 'allow' : got.outcome === want);
    if (!ok) failures.push(`${role}: expected ${want}, got ${got.status} ${got.detail}`);
  }
  expect(failures, results.join(', ')).toEqual([]);
}

describe('authorization matrix: every entry is classified', () => {
  it('every tRPC procedure has an expectation and every expectation names a procedure', () => {
    const names = procedures.map((p) => p.path);
    expect(names.length).toBeGreaterThan(50);
    expect(
      names.filter((n) => !(n in TRPC_EXPECTATIONS)),
      'procedures without an entry',
    ).toEqual([]);
    expect(
      Object.keys(TRPC_EXPECTATIONS).filter((k) => !names.includes(k)),
      'entries naming no procedure',
    ).toEqual([]);
  });

  it('every REST route has an expectation and every expectation names a route', () => {
    const keys = routes.map((r) => r.key);
    expect(keys.length).toBeGreaterThan(60);
    expect(new Set(keys).size, 'duplicate routes').toBe(keys.length);
    expect(
      keys.filter((k) => !(k in REST_EXPECTATIONS)),
      'routes without an entry',
    ).toEqual([]);
    expect(
      Object.keys(REST_EXPECTATIONS).filter((k) => !keys.includes(k)),
      'entries naming no route',
    ).toEqual([]);
  });

  it('the declared REST access never is weaker than the expected level', () => {
    const rank = { public: 0, authed: 1, anunciante: 2, admin: 3 } as const;
    // owner/self/author objects are checked in the service, so their route needs at least a session
    const minimum = { public: 0, authed: 1, self: 1, author: 1, anunciante: 2, owner: 1, admin: 3 } as const;
    const weaker = operacoesRest
      .filter((r) => REST_EXPECTATIONS[routeKey(r)])
      .filter((r) => rank[r.access] < minimum[REST_EXPECTATIONS[routeKey(r)]!.level])
      .map(routeKey);
    expect(weaker).toEqual([]);
  });
});

describe('authorization matrix: tRPC', () => {
  for (const { path, type } of procedures) {
    const e = TRPC_EXPECTATIONS[path];
    if (!e) continue;
    it(`${path} (${e.level})`, async () => {
      await runMatrix(e, type === 'mutation', async (w, role) => {
        const caller = (await callerFor(
          w.deps,
          role === 'anonimo' ? null : w.users[role],
        )) as unknown as Record<string, unknown>;
        const fn = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], caller) as (
          input: unknown,
        ) => Promise<unknown>;
        try {
          await fn(e.input?.(w.fx));
          return { outcome: 'allow', status: 200, detail: '' };
        } catch (err) {
          if (!(err instanceof TRPCError)) throw err;
          const status =
            { UNAUTHORIZED: 401, FORBIDDEN: 403, INTERNAL_SERVER_ERROR: 500 }[err.code as string] ?? 400;
          const outcome: Outcome = status === 401 ? 401 : status === 403 ? 403 : 'allow';
          return { outcome, status, detail: `${err.code} ${err.message}` };
        }
      });
    });
  }
});

const apps = new WeakMap<World, ReturnType<typeof createApp>>();
function appFor(w: World) {
  let app = apps.get(w);
  if (!app) {
    app = createApp(w.deps, { clientDir: '/nonexistent' });
    apps.set(w, app);
  }
  return app;
}

function urlFor(path: string, e: Expectation, w: World): string {
  const params = e.params?.(w.fx) ?? {};
  const filled = path.replace(/:(\w+)(\{[^}]*\})?/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
  const q = e.query?.(w.fx);
  return q ? `${filled}?${q}` : filled;
}

describe('authorization matrix: REST', () => {
  for (const r of routes) {
    const e = REST_EXPECTATIONS[r.key];
    if (!e) continue;
    it(`${r.key} (${e.level})`, async () => {
      await runMatrix(e, r.method !== 'GET', async (w, role) => {
        const app = appFor(w);
        const headers: Record<string, string> = {};
        if (role !== 'anonimo') headers.Authorization = `Bearer ${w.tokens[role]}`;
        let body: BodyInit | undefined;
        if (e.multipart) {
          const form = new FormData();
          form.append('descricao', 'sem arquivo');
          body = form;
        } else if (r.method !== 'GET') {
          headers['Content-Type'] = 'application/json';
          body = JSON.stringify(e.body?.(w.fx) ?? {});
        }
        const res = await app.request(`${ORIGIN}${urlFor(r.path, e, w)}`, {
          method: r.method,
          headers,
          body,
        });
        const text = await res.text();
        const outcome: Outcome = res.status === 401 ? 401 : res.status === 403 ? 403 : 'allow';
        return { outcome, status: res.status, detail: text.slice(0, 160) };
      });
    });
  }
});
