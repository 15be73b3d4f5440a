import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Issue 30 §4: the database records what each write changed, in the write's own transaction, on
 * SQLite and PostgreSQL alike: a trigger per (table, operation) the directory and the supplier page
 * read bumps the counter (`diretorio_versao`: 1 directory, 2 page contents) and logs the supplier
 * ids of that version (`diretorio_mudancas`, `vitrine_mudancas`; NULL = everything), keeping the
 * last 10,000 versions. A write can no longer forget it (the services' hand-placed calls of
 * migration 016 become redundant). One version per row written: the readers only need versions
 * that grow among commits and the ids since theirs. On PostgreSQL the triggers are deferred to
 * the commit (constraint triggers) and lock both counters in one order: a writer holds a counter
 * only once its rows are written, so two writers never wait for each other (a counter locked at the
 * first row, held while the transaction goes on to lock other rows, could deadlock). SQLite has one
 * writer at a time. Frozen: the lists below are a copy of
 * `GATILHOS_DO_DIRETORIO` (db/queries/mudancas.queries.ts) as of this migration.
 */
const GUARDADAS = 10_000;

interface Gatilho {
  /** Trigger name (PostgreSQL also names its function after it). */
  nome: string;
  tabela: string;
  evento: 'INSERT' | 'UPDATE' | 'DELETE' | 'UPDATE OF deleted_at' | 'UPDATE OF nome';
  contador: 1 | 2;
  /** A query of the changed supplier ids (column `id`), or null: everything changed. */
  ids: string | null;
  /** Run only when this holds (both engines' syntax). */
  quando?: string;
}

const LOGS = { 1: 'diretorio_mudancas', 2: 'vitrine_mudancas' } as const;

/** Three triggers of a table whose rows name one supplier (column `coluna`). */
function porFornecedor(tabela: string, coluna: string, contador: 1 | 2): Gatilho[] {
  const p = `mudanca_${contador === 1 ? 'diretorio' : 'pagina'}_${tabela}`;
  return [
    { nome: `${p}_ins`, tabela, evento: 'INSERT', contador, ids: `SELECT NEW.${coluna} AS id` },
    {
      nome: `${p}_upd`,
      tabela,
      evento: 'UPDATE',
      contador,
      ids: `SELECT NEW.${coluna} AS id UNION SELECT OLD.${coluna} AS id`,
    },
    { nome: `${p}_del`, tabela, evento: 'DELETE', contador, ids: `SELECT OLD.${coluna} AS id` },
  ];
}

/** Three triggers of a table whose every change touches everything (the taxonomy, link types). */
function tudo(tabela: string, contador: 1 | 2): Gatilho[] {
  const p = `mudanca_${contador === 1 ? 'diretorio' : 'pagina'}_${tabela}`;
  return (['INSERT', 'UPDATE', 'DELETE'] as const).map((evento) => ({
    nome: `${p}_${evento.slice(0, 3).toLowerCase()}`,
    tabela,
    evento,
    contador,
    ids: null,
  }));
}

const DO_DONO = (u: string) => `SELECT id FROM fornecedores WHERE usuario_id = ${u}`;
/** A person's name shows on their own suppliers' pages, on those they reviewed and those they answered. */
const DA_PESSOA = (u: string) =>
  `SELECT id FROM fornecedores WHERE usuario_id = ${u}
   UNION SELECT fornecedor_id AS id FROM depoimentos WHERE usuario_id = ${u} OR resposta_por = ${u}`;

const GATILHOS: Gatilho[] = [
  ...porFornecedor('fornecedores', 'id', 1),
  ...porFornecedor('fornecedor_tags', 'fornecedor_id', 1),
  ...tudo('tags', 1),
  ...tudo('categorias_tag', 1),
  {
    nome: 'mudanca_diretorio_usuarios_ativo',
    tabela: 'usuarios',
    evento: 'UPDATE OF deleted_at',
    contador: 1,
    ids: DO_DONO('NEW.id'),
    quando: `OLD.deleted_at IS DISTINCT FROM NEW.deleted_at AND EXISTS (${DO_DONO('NEW.id')})`,
  },
  ...porFornecedor('fornecedor_links', 'fornecedor_id', 2),
  ...porFornecedor('galeria_midias', 'fornecedor_id', 2),
  ...porFornecedor('faqs', 'fornecedor_id', 2),
  ...porFornecedor('depoimentos', 'fornecedor_id', 2),
  ...tudo('categorias_link', 2),
  {
    nome: 'mudanca_pagina_usuarios_nome',
    tabela: 'usuarios',
    evento: 'UPDATE OF nome',
    contador: 2,
    ids: DA_PESSOA('NEW.id'),
    quando: `OLD.nome IS DISTINCT FROM NEW.nome AND EXISTS (${DA_PESSOA('NEW.id')})`,
  },
];

/** The statements of one trigger's body: bump, log, prune (nothing when the counter row is absent). */
function corpo(g: Gatilho): string {
  const log = LOGS[g.contador];
  const versao = `(SELECT versao FROM diretorio_versao WHERE id = ${g.contador})`;
  const registro = g.ids
    ? `INSERT INTO ${log} (versao, fornecedor_id)
         SELECT v.versao, m.id FROM diretorio_versao v, (${g.ids}) m WHERE v.id = ${g.contador};`
    : `INSERT INTO ${log} (versao, fornecedor_id)
         SELECT versao, NULL FROM diretorio_versao WHERE id = ${g.contador};`;
  return `UPDATE diretorio_versao SET versao = versao + 1 WHERE id = ${g.contador};
    ${registro}
    DELETE FROM ${log} WHERE versao <= ${versao} - ${GUARDADAS};`;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
const postgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function up(db: Kysely<any>): Promise<void> {
  // Written to run again over itself (a database restored from before it, then migrated).
  await down(db);
  for (const g of GATILHOS) {
    if (postgres(db)) {
      // Both counters locked in one order first: no two writers wait for each other's counter.
      const travas = 'PERFORM 1 FROM diretorio_versao WHERE id IN (1, 2) ORDER BY id FOR UPDATE;';
      const corpoPg = g.quando
        ? `IF ${g.quando} THEN ${travas} ${corpo(g)} END IF;`
        : `${travas} ${corpo(g)}`;
      await sql
        .raw(
          `CREATE FUNCTION ${g.nome}() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN ${corpoPg} RETURN NULL; END $$`,
        )
        .execute(db);
      await sql
        .raw(
          `CREATE CONSTRAINT TRIGGER ${g.nome} AFTER ${g.evento} ON ${g.tabela}
           DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ${g.nome}()`,
        )
        .execute(db);
    } else {
      const quando = g.quando ? `WHEN ${g.quando}` : '';
      await sql
        .raw(
          `CREATE TRIGGER ${g.nome} AFTER ${g.evento} ON ${g.tabela} FOR EACH ROW ${quando} BEGIN ${corpo(g)} END`,
        )
        .execute(db);
    }
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, typed Kysely<any>
export async function down(db: Kysely<any>): Promise<void> {
  for (const g of GATILHOS) {
    if (postgres(db)) {
      await sql.raw(`DROP TRIGGER IF EXISTS ${g.nome} ON ${g.tabela}`).execute(db);
      await sql.raw(`DROP FUNCTION IF EXISTS ${g.nome}()`).execute(db);
    } else await sql.raw(`DROP TRIGGER IF EXISTS ${g.nome}`).execute(db);
  }
}
