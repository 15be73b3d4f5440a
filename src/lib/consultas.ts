import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/trpc/root';

export type Trpc = TRPCOptionsProxy<AppRouter>;

/**
 * What a page's first queries depend on: the route's parameters, the address's query string, the
 * tRPC options proxy and the order seed. The page passes its own (useParams, useSearch, useTRPC);
 * the server render passes the request's (src/entry-server.tsx).
 */
export interface EntradaConsultas {
  params: Readonly<Record<string, string | undefined>>;
  busca: string;
  trpc: Trpc;
  semente: number;
}

/**
 * A page's first queries by name, each the options its useQuery takes. The server render
 * prefetches every one that is not `enabled: false`: the same function, so the keys cannot drift.
 */
export type Consultas = Record<string, { queryKey: readonly unknown[]; enabled?: unknown }>;
