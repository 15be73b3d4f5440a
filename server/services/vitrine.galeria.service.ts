import * as gq from '../../db/queries/vitrine.galeria.queries.js';
import * as q from '../../db/queries/vitrine.queries.js';
import { badRequest, notFound } from '../errors.js';
import { prepararMidia } from '../uploads/images.js';
import { type ArquivoEnviado, verificarCota } from '../uploads/validate.js';
import type { Context } from './contexto.js';
import { exigirAnuncianteOuAdmin } from './permissoes.js';
import { exigirMesmosItens } from './permutacao.js';
import { autorizar } from './vitrine.acesso.js';
import { apagarArquivos, gravar } from './vitrine.arquivos.js';

// A showcase's gallery (images and mp4s: add, remove, reorder) and the images inside its rich text.

const agora = () => new Date().toISOString();

/** Adds an image or an mp4 to the gallery. A refused or failed upload leaves no file and no row. */
export async function adicionarMidia(
  ctx: Context,
  fornecedorId: number,
  arquivo: ArquivoEnviado | undefined,
) {
  const f = await autorizar(ctx, fornecedorId);
  if (!arquivo) throw badRequest('Por favor, selecione um arquivo');
  const midia = await prepararMidia(arquivo, ['imagem', 'video']);
  verificarCota(f.midia_bytes, midia.dados.length);
  const escritos: string[] = [];
  try {
    const { url, larguras } = await gravar(ctx, fornecedorId, midia, escritos);
    const id = await ctx.deps.db.transaction().execute(async (trx) => {
      const agoraIso = agora();
      const midiaId = await gq.insertMidia(trx, {
        fornecedor_id: fornecedorId,
        midia_url: url,
        larguras,
        tipo: midia.tipo,
        tamanho_bytes: midia.dados.length,
        created_at: agoraIso,
      });
      await q.addMidiaBytes(trx, fornecedorId, midia.dados.length, agoraIso);
      return midiaId;
    });
    const message =
      midia.tipo === 'video' ? 'Vídeo adicionado com sucesso!' : 'Imagem adicionada com sucesso!';
    return { midia: { id, midia_url: url, tipo: midia.tipo }, message };
  } catch (err) {
    await apagarArquivos(ctx, escritos);
    throw err;
  }
}

export async function removerMidia(ctx: Context, id: number) {
  exigirAnuncianteOuAdmin(ctx.user);
  const midia = await gq.getMidia(ctx.deps.db, id);
  if (!midia) throw notFound('Mídia não encontrada.');
  await autorizar(ctx, midia.fornecedor_id);
  await ctx.deps.db.transaction().execute(async (trx) => {
    await gq.deleteMidia(trx, id);
    await q.addMidiaBytes(trx, midia.fornecedor_id, -midia.tamanho_bytes, agora());
  });
  await apagarArquivos(ctx, [midia.midia_url]);
  return { message: midia.tipo === 'video' ? 'Vídeo removido com sucesso!' : 'Imagem removida com sucesso!' };
}

/** An image for the rich-text editor: stored like gallery media (quota counted), no gallery row. */
export async function enviarImagemConteudo(
  ctx: Context,
  fornecedorId: number,
  arquivo: ArquivoEnviado | undefined,
) {
  const f = await autorizar(ctx, fornecedorId);
  if (!arquivo) throw badRequest('Por favor, selecione um arquivo');
  // Images inside rich text are shown at their own size: no variants.
  const midia = await prepararMidia(arquivo, ['imagem'], false);
  verificarCota(f.midia_bytes, midia.dados.length);
  const escritos: string[] = [];
  try {
    const { url } = await gravar(ctx, fornecedorId, midia, escritos);
    await ctx.deps.db.transaction().execute(async (trx) => {
      await q.addMidiaBytes(trx, fornecedorId, midia.dados.length, agora());
    });
    return { url };
  } catch (err) {
    await apagarArquivos(ctx, escritos);
    throw err;
  }
}

/**
 * Puts the gallery in the owner's order: every item of it, each once; the first is the cover
 * (the image the showcase page opens with).
 */
export async function reordenarGaleria(ctx: Context, input: { fornecedor_id: number; ids: number[] }) {
  await autorizar(ctx, input.fornecedor_id);
  const { db } = ctx.deps;
  await db.transaction().execute(async (trx) => {
    const atuais = (await gq.listGaleria(trx, input.fornecedor_id)).map((m) => m.id);
    exigirMesmosItens(
      atuais,
      input.ids,
      'A nova ordem precisa trazer cada item da galeria uma vez. Recarregue a página e tente de novo.',
    );
    for (const [ordem, id] of input.ids.entries()) await gq.setMidiaOrdem(trx, id, ordem);
    await q.updateFornecedor(trx, input.fornecedor_id, { updated_at: new Date().toISOString() });
  });
  const galeria = await gq.listGaleria(db, input.fornecedor_id);
  return {
    galeria: galeria.map((m) => ({ id: m.id, midia_url: m.midia_url, tipo: m.tipo })),
    message: 'Ordem da galeria salva.',
  };
}
