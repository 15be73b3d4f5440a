import { type Kysely, sql } from 'kysely';
import { motorDe } from '../client.js';

/**
 * The copy between engines (server/ops/copia.ts) moves every table whole, by name: these queries
 * take any table of the schema, so they are typed loosely on purpose.
 */
// biome-ignore lint/suspicious/noExplicitAny: tables are named at run time (db/tabelas.ts)
type Banco = Kysely<any>;
type Linha = Record<string, unknown>;

/**
 * The application's tables in the database (Kysely's migration tables aside): their columns and
 * whether `id` is generated (SQLite: an integer primary key; PostgreSQL: an identity).
 */
export async function listTabelasDoBanco(
  db: Banco,
): Promise<Map<string, { colunas: string[]; idGerado: boolean }>> {
  const tabelas = await db.introspection.getTables();
  return new Map(
    tabelas
      .filter((t) => !t.isView && (t.schema === undefined || t.schema === 'public'))
      .map((t) => [
        t.name,
        {
          colunas: t.columns.map((c) => c.name),
          idGerado: t.columns.some((c) => c.name === 'id' && c.isAutoIncrementing),
        },
      ]),
  );
}

/** Migrations recorded as applied, oldest first (none when the database was never migrated). */
export async function listMigracoesAplicadas(db: Banco): Promise<string[]> {
  const tabelas = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tabelas.some((t) => t.name === 'kysely_migration')) return [];
  const linhas = await db.selectFrom('kysely_migration').select('name').orderBy('name').execute();
  return linhas.map((l) => String(l.name));
}

export async function countLinhas(db: Banco, tabela: string): Promise<number> {
  const { n } = await db
    .selectFrom(tabela)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * One batch of rows in key order: after `depoisDe` (the last key read; keyset, any table size) or,
 * for a table without a key, at `offset` in the order of every column.
 */
export async function readLote(
  db: Banco,
  tabela: string,
  opcoes:
    | { chave: readonly string[]; depoisDe: unknown[] | null; limite: number }
    | {
        colunas: readonly string[];
        offset: number;
        limite: number;
      },
): Promise<Linha[]> {
  let q = db.selectFrom(tabela).selectAll();
  if ('chave' in opcoes) {
    const { chave, depoisDe } = opcoes;
    // Row-value comparison (a, b) > (x, y): SQLite and PostgreSQL both have it.
    if (depoisDe)
      q = q.where(sql<boolean>`(${sql.join(chave.map((c) => sql.ref(c)))}) > (${sql.join(depoisDe)})`);
    for (const coluna of chave) q = q.orderBy(coluna);
  } else {
    for (const coluna of opcoes.colunas) q = q.orderBy(coluna);
    q = q.offset(opcoes.offset);
  }
  return (await q.limit(opcoes.limite).execute()) as Linha[];
}

/** Inserts rows as they are, ids included. */
export async function insertLote(db: Banco, tabela: string, linhas: Linha[]): Promise<void> {
  if (linhas.length > 0) await db.insertInto(tabela).values(linhas).execute();
}

/**
 * PostgreSQL: the change-log triggers (migration 029, deferred to the commit) run at each statement
 * instead, while the copy has emptied the version counters: they record nothing, and the logs and
 * counters arrive as the source has them. SQLite's triggers are immediate already.
 */
export async function setGatilhosImediatos(db: Banco): Promise<void> {
  if (motorDe(db) === 'postgres') await sql`SET CONSTRAINTS ALL IMMEDIATE`.execute(db);
}

export async function deleteLinhas(db: Banco, tabela: string): Promise<void> {
  await db.deleteFrom(tabela).execute();
}

/**
 * The last id the table handed out: its highest id, or more when rows at the end were deleted
 * (SQLite's AUTOINCREMENT keeps it in sqlite_sequence, PostgreSQL in the identity's sequence).
 * Carried over, so a deleted row's id is never handed out again on the other engine either.
 */
export async function getUltimoIdGerado(db: Banco, tabela: string): Promise<number> {
  const { maior } = await db
    .selectFrom(tabela)
    .select((eb) => eb.fn.coalesce(eb.fn.max('id'), eb.lit(0)).as('maior'))
    .executeTakeFirstOrThrow();
  const sequencia =
    motorDe(db) === 'postgres'
      ? await sql<{ valor: string | number | null }>`
          select pg_sequence_last_value(pg_get_serial_sequence(${tabela}, 'id')::regclass) as valor`.execute(
          db,
        )
      : await sql<{
          valor: number | null;
        }>`select seq as valor from sqlite_sequence where name = ${tabela}`.execute(db);
  return Math.max(Number(maior), Number(sequencia.rows[0]?.valor ?? 0));
}

/**
 * The next generated id will be `ultimo` + 1: PostgreSQL's identity sequence is set (it does not
 * move when rows are inserted with their ids); SQLite moved sqlite_sequence itself on insert and
 * only goes further when `ultimo` is beyond the highest row. A table without a generated id is left.
 */
export async function adjustSequencia(db: Banco, tabela: string, ultimo: number): Promise<void> {
  if (motorDe(db) === 'postgres') {
    await sql`
      select setval(seq, greatest(${ultimo}::bigint, 1), ${ultimo}::bigint > 0)
      from (select pg_get_serial_sequence(${tabela}, 'id') as seq) s
      where seq is not null`.execute(db);
    return;
  }
  await sql`update sqlite_sequence set seq = max(seq, ${ultimo}) where name = ${tabela}`.execute(db);
}
