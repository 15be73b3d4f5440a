import type { Db } from '../client.js';

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
