import type { Db } from '../client.js';
import { recordMudanca } from '../queries/mudancas.queries.js';
import * as q from '../queries/seed.queries.js';
import { CATEGORIAS_LINK, CATEGORIAS_TAG, TAGS_POR_CATEGORIA, TIPOS_FORNECEDOR } from './taxonomy.js';

/** Seeds the reference taxonomy. Idempotent: only missing rows are inserted, nothing is changed. */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    let taxonomia = false;
    let categoriasLink = false;
    for (const nome of CATEGORIAS_TAG)
      taxonomia = (await q.insertCategoriaTagIfMissing(trx, nome)) || taxonomia;
    const categorias = new Map((await q.listCategoriasTag(trx)).map((c) => [c.nome, c.id]));
    for (const categoria of CATEGORIAS_TAG) {
      const categoriaId = categorias.get(categoria)!;
      for (const nome of TAGS_POR_CATEGORIA[categoria])
        taxonomia = (await q.insertTagIfMissing(trx, nome, categoriaId)) || taxonomia;
    }
    for (const c of CATEGORIAS_LINK)
      categoriasLink = (await q.insertCategoriaLinkIfMissing(trx, c.nome, c.icone)) || categoriasLink;
    // Only when something was added: a boot that finds everything in place rebuilds nothing.
    await recordMudanca(trx, { taxonomia, todasPaginas: categoriasLink });
    for (const nome of TIPOS_FORNECEDOR) await q.insertTipoFornecedorIfMissing(trx, nome);
  });
}
