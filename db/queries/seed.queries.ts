import type { Db } from '../client.js';

/** The insert*IfMissing answer whether a row was inserted. */
export async function insertCategoriaTagIfMissing(db: Db, nome: string): Promise<boolean> {
  const r = await db
    .insertInto('categorias_tag')
    .values({ nome })
    .onConflict((oc) => oc.column('nome').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function listCategoriasTag(db: Db) {
  return db.selectFrom('categorias_tag').select(['id', 'nome']).execute();
}

export async function insertTagIfMissing(db: Db, nome: string, categoriaId: number): Promise<boolean> {
  const r = await db
    .insertInto('tags')
    .values({ nome, categoria_id: categoriaId })
    .onConflict((oc) => oc.column('nome').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function insertCategoriaLinkIfMissing(db: Db, nome: string, icone: string): Promise<boolean> {
  const r = await db
    .insertInto('categorias_link')
    .values({ nome, icone })
    .onConflict((oc) => oc.column('nome').doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function insertTipoFornecedorIfMissing(db: Db, nome: string): Promise<void> {
  await db
    .insertInto('tipos_fornecedor')
    .values({ nome })
    .onConflict((oc) => oc.column('nome').doNothing())
    .execute();
}

export async function countUsuarios(db: Db): Promise<number> {
  const row = await db
    .selectFrom('usuarios')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
