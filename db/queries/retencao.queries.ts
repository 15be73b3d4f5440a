import type { Db } from '../client.js';

/**
 * Takes the daily job's row first: the update is a write, so a second process running the job
 * waits for this transaction (SQLite's write lock, a row lock elsewhere) and then finds nothing
 * left to move.
 */
export async function markRotina(db: Db, nome: string, agora: string): Promise<void> {
  await db
    .insertInto('rotinas')
    .values({ nome, executada_em: agora })
    .onConflict((oc) => oc.column('nome').doUpdateSet({ executada_em: agora }))
    .execute();
}

/**
 * Rolls the raw page views and link clicks of days before `antesDe` into daily counts, then deletes
 * them (uncounted ones too: bots and repeats are in no statistic). Visitors are counted per day, as
 * the statistics read them. Answers how many raw rows went.
 */
export async function consolidateEventos(
  db: Db,
  antesDe: string,
): Promise<{ pageViews: number; linkClicks: number }> {
  await db
    .insertInto('page_views_diarios')
    .columns(['dia', 'page_type', 'object_id', 'fornecedor_id', 'total'])
    .expression(
      db
        .selectFrom('page_views')
        .select((eb) => [
          'dia',
          'page_type',
          'object_id',
          'fornecedor_id',
          eb.fn.countAll<number>().as('total'),
        ])
        .where('contado', '=', 1)
        .where('dia', '<', antesDe)
        .groupBy(['dia', 'page_type', 'object_id', 'fornecedor_id']),
    )
    .execute();
  await db
    .insertInto('fornecedor_visitas_diarias')
    .columns(['fornecedor_id', 'dia', 'views', 'visitantes', 'cliques', 'visitantes_cliques'])
    .expression(
      db
        .selectFrom('page_views')
        .select((eb) => [
          eb.ref('fornecedor_id').$notNull().as('fornecedor_id'),
          'dia',
          eb.fn.countAll<number>().as('views'),
          eb.fn.count<number>('session_id').distinct().as('visitantes'),
          eb.lit(0).as('cliques'),
          eb.lit(0).as('visitantes_cliques'),
        ])
        .where('contado', '=', 1)
        .where('fornecedor_id', 'is not', null)
        .where('dia', '<', antesDe)
        .groupBy(['fornecedor_id', 'dia']),
    )
    .onConflict((oc) =>
      oc.columns(['fornecedor_id', 'dia']).doUpdateSet((eb) => ({
        views: eb('fornecedor_visitas_diarias.views', '+', eb.ref('excluded.views')),
        visitantes: eb('fornecedor_visitas_diarias.visitantes', '+', eb.ref('excluded.visitantes')),
      })),
    )
    .execute();
  await db
    .insertInto('fornecedor_visitas_diarias')
    .columns(['fornecedor_id', 'dia', 'views', 'visitantes', 'cliques', 'visitantes_cliques'])
    .expression(
      db
        .selectFrom('link_clicks')
        .select((eb) => [
          'fornecedor_id',
          'dia',
          eb.lit(0).as('views'),
          eb.lit(0).as('visitantes'),
          eb.fn.countAll<number>().as('cliques'),
          eb.fn.count<number>('session_id').distinct().as('visitantes_cliques'),
        ])
        .where('contado', '=', 1)
        .where('dia', '<', antesDe)
        .groupBy(['fornecedor_id', 'dia']),
    )
    .onConflict((oc) =>
      oc.columns(['fornecedor_id', 'dia']).doUpdateSet((eb) => ({
        cliques: eb('fornecedor_visitas_diarias.cliques', '+', eb.ref('excluded.cliques')),
        visitantes_cliques: eb(
          'fornecedor_visitas_diarias.visitantes_cliques',
          '+',
          eb.ref('excluded.visitantes_cliques'),
        ),
      })),
    )
    .execute();
  await db
    .insertInto('link_clicks_diarios')
    .columns(['dia', 'fornecedor_id', 'link_id', 'link_type', 'link_text', 'url', 'total', 'unicos'])
    .expression(
      db
        .selectFrom('link_clicks')
        .select((eb) => [
          'dia',
          'fornecedor_id',
          'link_id',
          'link_type',
          'link_text',
          'url',
          eb.fn.countAll<number>().as('total'),
          eb.fn.count<number>('session_id').distinct().as('unicos'),
        ])
        .where('contado', '=', 1)
        .where('dia', '<', antesDe)
        .groupBy(['dia', 'fornecedor_id', 'link_id', 'link_type', 'link_text', 'url']),
    )
    .execute();
  const pv = await db.deleteFrom('page_views').where('dia', '<', antesDe).executeTakeFirst();
  const lc = await db.deleteFrom('link_clicks').where('dia', '<', antesDe).executeTakeFirst();
  return { pageViews: Number(pv.numDeletedRows), linkClicks: Number(lc.numDeletedRows) };
}

/** Sessions past their inactivity or absolute limit (epoch ms); answers how many went. */
export async function deleteSessoesExpiradas(
  db: Db,
  p: { usadaAntesDe: number; criadaAntesDe: number },
): Promise<number> {
  const r = await db
    .deleteFrom('sessoes')
    .where((eb) => eb.or([eb('last_used_at', '<', p.usadaAntesDe), eb('created_at', '<', p.criadaAntesDe)]))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
