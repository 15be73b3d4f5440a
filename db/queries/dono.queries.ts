import type { Db } from '../client.js';

// Who owns a supplier, and who may: the one owner lookup every permission check uses.

/** A supplier by id, or by slug (its current one or an earlier one, migration 015). */
export type FornecedorPor = { id: number } | { slug: string };

/**
 * A supplier's id and owner, with what permission checks, uploads and statistics read beside it
 * (name, photo, media quota). Any supplier, even an unpublished or deactivated one; with
 * `publico`, only one the directory shows (published, not deactivated, owner not deleted).
 */
export function findFornecedorOwner(db: Db, por: FornecedorPor, opcoes: { publico?: boolean } = {}) {
  return db
    .selectFrom('fornecedores as f')
    .select(['f.id', 'f.usuario_id', 'f.nome_empresa', 'f.foto_perfil', 'f.midia_bytes'])
    .where((eb) =>
      'id' in por
        ? eb('f.id', '=', por.id)
        : eb.or([
            eb('f.slug', '=', por.slug),
            eb(
              'f.id',
              '=',
              eb
                .selectFrom('fornecedor_slugs_antigos as a')
                .select('a.fornecedor_id')
                .where('a.slug', '=', por.slug),
            ),
          ]),
    )
    .$if(opcoes.publico === true, (qb) =>
      qb
        .where('f.deleted_at', 'is', null)
        .where('f.publicado', '=', 1)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('usuarios as u')
              .select('u.id')
              .whereRef('u.id', '=', 'f.usuario_id')
              .where('u.deleted_at', 'is', null),
          ),
        ),
    )
    .executeTakeFirst();
}

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
