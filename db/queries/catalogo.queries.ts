import type { Db } from '../client.js';

/** Tags with their category's name, by name; only the given ids when `ids` is passed. */
export function listTagsWithCategoria(db: Db, ids?: number[]) {
  let consulta = db
    .selectFrom('tags')
    .innerJoin('categorias_tag', 'categorias_tag.id', 'tags.categoria_id')
    .select(['tags.id', 'tags.nome', 'tags.categoria_id', 'categorias_tag.nome as categoria_nome'])
    .orderBy('tags.nome');
  if (ids) {
    if (!ids.length) return Promise.resolve([]);
    consulta = consulta.where('tags.id', 'in', ids);
  }
  return consulta.execute();
}

export function listCategoriasTag(db: Db) {
  return db.selectFrom('categorias_tag').select(['id', 'nome']).orderBy('nome').execute();
}

export function listCategoriasLink(db: Db) {
  return db.selectFrom('categorias_link').select(['id', 'nome', 'icone']).orderBy('nome').execute();
}

export function listTiposFornecedor(db: Db) {
  return db.selectFrom('tipos_fornecedor').select(['id', 'nome']).orderBy('nome').execute();
}
