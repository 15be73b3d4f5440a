import type { Db } from '../client.js';
import type { TipoMidia } from '../schema.js';

// A showcase's gallery media, and the backfill of responsive variants
// (scripts/imagens-variantes.ts: uploads older than migration 017).

export function listGaleria(db: Db, fornecedorId: number) {
  return db
    .selectFrom('galeria_midias')
    .select(['id', 'midia_url', 'tipo', 'tamanho_bytes', 'created_at'])
    .where('fornecedor_id', '=', fornecedorId)
    .orderBy('ordem')
    .orderBy('id')
    .execute();
}

export function getMidia(db: Db, id: number) {
  return db
    .selectFrom('galeria_midias')
    .select(['id', 'fornecedor_id', 'midia_url', 'tipo', 'tamanho_bytes'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertMidia(
  db: Db,
  values: {
    fornecedor_id: number;
    midia_url: string;
    tipo: TipoMidia;
    tamanho_bytes: number;
    larguras?: string | null;
    created_at: string;
  },
): Promise<number> {
  // New media go after the owner's chosen order (the cover stays first).
  const max = await db
    .selectFrom('galeria_midias')
    .select((eb) => eb.fn.max('ordem').as('m'))
    .where('fornecedor_id', '=', values.fornecedor_id)
    .executeTakeFirst();
  const ordem = max?.m == null ? 0 : Number(max.m) + 1;
  const row = await db
    .insertInto('galeria_midias')
    .values({ ...values, ordem })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function setMidiaOrdem(db: Db, id: number, ordem: number) {
  return db.updateTable('galeria_midias').set({ ordem }).where('id', '=', id).execute();
}

export function deleteMidia(db: Db, id: number) {
  return db.deleteFrom('galeria_midias').where('id', '=', id).execute();
}

/** Uploaded profile photos whose variants were never written (null widths), by id. */
export function listFotosSemVariantes(db: Db, depoisDe: number, limite: number) {
  return db
    .selectFrom('fornecedores')
    .select(['id', 'foto_perfil'])
    .where('foto_perfil', 'like', '/uploads/%')
    .where('foto_perfil_larguras', 'is', null)
    .where('id', '>', depoisDe)
    .orderBy('id')
    .limit(limite)
    .execute();
}

/** Gallery images whose variants were never written (null widths), by id. */
export function listMidiasSemVariantes(db: Db, depoisDe: number, limite: number) {
  return db
    .selectFrom('galeria_midias')
    .select(['id', 'fornecedor_id', 'midia_url'])
    .where('tipo', '=', 'imagem')
    .where('midia_url', 'like', '/uploads/%')
    .where('larguras', 'is', null)
    .where('id', '>', depoisDe)
    .orderBy('id')
    .limit(limite)
    .execute();
}

/** Records a photo's widths only while it is still the supplier's photo; true when it was. */
export async function setLargurasFoto(db: Db, id: number, url: string, larguras: string): Promise<boolean> {
  const r = await db
    .updateTable('fornecedores')
    .set({ foto_perfil_larguras: larguras })
    .where('id', '=', id)
    .where('foto_perfil', '=', url)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Records a gallery image's widths; false when the row is gone meanwhile. */
export async function setLargurasMidia(db: Db, id: number, larguras: string): Promise<boolean> {
  const r = await db.updateTable('galeria_midias').set({ larguras }).where('id', '=', id).executeTakeFirst();
  return r.numUpdatedRows > 0n;
}
