import { type Insertable, sql } from 'kysely';
import { type Db, motorDe } from '../client.js';
import type { LinkClicksTable, PageViewsTable } from '../schema/estatisticas.js';

/**
 * A page view row as the service writes it: every column but the id and endereco_hash (from the
 * tracking-cookie era, no longer written).
 */
export type NovoPageView = Required<Omit<Insertable<PageViewsTable>, 'id' | 'endereco_hash'>>;

/** Many page views in multi-row INSERTs (12 columns: 500 rows stay far below SQLite's variable limit). */
export async function insertPageViews(db: Db, linhas: NovoPageView[]): Promise<void> {
  for (let i = 0; i < linhas.length; i += 500) {
    await db
      .insertInto('page_views')
      .values(linhas.slice(i, i + 500))
      .execute();
  }
}

/**
 * Counted views on the given days of the given visitors: the page-view batch's repeat check, one
 * query per batch (the (session_id, url) index; a visitor has few views a day).
 */
export async function listPageViewsContados(db: Db, visitantes: string[], dias: string[]) {
  const out: { session_id: string; dia: string; fornecedor_id: number | null; url: string }[] = [];
  for (let i = 0; i < visitantes.length; i += 500) {
    out.push(
      ...(await db
        .selectFrom('page_views')
        .select(['session_id', 'dia', 'fornecedor_id', 'url'])
        .where('session_id', 'in', visitantes.slice(i, i + 500))
        .where('dia', 'in', dias)
        .where('contado', '=', 1)
        .execute()),
    );
  }
  return out;
}

/**
 * PostgreSQL: one transaction-scoped lock per visitor, so two transactions (two processes, or two
 * connections of one pool) that record the same visitor's page views or link clicks take turns and
 * the second one's repeat check sees the first one's commit (under READ COMMITTED both would
 * otherwise find nothing and count it twice). Taken in hash order, so two transactions never wait on
 * each other. SQLite needs none: its one connection already runs transactions one after another.
 */
export async function lockVisitantes(db: Db, visitantes: string[]): Promise<void> {
  if (motorDe(db) !== 'postgres' || !visitantes.length) return;
  await sql`select pg_advisory_xact_lock(h) from (
      select distinct hashtextextended(v, 0) as h from unnest(${visitantes}::text[]) as v
    ) as chaves order by h`.execute(db);
}

/** Creates the day's salt unless another process (or an earlier call) already did. */
export async function insertSalIfMissing(db: Db, dia: string, sal: string): Promise<void> {
  await db
    .insertInto('rastreio_sal')
    .values({ dia, sal })
    .onConflict((oc) => oc.column('dia').doNothing())
    .execute();
}

export async function getSalDoDia(db: Db, dia: string): Promise<string> {
  const row = await db
    .selectFrom('rastreio_sal')
    .select('sal')
    .where('dia', '=', dia)
    .executeTakeFirstOrThrow();
  return row.sal;
}

/** A salt is kept only for its own day. */
export async function deleteSaisAnteriores(db: Db, dia: string): Promise<void> {
  await db.deleteFrom('rastreio_sal').where('dia', '<', dia).execute();
}

/** A link click row as the service writes it: every column but the id. */
export type NovoLinkClick = Required<Omit<Insertable<LinkClicksTable>, 'id'>>;

export async function insertLinkClick(db: Db, values: NovoLinkClick): Promise<void> {
  await db.insertInto('link_clicks').values(values).execute();
}

/** Whether the visitor clicked the same supplier, link and url since `desde` (ISO). */
export async function hasLinkClickRecente(
  db: Db,
  p: { sessionId: string; fornecedorId: number; linkId: number | null; url: string; desde: string },
): Promise<boolean> {
  let q = db
    .selectFrom('link_clicks')
    .select('id')
    .where('session_id', '=', p.sessionId)
    .where('created_at', '>=', p.desde)
    .where('fornecedor_id', '=', p.fornecedorId)
    .where('url', '=', p.url);
  q = p.linkId === null ? q.where('link_id', 'is', null) : q.where('link_id', '=', p.linkId);
  const row = await q.limit(1).executeTakeFirst();
  return !!row;
}

/** The link (with its category name) when it belongs to the supplier. */
export function findLinkComCategoria(db: Db, linkId: number, fornecedorId: number) {
  return db
    .selectFrom('fornecedor_links as l')
    .innerJoin('categorias_link as c', 'c.id', 'l.categoria_id')
    .where('l.id', '=', linkId)
    .where('l.fornecedor_id', '=', fornecedorId)
    .select(['l.id', 'l.url', 'l.texto_tela', 'c.nome as categoria_nome'])
    .executeTakeFirst();
}

/** What a click without a link id may point to: the supplier's link URLs and contact fields. */
export async function getDestinosDoFornecedor(db: Db, fornecedorId: number) {
  const [campos, links] = await Promise.all([
    db
      .selectFrom('fornecedores')
      .select(['site', 'whatsapp', 'telefone'])
      .where('id', '=', fornecedorId)
      .executeTakeFirst(),
    db.selectFrom('fornecedor_links').select('url').where('fornecedor_id', '=', fornecedorId).execute(),
  ]);
  return { campos, urls: links.map((l) => l.url) };
}

/**
 * The visitors already counted for the given suppliers and days, with their network prefix: how
 * many new visitors each prefix has added (the per-prefix cap). Rows without a prefix (written
 * before migration 026) do not count against it.
 */
export async function listVisitantesPorPrefixo(
  db: Db,
  tabela: 'page_views' | 'link_clicks',
  p: { fornecedorIds: number[]; dias: string[]; prefixos: string[] },
) {
  if (!p.fornecedorIds.length || !p.prefixos.length) return [];
  const out: { fornecedor_id: number | null; dia: string; prefixo: string | null; session_id: string }[] = [];
  for (let i = 0; i < p.prefixos.length; i += 500) {
    out.push(
      ...(await db
        .selectFrom(tabela)
        .select(['fornecedor_id', 'dia', 'prefixo', 'session_id'])
        .distinct()
        .where('prefixo', 'in', p.prefixos.slice(i, i + 500))
        .where('dia', 'in', p.dias)
        .where('fornecedor_id', 'in', p.fornecedorIds)
        .where('contado', '=', 1)
        .execute()),
    );
  }
  return out;
}
