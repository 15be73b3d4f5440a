import type { MidiaPronta } from '../uploads/images.js';
import { chaveDaUrl, gravarMidia, removeByUrl } from '../uploads/storage.js';
import type { Context } from './contexto.js';

// A showcase's files in storage: written before a transaction, removed when it rolls back.

/** Bytes a supplier's own uploaded file takes (0 for an address outside its folder). */
export async function tamanhoDoArquivo(
  ctx: Context,
  fornecedorId: number,
  url: string | null,
): Promise<number> {
  if (!url?.startsWith(`/uploads/fornecedores/${fornecedorId}/`)) return 0;
  const key = chaveDaUrl(url);
  return (key && (await ctx.deps.storage.stat(key))?.tamanho) || 0;
}

/** Writes prepared media and its variants; on any later failure the caller removes what was written. */
export function gravar(ctx: Context, fornecedorId: number, midia: MidiaPronta, escritos: string[]) {
  return gravarMidia(ctx.deps.storage, fornecedorId, midia, escritos);
}

/** Removes files, logging (not throwing) a failure: the rows are already gone or never came. */
export async function apagarArquivos(ctx: Context, urls: string[]) {
  for (const url of urls) {
    try {
      await removeByUrl(ctx.deps.storage, url);
    } catch (err) {
      ctx.deps.logger.warn({ err, url }, 'não foi possível remover o arquivo');
    }
  }
}
