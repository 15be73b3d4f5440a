import type { QueryClient } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../trpc/root.js';

// The server render module (src/entry-server.tsx, built by `vite build --ssr`) as the server sees
// it: nothing in server imports src, so the contract lives here and the tests type-check the real
// module against it (they pass it to createApp as `ssr`).

/** How a page path is answered: the browser renders it, or the server does (null rota: not found). */
export type DecisaoSsr =
  | { tipo: 'cliente' }
  | {
      tipo: 'ssr';
      /** The page's module in the client manifest (its chunk and CSS go in the head). */
      modulo: string;
      /** The page shuffles on each load: its seed is drawn per response. */
      embaralha: boolean;
      /** The route table's entry (src/rotas.ts), handed back to renderizar as it came. */
      rota: unknown;
    };

export interface RenderizadoSsr {
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** Tags for the head (React's resource preloads). */
  cabeca: string;
  /** `<script type="application/json">` content. */
  estado: string;
  /** 404 when a page's data was not found. */
  naoEncontrado: boolean;
}

export interface ModuloSsr {
  decidir(caminho: string): DecisaoSsr;
  renderizar(opts: {
    caminho: string;
    busca: string;
    decisao: Extract<DecisaoSsr, { tipo: 'ssr' }>;
    criarTrpc: (qc: QueryClient) => TRPCOptionsProxy<AppRouter>;
    siteName: string;
    semente: number;
  }): Promise<RenderizadoSsr>;
}
