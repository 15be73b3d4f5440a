import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * A new worker cannot take connections until its modules are loaded: jsdom (under DOMPurify) was
 * most of that time, for a sanitizer only the showcase editor's save needs. It loads after the
 * process is ready (server/sanitize.ts), so importing the app must not load it.
 */
describe('start-up of a process', () => {
  it('importing the app does not load jsdom; the first sanitization loads it and still cleans', () => {
    const codigo = `
      import { createRequire } from 'node:module';
      const cache = createRequire(import.meta.url).cache;
      const jsdom = () => Object.keys(cache).some((k) => k.includes('/node_modules/jsdom/'));
      await import('./server/app.ts');
      const { sanitizeRichText } = await import('./server/sanitize.ts');
      const antes = jsdom();
      const limpo = sanitizeRichText('<p onclick="x()">Olá<script>alert(1)</script></p>');
      console.log(JSON.stringify({ antes, depois: jsdom(), limpo }));
    `;
    const saida = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', codigo], {
      cwd: process.cwd(),
      encoding: 'utf8',
    });
    const r = JSON.parse(saida.trim().split('\n').at(-1)!);
    expect(r).toEqual({ antes: false, depois: true, limpo: '<p>Olá</p>' });
  }, 60_000);
});
