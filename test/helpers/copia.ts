// The environment of test/ops/copia.test.ts: a PostgreSQL server, a SQLite installation with the
// demo data, and engine-neutral comparisons of two databases.

import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { type Banco, closeDb, createDb, createPostgresDb, type Db } from '../../db/client.js';
import { migrateToLatest } from '../../db/migrator.js';
import { seedReference } from '../../db/seed/reference.js';
import { tabelasCopiadas } from '../../db/tabelas.js';
import { iniciarPostgresEmbutido } from '../../scripts/lib/postgres-embutido.js';
import { type AppDeps, createDeps } from '../../server/deps.js';
import { createLogger } from '../../server/logger.js';
import { seedDemo } from '../../server/ops/demo.js';
import { envDeTeste, motorDoTeste } from './db.js';

/**
 * The copy always goes between the two engines, so its tests need a PostgreSQL even in the default
 * (SQLite) run: the run's server with TEST_DB=postgres (test/helpers/postgres-global.ts), else one
 * embedded server of its own. Each test gets new, empty databases on it.
 */
let servidor: { urlDe: (banco: string) => string; parar: () => Promise<void> };
let admin: pg.Pool;
const bancosCriados: string[] = [];
const pastas: string[] = [];
const abertos: Banco[] = [];

/** A SQLite installation with the demo data (and its uploads), built once; tests copy its file. */
let demo: { dataDir: string; arquivo: string };

/** The demo installation's data dir (its uploads) and SQLite file. */
export const instalacaoDemo = () => demo;

export function pasta(prefixo: string): string {
  const p = mkdtempSync(path.join(os.tmpdir(), prefixo));
  pastas.push(p);
  return p;
}

export async function postgresVazio(): Promise<string> {
  const nome = `copia_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${nome}`);
  bancosCriados.push(nome);
  return servidor.urlDe(nome);
}

/** A fresh copy of the demo installation's SQLite file. */
export function sqliteDemo(): string {
  const arquivo = path.join(pasta('vs-copia-origem-'), 'app.db');
  copyFileSync(demo.arquivo, arquivo);
  return arquivo;
}

export function abrir(endereco: string): Banco {
  const banco = endereco.startsWith('postgres')
    ? createPostgresDb(endereco, 2)
    : { ...createDb(endereco), motor: 'sqlite' as const };
  abertos.push(banco);
  return banco;
}

export function depsDe(banco: Banco, dataDir: string): AppDeps {
  const env = envDeTeste(dataDir, { DEMO_PASSWORD: 'senha-demo-testes-2026' });
  return createDeps({
    db: banco.db,
    sqlite: banco.sqlite,
    motor: banco.motor,
    env,
    logger: createLogger('silent'),
  });
}

/** A table's rows, engine-neutral: each row as JSON, sorted (collations differ between engines). */
export async function conteudo(db: Db, tabela: string): Promise<string[]> {
  // biome-ignore lint/suspicious/noExplicitAny: every table, by name
  const linhas = await (db as any).selectFrom(tabela).selectAll().execute();
  return linhas.map((l: Record<string, unknown>) => JSON.stringify(Object.entries(l).sort())).sort();
}

export async function esperarMesmosDados(a: Db, b: Db): Promise<void> {
  for (const { nome } of tabelasCopiadas()) {
    expect({ tabela: nome, linhas: await conteudo(b, nome) }).toEqual({
      tabela: nome,
      linhas: await conteudo(a, nome),
    });
  }
}

/** Registers the hooks that start and clean the environment (call once, at the top of the file). */
export function usarAmbienteDaCopia(): void {
  beforeAll(async () => {
    if (motorDoTeste === 'postgres') {
      const base = inject('postgresUrl');
      servidor = { urlDe: (banco) => `${base}${banco}`, parar: async () => {} };
    } else {
      servidor = await iniciarPostgresEmbutido({ banco: 'vs_copia' });
    }
    admin = new pg.Pool({ connectionString: servidor.urlDe('postgres'), max: 1 });
    // The server stopping in afterAll may reach a connection still closing: not an error of the test.
    admin.on('error', () => {});

    const dataDir = pasta('vs-copia-demo-');
    const arquivo = path.join(dataDir, 'app.db');
    const banco = { ...createDb(arquivo), motor: 'sqlite' as const };
    await migrateToLatest(banco.db);
    await seedReference(banco.db);
    const deps = depsDe(banco, dataDir);
    await seedDemo(deps);
    // What the demo does not have: sessions (epoch ms beyond 32 bits), a quote request, a hidden
    // testimonial, text with accents, emoji and line breaks, and a deleted last row (its id is spent).
    const [cliente] = await deps.db
      .selectFrom('usuarios')
      .select('id')
      .where('tipo', '=', 'cliente')
      .execute();
    await deps.db
      .insertInto('sessoes')
      .values({
        id: 'sessao-teste',
        usuario_id: cliente.id,
        secret_hash: 'ab'.repeat(32),
        created_at: Date.now(),
        last_used_at: Date.now(),
      })
      .execute();
    const fornecedor = await deps.db
      .selectFrom('fornecedores')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await deps.db
      .insertInto('orcamentos')
      .values({
        fornecedor_id: fornecedor.id,
        usuario_id: null,
        nome: 'Conceição Araújo 💍',
        email: 'conceicao@exemplo.com.br',
        telefone: null,
        ramo: null,
        cidade: 'São João del-Rei',
        uf: 'MG',
        mensagem: 'Olá!\nGostaria de um orçamento — "festa" às 20h.',
        contato_preferido: 'whatsapp',
        consentimento_em: new Date().toISOString(),
        token_hash: 'cd'.repeat(32),
        created_at: new Date().toISOString(),
      })
      .execute();
    await deps.db
      .updateTable('depoimentos')
      .set({ oculto: 1, oculto_em: new Date().toISOString() })
      .where('id', '=', 1)
      .execute();
    for (const assunto of ['primeira', 'apagada']) {
      await deps.db
        .insertInto('mensagens_contato')
        .values({
          nome: 'Ana',
          email: 'ana@exemplo.com',
          assunto,
          mensagem: 'm',
          created_at: new Date().toISOString(),
        })
        .execute();
    }
    await deps.db.deleteFrom('mensagens_contato').where('assunto', '=', 'apagada').execute();
    // A keyless change log longer than a small batch, a repeated row included (read by offset).
    await deps.db
      .insertInto('diretorio_mudancas')
      .values([
        ...Array.from({ length: 20 }, (_, i) => ({
          versao: 1000 + i,
          fornecedor_id: i % 3 ? fornecedor.id : null,
        })),
        { versao: 1000, fornecedor_id: null },
      ])
      .execute();
    await closeDb(banco);
    demo = { dataDir, arquivo };
  }, 120_000);

  afterEach(async () => {
    for (const banco of abertos.splice(0)) await closeDb(banco);
    for (const nome of bancosCriados.splice(0))
      await admin.query(`drop database if exists ${nome} with (force)`);
  });

  afterAll(async () => {
    await admin?.end();
    await servidor?.parar();
    for (const p of pastas) rmSync(p, { recursive: true, force: true });
  });
}
