import type { Db } from '../client.js';

const COLUNAS = [
  'd.id',
  'd.fornecedor_id',
  'd.usuario_id',
  'd.nota',
  'd.comentario',
  'd.oculto',
  'd.resposta',
  'd.resposta_em',
  'd.created_at',
  'd.updated_at',
  'u.nome as usuario_nome',
  // Who replied, as the page labels it: an admin other than the owner writes "Resposta da equipe".
  'd.resposta_por',
  'ur.tipo as resposta_por_tipo',
  'fd.usuario_id as dono_id',
] as const;

/** Visible testimonials of a supplier with the author's name, newest first. */
export function listDepoimentosDoFornecedor(db: Db, fornecedorId: number) {
  return db
    .selectFrom('depoimentos as d')
    .leftJoin('usuarios as u', 'u.id', 'd.usuario_id')
    .leftJoin('usuarios as ur', 'ur.id', 'd.resposta_por')
    .innerJoin('fornecedores as fd', 'fd.id', 'd.fornecedor_id')
    .where('d.fornecedor_id', '=', fornecedorId)
    .where('d.oculto', '=', 0)
    .select(COLUNAS)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
}

export function findDepoimentoPorId(db: Db, id: number) {
  return db
    .selectFrom('depoimentos as d')
    .leftJoin('usuarios as u', 'u.id', 'd.usuario_id')
    .leftJoin('usuarios as ur', 'ur.id', 'd.resposta_por')
    .innerJoin('fornecedores as fd', 'fd.id', 'd.fornecedor_id')
    .where('d.id', '=', id)
    .select(COLUNAS)
    .executeTakeFirst();
}

export function findDepoimentoDoUsuario(db: Db, fornecedorId: number, usuarioId: number) {
  return db
    .selectFrom('depoimentos')
    .where('fornecedor_id', '=', fornecedorId)
    .where('usuario_id', '=', usuarioId)
    .select(['id'])
    .executeTakeFirst();
}

export async function insertDepoimento(
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

export function updateDepoimento(
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

export function deleteDepoimento(db: Db, id: number) {
  return db.deleteFrom('depoimentos').where('id', '=', id).execute();
}

/**
 * Recounts a supplier's rating (count and sum of its visible testimonials) from the rows: run in
 * the same transaction as every testimonial write, so the stored aggregate is always exact.
 */
export async function recountAvaliacao(db: Db, fornecedorIds?: readonly number[]): Promise<void> {
  if (fornecedorIds && fornecedorIds.length === 0) return;
  await db
    .updateTable('fornecedores')
    .set((eb) => ({
      avaliacao_total: eb
        .selectFrom('depoimentos as d')
        .whereRef('d.fornecedor_id', '=', 'fornecedores.id')
        .where('d.oculto', '=', 0)
        .select((e) => e.fn.countAll<number>().as('n')),
      avaliacao_soma: eb
        .selectFrom('depoimentos as d')
        .whereRef('d.fornecedor_id', '=', 'fornecedores.id')
        .where('d.oculto', '=', 0)
        .select((e) => e.fn.coalesce(e.fn.sum<number>('d.nota'), e.val(0)).as('s')),
    }))
    .$if(fornecedorIds !== undefined, (qb) => qb.where('id', 'in', fornecedorIds ?? []))
    .execute();
}

/** The stored aggregate of one supplier (tests compare it with a recount). */
export function getAvaliacaoGuardada(db: Db, fornecedorId: number) {
  return db
    .selectFrom('fornecedores')
    .where('id', '=', fornecedorId)
    .select(['avaliacao_total', 'avaliacao_soma'])
    .executeTakeFirst();
}

/** The advertiser's reply (null removes it). */
export function setResposta(db: Db, id: number, resposta: string | null, now: string, por: number | null) {
  return db
    .updateTable('depoimentos')
    .set({
      resposta,
      resposta_em: resposta === null ? null : now,
      resposta_por: resposta === null ? null : por,
    })
    .where('id', '=', id)
    .execute();
}

/** Hides (moderation) or restores a testimonial. */
export function setOculto(db: Db, id: number, oculto: boolean, now: string) {
  return db
    .updateTable('depoimentos')
    .set({ oculto: oculto ? 1 : 0, oculto_em: oculto ? now : null })
    .where('id', '=', id)
    .execute();
}

/** The author's own testimonials on one supplier, hidden ones included (the author still sees them). */
export function listDepoimentosDoAutor(db: Db, fornecedorId: number, usuarioId: number) {
  return db
    .selectFrom('depoimentos as d')
    .leftJoin('usuarios as u', 'u.id', 'd.usuario_id')
    .leftJoin('usuarios as ur', 'ur.id', 'd.resposta_por')
    .innerJoin('fornecedores as fd', 'fd.id', 'd.fornecedor_id')
    .where('d.fornecedor_id', '=', fornecedorId)
    .where('d.usuario_id', '=', usuarioId)
    .select(COLUNAS)
    .execute();
}

/** Who gets the e-mails: the author and the showcase's owner, with the showcase's name and slug. */
export function findEnvolvidosNoDepoimento(db: Db, id: number) {
  return db
    .selectFrom('depoimentos as d')
    .innerJoin('usuarios as autor', 'autor.id', 'd.usuario_id')
    .innerJoin('fornecedores as f', 'f.id', 'd.fornecedor_id')
    .innerJoin('usuarios as dono', 'dono.id', 'f.usuario_id')
    .where('d.id', '=', id)
    .select([
      'd.id',
      'd.nota',
      'autor.nome as autor_nome',
      'autor.email as autor_email',
      'dono.nome as dono_nome',
      'dono.email as dono_email',
      'f.id as fornecedor_id',
      'f.usuario_id as dono_id',
      'f.nome_empresa',
      'f.slug',
    ])
    .executeTakeFirst();
}

export function insertDenuncia(
  db: Db,
  values: {
    depoimento_id: number;
    usuario_id: number;
    motivo: string;
    observacao: string | null;
    now: string;
  },
) {
  return db
    .insertInto('depoimento_denuncias')
    .values({
      depoimento_id: values.depoimento_id,
      usuario_id: values.usuario_id,
      motivo: values.motivo,
      observacao: values.observacao,
      created_at: values.now,
    })
    .returning(['id', 'depoimento_id', 'motivo', 'observacao', 'created_at'])
    .executeTakeFirstOrThrow();
}

export function findDenunciaDoUsuario(db: Db, depoimentoId: number, usuarioId: number) {
  return db
    .selectFrom('depoimento_denuncias')
    .where('depoimento_id', '=', depoimentoId)
    .where('usuario_id', '=', usuarioId)
    .select(['id'])
    .executeTakeFirst();
}

/** Closes a testimonial's open reports with the admin's decision. */
export function decideDenuncias(db: Db, depoimentoId: number, situacao: 'mantida' | 'ocultada') {
  return db
    .updateTable('depoimento_denuncias')
    .set({ situacao })
    .where('depoimento_id', '=', depoimentoId)
    .where('situacao', '=', 'aberta')
    .executeTakeFirst();
}

/** Open reports with their testimonial, author and supplier (the moderation queue), oldest first. */
export function listDenunciasAbertas(db: Db, limite: number) {
  return db
    .selectFrom('depoimento_denuncias as r')
    .innerJoin('depoimentos as d', 'd.id', 'r.depoimento_id')
    .innerJoin('usuarios as autor', 'autor.id', 'd.usuario_id')
    .innerJoin('fornecedores as f', 'f.id', 'd.fornecedor_id')
    .where('r.situacao', '=', 'aberta')
    .select([
      'r.id as denuncia_id',
      'r.motivo',
      'r.observacao',
      'r.created_at as denunciada_em',
      'd.id',
      'd.nota',
      'd.comentario',
      'd.oculto',
      'd.created_at',
      'autor.id as autor_id',
      'autor.nome as autor_nome',
      'f.id as fornecedor_id',
      'f.nome_empresa',
      'f.slug',
    ])
    .orderBy('r.id')
    .limit(limite)
    .execute();
}
