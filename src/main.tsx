import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/playfair-display/600.css';
import '@fontsource/playfair-display/700.css';
import '@fortawesome/fontawesome-free/css/fontawesome.min.css';
import '@fortawesome/fontawesome-free/css/solid.min.css';
import '@fortawesome/fontawesome-free/css/brands.min.css';
import '@fortawesome/fontawesome-free/css/v4-shims.min.css';
import './styles/base.css';
import './styles/layout.css';

import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { ErrorBoundary } from './components/error-boundary';
import { ToastProvider } from './components/toast';
import { logClientError } from './lib/error-log';
import { SessionRenewal } from './lib/session';
import { onUnauthorized, SessionExpiryHandler } from './lib/session-expiry';
import { createQueryClient, createTrpcClient, TRPCProvider } from './lib/trpc';

window.addEventListener('error', (e) => logClientError('error', e.message));
window.addEventListener('unhandledrejection', (e) => logClientError('error', String(e.reason)));

function Root() {
  const [queryClient] = useState(() => createQueryClient(onUnauthorized));
  const [trpcClient] = useState(createTrpcClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <ToastProvider>
          <ErrorBoundary>
            <SessionExpiryHandler />
            <SessionRenewal />
            <App />
          </ErrorBoundary>
        </ToastProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
