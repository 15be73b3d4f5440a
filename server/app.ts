import { randomUUID } from 'node:crypto';
import { trpcServer } from '@hono/trpc-server';
import type { AnyTRPCRouter } from '@trpc/server';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from './deps.js';
import { AppError, toRestError } from './errors.js';
import { registrarErro, respostaDeErro } from './http/erros.js';
import type { HonoEnv } from './http/hono-env.js';
import { securityHeaders } from './http/security.js';
import { sessionMiddleware } from './http/sessao.js';
import { ClientBuild } from './http/static.js';
import { servirUpload } from './http/uploads.js';
import { criarRest } from './rest/routes.js';
import { LIMITES_CORPO_TRPC } from './routers/fornecedores.vitrine.router.js';
import { cartaoDoFornecedor } from './seo/cartao-fornecedor.js';
import { FEED_DO_BLOG, feedDoBlog } from './seo/feed.js';
import { injectHead, renderHead } from './seo/html.js';
import { resolvePageMeta } from './seo/pages.js';
import { robotsTxt, sitemapXml } from './seo/sitemap.js';
import { criarSsr, type ModuloSsr, redirecionarPagina } from './ssr/render.js';
import { mergeRouters } from './trpc/init.js';
import { appRouter } from './trpc/root.js';

const DEFAULT_BODY_LIMIT = 1024 * 1024;
const TRPC_MAX_BATCH = 20;

export interface CreateAppOptions {
  /** The Vite build folder; defaults to dist/client. */
  clientDir?: string;
  /** The server-render module (tests pass the source); by default the build's, beside clientDir. */
  ssr?: ModuloSsr;
  /** Extensions mounted by tools outside the production server (the bench: scripts/bench/plugin.ts). */
  plugins?: AppPlugin[];
}

/** Procedures and routes a tool adds to the app; the production server mounts none. */
export interface AppPlugin {
  /** Procedures merged into the app's router, under top-level names of their own. */
  router?: AnyTRPCRouter;
  /** Hono routes, mounted after the REST routes (so /api paths get the session middleware). */
  rotas?(app: Hono<HonoEnv>): void;
  /** Whether a request may render its page past the server-render cache. */
  ignorarCacheSsr?(c: Context<HonoEnv>): boolean;
}

function restErrorResponse(err: unknown, deps: AppDeps, requestId: string): Response {
  const { status, body, retryAfter } = toRestError(err);
  registrarErro(deps.logger, err, { requestId });
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };
  if (retryAfter) headers['Retry-After'] = String(retryAfter);
  return new Response(JSON.stringify(body), { status, headers });
}

/** Wires the whole HTTP surface: tRPC, REST, uploads, the client build and the SPA fallback. */
export function createApp(deps: AppDeps, options: CreateAppOptions = {}) {
  const app = new Hono<HonoEnv>();
  const build = new ClientBuild(options.clientDir ?? deps.env.clientDist);
  const { logger } = deps;
  const plugins = options.plugins ?? [];
  const routersExtras = plugins.flatMap((p) => (p.router ? [p.router] : []));
  const router = routersExtras.length ? mergeRouters(appRouter, ...routersExtras) : appRouter;
  // tRPC's onError sees the web Request, not Hono's context: the request id, by request.
  const idsTrpc = new WeakMap<Request, string>();

  app.onError((err, c) => respostaDeErro(c, err, logger, deps.env.siteName));

  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    logger.debug(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'requisição',
    );
  });
  app.use('*', securityHeaders(deps.env));

  for (const prefix of ['/api/*', '/trpc/*']) {
    app.use(prefix, sessionMiddleware(deps));
    app.use(prefix, async (c, next) => {
      await next();
      // Answers that depend on the caller are never stored by shared caches.
      if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    });
  }

  // Multipart uploads get their procedure's cap (equal to the REST route's); everything else 1 MiB.
  const limiteTrpc = limiteDeCorpo(DEFAULT_BODY_LIMIT, erroTrpcGrandeDemais);
  const limitesUpload = new Map(
    Object.entries(LIMITES_CORPO_TRPC).map(([p, n]) => [p, limiteDeCorpo(n, erroTrpcGrandeDemais)]),
  );
  app.use('/trpc/*', (c, next) => {
    const upload = (c.req.header('content-type') ?? '').includes('multipart/form-data')
      ? limitesUpload.get(c.req.path.slice('/trpc/'.length))
      : undefined;
    return (upload ?? limiteTrpc)(c, next);
  });
  app.use('/trpc/*', async (c, next) => {
    // Counted on the decoded path, as tRPC splits it: `%2C` is a comma too.
    let procedures: string;
    try {
      procedures = decodeURIComponent(new URL(c.req.url).pathname.slice('/trpc/'.length));
    } catch {
      return c.json({ message: 'Endereço inválido.' }, 400);
    }
    if (procedures.split(',').length > TRPC_MAX_BATCH)
      return c.json({ message: 'Lote de chamadas grande demais.' }, 413);
    idsTrpc.set(c.req.raw, c.get('requestId'));
    return next();
  });
  app.use(
    '/trpc/*',
    trpcServer({
      router,
      endpoint: '/trpc',
      maxBatchSize: TRPC_MAX_BATCH,
      createContext: (opts, c) => {
        const ctx = (c as unknown as { get(k: 'ctx'): HonoEnv['Variables']['ctx'] }).get('ctx');
        return {
          ...ctx,
          cookies: { append: (value: string) => opts.resHeaders.append('Set-Cookie', value) },
        };
      },
      onError: ({ error, path: procedure, req }) => {
        const extra = { procedure, requestId: idsTrpc.get(req) };
        if (error.code === 'INTERNAL_SERVER_ERROR' || error.code === 'SERVICE_UNAVAILABLE')
          registrarErro(logger, error.cause ?? error, extra, 'erro no tRPC');
      },
      // A 429 or 503 says when to try again, as REST does (in a batch, the longest wait); a full
      // disk is a 507, which tRPC has no code for.
      responseMeta: ({ errors, data }) => {
        let espera = 0;
        // Only when every call failed for space (a mixed batch stays tRPC's 207).
        let semEspaco = errors.length > 0 && errors.length === data.length;
        for (const e of errors) {
          const app = e instanceof AppError ? e : e.cause instanceof AppError ? e.cause : null;
          espera = Math.max(espera, app?.retryAfter ?? 0);
          if (app?.status !== 507) semEspaco = false;
        }
        const meta: { headers?: Record<string, string>; status?: number } = {};
        if (espera > 0) meta.headers = { 'Retry-After': String(espera) };
        if (semEspaco) meta.status = 507;
        return meta;
      },
    }),
  );

  app.route(
    '/',
    criarRest({
      limite: (bytes) => limiteDeCorpo(bytes),
      erro: (err, c) => restErrorResponse(err, deps, c.get('requestId')),
    }),
  );
  for (const plugin of plugins) plugin.rotas?.(app);
  app.all('/api/*', (c) => c.json({ message: 'Rota não encontrada.', code: 'NOT_FOUND' }, 404));

  app.get('/uploads/*', (c) => servirUpload(c, deps));

  app.get('/sitemap.xml', async (c) =>
    c.body(await sitemapXml(deps), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  );
  app.get('/compartilhar/fornecedores/:id/:arquivo', async (c) => {
    const id = c.req.param('id');
    const versao = c.req.param('arquivo').match(/^([\w-]{1,32})\.jpg$/)?.[1];
    if (!/^[1-9]\d{0,11}$/.test(id) || !versao) return c.text('Arquivo não encontrado.', 404);
    const cartao = await cartaoDoFornecedor(deps, Number(id), versao);
    if (!cartao) return c.text('Arquivo não encontrado.', 404);
    if (cartao.tipo === 'mudou') {
      c.header('Cache-Control', 'no-cache');
      return c.redirect(cartao.caminho, 302);
    }
    // The address names the version: the bytes under it never change.
    return c.body(new Uint8Array(cartao.bytes), 200, {
      'Content-Type': 'image/jpeg',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
  app.get(FEED_DO_BLOG, (c) =>
    c.body(feedDoBlog(deps), 200, {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  );
  app.get('/robots.txt', (c) =>
    c.body(robotsTxt(deps), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  );

  const ignorarCache = plugins.find((p) => p.ignorarCacheSsr)?.ignorarCacheSsr;
  const paginaDoServidor = criarSsr(deps, build, options.ssr, ignorarCache);
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const pathname = c.req.path;
    const file = build.serve(c, pathname);
    if (file) return file;
    // A missing file (a name with an extension such as .png or .mp4) is a real 404, never the
    // app; "/fornecedores/1.5" is a bad page address and gets the app's not-found page.
    if (
      /\.[a-z][a-z0-9]*$/i.test(pathname) ||
      pathname.startsWith('/assets/') ||
      pathname.startsWith('/trpc')
    ) {
      return c.text('Arquivo não encontrado.', 404);
    }
    if (!build.indexHtml) {
      return c.text('A interface ainda não foi compilada: execute "npm run build" (ou "npm start").', 503);
    }
    // Server-rendered pages resolve their head (and an old slug's redirect) only when their cached
    // answer is missing; the pages the browser renders resolve it every time.
    const metaDaPagina = () => resolvePageMeta(deps, pathname);
    const servidor = await paginaDoServidor(c, metaDaPagina);
    if (servidor) return servidor;
    const meta = await metaDaPagina();
    if (meta.redirect) return redirecionarPagina(c, meta.redirect);
    return c.html(injectHead(build.indexHtml!, renderHead(meta, deps.env.siteName)), meta.status as 200, {
      'Cache-Control': 'no-cache',
    });
  });

  return app;
}

/**
 * The REST body limit without touching the body when it need not: GET/HEAD handlers never read
 * one, and a declared Content-Length (without Transfer-Encoding, which Node's parser enforces) is
 * checked from the header, exactly as hono's bodyLimit does. Only then is hono's bodyLimit (which
 * reads the stream) used. Reading `c.req.raw.body` makes the Node adapter build a full web Request
 * with a ReadableStream, which costs as much as a good part of a page-view request (docs/performance.md).
 */
const MSG_GRANDE_DEMAIS = 'O arquivo ou a requisição excede o tamanho permitido.';

function erroRestGrandeDemais(c: Context<HonoEnv>) {
  return c.json({ message: MSG_GRANDE_DEMAIS, code: 'PAYLOAD_TOO_LARGE' }, 413);
}

/** The same refusal in tRPC's error shape, so the client reads its message (-32013: PAYLOAD_TOO_LARGE). */
function erroTrpcGrandeDemais(c: Context<HonoEnv>) {
  const data = { code: 'PAYLOAD_TOO_LARGE', httpStatus: 413, appCode: 'PAYLOAD_TOO_LARGE' };
  return c.json({ error: { message: MSG_GRANDE_DEMAIS, code: -32013, data } }, 413);
}

export function limiteDeCorpo(
  maxSize: number,
  onError: (c: Context<HonoEnv>) => Response = erroRestGrandeDemais,
): MiddlewareHandler<HonoEnv> {
  const limite = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    const metodo = c.req.method;
    if (metodo === 'GET' || metodo === 'HEAD') return next();
    const tamanho = c.req.header('content-length');
    if (tamanho !== undefined && c.req.header('transfer-encoding') === undefined) {
      return Number.parseInt(tamanho, 10) > maxSize ? onError(c) : next();
    }
    return limite(c, next);
  };
}
