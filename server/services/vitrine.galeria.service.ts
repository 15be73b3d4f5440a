import { registrarMudanca } from '../../db/queries/mudancas.queries.js';
import * as q from '../../db/queries/vitrine.queries.js';
import type { Context } from './contexto.js';
import { exigirMesmosItens } from './permutacao.js';
import { autorizar } from './vitrine.service.js';

/**
 * Puts the gallery in the owner's order: every item of it, each once; the first is the cover
 * (the image the showcase page opens with).
 */
export async function reordenarGaleria(ctx: Context, input: { fornecedor_id: number; ids: number[] }) {
  await autorizar(ctx, input.fornecedor_id);
  const { db } = ctx.deps;
  await db.transaction().execute(async (trx) => {
    const atuais = (await q.listGaleria(trx, input.fornecedor_id)).map((m) => m.id);
    exigirMesmosItens(
      atuais,
      input.ids,
      'A nova ordem precisa trazer cada item da galeria uma vez. Recarregue a página e tente de novo.',
    );
    for (const [ordem, id] of input.ids.entries()) await q.setMidiaOrdem(trx, id, ordem);
    await q.updateFornecedor(trx, input.fornecedor_id, { updated_at: new Date().toISOString() });
    await registrarMudanca(trx, { fornecedorIds: [input.fornecedor_id] });
  });
  const galeria = await q.listGaleria(db, input.fornecedor_id);
  return {
    galeria: galeria.map((m) => ({ id: m.id, midia_url: m.midia_url, tipo: m.tipo })),
    message: 'Ordem da galeria salva.',
  };
}
