import * as q from '../../db/queries/catalogo.queries.js';
import { ordenarPorNome } from '../../shared/ordem-nomes.js';
import type { Context } from './contexto.js';

export interface TagComCategoria {
  id: number;
  nome: string;
  categoria_id: number;
  CategoriaTag: { nome: string };
}

/** Tags in the documented shape `{ id, nome, categoria_id, CategoriaTag: { nome } }`. */
export async function listTags(ctx: Context): Promise<TagComCategoria[]> {
  const rows = ordenarPorNome(await q.listTagsWithCategoria(ctx.deps.db), (r) => r.nome);
  return rows.map((r) => ({
    id: r.id,
    nome: r.nome,
    categoria_id: r.categoria_id,
    CategoriaTag: { nome: r.categoria_nome },
  }));
}

export async function listCategoriasTag(ctx: Context) {
  return ordenarPorNome(await q.listCategoriasTag(ctx.deps.db), (r) => r.nome);
}

export async function listCategoriasLink(ctx: Context) {
  return ordenarPorNome(await q.listCategoriasLink(ctx.deps.db), (r) => r.nome);
}

export async function listTiposFornecedor(ctx: Context) {
  return ordenarPorNome(await q.listTiposFornecedor(ctx.deps.db), (r) => r.nome);
}
