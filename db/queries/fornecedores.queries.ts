import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../client.js';
import type { DB } from '../schema.js';

/** The suppliers a user owns, inactive ones included, newest first. */
export function listFornecedoresDoUsuario(db: Db, usuarioId: number) {
  return db
    .selectFrom('fornecedores')
    .select([
      'id',
      'slug',
      'usuario_id',
      'nome_empresa',
      'descricao_curta',
      'telefone',
      'foto_perfil',
      'deleted_at',
      'created_at',
    ])
    .where('usuario_id', '=', usuarioId)
    .orderBy('id', 'desc')
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Public directory. "Public" = the supplier is active AND its owner is active, everywhere.
// ---------------------------------------------------------------------------------------------

type FQ<O> = SelectQueryBuilder<DB & { f: DB['fornecedores'] } & { u: DB['usuarios'] }, 'f' | 'u', O>;

function publicos(db: Db) {
  return db
    .selectFrom('fornecedores as f')
    .innerJoin('usuarios as u', 'u.id', 'f.usuario_id')
    .where('f.deleted_at', 'is', null)
    .where('u.deleted_at', 'is', null);
}

/** Server-side form of the list filters, already resolved to tag ids. */
export interface FiltroFornecedores {
  /** Lower-cased search text (substring of nome_empresa). */
  pesquisa: string;
  /** Groups of tag ids: a supplier must carry at least one tag of EVERY group. */
  grupos: number[][];
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function aplicarFiltro<O>(qb: FQ<O>, filtro: FiltroFornecedores): FQ<O> {
  let q = qb;
  if (filtro.pesquisa) {
    const pattern = `%${escapeLike(filtro.pesquisa)}%`;
    q = q.where(sql<boolean>`lower(f.nome_empresa) like ${pattern} escape '\\'`);
  }
  for (const grupo of filtro.grupos) {
    if (grupo.length === 0) continue;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('fornecedor_tags as ft')
          .select('ft.tag_id')
          .whereRef('ft.fornecedor_id', '=', 'f.id')
          .where('ft.tag_id', 'in', grupo),
      ),
    );
  }
  return q;
}

/** How many public suppliers match. */
export async function contarFiltrados(db: Db, filtro: FiltroFornecedores): Promise<number> {
  const row = await aplicarFiltro(publicos(db), filtro)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Parameters of the seeded affine order (id * a + b) mod p, p prime > any id. */
export interface Ordem {
  a: number;
  b: number;
  p: number;
}

/** One page of matching supplier ids, in the seeded shuffled order. */
export async function paginaFiltrada(
  db: Db,
  filtro: FiltroFornecedores,
  ordem: Ordem,
  limit: number,
  offset: number,
): Promise<number[]> {
  const chave = (eb: ExpressionBuilder<DB & { f: DB['fornecedores'] }, 'f'>) =>
    eb(eb(eb(eb.ref('f.id'), '*', ordem.a), '+', ordem.b), '%', ordem.p);
  const rows = await aplicarFiltro(publicos(db), filtro)
    .select('f.id')
    .orderBy(chave)
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => r.id);
}

/** Count of matching suppliers per tag (for the filter panel). */
export async function contagemTagsFiltrados(db: Db, filtro: FiltroFornecedores) {
  const sub = aplicarFiltro(publicos(db), filtro).select('f.id');
  const rows = await db
    .selectFrom('fornecedor_tags as ft')
    .where('ft.fornecedor_id', 'in', sub)
    .select(['ft.tag_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('ft.tag_id')
    .execute();
  return rows.map((r) => ({ tag_id: r.tag_id, n: Number(r.n) }));
}

/** Whether some public supplier carries this tag. */
export async function existePublicoComTag(db: Db, tagId: number): Promise<boolean> {
  const row = await publicos(db)
    .innerJoin('fornecedor_tags as ft', 'ft.fornecedor_id', 'f.id')
    .where('ft.tag_id', '=', tagId)
    .select('f.id')
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** Card fields (no long HTML) of the given public suppliers, in no particular order. */
export function cartoesPorIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return publicos(db)
    .where('f.id', 'in', ids)
    .select([
      'f.id',
      'f.slug',
      'f.usuario_id',
      'f.nome_empresa',
      'f.frase_slogan',
      'f.descricao_curta',
      'f.foto_perfil',
      'f.verificado',
      'f.premium',
    ])
    .execute();
}

/** Tags (with category name) of the given suppliers. */
export function tagsDosFornecedores(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('fornecedor_tags as ft')
    .innerJoin('tags as t', 't.id', 'ft.tag_id')
    .innerJoin('categorias_tag as c', 'c.id', 't.categoria_id')
    .where('ft.fornecedor_id', 'in', ids)
    .select(['ft.fornecedor_id', 't.id', 't.nome', 't.categoria_id', 'c.nome as categoria_nome'])
    .orderBy('t.nome')
    .execute();
}

/** Every tag with its category (the taxonomy is small). */
export function todasTags(db: Db) {
  return db
    .selectFrom('tags as t')
    .innerJoin('categorias_tag as c', 'c.id', 't.categoria_id')
    .select(['t.id', 't.nome', 't.categoria_id', 'c.nome as categoria_nome'])
    .orderBy('t.nome')
    .execute();
}

/** Number of public suppliers per tag. */
export async function popularidadeTags(db: Db) {
  const rows = await publicos(db)
    .innerJoin('fornecedor_tags as ft', 'ft.fornecedor_id', 'f.id')
    .select(['ft.tag_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('ft.tag_id')
    .execute();
  return rows.map((r) => ({ tag_id: r.tag_id, n: Number(r.n) }));
}

/** Live search: public suppliers whose company name contains the text. */
export function buscarPorNome(db: Db, textoMinusculo: string, limit: number) {
  const pattern = `%${escapeLike(textoMinusculo)}%`;
  return publicos(db)
    .where(sql<boolean>`lower(f.nome_empresa) like ${pattern} escape '\\'`)
    .select(['f.id', 'f.slug', 'f.nome_empresa', 'f.foto_perfil'])
    .orderBy('f.nome_empresa')
    .limit(limit)
    .execute();
}

export async function maiorId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('fornecedores')
    .select((eb) => eb.fn.max('id').as('m'))
    .executeTakeFirst();
  return Number(row?.m ?? 0);
}

/** Public suppliers starting at `desde` by id (random starting point), optionally only featured-worthy ones. */
export function cartoesAPartirDe(db: Db, desde: number, limit: number, destaque: boolean) {
  let q = publicos(db).where('f.id', '>=', desde);
  if (destaque) {
    q = q
      .where('f.foto_perfil', 'is not', null)
      .where('f.foto_perfil', '!=', '')
      .where((eb) => eb(eb.fn('length', ['f.descricao_curta']), '>', 100));
  }
  return q
    .select([
      'f.id',
      'f.slug',
      'f.usuario_id',
      'f.nome_empresa',
      'f.frase_slogan',
      'f.descricao_curta',
      'f.foto_perfil',
      'f.verificado',
      'f.premium',
    ])
    .orderBy('f.id')
    .limit(limit)
    .execute();
}

/** Everything public for the REST list (no long HTML), newest first. */
export function listarPublicos(db: Db) {
  return publicos(db)
    .select([
      'f.id',
      'f.slug',
      'f.usuario_id',
      'f.nome_empresa',
      'f.frase_slogan',
      'f.descricao_curta',
      'f.foto_perfil',
      'f.verificado',
      'f.premium',
    ])
    .orderBy('f.id', 'desc')
    .execute();
}

/** All tags of all public suppliers (REST list). */
export function tagsDosPublicos(db: Db) {
  return publicos(db)
    .innerJoin('fornecedor_tags as ft', 'ft.fornecedor_id', 'f.id')
    .innerJoin('tags as t', 't.id', 'ft.tag_id')
    .innerJoin('categorias_tag as c', 'c.id', 't.categoria_id')
    .select(['ft.fornecedor_id', 't.id', 't.nome', 't.categoria_id', 'c.nome as categoria_nome'])
    .orderBy('t.nome')
    .execute();
}

/** A public supplier's full record by id or slug (null when unknown or inactive). */
export function fornecedorPublico(db: Db, by: { id?: number; slug?: string }) {
  let q = publicos(db);
  if (by.id !== undefined) q = q.where('f.id', '=', by.id);
  else q = q.where('f.slug', '=', by.slug ?? '');
  return q
    .select([
      'f.id',
      'f.slug',
      'f.usuario_id',
      'f.nome_empresa',
      'f.frase_slogan',
      'f.descricao_curta',
      'f.descricao_longa',
      'f.conteudo',
      'f.foto_perfil',
      'f.telefone',
      'f.site',
      'f.whatsapp',
      'f.verificado',
      'f.premium',
      'f.created_at',
      'f.updated_at',
      'u.nome as usuario_nome',
    ])
    .executeTakeFirst();
}

/** Only what share previews need (title, description, photo, rating). */
export function previaFornecedor(db: Db, by: { id?: number; slug?: string }) {
  let q = publicos(db);
  if (by.id !== undefined) q = q.where('f.id', '=', by.id);
  else q = q.where('f.slug', '=', by.slug ?? '');
  return q
    .select((eb) => [
      'f.id',
      'f.slug',
      'f.nome_empresa',
      'f.frase_slogan',
      'f.descricao_curta',
      'f.foto_perfil',
      'f.telefone',
      eb
        .selectFrom('depoimentos as d')
        .whereRef('d.fornecedor_id', '=', 'f.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('total_depoimentos'),
      eb
        .selectFrom('depoimentos as d')
        .whereRef('d.fornecedor_id', '=', 'f.id')
        .select((e) => e.fn.avg<number>('d.nota').as('m'))
        .as('media_notas'),
    ])
    .executeTakeFirst();
}

export function linksDoFornecedor(db: Db, fornecedorId: number) {
  return db
    .selectFrom('fornecedor_links as l')
    .innerJoin('categorias_link as c', 'c.id', 'l.categoria_id')
    .where('l.fornecedor_id', '=', fornecedorId)
    .select(['l.id', 'l.url', 'l.texto_tela', 'l.categoria_id', 'c.nome as categoria_nome', 'c.icone as categoria_icone'])
    .orderBy('l.ordem')
    .orderBy('l.id')
    .execute();
}

export function galeriaDoFornecedor(db: Db, fornecedorId: number) {
  return db
    .selectFrom('galeria_midias')
    .where('fornecedor_id', '=', fornecedorId)
    .select(['id', 'midia_url', 'tipo'])
    .orderBy('id')
    .execute();
}

export function faqsDoFornecedor(db: Db, fornecedorId: number) {
  return db
    .selectFrom('faqs')
    .where('fornecedor_id', '=', fornecedorId)
    .select(['id', 'pergunta', 'resposta'])
    .orderBy('ordem')
    .orderBy('id')
    .execute();
}

/** Public canonical data of every public supplier (sitemap). */
export function slugsPublicos(db: Db, limit: number) {
  return publicos(db).select(['f.slug', 'f.updated_at']).orderBy('f.id').limit(limit).execute();
}

/** Owner and active state of a supplier by id or slug (tracking). */
export function donoDoFornecedor(db: Db, by: { id?: number; slug?: string }) {
  let q = publicos(db);
  if (by.id !== undefined) q = q.where('f.id', '=', by.id);
  else q = q.where('f.slug', '=', by.slug ?? '');
  return q.select(['f.id', 'f.usuario_id']).executeTakeFirst();
}
