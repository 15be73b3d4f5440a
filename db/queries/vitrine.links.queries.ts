import type { Db } from '../client.js';

// A showcase's link buttons and their categories (the editor saves them one by one).

const COLUNAS_LINK = [
  'fornecedor_links.id',
  'fornecedor_links.fornecedor_id',
  'fornecedor_links.url',
  'fornecedor_links.texto_tela',
  'fornecedor_links.categoria_id',
  'fornecedor_links.ordem',
  'categorias_link.nome as categoria_nome',
  'categorias_link.icone as categoria_icone',
] as const;

export function listLinks(db: Db, fornecedorId: number) {
  return db
    .selectFrom('fornecedor_links')
    .innerJoin('categorias_link', 'categorias_link.id', 'fornecedor_links.categoria_id')
    .select(COLUNAS_LINK)
    .where('fornecedor_links.fornecedor_id', '=', fornecedorId)
    .orderBy('fornecedor_links.ordem')
    .orderBy('fornecedor_links.id')
    .execute();
}

export function getLink(db: Db, id: number) {
  return db
    .selectFrom('fornecedor_links')
    .innerJoin('categorias_link', 'categorias_link.id', 'fornecedor_links.categoria_id')
    .select(COLUNAS_LINK)
    .where('fornecedor_links.id', '=', id)
    .executeTakeFirst();
}

export function getCategoriaLink(db: Db, id: number) {
  return db
    .selectFrom('categorias_link')
    .select(['id', 'nome', 'icone'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function getNextLinkOrdem(db: Db, fornecedorId: number): Promise<number> {
  const row = await db
    .selectFrom('fornecedor_links')
    .select((eb) => eb.fn.max('ordem').as('m'))
    .where('fornecedor_id', '=', fornecedorId)
    .executeTakeFirst();
  return row?.m == null ? 0 : Number(row.m) + 1;
}

export async function insertLink(
  db: Db,
  values: {
    fornecedor_id: number;
    categoria_id: number;
    url: string;
    texto_tela: string | null;
    ordem: number;
    created_at: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('fornecedor_links')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function updateLink(
  db: Db,
  id: number,
  values: { categoria_id: number; url: string; texto_tela: string | null },
) {
  return db.updateTable('fornecedor_links').set(values).where('id', '=', id).execute();
}

export function setLinkOrdem(db: Db, id: number, ordem: number) {
  return db.updateTable('fornecedor_links').set({ ordem }).where('id', '=', id).execute();
}

export function deleteLink(db: Db, id: number) {
  return db.deleteFrom('fornecedor_links').where('id', '=', id).execute();
}
