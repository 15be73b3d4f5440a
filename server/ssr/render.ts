import { createHash, randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { Context } from 'hono';
import type { AppDeps } from '../deps.js';
import type { HonoEnv } from '../http/hono-env.js';
import type { ClientBuild } from '../http/static.js';
import { Lru } from '../lru.js';
import { injectHead, type PageMeta, renderHead } from '../seo/html.js';
import { createContextInner } from '../services/contexto.js';
import { versaoDoConteudo } from '../services/fornecedores.detalhe.service.js';
import { appRouter } from '../trpc/root.js';
import type { ModuloSsr } from './contrato.js';
import { ssrDistDe } from './dist.js';
import { fontesAcimaDaDobra } from './fontes.js';

export type { ModuloSsr };

interface EntradaManifesto {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * The page's own chunks and CSS from the client manifest: the CSS as links in the head (no flash
 * of unstyled content), the chunks as paths the entry fetches together with the app (no waterfall).
 */
function tagsDoModulo(
  manifesto: Record<string, EntradaManifesto>,
  modulo: string,
  jaNoHtml: string,
): { css: string[]; js: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visitar = (chave: string) => {
    const e = manifesto[chave];
    if (!e || js.has(e.file)) return;
    js.add(e.file);
    for (const c of e.css ?? []) css.add(c);
    for (const i of e.imports ?? []) visitar(i);
  };
  visitar(modulo);
  return {
    css: [...css]
      .filter((c) => !jaNoHtml.includes(`/${c}"`))
      .map((c) => `<link rel="stylesheet" crossorigin href="/${c}">`),
    js: [...js].filter((f) => !jaNoHtml.includes(`/${f}"`)).map((f) => `/${f}`),
  };
}

/** The build's own stylesheet links, taken out of the template to lead the head. */
const CSS_DO_MODELO = /\s*<link rel="stylesheet" crossorigin href="\/assets\/[^"]+">/g;
/** The build's entry script and its preloads: on a rendered page, public/iniciar.js loads them. */
const JS_DO_MODELO =
  /\s*(?:<script type="module" crossorigin src="(\/assets\/[^"]+)"><\/script>|<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+)">)/g;

/** A strong validator: the page has no clock readings, so the same data gives the same bytes. */
function etagDe(html: string): string {
  return `"${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`;
}

/**
 * Server render of the public pages: the React app rendered in process with its data from the
 * tRPC procedures (as an anonymous visitor: the HTML is the same for everyone, so it can carry an
 * ETag and never holds anyone's data), the page's head tags, and the state the client hydrates.
 */
export function criarSsr(
  deps: AppDeps,
  build: ClientBuild,
  modulo?: ModuloSsr,
  ignorarCache?: (c: Context<HonoEnv>) => boolean,
) {
  const manifestoArquivo = path.join(build.dir, '.vite', 'manifest.json');
  const manifesto: Record<string, EntradaManifesto> = existsSync(manifestoArquivo)
    ? JSON.parse(readFileSync(manifestoArquivo, 'utf8'))
    : {};
  // The fonts the first screen paints with, fetched with the HTML instead of after the CSS.
  const preloadFontes = fontesAcimaDaDobra(manifesto)
    .map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${f}">`)
    .join('\n    ');
  let carregado: Promise<ModuloSsr | null> | null = modulo ? Promise.resolve(modulo) : null;
  const carregar = () => {
    carregado ??= (async () => {
      const arquivo = path.join(ssrDistDe(build.dir), 'entry-server.js');
      if (!existsSync(arquivo)) {
        deps.logger.warn({ arquivo }, 'renderização no servidor indisponível: rode "npm run build"');
        return null;
      }
      return (await import(pathToFileURL(arquivo).href)) as ModuloSsr;
    })();
    return carregado;
  };
  // Loaded while the server warms up (about 0.1 s), not by the first visitor; a failure shows on
  // the requests, as before.
  if (build.indexHtml) carregar().catch(() => {});
  const anonimo = createContextInner(deps);
  const criarTrpc = (queryClient: QueryClient) =>
    createTRPCOptionsProxy({ router: appRouter, ctx: anonimo, queryClient });

  /** The page's HTML response, or null when the browser renders this path (or there is no build). */
  const cache = new Lru<PaginaPronta>(CACHE_PAGINAS_MAX, CACHE_PAGINAS_BYTES);

  return async function paginaDoServidor(
    c: Context<HonoEnv>,
    metaDaPagina: () => Promise<PageMeta>,
  ): Promise<Response | null> {
    const template = build.indexHtml;
    const ssr = template ? await carregar() : null;
    if (!template || !ssr) return null;
    const caminho = c.req.path;
    const decisao = ssr.decidir(caminho);
    if (decisao.tipo === 'cliente') return null;
    const url = new URL(c.req.url);
    // only pages that shuffle vary per load; the others keep one ETag for everyone
    const semente = decisao.embaralha ? sementeDaVez() : 1;
    // The same address, data version and seed give the same bytes: render once, answer many.
    const chave = `${await versaoDoConteudo(deps)}|${semente}|${caminho}${url.search}`;
    // Only a plugin may ask for it (the bench times a render that misses this cache, data caches
    // warm); the cached page stays.
    const semCache = ignorarCache?.(c) === true;
    let pronta = semCache ? undefined : cache.get(chave);
    if (!pronta) {
      const meta = await metaDaPagina();
      pronta = meta.redirect
        ? { html: '', etag: '', status: 301, redirecionar: meta.redirect }
        : await renderizarPagina(template, ssr, decisao, caminho, url.search, meta, semente);
      if (!semCache) cache.set(chave, pronta, pronta.html.length + 1);
    }
    if (pronta.redirecionar) return redirecionarPagina(c, pronta.redirecionar);
    const headers: Record<string, string> = {
      'Cache-Control': 'no-cache',
      ETag: pronta.etag,
      Vary: 'Accept-Encoding',
    };
    if (c.req.header('if-none-match') === pronta.etag) return new Response(null, { status: 304, headers });
    return responder(c, pronta, headers);
  };

  async function renderizarPagina(
    template: string,
    ssr: ModuloSsr,
    decisao: Extract<ReturnType<ModuloSsr['decidir']>, { tipo: 'ssr' }>,
    caminho: string,
    busca: string,
    meta: PageMeta,
    semente: number,
  ): Promise<PaginaPronta> {
    const r = await ssr.renderizar({
      caminho,
      busca,
      decisao,
      // biome-ignore lint/suspicious/noExplicitAny: the proxy's type is the client's view of the same router
      criarTrpc: criarTrpc as any,
      siteName: deps.env.siteName,
      semente,
    });
    const status = meta.status === 404 || r.naoEncontrado ? 404 : meta.status;
    // What the first paint needs comes first: the stylesheets (render-blocking), then the LCP image
    // React decided to preload and the fonts. The scripts are only listed: public/iniciar.js
    // fetches them after the first paint, so they do not compete with it.
    const modulo = tagsDoModulo(manifesto, decisao.modulo, template);
    const cssDoModelo = (template.match(CSS_DO_MODELO) ?? []).map((t) => t.trim());
    // The entry first, then its chunks and the page's (public/iniciar.js reads them in this order).
    const jsDoModelo = [...template.matchAll(JS_DO_MODELO)]
      .sort((a, b) => Number(!a[1]) - Number(!b[1]))
      .map((m) => m[1] ?? m[2]);
    const scripts = [...new Set([...jsDoModelo, ...modulo.js])];
    // Stylesheets stay links: embedding them (tried: bench:web 2026-11-26 09:58) made the home page
    // slower (performance 93–94 against 97–98; its HTML doubled) for a point or two elsewhere.
    const estilos = [...cssDoModelo, ...modulo.css];
    const head = [
      renderHead(
        status === 404 && meta.status !== 404 ? { ...meta, status, noindex: true } : meta,
        deps.env.siteName,
      ),
      ...estilos,
      r.cabeca,
      preloadFontes,
      `<meta name="modulos-da-pagina" content="${scripts.join(' ')}">`,
      '<script defer src="/iniciar.js"></script>',
    ]
      .filter(Boolean)
      .join('\n    ');
    const html = injectHead(template.replace(CSS_DO_MODELO, '').replace(JS_DO_MODELO, ''), head)
      .replace('<div id="root"></div>', () => `<div id="root">${r.html}</div>`)
      .replace(/\s*<noscript>Ative o JavaScript[^<]*<\/noscript>/, '')
      .replace(
        '</body>',
        () => `  <script type="application/json" id="estado-inicial">${r.estado}</script>\n  </body>`,
      );
    return { html, etag: etagDe(html), status };
  }
}

interface PaginaPronta {
  html: string;
  etag: string;
  status: number;
  /** An earlier address of a page (renamed showcase): where it moved. */
  redirecionar?: string;
  /** Compressed once, on the first visitor who accepts each encoding. */
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * 301 to where a page moved, with the request's query. Not cached by the browser: a later rename
 * back would make a cached one loop.
 */
export function redirecionarPagina(c: Context<HonoEnv>, destino: string): Response {
  const i = c.req.url.indexOf('?');
  c.header('Cache-Control', 'no-cache');
  return c.redirect(destino + (i < 0 ? '' : c.req.url.slice(i)), 301);
}

/** Pages kept (bounded by count and by bytes of HTML). */
const CACHE_PAGINAS_MAX = 1000;
const CACHE_PAGINAS_BYTES = 48 * 1024 * 1024;

/**
 * Shuffling pages (home, list) draw their seed from a small pool that changes every 10 minutes:
 * each load still gets a random order among 8, over time every supplier gets its turn at the top,
 * and repeat views are served from the page cache instead of rendering every time.
 */
export const SEMENTES_POR_JANELA = 8;
export const JANELA_SEMENTES_MS = 10 * 60_000;
function sementeDaVez(agora = Date.now()): number {
  const janela = Math.floor(agora / JANELA_SEMENTES_MS);
  return (
    createHash('sha1')
      .update(`${janela}:${randomInt(SEMENTES_POR_JANELA)}`)
      .digest()
      .readUInt32BE(0) >>> 1
  );
}

/** The page in the best encoding the client accepts (brotli, gzip, or as is). */
function responder(c: Context<HonoEnv>, p: PaginaPronta, headers: Record<string, string>): Response {
  const aceita = c.req.header('accept-encoding') ?? '';
  const h: Record<string, string> = { ...headers, 'Content-Type': 'text/html; charset=UTF-8' };
  let corpo: BodyInit = p.html;
  if (/\bbr\b/.test(aceita)) {
    p.br ??= brotliCompressSync(p.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    corpo = new Uint8Array(p.br);
    h['Content-Encoding'] = 'br';
  } else if (/\bgzip\b/.test(aceita)) {
    p.gzip ??= gzipSync(p.html, { level: 6 });
    corpo = new Uint8Array(p.gzip);
    h['Content-Encoding'] = 'gzip';
  }
  return new Response(c.req.method === 'HEAD' ? null : corpo, { status: p.status, headers: h });
}
