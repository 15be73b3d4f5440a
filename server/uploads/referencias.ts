import type { Db } from '../../db/client.js';
import { listReferenciasDeUploads } from '../../db/queries/uploads.queries.js';
import type { Logger } from '../logger.js';
import { lerLarguras, urlVariante } from '../schemas/imagens.js';
import { chaveDaUrl, PASTA_FORNECEDORES, type UploadStorage } from './storage.js';

/** An upload URL inside rich text, as the sanitizer lets it through (server/sanitize.ts). */
const URL_NO_TEXTO = /\/uploads\/[A-Za-z0-9/_.-]+/g;

/**
 * The storage keys the database `db` refers to: each photo and gallery item, the variants its
 * widths list, and the images inside descriptions. What the orphan sweep keeps and what a backup
 * holds, so a backup's files are exactly those of its database snapshot.
 */
export async function chavesReferenciadas(
  db: Db,
): Promise<{ chaves: Set<string>; fornecedores: Set<number> }> {
  const { fornecedores, midias } = await listReferenciasDeUploads(db);
  const chaves = new Set<string>();
  const juntar = (url: string | null, larguras: string | null = null) => {
    if (!url) return;
    for (const u of [url, ...lerLarguras(larguras).map((w) => urlVariante(url, w))]) {
      const key = chaveDaUrl(u);
      if (key) chaves.add(key);
    }
  };
  for (const f of fornecedores) {
    juntar(f.foto_perfil, f.foto_perfil_larguras);
    for (const texto of [f.descricao_longa, f.conteudo]) {
      for (const url of texto?.match(URL_NO_TEXTO) ?? []) juntar(url);
    }
  }
  for (const m of midias) juntar(m.midia_url, m.larguras);
  return { chaves, fornecedores: new Set(fornecedores.map((f) => f.id)) };
}

/**
 * A showcase's share cards (server/seo/cartao-fornecedor.ts) are rebuilt from its row and replaced
 * by their own code: they stay while the supplier exists, and go with it.
 */
const CARTAO = /^fornecedores\/(\d+)\/compartilhar\//;
const cartaoDeFornecedorVivo = (key: string, fornecedores: Set<number>) => {
  const m = CARTAO.exec(key);
  return m !== null && fornecedores.has(Number(m[1]));
};

/** How old an unreferenced file must be before the sweep removes it (an upload commits well before). */
export const IDADE_MINIMA_ORFAO_MS = 60 * 60 * 1000;

/**
 * Removes the files under fornecedores/ that no row refers to and that are older than an hour:
 * what an upload killed between its write and its commit leaves behind (and temporary names of
 * interrupted writes). The listing comes before the database is read, so a file committed
 * meanwhile is seen as referenced; younger files are left alone (an upload in progress, an editor
 * image not yet saved into its text). Answers how many files were removed.
 */
export async function removerArquivosOrfaos(
  storage: UploadStorage,
  db: Db,
  logger: Logger,
  agora: Date,
  idadeMinimaMs = IDADE_MINIMA_ORFAO_MS,
): Promise<number> {
  const limite = agora.getTime() - idadeMinimaMs;
  const antigos = (await storage.list(PASTA_FORNECEDORES)).filter(
    (o) => o.modificado !== null && o.modificado.getTime() <= limite,
  );
  if (!antigos.length) return 0;
  const { chaves, fornecedores } = await chavesReferenciadas(db);
  let removidos = 0;
  for (const o of antigos) {
    if (chaves.has(o.key) || cartaoDeFornecedorVivo(o.key, fornecedores)) continue;
    await storage.delete(o.key);
    removidos++;
    logger.info({ key: o.key, bytes: o.tamanho }, 'arquivo de upload órfão removido');
  }
  return removidos;
}
