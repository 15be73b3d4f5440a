import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import type { AppRouter } from '../server/trpc/root';
import { App } from './app';
import { ErrorBoundary } from './components/error-boundary';
import { ToastProvider } from './components/toast';
import { type Renderizacao, RenderizacaoContext } from './lib/estado-inicial';
import { SessionRenewal } from './lib/session';
import { SessionExpiryHandler } from './lib/session-expiry';
import { TRPCProvider } from './lib/trpc';

/**
 * The whole app with its providers: the same tree for the server render and the browser, so
 * hydration finds the markup it would have made. `rota` is the server's request (wouter's SSR
 * location); the browser reads its own.
 */
export function Raiz({
  queryClient,
  trpcClient,
  renderizacao,
  rota,
}: {
  queryClient: QueryClient;
  trpcClient: TRPCClient<AppRouter>;
  renderizacao: Renderizacao;
  rota?: { caminho: string; busca: string };
}) {
  const app = (
    <ErrorBoundary>
      <SessionExpiryHandler />
      <SessionRenewal />
      <App />
    </ErrorBoundary>
  );
  return (
    <StrictMode>
      <RenderizacaoContext.Provider value={renderizacao}>
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
            <ToastProvider>
              {rota ? (
                <Router ssrPath={rota.caminho} ssrSearch={rota.busca}>
                  {app}
                </Router>
              ) : (
                app
              )}
            </ToastProvider>
          </TRPCProvider>
        </QueryClientProvider>
      </RenderizacaoContext.Provider>
    </StrictMode>
  );
}
