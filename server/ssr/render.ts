import { createHash, randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { Context } from 'hono';
import type * as EntryServer from '../../src/entry-server.js';
import { fontesAcimaDaDobra } from '../../src/styles/fontes-acima-da-dobra.js';
import type { AppDeps } from '../deps.js';
import type { ClientBuild } from '../http/static.js';
import type { HonoEnv } from '../rest/types.js';
import { injectHead, type PageMeta, renderHead } from '../seo/html.js';
import { createContextInner } from '../trpc/context.js';
import { appRouter } from '../trpc/root.js';
import { ssrDistDe } from './dist.js';

export type ModuloSsr = typeof EntryServer;

interface EntradaManifesto {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * The page's own chunk and CSS from the client manifest, so the browser fetches them with the
 * HTML instead of after running the entry (no flash of unstyled content, no waterfall).
 */
function tagsDoModulo(manifesto: Record<string, EntradaManifesto>, modulo: string, jaNoHtml: string): string {
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
  const tags: string[] = [];
  for (const c of css)
    if (!jaNoHtml.includes(`/${c}"`)) tags.push(`<link rel="stylesheet" crossorigin href="/${c}">`);
  for (const f of js) {
    if (!jaNoHtml.includes(`/${f}"`)) tags.push(`<link rel="modulepreload" crossorigin href="/${f}">`);
  }
  return tags.join('\n    ');
}

/** The HTML without the query cache's clock readings (when each answer was read). */
export function semCarimbos(html: string): string {
  return html.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');
}

/**
 * A weak validator: the same content gives the same ETag even though the query cache in the page
 * says when it was read (an older copy is semantically the same page; the client refetches what
 * has gone stale).
 */
function etagDe(html: string): string {
  return `W/"${createHash('sha1').update(semCarimbos(html)).digest('base64url').slice(0, 22)}"`;
}

/**
 * Server render of the public pages: the React app rendered in process with its data from the
 * tRPC procedures (as an anonymous visitor: the HTML is the same for everyone, so it can carry an
 * ETag and never holds anyone's data), the page's head tags, and the state the client hydrates.
 */
export function criarSsr(deps: AppDeps, build: ClientBuild, modulo?: ModuloSsr) {
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
  const anonimo = createContextInner(deps);
  const criarTrpc = (queryClient: QueryClient) =>
    createTRPCOptionsProxy({ router: appRouter, ctx: anonimo, queryClient });

  /** The page's HTML response, or null when the browser renders this path (or there is no build). */
  return async function paginaDoServidor(c: Context<HonoEnv>, meta: PageMeta): Promise<Response | null> {
    const template = build.indexHtml;
    const ssr = template ? await carregar() : null;
    if (!template || !ssr) return null;
    const caminho = c.req.path;
    const decisao = ssr.decidir(caminho);
    if (decisao.tipo === 'cliente') return null;
    const url = new URL(c.req.url);
    const r = await ssr.renderizar({
      caminho,
      busca: url.search,
      decisao,
      // biome-ignore lint/suspicious/noExplicitAny: the proxy's type is the client's view of the same router
      criarTrpc: criarTrpc as any,
      siteName: deps.env.siteName,
      // only pages that shuffle vary per load; the others keep one ETag for everyone
      semente: decisao.rota?.embaralha ? randomInt(2 ** 31) : 1,
    });
    const status = meta.status === 404 || r.naoEncontrado ? 404 : meta.status;
    const head = [
      renderHead(
        status === 404 && meta.status !== 404 ? { ...meta, status, noindex: true } : meta,
        deps.env.siteName,
      ),
      preloadFontes,
      tagsDoModulo(manifesto, decisao.modulo, template),
      r.cabeca,
    ]
      .filter(Boolean)
      .join('\n    ');
    const html = injectHead(template, head)
      .replace('<div id="root"></div>', () => `<div id="root">${r.html}</div>`)
      .replace(/\s*<noscript>Ative o JavaScript[^<]*<\/noscript>/, '')
      .replace(
        '</body>',
        () => `  <script type="application/json" id="estado-inicial">${r.estado}</script>\n  </body>`,
      );
    const etag = etagDe(html);
    const headers = { 'Cache-Control': 'no-cache', ETag: etag, Vary: 'Accept-Encoding' };
    if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
    return c.html(html, status as 200, headers);
  };
}
