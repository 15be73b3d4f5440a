// The test runners (npm test, npm run test:e2e) fail a build that prints a warning
// (scripts/lib/build.ts): these are the lines the Vite 8 build printed before issue 30 fixed them.
import { describe, expect, it } from 'vitest';
import { avisosDoBuild } from '../../scripts/lib/build.js';

describe('avisos do build (scripts/lib/build.ts)', () => {
  it('acha a depreciação, o aviso do carregador nativo e as checagens do Rolldown', () => {
    const saida = [
      '> vite build && vite build --ssr src/entry-server.tsx && tsx scripts/compress.ts',
      "(!) Your Vite config uses features that are unsupported by `configLoader: 'native'`, which is planned to become the default in a future major version of Vite:",
      '  - import "./server/ssr/dist" without a file extension (vite.config.ts:3:27). Add the file extension',
      'vite v8.3.8 building client environment for production...',
      '',
      '\u001b[33m WARN \u001b[39m advancedChunks option is deprecated, please use codeSplitting instead.',
      '✓ 370 modules transformed.',
      '\u001b[33m[PLUGIN_TIMINGS] \u001b[0mJavaScript callbacks ran for 1.4s of this 5.5s build (25%).',
      'dist/client/assets/react-DSmcgKad.js   219.33 kB │ gzip:  68.42 kB',
      '✓ built in 5.52s',
      '84 arquivos pré-comprimidos (br, gzip)',
    ].join('\n');
    expect(avisosDoBuild(saida)).toEqual([
      "(!) Your Vite config uses features that are unsupported by `configLoader: 'native'`, which is planned to become the default in a future major version of Vite:",
      'WARN  advancedChunks option is deprecated, please use codeSplitting instead.',
      '[PLUGIN_TIMINGS] JavaScript callbacks ran for 1.4s of this 5.5s build (25%).',
    ]);
  });

  it('um build limpo não tem avisos', () => {
    const saida = [
      'vite v8.3.8 building ssr environment for production...',
      '✓ 157 modules transformed.',
      'rendering chunks...',
      '✓ built in 1.10s',
    ].join('\n');
    expect(avisosDoBuild(saida)).toEqual([]);
  });
});
