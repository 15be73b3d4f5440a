import { sql } from 'kysely';
import { type Db, motorDe } from '../client.js';
import type { FornecedorUpdate, NovoFornecedor, TipoMidia } from '../schema.js';

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

/** Owner and quota of a supplier: what permission checks and uploads need. */
export function getFornecedorDono(db: Db, id: number) {
  return db
    .selectFrom('fornecedores')
    .select(['id', 'usuario_id', 'foto_perfil', 'midia_bytes'])
    .where('id', '=', id)
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
export async function travarSlugs(db: Db): Promise<void> {
  if (motorDe(db) !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtextextended('fornecedores.slug', 0))`.execute(db);
}

/**
 * Whether a slug is taken: some supplier's current slug or an earlier one (migration 015), so a
 * slug never moves to another supplier while it answers for one. `exceto`'s own slugs are free
 * for it (renaming back reclaims an earlier address).
 */
export async function slugOcupado(db: Db, slug: string, exceto?: number): Promise<boolean> {
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
export async function travarDono(db: Db, usuarioId: number): Promise<void> {
  if (motorDe(db) !== 'postgres') return;
  await db.selectFrom('usuarios').select('id').where('id', '=', usuarioId).forUpdate().execute();
}

export function rascunhoIntocado(db: Db, usuarioId: number, nome: string, desde: string) {
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

// Links

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

export async function nextLinkOrdem(db: Db, fornecedorId: number): Promise<number> {
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

// Gallery

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

// Owners

export function getUsuarioAtivo(db: Db, id: number) {
  return db
    .selectFrom('usuarios')
    .select(['id', 'nome', 'tipo'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Active advertisers and admins (the owner picker), by name. */
export function listAnunciantesEAdmins(db: Db) {
  return db
    .selectFrom('usuarios')
    .select(['id', 'nome', 'email', 'tipo'])
    .where('tipo', 'in', ['anunciante', 'admin'])
    .where('deleted_at', 'is', null)
    .orderBy('nome')
    .execute();
}

// Responsive variants (scripts/imagens-variantes.ts: backfill of uploads older than migration 017)

/** Uploaded profile photos whose variants were never written (null widths), by id. */
export function fotosSemVariantes(db: Db, depoisDe: number, limite: number) {
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
export function midiasSemVariantes(db: Db, depoisDe: number, limite: number) {
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
