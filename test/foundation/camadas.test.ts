// The layer rules of biome.json (noRestrictedImports per folder, plus the GritQL plugin for src)
// fail `npm run lint` on a deliberate violation. Biome runs on fixture files in a temporary copy of
// the project's lint configuration, so the source tree is never touched.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const RAIZ = path.resolve(import.meta.dirname, '../..');
const BIOME = path.join(RAIZ, 'node_modules/.bin/biome');
let dir = '';

function escrever(arquivos: Record<string, string>) {
  for (const [nome, conteudo] of Object.entries(arquivos)) {
    mkdirSync(path.dirname(path.join(dir, nome)), { recursive: true });
    writeFileSync(path.join(dir, nome), conteudo);
  }
  return Object.keys(arquivos);
}

function lint(arquivos: string[]) {
  const r = spawnSync(BIOME, ['lint', '--max-diagnostics=none', '--colors=off', ...arquivos], {
    cwd: dir,
    encoding: 'utf8',
  });
  return { status: r.status, saida: `${r.stdout}${r.stderr}` };
}

/** The diagnostics' headers ("file:line:col category"), one per violation. */
function violacoes(saida: string) {
  return [...saida.matchAll(/^(\S+\.ts):\d+:\d+ (lint\/style\/noRestrictedImports|plugin)\b/gm)].map(
    (m) => `${m[1]} ${m[2]}`,
  );
}

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'vs-camadas-'));
  cpSync(path.join(RAIZ, 'biome.json'), path.join(dir, 'biome.json'));
  cpSync(path.join(RAIZ, 'biome'), path.join(dir, 'biome'), { recursive: true });
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('lint de camadas (biome.json)', () => {
  it('fails on each forbidden import, naming the rule', () => {
    const arquivos = escrever({
      'server/routers/x.router.ts':
        "import { createDb } from '../../db/client.js';\nexport const x = createDb;\n",
      'server/rest/x.rest.ts': "import type { DB } from '../../db/schema.js';\nexport type X = DB;\n",
      'server/seo/x.ts':
        "import * as fq from '../../db/queries/fornecedores.queries.js';\nexport const x = fq;\n",
      'server/services/x.service.ts':
        "import { artigos } from '../../src/content/blog.js';\nexport const x = artigos;\n",
      'db/seed/x.ts':
        "import { hashPassword } from '../../server/auth/password.js';\nexport const x = hashPassword;\n",
      'db/queries/x.queries.ts':
        "import { MUDANCAS_GUARDADAS } from '../migrations/2026-11-26-012-diretorio-mudancas.js';\nexport const x = MUDANCAS_GUARDADAS;\n",
      'shared/x.ts': "import { ESTADOS } from '../server/schemas/x.js';\nexport const x = ESTADOS;\n",
      'src/lib/x.ts': "import { appRouter } from '../../server/trpc/root';\nexport const x = appRouter;\n",
      'src/lib/y.ts': "export { hashPassword } from '../../server/auth/password';\n",
      // Services, e-mail, uploads and the error type know no transport (issue 30 §2).
      'server/services/t.service.ts':
        "import { TRPCError } from '@trpc/server';\nexport const x = new TRPCError({ code: 'NOT_FOUND' });\n",
      'server/services/r.service.ts':
        "import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';\nexport const x = TRPC_ERROR_CODES_BY_KEY;\n",
      'server/uploads/h.ts':
        "import { HTTPException } from 'hono/http-exception';\nexport const x = HTTPException;\n",
      'server/mail/c.ts': "import { getCookie } from 'hono/cookie';\nexport const x = getCookie;\n",
      'server/services/v.service.ts': "import type { Context } from 'hono';\nexport type X = Context;\n",
      'server/errors.ts':
        "import { TRPCError } from '@trpc/server';\nexport class AppError extends TRPCError {}\n",
    });
    const r = lint(arquivos);
    expect(r.status).not.toBe(0);
    expect(violacoes(r.saida).sort()).toEqual(
      [
        'db/queries/x.queries.ts lint/style/noRestrictedImports',
        'db/seed/x.ts lint/style/noRestrictedImports',
        'server/rest/x.rest.ts lint/style/noRestrictedImports',
        'server/routers/x.router.ts lint/style/noRestrictedImports',
        'server/seo/x.ts lint/style/noRestrictedImports',
        'server/services/x.service.ts lint/style/noRestrictedImports',
        'server/services/t.service.ts lint/style/noRestrictedImports',
        'server/services/r.service.ts lint/style/noRestrictedImports',
        'server/services/v.service.ts lint/style/noRestrictedImports',
        'server/uploads/h.ts lint/style/noRestrictedImports',
        'server/mail/c.ts lint/style/noRestrictedImports',
        'server/errors.ts lint/style/noRestrictedImports',
        'shared/x.ts lint/style/noRestrictedImports',
        'src/lib/x.ts plugin',
        'src/lib/y.ts plugin',
      ].sort(),
    );
    expect(r.saida).toContain('camadas: src importa do server só tipos');
    expect(r.saida).toContain('Serviços, e-mail e uploads não conhecem o transporte');
  });

  it('passes what the layers allow', () => {
    const arquivos = escrever({
      'src/lib/ok.ts': [
        "import type { AppRouter } from '../../server/trpc/root';",
        "import { loginSchema } from '../../server/schemas/auth.schema';",
        "import { ESTADOS } from '../../shared/estados';",
        "import { getHTTPStatusCodeFromError } from '@trpc/server/http';",
        'export type X = AppRouter;',
        'export const y = [loginSchema, ESTADOS, getHTTPStatusCodeFromError];',
        '',
      ].join('\n'),
      'server/services/ok.service.ts': [
        "import * as fq from '../../db/queries/fornecedores.queries.js';",
        "import { ESTADOS } from '../../shared/estados.js';",
        'export const x = [fq, ESTADOS];',
        '',
      ].join('\n'),
      'db/seed/ok.ts': "import { ESTADOS } from '../../shared/estados.js';\nexport const x = ESTADOS;\n",
      'server/services/erro.service.ts':
        "import { AppError } from '../errors.js';\nimport * as v from 'valibot';\nexport const x = [new AppError('NOT_FOUND', 'Não encontrado.'), v];\n",
    });
    const r = lint(arquivos);
    expect(violacoes(r.saida)).toEqual([]);
    expect(r.status).toBe(0);
  });
});
