import type { Db } from '../client.js';

const COLUNAS = [
  'd.id',
  'd.fornecedor_id',
  'd.usuario_id',
  'd.nota',
  'd.comentario',
  'd.created_at',
  'd.updated_at',
  'u.nome as usuario_nome',
] as const;

/** Testimonials of a supplier with the author's name, newest first. */
export function depoimentosDoFornecedor(db: Db, fornecedorId: number) {
  return db
    .selectFrom('depoimentos as d')
    .leftJoin('usuarios as u', 'u.id', 'd.usuario_id')
    .where('d.fornecedor_id', '=', fornecedorId)
    .select(COLUNAS)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
}

export function depoimentoPorId(db: Db, id: number) {
  return db
    .selectFrom('depoimentos as d')
    .leftJoin('usuarios as u', 'u.id', 'd.usuario_id')
    .where('d.id', '=', id)
    .select(COLUNAS)
    .executeTakeFirst();
}

export function depoimentoDoUsuario(db: Db, fornecedorId: number, usuarioId: number) {
  return db
    .selectFrom('depoimentos')
    .where('fornecedor_id', '=', fornecedorId)
    .where('usuario_id', '=', usuarioId)
    .select(['id'])
    .executeTakeFirst();
}

export async function inserirDepoimento(
  db: Db,
  values: { fornecedor_id: number; usuario_id: number; nota: number; comentario: string; now: string },
): Promise<number> {
  const row = await db
    .insertInto('depoimentos')
    .values({
      fornecedor_id: values.fornecedor_id,
      usuario_id: values.usuario_id,
      nota: values.nota,
      comentario: values.comentario,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function atualizarDepoimento(
  db: Db,
  id: number,
  values: { nota: number; comentario: string; now: string },
) {
  return db
    .updateTable('depoimentos')
    .set({ nota: values.nota, comentario: values.comentario, updated_at: values.now })
    .where('id', '=', id)
    .execute();
}

export function excluirDepoimento(db: Db, id: number) {
  return db.deleteFrom('depoimentos').where('id', '=', id).execute();
}
