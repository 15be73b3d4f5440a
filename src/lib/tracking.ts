import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { RouterInputs } from './trpc';

/**
 * Page-view tracking ("on every path change, not repeated for the same path, skipped when the
 * address contains 'uploads'") and link-click logging. The client keeps no visitor id (no cookie,
 * no storage): the server knows the day's visitor by a salted hash and classifies every event; the
 * client only avoids obvious repeats (same path; same click within 2000 ms).
 */
type Entradas = RouterInputs['accessLogs'];
export type PageType = Entradas['pageView']['page_type'];

/**
 * "Internal profile links (addresses containing /fornecedores/ or /solucao/) are not logged" as
 * clicks. Here, not in link-buttons: the tracker is in the app's entry, and importing that module
 * pulled all of it into the first load.
 */
export function ehLinkInterno(url: string): boolean {
  return url.includes('/fornecedores/') || url.includes('/solucao/');
}

export const LINK_CLICK_JANELA_MS = 2000;

/** The tracked page type of a path (others are not tracked). */
export function pageTypeDe(pathname: string): { page_type: PageType; object_id: string | null } | null {
  if (pathname === '/' || pathname === '') return { page_type: 'home', object_id: null };
  if (pathname === '/fornecedores' || pathname === '/fornecedores/')
    return { page_type: 'lista_fornecedores', object_id: null };
  let m = pathname.match(/^\/fornecedores\/(\d+)\/?$/);
  if (m) return { page_type: 'fornecedor', object_id: m[1] };
  m = pathname.match(/^\/solucao\/([^/]+)\/?$/);
  if (m) return { page_type: 'fornecedor', object_id: decodeURIComponent(m[1]) };
  if (pathname === '/blog' || pathname === '/blog/') return { page_type: 'blog', object_id: null };
  m = pathname.match(/^\/blog\/([^/]+)\/?$/);
  if (m) return { page_type: 'artigo_blog', object_id: m[1] };
  return null;
}

/**
 * Posts one event to its tRPC procedure, the app's edge (POST /api/access-logs/* is the REST
 * adapter for other clients). A non-batched tRPC mutation is a POST of the input as JSON to
 * /trpc/<path>; sent by hand with `keepalive`, not through the batching client, so an event sent
 * as a link click leaves the page (or the tab closes) is still delivered. Not `sendBeacon`: a text
 * body goes as text/plain, and tRPC takes a POST only as application/json.
 */
function enviar<P extends 'pageView' | 'linkClick'>(procedimento: P, entrada: Entradas[P]): void {
  try {
    void fetch(`/trpc/accessLogs.${procedimento}`, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(entrada),
    }).catch(() => {});
  } catch {
    // tracking never breaks the page
  }
}

let ultimoCaminho: string | null = null;

/** Sends one page view for `pathname` unless it is the path just tracked or an uploads address. */
export function registrarPageView(pathname: string): void {
  if (pathname === ultimoCaminho) return;
  ultimoCaminho = pathname;
  if (window.location.href.includes('uploads')) return;
  const tipo = pageTypeDe(pathname);
  if (!tipo) return;
  enviar('pageView', {
    ...tipo,
    url: pathname + window.location.search,
    referrer: document.referrer || null,
  });
}

/** Mounted once in app.tsx: tracks every path change. */
export function PageViewTracker() {
  const [location] = useLocation();
  useEffect(() => {
    registrarPageView(location);
  }, [location]);
  return null;
}

const ultimosCliques = new Map<string, number>();

/** The signed-in user is not sent: the server reads it from the session. */
export type CliqueLink = Entradas['linkClick'];

/** Logs a link-button click, except internal profile links and a repeat within 2000 ms. */
export function registrarCliqueLink(clique: CliqueLink): void {
  if (ehLinkInterno(clique.url)) return;
  const chave = `${clique.fornecedor_id}|${clique.link_id ?? ''}|${clique.url}`;
  const agora = Date.now();
  const anterior = ultimosCliques.get(chave);
  if (anterior !== undefined && agora - anterior < LINK_CLICK_JANELA_MS) return;
  ultimosCliques.set(chave, agora);
  if (ultimosCliques.size > 200) ultimosCliques.delete(ultimosCliques.keys().next().value as string);
  enviar('linkClick', {
    ...clique,
    origem_page_type: clique.origem_page_type ?? pageTypeDe(window.location.pathname)?.page_type ?? 'other',
  });
}
