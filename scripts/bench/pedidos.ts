/**
 * The bench's scenarios and how each builds its next request, shared by the closed-loop generator
 * (carga.ts, autocannon) and the open-loop one (aberto.ts). Every request can differ: seed,
 * visitor and path, user/supplier pair, login account.
 */
import { randomUUID } from 'node:crypto';

export type Cenario =
  | { tipo: 'get'; url: string; headers?: Record<string, string> }
  /**
   * The filtered list page with a new seed at every request (the cold path of the order). With
   * `proc`, the same requests built the same way go to another procedure: the floor of this case,
   * so both pay the same load-generator work per request on the shared cores.
   */
  | { tipo: 'lista-sementes'; base: string; input: Record<string, unknown>; proc?: string }
  /** One POST with a fixed body (write floors). */
  | { tipo: 'post'; url: string; body: string; headers?: Record<string, string> }
  /**
   * Page views: each request a new simulated visitor (its own user agent, so its own hash of the
   * day: there is no tracking cookie) and a new path, so none is a legitimate repeat.
   */
  | { tipo: 'pageview'; base: string; prefixo: string }
  /** Testimonials: each request a different (user, supplier) pair. */
  | { tipo: 'depoimento'; base: string; tokens: string[]; fornecedores: number[]; inicio?: number }
  /** Login: the bench's own accounts, in turn. */
  | { tipo: 'login'; base: string; emails: string[]; senha: string }
  /** Soak: 90% reads (list with new seeds, home, details), 10% writes (page views, testimonials). */
  | {
      tipo: 'misto';
      base: string;
      input: Record<string, unknown>;
      slugs: string[];
      tokens: string[];
      fornecedores: number[];
      prefixo: string;
    };

export interface ResultadoCarga {
  rps: number;
  p50: number;
  p99: number;
  media: number;
  erros: number;
  total: number;
  status: Record<string, number>;
  /** Of the 2xx, how many were writes (misto only). */
  escritasOk: number;
}

export type Req = { method: string; path: string; headers?: Record<string, string>; body?: string };

export const trpcPath = (proc: string, input: unknown) =>
  `/trpc/${proc}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;

const origem = (base: string) => ({ Origin: base, 'Content-Type': 'application/json' });

/** The origin (scheme, host, port) requests go to. */
export function origemDe(c: Cenario): string {
  return 'base' in c ? c.base : new URL(c.url).origin;
}

/**
 * The request builder of a scenario: call it once per request. `escrita` tells (misto) whether
 * the request it just built was a write.
 */
export function gerador(c: Cenario): { proximo: () => Req; escrita: () => boolean } {
  let n = 0;
  let ultimaEscrita = false;
  const pageView = (base: string, prefixo: string): Req => ({
    method: 'POST',
    path: '/api/access-logs/page-view',
    headers: {
      ...origem(base),
      'User-Agent': `Mozilla/5.0 (bench ${randomUUID()})`,
    },
    body: JSON.stringify({ page_type: 'blog', url: `${prefixo}${process.pid}-${n++}` }),
  });
  const depoimento = (tokens: string[], fornecedores: number[], inicio: number): Req => {
    const i = inicio + n++;
    return {
      method: 'POST',
      path: '/api/depoimentos',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens[i % tokens.length]}` },
      body: JSON.stringify({
        fornecedor_id: fornecedores[Math.floor(i / tokens.length) % fornecedores.length],
        comentario: 'Atendimento excelente, recomendo.',
        nota: 5,
      }),
    };
  };
  const semente = () => Math.floor(Math.random() * 2 ** 31);
  const escrita = () => ultimaEscrita;
  switch (c.tipo) {
    case 'get': {
      const u = new URL(c.url);
      const r: Req = { method: 'GET', path: u.pathname + u.search, headers: c.headers };
      return { proximo: () => r, escrita };
    }
    case 'post': {
      const u = new URL(c.url);
      const r: Req = { method: 'POST', path: u.pathname + u.search, headers: c.headers, body: c.body };
      return { proximo: () => r, escrita };
    }
    case 'lista-sementes':
      return {
        proximo: () => ({
          method: 'GET',
          path: trpcPath(c.proc ?? 'fornecedores.list', { ...c.input, semente: semente() }),
        }),
        escrita,
      };
    case 'pageview':
      return { proximo: () => pageView(c.base, c.prefixo), escrita };
    case 'depoimento':
      return { proximo: () => depoimento(c.tokens, c.fornecedores, c.inicio ?? 0), escrita };
    case 'login':
      return {
        proximo: () => ({
          method: 'POST',
          path: '/api/usuarios/login',
          headers: origem(c.base),
          body: JSON.stringify({ email: c.emails[n++ % c.emails.length], senha: c.senha }),
        }),
        escrita,
      };
    case 'misto': {
      const home = trpcPath('fornecedores.home', {});
      const slug = () => c.slugs[Math.floor(Math.random() * c.slugs.length)];
      return {
        proximo: () => {
          const r = Math.random();
          ultimaEscrita = r >= 0.9;
          if (r < 0.4)
            return { method: 'GET', path: trpcPath('fornecedores.list', { ...c.input, semente: semente() }) };
          if (r < 0.55) return { method: 'GET', path: home };
          if (r < 0.75) return { method: 'GET', path: trpcPath('fornecedores.detail', { slug: slug() }) };
          if (r < 0.9)
            return { method: 'GET', path: `/api/fornecedores/solucao/${encodeURIComponent(slug())}` };
          if (r < 0.97) return pageView(c.base, c.prefixo);
          return depoimento(c.tokens, c.fornecedores, 0);
        },
        escrita,
      };
    }
  }
}
