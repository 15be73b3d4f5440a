import { sql } from 'kysely';
import { type Db, motorDe } from '../client.js';
import { listTagsWithCategoria } from './catalogo.queries.js';

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
      'publicado',
      'deleted_at',
      'desativacao_motivo',
      'created_at',
    ])
    .where('usuario_id', '=', usuarioId)
    .orderBy('id', 'desc')
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Public directory. "Public" = the supplier is active and published AND its owner is active,
// everywhere (a draft is treated like an inactive supplier: migration 019).
// ---------------------------------------------------------------------------------------------

/** `comRascunhos`: drafts too (only for their owner's and admins' view of one page). */
function publicos(db: Db, comRascunhos = false) {
  return db
    .selectFrom('fornecedores as f')
    .innerJoin('usuarios as u', 'u.id', 'f.usuario_id')
    .where('f.deleted_at', 'is', null)
    .$if(!comRascunhos, (qb) => qb.where('f.publicado', '=', 1))
    .where('u.deleted_at', 'is', null);
}

/** A public supplier by id, or by slug: its current one or an earlier one (migration 015). */
function publicoPor(db: Db, by: { id?: number; slug?: string }, comRascunhos = false) {
  if (by.id !== undefined) return publicos(db, comRascunhos).where('f.id', '=', by.id);
  const slug = by.slug ?? '';
  return publicos(db, comRascunhos).where((eb) =>
    eb.or([
      eb('f.slug', '=', slug),
      eb(
        'f.id',
        '=',
        eb.selectFrom('fornecedor_slugs_antigos as a').select('a.fornecedor_id').where('a.slug', '=', slug),
      ),
    ]),
  );
}

/** The columns of a public card (no long HTML): the list, the home and the REST list. */
const CAMPOS_CARTAO = [
  'f.id',
  'f.slug',
  'f.usuario_id',
  'f.nome_empresa',
  'f.frase_slogan',
  'f.descricao_curta',
  'f.foto_perfil',
  'f.foto_perfil_larguras',
  'f.verificado',
  'f.premium',
  'f.avaliacao_total',
  'f.avaliacao_soma',
] as const;

/** Card fields (no long HTML) of the given public suppliers, in no particular order. */
export function listCartoesPorIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return publicos(db).where('f.id', 'in', ids).select(CAMPOS_CARTAO).execute();
}

/** Tags (with category name) of the given suppliers. */
export function listTagsDosFornecedores(db: Db, ids: number[]) {
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

/** Every tag with its category (the taxonomy is small): the catalogue's own query. */
export const listTodasTags = listTagsWithCategoria;

/** Everything public for the REST list (no long HTML), newest first. */
export function listPublicos(db: Db) {
  return publicos(db).select(CAMPOS_CARTAO).orderBy('f.id', 'desc').execute();
}

/** All tags of all public suppliers (REST list). */
export function listTagsDosPublicos(db: Db) {
  return publicos(db)
    .innerJoin('fornecedor_tags as ft', 'ft.fornecedor_id', 'f.id')
    .innerJoin('tags as t', 't.id', 'ft.tag_id')
    .innerJoin('categorias_tag as c', 'c.id', 't.categoria_id')
    .select(['ft.fornecedor_id', 't.id', 't.nome', 't.categoria_id', 'c.nome as categoria_nome'])
    .orderBy('t.nome')
    .execute();
}

/**
 * A public supplier's full record by id or slug, current or earlier (null when unknown or
 * inactive; a draft only with `comRascunhos`).
 */
export function findFornecedorPublico(db: Db, by: { id?: number; slug?: string }, comRascunhos = false) {
  return publicoPor(db, by, comRascunhos)
    .select([
      ...CAMPOS_CARTAO,
      'f.publicado',
      'f.descricao_longa',
      'f.conteudo',
      'f.telefone',
      'f.site',
      'f.whatsapp',
      'f.created_at',
      'f.updated_at',
      'u.nome as usuario_nome',
    ])
    .executeTakeFirst();
}

/** Whether the id or slug (current or earlier) names a showcase an admin deactivated. */
export async function isFornecedorDesativado(db: Db, by: { id?: number; slug?: string }): Promise<boolean> {
  let consulta = db.selectFrom('fornecedores as f').select('f.id').where('f.deleted_at', 'is not', null);
  if (by.id !== undefined) consulta = consulta.where('f.id', '=', by.id);
  else {
    const slug = by.slug ?? '';
    consulta = consulta.where((eb) =>
      eb.or([
        eb('f.slug', '=', slug),
        eb(
          'f.id',
          '=',
          eb.selectFrom('fornecedor_slugs_antigos as a').select('a.fornecedor_id').where('a.slug', '=', slug),
        ),
      ]),
    );
  }
  return (await consulta.executeTakeFirst()) !== undefined;
}

/** Only what share previews need (title, description, photo, rating). */
export function findPreviaFornecedor(db: Db, by: { id?: number; slug?: string }) {
  return publicoPor(db, by)
    .select([
      'f.id',
      'f.slug',
      'f.nome_empresa',
      'f.frase_slogan',
      'f.descricao_curta',
      'f.foto_perfil',
      'f.telefone',
      'f.avaliacao_total',
      'f.avaliacao_soma',
    ])
    .executeTakeFirst();
}

export function listLinksDoFornecedor(db: Db, fornecedorId: number) {
  return db
    .selectFrom('fornecedor_links as l')
    .innerJoin('categorias_link as c', 'c.id', 'l.categoria_id')
    .where('l.fornecedor_id', '=', fornecedorId)
    .select([
      'l.id',
      'l.url',
      'l.texto_tela',
      'l.categoria_id',
      'c.nome as categoria_nome',
      'c.icone as categoria_icone',
    ])
    .orderBy('l.ordem')
    .orderBy('l.id')
    .execute();
}

export function listGaleriaDoFornecedor(db: Db, fornecedorId: number) {
  return db
    .selectFrom('galeria_midias')
    .where('fornecedor_id', '=', fornecedorId)
    .select(['id', 'midia_url', 'tipo', 'larguras'])
    .orderBy('ordem')
    .orderBy('id')
    .execute();
}

export function listFaqsDoFornecedor(db: Db, fornecedorId: number) {
  return db
    .selectFrom('faqs')
    .where('fornecedor_id', '=', fornecedorId)
    .select(['id', 'pergunta', 'resposta'])
    .orderBy('ordem')
    .orderBy('id')
    .execute();
}

/** Public canonical data of every public supplier (sitemap). */
export function listSlugsPublicos(db: Db, limit: number) {
  return publicos(db).select(['f.slug', 'f.updated_at']).orderBy('f.id').limit(limit).execute();
}

// ---------------------------------------------------------------------------------------------
// Search index of the directory (rebuilt when diretorio_versao moves).
// ---------------------------------------------------------------------------------------------

/**
 * Card fields (no long HTML) and the "featured-worthy" flag of public suppliers, by id: all, the
 * given ids, or one page after an id (keyset: a full rebuild reads in short synchronous steps).
 */
export function listLinhasIndice(db: Db, filtro?: readonly number[] | { depois: number; limite: number }) {
  const ids = Array.isArray(filtro) ? (filtro as readonly number[]) : undefined;
  const pagina =
    filtro && !Array.isArray(filtro) ? (filtro as { depois: number; limite: number }) : undefined;
  return publicos(db)
    .$if(ids !== undefined, (qb) => qb.where('f.id', 'in', ids?.length ? ids : [0]))
    .$if(pagina !== undefined, (qb) => qb.where('f.id', '>', pagina?.depois ?? 0).limit(pagina?.limite ?? 0))
    .select(CAMPOS_CARTAO)
    .select((eb) => [
      eb
        .case()
        .when(
          eb.and([
            eb('f.foto_perfil', 'is not', null),
            eb('f.foto_perfil', '!=', ''),
            eb(eb.fn('length', ['f.descricao_curta']), '>', 100),
          ]),
        )
        .then(1)
        .else(0)
        .end()
        .as('destaque'),
    ])
    .orderBy('f.id')
    .execute();
}

/**
 * Every (supplier, tag) pair as one flat Int32Array [fornecedor_id, tag_id, ...], suppliers of
 * inactive owners included (the index keeps only the suppliers it has cards for). One text
 * aggregated by SQLite instead of a JS object per pair, which cost ten times more at 100,000
 * suppliers (docs/performance.md). No particular order.
 */
export async function listParesTagIndice(
  db: Db,
  filtro?: readonly number[] | { depois: number; ate: number },
): Promise<Int32Array> {
  const ids = Array.isArray(filtro) ? (filtro as readonly number[]) : undefined;
  const faixa = filtro && !Array.isArray(filtro) ? (filtro as { depois: number; ate: number }) : undefined;
  const row = await db
    .selectFrom('fornecedor_tags')
    .select(
      motorDe(db) === 'postgres'
        ? sql<string | null>`string_agg(fornecedor_id || ',' || tag_id, ',')`.as('pares')
        : sql<string | null>`group_concat(fornecedor_id || ',' || tag_id)`.as('pares'),
    )
    .$if(ids !== undefined, (qb) => qb.where('fornecedor_id', 'in', ids?.length ? ids : [0]))
    .$if(faixa !== undefined, (qb) =>
      qb.where('fornecedor_id', '>', faixa?.depois ?? 0).where('fornecedor_id', '<=', faixa?.ate ?? 0),
    )
    .executeTakeFirst();
  const texto = row?.pares ?? '';
  if (!texto) return new Int32Array(0);
  let virgulas = 0;
  for (let i = 0; i < texto.length; i++) if (texto.charCodeAt(i) === 44) virgulas++;
  const out = new Int32Array(virgulas + 1);
  let k = 0;
  let valor = 0;
  for (let i = 0; i < texto.length; i++) {
    const c = texto.charCodeAt(i);
    if (c === 44) {
      out[k++] = valor;
      valor = 0;
    } else valor = valor * 10 + (c - 48);
  }
  out[k] = valor;
  return out;
}
