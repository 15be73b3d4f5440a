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
import { rotasComParametro } from './config/paths';
import { entradaDaLista, lerFiltros } from './features/fornecedores/filtros';
import { type EstadoInicial, serializarEstado } from './lib/estado-inicial';
import { Raiz } from './raiz';

type Trpc = TRPCOptionsProxy<AppRouter>;

interface RotaSsr {
  padrao: RegExp;
  /** The page's module, as the client manifest names it (its chunk and CSS go in the head). */
  modulo: string;
  /** Shuffles on each load (its seed is drawn per response). */
  embaralha?: boolean;
  /** The queries the page makes on its first render, with exactly the inputs it uses. */
  dados?: (
    m: RegExpMatchArray,
    busca: string,
    trpc: Trpc,
    qc: QueryClient,
    semente: number,
  ) => Promise<unknown>[];
}

const INSTITUCIONAL = 'src/features/institucional';
const DETALHE = 'src/features/fornecedores/detalhe-page.tsx';

/** Public pages rendered on the server. Signed-in areas and token pages stay client-rendered. */
export const ROTAS_SSR: RotaSsr[] = [
  {
    padrao: /^\/$/,
    modulo: 'src/features/home/home-page.tsx',
    embaralha: true,
    dados: (_m, _b, trpc, qc) => [qc.prefetchQuery(trpc.fornecedores.home.queryOptions())],
  },
  {
    padrao: /^\/fornecedores\/?$/,
    modulo: 'src/features/fornecedores/lista-page.tsx',
    embaralha: true,
    dados: (_m, busca, trpc, qc, semente) => {
      const f = lerFiltros(busca);
      return [
        qc.prefetchQuery(trpc.fornecedores.tags.queryOptions()),
        qc.prefetchQuery(trpc.fornecedores.list.queryOptions(entradaDaLista(f, semente))),
      ];
    },
  },
  {
    padrao: rotasComParametro.fornecedorId,
    modulo: DETALHE,
    dados: (m, _b, trpc, qc) => [
      qc.prefetchQuery(trpc.fornecedores.detail.queryOptions({ id: Number(m.groups?.id) })),
    ],
  },
  {
    padrao: rotasComParametro.solucao,
    modulo: DETALHE,
    dados: (m, _b, trpc, qc) => {
      let slug: string;
      try {
        slug = decodeURIComponent(m.groups?.slug ?? '');
      } catch {
        return [];
      }
      return [qc.prefetchQuery(trpc.fornecedores.detail.queryOptions({ slug }))];
    },
  },
  { padrao: /^\/blog\/?$/, modulo: 'src/features/blog/blog-page.tsx' },
  { padrao: rotasComParametro.artigo, modulo: 'src/features/blog/artigo-page.tsx' },
  { padrao: /^\/sobre\/?$/, modulo: `${INSTITUCIONAL}/sobre-page.tsx` },
  { padrao: /^\/termos-de-uso\/?$/, modulo: `${INSTITUCIONAL}/termos-page.tsx` },
  { padrao: /^\/politica-de-privacidade\/?$/, modulo: `${INSTITUCIONAL}/privacidade-page.tsx` },
  { padrao: /^\/contato\/?$/, modulo: `${INSTITUCIONAL}/contato-page.tsx` },
  {
    padrao: /^\/(?:seja-anunciante|anuncie|anunciante(?:\/.*)?)\/?$/,
    modulo: `${INSTITUCIONAL}/seja-anunciante-page.tsx`,
  },
  { padrao: /^\/seja-anunciante\/[^/]+\/?$/, modulo: `${INSTITUCIONAL}/categoria-anunciante-page.tsx` },
  { padrao: /^\/login\/?$/, modulo: 'src/features/auth/login-page.tsx' },
  { padrao: /^\/cadastro\/?$/, modulo: 'src/features/auth/cadastro-page.tsx' },
];

/** Pages that only make sense in the browser (signed in, or reading a token from the address). */
const SO_NO_NAVEGADOR =
  /^\/(?:perfil|admin|teste-upload|exemplo-tracking|verificar-email|redefinir-senha|padroes|edita-vitrine-fornecedor|editar-fornecedor|editar-vitrine|fornecedores\/novo|fornecedores\/editar)(?:\/|$)/;

export const MODULO_NAO_ENCONTRADO = 'src/features/nao-encontrado/nao-encontrado-page.tsx';

export type Decisao =
  | { tipo: 'cliente' }
  | { tipo: 'ssr'; rota: RotaSsr | null; m: RegExpMatchArray | null; modulo: string };

/** How the server answers a page path: the browser renders it, or the server does (null rota: not found). */
export function decidir(caminho: string): Decisao {
  if (SO_NO_NAVEGADOR.test(caminho)) return { tipo: 'cliente' };
  for (const rota of ROTAS_SSR) {
    const m = caminho.match(rota.padrao);
    if (m) return { tipo: 'ssr', rota, m, modulo: rota.modulo };
  }
  return { tipo: 'ssr', rota: null, m: null, modulo: MODULO_NAO_ENCONTRADO };
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
  const { rota, m } = opts.decisao;
  if (rota?.dados && m) {
    await Promise.all(rota.dados(m, opts.busca, opts.criarTrpc(qc), qc, opts.semente));
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
  return { html, cabeca: preloads, estado: serializarEstado(estado), naoEncontrado };
}
