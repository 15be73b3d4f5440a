// db/schema.ts (with db/schema/*.ts) is what every query is typed by; the migrations are what the
// database is. This test introspects the freshly migrated database of the engine under test with
// kysely-codegen (npm test runs it on SQLite and on PostgreSQL) and compares the two, table by
// table and column by column: the same tables, the same columns, the same nullability, the same kind
// of value. What is normalized, and why:
// - Generated<T> and ColumnType<S, I, U> count as their select type (T, S): what is compared is what
//   a query reads; whether an insert may omit the column (a default) is not compared.
// - Aliases resolve to what they stand for: schema.ts's Timestamp and TipoUsuario-style unions of
//   string literals are `string`.
// - codegen's Int8 (PostgreSQL bigint: every integer column there) is `number`: the pool parses int8
//   into a number (db/client.ts), so the app reads numbers on both engines.
// - SQLite reports a PRIMARY KEY column without NOT NULL as nullable (its legacy quirk: INTEGER
//   PRIMARY KEY is the rowid, never null; a TEXT key could take NULL but the app never writes one):
//   primary-key columns count as not null, as PostgreSQL reports them.
// - The migrator's own tables (kysely_migration*) are not the app's.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { generate, PostgresDialect, SqliteDialect } from 'kysely-codegen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, motorDoTeste, type TestDb } from '../helpers/db.js';

const RAIZ = path.resolve(import.meta.dirname, '../..');

interface Coluna {
  nulo: boolean;
  tipo: string;
}
type Esquema = Record<string, Record<string, Coluna>>;

function semComentarios(texto: string): string {
  return texto.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
}

/** Splits on `sep` outside <…> and (…). */
function partes(texto: string, sep: string): string[] {
  const out: string[] = [];
  let nivel = 0;
  let atual = '';
  for (const c of texto) {
    if (c === '<' || c === '(') nivel++;
    if (c === '>' || c === ')') nivel--;
    if (c === sep && nivel === 0) {
      out.push(atual.trim());
      atual = '';
    } else atual += c;
  }
  if (atual.trim()) out.push(atual.trim());
  return out;
}

/** `Nome<A, B>` → ['Nome', ['A', 'B']], or null when the text is not one generic. */
function generico(tipo: string): [string, string[]] | null {
  const m = /^(\w+)<([\s\S]*)>$/.exec(tipo.trim());
  return m ? [m[1], partes(m[2], ',')] : null;
}

/**
 * Reads TypeScript declarations (interfaces with one property per `;`, non-generic type aliases) into
 * {table: {column: {nulo, tipo}}}, the tables being the properties of the interface `DB`.
 */
function lerEsquema(texto: string): Esquema {
  const limpo = semComentarios(texto);
  const aliases = new Map<string, string>();
  for (const m of limpo.matchAll(/(?:export\s+)?type\s+(\w+)\s*=\s*([^;]+);/g))
    aliases.set(m[1], m[2].trim());
  const interfaces = new Map<string, Map<string, string>>();
  for (const m of limpo.matchAll(/interface\s+(\w+)\s*\{([^}]*)\}/g)) {
    const props = new Map<string, string>();
    for (const p of partes(m[2], ';')) {
      const d = /^(\w+)\??\s*:\s*([\s\S]+)$/.exec(p);
      if (d) props.set(d[1], d[2].replace(/\s+/g, ' ').trim());
    }
    interfaces.set(m[1], props);
  }
  const tipos = (tipo: string, profundidade = 0): string[] => {
    if (profundidade > 10) throw new Error(`alias circular: ${tipo}`);
    return partes(tipo, '|').flatMap((t) => {
      const g = generico(t);
      if (g && (g[0] === 'Generated' || g[0] === 'ColumnType')) return tipos(g[1][0], profundidade + 1);
      if (/^'.*'$|^".*"$/.test(t)) return ['string'];
      if (t === 'Int8') return ['number'];
      const alias = aliases.get(t);
      if (alias !== undefined) return tipos(alias, profundidade + 1);
      return [t];
    });
  };
  const db = interfaces.get('DB');
  if (!db) throw new Error('sem a interface DB');
  const esquema: Esquema = {};
  for (const [tabela, nomeInterface] of db) {
    const props = interfaces.get(nomeInterface);
    if (!props) throw new Error(`DB.${tabela}: interface ${nomeInterface} não encontrada`);
    esquema[tabela] = {};
    for (const [coluna, tipo] of props) {
      const ts = tipos(tipo);
      esquema[tabela][coluna] = {
        nulo: ts.includes('null'),
        tipo: [...new Set(ts.filter((t) => t !== 'null'))].sort().join(' | '),
      };
    }
  }
  return esquema;
}

/** Every difference between the database (as codegen reads it) and the declared schema. */
function diferencas(banco: Esquema, declarado: Esquema): string[] {
  const out: string[] = [];
  for (const tabela of new Set([...Object.keys(banco), ...Object.keys(declarado)])) {
    const b = banco[tabela];
    const d = declarado[tabela];
    if (!b || !d) {
      out.push(`${tabela}: tabela só ${b ? 'no banco' : 'em db/schema.ts'}`);
      continue;
    }
    for (const coluna of new Set([...Object.keys(b), ...Object.keys(d)])) {
      const cb = b[coluna];
      const cd = d[coluna];
      if (!cb || !cd) out.push(`${tabela}.${coluna}: coluna só ${cb ? 'no banco' : 'em db/schema.ts'}`);
      else if (cb.nulo !== cd.nulo)
        out.push(`${tabela}.${coluna}: banco ${cb.nulo ? '' : 'não '}aceita null`);
      else if (cb.tipo !== cd.tipo)
        out.push(`${tabela}.${coluna}: banco ${cb.tipo}, db/schema.ts ${cd.tipo}`);
    }
  }
  return out.sort();
}

/** db/schema.ts and the files of db/schema/ it composes, as one text. */
function textoDoSchema(): string {
  const pasta = path.join(RAIZ, 'db/schema');
  const partesDoSchema = readdirSync(pasta)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => readFileSync(path.join(pasta, f), 'utf8'));
  return [readFileSync(path.join(RAIZ, 'db/schema.ts'), 'utf8'), ...partesDoSchema].join('\n');
}

let t: TestDb;
let banco: Esquema;

beforeAll(async () => {
  t = await createTestDb();
  const db = t.deps.db;
  const gerado = await generate({
    db,
    dialect: motorDoTeste === 'postgres' ? new PostgresDialect() : new SqliteDialect(),
    outFile: null,
    excludePattern: 'kysely_migration*',
  });
  banco = lerEsquema(gerado);
  if (motorDoTeste === 'sqlite') {
    const chaves = await sql<{ tabela: string; coluna: string }>`
      select m.name as tabela, p.name as coluna
      from sqlite_master m join pragma_table_info(m.name) p
      where m.type = 'table' and p.pk > 0`.execute(db);
    for (const { tabela, coluna } of chaves.rows)
      if (banco[tabela]?.[coluna]) banco[tabela][coluna].nulo = false;
  }
});

afterAll(async () => {
  await t?.cleanup();
});

describe(`db/schema.ts confere com o banco migrado (${motorDoTeste}, kysely-codegen)`, () => {
  it('mesmas tabelas, colunas, nulidade e tipos', () => {
    expect(Object.keys(banco).length).toBeGreaterThan(30);
    expect(diferencas(banco, lerEsquema(textoDoSchema()))).toEqual([]);
  });

  it('reprova uma coluna que falta, uma a mais, uma nulidade e um tipo trocados (sondas)', () => {
    const texto = textoDoSchema();
    const sonda = texto
      .replace(/\n {2}nome_empresa: string;/, '\n')
      .replace(/\n {2}secret_hash: string;/, '\n  secret_hash: string;\n  apelido: string;')
      .replace(/\n {2}telefone: string \| null;/, '\n  telefone: string;')
      .replace(/\n {2}motivo_descartado: string \| null;/, '\n  motivo_descartado: number | null;');
    expect(sonda).not.toBe(texto);
    expect(diferencas(banco, lerEsquema(sonda))).toEqual([
      'fornecedores.nome_empresa: coluna só no banco',
      'page_views.motivo_descartado: banco string, db/schema.ts number',
      'sessoes.apelido: coluna só em db/schema.ts',
      'usuarios.telefone: banco aceita null',
    ]);
  });
});
