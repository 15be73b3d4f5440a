import * as fq from '../../db/queries/fornecedores.queries.js';
import type { AppDeps } from '../deps.js';

// The reads of server/seo (head tags, sitemap): it builds markup and reads through here, never the db.

/** What a supplier page's share preview needs, by id or by a current or earlier slug. */
export function previaDoFornecedor(deps: AppDeps, by: { id?: number; slug?: string }) {
  return fq.findPreviaFornecedor(deps.db, by);
}

/** Slug and last change of the public suppliers, at most `limite` (one sitemap file). */
export function fornecedoresDoSitemap(deps: AppDeps, limite: number) {
  return fq.listSlugsPublicos(deps.db, limite);
}

/** A supplier's Localidade tags and its links (phone and WhatsApp among them): its JSON-LD contact. */
export async function localEContatoDoFornecedor(deps: AppDeps, fornecedorId: number) {
  const [tags, links] = await Promise.all([
    fq.listTagsDosFornecedores(deps.db, [fornecedorId]),
    fq.listLinksDoFornecedor(deps.db, fornecedorId),
  ]);
  return {
    localidades: tags.filter((t) => t.categoria_nome === 'Localidade').map((t) => t.nome),
    links: links.map((l) => ({ categoria: l.categoria_nome, url: l.url })),
  };
}
