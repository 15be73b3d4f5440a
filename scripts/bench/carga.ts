/**
 * The load generator of `npm run bench`, always run in its OWN process (never in the server's event
 * loop): `tsx scripts/bench/carga.ts '<json Cenario>'`. Drives autocannon programmatically so every
 * request can differ (seed, tracking session and path, user/supplier pair, login account) and
 * prints one JSON line with the result, including the count of each status code.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

export type Cenario =
  | { tipo: 'get'; url: string; headers?: Record<string, string> }
  /** The filtered list page with a new seed at every request (the cold path of the order). */
  | { tipo: 'lista-sementes'; base: string; input: Record<string, unknown> }
  /** One POST with a fixed body (write floors). */
  | { tipo: 'post'; url: string; body: string; headers?: Record<string, string> }
  /** Page views: each request a new tracking session and a new path (none a legitimate repeat). */
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

type Req = { method?: string; path?: string; headers?: Record<string, string>; body?: string };

const trpcPath = (proc: string, input: unknown) =>
  `/trpc/${proc}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: input }))}`;

function origem(base: string) {
  return { Origin: base, 'Content-Type': 'application/json' };
}

async function main() {
  const [json, conexoesArg, segundosArg] = process.argv.slice(2);
  const c = JSON.parse(json) as Cenario;
  const conexoes = Number(conexoesArg ?? 32);
  const segundos = Number(segundosArg ?? 5);
  let n = 0;
  let escritasOk = 0;

  let url: string;
  let requests:
    | {
        setupRequest: (req: Req, ctx: Record<string, unknown>) => Req;
        onResponse?: (s: number, b: string, ctx: Record<string, unknown>) => void;
      }[]
    | undefined;
  let method: string | undefined;
  let body: string | undefined;
  let headers: Record<string, string> | undefined;

  const pageView = (base: string, prefixo: string, req: Req): Req => {
    const i = n++;
    return {
      ...req,
      method: 'POST',
      path: '/api/access-logs/page-view',
      headers: {
        ...origem(base),
        Cookie: `vs_rastreio=${randomUUID()}`,
        'User-Agent': 'Mozilla/5.0 (bench)',
      },
      body: JSON.stringify({ page_type: 'blog', url: `${prefixo}${process.pid}-${i}` }),
    };
  };
  const depoimento = (tokens: string[], fornecedores: number[], inicio: number, req: Req): Req => {
    const i = inicio + n++;
    const token = tokens[i % tokens.length];
    const fornecedor = fornecedores[Math.floor(i / tokens.length) % fornecedores.length];
    return {
      ...req,
      method: 'POST',
      path: '/api/depoimentos',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        fornecedor_id: fornecedor,
        comentario: 'Atendimento excelente, recomendo.',
        nota: 5,
      }),
    };
  };

  switch (c.tipo) {
    case 'get':
      url = c.url;
      headers = c.headers;
      break;
    case 'post':
      url = c.url;
      method = 'POST';
      body = c.body;
      headers = c.headers;
      break;
    case 'lista-sementes':
      url = c.base;
      requests = [
        {
          setupRequest: (req) => ({
            ...req,
            method: 'GET',
            path: trpcPath('fornecedores.list', { ...c.input, semente: Math.floor(Math.random() * 2 ** 31) }),
          }),
        },
      ];
      break;
    case 'pageview':
      url = c.base;
      requests = [{ setupRequest: (req) => pageView(c.base, c.prefixo, req) }];
      break;
    case 'depoimento':
      url = c.base;
      requests = [{ setupRequest: (req) => depoimento(c.tokens, c.fornecedores, c.inicio ?? 0, req) }];
      break;
    case 'login':
      url = c.base;
      requests = [
        {
          setupRequest: (req) => ({
            ...req,
            method: 'POST',
            path: '/api/usuarios/login',
            headers: origem(c.base),
            body: JSON.stringify({ email: c.emails[n++ % c.emails.length], senha: c.senha }),
          }),
        },
      ];
      break;
    case 'misto': {
      url = c.base;
      const home = trpcPath('fornecedores.home', {});
      requests = [
        {
          setupRequest: (req, ctx) => {
            const r = Math.random();
            ctx.escrita = r >= 0.9;
            if (r < 0.4)
              return {
                ...req,
                method: 'GET',
                path: trpcPath('fornecedores.list', {
                  ...c.input,
                  semente: Math.floor(Math.random() * 2 ** 31),
                }),
              };
            if (r < 0.55) return { ...req, method: 'GET', path: home };
            if (r < 0.75) {
              const slug = c.slugs[Math.floor(Math.random() * c.slugs.length)];
              return { ...req, method: 'GET', path: trpcPath('fornecedores.detail', { slug }) };
            }
            if (r < 0.9) {
              const slug = c.slugs[Math.floor(Math.random() * c.slugs.length)];
              return { ...req, method: 'GET', path: `/api/fornecedores/solucao/${encodeURIComponent(slug)}` };
            }
            if (r < 0.97) return pageView(c.base, c.prefixo, req);
            return depoimento(c.tokens, c.fornecedores, 0, req);
          },
          onResponse: (status, _b, ctx) => {
            if (ctx.escrita && status < 300) escritasOk++;
          },
        },
      ];
      break;
    }
  }

  const status: Record<string, number> = {};
  const opcoes: Record<string, unknown> = { url, connections: conexoes, duration: segundos };
  if (method) opcoes.method = method;
  if (body) opcoes.body = body;
  if (headers) opcoes.headers = headers;
  if (requests) opcoes.requests = requests;
  let fim: (r: SaidaAutocannon) => void = () => {};
  let falha: (e: unknown) => void = () => {};
  interface SaidaAutocannon {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number };
    errors: number;
    timeouts: number;
  }
  const pronto = new Promise<SaidaAutocannon>((res, rej) => {
    fim = res;
    falha = rej;
  });
  const inst = autocannon(opcoes, (err: unknown, res: SaidaAutocannon) => (err ? falha(err) : fim(res)));
  inst.on('response', (_client: unknown, statusCode: number) => {
    status[statusCode] = (status[statusCode] ?? 0) + 1;
  });
  const r = await pronto;
  const out: ResultadoCarga = {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    media: r.latency.average,
    erros: r.errors + r.timeouts,
    total: r.requests.total,
    status,
    escritasOk,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

await main();
