import { sql } from 'kysely';
import { type Db, motorDe } from '../client.js';
import type { FornecedorUpdate, NovoFornecedor } from '../schema.js';

/** A supplier's own columns for the editor, with its owner's name. */
export function getFornecedorParaEdicao(db: Db, id: number) {
  return db
    .selectFrom('fornecedores')
    .innerJoin('usuarios', 'usuarios.id', 'fornecedores.usuario_id')
    .select([
      'fornecedores.id',
      'fornecedores.slug',
      'fornecedores.usuario_id',
      'usuarios.nome as usuario_nome',
      'fornecedores.nome_empresa',
      'fornecedores.frase_slogan',
      'fornecedores.descricao_curta',
      'fornecedores.descricao_longa',
      'fornecedores.conteudo',
      'fornecedores.foto_perfil',
      'fornecedores.telefone',
      'fornecedores.site',
      'fornecedores.whatsapp',
      'fornecedores.midia_bytes',
      'fornecedores.publicado',
      'fornecedores.created_at',
      'fornecedores.updated_at',
      'fornecedores.deleted_at',
      'fornecedores.desativacao_motivo',
    ])
    .where('fornecedores.id', '=', id)
    .executeTakeFirst();
}

/** Current slug and name of a supplier (read inside the save's transaction). */
export function getSlugENome(db: Db, id: number) {
  return db
    .selectFrom('fornecedores')
    .select(['slug', 'nome_empresa'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * PostgreSQL: choosing a slug waits for any other choice in flight until its transaction ends (an
 * advisory lock), so two showcases named alike at once, on two processes or two connections, do
 * not both take the same free slug. SQLite runs one write transaction at a time already.
 */
export async function lockSlugs(db: Db): Promise<void> {
  if (motorDe(db) !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtextextended('fornecedores.slug', 0))`.execute(db);
}

/**
 * Whether a slug is taken: some supplier's current slug or an earlier one (migration 015), so a
 * slug never moves to another supplier while it answers for one. `exceto`'s own slugs are free
 * for it (renaming back reclaims an earlier address).
 */
export async function isSlugOcupado(db: Db, slug: string, exceto?: number): Promise<boolean> {
  const atual = await db
    .selectFrom('fornecedores')
    .select('id')
    .where('slug', '=', slug)
    .$if(exceto !== undefined, (qb) => qb.where('id', '!=', exceto as number))
    .executeTakeFirst();
  if (atual) return true;
  const antigo = await db
    .selectFrom('fornecedor_slugs_antigos')
    .select('fornecedor_id')
    .where('slug', '=', slug)
    .$if(exceto !== undefined, (qb) => qb.where('fornecedor_id', '!=', exceto as number))
    .executeTakeFirst();
  return Boolean(antigo);
}

/** Keeps `antigo` as an earlier slug of the supplier; `novo`, if it was one, is current again. */
export async function insertSlugAntigo(
  db: Db,
  fornecedorId: number,
  antigo: string,
  novo: string,
  createdAt: string,
) {
  await db
    .deleteFrom('fornecedor_slugs_antigos')
    .where('slug', '=', novo)
    .where('fornecedor_id', '=', fornecedorId)
    .execute();
  await db
    .insertInto('fornecedor_slugs_antigos')
    .values({ slug: antigo, fornecedor_id: fornecedorId, created_at: createdAt })
    .execute();
}

/** What publishing checks: the fields a visitor needs, the owner's name, link count. */
export function getParaPublicar(db: Db, id: number) {
  return db
    .selectFrom('fornecedores as f')
    .innerJoin('usuarios as u', 'u.id', 'f.usuario_id')
    .select((eb) => [
      'f.nome_empresa',
      'f.descricao_curta',
      'f.telefone',
      'f.whatsapp',
      'f.site',
      'u.nome as usuario_nome',
      eb
        .selectFrom('fornecedor_links as l')
        .whereRef('l.fornecedor_id', '=', 'f.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('links'),
    ])
    .where('f.id', '=', id)
    .executeTakeFirst();
}

export function setPublicado(db: Db, id: number, publicado: boolean, updatedAt: string) {
  return db
    .updateTable('fornecedores')
    .set({ publicado: publicado ? 1 : 0, updated_at: updatedAt })
    .where('id', '=', id)
    .execute();
}

/**
 * The owner's draft created with this name since `desde` and never saved again (updated_at
 * still equals created_at): what a repeated "Criar nova vitrine" answers instead of a second one.
 */
/**
 * PostgreSQL: locks the owner's row until the transaction ends, so two "Criar nova vitrine" sent
 * together take turns and the second one's check sees the first one's draft (under READ COMMITTED
 * both would find none and create two). SQLite's one connection already runs them one after another.
 */
export async function lockDono(db: Db, usuarioId: number): Promise<void> {
  if (motorDe(db) !== 'postgres') return;
  await db.selectFrom('usuarios').select('id').where('id', '=', usuarioId).forUpdate().execute();
}

export function findRascunhoIntocado(db: Db, usuarioId: number, nome: string, desde: string) {
  return db
    .selectFrom('fornecedores')
    .select('id')
    .where('usuario_id', '=', usuarioId)
    .where('nome_empresa', '=', nome)
    .where('publicado', '=', 0)
    .where('deleted_at', 'is', null)
    .where('created_at', '>=', desde)
    .whereRef('updated_at', '=', 'created_at')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function insertFornecedor(db: Db, values: NovoFornecedor): Promise<number> {
  const row = await db.insertInto('fornecedores').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function updateFornecedor(db: Db, id: number, values: FornecedorUpdate) {
  return db.updateTable('fornecedores').set(values).where('id', '=', id).execute();
}

export function addMidiaBytes(db: Db, id: number, delta: number, updatedAt: string) {
  return db
    .updateTable('fornecedores')
    .set((eb) => ({ midia_bytes: eb('midia_bytes', '+', delta), updated_at: updatedAt }))
    .where('id', '=', id)
    .execute();
}

export function deleteFornecedor(db: Db, id: number) {
  return db.deleteFrom('fornecedores').where('id', '=', id).executeTakeFirst();
}

/** Rows of other tables that belong to the supplier (the foreign keys also cascade). */
export async function deleteDependentes(db: Db, id: number) {
  await db.deleteFrom('fornecedor_tags').where('fornecedor_id', '=', id).execute();
  await db.deleteFrom('fornecedor_tipos').where('fornecedor_id', '=', id).execute();
  await db.deleteFrom('fornecedor_links').where('fornecedor_id', '=', id).execute();
  await db.deleteFrom('galeria_midias').where('fornecedor_id', '=', id).execute();
  await db.deleteFrom('faqs').where('fornecedor_id', '=', id).execute();
  await db.deleteFrom('depoimentos').where('fornecedor_id', '=', id).execute();
}

// Tags and types

export function listTagIds(db: Db, fornecedorId: number) {
  return db
    .selectFrom('fornecedor_tags')
    .select('tag_id')
    .where('fornecedor_id', '=', fornecedorId)
    .orderBy('tag_id')
    .execute();
}

export async function replaceTags(db: Db, fornecedorId: number, tagIds: number[]) {
  await db.deleteFrom('fornecedor_tags').where('fornecedor_id', '=', fornecedorId).execute();
  if (tagIds.length)
    await db
      .insertInto('fornecedor_tags')
      .values(tagIds.map((tag_id) => ({ fornecedor_id: fornecedorId, tag_id })))
      .execute();
}

export function listTipoIds(db: Db, fornecedorId: number) {
  return db
    .selectFrom('fornecedor_tipos')
    .select('tipo_id')
    .where('fornecedor_id', '=', fornecedorId)
    .orderBy('tipo_id')
    .execute();
}

export function countTiposExistentes(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve(0);
  return db
    .selectFrom('tipos_fornecedor')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', ids)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

export async function replaceTipos(db: Db, fornecedorId: number, tipoIds: number[]) {
  await db.deleteFrom('fornecedor_tipos').where('fornecedor_id', '=', fornecedorId).execute();
  if (tipoIds.length)
    await db
      .insertInto('fornecedor_tipos')
      .values(tipoIds.map((tipo_id) => ({ fornecedor_id: fornecedorId, tipo_id })))
      .execute();
}

// FAQs

export function listFaqs(db: Db, fornecedorId: number) {
  return db
    .selectFrom('faqs')
    .select(['id', 'pergunta', 'resposta', 'ordem'])
    .where('fornecedor_id', '=', fornecedorId)
    .orderBy('ordem')
    .orderBy('id')
    .execute();
}

export async function replaceFaqs(
  db: Db,
  fornecedorId: number,
  faqs: { pergunta: string; resposta: string }[],
) {
  await db.deleteFrom('faqs').where('fornecedor_id', '=', fornecedorId).execute();
  if (faqs.length)
    await db
      .insertInto('faqs')
      .values(
        faqs.map((f, ordem) => ({
          fornecedor_id: fornecedorId,
          pergunta: f.pergunta,
          resposta: f.resposta,
          ordem,
        })),
      )
      .execute();
}
