// Migrations are frozen: each one must run the same way years from now, whatever the live code
// becomes. So a file in db/migrations imports only `kysely` (and Node's built-ins): no db/client,
// no schema, no other migration, no package that an upgrade could change under it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const PASTA = path.resolve(import.meta.dirname, '../../db/migrations');

/** Every module specifier of a file: static imports and re-exports (type-only too), import(), require(). */
function especificadores(texto: string): string[] {
  const padroes = [
    /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\s+from\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
    /\brequire\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g,
  ];
  return padroes.flatMap((p) => [...texto.matchAll(p)].map((m) => m[1]));
}

/** The specifiers a frozen migration may not use: anything but `kysely` and `node:` built-ins. */
function importsProibidos(texto: string): string[] {
  return especificadores(texto).filter((e) => e !== 'kysely' && !e.startsWith('node:'));
}

describe('migrações congeladas (db/migrations)', () => {
  it('nenhuma migração importa código vivo: só kysely e módulos node:', () => {
    const arquivos = readdirSync(PASTA).filter((f) => f.endsWith('.ts'));
    expect(arquivos.length).toBeGreaterThanOrEqual(20);
    const proibidos = arquivos.flatMap((f) =>
      importsProibidos(readFileSync(path.join(PASTA, f), 'utf8')).map((e) => `${f} → ${e}`),
    );
    expect(proibidos).toEqual([]);
  });

  it('a verificação acha cada forma de importar (sonda)', () => {
    const sonda = [
      "import { type Kysely, PostgresAdapter, sql } from 'kysely';",
      "import { readFileSync } from 'node:fs';",
      "import { motorDe } from '../client.js';",
      "import type { DB } from '../schema.js';",
      "import {\n  gatilhoSqlite,\n} from '../gatilhos-sqlite.js';",
      "export { MUDANCAS_GUARDADAS } from './2026-11-26-012-diretorio-mudancas.js';",
      "import '../../server/env.js';",
      "const m = await import('../../server/services/x.js');",
      "import * as v from 'valibot';",
    ].join('\n');
    expect(importsProibidos(sonda)).toEqual([
      '../client.js',
      '../schema.js',
      '../gatilhos-sqlite.js',
      './2026-11-26-012-diretorio-mudancas.js',
      'valibot',
      '../../server/env.js',
      '../../server/services/x.js',
    ]);
  });
});
