import './styles/fonts.css';
import './styles/base.css';
import './styles/layout.css';

import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { logClientError } from './lib/error-log';
import { estadoInicial } from './lib/estado-inicial';
import { onUnauthorized } from './lib/session-expiry';
import { siteName } from './lib/site';
import { createQueryClient, createTrpcClient } from './lib/trpc';
import { Raiz } from './raiz';

window.addEventListener('error', (e) => logClientError('error', e.message));
window.addEventListener('unhandledrejection', (e) => logClientError('error', String(e.reason)));

const queryClient = createQueryClient(onUnauthorized);
const trpcClient = createTrpcClient();
const inicial = estadoInicial();
const container = document.getElementById('root')!;

if (inicial) {
  // Server-rendered: the data the server used goes into the cache before the first render, so
  // hydration makes the same markup and nothing is fetched again.
  // The page carries no clock readings (same data, same bytes): its data is as fresh as the answer
  // the server just gave (or confirmed with a 304), so it is dated now.
  const agora = Date.now();
  for (const q of inicial.consultas.queries) {
    q.dehydratedAt = agora;
    if (q.state.status === 'success') q.state.dataUpdatedAt = agora;
    if (q.state.status === 'error') q.state.errorUpdatedAt = agora;
  }
  hydrate(queryClient, inicial.consultas);
  hydrateRoot(
    container,
    <Raiz
      queryClient={queryClient}
      trpcClient={trpcClient}
      renderizacao={{ semente: inicial.semente, siteName: inicial.siteName }}
    />,
    { onRecoverableError: (error) => logClientError('error', `hidratação: ${String(error)}`) },
  );
} else {
  createRoot(container).render(
    <Raiz
      queryClient={queryClient}
      trpcClient={trpcClient}
      renderizacao={{ semente: Math.floor(Math.random() * 2 ** 31), siteName: siteName() }}
    />,
  );
}
