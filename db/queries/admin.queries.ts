import type { Db } from '../client.js';
import type { TipoUsuario } from '../schema.js';
import { semAcentos } from '../sem-acentos.js';
import { countViewsPorDiaFiltrado } from './estatisticas.queries.js';

/** A LIKE pattern for "contains"; the wildcard characters typed by the admin are dropped. */
export function buildLikePattern(q: string): string {
  return `%${q.replace(/[%_]/g, '')}%`;
}

// ---------- users ----------

function usuariosFiltrados(db: Db, q: string | undefined) {
  let query = db.selectFrom('usuarios');
  const termo = q?.trim();
  if (termo) {
    const p = buildLikePattern(semAcentos(termo));
    query = query.where((eb) => {
      const ors = [
        eb(eb.fn('sem_acentos', ['usuarios.nome']), 'like', eb.val(p)),
        eb('usuarios.email', 'like', p),
        eb('usuarios.telefone', 'like', buildLikePattern(termo)),
      ];
      if (/^\d{1,12}$/.test(termo)) ors.push(eb('usuarios.id', '=', Number(termo)));
      return eb.or(ors);
    });
  }
  return query;
}

/** All users (inactive included), searched by name, e-mail, phone or exact id; newest first. */
export function listUsuarios(db: Db, q: string | undefined, limit: number, offset: number) {
  return usuariosFiltrados(db, q)
    .select([
      'usuarios.id',
      'usuarios.nome',
      'usuarios.email',
      'usuarios.telefone',
      'usuarios.tipo',
      'usuarios.email_verificado_em',
      'usuarios.created_at',
      'usuarios.deleted_at',
    ])
    .orderBy('usuarios.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countUsuarios(db: Db, q: string | undefined): Promise<number> {
  const row = await usuariosFiltrados(db, q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findUsuario(db: Db, id: number) {
  return db
    .selectFrom('usuarios')
    .select(['id', 'nome', 'email', 'telefone', 'tipo', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function countAdminsAtivos(db: Db): Promise<number> {
  const row = await db
    .selectFrom('usuarios')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tipo', '=', 'admin')
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateTipoUsuario(db: Db, id: number, tipo: TipoUsuario): Promise<void> {
  await db
    .updateTable('usuarios')
    .set({ tipo, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function updateSenhaUsuario(db: Db, id: number, senhaHash: string): Promise<void> {
  await db
    .updateTable('usuarios')
    .set({ senha_hash: senhaHash, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function setUsuarioDeletedAt(db: Db, id: number, deletedAt: string | null): Promise<void> {
  await db
    .updateTable('usuarios')
    .set({ deleted_at: deletedAt, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

// ---------- suppliers ----------

function fornecedoresFiltrados(db: Db, q: string | undefined) {
  let query = db.selectFrom('fornecedores').innerJoin('usuarios', 'usuarios.id', 'fornecedores.usuario_id');
  const termo = q?.trim();
  if (termo) {
    const p = buildLikePattern(semAcentos(termo));
    query = query.where((eb) => {
      const ors = [
        eb(eb.fn('sem_acentos', ['fornecedores.nome_empresa']), 'like', eb.val(p)),
        eb(eb.fn('sem_acentos', ['fornecedores.descricao_curta']), 'like', eb.val(p)),
        eb('fornecedores.telefone', 'like', buildLikePattern(termo)),
        eb(eb.fn('sem_acentos', ['usuarios.nome']), 'like', eb.val(p)),
      ];
      if (/^\d{1,12}$/.test(termo)) ors.push(eb('fornecedores.usuario_id', '=', Number(termo)));
      return eb.or(ors);
    });
  }
  return query;
}

/**
 * All suppliers (inactive included) with the owner's name, searched by company name, short
 * description, phone, owner name or exact owner id; newest first.
 */
export function listFornecedores(db: Db, q: string | undefined, limit: number, offset: number) {
  return fornecedoresFiltrados(db, q)
    .select([
      'fornecedores.id',
      'fornecedores.slug',
      'fornecedores.usuario_id',
      'usuarios.nome as usuario_nome',
      'usuarios.deleted_at as usuario_deleted_at',
      'fornecedores.nome_empresa',
      'fornecedores.descricao_curta',
      'fornecedores.telefone',
      'fornecedores.foto_perfil',
      'fornecedores.verificado',
      'fornecedores.premium',
      'fornecedores.publicado',
      'fornecedores.created_at',
      'fornecedores.deleted_at',
    ])
    .orderBy('fornecedores.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countFornecedores(db: Db, q: string | undefined): Promise<number> {
  const row = await fornecedoresFiltrados(db, q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findFornecedor(db: Db, id: number) {
  return db
    .selectFrom('fornecedores')
    .select(['id', 'usuario_id', 'nome_empresa', 'verificado', 'premium', 'deleted_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function setFornecedorDeletedAt(
  db: Db,
  id: number,
  deletedAt: string | null,
  motivo: string | null = null,
): Promise<void> {
  await db
    .updateTable('fornecedores')
    .set({ deleted_at: deletedAt, desativacao_motivo: motivo, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/** The owner's name and e-mail (the deactivation notices go to them). */
export function findDonoDoFornecedor(db: Db, fornecedorId: number) {
  return db
    .selectFrom('fornecedores as f')
    .innerJoin('usuarios as u', 'u.id', 'f.usuario_id')
    .select(['u.nome', 'u.email', 'u.deleted_at'])
    .where('f.id', '=', fornecedorId)
    .executeTakeFirst();
}

export async function setFornecedorSelos(
  db: Db,
  id: number,
  selos: { verificado?: number; premium?: number },
): Promise<void> {
  await db
    .updateTable('fornecedores')
    .set({ ...selos, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export function listFornecedorTags(db: Db) {
  return db
    .selectFrom('fornecedor_tags')
    .select(['fornecedor_id', 'tag_id'])
    .orderBy('fornecedor_id')
    .orderBy('tag_id')
    .execute();
}

// ---------- summary ----------

export async function getResumo(db: Db) {
  const usuarios = await db
    .selectFrom('usuarios')
    .select(['tipo', (eb) => eb.fn.countAll<number>().as('n')])
    .select((eb) =>
      eb.fn.sum<number>(eb.case().when('deleted_at', 'is', null).then(1).else(0).end()).as('ativos'),
    )
    .groupBy('tipo')
    .execute();
  const fornecedores = await db
    .selectFrom('fornecedores')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('deleted_at', 'is', null).then(1).else(0).end()).as('ativos'),
      eb.fn.sum<number>('verificado').as('verificados'),
      eb.fn.sum<number>('premium').as('premium'),
    ])
    .executeTakeFirstOrThrow();
  const contar = async (tabela: 'tags' | 'categorias_tag' | 'categorias_link') => {
    const r = await db
      .selectFrom(tabela)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  };
  return {
    usuarios: usuarios.map((u) => ({ tipo: u.tipo, total: Number(u.n), ativos: Number(u.ativos ?? 0) })),
    fornecedores: {
      total: Number(fornecedores.total),
      ativos: Number(fornecedores.ativos ?? 0),
      verificados: Number(fornecedores.verificados ?? 0),
      premium: Number(fornecedores.premium ?? 0),
    },
    tags: await contar('tags'),
    tiposTag: await contar('categorias_tag'),
    categoriasLink: await contar('categorias_link'),
  };
}

/** Counted page views of one page type per calendar day (America/Sao_Paulo) since `desdeDia`. */
export async function countPageViewsPorDia(db: Db, pageType: string, desdeDia: string) {
  const rows = await countViewsPorDiaFiltrado(db, { pageType }, { inicio: desdeDia, fim: '9999-12-31' });
  return rows.map((r) => ({ data: r.dia, quantidade: r.total }));
}

// ---------- catalogue ----------

export function findTag(db: Db, id: number) {
  return db.selectFrom('tags').select(['id', 'nome', 'categoria_id']).where('id', '=', id).executeTakeFirst();
}

export function findTagPorNome(db: Db, nome: string) {
  return db
    .selectFrom('tags')
    .select(['id', 'nome', 'categoria_id'])
    .where((eb) => eb(eb.fn('lower', ['nome']), '=', nome.toLowerCase()))
    .executeTakeFirst();
}

export function insertTag(db: Db, nome: string, categoriaId: number) {
  return db
    .insertInto('tags')
    .values({ nome, categoria_id: categoriaId })
    .returning(['id', 'nome', 'categoria_id'])
    .executeTakeFirstOrThrow();
}

export async function updateTag(db: Db, id: number, values: { nome?: string; categoria_id?: number }) {
  await db.updateTable('tags').set(values).where('id', '=', id).execute();
}

export async function deleteTagComVinculos(db: Db, id: number): Promise<number> {
  const r = await db.deleteFrom('fornecedor_tags').where('tag_id', '=', id).executeTakeFirst();
  await db.deleteFrom('tags').where('id', '=', id).execute();
  return Number(r.numDeletedRows);
}

export async function countTagsDoTipo(db: Db, categoriaId: number): Promise<number> {
  const r = await db
    .selectFrom('tags')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('categoria_id', '=', categoriaId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export function findTipoTag(db: Db, id: number) {
  return db.selectFrom('categorias_tag').select(['id', 'nome']).where('id', '=', id).executeTakeFirst();
}

export function findTipoTagPorNome(db: Db, nome: string) {
  return db
    .selectFrom('categorias_tag')
    .select(['id', 'nome'])
    .where((eb) => eb(eb.fn('lower', ['nome']), '=', nome.toLowerCase()))
    .executeTakeFirst();
}

export function insertTipoTag(db: Db, nome: string) {
  return db.insertInto('categorias_tag').values({ nome }).returning(['id', 'nome']).executeTakeFirstOrThrow();
}

export async function updateTipoTag(db: Db, id: number, nome: string) {
  await db.updateTable('categorias_tag').set({ nome }).where('id', '=', id).execute();
}

export async function deleteTipoTag(db: Db, id: number) {
  await db.deleteFrom('categorias_tag').where('id', '=', id).execute();
}

export function findCategoriaLink(db: Db, id: number) {
  return db
    .selectFrom('categorias_link')
    .select(['id', 'nome', 'icone'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findCategoriaLinkPorNome(db: Db, nome: string) {
  return db
    .selectFrom('categorias_link')
    .select(['id', 'nome', 'icone'])
    .where((eb) => eb(eb.fn('lower', ['nome']), '=', nome.toLowerCase()))
    .executeTakeFirst();
}

export function insertCategoriaLink(db: Db, nome: string, icone: string) {
  return db
    .insertInto('categorias_link')
    .values({ nome, icone })
    .returning(['id', 'nome', 'icone'])
    .executeTakeFirstOrThrow();
}

export async function updateCategoriaLink(db: Db, id: number, nome: string, icone: string) {
  await db.updateTable('categorias_link').set({ nome, icone }).where('id', '=', id).execute();
}

export async function deleteCategoriaLink(db: Db, id: number) {
  await db.deleteFrom('categorias_link').where('id', '=', id).execute();
}

export async function countLinksDaCategoria(db: Db, categoriaId: number): Promise<number> {
  const r = await db
    .selectFrom('fornecedor_links')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('categoria_id', '=', categoriaId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Tags per tag type, for the panel's chart/list (types without tags included). */
export async function listTagsPorTipo(db: Db) {
  const rows = await db
    .selectFrom('categorias_tag')
    .leftJoin('tags', 'tags.categoria_id', 'categorias_tag.id')
    .select(['categorias_tag.id', 'categorias_tag.nome', (eb) => eb.fn.count<number>('tags.id').as('n')])
    .groupBy(['categorias_tag.id', 'categorias_tag.nome'])
    .orderBy('categorias_tag.nome')
    .execute();
  return rows.map((r) => ({ id: r.id, nome: r.nome, quantidade: Number(r.n) }));
}
