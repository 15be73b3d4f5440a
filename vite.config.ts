import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ssrDistDe } from './server/ssr/dist.ts';

const apiPort = process.env.API_PORT ?? '3001';

// CLIENT_DIST lets parallel test runs build into their own folder; the server render's bundle
// goes beside it (never inside: everything in the client folder is served).
const clientDist = process.env.CLIENT_DIST ?? 'dist/client';
// Rolldown's note on slow plugin callbacks depends on the machine's load, not on the build: off, so
// the build prints nothing but a real warning (the test runners fail on one: scripts/lib/build.ts).
const checks = { bundlerTimings: false };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? {
        outDir: ssrDistDe(clientDist),
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        rolldownOptions: { checks, output: { entryFileNames: 'entry-server.js' } },
      }
    : {
        outDir: clientDist,
        emptyOutDir: true,
        manifest: true,
        sourcemap: false,
        chunkSizeWarningLimit: 800,
        // The quote form loads on a click: listing its ~15 dependency files in the supplier page
        // (to preload them) would cost that page's first load more than the form's waterfall.
        modulePreload: {
          resolveDependencies: (arquivo, deps) => (arquivo.includes('orcamento-modal') ? [] : deps),
        },
        // React, its JSX runtime and React DOM in one chunk: a lazily loaded part (the quote form)
        // would otherwise split them apart, adding chunks to every public page's first load.
        rolldownOptions: {
          checks,
          output: {
            codeSplitting: {
              groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/trpc': `http://127.0.0.1:${apiPort}`,
      '/uploads': `http://127.0.0.1:${apiPort}`,
      '/sitemap.xml': `http://127.0.0.1:${apiPort}`,
      '/robots.txt': `http://127.0.0.1:${apiPort}`,
    },
  },
}));
