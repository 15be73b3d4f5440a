// Server render of the public pages (built by `vite build --ssr`, loaded by server/ssr/render.ts).
// The same tree as the browser's (src/raiz.tsx); the data comes from the tRPC procedures called in
// process and goes into the page, so the client hydrates without asking again.
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createTRPCClient } from '@trpc/client';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { prerender } from 'react-dom/static';
import type { AppRouter } from '../server/trpc/root';
import { type EstadoInicial, serializarEstado } from './lib/estado-inicial';
import { Raiz } from './raiz';
import { acharRota, NAO_ENCONTRADA, type Rota, type Servidor, soNoNavegador } from './rotas';

type Trpc = TRPCOptionsProxy<AppRouter>;

/** Public pages rendered on the server: the route table's (src/rotas.ts) `render: 'servidor'` entries. */
type RotaSsr = Rota & { servidor: Extract<Servidor, { render: 'servidor' }> };

export type Decisao =
  | { tipo: 'cliente' }
  | {
      tipo: 'ssr';
      rota: RotaSsr | null;
      params: Record<string, string | undefined> | null;
      modulo: string;
      embaralha: boolean;
    };

/** How the server answers a page path: the browser renders it, or the server does (null rota: not found). */
export function decidir(caminho: string): Decisao {
  if (soNoNavegador(caminho)) return { tipo: 'cliente' };
  const achada = acharRota(caminho);
  if (achada?.rota.servidor.render === 'servidor') {
    const rota = achada.rota as RotaSsr;
    const embaralha = rota.servidor.embaralha === true;
    return { tipo: 'ssr', rota, params: achada.params, modulo: rota.modulo, embaralha };
  }
  // No page, or an old address the server redirects before rendering: the not-found page.
  return { tipo: 'ssr', rota: null, params: null, modulo: NAO_ENCONTRADA.modulo, embaralha: false };
}

/** A failed query as plain data ({ message, data: { httpStatus, code } }), the same on both sides. */
function erroSerializavel(error: unknown) {
  const e = error as { message?: string; code?: string; appCode?: string };
  // tRPC's own code → HTTP status table, as the HTTP adapter answers the same error
  const httpStatus = error instanceof TRPCError ? getHTTPStatusCodeFromError(error) : 500;
  return { message: e.message ?? 'Erro', data: { code: e.code, httpStatus, appCode: e.appCode } };
}

function novoQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
}

/** The server never fetches over HTTP: every query it renders was prefetched in process. */
const semHttp = createTRPCClient<AppRouter>({
  links: [
    () => () => {
      throw new Error('SSR: consulta não pré-carregada');
    },
  ],
});

export interface Renderizado {
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** Tags for the head (React's resource preloads). */
  cabeca: string;
  /** `<script type="application/json">` content. */
  estado: string;
  /** 404 when a page's data was not found. */
  naoEncontrado: boolean;
  /**
   * Queries the page's render asked for that were not in the page's `consultas` (their keys): the
   * browser would fetch them right after hydrating. Only the visitor's session belongs here.
   */
  semDados: string[];
}

export async function renderizar(opts: {
  caminho: string;
  busca: string;
  decisao: Extract<Decisao, { tipo: 'ssr' }>;
  criarTrpc: (qc: QueryClient) => Trpc;
  siteName: string;
  semente: number;
}): Promise<Renderizado> {
  const qc = novoQueryClient();
  const { rota, params } = opts.decisao;
  if (rota?.servidor.consultas && params) {
    const consultasDaPagina = await rota.servidor.consultas();
    const consultas = consultasDaPagina({
      params,
      busca: opts.busca,
      trpc: opts.criarTrpc(qc),
      semente: opts.semente,
    });
    // The page's own query options, so the keys are the ones its first render asks for.
    await Promise.all(
      Object.values(consultas)
        .filter((o) => o.enabled !== false)
        // biome-ignore lint/suspicious/noExplicitAny: each entry is a tRPC queryOptions (typed where the page uses it)
        .map((o) => qc.prefetchQuery(o as any)),
    );
  }
  let naoEncontrado = !rota;
  for (const q of qc.getQueryCache().getAll()) {
    if (q.state.status === 'error') {
      const erro = erroSerializavel(q.state.error);
      // The database down (503): no page with an error inside it, rendered and cached for everyone;
      // the server answers its 503 page instead.
      if (erro.data.httpStatus === 503) throw q.state.error;
      if (erro.data.httpStatus === 404) naoEncontrado = true;
      q.setState({ error: erro as unknown as Error });
    }
  }
  const { prelude } = await prerender(
    <Raiz
      queryClient={qc}
      trpcClient={semHttp}
      renderizacao={{ semente: opts.semente, siteName: opts.siteName }}
      rota={{ caminho: opts.caminho, busca: opts.busca }}
    />,
    // Large boundaries stay in place: React would otherwise move them to the end of the page
    // with an inline script to swap them in, which the CSP (script-src 'self') refuses.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const semDados = qc
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && (q.options as { enabled?: unknown }).enabled !== false)
    .map((q) => JSON.stringify(q.queryKey));
  const completo = await new Response(prelude).text();
  // React puts the preloads it decides on (images above the fold) before the app's markup: they
  // belong in the head.
  const preloads = completo.match(/^(?:<link [^>]*\/?>)+/)?.[0] ?? '';
  const html = completo.slice(preloads.length);
  const consultas = dehydrate(qc, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' });
  // No clock readings in the page: the same data gives the same bytes (one ETag, one cache entry).
  // The browser dates the data when it loads the page (src/main.tsx).
  for (const q of consultas.queries) {
    q.dehydratedAt = 0;
    q.state.dataUpdatedAt = 0;
    q.state.errorUpdatedAt = 0;
  }
  const estado: EstadoInicial = {
    consultas,
    semente: opts.semente,
    siteName: opts.siteName,
  };
  return { html, cabeca: preloads, estado: serializarEstado(estado), naoEncontrado, semDados };
}
