import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/trpc/root';

/** What each procedure takes and answers, inferred from the router: the client's only copy. */
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
/** The client's error for a failed call, typed by the router's error formatter (server/trpc/init.ts). */
export type TrpcClientError = TRPCClientError<AppRouter>;
/** The `data` the error formatter adds: code, HTTP status, application code and field errors. */
export type TrpcErrorData = NonNullable<TrpcClientError['data']>;

export const REQUEST_TIMEOUT_MS = 100_000;
/** Kept equal to the server's limit (server/app.ts). */
export const TRPC_MAX_BATCH = 20;

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** Every call sends credentials (the httpOnly session cookie) and gives up after 100 s. */
export function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  return fetch(input, { ...init, credentials: 'include', signal });
}

export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: '/trpc', maxItems: TRPC_MAX_BATCH, fetch: fetchWithTimeout })],
  });
}

export function trpcErrorData(error: unknown): TrpcErrorData | null {
  if (error instanceof TRPCClientError) return (error as TrpcClientError).data ?? null;
  // A query that failed in the server render arrives as plain data: { message, data }.
  const data = (error as { data?: unknown } | null)?.data;
  return data && typeof data === 'object' ? (data as TrpcErrorData) : null;
}

export function httpStatusOf(error: unknown): number | null {
  return trpcErrorData(error)?.httpStatus ?? null;
}

/** `onUnauthorized` gets the failing call's key, so login and renew (whose 401 is expected) are skipped. */
export function createQueryClient(onUnauthorized: (error: unknown, key: string) => void) {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => {
          const status = httpStatusOf(error);
          // Only a 429 is worth retrying: up to 3 attempts in total.
          return status === 429 && failures < 2;
        },
        retryDelay: (attempt) => 1000 * 2 ** attempt,
      },
      mutations: { retry: false },
    },
  });
  client.getQueryCache().config.onError = (error, query) => {
    if (httpStatusOf(error) === 401) onUnauthorized(error, JSON.stringify(query.queryKey));
  };
  client.getMutationCache().config.onError = (error, _vars, _ctx, mutation) => {
    if (httpStatusOf(error) === 401)
      onUnauthorized(error, JSON.stringify(mutation.options.mutationKey ?? []));
  };
  return client;
}
