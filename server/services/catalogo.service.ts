import * as q from '../../db/queries/catalogo.queries.js';
import type { Context } from './contexto.js';

export interface TagComCategoria {
  id: number;
  nome: string;
  categoria_id: number;
  CategoriaTag: { nome: string };
}

/** Tags in the documented shape `{ id, nome, categoria_id, CategoriaTag: { nome } }`. */
export async function listTags(ctx: Context): Promise<TagComCategoria[]> {
  const rows = await q.listTagsWithCategoria(ctx.deps.db);
  return rows.map((r) => ({
    id: r.id,
    nome: r.nome,
    categoria_id: r.categoria_id,
    CategoriaTag: { nome: r.categoria_nome },
  }));
}

export function listCategoriasTag(ctx: Context) {
  return q.listCategoriasTag(ctx.deps.db);
}

export function listCategoriasLink(ctx: Context) {
  return q.listCategoriasLink(ctx.deps.db);
}

export function listTiposFornecedor(ctx: Context) {
  return q.listTiposFornecedor(ctx.deps.db);
}
