import type { Db } from '../client.js';

/**
 * Every column that can name an uploaded file: the profile photo and gallery media (with the
 * widths of their variants) and the two rich-text fields (images inserted by the editor). Rows of
 * deactivated suppliers count too: their files stay until the row goes.
 */
export async function listReferenciasDeUploads(db: Db) {
  const [fornecedores, midias] = await Promise.all([
    db
      .selectFrom('fornecedores')
      .select(['id', 'foto_perfil', 'foto_perfil_larguras', 'descricao_longa', 'conteudo'])
      .execute(),
    db.selectFrom('galeria_midias').select(['midia_url', 'larguras']).execute(),
  ]);
  return { fornecedores, midias };
}
